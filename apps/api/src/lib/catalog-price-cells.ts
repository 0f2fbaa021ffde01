// The offers matching a price-filtered list, as rows to aggregate: the price bands wholly inside the
// range from offer_price_cells (one row per cell, already summed), and the offers of the at most two bands
// the range cuts through, each as a row of its own. Counts, facets and model lists sum these rows exactly
// as they would sum the matching offers, but touch only the cells plus the offers of the edge bands,
// instead of every matching offer (packages/db/src/catalog-stats.ts refreshes the cells).
//
// The cells are kept in memory, loaded again only when the catalogue is imported anew: summing a few
// thousand of them in JavaScript takes a fraction of a millisecond, while PGlite took 15–50 ms to read
// and aggregate the same rows on every price-filtered request, more the bigger the catalogue. So are the
// offers of a band once a range has cut it: at 200 000 offers a band holds thousands, which the database
// took 70 ms to filter and sum per request, and JavaScript a fraction of a millisecond.
import type { VariantFilters } from "@vhs/db/catalog-filters.ts";
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
  /**
   * The offers of the bands that ranges have cut so far, each as a cell of one offer, by "net 12" or
   * "gross 12": read from the variants the first time, kept as long as these cells are.
   */
  bandOffers: Map<string, Promise<readonly PriceCell[]>>;
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

const CELL_COLUMNS = sql`${ROW_COLUMNS}, r.power_km, r.production_year, r.net_band, r.gross_band`;

function cellOf(t: CellTuple): PriceCell {
  return { ...priceRowOf(t), powerKm: t[16], productionYear: t[17], netBand: t[18], grossBand: t[19] };
}

/** Every row of offer_price_cells, indexed by band. */
export async function readPriceCells(db: Db): Promise<PriceCells> {
  const [row] = await queryRows<{ cells: string | null }>(
    db,
    sql`select json_agg(json_build_array(${CELL_COLUMNS}))::text as cells
        from (select *, best_variant_id as best_id from offer_price_cells) r`,
  );
  const byNetBand: PriceCell[][] = [];
  const byGrossBand: PriceCell[][] = [];
  for (const t of parseRows<CellTuple>(row?.cells)) {
    const cell = cellOf(t);
    addTo(byNetBand, cell.netBand, cell);
    addTo(byGrossBand, cell.grossBand, cell);
  }
  return { byNetBand, byGrossBand, bandOffers: new Map() };
}

/** The offers of one band of the net or gross price, each as a cell of one offer (by the price index). */
function bandOffers(db: Db, cells: PriceCells, gross: boolean, band: number): Promise<readonly PriceCell[]> {
  const key = `${gross ? "gross" : "net"} ${band}`;
  let offers = cells.bandOffers.get(key);
  if (!offers) {
    const price = sql.raw(gross ? "v.price_gross_gr" : "v.price_net_gr");
    offers = queryRows<{ offers: string | null }>(
      db,
      sql`select json_agg(json_build_array(${CELL_COLUMNS}))::text as offers
          from (
            select v.*, 1 as offers, v.stock_count as stock, v.id as best_id, ver.ec_code,
                   v.price_net_gr / ${PRICE_BAND_GR} as net_band, v.price_gross_gr / ${PRICE_BAND_GR} as gross_band
            from variants v join versions ver on ver.id = v.version_id
            where ${price} between ${band * PRICE_BAND_GR} and ${(band + 1) * PRICE_BAND_GR - 1}
          ) r`,
    ).then(([row]) => parseRows<CellTuple>(row?.offers).map(cellOf));
    cells.bandOffers.set(key, offers);
    offers.catch(() => cells.bandOffers.delete(key));
  }
  return offers;
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
  const gross = filters.priceGross === true;
  const unpriced: VariantFilters = { ...filters, priceMinGr: undefined, priceMaxGr: undefined };
  const rows: PriceRow[] = [];
  if (split.full) {
    const bands = gross ? cells.byGrossBand : cells.byNetBand;
    const last = Math.min(split.full.to ?? bands.length - 1, bands.length - 1);
    for (let band = Math.max(split.full.from ?? 0, 0); band <= last; band++) {
      for (const cell of bands[band] ?? []) if (cellMatches(cell, unpriced)) rows.push(cell);
    }
  }
  for (const edge of split.edges) {
    const min = edge.min ?? 0;
    const max = edge.max ?? Number.MAX_SAFE_INTEGER;
    // A band past the last one with cells holds no offer.
    const lastBand = Math.min(
      Math.floor(max / PRICE_BAND_GR),
      (gross ? cells.byGrossBand : cells.byNetBand).length - 1,
    );
    for (let band = Math.floor(min / PRICE_BAND_GR); band <= lastBand; band++) {
      for (const offer of await bandOffers(db, cells, gross, band)) {
        const price = gross ? offer.priceGrossGr : offer.priceNetGr;
        if (price >= min && price <= max && cellMatches(offer, unpriced)) rows.push(offer);
      }
    }
  }
  return rows;
}

/** Whether `a` is a cheaper best offer than `b`: the lower net price, then the lower id. */
export function cheaper(a: PriceRow, b: PriceRow): boolean {
  return a.priceNetGr < b.priceNetGr || (a.priceNetGr === b.priceNetGr && a.bestId < b.bestId);
}
