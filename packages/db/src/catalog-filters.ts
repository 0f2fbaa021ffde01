// The WHERE clause of every variant list (/v3/cars/, /v3/search/, /v3/models/, collections), from
// filters already validated and resolved to ids. Each filter narrows the list; the values within
// one filter are alternatives (fuel=diesel&fuel=hybryda means diesel or hybrid).
import { and, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { type offerCells, type offerPriceCells, variants } from "./schema/catalog.ts";

export interface VariantFilters {
  bodyTypes?: readonly string[] | undefined;
  brandIds?: readonly number[] | undefined;
  modelIds?: readonly number[] | undefined;
  productionYears?: readonly number[] | undefined;
  fuels?: readonly string[] | undefined;
  gearboxes?: readonly string[] | undefined;
  drives?: readonly string[] | undefined;
  seats?: readonly number[] | undefined;
  powerMin?: number | undefined;
  powerMax?: number | undefined;
  /** true = new only, false = used only, undefined = both. */
  isNew?: boolean | undefined;
  /** Grosz, compared with the net price, or the gross one when priceGross is set. */
  priceMinGr?: number | undefined;
  priceMaxGr?: number | undefined;
  priceGross?: boolean | undefined;
}

const some = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

/**
 * The conditions of the filters on the variants (or on offer_cells / offer_price_cells, which have
 * the same filter columns; price filters there would compare the cell's cheapest price, so callers
 * use cells only without them), or undefined when nothing is filtered.
 */
export function variantWhere(
  f: VariantFilters,
  table: typeof variants | typeof offerCells | typeof offerPriceCells = variants,
): SQL | undefined {
  const price = f.priceGross ? table.priceGrossGr : table.priceNetGr;
  const conditions: (SQL | undefined)[] = [
    some(f.bodyTypes) ? inArray(table.bodyType, [...f.bodyTypes]) : undefined,
    some(f.brandIds) ? inArray(table.brandId, [...f.brandIds]) : undefined,
    some(f.modelIds) ? inArray(table.modelId, [...f.modelIds]) : undefined,
    some(f.productionYears) ? inArray(table.productionYear, [...f.productionYears]) : undefined,
    some(f.fuels) ? inArray(table.fuel, [...f.fuels]) : undefined,
    some(f.gearboxes) ? inArray(table.gearbox, [...f.gearboxes]) : undefined,
    some(f.drives) ? inArray(table.drive, [...f.drives]) : undefined,
    some(f.seats) ? inArray(table.seats, [...f.seats]) : undefined,
    f.powerMin !== undefined ? gte(table.powerKm, f.powerMin) : undefined,
    f.powerMax !== undefined ? lte(table.powerKm, f.powerMax) : undefined,
    f.isNew !== undefined ? eq(table.isNew, f.isNew) : undefined,
    f.priceMinGr !== undefined ? gte(price, f.priceMinGr) : undefined,
    f.priceMaxGr !== undefined ? lte(price, f.priceMaxGr) : undefined,
  ];
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** Whether the filters narrow the list at all. */
export function hasFilters(f: VariantFilters): boolean {
  return variantWhere(f) !== undefined;
}

/** Whether a price bound is set (offer_cells cannot answer those). */
export function hasPriceFilter(f: VariantFilters): boolean {
  return f.priceMinGr !== undefined || f.priceMaxGr !== undefined;
}

/** "nowy"/"uzywany" values → isNew (both or none → undefined). */
export function isNewFromStates(states: readonly string[] | undefined): boolean | undefined {
  if (!states || states.length === 0) return undefined;
  const n = states.includes("nowy");
  const u = states.includes("uzywany");
  return n === u ? undefined : n;
}
