// Content files (docs/content.md): what their front matter must say, and the blocks a rendered page is
// made of. The seed validates files with these schemas; the API answers with the blocks; the web app
// draws them.
import { z } from "zod";

/** Groups on /dokumenty-do-pobrania, in the order they are listed. */
export const DOCUMENT_GROUPS = [
  "Regulaminy",
  "Umowa leasingu",
  "Ochrona danych osobowych",
  "Zgody i upoważnienia",
  "Promocje",
  "Formularze",
] as const;

const isoDate = z.iso.date();
/** YAML reads an unquoted 2026-06-01 as a Date: accept both and keep the ISO day. */
const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), isoDate);
const text = z.string().trim().min(1);
const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .optional();

export const pageFrontMatter = z.object({
  title: text,
  description: text.max(320),
  h1: text.optional(),
  lead: text.optional(),
});

export const documentFrontMatter = pageFrontMatter.extend({
  group: z.enum(DOCUMENT_GROUPS),
  version: z.union([z.string(), z.number()]).transform(String),
  validFrom: day,
  summary: text,
  order: z.number().int().default(0),
});

export const faqFrontMatter = z.object({
  group: text,
  order: z.number().int().default(0),
  title: text.optional(),
  description: text.optional(),
});

export const landingFrontMatter = pageFrontMatter.extend({
  published: z.boolean().default(true),
  validFrom: day.optional(),
  validTo: day.optional(),
  brand: slugText,
  model: slugText,
  bodyType: slugText,
});

export const seoFrontMatter = z.object({ title: text, description: text.optional() });

/** A call to action: text and one button. */
export interface CtaBlock {
  type: "cta";
  href: string;
  label: string;
  html: string;
}
export interface FaqItem {
  question: string;
  /** The answer, rendered and sanitised. */
  html: string;
  /** The answer as plain text (for FAQPage structured data and search). */
  text: string;
}
export interface FaqBlock {
  type: "faq";
  items: FaqItem[];
}
/** A short list of catalogue cars; `query` uses the catalogue's filter names. */
export interface CarsBlock {
  type: "cars";
  title: string | null;
  limit: number;
  query: Record<string, string>;
}
export interface CalculatorBlock {
  type: "calculator";
  client: "entrepreneur" | "consumer";
}
export interface ContactBlock {
  type: "contact";
  form: "contact" | "dealer" | "partner";
}
/** Rendered Markdown: safe HTML (raw HTML in the source is escaped, links are checked). */
export interface HtmlBlock {
  type: "html";
  html: string;
}
export type ContentBlock = HtmlBlock | CtaBlock | FaqBlock | CarsBlock | CalculatorBlock | ContactBlock;

/** A heading of the rendered body, for a table of contents. */
export interface ContentHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * A `cars` block's attributes as /v3/cars/ filters: comma-separated values become lists and the
 * writers' `state="new"|"used"` becomes the catalogue's `nowy`/`uzywany`; cheapest first.
 */
export function carsBlockQuery(
  block: Pick<CarsBlock, "query" | "limit">,
): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = { perPage: block.limit, sort: "price-asc" };
  for (const [key, value] of Object.entries(block.query)) {
    const values = value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    out[key] =
      key === "state" ? values.map((v) => (v === "new" ? "nowy" : v === "used" ? "uzywany" : v)) : values;
  }
  return out;
}

/** Kept with the publishing addresses (a module without Zod, safe in the browser). */
export { pressDataPath } from "./publishing.ts";
