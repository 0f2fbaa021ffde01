import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value facts about the database itself (e.g. which seed version it holds). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Page title, description and h1 per URL path (SPEC §2: the meta-tags call). */
export const metaTags = pgTable("meta_tags", {
  path: text("path").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  h1: text("h1"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Route-matching redirects (SPEC §2): an old path answers with a redirect to a new
 * internal path or to an external URL (only allow-listed hosts are ever followed).
 */
export const redirects = pgTable("redirects", {
  fromPath: text("from_path").primaryKey(),
  target: text("target").notNull(),
  status: integer("status").notNull().default(301),
});

/** Editable site blocks served as JSON: the footer, footer links and similar. */
export const contentBlocks = pgTable("content_blocks", {
  key: text("key").primaryKey(),
  data: jsonb("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
