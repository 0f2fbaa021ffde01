// Editorial catalogue content: collections (with their cars), brand banners, slot banners and
// brand slot banners.
import { createRoute, z } from "@hono/zod-openapi";
import { banners, collections } from "@vhs/db/schema/catalog.ts";
import { comparePl, slugify } from "@vhs/domain/labels.ts";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { type Dictionary, resolveFilters } from "../lib/catalog-dictionary.ts";
import { carPage } from "../lib/catalog-queries.ts";
import { Banner, BrandRef, CarPage } from "../lib/catalog-responses.ts";
import { carSortField, pagingFields, slotParam, slugParam } from "../lib/catalog-schemas.ts";
import { router } from "../lib/openapi.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";
import type { CatalogContext } from "./catalog.ts";

const tags = ["catalog"];

const CollectionEntry = z
  .object({
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    offers: z.number().int(),
    priceFrom: z.number().openapi({ description: "Najniższa cena netto (zł); 0 gdy brak ofert" }),
  })
  .openapi("CollectionEntry");
const Collection = z
  .object({
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    description: z.array(z.string()),
    filters: z.record(z.string(), z.unknown()).openapi({ description: "Parametry jak w /v3/cars/" }),
    cars: CarPage,
  })
  .openapi("Collection");

type BannerRow = typeof banners.$inferSelect;

function toBanner(b: BannerRow, dict: Dictionary) {
  const brand = b.brandId === null ? undefined : dict.brandById.get(b.brandId);
  return {
    id: b.id,
    title: b.title,
    text: b.text,
    ctaLabel: b.ctaLabel,
    href: b.href,
    theme: b.theme,
    slot: b.slot,
    brand: brand ? { slug: brand.slug, name: brand.name } : null,
  };
}

const brandNameParam = z
  .string({ error: "Podaj nazwę marki" })
  .min(1, { error: "Podaj nazwę marki" })
  .max(40, { error: "Nazwa marki może mieć najwyżej 40 znaków" })
  .regex(/^[\p{L}\d][\p{L}\d .-]*$/u, {
    error: "Nazwa marki może zawierać litery, cyfry, spacje, kropki i łączniki",
  })
  .openapi({ description: "Nazwa marki (np. Škoda) albo jej slug", example: "Škoda" });

const notFoundBrand = { error: true as const, message: "Nie znaleziono marki." };

export function editorialRoutes(ctx: CatalogContext) {
  const { db } = ctx;
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/v2/collections/",
        tags,
        summary: "Kolekcje samochodów z liczbą ofert",
        responses: { 200: json(z.array(CollectionEntry), "Kolekcje w kolejności redakcyjnej") },
      }),
      async (c) => {
        const [rows, summary] = await Promise.all([
          db.select().from(collections).orderBy(asc(collections.position)),
          ctx.summary(),
        ]);
        return c.json(
          rows.map((r) => ({
            slug: r.slug,
            title: r.title,
            lead: r.lead,
            offers: summary?.collections[r.slug]?.offers ?? 0,
            priceFrom: summary?.collections[r.slug]?.priceFrom ?? 0,
          })),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v2/collection",
        tags,
        summary: "Kolekcja: opis i strona jej samochodów",
        request: {
          query: z.object({
            slug: slugParam("Kolekcja").openapi({ example: "samochody-elektryczne" }),
            sort: carSortField,
            ...pagingFields,
          }),
        },
        responses: { 200: json(Collection, "Kolekcja"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const [row] = await db.select().from(collections).where(eq(collections.slug, q.slug));
        if (!row) return c.json({ error: true as const, message: "Nie znaleziono kolekcji." }, 404);
        const dict = await ctx.dictionary();
        const f = row.filters;
        const resolved = resolveFilters(
          {
            ...f,
            brand: f.brand?.filter((s) => dict.brandBySlug.has(s)),
            model: f.model?.filter((s) => dict.modelBySlug.has(s)),
          },
          dict,
        );
        const filters = resolved.ok ? resolved.filters : {};
        return c.json(
          {
            slug: row.slug,
            title: row.title,
            lead: row.lead,
            description: row.description,
            filters: { ...f },
            cars: await carPage(db, dict, filters, q, ctx),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/banners",
        tags,
        summary: "Banery marki",
        request: { query: z.object({ brandName: brandNameParam }) },
        responses: { 200: json(z.array(Banner), "Banery"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const dict = await ctx.dictionary();
        const brand = dict.brandBySlug.get(slugify(c.req.valid("query").brandName));
        if (!brand) return c.json(notFoundBrand, 404);
        const rows = await db
          .select()
          .from(banners)
          .where(and(eq(banners.brandId, brand.id), isNull(banners.slot)))
          .orderBy(asc(banners.position));
        return c.json(
          rows.map((b) => toBanner(b, dict)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/banner-brands",
        tags,
        summary: "Marki, które mają banery",
        responses: { 200: json(z.array(BrandRef), "Marki (alfabetycznie)") },
      }),
      async (c) => {
        const dict = await ctx.dictionary();
        const rows = await db
          .selectDistinct({ brandId: banners.brandId })
          .from(banners)
          .where(and(isNotNull(banners.brandId), isNull(banners.slot)));
        return c.json(
          rows
            .map((r) => (r.brandId === null ? undefined : dict.brandById.get(r.brandId)))
            .filter((b) => b !== undefined)
            .map((b) => ({ slug: b.slug, name: b.name }))
            .sort((a, b) => comparePl(a.name, b.name)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/slot-banners",
        tags,
        summary: "Banery w danym miejscu strony",
        request: { query: z.object({ slot: slotParam.openapi({ example: "home-top" }) }) },
        responses: { 200: json(z.array(Banner), "Banery"), ...errorResponses },
      }),
      async (c) => {
        const dict = await ctx.dictionary();
        const rows = await db
          .select()
          .from(banners)
          .where(and(eq(banners.slot, c.req.valid("query").slot), isNull(banners.brandId)))
          .orderBy(asc(banners.position));
        return c.json(
          rows.map((b) => toBanner(b, dict)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/brand-slot-banners",
        tags,
        summary: "Banery marki w danym miejscu strony",
        request: {
          query: z.object({
            brand: slugParam("Marka").openapi({ example: "toyota" }),
            slot: slotParam.openapi({ example: "brand-page" }),
          }),
        },
        responses: { 200: json(z.array(Banner), "Banery"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const brand = dict.brandBySlug.get(q.brand);
        if (!brand) return c.json(notFoundBrand, 404);
        const rows = await db
          .select()
          .from(banners)
          .where(and(eq(banners.brandId, brand.id), eq(banners.slot, q.slot)))
          .orderBy(asc(banners.position));
        return c.json(
          rows.map((b) => toBanner(b, dict)),
          200,
        );
      },
    );
}
