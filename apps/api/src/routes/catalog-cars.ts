// Cars: the filtered list (/v3/cars/), one car group (/v3/car/), the group of a model at a price
// (/v3/get-group-id) and free-text search (/v3/search/).
import { createRoute, z } from "@hono/zod-openapi";
import type { VariantFilters } from "@vhs/db/catalog-filters.ts";
import { equipmentItems, variants, versions } from "@vhs/db/schema/catalog.ts";
import { labelsFromCodes } from "@vhs/domain/catalog-rules.ts";
import { parseSearchQuery } from "@vhs/domain/catalog-search.ts";
import {
  BODY_TYPE_LABELS,
  comparePl,
  DRIVE_LABELS,
  FUEL_LABELS,
  GEARBOX_LABELS,
} from "@vhs/domain/labels.ts";
import { carValueLimit } from "@vhs/domain/tax-effect.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { resolveFilters } from "../lib/catalog-dictionary.ts";
import { carPage, carQuery, modelCells, modelItems, toCarItem, zl } from "../lib/catalog-queries.ts";
import { BrandRef, CarDetail, CarPage, ModelItem } from "../lib/catalog-responses.ts";
import {
  CarsQuery,
  flag,
  groupIdParam,
  intParam,
  isOn,
  SearchQuery,
  slugParam,
} from "../lib/catalog-schemas.ts";
import { matchModels } from "../lib/catalog-text-search.ts";
import { router } from "../lib/openapi.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";
import type { CatalogContext } from "./catalog.ts";

const tags = ["catalog"];

const SearchResult = z
  .object({
    q: z.string(),
    terms: z
      .array(z.string())
      .openapi({ description: "Słowa zapytania dopasowywane do nazw (klucze fonetyczne)" }),
    ignored: z.array(z.string()).openapi({ description: "Słowa, które niczego nie znalazły (pominięte)" }),
    parsed: z
      .object({
        body: z.array(z.string()),
        fuel: z.array(z.string()),
        gearbox: z.array(z.string()),
        drive: z.array(z.string()),
        state: z.array(z.string()),
      })
      .openapi({ description: "Filtry odczytane z tekstu (np. „kombi”, „hybryda”, „automat”)" }),
    brands: z.array(BrandRef),
    models: z.array(ModelItem.extend({ score: z.number() })),
    cars: CarPage,
  })
  .openapi("SearchResult");

/** Explicit filter values and values read from the text must both hold: their intersection. */
function narrow<T>(explicit: readonly T[] | undefined, fromText: readonly T[]): T[] | undefined | null {
  if (!fromText.length) return explicit ? [...explicit] : undefined;
  if (!explicit?.length) return [...fromText];
  const both = explicit.filter((v) => fromText.includes(v));
  return both.length ? both : null;
}

const GroupQuery = z.object({
  groupId: groupIdParam.openapi({
    description: "Grupa ofert: nowe auta tej samej wersji i rocznika albo jedno auto używane",
  }),
  fullEq: flag("1 = pełna lista wyposażenia standardowego (equipment)."),
  showPrice: flag("1 = pokaż ceny (inaczej null)."),
});

export function carRoutes(ctx: CatalogContext) {
  const { db } = ctx;
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/cars/",
        tags,
        summary: "Lista samochodów z filtrami (nowe najpierw, potem od najtańszych)",
        request: { query: CarsQuery },
        responses: { 200: json(CarPage, "Strona wyników"), ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const resolved = resolveFilters(q, dict);
        if (!resolved.ok) return c.json(resolved.error, 422);
        const page = await carPage(db, dict, resolved.filters, { ...q, facets: isOn(q.facets) }, ctx);
        return c.json(page, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/car/",
        tags,
        summary: "Grupa ofert jednej wersji: dane techniczne, oferty (kolory), wyposażenie, ceny",
        request: { query: GroupQuery },
        responses: { 200: json(CarDetail, "Samochód"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const showPrice = isOn(q.showPrice);
        const dict = await ctx.dictionary();
        const rows = await carQuery(db)
          .where(eq(variants.groupId, q.groupId))
          .orderBy(asc(variants.priceNetGr), asc(variants.id));
        const first = rows[0];
        if (!first) return c.json({ error: true as const, message: "Nie znaleziono samochodu." }, 404);
        const [[version], dictionary] = await Promise.all([
          db.select().from(versions).where(eq(versions.ecCode, first.ecCode)),
          db.select().from(equipmentItems).orderBy(asc(equipmentItems.position)),
        ]);
        if (!version) return c.json({ error: true as const, message: "Nie znaleziono samochodu." }, 404);
        const byCode = new Map(dictionary.map((e) => [e.code, e]));
        const standard = dictionary.filter((e) => version.equipment.includes(e.code));
        const categories = [...new Set(standard.map((e) => e.category))];
        const highlights = ["Systemy wspomagania kierowcy", "Komfort", "Multimedia", "Wygląd"].flatMap(
          (cat) => standard.filter((e) => e.category === cat).slice(-2),
        );
        const car = toCarItem(first, dict);
        const price = (gr: number) => (showPrice ? zl(gr) : null);
        return c.json(
          {
            groupId: q.groupId,
            is_new: first.isNew,
            state: car.state,
            brand: car.brand,
            model: car.model,
            version: {
              ecCode: version.ecCode,
              name: version.name,
              engineName: version.engineName,
              trim: version.trim,
              bodyType: version.bodyType,
              bodyTypeName:
                BODY_TYPE_LABELS[version.bodyType as keyof typeof BODY_TYPE_LABELS] ?? version.bodyType,
              fuel: version.fuel,
              fuelName: FUEL_LABELS[version.fuel as keyof typeof FUEL_LABELS] ?? version.fuel,
              gearbox: version.gearbox,
              gearboxName: GEARBOX_LABELS[version.gearbox as keyof typeof GEARBOX_LABELS] ?? version.gearbox,
              drive: version.drive,
              driveName: DRIVE_LABELS[version.drive as keyof typeof DRIVE_LABELS] ?? version.drive,
              powerKm: version.powerKm,
              powerKw: version.powerKw,
              engineCapacity: version.engineCapacity,
              seats: version.seats,
              doors: version.doors,
              co2: version.co2,
              taxLimit: carValueLimit(version.fuel as keyof typeof FUEL_LABELS, version.co2),
            },
            productionYear: first.productionYear,
            price: price(first.priceNetGr),
            priceGross: price(first.priceGrossGr),
            listPrice: price(version.listPriceNetGr),
            listPriceGross: price(version.listPriceGrossGr),
            count: rows.reduce((s, r) => s + r.stockCount, 0),
            labels: labelsFromCodes(rows.flatMap((r) => r.labels)),
            offers: rows.map((r) => ({
              id: r.id,
              offerCode: r.offerCode,
              colour: r.colour,
              colourHex: r.colourHex,
              count: r.stockCount,
              price: price(r.priceNetGr),
              priceGross: price(r.priceGrossGr),
              labels: labelsFromCodes(r.labels),
              extras: r.extras.flatMap((code) => {
                const item = byCode.get(code);
                return item ? [{ code: item.code, name: item.name }] : [];
              }),
              location: r.location,
              mileageKm: r.mileageKm,
              firstRegistration: r.firstRegistration,
            })),
            equipmentCount: standard.length,
            equipmentHighlights: highlights.map((e) => ({ code: e.code, name: e.name })),
            equipment: isOn(q.fullEq)
              ? categories.map((category) => ({
                  category,
                  items: standard
                    .filter((e) => e.category === category)
                    .map((e) => ({ code: e.code, name: e.name })),
                }))
              : [],
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/get-group-id",
        tags,
        summary: "Grupa nowych ofert modelu o cenie netto najbliższej podanej",
        request: {
          query: z.object({
            model: slugParam("Model").openapi({ description: "Slug modelu", example: "corolla" }),
            price: intParam(1, 10_000_000, "Cena musi być kwotą w złotych od 1 do 10 000 000").openapi({
              description: "Cena netto (zł)",
              example: 100000,
            }),
          }),
        },
        responses: {
          200: json(
            z
              .object({ groupId: z.string().nullable(), price: z.number().nullable() })
              .openapi("GroupIdLookup"),
            "Grupa albo null, gdy model nie ma nowych ofert",
          ),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const model = (await ctx.dictionary()).modelBySlug.get(q.model);
        if (!model) return c.json({ error: true as const, message: "Nie znaleziono modelu." }, 404);
        const [row] = await db
          .select({ groupId: variants.groupId, price: variants.priceNetGr })
          .from(variants)
          .where(and(eq(variants.modelId, model.id), eq(variants.isNew, true)))
          .orderBy(sql`abs(${variants.priceNetGr} - ${q.price * 100})`, asc(variants.id))
          .limit(1);
        return c.json({ groupId: row?.groupId ?? null, price: row ? zl(row.price) : null }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/search/",
        tags,
        summary: "Wyszukiwanie tekstowe (odporne na brak polskich znaków i literówki) z filtrami",
        request: { query: SearchQuery },
        responses: { 200: json(SearchResult, "Dopasowane marki, modele i samochody"), ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const resolved = resolveFilters(q, dict);
        if (!resolved.ok) return c.json(resolved.error, 422);
        const text = q.q?.trim() ?? "";
        const parsed = parseSearchQuery(text);
        const match = await matchModels(db, parsed.terms, dict);
        const explicit = resolved.filters;
        const isNewText = parsed.state.length === 1 ? parsed.state[0] === "nowy" : undefined;
        // When the words hit every model of one brand ("bmw"), filter by the brand: the same cars,
        // listed straight from the brand index.
        const hitIds = match.hits.map((h) => h.modelId);
        const hitBrands = new Set(hitIds.map((id) => dict.modelById.get(id)?.brandId));
        const [onlyBrand] = hitBrands.size === 1 ? [...hitBrands] : [];
        const wholeBrand =
          onlyBrand !== undefined &&
          !explicit.modelIds?.length &&
          dict.models.every((m) => m.brandId !== onlyBrand || hitIds.includes(m.id));
        const narrowed = {
          bodyTypes: narrow(explicit.bodyTypes, parsed.body),
          fuels: narrow(explicit.fuels, parsed.fuel),
          gearboxes: narrow(explicit.gearboxes, parsed.gearbox),
          drives: narrow(explicit.drives, parsed.drive),
          brandIds: wholeBrand ? narrow(explicit.brandIds, [onlyBrand]) : explicit.brandIds,
          modelIds:
            parsed.terms.length && !wholeBrand ? narrow(explicit.modelIds, hitIds) : explicit.modelIds,
        };
        const stateConflict =
          isNewText !== undefined && explicit.isNew !== undefined && isNewText !== explicit.isNew;
        const nothing =
          stateConflict ||
          Object.values(narrowed).some((v) => v === null) ||
          (parsed.terms.length > 0 && match.hits.length === 0);
        const perPage = q.perPage ?? 24;
        const filters: VariantFilters = {
          ...explicit,
          bodyTypes: narrowed.bodyTypes ?? undefined,
          fuels: narrowed.fuels ?? undefined,
          gearboxes: narrowed.gearboxes ?? undefined,
          drives: narrowed.drives ?? undefined,
          brandIds: narrowed.brandIds ?? undefined,
          modelIds: narrowed.modelIds ?? undefined,
          isNew: explicit.isNew ?? isNewText,
        };
        const [cars, cells] = await Promise.all([
          nothing
            ? Promise.resolve({
                items: [],
                total: 0,
                totalCapped: false,
                page: q.page ?? 1,
                perPage,
                pages: 0,
              })
            : carPage(db, dict, filters, { ...q, facets: isOn(q.facets) }, ctx),
          match.hits.length
            ? modelCells(db, { modelIds: match.hits.map((h) => h.modelId) }, ctx)
            : Promise.resolve([]),
        ]);
        const items = new Map(modelItems(cells, dict).map((m) => [m.id, m]));
        return c.json(
          {
            q: text,
            terms: parsed.terms,
            ignored: match.ignored,
            parsed: {
              body: parsed.body,
              fuel: parsed.fuel,
              gearbox: parsed.gearbox,
              drive: parsed.drive,
              state: parsed.state,
            },
            brands: match.brandIds
              .map((id) => dict.brandById.get(id))
              .filter((b) => b !== undefined)
              .map((b) => ({ slug: b.slug, name: b.name }))
              .sort((a, b) => comparePl(a.name, b.name)),
            models: match.hits.slice(0, 10).flatMap((h) => {
              const item = items.get(h.modelId);
              return item ? [{ ...item, score: Math.round(h.score * 1000) / 1000 }] : [];
            }),
            cars,
          },
          200,
        );
      },
    );
}
