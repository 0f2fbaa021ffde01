// The front matter of the blog, press and investor files (docs/publishing.md): the seed validates every
// file with these schemas and stops the start naming the file and the field when one is wrong.
import { z } from "zod";
import {
  BLOG_CATEGORIES,
  COVER_BODIES,
  COVER_SCENES,
  INVESTOR_SYSTEMS,
  NEWEST_CATEGORY,
  PERIODIC_TYPES,
  PRESS_CATEGORIES,
} from "./publishing.ts";

const ARTICLE_CATEGORIES = BLOG_CATEGORIES.map((c) => c.slug).filter((s) => s !== NEWEST_CATEGORY) as [
  string,
  ...string[],
];

const text = z.string().trim().min(1);
/** YAML reads an unquoted 2026-06-01 as a Date: accept both and keep the ISO day. */
const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date());
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "małe litery ASCII, cyfry i myślniki" });

export const coverSpec = z.object({
  body: z.enum(COVER_BODIES),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "kolor w postaci #rrggbb" }),
  scene: z.enum(COVER_SCENES),
  alt: text.optional(),
  caption: text.optional(),
});

export const authorFrontMatter = z.object({ name: text, role: text });

export const blogArticleFrontMatter = z.object({
  title: text.max(110),
  description: text.min(50).max(320),
  lead: text.max(400),
  category: z.enum(ARTICLE_CATEGORIES),
  author: slug,
  date: day,
  updated: day.optional(),
  draft: z.boolean().default(false),
  tags: z
    .array(z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().trim().min(2).max(40)))
    .max(8)
    .default([]),
  /** Catalogue models the article is about: "brand/model". */
  cars: z
    .array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, { error: "samochód jako marka/model" }))
    .max(6)
    .default([]),
  cover: coverSpec.extend({ alt: text }),
  gallery: z
    .array(coverSpec.extend({ caption: text }))
    .max(12)
    .default([]),
});

export const pressArticleFrontMatter = blogArticleFrontMatter
  .omit({ category: true, author: true, cars: true, gallery: true, cover: true })
  .extend({
    category: z.enum(PRESS_CATEGORIES.map((c) => c.slug) as [string, ...string[]]),
    cover: coverSpec.extend({ alt: text }).optional(),
  });

const reportNumber = z
  .string()
  .regex(/^\d{1,3}\/\d{4}$/, { error: "numer w postaci n/rrrr" })
  .or(z.number().transform(String));
const attachmentList = z.array(slug).max(10).default([]);

export const currentReportFrontMatter = z.object({
  number: reportNumber,
  system: z.enum(INVESTOR_SYSTEMS),
  date: day,
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  title: text,
  legalBasis: text,
  attachments: attachmentList,
});

export const periodicReportFrontMatter = z.object({
  type: z.enum(PERIODIC_TYPES.map((t) => t.slug) as [string, ...string[]]),
  period: z.preprocess((v) => (typeof v === "number" ? String(v) : v), text),
  year: z.number().int().min(2019).max(2100),
  number: reportNumber,
  system: z.enum(INVESTOR_SYSTEMS),
  date: day,
  title: text,
  attachments: attachmentList,
});

export const investorPageFrontMatter = z.object({
  title: text,
  description: text.max(320),
  h1: text.optional(),
  lead: text.optional(),
  attachments: attachmentList,
});

export const attachmentFrontMatter = z.object({ title: text, date: day });
