import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { brands } from "@vhs/db/schema/catalog.ts";
import { contentEntries } from "@vhs/db/schema/content.ts";
import { contentBlocks, metaTags, redirects } from "@vhs/db/schema/site.ts";
import { opinionListSchema, opinionSchema } from "@vhs/domain/opinions.ts";
import { DEFAULT_DESCRIPTION, DEFAULT_H1, DEFAULT_TITLE } from "@vhs/domain/site.ts";
import { and, asc, eq } from "drizzle-orm";
import { router } from "../lib/openapi.ts";
import { errorResponses, json } from "../lib/schemas.ts";

const MetaTags = z
  .object({ title: z.string(), description: z.string(), h1: z.string().nullable() })
  .openapi("MetaTags");

const Link = z.object({ label: z.string(), href: z.string() });
const Footer = z
  .object({
    columns: z.array(z.object({ title: z.string(), links: z.array(Link) })),
    contact: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
    copyright: z.string(),
  })
  .openapi("Footer");

const Opinions = z
  .object({
    examples: z
      .boolean()
      .openapi({ description: "Prawda w środowisku testowym: opinie są przykładowe i tak je oznaczamy" }),
    items: z.array(opinionSchema),
  })
  .openapi("Opinions");

const Brand = z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).openapi("Brand");

const Redirect = z
  .object({ redirect: z.object({ target: z.string(), status: z.number().int() }).nullable() })
  .openapi("RedirectLookup");

const KnownPaths = z
  .object({
    landings: z.array(z.string()).openapi({
      description: "Adresy (slug) opublikowanych stron kampanii, także poza ich terminem ważności",
    }),
    redirects: z.array(z.string()).openapi({ description: "Stare adresy z zapisanym przekierowaniem" }),
    meta: z.array(z.string()).openapi({
      description: "Adresy z własnymi meta tagami; pod każdym innym /v3/meta-tags odpowiada domyślnymi",
    }),
  })
  .openapi("KnownPaths");

/** A site path: starts with one slash, printable, bounded. */
const pathParam = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/, "Ścieżka musi zaczynać się od jednego ukośnika „/”");

/** Strips the query and fragment and a trailing slash, so lookups are by path only. */
export function normalisePath(raw: string): string {
  let path = raw;
  try {
    path = new URL(raw, "http://x").pathname;
  } catch {
    // keep raw; the schema already ensured it is a path
  }
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path;
}

export interface SiteRoutesOptions {
  /** The site runs in its sandbox (the sandbox bank): its customer opinions are examples. */
  sandbox?: boolean;
}

export function siteRoutes(db: Db, options: SiteRoutesOptions = {}) {
  return router()
    .openapi(
      createRoute({
        method: "post",
        path: "/v3/meta-tags",
        tags: ["site"],
        summary: "Tytuł, opis i nagłówek h1 strony pod danym adresem",
        request: { query: z.object({ url: pathParam }) },
        responses: { 200: json(MetaTags, "Meta tagi strony (lub domyślne)"), ...errorResponses },
      }),
      async (c) => {
        const path = normalisePath(c.req.valid("query").url);
        const [row] = await db.select().from(metaTags).where(eq(metaTags.path, path));
        return c.json(
          row
            ? { title: row.title, description: row.description, h1: row.h1 }
            : { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, h1: DEFAULT_H1 },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/known-paths",
        tags: ["site"],
        summary:
          "Adresy ze stroną kampanii, przekierowaniem albo własnymi meta tagami: o inne strona nie pyta bazy",
        responses: {
          200: json(KnownPaths, "Slugi stron kampanii i stare adresy przekierowań"),
          ...errorResponses,
        },
      }),
      async (c) => {
        const [landings, paths, meta] = await Promise.all([
          db
            .select({ slug: contentEntries.slug })
            .from(contentEntries)
            .where(and(eq(contentEntries.kind, "landing"), eq(contentEntries.published, true)))
            .orderBy(asc(contentEntries.slug)),
          db.select({ path: redirects.fromPath }).from(redirects).orderBy(asc(redirects.fromPath)),
          db.select({ path: metaTags.path }).from(metaTags).orderBy(asc(metaTags.path)),
        ]);
        return c.json(
          {
            landings: landings.map((l) => l.slug),
            redirects: paths.map((r) => r.path),
            meta: meta.map((m) => m.path),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/redirect",
        tags: ["site"],
        summary: "Przekierowanie zapisane dla starego adresu (jeśli istnieje)",
        request: { query: z.object({ path: pathParam }) },
        responses: { 200: json(Redirect, "Cel przekierowania albo null"), ...errorResponses },
      }),
      async (c) => {
        const path = normalisePath(c.req.valid("query").path);
        const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, path));
        return c.json({ redirect: row ? { target: row.target, status: row.status } : null }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/footer",
        tags: ["site"],
        summary: "Stopka serwisu",
        responses: { 200: json(Footer, "Kolumny stopki i dane kontaktowe") },
      }),
      async (c) => {
        const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, "footer"));
        return c.json(
          Footer.parse(
            row?.data ?? { columns: [], contact: { phone: "", email: "", hours: "" }, copyright: "" },
          ),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/footer-links",
        tags: ["site"],
        summary: "Linki w dolnym pasku stopki",
        responses: { 200: json(z.array(Link), "Linki") },
      }),
      async (c) => {
        const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, "footer-links"));
        return c.json(z.array(Link).parse(row?.data ?? []), 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/opinions",
        tags: ["site"],
        summary: "Opinie klientów (z pliku content/opinions.yaml)",
        responses: { 200: json(Opinions, "Opinie, najnowsze na początku") },
      }),
      async (c) => {
        const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, "opinions"));
        return c.json(
          { examples: options.sandbox ?? false, items: opinionListSchema.parse(row?.data ?? []) },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/menu-brands",
        tags: ["catalog"],
        summary: "Marki w menu nagłówka",
        responses: { 200: json(z.array(Brand), "Marki w kolejności menu") },
      }),
      async (c) => {
        const rows = await db
          .select({ id: brands.id, slug: brands.slug, name: brands.name })
          .from(brands)
          .where(eq(brands.inMenu, true))
          .orderBy(asc(brands.menuOrder));
        return c.json(rows, 200);
      },
    );
}
