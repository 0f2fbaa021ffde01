// Helpers for the offer-payment tests: offers inserted directly (an operator, a link token, a quote with an
// initial fee), an API with a test clock and a chosen payment provider, and readers of the rows a test checks.
import { randomUUID } from "node:crypto";
import type { Db, DbHandle } from "@vhs/db/client.ts";
import { offerEvents, offerPayments, offers } from "@vhs/db/schema/offers.ts";
import { asc, eq } from "drizzle-orm";
import { type ApiApp, createApiApp } from "../app.ts";
import type { Payments } from "../integrations/payments-config.ts";
import type { Clock } from "../integrations/support.ts";
import { createOperator, newOfferToken } from "../lib/offer-link.ts";
import { createKeyring, dataKeyFrom, sealJson } from "../lib/order-crypto.ts";

export const PUBLIC_ORIGIN = "https://www.leasingowo.test";
export const START = Date.parse("2026-11-20T10:00:00Z");
const keyring = createKeyring(
  dataKeyFrom("3a1c5e7f9b2d4f6a8c0e2b4d6f8a1c3e5b7d9f1a3c5e7b9d2f4a6c8e0b1d3f5a")!,
);

export type OfferInsert = typeof offers.$inferInsert;

/** An offer ready to be paid (sent, valid for 14 days, payment enabled, initial fee 12 345,67 zł gross). */
export async function insertOffer(
  db: Db,
  over: Partial<OfferInsert> & { initialFeeGross?: number } = {},
): Promise<{ id: string; token: string }> {
  const { operator } = await createOperator(db, { name: "Anna Nowak", email: "anna.nowak@leasingowo.test" });
  const { token, hash } = newOfferToken();
  const id = randomUUID();
  const { initialFeeGross = 12_345.67, ...columns } = over;
  const priceNet = 100_372.11;
  await db.insert(offers).values({
    id,
    linkHash: hash,
    linkEnc: sealJson(keyring, `offers:${id}:linkEnc`, token),
    status: "sent",
    operatorId: operator.id,
    carSource: "description",
    car: {
      source: "description",
      description: "Škoda Octavia Combi 2.0 TDI Style",
      priceNet,
      priceGross: 123_457.7,
    },
    client: "consumer",
    duration: 36,
    initialFee: 10,
    repurchase: 20,
    quote: {
      priceNet,
      priceGross: 123_457.7,
      initialFeeNet: Math.round((initialFeeGross / 1.23) * 100) / 100,
      initialFeeGross,
      installmentNet: 2100,
      installmentGross: 2583,
      repurchaseNet: 20_074.42,
      repurchaseGross: 24_691.54,
      totalPaidNet: 115_000,
      totalPaidGross: 141_450,
      totalCostPct: 114.6,
      rrsoPct: 9.1,
      annualRatePct: 7.9,
      margin: 2.5,
      benchmark: { name: "WIBOR 3M", value: 4.2, fixingDate: "2026-11-19", source: "test" },
      included: [],
      schedule: [],
    },
    validUntil: new Date(START + 14 * 24 * 60 * 60 * 1000),
    paymentEnabled: true,
    ...columns,
  });
  return { id, token };
}

/** The API with a test clock (moved by changing `clock.now`) and the payments `make` builds on it. */
export function paymentsTestApp(
  handle: DbHandle,
  make: (now: Clock) => Payments,
): { app: ApiApp; clock: { now: number }; payments: Payments } {
  const clock = { now: START };
  const payments = make(() => clock.now);
  const app = createApiApp(handle, {
    publicOrigin: PUBLIC_ORIGIN,
    offerPayments: { payments, now: () => clock.now, env: {} },
  });
  return { app, clock, payments };
}

export const post = (app: ApiApp, path: string, body?: unknown) =>
  app.request(path, {
    method: "POST",
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

export const linkPath = (token: string) => `/v3/leasing-offer/${token}/create-payment-get-link`;

export async function offerRow(db: Db, id: string) {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

export async function paymentsOf(db: Db, offerId: string) {
  return db
    .select()
    .from(offerPayments)
    .where(eq(offerPayments.offerId, offerId))
    .orderBy(asc(offerPayments.createdAt));
}

export async function eventsOf(db: Db, offerId: string) {
  return db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(asc(offerEvents.id));
}
