// Dictionaries and whole-catalogue figures: brands, the search setup, body, gearbox and drive
// types, purposes, the equipment dictionary, brand SEO text and the imagin.studio picture URL.
// Counts come from the precomputed summary, names are sorted with Polish collation.
import { createRoute, z } from "@hono/zod-openapi";
import { queryRows } from "@vhs/db/catalog-stats.ts";
import { brands, equipmentItems, models, purposes, versions } from "@vhs/db/schema/catalog.ts";
import { BRAND_INFO, type BrandName } from "@vhs/db/seed/brands.ts";
import { CAR_SORTS } from "@vhs/domain/catalog-rules.ts";
import {
  BODY_TYPE_HINTS,
  BODY_TYPE_LABELS,
  comparePl,
  DRIVE_HINTS,
  DRIVE_LABELS,
  FUEL_HINTS,
  FUEL_LABELS,
  GEARBOX_LABELS,
  STATE_LABELS,
} from "@vhs/domain/labels.ts";
import { asc, eq, sql } from "drizzle-orm";
import { zl } from "../lib/catalog-queries.ts";
import { Named, Seo } from "../lib/catalog-responses.ts";
import { ecCodeParam, intParam, slugParam } from "../lib/catalog-schemas.ts";
import { router } from "../lib/openapi.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";
import type { CatalogContext } from "./catalog.ts";

const tags = ["catalog"];

const Range = z.object({ min: z.number(), max: z.number() });
const BrandEntry = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    inMenu: z.boolean(),
    offers: z.number().int(),
    models: z.number().int(),
    priceFrom: z.number().openapi({ description: "Najniższa cena netto auta na stanie; 0 gdy brak" }),
  })
  .openapi("BrandListEntry");
const Setup = z
  .object({
    brands: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    bodytypes: z.array(Named),
    count: z.number().int().openapi({ description: "Liczba ofert w katalogu" }),
    stock: z.number().int().openapi({ description: "Liczba samochodów (suma sztuk)" }),
    prices: Range.openapi({ description: "Ceny netto (zł)" }),
    pricesGross: Range,
    fuels: z.array(Named),
    gearboxes: z.array(Named),
    drives: z.array(Named),
    states: z.array(Named),
    seats: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
    productionYears: Range,
    power: Range.openapi({ description: "Moc (KM)" }),
    sorts: z.array(z.object({ value: z.string(), name: z.string() })),
  })
  .openapi("CatalogSetup");

const SORT_NAMES: Record<(typeof CAR_SORTS)[number], string> = {
  default: "Polecane: nowe najpierw, od najtańszych",
  // One order for both: at given leasing parameters the instalment follows the price.
  "price-asc": "Najniższa rata i cena",
  "price-desc": "Najwyższa rata i cena",
};

/** slug → label dictionary as entries with counts, sorted by name (Polish collation). */
function named(labels: object, hints: object, counts: Record<string, number> | undefined) {
  return Object.entries(labels as Record<string, string>)
    .map(([slug, name]) => ({
      slug,
      name,
      hint: (hints as Record<string, string>)[slug] ?? null,
      count: counts?.[slug] ?? 0,
    }))
    .sort((a, b) => comparePl(a.name, b.name));
}

const IMAGIN_VARIANT: Record<string, string> = {
  suv: "suv",
  crossover: "suv",
  hatchback: "hatchback",
  liftback: "hatchback",
  sedan: "sedan",
  kombi: "estate",
  minivan: "mpv",
  coupe: "coupe",
  kabriolet: "convertible",
  pickup: "pickup",
  dostawczy: "pv",
};
const IMAGIN_POWERTRAIN: Record<string, string> = {
  benzyna: "petrol",
  lpg: "petrol",
  diesel: "diesel",
  hybryda: "hybrid",
  "hybryda-plug-in": "phev",
  elektryczny: "electric",
  wodor: "hydrogen",
};

export function dictionaryRoutes(ctx: CatalogContext) {
  const { db } = ctx;
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/brands",
        tags,
        summary: "Wszystkie marki (alfabetycznie, polska kolejność) z liczbą ofert i modeli",
        responses: { 200: json(z.array(BrandEntry), "Marki") },
      }),
      async (c) => {
        const [dict, summary, prices] = await Promise.all([
          ctx.dictionary(),
          ctx.summary(),
          queryRows<{ brand_id: number; price: number | null }>(
            db,
            sql`select brand_id, min(price_net_gr) filter (where stock > 0) as price
                from model_body_stats group by brand_id`,
          ),
        ]);
        const priceOf = new Map(prices.map((p) => [p.brand_id, p.price]));
        return c.json(
          dict.brands
            .map((b) => ({
              id: b.id,
              slug: b.slug,
              name: b.name,
              inMenu: b.inMenu,
              offers: summary?.facets.brand[b.slug] ?? 0,
              models: dict.models.filter((m) => m.brandId === b.id).length,
              priceFrom: zl(priceOf.get(b.id) ?? 0),
            }))
            .sort((a, b) => comparePl(a.name, b.name)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/setup",
        tags,
        summary: "Dane do wyszukiwarki: marki, nadwozia, liczba ofert, zakresy cen i wartości filtrów",
        responses: { 200: json(Setup, "Ustawienia wyszukiwarki") },
      }),
      async (c) => {
        const [dict, s] = await Promise.all([ctx.dictionary(), ctx.summary()]);
        const f = s?.facets;
        return c.json(
          {
            brands: dict.brands
              .map((b) => ({ slug: b.slug, name: b.name, count: f?.brand[b.slug] ?? 0 }))
              .sort((a, b) => comparePl(a.name, b.name)),
            bodytypes: named(BODY_TYPE_LABELS, BODY_TYPE_HINTS, f?.body),
            count: s?.offers ?? 0,
            stock: s?.stock ?? 0,
            prices: s?.prices ?? { min: 0, max: 0 },
            pricesGross: s?.pricesGross ?? { min: 0, max: 0 },
            fuels: named(FUEL_LABELS, FUEL_HINTS, f?.fuel),
            gearboxes: named(GEARBOX_LABELS, {}, f?.gearbox),
            drives: named(DRIVE_LABELS, DRIVE_HINTS, f?.drive),
            states: named(STATE_LABELS, {}, f?.state),
            seats: Object.entries(f?.seats ?? {})
              .map(([value, count]) => ({ value: Number(value), count }))
              .sort((a, b) => a.value - b.value),
            productionYears: s?.productionYears ?? { min: 0, max: 0 },
            power: s?.power ?? { min: 0, max: 0 },
            sorts: CAR_SORTS.map((value) => ({ value, name: SORT_NAMES[value] })),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/bodytypes",
        tags,
        summary: "Typy nadwozia z liczbą ofert",
        responses: { 200: json(z.array(Named), "Typy nadwozia") },
      }),
      async (c) => c.json(named(BODY_TYPE_LABELS, BODY_TYPE_HINTS, (await ctx.summary())?.facets.body), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/gearboxtypes",
        tags,
        summary: "Rodzaje skrzyni biegów z liczbą ofert",
        responses: { 200: json(z.array(Named), "Skrzynie biegów") },
      }),
      async (c) => c.json(named(GEARBOX_LABELS, {}, (await ctx.summary())?.facets.gearbox), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/drivetypes",
        tags,
        summary: "Rodzaje napędu z liczbą ofert",
        responses: { 200: json(z.array(Named), "Napędy") },
      }),
      async (c) => c.json(named(DRIVE_LABELS, DRIVE_HINTS, (await ctx.summary())?.facets.drive), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/purposes",
        tags,
        summary: "Przeznaczenie auta („Do miasta”, „Dla rodziny”…) z odpowiadającymi mu filtrami",
        responses: {
          200: json(
            z.array(
              z
                .object({
                  slug: z.string(),
                  name: z.string(),
                  description: z.string(),
                  filters: z
                    .record(z.string(), z.unknown())
                    .openapi({ description: "Parametry jak w /v3/cars/" }),
                })
                .openapi("Purpose"),
            ),
            "Przeznaczenia",
          ),
        },
      }),
      async (c) => {
        const rows = await db.select().from(purposes).orderBy(asc(purposes.position));
        return c.json(
          rows.map((p) => ({
            slug: p.slug,
            name: p.name,
            description: p.description,
            filters: { ...p.filters },
          })),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/equipment-dictionary/",
        tags,
        summary: "Słownik wyposażenia (kod, nazwa, kategoria)",
        responses: {
          200: json(
            z.array(
              z
                .object({ code: z.string(), name: z.string(), category: z.string() })
                .openapi("EquipmentEntry"),
            ),
            "Pozycje wyposażenia w kolejności kategorii",
          ),
        },
      }),
      async (c) => {
        const rows = await db
          .select({ code: equipmentItems.code, name: equipmentItems.name, category: equipmentItems.category })
          .from(equipmentItems)
          .orderBy(asc(equipmentItems.position));
        return c.json(rows, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/seo/brand",
        tags,
        summary: "Tytuł, opis, nagłówek i tekst SEO strony marki",
        request: { query: z.object({ brand: slugParam("Marka").openapi({ example: "toyota" }) }) },
        responses: {
          200: json(Seo.extend({ lead: z.string() }).openapi("BrandSeo"), "Teksty SEO"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const [row] = await db.select().from(brands).where(eq(brands.slug, q.brand));
        if (!row) return c.json({ error: true as const, message: "Nie znaleziono marki." }, 404);
        return c.json(
          {
            title: row.seoTitle,
            description: row.seoDescription,
            h1: `Samochody ${row.name} w leasingu`,
            lead: row.description,
            text: row.seoText,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/imagin-url/ec-code/{code}",
        tags,
        summary: "Adres zdjęcia wersji w imagin.studio (null bez skonfigurowanego klucza)",
        request: {
          params: z.object({ code: ecCodeParam }),
          query: z.object({
            photo_angle: intParam(0, 999, "Kąt zdjęcia musi być liczbą od 0 do 999")
              .optional()
              .openapi({ description: "Kąt ujęcia imagin.studio (domyślnie 201)", example: 201 }),
          }),
        },
        responses: {
          200: json(z.object({ url: z.string().nullable() }).openapi("ImaginUrl"), "Adres albo null"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const { code } = c.req.valid("param");
        const { photo_angle: angle } = c.req.valid("query");
        const [row] = await db
          .select({
            bodyType: versions.bodyType,
            fuel: versions.fuel,
            doors: versions.doors,
            family: models.imaginFamily,
            year: models.generationYear,
            brand: brands.name,
          })
          .from(versions)
          .innerJoin(models, eq(models.id, versions.modelId))
          .innerJoin(brands, eq(brands.id, models.brandId))
          .where(eq(versions.ecCode, code));
        if (!row) return c.json({ error: true as const, message: "Nie znaleziono wersji." }, 404);
        if (!ctx.imaginCustomer) return c.json({ url: null }, 200);
        const url = new URL("https://cdn.imagin.studio/getImage");
        const params: Record<string, string> = {
          customer: ctx.imaginCustomer,
          make: BRAND_INFO[row.brand as BrandName]?.imaginMake ?? row.brand.toLowerCase(),
          modelFamily: row.family,
          modelVariant: IMAGIN_VARIANT[row.bodyType] ?? "hatchback",
          modelYear: String(row.year),
          powerTrain: IMAGIN_POWERTRAIN[row.fuel] ?? "petrol",
          bodySize: String(row.doors),
          angle: String(angle ?? 201).padStart(2, "0"),
          zoomType: "fullscreen",
          width: "800",
        };
        for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
        return c.json({ url: url.toString() }, 200);
      },
    );
}
