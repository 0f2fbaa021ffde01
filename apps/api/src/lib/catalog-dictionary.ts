// The catalogue's small dictionaries (35 brands, ~260 models) cached in memory for a minute, and
// the resolution of validated query filters into database filters: brand and model slugs become
// ids, an unknown slug is a 422 naming its field (never an empty list).
import { isNewFromStates, type VariantFilters } from "@vhs/db/catalog-filters.ts";
import type { Db } from "@vhs/db/client.ts";
import { brands, models } from "@vhs/db/schema/catalog.ts";
import { normalizeFuelSlug } from "@vhs/domain/labels.ts";
import { cachedLoader } from "./cached-loader.ts";
import type { ApiErrorBody } from "./errors.ts";

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  inMenu: boolean;
  menuOrder: number;
}

export interface ModelRow {
  id: number;
  slug: string;
  name: string;
  brandId: number;
  segment: string;
  generationYear: number;
  popularity: number;
  preorder: boolean;
  lead: string;
  imaginFamily: string;
}

export interface Dictionary {
  brands: BrandRow[];
  brandBySlug: Map<string, BrandRow>;
  brandById: Map<number, BrandRow>;
  models: ModelRow[];
  modelBySlug: Map<string, ModelRow>;
  modelById: Map<number, ModelRow>;
}

/** Loads the dictionaries at most once per `ttlMs`; concurrent callers share one load. */
export function dictionaryLoader(db: Db, ttlMs = 60_000): () => Promise<Dictionary> {
  return cachedLoader(() => load(db), ttlMs);
}

async function load(db: Db): Promise<Dictionary> {
  const [brandRows, modelRows] = await Promise.all([
    db
      .select({
        id: brands.id,
        slug: brands.slug,
        name: brands.name,
        inMenu: brands.inMenu,
        menuOrder: brands.menuOrder,
      })
      .from(brands),
    db
      .select({
        id: models.id,
        slug: models.slug,
        name: models.name,
        brandId: models.brandId,
        segment: models.segment,
        generationYear: models.generationYear,
        popularity: models.popularity,
        preorder: models.preorder,
        lead: models.lead,
        imaginFamily: models.imaginFamily,
      })
      .from(models),
  ]);
  return {
    brands: brandRows,
    brandBySlug: new Map(brandRows.map((b) => [b.slug, b])),
    brandById: new Map(brandRows.map((b) => [b.id, b])),
    models: modelRows,
    modelBySlug: new Map(modelRows.map((m) => [m.slug, m])),
    modelById: new Map(modelRows.map((m) => [m.id, m])),
  };
}

/** A 422 body naming one field, like the Zod validation errors. */
export function fieldError(field: string, message: string): ApiErrorBody {
  return { error: true, message: `Nieprawidłowe pole „${field}”: ${message}`, fields: [{ field, message }] };
}

export interface FilterQuery {
  body?: string[] | undefined;
  bodyType?: string[] | undefined;
  brand?: string[] | undefined;
  model?: string[] | undefined;
  productionYear?: number[] | undefined;
  fuel?: string[] | undefined;
  gearbox?: string[] | undefined;
  drive?: string[] | undefined;
  seats?: number[] | undefined;
  powerMin?: number | undefined;
  powerMax?: number | undefined;
  state?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  priceType?: "net" | "gross" | undefined;
}

const union = <T>(...lists: (readonly T[] | undefined)[]): T[] | undefined => {
  const all = lists.flatMap((l) => l ?? []);
  return all.length ? [...new Set(all)] : undefined;
};

export type Resolved = { ok: true; filters: VariantFilters } | { ok: false; error: ApiErrorBody };

/** Validated query filters → database filters; unknown brand or model slugs → a 422 body. */
export function resolveFilters(q: FilterQuery, dict: Dictionary): Resolved {
  const brandIds: number[] = [];
  for (const slug of q.brand ?? []) {
    const brand = dict.brandBySlug.get(slug);
    if (!brand) return { ok: false, error: fieldError("brand", `Nieznana marka „${slug}”`) };
    brandIds.push(brand.id);
  }
  const modelIds: number[] = [];
  for (const slug of q.model ?? []) {
    const model = dict.modelBySlug.get(slug);
    if (!model) return { ok: false, error: fieldError("model", `Nieznany model „${slug}”`) };
    modelIds.push(model.id);
  }
  const toGr = (zl: number | undefined) => (zl === undefined ? undefined : zl * 100);
  return {
    ok: true,
    filters: {
      bodyTypes: union(q.body, q.bodyType),
      brandIds: union(brandIds),
      modelIds: union(modelIds),
      productionYears: union(q.productionYear),
      fuels: union((q.fuel ?? []).map((f) => normalizeFuelSlug(f) ?? f)),
      gearboxes: union(q.gearbox),
      drives: union(q.drive),
      seats: union(q.seats),
      powerMin: q.powerMin,
      powerMax: q.powerMax,
      isNew: isNewFromStates(q.state),
      priceMinGr: toGr(q.priceMin),
      priceMaxGr: toGr(q.priceMax),
      priceGross: q.priceType === "gross",
    },
  };
}

/** Whether only brand, model, body type and state are filtered (the precomputed summaries suffice). */
export function summaryFiltersOnly(f: VariantFilters): boolean {
  return (
    !f.productionYears?.length &&
    !f.fuels?.length &&
    !f.gearboxes?.length &&
    !f.drives?.length &&
    !f.seats?.length &&
    f.powerMin === undefined &&
    f.powerMax === undefined &&
    f.priceMinGr === undefined &&
    f.priceMaxGr === undefined
  );
}
