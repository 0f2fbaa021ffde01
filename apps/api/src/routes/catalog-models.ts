// Models: lists (/v3/models/, /v3/popular-models/), body types of one model, its description,
// description cards, videos, SEO text and limited offer.
import { createRoute, z } from "@hono/zod-openapi";
import {
  limitedOffers,
  modelDescriptionCards,
  models,
  modelVideos,
  variants,
  versions,
} from "@vhs/db/schema/catalog.ts";
import { type ModelSort, SEGMENT_LABELS, type SegmentCode } from "@vhs/domain/catalog-rules.ts";
import { BODY_TYPE_LABELS, type BodyTypeSlug, comparePl } from "@vhs/domain/labels.ts";
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { type Dictionary, resolveFilters } from "../lib/catalog-dictionary.ts";
import { bodyEntries, carQuery, modelCells, modelItems, toCarItem, zl } from "../lib/catalog-queries.ts";
import {
  BodyEntry,
  BrandRef,
  CarItem,
  ModelItem,
  type ModelItemT,
  ModelPage,
  ModelRef,
  Seo,
} from "../lib/catalog-responses.ts";
import {
  bodyTypeParam,
  flag,
  idParam,
  isOn,
  ModelsQuery,
  PopularModelsQuery,
  slugParam,
} from "../lib/catalog-schemas.ts";
import { router } from "../lib/openapi.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";
import type { CatalogContext } from "./catalog.ts";

const tags = ["catalog"];
const notFound = (what: string) => ({ error: true as const, message: `Nie znaleziono ${what}.` });

const Card = z.object({ icon: z.string(), title: z.string(), text: z.string() }).openapi("DescriptionCard");
const Video = z
  .object({ title: z.string(), url: z.string(), provider: z.string(), model: ModelRef, brand: BrandRef })
  .openapi("ModelVideo");
const ModelDescription = z
  .object({
    model: ModelRef,
    brand: BrandRef,
    title: z.string(),
    lead: z.string(),
    paragraphs: z.array(z.string()),
    segment: z.string(),
    segmentName: z.string(),
    generationYear: z.number().int(),
  })
  .openapi("ModelDescription");
const LimitedOffer = z
  .object({
    offer: z
      .object({
        id: z.number().int(),
        title: z.string(),
        text: z.string(),
        discountPct: z.number().int(),
        validUntil: z.string(),
        bodyType: z.string(),
        bodyTypeName: z.string(),
        groupId: z.string(),
        price: z.number(),
        priceGross: z.number(),
        listPrice: z.number(),
        listPriceGross: z.number(),
        car: CarItem,
      })
      .nullable(),
  })
  .openapi("LimitedOfferLookup");

const optionalModel = slugParam("Model")
  .optional()
  .openapi({ description: "Slug modelu", example: "corolla" });

function sortModels(items: ModelItemT[], sort: ModelSort): ModelItemT[] {
  const byName = (a: ModelItemT, b: ModelItemT) =>
    comparePl(`${a.brand.name} ${a.name}`, `${b.brand.name} ${b.name}`);
  if (sort === "popularity") return items.sort((a, b) => b.popularity - a.popularity || byName(a, b));
  if (sort === "price-asc")
    return items.sort((a, b) => (a.priceFrom || Infinity) - (b.priceFrom || Infinity) || byName(a, b));
  return items.sort(byName);
}

const refs = (dict: Dictionary, modelId: number) => {
  const model = dict.modelById.get(modelId);
  const brand = model ? dict.brandById.get(model.brandId) : undefined;
  return {
    model: { id: modelId, slug: model?.slug ?? "", name: model?.name ?? "" },
    brand: { slug: brand?.slug ?? "", name: brand?.name ?? "" },
  };
};

export function modelRoutes(ctx: CatalogContext) {
  const { db } = ctx;
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/models/",
        tags,
        summary: "Modele z ofertami pogrupowanymi według nadwozia",
        request: { query: ModelsQuery },
        responses: { 200: json(ModelPage, "Strona modeli"), ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const resolved = resolveFilters(q, dict);
        if (!resolved.ok) return c.json(resolved.error, 422);
        const cells = await modelCells(db, resolved.filters, ctx);
        const items = sortModels(modelItems(cells, dict), q.sort ?? "name");
        const page = q.page ?? 1;
        const perPage = q.perPage ?? 100;
        return c.json(
          {
            items: items.slice((page - 1) * perPage, page * perPage),
            total: items.length,
            page,
            perPage,
            pages: Math.ceil(items.length / perPage),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/popular-models/",
        tags,
        summary: "Najpopularniejsze modele (według rejestracji w Polsce) z ofertami",
        request: { query: PopularModelsQuery },
        responses: { 200: json(z.array(ModelItem), "Modele od najpopularniejszego"), ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const resolved = resolveFilters(q, dict);
        if (!resolved.ok) return c.json(resolved.error, 422);
        const f = resolved.filters;
        const limit = q.limit ?? 12;
        // Usually the most registered models have matching offers: look at three times the limit
        // first, and at every model only when too few of them match.
        const candidates = dict.models
          .filter(
            (m) =>
              (!f.brandIds?.length || f.brandIds.includes(m.brandId)) &&
              (!f.modelIds?.length || f.modelIds.includes(m.id)),
          )
          .sort((a, b) => b.popularity - a.popularity)
          .slice(0, limit * 3)
          .map((m) => m.id);
        let items = modelItems(await modelCells(db, { ...f, modelIds: candidates }, ctx), dict);
        if (items.length < limit) items = modelItems(await modelCells(db, f, ctx), dict);
        return c.json(sortModels(items, "popularity").slice(0, limit), 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/model-bodytypes",
        tags,
        summary: "Nadwozia modelu: najtańsza oferta, liczba sztuk i etykiety każdego",
        request: {
          query: z.object({
            model: slugParam("Model").openapi({ example: "corolla" }),
            brand: slugParam("Marka").openapi({ example: "toyota" }),
            all: flag("1 = także nadwozia bez ofert (count 0, price 0)."),
          }),
        },
        responses: { 200: json(z.array(BodyEntry), "Nadwozia"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const model = dict.modelBySlug.get(q.model);
        const brand = dict.brandBySlug.get(q.brand);
        if (!model || !brand || model.brandId !== brand.id) return c.json(notFound("modelu tej marki"), 404);
        const [cells, bodies] = await Promise.all([
          modelCells(db, { modelIds: [model.id] }, ctx),
          isOn(q.all)
            ? db
                .select({ bodyType: versions.bodyType, ecCode: sql<string>`min(${versions.ecCode})` })
                .from(versions)
                .where(eq(versions.modelId, model.id))
                .groupBy(versions.bodyType)
            : Promise.resolve([]),
        ]);
        const entries = bodyEntries(cells);
        for (const b of bodies)
          if (!entries.some((e) => e.bodyType === b.bodyType))
            entries.push({
              bodyType: b.bodyType,
              name: BODY_TYPE_LABELS[b.bodyType as BodyTypeSlug] ?? b.bodyType,
              is_new: true,
              price: 0,
              priceGross: 0,
              count: 0,
              offers: 0,
              labels: [],
              groupId: null,
              variantId: null,
              ecCode: b.ecCode,
              newOffer: null,
            });
        return c.json(entries, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v2/model-description/{name}",
        tags,
        summary: "Opis modelu",
        request: {
          params: z.object({
            name: slugParam("Model").openapi({ param: { name: "name", in: "path" }, example: "corolla" }),
          }),
          query: z.object({
            bypass: flag("1 = z pominięciem pamięci podręcznej (odpowiedź i tak nie jest buforowana)."),
          }),
        },
        responses: { 200: json(ModelDescription, "Opis"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const { name } = c.req.valid("param");
        const dict = await ctx.dictionary();
        const [row] = await db.select().from(models).where(eq(models.slug, name));
        if (!row) return c.json(notFound("modelu"), 404);
        const { model, brand } = refs(dict, row.id);
        return c.json(
          {
            model,
            brand,
            title: `${brand.name} ${row.name}`,
            lead: row.lead,
            paragraphs: row.description,
            segment: row.segment,
            segmentName: SEGMENT_LABELS[row.segment as SegmentCode] ?? row.segment,
            generationYear: row.generationYear,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v2/model-description-cards",
        tags,
        summary: "Karty opisu: karty modelu, a po nich karty wspólne dla całego serwisu",
        request: { query: z.object({ model: optionalModel }) },
        responses: { 200: json(z.array(Card), "Karty"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const model = q.model ? (await ctx.dictionary()).modelBySlug.get(q.model) : undefined;
        if (q.model && !model) return c.json(notFound("modelu"), 404);
        const rows = await db
          .select({
            icon: modelDescriptionCards.icon,
            title: modelDescriptionCards.title,
            text: modelDescriptionCards.text,
          })
          .from(modelDescriptionCards)
          .where(
            model
              ? or(eq(modelDescriptionCards.modelId, model.id), isNull(modelDescriptionCards.modelId))
              : isNull(modelDescriptionCards.modelId),
          )
          .orderBy(sql`${modelDescriptionCards.modelId} is null`, asc(modelDescriptionCards.position));
        return c.json(rows, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/model-video",
        tags,
        summary: "Filmy o modelu (linki); bez modelu – po jednym z sześciu najpopularniejszych modeli",
        request: { query: z.object({ model: optionalModel }) },
        responses: { 200: json(z.array(Video), "Filmy"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        const model = q.model ? dict.modelBySlug.get(q.model) : undefined;
        if (q.model && !model) return c.json(notFound("modelu"), 404);
        const popular = [...dict.models].sort((a, b) => b.popularity - a.popularity).slice(0, 6);
        const rows = await db
          .select()
          .from(modelVideos)
          .where(
            model
              ? eq(modelVideos.modelId, model.id)
              : and(
                  inArray(modelVideos.modelId, popular.length ? popular.map((m) => m.id) : [0]),
                  eq(modelVideos.position, 0),
                ),
          )
          .orderBy(asc(modelVideos.position), asc(modelVideos.id));
        const order = new Map(popular.map((m, i) => [m.id, i]));
        if (!model) rows.sort((a, b) => (order.get(a.modelId) ?? 0) - (order.get(b.modelId) ?? 0));
        return c.json(
          rows.map((v) => ({ title: v.title, url: v.url, provider: v.provider, ...refs(dict, v.modelId) })),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/seo/model",
        tags,
        summary: "Tytuł, opis, nagłówek i tekst SEO strony modelu",
        request: { query: z.object({ id: idParam("Identyfikator modelu").openapi({ example: 1 }) }) },
        responses: { 200: json(Seo, "Teksty SEO"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const { id } = c.req.valid("query");
        const [row] = await db.select().from(models).where(eq(models.id, id));
        if (!row) return c.json(notFound("modelu"), 404);
        const { brand } = refs(await ctx.dictionary(), row.id);
        return c.json(
          {
            title: row.seoTitle,
            description: row.seoDescription,
            h1: `${brand.name} ${row.name} w leasingu`,
            text: row.seoText,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/limited-offer",
        tags,
        summary: "Aktualna oferta limitowana modelu (i nadwozia)",
        request: {
          query: z.object({
            modelId: idParam("Identyfikator modelu").openapi({ example: 1 }),
            bodyType: bodyTypeParam.optional().openapi({ description: "Typ nadwozia" }),
          }),
        },
        responses: { 200: json(LimitedOffer, "Oferta albo null"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const dict = await ctx.dictionary();
        if (!dict.modelById.has(q.modelId)) return c.json(notFound("modelu"), 404);
        const [offer] = await db
          .select()
          .from(limitedOffers)
          .where(
            and(
              eq(limitedOffers.modelId, q.modelId),
              q.bodyType ? eq(limitedOffers.bodyType, q.bodyType) : undefined,
              gte(limitedOffers.validUntil, ctx.today()),
            ),
          )
          .orderBy(desc(limitedOffers.discountPct), asc(limitedOffers.id))
          .limit(1);
        const [car] = offer
          ? await carQuery(db)
              .where(eq(variants.groupId, offer.groupId))
              .orderBy(asc(variants.priceNetGr), asc(variants.id))
              .limit(1)
          : [];
        if (!offer || !car) return c.json({ offer: null }, 200);
        const [version] = await db
          .select({ net: versions.listPriceNetGr, gross: versions.listPriceGrossGr })
          .from(versions)
          .where(eq(versions.ecCode, car.ecCode));
        return c.json(
          {
            offer: {
              id: offer.id,
              title: offer.title,
              text: offer.text,
              discountPct: offer.discountPct,
              validUntil: offer.validUntil,
              bodyType: offer.bodyType,
              bodyTypeName: BODY_TYPE_LABELS[offer.bodyType as BodyTypeSlug] ?? offer.bodyType,
              groupId: offer.groupId,
              price: zl(car.priceNetGr),
              priceGross: zl(car.priceGrossGr),
              listPrice: zl(version?.net ?? car.priceNetGr),
              listPriceGross: zl(version?.gross ?? car.priceGrossGr),
              car: toCarItem(car, dict),
            },
          },
          200,
        );
      },
    );
}
