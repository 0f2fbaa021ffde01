// Catalogue queries shared by the routes: one page of cars with its total and facets, and the
// offers of models grouped by body type. Every list is a fixed number of indexed queries (no N+1);
// whole-catalogue figures come from the precomputed summaries (packages/db/src/catalog-stats.ts).
import { hasFilters, hasPriceFilter, type VariantFilters, variantWhere } from "@vhs/db/catalog-filters.ts";
import { type CatalogSummary, queryRows } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { offerCells, variants, versions } from "@vhs/db/schema/catalog.ts";
import {
  type CarSort,
  codesFromMask,
  compareCars,
  groupByBodyType,
  labelsFromCodes,
  SEGMENT_LABELS,
  type SegmentCode,
} from "@vhs/domain/catalog-rules.ts";
import { BODY_TYPE_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from "@vhs/domain/labels.ts";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Dictionary, summaryFiltersOnly } from "./catalog-dictionary.ts";
import { cheaper, type PriceCells, type PriceRow, priceRows } from "./catalog-price-cells.ts";
import type { BodyEntryT, CarItemT, CarPageT, FacetsT, ModelItemT } from "./catalog-responses.ts";

export const zl = (grosz: number) => Math.round(grosz) / 100;
const label = (map: Record<string, string>, key: string) => map[key] ?? key;

/** The columns of a car list item: the offer and its version. */
export const carColumns = {
  id: variants.id,
  offerCode: variants.offerCode,
  groupId: variants.groupId,
  isNew: variants.isNew,
  brandId: variants.brandId,
  modelId: variants.modelId,
  bodyType: variants.bodyType,
  fuel: variants.fuel,
  gearbox: variants.gearbox,
  drive: variants.drive,
  seats: variants.seats,
  powerKm: variants.powerKm,
  productionYear: variants.productionYear,
  colour: variants.colour,
  colourHex: variants.colourHex,
  priceNetGr: variants.priceNetGr,
  priceGrossGr: variants.priceGrossGr,
  stockCount: variants.stockCount,
  labels: variants.labels,
  extras: variants.extras,
  mileageKm: variants.mileageKm,
  firstRegistration: variants.firstRegistration,
  location: variants.location,
  version: versions.name,
  ecCode: versions.ecCode,
  doors: versions.doors,
  powerKw: versions.powerKw,
  engineCapacity: versions.engineCapacity,
  co2: versions.co2,
};

/** Cars with their versions; add where/order/limit. */
export const carQuery = (db: Db) =>
  db.select(carColumns).from(variants).innerJoin(versions, eq(versions.id, variants.versionId));
export type CarRow = Awaited<ReturnType<typeof carQuery>>[number];

export function toCarItem(r: CarRow, dict: Dictionary): CarItemT {
  const brand = dict.brandById.get(r.brandId);
  const model = dict.modelById.get(r.modelId);
  return {
    id: r.id,
    offerCode: r.offerCode,
    groupId: r.groupId,
    is_new: r.isNew,
    state: r.isNew ? "nowy" : "uzywany",
    brand: { slug: brand?.slug ?? "", name: brand?.name ?? "" },
    model: { id: r.modelId, slug: model?.slug ?? "", name: model?.name ?? "" },
    version: r.version,
    ecCode: r.ecCode,
    bodyType: r.bodyType,
    bodyTypeName: label(BODY_TYPE_LABELS, r.bodyType),
    fuel: r.fuel,
    fuelName: label(FUEL_LABELS, r.fuel),
    gearbox: r.gearbox,
    gearboxName: label(GEARBOX_LABELS, r.gearbox),
    drive: r.drive,
    driveName: label(DRIVE_LABELS, r.drive),
    seats: r.seats,
    doors: r.doors,
    powerKm: r.powerKm,
    powerKw: r.powerKw,
    engineCapacity: r.engineCapacity,
    co2: r.co2,
    productionYear: r.productionYear,
    colour: r.colour,
    colourHex: r.colourHex,
    price: zl(r.priceNetGr),
    priceGross: zl(r.priceGrossGr),
    count: r.stockCount,
    labels: labelsFromCodes(r.labels),
    mileageKm: r.mileageKm,
    firstRegistration: r.firstRegistration,
    location: r.location,
  };
}

// "desc nulls last" exactly as in the indexes (variants_list_idx …): a plain "desc" means nulls
// first, and PostgreSQL would then sort every matching row instead of walking the index.
const NEW_FIRST = sql`${variants.isNew} desc nulls last`;
const ORDER: Record<CarSort, SQL[]> = {
  default: [NEW_FIRST, asc(variants.priceNetGr), asc(variants.id)],
  "price-asc": [asc(variants.priceNetGr), asc(variants.id)],
  "price-desc": [desc(variants.priceNetGr), desc(variants.id)],
};

/** What the catalogue keeps in memory (routes/catalog.ts); all of it changes only when the catalogue is imported. */
export interface CatalogMemory {
  summary: () => Promise<CatalogSummary | null>;
  /** Every row of model_body_stats, in model-list order. */
  modelStats: () => Promise<StatsCell[]>;
  priceCells: () => Promise<PriceCells>;
}

export interface PageRequest {
  sort?: CarSort | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
  facets?: boolean | undefined;
}

/** One page of cars matching the filters, with the total and optionally the facet counts. */
export async function carPage(
  db: Db,
  dict: Dictionary,
  filters: VariantFilters,
  request: PageRequest,
  memory: Pick<CatalogMemory, "summary" | "priceCells">,
): Promise<CarPageT> {
  const page = request.page ?? 1;
  const perPage = request.perPage ?? 24;
  const where = variantWhere(filters);
  const order = ORDER[request.sort ?? "default"];
  const offset = (page - 1) * perPage;
  // With facets, the total is the sum of the state facet (every offer is new or used): one pass over
  // the cells instead of two.
  const [rows, facets, counted] = await Promise.all([
    offset === 0
      ? carQuery(db)
          .where(where)
          .orderBy(...order)
          .limit(perPage)
      : // A later page finds its ids first (an index-only walk past the earlier pages), then joins the
        // versions of those 24 alone: joined before the offset, every skipped offer was looked up too.
        carQuery(db)
          .where(
            inArray(
              variants.id,
              db
                .select({ id: variants.id })
                .from(variants)
                .where(where)
                .orderBy(...order)
                .limit(perPage)
                .offset(offset),
            ),
          )
          .orderBy(...order),
    request.facets ? carFacets(db, dict, filters, memory) : Promise.resolve(undefined),
    request.facets ? Promise.resolve(0) : countCars(db, filters, memory),
  ]);
  const total = facets ? Object.values(facets.state).reduce((s, n) => s + n, 0) : counted;
  return {
    items: rows.map((r) => toCarItem(r, dict)),
    total,
    totalCapped: false,
    page,
    perPage,
    pages: Math.ceil(total / perPage),
    ...(facets ? { facets } : {}),
  };
}

/** Conditions on model_body_stats (alias s) for brand, model, body type and state filters. */
function statsWhere(filters: VariantFilters): SQL {
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const conditions: SQL[] = [];
  if (filters.brandIds?.length) conditions.push(sql`s.brand_id in (${list(filters.brandIds)})`);
  if (filters.modelIds?.length) conditions.push(sql`s.model_id in (${list(filters.modelIds)})`);
  if (filters.bodyTypes?.length) conditions.push(sql`s.body_type in (${list(filters.bodyTypes)})`);
  if (filters.isNew !== undefined) conditions.push(sql`s.is_new = ${filters.isNew}`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * The number of matching offers: from the summary without filters, from model_body_stats when only
 * brand, model, body type and state are filtered, from offer_cells for any other filter but price,
 * and with a price bound from the price bands (catalog-price-cells.ts). None of these reads every
 * matching offer, so the cost stays nearly flat as the catalogue grows.
 */
async function countCars(
  db: Db,
  filters: VariantFilters,
  memory: Pick<CatalogMemory, "summary" | "priceCells">,
): Promise<number> {
  if (!hasFilters(filters)) {
    const s = await memory.summary();
    if (s) return s.offers;
  }
  if (summaryFiltersOnly(filters)) {
    const [stats] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(s.offers), 0)::int as n from model_body_stats s ${statsWhere(filters)}`,
    );
    return stats?.n ?? 0;
  }
  if (!hasPriceFilter(filters)) {
    const [cells] = await db
      .select({ n: sql<number>`coalesce(sum(${offerCells.offers}), 0)::int` })
      .from(offerCells)
      .where(variantWhere(filters, offerCells));
    return cells?.n ?? 0;
  }
  let n = 0;
  for (const row of await priceRows(db, await memory.priceCells(), filters)) n += row.offers;
  return n;
}

interface FacetRow {
  brand_id: number | null;
  body_type: string | null;
  fuel: string | null;
  gearbox: string | null;
  drive: string | null;
  is_new: boolean | null;
  seats: number | null;
  n: number;
}

/** Offers per filter value among the matching cars: one scan with grouping sets, or a sum of price rows. */
async function carFacets(
  db: Db,
  dict: Dictionary,
  filters: VariantFilters,
  memory: Pick<CatalogMemory, "summary" | "priceCells">,
): Promise<FacetsT> {
  const where = variantWhere(filters);
  if (!where) {
    const s = await memory.summary();
    if (s) return s.facets;
  }
  const facets: FacetsT = { brand: {}, body: {}, fuel: {}, gearbox: {}, drive: {}, state: {}, seats: {} };
  if (hasPriceFilter(filters)) {
    // Summed by the rows' own values (tens of thousands of rows at 200 000 offers), named once at the end.
    const sums = { brand: new Map(), body: new Map(), fuel: new Map(), gearbox: new Map(), drive: new Map() };
    const seats = new Map<number, number>();
    let newOffers = 0;
    let usedOffers = 0;
    const add = <K>(sum: Map<K, number>, key: K, n: number) => sum.set(key, (sum.get(key) ?? 0) + n);
    for (const r of await priceRows(db, await memory.priceCells(), filters)) {
      add(sums.brand, r.brandId, r.offers);
      add(sums.body, r.bodyType, r.offers);
      add(sums.fuel, r.fuel, r.offers);
      add(sums.gearbox, r.gearbox, r.offers);
      add(sums.drive, r.drive, r.offers);
      add(seats, r.seats, r.offers);
      if (r.isNew) newOffers += r.offers;
      else usedOffers += r.offers;
    }
    for (const [id, n] of sums.brand as Map<number, number>)
      facets.brand[dict.brandById.get(id)?.slug ?? String(id)] = n;
    for (const key of ["body", "fuel", "gearbox", "drive"] as const)
      for (const [value, n] of sums[key] as Map<string, number>) facets[key][value] = n;
    for (const [n, offers] of seats) facets.seats[String(n)] = offers;
    if (newOffers) facets.state.nowy = newOffers;
    if (usedOffers) facets.state.uzywany = usedOffers;
    return facets;
  }
  // Offer cells hold every facet column.
  const rows = await queryRows<FacetRow>(
    db,
    sql`select brand_id, body_type, fuel, gearbox, drive, is_new, seats, sum(offers)::int as n
        from offer_cells ${where ? sql`where ${variantWhere(filters, offerCells)}` : sql``}
        group by grouping sets ((brand_id), (body_type), (fuel), (gearbox), (drive), (is_new), (seats))`,
  );
  for (const r of rows) {
    if (r.brand_id !== null) facets.brand[dict.brandById.get(r.brand_id)?.slug ?? String(r.brand_id)] = r.n;
    else if (r.body_type !== null) facets.body[r.body_type] = r.n;
    else if (r.fuel !== null) facets.fuel[r.fuel] = r.n;
    else if (r.gearbox !== null) facets.gearbox[r.gearbox] = r.n;
    else if (r.drive !== null) facets.drive[r.drive] = r.n;
    else if (r.is_new !== null) facets.state[r.is_new ? "nowy" : "uzywany"] = r.n;
    else if (r.seats !== null) facets.seats[String(r.seats)] = r.n;
  }
  return facets;
}

/** The offers of one model, body type and state: its cheapest offer, offers, stock and labels. */
export interface Cell {
  model_id: number;
  body_type: string;
  is_new: boolean;
  best_id: number;
  price_net_gr: number;
  price_gross_gr: number;
  offers: number;
  stock: number;
  labels: string[];
  group_id: string;
  ec_code: string;
}

/** A row of model_body_stats: a cell with its brand. */
export type StatsCell = Cell & { brand_id: number };

/**
 * Every row of model_body_stats (a few hundred: models × body types × states, whatever the catalogue
 * size), in model-list order; the routes cache it like the summary (routes/catalog.ts).
 */
export function readModelStats(db: Db): Promise<StatsCell[]> {
  return queryRows<StatsCell>(
    db,
    sql`select s.model_id, s.brand_id, s.body_type, s.is_new, s.best_variant_id as best_id, s.price_net_gr,
               s.price_gross_gr, s.offers, s.stock, s.labels, s.group_id, s.ec_code
        from model_body_stats s
        order by s.model_id, s.is_new desc, s.price_net_gr`,
  );
}

/**
 * Cells of the models matching the filters, in model-list order. Brand, model, body type and state
 * alone are picked from the cached model_body_stats: decoding those rows cost PGlite more than the
 * rest of the request. A price bound sums the price rows (catalog-price-cells.ts) in memory; any other
 * filter aggregates offer cells.
 */
export async function modelCells(
  db: Db,
  filters: VariantFilters,
  memory: Pick<CatalogMemory, "modelStats" | "priceCells">,
): Promise<Cell[]> {
  if (summaryFiltersOnly(filters)) {
    const { brandIds, modelIds, bodyTypes, isNew } = filters;
    return (await memory.modelStats()).filter(
      (c) =>
        (!brandIds?.length || brandIds.includes(c.brand_id)) &&
        (!modelIds?.length || modelIds.includes(c.model_id)) &&
        (!bodyTypes?.length || bodyTypes.includes(c.body_type)) &&
        (isNew === undefined || c.is_new === isNew),
    );
  }
  if (!hasPriceFilter(filters)) {
    // The same over offer cells (a few thousand rows whatever the catalogue size).
    const cellWhere = variantWhere(filters, offerCells);
    const cellRows = await queryRows<Omit<Cell, "labels"> & { label_mask: number }>(
      db,
      sql`select distinct on (model_id, body_type, is_new)
                 model_id, body_type, is_new, best_variant_id as best_id, price_net_gr, price_gross_gr, group_id,
                 ec_code, (sum(offers) over w)::int as offers, (sum(stock) over w)::int as stock,
                 bit_or(label_mask) over w as label_mask
          from offer_cells ${cellWhere ? sql`where ${cellWhere}` : sql``}
          window w as (partition by model_id, body_type, is_new)
          order by model_id, body_type, is_new, price_net_gr, best_variant_id`,
    );
    return cellRows.map(({ label_mask, ...cell }) => ({ ...cell, labels: codesFromMask(label_mask) }));
  }
  // The price bands inside the range and the offers of the edge bands, summed per model, body type and
  // state: the cheapest row's offer, labels merged as a bit mask.
  const groups = new Map<string, { best: PriceRow; offers: number; stock: number; labelMask: number }>();
  for (const r of await priceRows(db, await memory.priceCells(), filters)) {
    const key = `${r.modelId} ${r.bodyType} ${r.isNew}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { best: r, offers: r.offers, stock: r.stock, labelMask: r.labelMask });
    else {
      if (cheaper(r, group.best)) group.best = r;
      group.offers += r.offers;
      group.stock += r.stock;
      group.labelMask |= r.labelMask;
    }
  }
  return [...groups.values()]
    .map(
      ({ best, offers, stock, labelMask }): Cell => ({
        model_id: best.modelId,
        body_type: best.bodyType,
        is_new: best.isNew,
        best_id: best.bestId,
        price_net_gr: best.priceNetGr,
        price_gross_gr: best.priceGrossGr,
        offers,
        stock,
        labels: codesFromMask(labelMask),
        group_id: best.groupId,
        ec_code: best.ecCode,
      }),
    )
    .sort(
      (a, b) =>
        a.model_id - b.model_id ||
        Number(b.is_new) - Number(a.is_new) ||
        a.price_net_gr - b.price_net_gr ||
        (a.body_type < b.body_type ? -1 : a.body_type > b.body_type ? 1 : 0),
    );
}

/** Body-type entries from cells (SPEC §3 grouping), in car-list order. */
export function bodyEntries(cells: readonly Cell[]): BodyEntryT[] {
  const offers = new Map<string, number>();
  // The cheapest new car of each body type: what its card orders, whatever used car is cheaper.
  const newest = new Map<string, Cell>();
  for (const c of cells) {
    offers.set(c.body_type, (offers.get(c.body_type) ?? 0) + c.offers);
    const known = newest.get(c.body_type);
    if (c.is_new && c.stock > 0 && c.price_net_gr > 0 && (!known || c.price_net_gr < known.price_net_gr))
      newest.set(c.body_type, c);
  }
  const grouped = groupByBodyType(
    cells.map((c) => ({
      bodyType: c.body_type,
      name: label(BODY_TYPE_LABELS, c.body_type),
      is_new: c.is_new,
      price: zl(c.price_net_gr),
      priceGross: zl(c.price_gross_gr),
      count: c.stock,
      offers: 0,
      labels: labelsFromCodes(c.labels),
      groupId: c.group_id as string | null,
      variantId: c.best_id as number | null,
      ecCode: c.ec_code as string | null,
      newOffer: null as BodyEntryT["newOffer"],
    })),
  );
  return grouped
    .map((e) => {
      const n = newest.get(e.bodyType);
      const newOffer = n
        ? {
            price: zl(n.price_net_gr),
            priceGross: zl(n.price_gross_gr),
            groupId: n.group_id,
            variantId: n.best_id,
          }
        : null;
      return { ...e, offers: offers.get(e.bodyType) ?? 0, newOffer };
    })
    .sort(compareCars);
}

/** Model list items from cells (one per model with at least one cell). */
export function modelItems(cells: readonly Cell[], dict: Dictionary): ModelItemT[] {
  const byModel = new Map<number, Cell[]>();
  for (const c of cells) {
    const list = byModel.get(c.model_id);
    if (list) list.push(c);
    else byModel.set(c.model_id, [c]);
  }
  const items: ModelItemT[] = [];
  for (const [modelId, own] of byModel) {
    const model = dict.modelById.get(modelId);
    if (!model) continue;
    const brand = dict.brandById.get(model.brandId);
    const entries = bodyEntries(own);
    const priced = entries.filter((e) => e.price > 0);
    const cheapest = priced[0] ?? entries[0];
    items.push({
      id: model.id,
      slug: model.slug,
      name: model.name,
      brand: { slug: brand?.slug ?? "", name: brand?.name ?? "" },
      segment: model.segment,
      segmentName: SEGMENT_LABELS[model.segment as SegmentCode] ?? model.segment,
      generationYear: model.generationYear,
      popularity: model.popularity,
      preorder: model.preorder,
      lead: model.lead,
      priceFrom: priced.length ? Math.min(...priced.map((e) => e.price)) : 0,
      priceFromGross: priced.length ? Math.min(...priced.map((e) => e.priceGross)) : 0,
      count: entries.reduce((s, e) => s + e.count, 0),
      offers: entries.reduce((s, e) => s + e.offers, 0),
      ecCode: cheapest?.ecCode ?? null,
      bodyTypes: entries,
    });
  }
  return items;
}
