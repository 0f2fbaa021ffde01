/**
 * The car an order is for, as a snapshot taken when the order starts: a catalogue offer (by id, or the
 * cheapest of a group) or a version from the vehicle dictionary with the visitor's own price. Offers by
 * link take their car the same way (offer-quote.ts).
 */
import type { Db } from "@vhs/db/client.ts";
import { brands, models, variants, versions } from "@vhs/db/schema/catalog.ts";
import { type OrderCar, vehicleMakes, vehicleModels, vehicleVersions } from "@vhs/db/schema/orders.ts";
import { type ClientType, VAT_RATE } from "@vhs/domain/leasing-constants.ts";
import { roundGrosz } from "@vhs/domain/leasing-math.ts";
import { asc, desc, eq, sql } from "drizzle-orm";

export type CarLookup =
  | {
      ok: true;
      car: OrderCar;
      variantId: number | null;
      groupId: string | null;
      dictionaryVersionId: number | null;
    }
  | { ok: false; field: string; message: string };

const gr = (grosz: number) => Math.round(grosz) / 100;

/** A catalogue offer by id, or the cheapest offer of a group (in stock first). */
export async function carFromCatalog(
  db: Db,
  ref: { variantId?: number | undefined; groupId?: string | undefined },
): Promise<CarLookup> {
  const where =
    ref.variantId !== undefined ? eq(variants.id, ref.variantId) : eq(variants.groupId, ref.groupId!);
  const [row] = await db
    .select({
      id: variants.id,
      offerCode: variants.offerCode,
      groupId: variants.groupId,
      isNew: variants.isNew,
      year: variants.productionYear,
      colour: variants.colour,
      priceNetGr: variants.priceNetGr,
      priceGrossGr: variants.priceGrossGr,
      mileageKm: variants.mileageKm,
      stock: variants.stockCount,
      brand: brands.name,
      model: models.name,
      version: versions.name,
      ecCode: versions.ecCode,
      bodyType: versions.bodyType,
      fuel: versions.fuel,
      gearbox: versions.gearbox,
      drive: versions.drive,
      powerKm: versions.powerKm,
      powerKw: versions.powerKw,
      engineCapacity: versions.engineCapacity,
      co2: versions.co2,
    })
    .from(variants)
    .innerJoin(versions, eq(versions.id, variants.versionId))
    .innerJoin(models, eq(models.id, variants.modelId))
    .innerJoin(brands, eq(brands.id, variants.brandId))
    .where(where)
    .orderBy(desc(sql`${variants.stockCount} > 0`), asc(variants.priceNetGr), asc(variants.id))
    .limit(1);
  if (!row) {
    return ref.variantId !== undefined
      ? { ok: false, field: "variantId", message: "Nie znaleziono tej oferty. Wybierz samochód ponownie." }
      : {
          ok: false,
          field: "groupId",
          message: "Nie znaleziono tej grupy ofert. Wybierz samochód ponownie.",
        };
  }
  const byVariant = ref.variantId !== undefined;
  return {
    ok: true,
    variantId: row.id,
    groupId: row.groupId,
    dictionaryVersionId: null,
    car: {
      source: "catalog",
      brand: row.brand,
      model: row.model,
      version: row.version,
      year: row.year,
      isNew: row.isNew,
      bodyType: row.bodyType,
      fuel: row.fuel,
      gearbox: row.gearbox,
      drive: row.drive,
      powerKm: row.powerKm,
      powerKw: row.powerKw,
      engineCapacity: row.engineCapacity,
      co2: row.co2,
      priceNet: gr(row.priceNetGr),
      priceGross: gr(row.priceGrossGr),
      colour: byVariant ? row.colour : null,
      offerCode: byVariant ? row.offerCode : null,
      eurotaxCode: row.ecCode,
      mileageKm: row.mileageKm,
      seller: null,
    },
  };
}

/** A car outside our stock, from the vehicle dictionary, with the year and price the customer gave. */
export async function carFromDictionary(
  db: Db,
  input: {
    dictionaryVersionId: number;
    year: number;
    price?: number | undefined;
    priceType?: "net" | "gross" | undefined;
    seller?: "dealer" | "private" | undefined;
    mileageKm?: number | undefined;
    client: ClientType;
  },
  currentYear: number,
): Promise<CarLookup> {
  const [row] = await db
    .select({
      id: vehicleVersions.id,
      eurotaxCode: vehicleVersions.eurotaxCode,
      name: vehicleVersions.name,
      yearFrom: vehicleVersions.yearFrom,
      yearTo: vehicleVersions.yearTo,
      bodyType: vehicleVersions.bodyType,
      fuel: vehicleVersions.fuel,
      gearbox: vehicleVersions.gearbox,
      drive: vehicleVersions.drive,
      powerKm: vehicleVersions.powerKm,
      powerKw: vehicleVersions.powerKw,
      capacityCcm: vehicleVersions.capacityCcm,
      co2: vehicleVersions.co2,
      priceNetGr: vehicleVersions.priceNetGr,
      model: vehicleModels.name,
      generation: vehicleModels.generation,
      make: vehicleMakes.name,
    })
    .from(vehicleVersions)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVersions.modelId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(vehicleVersions.id, input.dictionaryVersionId));
  if (!row)
    return {
      ok: false,
      field: "dictionaryVersionId",
      message: "Nie znaleziono tej wersji samochodu w słowniku.",
    };
  const lastYear = Math.min(row.yearTo ?? currentYear, currentYear);
  if (input.year < row.yearFrom || input.year > lastYear)
    return {
      ok: false,
      field: "year",
      message:
        row.yearFrom === lastYear
          ? `Ta wersja była produkowana w ${row.yearFrom} r.`
          : `Ta wersja była produkowana w latach ${row.yearFrom}–${lastYear}.`,
    };
  const priceType = input.priceType ?? (input.client === "consumer" ? "gross" : "net");
  const listNet = gr(row.priceNetGr);
  const priceNet =
    input.price === undefined
      ? listNet
      : roundGrosz(priceType === "net" ? input.price : input.price / (1 + VAT_RATE));
  const priceGross =
    input.price !== undefined && priceType === "gross" ? input.price : roundGrosz(priceNet * (1 + VAT_RATE));
  const isNew = input.year >= currentYear && !input.mileageKm;
  return {
    ok: true,
    variantId: null,
    groupId: null,
    dictionaryVersionId: row.id,
    car: {
      source: "dictionary",
      brand: row.make,
      model: `${row.model} ${row.generation}`,
      version: row.name,
      year: input.year,
      isNew,
      bodyType: row.bodyType,
      fuel: row.fuel,
      gearbox: row.gearbox,
      drive: row.drive,
      powerKm: row.powerKm,
      powerKw: row.powerKw,
      engineCapacity: row.capacityCcm,
      co2: row.co2,
      priceNet,
      priceGross,
      colour: null,
      offerCode: null,
      eurotaxCode: row.eurotaxCode,
      mileageKm: input.mileageKm ?? null,
      seller: input.seller ?? "dealer",
    },
  };
}
