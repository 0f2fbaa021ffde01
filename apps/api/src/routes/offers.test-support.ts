// Helpers for the offer tests: a seeded database with the vehicle dictionary, an app with a test clock,
// an in-memory SMS outbox and the database PIN store, operators, and the steps every flow repeats.
import type { DbHandle } from "@vhs/db/client.ts";
import { variants } from "@vhs/db/schema/catalog.ts";
import { offerEvents, offers } from "@vhs/db/schema/offers.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { pinFromSmsText } from "../integrations/pin.ts";
import { createSandboxSmsSender, type SandboxSmsSender } from "../integrations/sms.ts";
import { createOperator } from "../lib/offer-link.ts";
import { createDbPinStore } from "../lib/order-stores.ts";
import { jsonOf, orderTestDb, post, testKeyring } from "./digital-order.test-support.ts";

export { jsonOf, post };
export const offerTestDb = orderTestDb;

export const PIN_SECRET = "test-pin-secret-0123456789abcdef0123456789";
export const ORIGIN = "https://www.leasingowo.test";

export interface OfferTestApp {
  app: ApiApp;
  clock: { now: number };
  sms: SandboxSmsSender;
}

export function offerTestApp(handle: DbHandle, start = Date.parse("2026-11-20T10:00:00Z")): OfferTestApp {
  const clock = { now: start };
  const now = () => clock.now;
  const sms = createSandboxSmsSender({ outboxDir: null, now });
  const app = createApiApp(handle, {
    digitalOrder: { keyring: testKeyring(), now, env: {}, benchmarkName: "WIBOR 3M" },
    offers: {
      keyring: testKeyring(),
      now,
      sms,
      pin: { store: createDbPinStore(handle.db), secret: PIN_SECRET, sms, now },
      publicOrigin: ORIGIN,
      benchmarkName: "WIBOR 3M",
      env: {},
    },
  });
  return { app, clock, sms };
}

export async function newOperator(handle: DbHandle, name = "Anna Handlowa") {
  const { operator, token } = await createOperator(handle.db, {
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@leasingowo.test`,
    phone: "221234567",
  });
  return { operator, token, auth: { authorization: `Bearer ${token}` } };
}

export async function anyVariantId(handle: DbHandle): Promise<number> {
  const [row] = await handle.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(1);
  return row!.id;
}

export const LEASE = { client: "consumer", duration: 48, initialFee: 10, repurchase: 20 } as const;

/** A draft from a catalogue variant; answers its id and link token. */
export async function createDraft(
  t: OfferTestApp,
  auth: Record<string, string>,
  body: Record<string, unknown>,
): Promise<{ id: string; token: string; link: string }> {
  const res = await post(t.app, "/v3/create-offer-without-client", { ...LEASE, ...body }, auth);
  expect(res.status, await res.clone().text()).toBe(201);
  const json = await jsonOf<{ id: string; link: string }>(res);
  return { id: json.id, link: json.link, token: json.link.replace("/oferta/", "") };
}

/** A draft sent to `phone`: the link SMS went out. */
export async function sentOffer(
  t: OfferTestApp,
  auth: Record<string, string>,
  body: Record<string, unknown>,
  phone = "600700800",
) {
  const draft = await createDraft(t, auth, body);
  const res = await post(t.app, `/v3/make-offer-from-draft-for-consumer/${draft.id}`, { phone }, auth);
  expect(res.status, await res.clone().text()).toBe(200);
  return draft;
}

export const getOffer = (
  t: OfferTestApp,
  token: string,
  headers: Record<string, string> = {},
  bypass = false,
) => t.app.request(`/offer?uuid=${token}${bypass ? "&bypass=1" : ""}`, { headers });

export async function viewOf(res: Response): Promise<OfferView> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OfferView;
}

export const CONSUMER_FORM = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan.kowalski@example.pl",
  pesel: "44051401458",
  idCard: "ABA300000",
  address: {
    street: "Marszałkowska",
    houseNumber: "10",
    flatNumber: "5",
    postalCode: "00-950",
    city: "Warszawa",
  },
  consents: [{ id: "rodo", accepted: true, version: "2026-11" }],
};

/** The PIN of the newest SMS to a phone. */
export function lastPin(sms: SandboxSmsSender): string {
  const entry = sms.outbox.entries.at(-1)!;
  return pinFromSmsText(entry.message)!;
}

export async function eventsOf(handle: DbHandle, offerId: string) {
  return handle.db
    .select()
    .from(offerEvents)
    .where(eq(offerEvents.offerId, offerId))
    .orderBy(asc(offerEvents.at), asc(offerEvents.id));
}

export async function rowOf(handle: DbHandle, offerId: string) {
  const [row] = await handle.db.select().from(offers).where(eq(offers.id, offerId));
  return row!;
}
