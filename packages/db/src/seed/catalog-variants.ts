// Offers (variants): new cars in stock or to order, grouped by version and model year, and used
// cars, each its own group, depreciated by age and mileage. Deterministic for a given count.
import type { CarLabelCode } from "@vhs/domain/catalog-rules.ts";
import { carValueLimit } from "@vhs/domain/tax-effect.ts";
import type { VersionSeed } from "./catalog-versions.ts";
import { CITIES, COLOURS, EXTRA_OPTIONS } from "./equipment.ts";
import type { ModelSpec } from "./model-data.ts";
import { createRandom, type Random, weightedIndex } from "./random.ts";

/** The date the catalogue describes ("today" of the seed): ages and registrations count from it. */
export const REFERENCE_DATE = "2026-03-01";
const REFERENCE_YEAR = 2026;
const REFERENCE = new Date(`${REFERENCE_DATE}T00:00:00Z`);
export const CATALOG_RANDOM_SEED = 20_260_301;
/** Share of new cars among the offers. */
const NEW_SHARE = 0.55;

/** Years of manufacturer warranty by brand (default 3), for the "gwarancja" label on used cars. */
const WARRANTY_YEARS: Readonly<Record<string, number>> = { kia: 7, mg: 7, hyundai: 5, lexus: 4, byd: 6 };

export interface VariantSeed {
  offerCode: string;
  versionIndex: number;
  modelIndex: number;
  isNew: boolean;
  groupId: string;
  productionYear: number;
  colour: string;
  colourHex: string;
  /** Gross zł (whole). */
  priceGross: number;
  stockCount: number;
  labels: CarLabelCode[];
  extras: string[];
  mileageKm: number | null;
  firstRegistration: string | null;
  location: string;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function taxLabels(version: VersionSeed): CarLabelCode[] {
  const limit = carValueLimit(version.engine.fuel, version.engine.co2);
  return limit === 225_000 ? ["limit-225"] : limit === 150_000 ? ["limit-150"] : [];
}

function pickColour(rnd: Random) {
  return rnd.weighted(
    COLOURS,
    COLOURS.map((c) => c.weight),
  );
}

function pickExtras(rnd: Random, version: VersionSeed, max: number): string[] {
  const extras: string[] = [];
  const n = rnd.int(0, max);
  for (let i = 0; i < n; i++) {
    const code = rnd.pick(EXTRA_OPTIONS);
    if (!version.equipment.includes(code) && !extras.includes(code)) extras.push(code);
  }
  return extras;
}

const STOCK = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12];
const STOCK_WEIGHTS = [15, 25, 17, 12, 9, 7, 6, 4, 3, 2];

function newVariant(
  rnd: Random,
  model: ModelSpec,
  version: VersionSeed,
  versionIndex: number,
  number: number,
): VariantSeed {
  const year =
    model.generationYear >= REFERENCE_YEAR || rnd.chance(0.7) ? REFERENCE_YEAR : REFERENCE_YEAR - 1;
  const colour = pickColour(rnd);
  const extras = pickExtras(rnd, version, 3);
  const stockCount = model.preorder ? 0 : rnd.weighted(STOCK, STOCK_WEIGHTS);
  const promo = !model.preorder && rnd.chance(year < REFERENCE_YEAR ? 0.35 : 0.12);
  const discount = promo ? 0.07 + rnd.next() * 0.05 : rnd.next() * 0.05;
  const extrasPrice = extras.length * roundTo(1500 + rnd.next() * 5000, 500);
  const gross = roundTo((version.listPriceGross + colour.surcharge + extrasPrice) * (1 - discount), 100);
  const labels: CarLabelCode[] = [stockCount > 0 ? "od-reki" : "na-zamowienie"];
  if (stockCount > 0 && stockCount <= 2) labels.push("ostatnie-sztuki");
  if (promo) labels.push("promocja");
  if (model.generationYear >= REFERENCE_YEAR - 1) labels.push("nowosc");
  labels.push(...taxLabels(version));
  return {
    offerCode: `N${String(number).padStart(7, "0")}`,
    versionIndex,
    modelIndex: version.modelIndex,
    isNew: true,
    groupId: `n-${version.ecCode}-${year}`,
    productionYear: year,
    colour: colour.name,
    colourHex: colour.hex,
    priceGross: gross,
    stockCount,
    labels,
    extras,
    mileageKm: null,
    firstRegistration: null,
    location: rnd.weighted(
      CITIES.map((c) => c[0]),
      CITIES.map((c) => c[1]),
    ),
  };
}

/** Value of a used car as a share of its price when new: −18 % in year one, −10 % a year after. */
export function depreciation(ageYears: number, mileageKm: number, electric: boolean): number {
  const byAge = ageYears < 1 ? 1 - 0.18 * ageYears : 0.82 * 0.9 ** (ageYears - 1);
  const expectedKm = 17_000 * Math.max(ageYears, 0.25);
  const byMileage = Math.min(1.08, Math.max(0.8, 1 - (0.04 * (mileageKm - expectedKm)) / 20_000));
  const byDrive = electric ? 0.95 ** ageYears : 1;
  return Math.max(0.18, byAge * byMileage * byDrive);
}

function usedVariant(
  rnd: Random,
  model: ModelSpec,
  brandSlug: string,
  version: VersionSeed,
  versionIndex: number,
  number: number,
): VariantSeed {
  // Mostly one to six years old, as lessors prefer (MARKET.md), never older than the generation.
  const oldest = Math.max(model.generationYear, REFERENCE_YEAR - 9);
  const ages = [];
  for (let y = REFERENCE_YEAR - 1; y >= oldest; y--) ages.push(y);
  const year = rnd.weighted(
    ages,
    ages.map((y) => (REFERENCE_YEAR - y <= 6 ? 3 : 1)),
  );
  const registered = new Date(Date.UTC(year, rnd.int(0, 11), rnd.int(1, 28)));
  const ageYears = Math.max(0.1, (REFERENCE.getTime() - registered.getTime()) / (365.25 * 86_400_000));
  const mileageKm = roundTo(Math.max(800, ageYears * (9_000 + rnd.next() * 18_000)), 100);
  const electric = version.engine.fuel === "elektryczny";
  // A used car never asks more than 95 % of its version's list price, however young.
  const value =
    version.listPriceGross *
    Math.min(0.95, depreciation(ageYears, mileageKm, electric) * (0.95 + rnd.next() * 0.1));
  const colour = pickColour(rnd);
  const promo = rnd.chance(0.08);
  const labels: CarLabelCode[] = [];
  if (promo) labels.push("promocja");
  if (rnd.chance(0.75)) labels.push("bezwypadkowy");
  if (rnd.chance(0.55)) labels.push("pierwszy-wlasciciel");
  if (rnd.chance(0.6)) labels.push("serwis-aso");
  if (ageYears < (WARRANTY_YEARS[brandSlug] ?? 3)) labels.push("gwarancja");
  labels.push(...taxLabels(version));
  return {
    offerCode: `U${String(number).padStart(7, "0")}`,
    versionIndex,
    modelIndex: version.modelIndex,
    isNew: false,
    groupId: `u-${String(number).padStart(7, "0")}`,
    productionYear: year,
    colour: colour.name,
    colourHex: colour.hex,
    priceGross: roundTo(value * (promo ? 0.95 : 1), 100),
    stockCount: 1,
    labels,
    extras: pickExtras(rnd, version, 2),
    mileageKm,
    firstRegistration: registered.toISOString().slice(0, 10),
    location: rnd.weighted(
      CITIES.map((c) => c[0]),
      CITIES.map((c) => c[1]),
    ),
  };
}

/**
 * `count` offers. Models get offers in proportion to (registrations + 300)^0.75, so popular cars
 * dominate but every model appears; when count allows, each model first gets one new car of its
 * cheapest version. Within a model, cheaper trims are more common.
 */
export function generateVariants(
  models: readonly ModelSpec[],
  versions: readonly VersionSeed[],
  count: number,
): VariantSeed[] {
  const rnd = createRandom(CATALOG_RANDOM_SEED);
  const byModel: number[][] = models.map(() => []);
  versions.forEach((v, i) => {
    byModel[v.modelIndex]!.push(i);
  });
  const pickModel = weightedIndex(models.map((m) => (m.popularity + 300) ** 0.75));
  const pickVersion = byModel.map((list) => weightedIndex(list.map((i) => 1 / (1 + versions[i]!.trimIndex))));
  const variants: VariantSeed[] = [];
  let newNo = 0;
  let usedNo = 0;
  const guaranteed = count >= models.length * 2 ? models.length : 0;
  for (let i = 0; i < count; i++) {
    const modelIndex = i < guaranteed ? i : pickModel(rnd.next());
    const model = models[modelIndex]!;
    const list = byModel[modelIndex]!;
    const versionIndex = i < guaranteed ? list[0]! : list[pickVersion[modelIndex]!(rnd.next())]!;
    const version = versions[versionIndex]!;
    const isNew =
      i < guaranteed || model.preorder || model.generationYear >= REFERENCE_YEAR || rnd.chance(NEW_SHARE);
    variants.push(
      isNew
        ? newVariant(rnd, model, version, versionIndex, ++newNo)
        : usedVariant(rnd, model, model.brandSlug, version, versionIndex, ++usedNo),
    );
  }
  return variants;
}
