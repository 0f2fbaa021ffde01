import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { vehicleMakes, vehicleModels, vehicleVersions } from "../schema/orders.ts";
import { createTestDb } from "../testing.ts";
import {
  kmToKw,
  parseVehicleDictionary,
  seedVehicleDictionary,
  VEHICLE_DICTIONARY,
} from "./vehicle-dictionary.ts";

describe("the vehicle dictionary text", () => {
  const makes = parseVehicleDictionary();
  const versions = makes.flatMap((m) =>
    m.models.flatMap((md) => md.versions.map((v) => ({ ...v, model: md }))),
  );

  it("has the Polish market's common makes, models with generations, and 200+ versions", () => {
    expect(makes.map((m) => m.name)).toEqual(
      expect.arrayContaining(["Toyota", "Škoda", "Volkswagen", "Kia", "Dacia"]),
    );
    expect(makes.reduce((n, m) => n + m.models.length, 0)).toBeGreaterThan(80);
    expect(versions.length).toBeGreaterThan(200);
  });

  it("gives every version a unique Eurotax-style code, years inside its model's, and kW from KM", () => {
    expect(new Set(versions.map((v) => v.eurotaxCode)).size).toBe(versions.length);
    for (const v of versions) {
      expect(v.yearFrom).toBeGreaterThanOrEqual(v.model.yearFrom);
      if (v.model.yearTo !== null) expect(v.yearTo).not.toBeNull();
      if (v.yearTo !== null && v.model.yearTo !== null) expect(v.yearTo).toBeLessThanOrEqual(v.model.yearTo);
      expect(v.powerKw).toBe(kmToKw(v.powerKm));
      if (v.fuel === "elektryczny") expect([v.capacityCcm, v.co2]).toEqual([0, 0]);
      expect(v.name).toContain(`${v.powerKm} KM`);
    }
    expect(kmToKw(150)).toBe(110);
  });

  it("stops on a bad line with its number", () => {
    expect(() =>
      parseVehicleDictionary(
        "# toyota | Toyota\n@ X | I | 2020- | suv | 5 | 5\n  1.0 | A | ropa | 72 | 998 | M | P | 1 | 50000",
      ),
    ).toThrow(/line 3: unknown fuel ropa/);
    expect(VEHICLE_DICTIONARY.length).toBeGreaterThan(1000);
  });
});

describe("seeding the dictionary", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("is idempotent and keeps ids stable", async () => {
    await seedVehicleDictionary(handle.db);
    const count = async () =>
      (await handle.db.select({ n: sql<number>`count(*)::int` }).from(vehicleVersions))[0]!.n;
    const first = await count();
    const [toyota] = await handle.db.select().from(vehicleMakes).where(sql`${vehicleMakes.code} = 'toyota'`);
    await seedVehicleDictionary(handle.db);
    expect(await count()).toBe(first);
    const [again] = await handle.db.select().from(vehicleMakes).where(sql`${vehicleMakes.code} = 'toyota'`);
    expect(again!.id).toBe(toyota!.id);
    const models = await handle.db
      .select()
      .from(vehicleModels)
      .where(sql`${vehicleModels.makeId} = ${toyota!.id}`);
    expect(models.map((m) => m.name)).toContain("Corolla");
  });
});
