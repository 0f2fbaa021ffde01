// The catalogue seed: brands' texts, 257 models, their versions, N offers (2 000,
// 20 000 by default, or 200 000 for benchmarks), editorial content and the precomputed summaries.
// Deterministic: the same N gives the same rows with the same ids. The whole catalogue is replaced
// in one transaction under an advisory lock, so two processes starting together seed it once and a
// seed interrupted half-way leaves the previous catalogue intact.
import { labelMask } from "@vhs/domain/catalog-rules.ts";
import { searchKey } from "@vhs/domain/catalog-search.ts";
import { eq, sql } from "drizzle-orm";
import { refreshCatalogStats } from "../catalog-stats.ts";
import type { Db } from "../client.ts";
import {
  banners,
  brands,
  collections,
  equipmentItems,
  limitedOffers,
  modelDescriptionCards,
  models,
  purposes,
  searchWords,
  variants,
  versions,
} from "../schema/catalog.ts";
import { appMeta } from "../schema/site.ts";
import { BRAND_INFO, MENU_BRAND_COUNT } from "./brands.ts";
import {
  brandTexts,
  modelCards,
  modelDescription,
  modelFacts,
  modelSeo,
  SITE_CARDS,
} from "./catalog-content.ts";
import { bannerSeeds, COLLECTIONS, limitedOfferSeeds, PURPOSES } from "./catalog-editorial.ts";
import { generateVariants, type VariantSeed } from "./catalog-variants.ts";
import { brandOf, brandSeeds, buildVersions, netGrosz, type VersionSeed } from "./catalog-versions.ts";
import { EQUIPMENT, EQUIPMENT_CATEGORIES } from "./equipment.ts";
import { warsawToday } from "./leasing.ts";
import { loadModels, type ModelSpec } from "./model-data.ts";

/** Bump when the generated catalogue changes, so existing databases are re-seeded once. */
export const CATALOG_SEED_VERSION = "2";
export const DEFAULT_CATALOG_VARIANTS = 20_000;
export const MAX_CATALOG_VARIANTS = 1_000_000;
const META_KEY = "catalog_seed";
/** Rows per multi-row INSERT (well under PostgreSQL's 65 535 parameters at 24 columns). */
const BATCH = 1000;
const LOCK_ID = 7_303_001;

export interface CatalogSeedOptions {
  /** Number of offers; default DEFAULT_CATALOG_VARIANTS. */
  variants?: number | undefined;
  /**
   * The seeding day (YYYY-MM-DD), from which limited offers run for two to six months; default
   * today in Warsaw. Everything else is fixed (REFERENCE_DATE), so a given day and size always
   * give the same catalogue.
   */
  today?: string | undefined;
}

export interface CatalogSeedResult {
  seeded: boolean;
  variants: number;
  ms: number;
}

const stampOf = (count: number) => `${CATALOG_SEED_VERSION}:${count}`;

async function storedStamp(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
  return row?.value;
}

/** Whether the database holds this catalogue version with this many offers. */
export async function catalogIsCurrent(db: Db, count = DEFAULT_CATALOG_VARIANTS): Promise<boolean> {
  return (await storedStamp(db)) === stampOf(count);
}

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The search words of a model: brand words, name words, aliases, and multi-word names run together. */
export function modelSearchWords(model: ModelSpec, brandName: string, brandAliases: readonly string[]) {
  const words = new Map<string, "brand" | "model" | "alias">();
  const add = (text: string, kind: "brand" | "model" | "alias") => {
    for (const w of searchKey(text).split(" ")) if (w && !words.has(w)) words.set(w, kind);
  };
  add(model.name, "model");
  add(brandName, "brand");
  for (const a of brandAliases) add(a, "brand");
  for (const a of model.aliases) add(a, "alias");
  if (/\s/.test(model.name)) add(model.name.replace(/\s+/g, ""), "alias");
  return [...words].map(([word, kind]) => ({ word, kind }));
}

async function wipe(db: Db): Promise<void> {
  await db.execute(sql`truncate limited_offers, banners, model_videos, model_description_cards,
    offer_cells, offer_price_cells, model_body_stats, search_words, variants, versions, models, collections, purposes,
    equipment_items, catalog_stats restart identity`);
}

async function insertBrandsAndModels(
  db: Db,
  specs: readonly ModelSpec[],
  versionSeeds: readonly VersionSeed[],
) {
  for (const [i, brand] of brandSeeds.entries()) {
    const own = specs.filter((m) => m.brandSlug === brand.slug);
    const texts = brandTexts(brand.name, own);
    await db
      .insert(brands)
      .values({ slug: brand.slug, name: brand.name, inMenu: i < MENU_BRAND_COUNT, menuOrder: i, ...texts })
      .onConflictDoUpdate({ target: brands.slug, set: texts });
  }
  const brandIds = new Map(
    (await db.select({ id: brands.id, slug: brands.slug }).from(brands)).map((b) => [b.slug, b.id]),
  );
  const byModel = specs.map(() => [] as VersionSeed[]);
  for (const v of versionSeeds) byModel[v.modelIndex]!.push(v);
  const rows = specs.map((m, i) => {
    const f = modelFacts(m, brandOf(m).name, byModel[i]!);
    return {
      brandId: brandIds.get(m.brandSlug)!,
      slug: m.slug,
      name: m.name,
      segment: m.segment,
      generationYear: m.generationYear,
      popularity: m.popularity,
      preorder: m.preorder,
      imaginFamily: m.slug,
      lead: m.lead,
      description: modelDescription(m, f, i),
      ...modelSeo(f),
    };
  });
  await db.insert(models).values(rows);
  const modelIds = new Map(
    (await db.select({ id: models.id, slug: models.slug }).from(models)).map((m) => [m.slug, m.id]),
  );
  const ids = specs.map((m) => modelIds.get(m.slug)!);
  await db.insert(searchWords).values(
    specs.flatMap((m, i) => {
      const brand = brandOf(m);
      return modelSearchWords(m, brand.name, BRAND_INFO[brand.name].aliases).map((w) => ({
        ...w,
        modelId: ids[i]!,
      }));
    }),
  );
  await db.insert(modelDescriptionCards).values([
    ...SITE_CARDS.map((c, position) => ({ ...c, modelId: null, position })),
    ...specs.flatMap((m, i) =>
      modelCards(modelFacts(m, brandOf(m).name, byModel[i]!)).map((c, position) => ({
        ...c,
        modelId: ids[i]!,
        position,
      })),
    ),
  ]);
  return { brandIds, modelIds: ids };
}

async function insertVersions(db: Db, versionSeeds: readonly VersionSeed[], modelIds: readonly number[]) {
  await insertBatches(versionSeeds, (batch) =>
    db.insert(versions).values(
      batch.map((v) => ({
        modelId: modelIds[v.modelIndex]!,
        ecCode: v.ecCode,
        name: v.name,
        engineName: v.engineName,
        trim: v.trim,
        bodyType: v.bodyType,
        fuel: v.engine.fuel,
        gearbox: v.engine.gearbox,
        drive: v.engine.drive,
        powerKm: v.engine.powerKm,
        powerKw: v.powerKw,
        engineCapacity: v.engine.capacity,
        seats: v.seats,
        doors: v.doors,
        co2: v.engine.co2,
        equipment: v.equipment,
        listPriceNetGr: netGrosz(v.listPriceGross),
        listPriceGrossGr: v.listPriceGross * 100,
      })),
    ),
  );
  const rows = await db.select({ id: versions.id, ecCode: versions.ecCode }).from(versions);
  const byCode = new Map(rows.map((r) => [r.ecCode, r.id]));
  return versionSeeds.map((v) => byCode.get(v.ecCode)!);
}

async function insertVariants(
  db: Db,
  variantSeeds: readonly VariantSeed[],
  versionSeeds: readonly VersionSeed[],
  versionIds: readonly number[],
  modelIds: readonly number[],
  specs: readonly ModelSpec[],
  brandIds: ReadonlyMap<string, number>,
) {
  await insertBatches(variantSeeds, (batch) =>
    db.insert(variants).values(
      batch.map((v) => {
        const version = versionSeeds[v.versionIndex]!;
        return {
          offerCode: v.offerCode,
          versionId: versionIds[v.versionIndex]!,
          modelId: modelIds[v.modelIndex]!,
          brandId: brandIds.get(specs[v.modelIndex]!.brandSlug)!,
          isNew: v.isNew,
          groupId: v.groupId,
          bodyType: version.bodyType,
          fuel: version.engine.fuel,
          gearbox: version.engine.gearbox,
          drive: version.engine.drive,
          seats: version.seats,
          powerKm: version.engine.powerKm,
          productionYear: v.productionYear,
          colour: v.colour,
          colourHex: v.colourHex,
          priceNetGr: netGrosz(v.priceGross),
          priceGrossGr: v.priceGross * 100,
          stockCount: v.stockCount,
          labels: v.labels,
          labelMask: labelMask(v.labels),
          extras: v.extras,
          mileageKm: v.mileageKm,
          firstRegistration: v.firstRegistration,
          location: v.location,
        };
      }),
    ),
  );
}

async function insertEditorial(
  db: Db,
  specs: readonly ModelSpec[],
  versionSeeds: readonly VersionSeed[],
  variantSeeds: readonly VariantSeed[],
  modelIds: readonly number[],
  brandIds: ReadonlyMap<string, number>,
  validFrom: string,
) {
  const categoryOrder = new Map<string, number>(EQUIPMENT_CATEGORIES.map((c, i) => [c, i]));
  await db.insert(equipmentItems).values(
    Object.entries(EQUIPMENT).map(([code, [name, category]], i) => ({
      code,
      name,
      category,
      position: categoryOrder.get(category)! * 100 + i,
    })),
  );
  await db.insert(collections).values(COLLECTIONS.map((c, position) => ({ ...c, position })));
  await db.insert(purposes).values(PURPOSES.map((p, position) => ({ ...p, position })));
  await db.insert(banners).values(
    bannerSeeds(brandSeeds, specs).map((b, position) => ({
      brandId: b.brandSlug ? brandIds.get(b.brandSlug)! : null,
      slot: b.slot,
      title: b.title,
      text: b.text,
      ctaLabel: b.ctaLabel,
      href: b.href,
      theme: b.theme,
      position,
    })),
  );
  const offers = limitedOfferSeeds(specs, brandSeeds, versionSeeds, variantSeeds, validFrom);
  if (offers.length)
    await db.insert(limitedOffers).values(offers.map((o) => ({ ...o, modelId: modelIds[o.modelIndex]! })));
}

/** The whole generated catalogue as plain data (for tests and the seed itself). */
export function generateCatalog(count: number) {
  const specs = loadModels();
  const versionSeeds = buildVersions(specs);
  const variantSeeds = generateVariants(specs, versionSeeds, count);
  return { specs, versionSeeds, variantSeeds };
}

/**
 * Seeds the catalogue with `variants` offers unless the database already holds exactly that
 * catalogue. Replaces any other catalogue (another size or an older CATALOG_SEED_VERSION).
 */
export async function seedCatalog(db: Db, options: CatalogSeedOptions = {}): Promise<CatalogSeedResult> {
  const count = options.variants ?? DEFAULT_CATALOG_VARIANTS;
  const validFrom = options.today ?? warsawToday();
  if (!Number.isInteger(count) || count < 0 || count > MAX_CATALOG_VARIANTS)
    throw new RangeError(`catalogue size must be 0–${MAX_CATALOG_VARIANTS}: ${count}`);
  const started = performance.now();
  const stamp = stampOf(count);
  if ((await storedStamp(db)) === stamp) return { seeded: false, variants: count, ms: 0 };
  let seeded = false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${LOCK_ID})`);
    if ((await storedStamp(t)) === stamp) return;
    const { specs, versionSeeds, variantSeeds } = generateCatalog(count);
    await wipe(t);
    const { brandIds, modelIds } = await insertBrandsAndModels(t, specs, versionSeeds);
    const versionIds = await insertVersions(t, versionSeeds, modelIds);
    await insertVariants(t, variantSeeds, versionSeeds, versionIds, modelIds, specs, brandIds);
    await insertEditorial(t, specs, versionSeeds, variantSeeds, modelIds, brandIds, validFrom);
    await refreshCatalogStats(t);
    await t
      .insert(appMeta)
      .values({ key: META_KEY, value: stamp })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: stamp, updatedAt: new Date() } });
    seeded = true;
  });
  // Outside the transaction (VACUUM cannot run in one): mark the pages all-visible, so counts can
  // use index-only scans. Best effort: another process may be vacuuming at the same time.
  if (seeded) await db.execute(sql`vacuum analyze variants`).catch(() => undefined);
  return { seeded, variants: count, ms: Math.round(performance.now() - started) };
}
