// Versions (Eurotax-style wersje) from the model tables: every body × engine × trim a model offers,
// with its list price, equipment and a 7-digit version code. Pure and deterministic.
import type { BodyTypeSlug } from "@vhs/domain/labels.ts";
import { slugify } from "@vhs/domain/labels.ts";
import { BRAND_INFO, BRAND_NAMES, type BrandName } from "./brands.ts";
import { modelSignature, versionEquipment } from "./equipment.ts";
import type { EngineSpec, ModelSpec } from "./model-data.ts";

export const VAT = 0.23;

/** Brands whose cheapest trim already has the second tier of equipment. */
const PREMIUM = new Set([
  "bmw",
  "mercedes-benz",
  "audi",
  "volvo",
  "lexus",
  "porsche",
  "land-rover",
  "mini",
  "tesla",
  "alfa-romeo",
]);

/** Price step of each trim over the model's base price. */
const TRIM_FACTORS = [0, 0.08, 0.15, 0.24];

const DEFAULT_SEATS: Partial<Record<BodyTypeSlug, number>> = { coupe: 4, kabriolet: 4, dostawczy: 2 };
const DEFAULT_DOORS: Record<BodyTypeSlug, number> = {
  suv: 5,
  hatchback: 5,
  sedan: 4,
  kombi: 5,
  minivan: 5,
  coupe: 2,
  kabriolet: 2,
  pickup: 4,
  crossover: 5,
  liftback: 5,
  dostawczy: 4,
};

export interface VersionSeed {
  modelIndex: number;
  ecCode: string;
  name: string;
  engineName: string;
  trim: string;
  trimIndex: number;
  bodyType: BodyTypeSlug;
  engine: EngineSpec;
  powerKw: number;
  seats: number;
  doors: number;
  equipment: string[];
  listPriceGross: number;
}

export interface BrandSeed {
  slug: string;
  name: BrandName;
}

export const brandSeeds: BrandSeed[] = BRAND_NAMES.map((name) => ({ slug: slugify(name), name }));

export function brandOf(model: ModelSpec): BrandSeed {
  return brandSeeds.find((b) => b.slug === model.brandSlug)!;
}

/** A list price the way price lists print it: whole thousands minus 100 zł (e.g. 126 900). */
export function listPrice(value: number): number {
  return Math.max(1000, Math.round(value / 1000) * 1000) - 100;
}

export const kmToKw = (km: number) => Math.round(km * 0.7355);

/** Gross zł → net grosz at 23 % VAT. */
export const netGrosz = (grossZl: number) => Math.round((grossZl * 100) / (1 + VAT));

export function buildVersions(models: readonly ModelSpec[]): VersionSeed[] {
  const versions: VersionSeed[] = [];
  const perBrand = new Map<string, number>();
  models.forEach((model, modelIndex) => {
    const brand = brandOf(model);
    const info = BRAND_INFO[brand.name];
    const modelNo = perBrand.get(brand.slug) ?? 0;
    perBrand.set(brand.slug, modelNo + 1);
    const brandNo = brandSeeds.indexOf(brand);
    const trims = info.trims.slice(0, model.trimCount);
    const tierOffset = PREMIUM.has(brand.slug) ? 1 : 0;
    const signature = modelSignature(model.slug, model.basePrice);
    let versionNo = 0;
    model.bodies.forEach((body, bodyIndex) => {
      const bodyFactor = bodyIndex === 0 ? 1 : body === "kabriolet" ? 1.08 : body === "coupe" ? 1.04 : 1.03;
      for (const engine of model.engines) {
        if (engine.bodies.length > 0 && !engine.bodies.includes(body)) continue;
        trims.forEach((trim, trimIndex) => {
          // Trims spread over the tiers: two trims are the lowest and the third tier, and so on.
          const spread = trims.length === 1 ? 1 : Math.round((trimIndex * 2) / (trims.length - 1));
          const tier = Math.min(3, spread + tierOffset + (trims.length >= 4 && trimIndex === 3 ? 1 : 0));
          // The base body and trim take the table's price as is (MARKET.md figures stay exact).
          const gross =
            bodyIndex === 0 && trimIndex === 0
              ? model.basePrice + engine.surcharge
              : listPrice(
                  (model.basePrice + engine.surcharge) * bodyFactor +
                    model.basePrice * TRIM_FACTORS[trimIndex]!,
                );
          const ecCode = `${brandNo + 10}${String(modelNo).padStart(2, "0")}${String(versionNo).padStart(3, "0")}`;
          versionNo++;
          versions.push({
            modelIndex,
            ecCode,
            // "1.5 Hybrid 130 AWD-i" + 130 KM → "1.5 Hybrid AWD-i 130 KM": the power is said once.
            name: [
              ...engine.name.split(" ").filter((token) => token !== String(engine.powerKm)),
              `${engine.powerKm} KM`,
              trim,
            ]
              .filter(Boolean)
              .join(" "),
            engineName: engine.name,
            trim,
            trimIndex,
            bodyType: body,
            engine,
            powerKw: kmToKw(engine.powerKm),
            seats: model.seats ?? DEFAULT_SEATS[body] ?? 5,
            doors: model.doors ?? DEFAULT_DOORS[body],
            equipment: versionEquipment(tier, engine.fuel, engine.drive, engine.gearbox, body, signature),
            listPriceGross: gross,
          });
        });
      }
    });
  });
  return versions;
}
