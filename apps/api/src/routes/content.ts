// Content pages, documents, FAQ, landing pages, SEO texts and press data (docs/content.md): the rows the
// seed wrote from content/, rendered into blocks (lib/content-render.ts).

import { timingSafeEqual } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { type ContentKind, contentEntries } from "@vhs/db/schema/content.ts";
import { DOCUMENT_GROUPS, pressDataPath } from "@vhs/domain/content.ts";
import { warsawDay } from "@vhs/domain/format.ts";
import { foldDiacritics } from "@vhs/domain/labels.ts";
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { faqItemsCached, renderCached } from "../lib/content-render.ts";
import { router } from "../lib/openapi.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";

const tags = ["content"];

const Heading = z.object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) });
const FaqItem = z.object({ question: z.string(), html: z.string(), text: z.string() }).openapi("FaqItem");
const Block = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("html"), html: z.string() }),
    z.object({ type: z.literal("cta"), href: z.string(), label: z.string(), html: z.string() }),
    z.object({ type: z.literal("faq"), items: z.array(FaqItem) }),
    z.object({
      type: z.literal("cars"),
      title: z.string().nullable(),
      limit: z.number().int(),
      query: z.record(z.string(), z.string()),
    }),
    z.object({ type: z.literal("calculator"), client: z.enum(["entrepreneur", "consumer"]) }),
    z.object({ type: z.literal("contact"), form: z.enum(["contact", "dealer", "partner"]) }),
  ])
  .openapi("ContentBlock");

const ContentPage = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    h1: z.string(),
    lead: z.string().nullable(),
    updatedAt: z.string(),
    blocks: z.array(Block),
    headings: z.array(Heading),
  })
  .openapi("ContentPage");

const DocumentInfo = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  group: z.string(),
  version: z.string(),
  validFrom: z.string().openapi({ description: "Data, od której obowiązuje ta wersja (RRRR-MM-DD)" }),
  updatedAt: z.string(),
});
const ContentDocument = ContentPage.extend(DocumentInfo.shape).openapi("ContentDocument");
const Regulations = z
  .array(z.object({ group: z.string(), documents: z.array(DocumentInfo) }))
  .openapi("Regulations");

const FaqGroup = z
  .object({ slug: z.string(), group: z.string(), items: z.array(FaqItem) })
  .openapi("FaqGroup");

const LandingInfo = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    bodyType: z.string().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
  })
  .openapi("LandingInfo");
const Landing = ContentPage.extend({
  published: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
}).openapi("Landing");

/** The slug rule of every content address (documents, pages, landing pages, SEO texts). */
export const slugField = z
  .string({ error: "Podaj adres strony (slug)" })
  .min(1, { error: "Podaj adres strony (slug)" })
  .max(200, { error: "Adres strony może mieć najwyżej 200 znaków" })
  .regex(/^[a-zA-Z0-9-]+(?:\/[a-zA-Z0-9-]+)*$/, {
    error: "Adres strony może zawierać litery, cyfry, myślniki i ukośniki",
  });
const catalogSlug = z
  .string()
  .max(60, { error: "Najwyżej 60 znaków" })
  .regex(/^[a-z0-9-]*$/, { error: "Dozwolone są małe litery, cyfry i myślniki" })
  .optional();
const previewFlag = z.enum(["0", "1"], { error: "preview przyjmuje 0 albo 1" }).optional();

type Row = typeof contentEntries.$inferSelect;

export interface ContentOptions {
  /** CONTENT_PREVIEW_TOKEN: the bearer token that may see unpublished landing pages; none = no previews. */
  previewToken?: string | undefined;
  now?: () => Date;
}

/** Landing pages start and end on Polish calendar days. */
export { warsawDay };

function page(row: Row) {
  const rendered = renderCached(row.contentHash, row.body);
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    h1: row.h1 ?? row.title,
    lead: row.lead,
    updatedAt: row.updatedAt.toISOString(),
    blocks: rendered.blocks,
    headings: rendered.headings,
  };
}

function documentInfo(row: Row) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary ?? row.description,
    group: row.groupName ?? "",
    version: row.version ?? "",
    validFrom: row.validFrom ?? "",
    updatedAt: row.updatedAt.toISOString(),
  };
}

function landingInfo(row: Row) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    brand: row.brand,
    model: row.model,
    bodyType: row.bodyType,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

export const notFound = (what: string) => ({ error: true as const, message: `Nie znaleziono: ${what}.` });

/** One content row by kind and slug. */
export async function contentEntry(db: Db, kind: ContentKind, slug: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)));
  return row;
}

export function contentRoutes(db: Db, options: ContentOptions = {}) {
  const now = options.now ?? (() => new Date());
  const expected = options.previewToken ? Buffer.from(options.previewToken) : null;
  const previewAllowed = (header: string | undefined) => {
    if (!expected || !header) return false;
    const given = Buffer.from(header.replace(/^Bearer\s+/i, ""));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const entry = (kind: ContentKind, slug: string) => contentEntry(db, kind, slug);
  /** Published landing pages shown today. */
  const activeLandings = () => {
    const today = warsawDay(now());
    return and(
      eq(contentEntries.kind, "landing"),
      eq(contentEntries.published, true),
      or(isNull(contentEntries.validFrom), lte(contentEntries.validFrom, today)),
      or(isNull(contentEntries.validTo), gte(contentEntries.validTo, today)),
    );
  };

  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/document",
        tags,
        summary: "Dokument (regulamin, polityka, klauzula) do wyświetlenia pod /informacje/{slug}",
        request: { query: z.object({ slug: slugField }) },
        responses: {
          200: json(ContentDocument, "Dokument z treścią w blokach"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const row = await entry("document", c.req.valid("query").slug);
        if (!row) return c.json(notFound("dokument"), 404);
        return c.json({ ...page(row), ...documentInfo(row) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/page",
        tags,
        summary: "Strona treści (oferta, strony dla klientów i partnerów, o nas, kontakt)",
        request: { query: z.object({ path: slugField.openapi({ example: "oferta/dla-przedsiebiorcy" }) }) },
        responses: { 200: json(ContentPage, "Strona"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        // Paths match whatever their case (React Router matches "/biznesON" and "/bizneson" alike).
        const path = c.req.valid("query").path.toLowerCase();
        const [row] = await db
          .select()
          .from(contentEntries)
          .where(and(eq(contentEntries.kind, "page"), sql`lower(${contentEntries.slug}) = ${path}`));
        if (!row) return c.json(notFound("strona"), 404);
        return c.json(page(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/pages",
        tags,
        summary: "Adresy wszystkich stron treści (strony i dane dla prasy) z datą ostatniej zmiany",
        responses: {
          200: json(
            z.array(z.object({ path: z.string(), updatedAt: z.string() })).openapi("ContentPageList"),
            "Strony w kolejności adresów",
          ),
        },
      }),
      async (c) => {
        const rows = await db
          .select({
            kind: contentEntries.kind,
            slug: contentEntries.slug,
            updatedAt: contentEntries.updatedAt,
          })
          .from(contentEntries)
          .where(or(eq(contentEntries.kind, "page"), eq(contentEntries.kind, "press-data")))
          .orderBy(asc(contentEntries.kind), asc(contentEntries.slug));
        return c.json(
          rows.map((r) => ({
            path: r.kind === "page" ? `/${r.slug}` : pressDataPath(r.slug),
            updatedAt: r.updatedAt.toISOString(),
          })),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/regulations",
        tags,
        summary: "Wszystkie regulaminy, umowy, klauzule i formularze, pogrupowane, z wersjami",
        responses: { 200: json(Regulations, "Grupy dokumentów w stałej kolejności") },
      }),
      async (c) => {
        const rows = await db
          .select()
          .from(contentEntries)
          .where(eq(contentEntries.kind, "document"))
          .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.title));
        const groups = DOCUMENT_GROUPS.map((group) => ({
          group,
          documents: rows.filter((r) => r.groupName === group).map(documentInfo),
        })).filter((g) => g.documents.length > 0);
        return c.json(groups, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/faq",
        tags,
        summary: "Najczęstsze pytania, pogrupowane; q zawęża do pytań zawierających wszystkie słowa",
        request: {
          query: z.object({
            q: z.string().max(100, { error: "Zapytanie może mieć najwyżej 100 znaków" }).optional(),
          }),
        },
        responses: { 200: json(z.array(FaqGroup), "Grupy pytań"), ...errorResponses },
      }),
      async (c) => {
        const rows = await db
          .select()
          .from(contentEntries)
          .where(eq(contentEntries.kind, "faq"))
          .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.slug));
        const words = foldDiacritics(c.req.valid("query").q ?? "")
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((w) => w.length > 1);
        const groups = rows.map((r) => ({
          slug: r.slug,
          group: r.groupName ?? r.title,
          items: faqItemsCached(r.contentHash, r.body).filter((item) => {
            if (words.length === 0) return true;
            const hay = foldDiacritics(`${item.question} ${item.text}`).toLowerCase();
            return words.every((w) => hay.includes(w.length > 4 ? w.slice(0, -1) : w));
          }),
        }));
        return c.json(
          groups.filter((g) => g.items.length > 0),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/landing",
        tags,
        summary: "Strona kampanii pod /{slug}; preview=1 z tokenem podglądu pokazuje też szkice",
        request: { query: z.object({ slug: slugField, preview: previewFlag }) },
        responses: {
          200: json(Landing, "Strona kampanii"),
          401: json(z.object({ error: z.literal(true), message: z.string() }), "Brak uprawnień do podglądu"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const { slug, preview } = c.req.valid("query");
        if (preview === "1") {
          if (!previewAllowed(c.req.header("authorization")))
            return c.json({ error: true as const, message: "Podgląd wymaga tokenu redakcji." }, 401);
          const row = await entry("landing", slug);
          if (!row) return c.json(notFound("strona kampanii"), 404);
          return c.json(
            { ...page(row), published: row.published, validFrom: row.validFrom, validTo: row.validTo },
            200,
          );
        }
        const [row] = await db
          .select()
          .from(contentEntries)
          .where(and(activeLandings(), eq(contentEntries.slug, slug)));
        if (!row) return c.json(notFound("strona kampanii"), 404);
        return c.json(
          { ...page(row), published: row.published, validFrom: row.validFrom, validTo: row.validTo },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/actual-landing",
        tags,
        summary: "Strony kampanii opublikowane i aktualne dziś",
        responses: { 200: json(z.array(LandingInfo), "Aktualne kampanie, najnowsze najpierw") },
      }),
      async (c) => {
        const rows = await db
          .select()
          .from(contentEntries)
          .where(activeLandings())
          .orderBy(desc(contentEntries.validFrom), asc(contentEntries.slug));
        return c.json(rows.map(landingInfo), 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/actual-landing-redirect",
        tags,
        summary: "Aktualna strona kampanii dla samochodu (marka, model, nadwozie): najbardziej dopasowana",
        request: {
          query: z.object({
            brand: catalogSlug,
            model: catalogSlug,
            bodyType: catalogSlug,
            preview: previewFlag,
          }),
        },
        responses: {
          200: json(
            z.object({ slug: z.string().nullable(), href: z.string().nullable() }).openapi("LandingRedirect"),
            "Adres strony kampanii albo null",
          ),
          ...errorResponses,
        },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const preview = q.preview === "1" && previewAllowed(c.req.header("authorization"));
        const rows = await db
          .select()
          .from(contentEntries)
          .where(preview ? eq(contentEntries.kind, "landing") : activeLandings());
        // A landing matches when every car field it names equals the query's; the one naming most wins.
        let best: { row: Row; score: number } | null = null;
        for (const row of rows) {
          const fields = [
            [row.brand, q.brand],
            [row.model, q.model],
            [row.bodyType, q.bodyType],
          ] as const;
          if (fields.every(([own]) => own === null)) continue;
          if (!fields.every(([own, asked]) => own === null || own === asked)) continue;
          const score = fields.filter(([own]) => own !== null).length;
          if (!best || score > best.score) best = { row, score };
        }
        return c.json(
          best ? { slug: best.row.slug, href: `/${best.row.slug}` } : { slug: null, href: null },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v2/seo",
        tags,
        summary: "Tekst SEO pod stroną katalogu (slug: adres z „--” zamiast „/”)",
        request: { query: z.object({ slug: slugField }) },
        responses: { 200: json(ContentPage, "Tekst"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const row = await entry("seo", c.req.valid("query").slug);
        if (!row) return c.json(notFound("tekst"), 404);
        return c.json(page(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/press-static-data",
        tags,
        summary: "Dane dla prasy o grupie produktów (strona /press/grupa{product}StaticData)",
        request: { query: z.object({ product: slugField }) },
        responses: { 200: json(ContentPage, "Dane"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const row = await entry("press-data", c.req.valid("query").product);
        if (!row) return c.json(notFound("dane dla tej grupy produktów"), 404);
        return c.json(page(row), 200);
      },
    );
}

/** The blocks and headings of a rendered body, reused by the publishing calls. */
export { Block as ContentBlockSchema, Heading as ContentHeadingSchema };
