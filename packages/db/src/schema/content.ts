// Editorial content and what visitors send us: pages, documents, FAQ groups, landing pages, SEO texts
// (seeded from the Markdown files in content/, docs/content.md), the leads from the contact, dealer,
// partner and notify forms, and the fixed-window counters that rate-limit those forms.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** What a content file is: its folder under content/ (docs/content.md). */
export const CONTENT_KINDS = ["page", "document", "faq", "landing", "seo", "press-data"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * One content file as the site serves it. The Markdown body is kept as written and rendered by the API;
 * `content_hash` is the SHA-256 of the file, so the seed rewrites a row only when its file changed.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    /** The file's path under its folder without ".md" ("oferta/dla-przedsiebiorcy", "rodo"). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    h1: text("h1"),
    lead: text("lead"),
    body: text("body").notNull(),
    /** Documents: their group on /dokumenty-do-pobrania; FAQ: the group's heading. */
    groupName: text("group_name"),
    version: text("version"),
    /** Documents: the version applies from; landing pages: shown from. */
    validFrom: date("valid_from", { mode: "string" }),
    /** Landing pages: shown until (inclusive). */
    validTo: date("valid_to", { mode: "string" }),
    summary: text("summary"),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    /** Landing pages: the catalogue slugs of the cars they promote. */
    brand: text("brand"),
    model: text("model"),
    bodyType: text("body_type"),
    contentHash: text("content_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("content_entries_landing_car_idx").on(t.kind, t.brand, t.model, t.bodyType),
    check(
      "content_entries_kind_check",
      sql`${t.kind} in ('page', 'document', 'faq', 'landing', 'seo', 'press-data')`,
    ),
  ],
);

export const LEAD_KINDS = ["contact", "notify", "dealer", "partner"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export interface LeadConsent {
  id: string;
  accepted: boolean;
  /** The version of the consent text the person saw. */
  version: string;
}

/**
 * A message or sign-up from a visitor. Contact details are what the person typed to be called back;
 * no PESEL, ID or account numbers are ever asked for here.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<LeadKind>().notNull(),
    /** SPEC §3: which site the form was sent from (this site by default, a brand variant or a partner). */
    site: text("site").notNull(),
    /** The embed partner the lead came through, when it came through one. */
    partner: text("partner"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    /** The form's other fields (company, NIP, topic, message, the car it is about …). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    consents: jsonb("consents").$type<LeadConsent[]>().notNull(),
    /** The page the form was sent from (a path, no query). */
    sourcePath: text("source_path"),
    /** Forwarding to the team (e-mail, Notion): sent, failed (retried later) or not needed. */
    forwardStatus: text("forward_status").notNull().default("pending"),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    check("leads_kind_check", sql`${t.kind} in ('contact', 'notify', 'dealer', 'partner')`),
  ],
);

/**
 * Fixed-window request counters, shared by every process on the same database (a rate limit that
 * survives restarts and scale-out). Rows of past windows are deleted as new ones are written.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_expires_idx").on(t.expiresAt)],
);
