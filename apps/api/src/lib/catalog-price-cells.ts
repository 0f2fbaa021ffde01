// The offers matching a price-filtered list, as rows to aggregate: the price bands wholly inside the
// range from offer_price_cells (one row per cell, already summed), the offers of the at most two bands
// the range cuts through from the variants (summed the same way in the query). Counts, facets and model
// lists sum these rows exactly as they would sum the matching offers, but touch only the cells plus the
// offers of the edge bands, instead of every matching offer (packages/db/src/catalog-stats.ts refreshes
// the cells).
//
// The cells are kept in memory, loaded again only when the catalogue is imported anew: summing a few
// thousand of them in JavaScript takes a fraction of a millisecond, while PGlite took 15–50 ms to read
// and aggregate the same rows on every price-filtered request, more the bigger the catalogue.
import type { VariantFilters } from "@vhs/db/catalog-filters.ts";
import { variantWhere } from "@vhs/db/catalog-filters.ts";
import { queryRows } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { PRICE_BAND_GR } from "@vhs/db/schema/catalog.ts";
import { sql } from "drizzle-orm";

/** What counts, facets and model lists sum: a whole cell of offers, or one offer of an edge band. */
export interface PriceRow {
  modelId: number;
  brandId: number;
  bodyType: string;
  isNew: boolean;
  fuel: string;
  gearbox: string;
  drive: string;
  seats: number;
  offers: number;
  stock: number;
  /** The cheapest offer of the row (ties: the lowest id), with its prices, group and version code. */
  bestId: number;
  priceNetGr: number;
  priceGrossGr: number;
  groupId: string;
  ecCode: string;
  /** bit_or of the offers' label masks. */
  labelMask: number;
}

/** A row of offer_price_cells: a row to sum, with the rest of its filter columns and its bands. */
export interface PriceCell extends PriceRow {
  powerKm: number;
  productionYear: number;
  netBand: number;
  grossBand: number;
}

/** offer_price_cells in memory, each cell listed under its net band and under its gross band. */
export interface PriceCells {
  byNetBand: readonly (readonly PriceCell[] | undefined)[];
  byGrossBand: readonly (readonly PriceCell[] | undefined)[];
}

export interface PriceSplit {
  /** The bands wholly inside the range, or null when there is none. */
  full: { from: number | undefined; to: number | undefined } | null;
  /** Price ranges (grosz, inclusive) read from the variants. */
  edges: { min: number | undefined; max: number | undefined }[];
}

/** Splits a price range (grosz, inclusive) into whole bands and the edges around them. */
export function splitPriceRange(min: number | undefined, max: number | undefined): PriceSplit {
  const from = min === undefined ? undefined : Math.ceil(min / PRICE_BAND_GR);
  const to = max === undefined ? undefined : Math.floor((max + 1) / PRICE_BAND_GR) - 1;
  if (from !== undefined && to !== undefined && from > to) return { full: null, edges: [{ min, max }] };
  const edges: PriceSplit["edges"] = [];
  if (min !== undefined && from !== undefined && min < from * PRICE_BAND_GR)
    edges.push({ min, max: from * PRICE_BAND_GR - 1 });
  if (max !== undefined && to !== undefined && (to + 1) * PRICE_BAND_GR <= max)
    edges.push({ min: (to + 1) * PRICE_BAND_GR, max });
  return { full: { from, to }, edges };
}

// A row as a JSON array: the columns of PriceRow in this order (ROW_COLUMNS), then a cell's own four.
type RowTuple = [
  modelId: number,
  brandId: number,
  bodyType: string,
  isNew: boolean,
  fuel: string,
  gearbox: string,
  drive: string,
  seats: number,
  offers: number,
  stock: number,
  bestId: number,
  priceNetGr: number,
  priceGrossGr: number,
  groupId: string,
  ecCode: string,
  labelMask: number,
];
type CellTuple = [...RowTuple, powerKm: number, productionYear: number, netBand: number, grossBand: number];

/** The columns of a RowTuple, as `json_build_array` arguments (table alias `r`, the best offer as best_id). */
const ROW_COLUMNS =
  sql.raw(`r.model_id, r.brand_id, r.body_type, r.is_new, r.fuel, r.gearbox, r.drive, r.seats,
  r.offers, r.stock, r.best_id, r.price_net_gr, r.price_gross_gr, r.group_id, r.ec_code, r.label_mask`);

function priceRowOf(t: RowTuple | CellTuple): PriceRow {
  return {
    modelId: t[0],
    brandId: t[1],
    bodyType: t[2],
    isNew: t[3],
    fuel: t[4],
    gearbox: t[5],
    drive: t[6],
    seats: t[7],
    offers: t[8],
    stock: t[9],
    bestId: t[10],
    priceNetGr: t[11],
    priceGrossGr: t[12],
    groupId: t[13],
    ecCode: t[14],
    labelMask: t[15],
  };
}

/** Rows sent as one JSON text: PGlite decodes a result row by row in JavaScript, five times slower. */
function parseRows<T>(json: string | null | undefined): T[] {
  return (json ? JSON.parse(json) : []) as T[];
}

/** Every row of offer_price_cells, indexed by band. */
export async function readPriceCells(db: Db): Promise<PriceCells> {
  const [row] = await queryRows<{ cells: string | null }>(
    db,
    sql`select json_agg(json_build_array(${ROW_COLUMNS}, r.power_km, r.production_year, r.net_band,
          r.gross_band))::text as cells
        from (select *, best_variant_id as best_id from offer_price_cells) r`,
  );
  const byNetBand: PriceCell[][] = [];
  const byGrossBand: PriceCell[][] = [];
  for (const t of parseRows<CellTuple>(row?.cells)) {
    const cell: PriceCell = {
      ...priceRowOf(t),
      powerKm: t[16],
      productionYear: t[17],
      netBand: t[18],
      grossBand: t[19],
    };
    addTo(byNetBand, cell.netBand, cell);
    addTo(byGrossBand, cell.grossBand, cell);
  }
  return { byNetBand, byGrossBand };
}

function addTo(bands: PriceCell[][], band: number, cell: PriceCell) {
  const list = bands[band];
  if (list) list.push(cell);
  else bands[band] = [cell];
}

const allows = <T>(list: readonly T[] | undefined, value: T) =>
  list === undefined || list.length === 0 || list.includes(value);

/** Whether a cell passes every filter but price (variantWhere's conditions, on one cell). */
function cellMatches(c: PriceCell, f: VariantFilters): boolean {
  return (
    allows(f.bodyTypes, c.bodyType) &&
    allows(f.brandIds, c.brandId) &&
    allows(f.modelIds, c.modelId) &&
    allows(f.productionYears, c.productionYear) &&
    allows(f.fuels, c.fuel) &&
    allows(f.gearboxes, c.gearbox) &&
    allows(f.drives, c.drive) &&
    allows(f.seats, c.seats) &&
    (f.powerMin === undefined || c.powerKm >= f.powerMin) &&
    (f.powerMax === undefined || c.powerKm <= f.powerMax) &&
    (f.isNew === undefined || c.isNew === f.isNew)
  );
}

/** The rows matching filters with a price bound: the cells of the whole bands, the offers of the edges. */
export async function priceRows(db: Db, cells: PriceCells, filters: VariantFilters): Promise<PriceRow[]> {
  const split = splitPriceRange(filters.priceMinGr, filters.priceMaxGr);
  const unpriced: VariantFilters = { ...filters, priceMinGr: undefined, priceMaxGr: undefined };
  const rows: PriceRow[] = [];
  if (split.full) {
    const bands = filters.priceGross ? cells.byGrossBand : cells.byNetBand;
    const last = Math.min(split.full.to ?? bands.length - 1, bands.length - 1);
    for (let band = Math.max(split.full.from ?? 0, 0); band <= last; band++) {
      for (const cell of bands[band] ?? []) if (cellMatches(cell, unpriced)) rows.push(cell);
    }
  }
  if (split.edges.length) rows.push(...(await edgeRows(db, unpriced, split.edges)));
  return rows;
}

const EDGE_KEY = sql.raw("model_id, brand_id, body_type, is_new, fuel, gearbox, drive, seats");

/**
 * The offers of the edge bands, summed in the database by every column a row has (a band can hold
 * thousands of offers at 200 000, and PGlite decodes each result row in JavaScript), as one JSON text.
 */
async function edgeRows(db: Db, unpriced: VariantFilters, edges: PriceSplit["edges"]): Promise<PriceRow[]> {
  const offers = edges.map((edge) => {
    const where = variantWhere({ ...unpriced, priceMinGr: edge.min, priceMaxGr: edge.max });
    return sql`select ${EDGE_KEY}, id, price_net_gr, price_gross_gr, group_id, version_id, stock_count, label_mask
               from variants ${where ? sql`where ${where}` : sql``}`;
  });
  const [row] = await queryRows<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(${ROW_COLUMNS}))::text as rows
        from (
          select e.*, e.id as best_id, ver.ec_code
          from (
            select distinct on (${EDGE_KEY}) ${EDGE_KEY}, id, price_net_gr, price_gross_gr, group_id, version_id,
                   (count(*) over w)::int as offers, (sum(stock_count) over w)::int as stock,
                   bit_or(label_mask) over w as label_mask
            from (${sql.join(offers, sql` union all `)}) v
            window w as (partition by ${EDGE_KEY})
            order by ${EDGE_KEY}, price_net_gr, id
          ) e
          join versions ver on ver.id = e.version_id
        ) r`,
  );
  return parseRows<RowTuple>(row?.rows).map(priceRowOf);
}

/** Whether `a` is a cheaper best offer than `b`: the lower net price, then the lower id. */
export function cheaper(a: PriceRow, b: PriceRow): boolean {
  return a.priceNetGr < b.priceNetGr || (a.priceNetGr === b.priceNetGr && a.bestId < b.bestId);
}
