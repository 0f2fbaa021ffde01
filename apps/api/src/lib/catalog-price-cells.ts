// The offers matching a price-filtered list, as rows to aggregate: the price bands wholly inside the
// range from offer_price_cells (one row per cell, already summed), the offers of the at most two bands
// the range cuts through from the variants (one row each). Counts, facets and model lists sum these
// rows exactly as they would sum the matching offers, but touch only the cells plus the offers of the
// edge bands, instead of every matching offer (packages/db/src/catalog-stats.ts refreshes the cells).
import type { VariantFilters } from "@vhs/db/catalog-filters.ts";
import { variantWhere } from "@vhs/db/catalog-filters.ts";
import { offerPriceCells, PRICE_BAND_GR } from "@vhs/db/schema/catalog.ts";
import { type SQL, sql } from "drizzle-orm";

/** The columns every row of priceSource has. */
const CELL_COLUMNS =
  sql.raw(`model_id, brand_id, body_type, is_new, fuel, gearbox, drive, seats, offers, stock,
  best_variant_id as best_id, price_net_gr, price_gross_gr, group_id, ec_code, label_mask`);
const VARIANT_COLUMNS = sql.raw(`variants.model_id, variants.brand_id, variants.body_type, variants.is_new,
  variants.fuel, variants.gearbox, variants.drive, variants.seats, 1 as offers, variants.stock_count as stock,
  variants.id as best_id, variants.price_net_gr, variants.price_gross_gr, variants.group_id, versions.ec_code,
  variants.label_mask`);

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

/**
 * A derived table (use as `from (…) s`) of the offers matching filters with a price bound: columns
 * model_id, brand_id, body_type, is_new, fuel, gearbox, drive, seats, offers, stock, best_id,
 * price_net_gr, price_gross_gr, group_id, ec_code, label_mask; best_id is the cheapest offer of the
 * row (ties: the lowest id).
 */
export function priceSource(filters: VariantFilters): SQL {
  const split = splitPriceRange(filters.priceMinGr, filters.priceMaxGr);
  const unpriced: VariantFilters = { ...filters, priceMinGr: undefined, priceMaxGr: undefined };
  const parts: SQL[] = [];
  if (split.full) {
    const band = filters.priceGross ? offerPriceCells.grossBand : offerPriceCells.netBand;
    const conditions = [
      variantWhere(unpriced, offerPriceCells),
      split.full.from === undefined ? undefined : sql`${band} >= ${split.full.from}`,
      split.full.to === undefined ? undefined : sql`${band} <= ${split.full.to}`,
    ].filter((c): c is SQL => c !== undefined);
    parts.push(
      sql`select ${CELL_COLUMNS} from offer_price_cells ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`,
    );
  }
  for (const edge of split.edges) {
    const where = variantWhere({ ...unpriced, priceMinGr: edge.min, priceMaxGr: edge.max });
    parts.push(
      sql`select ${VARIANT_COLUMNS} from variants join versions on versions.id = variants.version_id
          ${where ? sql`where ${where}` : sql``}`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
