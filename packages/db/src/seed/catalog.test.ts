import { createHash } from "node:crypto";
import { CAR_LABELS } from "@vhs/domain/catalog-rules.ts";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogSummary } from "../catalog-stats.ts";
import type { DbHandle } from "../client.ts";
import { brands, modelBodyStats, models, searchWords, variants, versions } from "../schema/catalog.ts";
import { createTestDb } from "../testing.ts";
import { BRAND_NAMES } from "./brands.ts";
import { catalogIsCurrent, generateCatalog, seedCatalog } from "./catalog.ts";
import { REFERENCE_DATE } from "./catalog-variants.ts";
import { parseModelTable } from "./model-data.ts";
import { seedIfNeeded } from "./run.ts";

const TODAY = "2026-03-01";
const sha = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("model tables", () => {
  const { specs, versionSeeds } = generateCatalog(0);

  it("cover at least 30 brands and 200 models sold in Poland, every brand with models", () => {
    expect(BRAND_NAMES.length).toBeGreaterThanOrEqual(30);
    expect(specs.length).toBeGreaterThanOrEqual(200);
    const withModels = new Set(specs.map((m) => m.brandSlug));
    expect(withModels.size).toBe(BRAND_NAMES.length);
  });

  it("have realistic engines: BEV and hydrogen 0 g CO₂, PHEV below 50, combustion 80–400", () => {
    for (const v of versionSeeds) {
      const { fuel, co2, capacity, powerKm } = v.engine;
      if (fuel === "elektryczny" || fuel === "wodor") expect([co2, capacity]).toEqual([0, 0]);
      else if (fuel === "hybryda-plug-in") expect(co2).toBeLessThan(50);
      else expect(co2).toBeGreaterThanOrEqual(80);
      expect(v.powerKw).toBe(Math.round(powerKm * 0.7355));
      expect(v.seats).toBeGreaterThanOrEqual(2);
      expect(v.name).not.toMatch(/\b(\d+) \1 KM\b/);
    }
  });

  it("use the MARKET.md list prices where it gives them", () => {
    const price = (model: string, engine: string) =>
      versionSeeds.find(
        (v) => specs[v.modelIndex]!.slug === model && v.engineName === engine && v.trimIndex === 0,
      )!.listPriceGross;
    expect(price("hs", "1.5T")).toBe(109_900);
    expect(price("hs", "1.5T DCT")).toBe(118_900);
    expect(price("hs", "1.5T PHEV")).toBe(156_500);
    expect(price("zs", "1.5 Hybrid+")).toBe(98_900);
    expect(price("duster", "Hybrid 140")).toBe(111_400);
    const corollaKombi = versionSeeds.filter(
      (v) => specs[v.modelIndex]!.slug === "corolla" && v.bodyType === "kombi",
    );
    expect(Math.min(...corollaKombi.map((v) => v.listPriceGross))).toBeGreaterThan(110_000);
    const octavia = versionSeeds
      .filter((v) => specs[v.modelIndex]!.slug === "octavia")
      .map((v) => v.listPriceGross);
    expect(Math.min(...octavia)).toBeGreaterThanOrEqual(115_000);
    expect(Math.max(...octavia)).toBeLessThanOrEqual(250_000);
  });

  it("reject a bad line naming it", () => {
    expect(() =>
      parseModelTable(
        "# toyota\n@ X | C | 2020 | suv | 100000 | 1\n  lead\n  1.0 | paliwo | 90 | 999 | M | P | 120 | 0",
        "t",
      ),
    ).toThrow("t:4: unknown fuel paliwo");
    expect(() =>
      parseModelTable(
        "# toyota\n@ X | C | 2020 | suv | 100000 | 1\n  lead\n  1.0 | hybryda-plug-in | 90 | 999 | A | P | 60 | 0",
        "t",
      ),
    ).toThrow("PHEV");
    expect(() => parseModelTable("# nieznana", "t")).toThrow("t:1: unknown brand");
  });
});

describe("generated offers", () => {
  const { specs, versionSeeds, variantSeeds } = generateCatalog(20_000);

  it("are the same for the same size on every run", () => {
    expect(sha(generateCatalog(20_000).variantSeeds)).toBe(sha(variantSeeds));
    expect(generateCatalog(2000).variantSeeds).toHaveLength(2000);
    expect(sha(generateCatalog(2000).variantSeeds)).toBe(sha(generateCatalog(2000).variantSeeds));
  });

  it("give models' base trims their own equipment, not one list for all", () => {
    const baseLists = new Map<number, string>();
    for (const v of versionSeeds)
      if (v.trimIndex === 0 && !baseLists.has(v.modelIndex))
        baseLists.set(v.modelIndex, [...v.equipment].sort().join(","));
    const distinct = new Set(baseLists.values()).size;
    expect(distinct / baseLists.size).toBeGreaterThan(0.5);
    for (const v of versionSeeds) {
      expect(new Set(v.equipment).size, "no item twice").toBe(v.equipment.length);
      expect(
        v.equipment.includes("klimatyzacja-manualna") && v.equipment.includes("klimatyzacja-automatyczna"),
        "one kind of air conditioning",
      ).toBe(false);
    }
  });

  it("mix new and used cars of every model, with valid labels and unique offer codes", () => {
    expect(variantSeeds).toHaveLength(20_000);
    const used = variantSeeds.filter((v) => !v.isNew).length;
    expect(used / variantSeeds.length).toBeGreaterThan(0.3);
    expect(used / variantSeeds.length).toBeLessThan(0.6);
    expect(new Set(variantSeeds.map((v) => v.modelIndex)).size).toBe(specs.length);
    expect(new Set(variantSeeds.map((v) => v.offerCode)).size).toBe(variantSeeds.length);
    for (const v of variantSeeds) for (const l of v.labels) expect(Object.keys(CAR_LABELS)).toContain(l);
  });

  it("give new cars a stock (0 = to order) and no mileage, grouped by version and model year", () => {
    for (const v of variantSeeds.filter((x) => x.isNew)) {
      expect(v.mileageKm).toBeNull();
      expect(v.labels.includes("na-zamowienie")).toBe(v.stockCount === 0);
      expect(v.groupId).toBe(`n-${versionSeeds[v.versionIndex]!.ecCode}-${v.productionYear}`);
      expect(v.priceGross).toBeLessThanOrEqual(versionSeeds[v.versionIndex]!.listPriceGross + 30_000);
    }
  });

  it("depreciate used cars by age and mileage, registered before the reference date", () => {
    const usedCars = variantSeeds.filter((v) => !v.isNew);
    for (const v of usedCars) {
      expect(v.stockCount).toBe(1);
      expect(v.mileageKm).toBeGreaterThan(0);
      expect(v.firstRegistration! < REFERENCE_DATE).toBe(true);
      expect(v.priceGross).toBeLessThan(versionSeeds[v.versionIndex]!.listPriceGross);
      expect(v.location).toBeTruthy();
    }
    // Share of the list price kept, by age: older cars keep less.
    const kept = (age: number) => {
      const list = usedCars.filter((v) => v.productionYear === 2026 - age);
      return (
        list.reduce((s, v) => s + v.priceGross / versionSeeds[v.versionIndex]!.listPriceGross, 0) /
        list.length
      );
    };
    expect(kept(1)).toBeGreaterThan(kept(3));
    expect(kept(3)).toBeGreaterThan(kept(6));
    expect(kept(6)).toBeGreaterThan(0.25);
  });
});

describe("seeding", () => {
  let first: DbHandle;
  let second: DbHandle;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDb(), createTestDb()]);
    await seedIfNeeded(first.db, { catalogVariants: 1200 });
    await seedCatalog(first.db, { variants: 1500, today: TODAY });
    await seedIfNeeded(second.db, { catalogVariants: 1500 });
    await seedCatalog(second.db, { variants: 1500, today: TODAY });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const dump = async (h: DbHandle) => ({
    variants: await h.db.select().from(variants).orderBy(asc(variants.id)),
    versions: await h.db.select().from(versions).orderBy(asc(versions.id)),
    models: await h.db.select().from(models).orderBy(asc(models.id)),
    stats: await h.db.select().from(modelBodyStats),
  });

  it("replaces a catalogue of another size and gives the same rows and ids for the same size", async () => {
    const [a, b] = await Promise.all([dump(first), dump(second)]);
    expect(a.variants).toHaveLength(1500);
    expect(sha(a)).toBe(sha(b));
    expect(await catalogIsCurrent(first.db, 1500)).toBe(true);
    expect(await seedIfNeeded(first.db, { catalogVariants: 1500 })).toBe(false);
  });

  it("stores brand texts, search words and a consistent summary", async () => {
    const [skoda] = await first.db.select().from(brands).where(sql`${brands.slug} = 'skoda'`);
    expect(skoda?.name).toBe("Škoda");
    expect(skoda?.seoText.length).toBeGreaterThanOrEqual(3);
    const words = await first.db.select().from(searchWords).where(sql`${searchWords.word} = 'oktavia'`);
    expect(words).toHaveLength(1);
    const summary = await readCatalogSummary(first.db);
    expect(summary?.offers).toBe(1500);
    for (const facet of Object.values(summary!.facets))
      expect(Object.values(facet).reduce((s, n) => s + n, 0)).toBe(1500);
    const stats = await first.db.select().from(modelBodyStats);
    expect(stats.reduce((s, r) => s + r.offers, 0)).toBe(1500);
    expect(summary!.prices.min).toBeGreaterThan(10_000);
    expect(summary!.prices.max).toBeLessThan(2_000_000);
  });

  it("writes model texts in Polish prose, not placeholders", async () => {
    const rows = await first.db.select().from(models);
    for (const m of rows) {
      const text = [m.lead, ...m.description, m.seoTitle, m.seoDescription, ...m.seoText].join("\n");
      expect(m.description.length).toBeGreaterThanOrEqual(4);
      expect(text).not.toMatch(/\b(?:lorem|ipsum|undefined|NaN|null)\b|\[object/);
      expect(text).toMatch(/[ąćęłńóśźż]/);
      expect(m.seoTitle).toContain(m.name);
    }
  });
});
