// The offer's car and lease: a catalogue variant or a dictionary version (the order's snapshots, plus the
// catalogue's equipment list), or the salesperson's free description with a price; the quote is the
// order's (packages/domain leasing maths at the newest index fixing) with the full monthly schedule.
import type { Db } from "@vhs/db/client.ts";
import { equipmentItems, variants, versions } from "@vhs/db/schema/catalog.ts";
import type { OfferCar, OfferQuote } from "@vhs/db/schema/offers.ts";
import { type ClientType, VAT_RATE } from "@vhs/domain/leasing-constants.ts";
import { amortizationSchedule, roundGrosz } from "@vhs/domain/leasing-math.ts";
import { asc, eq, inArray } from "drizzle-orm";
import { type CarLookup, carFromCatalog, carFromDictionary } from "./order-car.ts";
import { computeQuote, type OrderDeps, warsawDay } from "./order-service.ts";

/** The stored car: the snapshot, and for a catalogue car the names of its equipment. */
export type StoredOfferCar = OfferCar & { equipment?: string[] };

export type OfferCarInput =
  | { variantId: number }
  | {
      dictionaryVersionId: number;
      year: number;
      price?: number | undefined;
      priceType?: "net" | "gross" | undefined;
      mileageKm?: number | undefined;
    }
  | { description: string; priceNet: number };

export type OfferCarLookup =
  | {
      ok: true;
      car: StoredOfferCar;
      carSource: OfferCar["source"];
      variantId: number | null;
      dictionaryVersionId: number | null;
    }
  | { ok: false; field: string; message: string };

async function equipmentOf(db: Db, variantId: number): Promise<string[]> {
  const [row] = await db
    .select({ standard: versions.equipment, extras: variants.extras })
    .from(variants)
    .innerJoin(versions, eq(versions.id, variants.versionId))
    .where(eq(variants.id, variantId));
  const codes = [...(row?.standard ?? []), ...(row?.extras ?? [])];
  if (codes.length === 0) return [];
  const items = await db
    .select({ name: equipmentItems.name })
    .from(equipmentItems)
    .where(inArray(equipmentItems.code, codes))
    .orderBy(asc(equipmentItems.position));
  return items.map((i) => i.name);
}

/** The car of a new offer, from one of the three sources. */
export async function offerCar(
  db: Db,
  input: OfferCarInput,
  client: ClientType,
  now: number,
): Promise<OfferCarLookup> {
  if ("description" in input) {
    const priceNet = roundGrosz(input.priceNet);
    return {
      ok: true,
      carSource: "description",
      variantId: null,
      dictionaryVersionId: null,
      car: {
        source: "description",
        description: input.description,
        priceNet,
        priceGross: roundGrosz(priceNet * (1 + VAT_RATE)),
      },
    };
  }
  const lookup: CarLookup =
    "variantId" in input
      ? await carFromCatalog(db, { variantId: input.variantId })
      : await carFromDictionary(db, { ...input, client }, Number(warsawDay(now).slice(0, 4)));
  if (!lookup.ok) return lookup;
  const equipment = lookup.variantId === null ? [] : await equipmentOf(db, lookup.variantId);
  return {
    ok: true,
    carSource: lookup.car.source,
    variantId: lookup.variantId,
    dictionaryVersionId: lookup.dictionaryVersionId,
    car: { ...lookup.car, equipment },
  };
}

/** The lease with its monthly schedule (netto and brutto instalments); null without an index fixing. */
export async function offerQuote(
  deps: Pick<OrderDeps, "db" | "benchmarkName" | "benchmark" | "now">,
  car: Pick<OfferCar, "priceNet" | "priceGross">,
  params: { client: ClientType; duration: number; initialFee: number; repurchase: number },
  included: string[],
): Promise<OfferQuote | null> {
  const quote = await computeQuote(deps, car, params);
  if (!quote) return null;
  const terms = {
    initialFeePct: params.initialFee,
    repurchasePct: params.repurchase,
    months: params.duration,
    annualRatePct: quote.annualRatePct,
  };
  const net = amortizationSchedule({ ...terms, price: quote.priceNet });
  const gross = amortizationSchedule({ ...terms, price: quote.priceGross });
  return {
    ...quote,
    included,
    schedule: net.map((row, i) => ({
      month: row.month,
      installmentNet: row.installment,
      installmentGross: gross[i]!.installment,
      capitalNet: row.capital,
      interestNet: row.interest,
      remainingNet: row.balance,
    })),
  };
}
