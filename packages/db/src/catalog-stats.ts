// Precomputed catalogue summaries, refreshed after every import (the seed calls it): the per model,
// body type and state table model_body_stats, and one JSON summary (facet counts, price bounds,
// collection counts) in catalog_stats. Pages that show the whole catalogue read these instead of
// scanning the variants, so their cost does not grow with the number of offers.
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { isNewFromStates, variantWhere } from "./catalog-filters.ts";
import type { Db } from "./client.ts";
import { brands, catalogStats, collections, models, PRICE_BAND_GR, variants } from "./schema/catalog.ts";

export interface Range {
  min: number;
  max: number;
}

export interface CatalogSummary {
  /** Number of offers (variant rows). */
  offers: number;
  /** Cars in stock (sum of the offers' counts). */
  stock: number;
  /** Net zł. */
  prices: Range;
  /** Gross zł. */
  pricesGross: Range;
  power: Range;
  productionYears: Range;
  /** Offers per filter value: brand slug, body type, fuel, gearbox, drive, state, seats. */
  facets: Record<"brand" | "body" | "fuel" | "gearbox" | "drive" | "state" | "seats", Record<string, number>>;
  /** Offers and the lowest net price per collection slug. */
  collections: Record<string, { offers: number; priceFrom: number }>;
}

export const SUMMARY_KEY = "summary";

/** Runs a raw query on either driver and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const zl = (grosz: number | null) => (grosz === null ? 0 : Math.round(grosz) / 100);

const CELL_KEY = sql.raw(
  "model_id, brand_id, body_type, is_new, fuel, gearbox, drive, seats, power_km, production_year",
);

async function refreshOfferCells(db: Db): Promise<void> {
  await db.execute(sql`delete from offer_cells`);
  await db.execute(sql`
    insert into offer_cells (${CELL_KEY}, offers, stock, best_variant_id, price_net_gr, price_gross_gr,
                             group_id, ec_code, label_mask)
    select x.model_id, x.brand_id, x.body_type, x.is_new, x.fuel, x.gearbox, x.drive, x.seats, x.power_km,
           x.production_year, x.offers, x.stock, x.id, x.price_net_gr, x.price_gross_gr, x.group_id, ver.ec_code,
           x.label_mask
    from (
      select distinct on (${CELL_KEY}) ${CELL_KEY}, id, price_net_gr, price_gross_gr, group_id, version_id,
             (count(*) over w)::int as offers, (sum(stock_count) over w)::int as stock,
             bit_or(label_mask) over w as label_mask
      from variants
      window w as (partition by ${CELL_KEY})
      order by ${CELL_KEY}, price_net_gr, id
    ) x
    join versions ver on ver.id = x.version_id`);
}

/** offer_cells split by the net and gross price bands (offer_price_cells). */
async function refreshOfferPriceCells(db: Db): Promise<void> {
  const band = sql.raw(String(PRICE_BAND_GR));
  await db.execute(sql`delete from offer_price_cells`);
  await db.execute(sql`
    insert into offer_price_cells (${CELL_KEY}, net_band, gross_band, offers, stock, best_variant_id, price_net_gr,
                                   price_gross_gr, group_id, ec_code, label_mask)
    select x.model_id, x.brand_id, x.body_type, x.is_new, x.fuel, x.gearbox, x.drive, x.seats, x.power_km,
           x.production_year, x.net_band, x.gross_band, x.offers, x.stock, x.id, x.price_net_gr, x.price_gross_gr,
           x.group_id, ver.ec_code, x.label_mask
    from (
      select distinct on (${CELL_KEY}, net_band, gross_band) ${CELL_KEY}, net_band, gross_band, id, price_net_gr,
             price_gross_gr, group_id, version_id, (count(*) over w)::int as offers,
             (sum(stock_count) over w)::int as stock, bit_or(label_mask) over w as label_mask
      from (select *, price_net_gr / ${band} as net_band, price_gross_gr / ${band} as gross_band from variants) v
      window w as (partition by ${CELL_KEY}, net_band, gross_band)
      order by ${CELL_KEY}, net_band, gross_band, price_net_gr, id
    ) x
    join versions ver on ver.id = x.version_id`);
}

async function refreshModelBodyStats(db: Db): Promise<void> {
  await db.execute(sql`delete from model_body_stats`);
  await db.execute(sql`
    insert into model_body_stats
      (model_id, brand_id, body_type, is_new, best_variant_id, group_id, ec_code, price_net_gr, price_gross_gr,
       offers, stock, labels)
    select b.model_id, b.brand_id, b.body_type, b.is_new, b.id, b.group_id, ver.ec_code, b.price_net_gr,
           b.price_gross_gr, a.offers, a.stock, coalesce(l.labels, '{}')
    from (
      select distinct on (model_id, body_type, is_new)
             model_id, brand_id, body_type, is_new, id, group_id, version_id, price_net_gr, price_gross_gr
      from variants
      order by model_id, body_type, is_new, price_net_gr, id
    ) b
    join (
      select model_id, body_type, is_new, count(*)::int as offers, sum(stock_count)::int as stock
      from variants group by model_id, body_type, is_new
    ) a using (model_id, body_type, is_new)
    left join (
      select model_id, body_type, is_new, array_agg(distinct label order by label) as labels
      from variants, unnest(variants.labels) as label
      group by model_id, body_type, is_new
    ) l using (model_id, body_type, is_new)
    join versions ver on ver.id = b.version_id`);
}

interface FacetRow {
  brand: string | null;
  body_type: string | null;
  fuel: string | null;
  gearbox: string | null;
  drive: string | null;
  is_new: boolean | null;
  seats: number | null;
  n: number;
  stock: number | null;
  net_min: number | null;
  net_max: number | null;
  gross_min: number | null;
  gross_max: number | null;
  power_min: number | null;
  power_max: number | null;
  year_min: number | null;
  year_max: number | null;
}

async function computeSummary(db: Db): Promise<CatalogSummary> {
  // One scan: the totals and every facet through grouping sets.
  const rows = await queryRows<FacetRow>(
    db,
    sql`select b.slug as brand, v.body_type, v.fuel, v.gearbox, v.drive, v.is_new, v.seats,
               count(*)::int as n, sum(v.stock_count)::int as stock,
               min(v.price_net_gr) as net_min, max(v.price_net_gr) as net_max,
               min(v.price_gross_gr) as gross_min, max(v.price_gross_gr) as gross_max,
               min(v.power_km) as power_min, max(v.power_km) as power_max,
               min(v.production_year) as year_min, max(v.production_year) as year_max
        from variants v join brands b on b.id = v.brand_id
        group by grouping sets ((), (b.slug), (v.body_type), (v.fuel), (v.gearbox), (v.drive), (v.is_new), (v.seats))`,
  );
  const summary: CatalogSummary = {
    offers: 0,
    stock: 0,
    prices: { min: 0, max: 0 },
    pricesGross: { min: 0, max: 0 },
    power: { min: 0, max: 0 },
    productionYears: { min: 0, max: 0 },
    facets: { brand: {}, body: {}, fuel: {}, gearbox: {}, drive: {}, state: {}, seats: {} },
    collections: {},
  };
  for (const r of rows) {
    if (r.brand !== null) summary.facets.brand[r.brand] = r.n;
    else if (r.body_type !== null) summary.facets.body[r.body_type] = r.n;
    else if (r.fuel !== null) summary.facets.fuel[r.fuel] = r.n;
    else if (r.gearbox !== null) summary.facets.gearbox[r.gearbox] = r.n;
    else if (r.drive !== null) summary.facets.drive[r.drive] = r.n;
    else if (r.is_new !== null) summary.facets.state[r.is_new ? "nowy" : "uzywany"] = r.n;
    else if (r.seats !== null) summary.facets.seats[String(r.seats)] = r.n;
    else {
      summary.offers = r.n;
      summary.stock = r.stock ?? 0;
      summary.prices = { min: zl(r.net_min), max: zl(r.net_max) };
      summary.pricesGross = { min: zl(r.gross_min), max: zl(r.gross_max) };
      summary.power = { min: r.power_min ?? 0, max: r.power_max ?? 0 };
      summary.productionYears = { min: r.year_min ?? 0, max: r.year_max ?? 0 };
    }
  }
  const all = await db.select().from(collections).orderBy(asc(collections.position));
  for (const c of all) {
    const f = c.filters;
    const brandIds = f.brand?.length
      ? (await db.select({ id: brands.id }).from(brands).where(inArray(brands.slug, f.brand))).map(
          (b) => b.id,
        )
      : undefined;
    const modelIds = f.model?.length
      ? (await db.select({ id: models.id }).from(models).where(inArray(models.slug, f.model))).map(
          (m) => m.id,
        )
      : undefined;
    const toGr = (zlValue: number | undefined) => (zlValue === undefined ? undefined : zlValue * 100);
    const where = variantWhere({
      bodyTypes: f.body,
      brandIds,
      modelIds,
      productionYears: f.productionYear,
      fuels: f.fuel,
      gearboxes: f.gearbox,
      drives: f.drive,
      seats: f.seats,
      powerMin: f.powerMin,
      powerMax: f.powerMax,
      isNew: isNewFromStates(f.state),
      priceMinGr: toGr(f.priceMin),
      priceMaxGr: toGr(f.priceMax),
      priceGross: f.priceType === "gross",
    });
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, min: sql<number | null>`min(${variants.priceNetGr})` })
      .from(variants)
      .where(where);
    summary.collections[c.slug] = { offers: row?.n ?? 0, priceFrom: zl(row?.min ?? null) };
  }
  return summary;
}

/** Recomputes offer_cells, model_body_stats and the catalogue summary; run after the variants change. */
export async function refreshCatalogStats(db: Db): Promise<CatalogSummary> {
  await refreshOfferCells(db);
  await refreshOfferPriceCells(db);
  await refreshModelBodyStats(db);
  const summary = await computeSummary(db);
  await db
    .insert(catalogStats)
    .values({ key: SUMMARY_KEY, data: summary })
    .onConflictDoUpdate({ target: catalogStats.key, set: { data: summary, updatedAt: new Date() } });
  // Fresh statistics for the planner after a bulk load.
  for (const table of [
    "variants",
    "versions",
    "models",
    "brands",
    "offer_cells",
    "offer_price_cells",
    "model_body_stats",
    "search_words",
  ])
    await db.execute(sql.raw(`analyze ${table}`));
  return summary;
}

/** The stored summary, or null before the first refresh. */
/**
 * When the summary was last refreshed, that is when the catalogue was last imported ("" before the
 * first): whatever is derived from the catalogue is read again when this changes.
 */
export async function readCatalogVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ at: catalogStats.updatedAt })
    .from(catalogStats)
    .where(eq(catalogStats.key, SUMMARY_KEY));
  return row ? row.at.toISOString() : "";
}

export async function readCatalogSummary(db: Db): Promise<CatalogSummary | null> {
  const [row] = await db
    .select({ data: catalogStats.data })
    .from(catalogStats)
    .where(eq(catalogStats.key, SUMMARY_KEY));
  return (row?.data as CatalogSummary | undefined) ?? null;
}
