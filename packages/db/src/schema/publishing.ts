// Publishing (docs/publishing.md): blog and press articles with their authors, and the investor documents
// (current and periodic reports, the securitisation and prospectus pages, the PDFs they list). Seeded from
// content/blog, content/press and content/investors; the seed rewrites a row only when its file changed.
import type { CoverSpec } from "@vhs/domain/publishing.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const PUBLICATION_CHANNELS = ["blog", "press"] as const;
export type PublicationChannel = (typeof PUBLICATION_CHANNELS)[number];

export const authors = pgTable("authors", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  /** Markdown. */
  bio: text("bio").notNull(),
  contentHash: text("content_hash").notNull(),
});

/**
 * A blog or press article. `search_title`/`search_lead`/`search_body` are the texts folded for search (lower
 * case, no diacritics: @vhs/domain/polish-search.ts); `search` is their weighted index (title A, lead and
 * tags B, body C). `plain_text` is the body without Markdown, for highlighted fragments.
 */
export const articles = pgTable(
  "articles",
  {
    channel: text("channel").$type<PublicationChannel>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    lead: text("lead").notNull(),
    body: text("body").notNull(),
    plainText: text("plain_text").notNull(),
    category: text("category").notNull(),
    author: text("author").references(() => authors.slug),
    tags: text("tags").array().notNull(),
    /** Catalogue models named ("toyota/corolla"). */
    cars: text("cars").array().notNull(),
    cover: jsonb("cover").$type<CoverSpec | null>(),
    gallery: jsonb("gallery").$type<CoverSpec[]>().notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    updatedOn: date("updated_on", { mode: "string" }),
    draft: boolean("draft").notNull().default(false),
    readingMinutes: integer("reading_minutes").notNull(),
    searchTitle: text("search_title").notNull(),
    searchLead: text("search_lead").notNull(),
    searchBody: text("search_body").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_lead), 'B') || setweight(to_tsvector('simple', search_body), 'C')`,
      ),
    contentHash: text("content_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.slug] }),
    index("articles_channel_published_idx").on(t.channel, t.publishedOn),
    index("articles_category_idx").on(t.channel, t.category, t.publishedOn),
    index("articles_author_idx").on(t.author, t.publishedOn),
    index("articles_search_idx").using("gin", t.search),
    check("articles_channel_check", sql`${t.channel} in ('blog', 'press')`),
  ],
);

export const INVESTOR_KINDS = ["current", "periodic", "page"] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];

/** A current report, a periodic report, or an investor page (sekurytyzacja, prospekt). */
export const investorDocuments = pgTable(
  "investor_documents",
  {
    kind: text("kind").$type<InvestorKind>().notNull(),
    /** The file's name without ".md" ("2026-07", "2026-q1", "prospekt"). */
    slug: text("slug").notNull(),
    /** "7/2026" (reports). */
    number: text("number"),
    system: text("system"),
    /** Periodic: kwartalny, polroczny, roczny. */
    periodType: text("period_type"),
    period: text("period"),
    year: integer("year"),
    publishedOn: date("published_on", { mode: "string" }),
    publishedTime: text("published_time"),
    title: text("title").notNull(),
    description: text("description"),
    h1: text("h1"),
    lead: text("lead"),
    legalBasis: text("legal_basis"),
    body: text("body").notNull(),
    /** Slugs of investor_attachments, in the order listed. */
    attachments: text("attachments").array().notNull(),
    contentHash: text("content_hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("investor_documents_kind_date_idx").on(t.kind, t.publishedOn),
    check("investor_documents_kind_check", sql`${t.kind} in ('current', 'periodic', 'page')`),
  ],
);

/** The text of one PDF the site generates (a report, terms of issue, a prospectus supplement). */
export const investorAttachments = pgTable("investor_attachments", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  date: date("date", { mode: "string" }).notNull(),
  body: text("body").notNull(),
  contentHash: text("content_hash").notNull(),
});
