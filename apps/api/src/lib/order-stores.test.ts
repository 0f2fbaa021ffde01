// The database stores of the integrations (order-stores.ts) against a real database, through the same
// pure functions the routes use: issuePin/verifyPin over the PinStore, and the sandbox bank over the
// BankSessionStore (encrypted, keyed by the state's hash).
import type { DbHandle } from "@vhs/db/client.ts";
import { bankVerificationSessions, pinCodes, pinSends } from "@vhs/db/schema/orders.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSandboxBankProvider } from "../integrations/bank-account.ts";
import { issuePin, type PinDeps, pinFromSmsText, verifyPin } from "../integrations/pin.ts";
import { createSandboxSmsSender, type SandboxSmsSender } from "../integrations/sms.ts";
import { orderTestDb, testKeyring } from "../routes/digital-order.test-support.ts";
import { sha256Hex } from "./order-crypto.ts";
import { createDbBankSessionStore, createDbPinStore } from "./order-stores.ts";

let handle: DbHandle;
let clock: { now: number };
let sms: SandboxSmsSender;
let deps: PinDeps;

beforeAll(async () => {
  handle = await orderTestDb();
});
afterAll(async () => {
  await handle.close();
});

beforeEach(() => {
  clock = { now: Date.UTC(2026, 10, 20, 9, 0) };
  const now = () => clock.now;
  sms = createSandboxSmsSender({ outboxDir: null, now });
  deps = { store: createDbPinStore(handle.db), secret: "s".repeat(40), sms, now };
});

let offerSeq = 0;
const nextOffer = () => `offer-${++offerSeq}-${Date.now()}`;

async function issue(offerId: string, phone = "600700800") {
  const r = await issuePin(deps, { offerId, phone, purpose: "oferty leasingowej" });
  if (!r.ok) return r;
  return { ...r, pin: pinFromSmsText(sms.outbox.entries.at(-1)!.message)! };
}

describe("PinStore on the database", () => {
  it("issues, verifies once, and keeps only HMACs", async () => {
    const offer = nextOffer();
    const issued = await issue(offer);
    if (!issued.ok) throw new Error("not issued");
    const wrong = String((Number(issued.pin) + 1) % 1_000_000).padStart(6, "0");
    const bad = await verifyPin(deps, { offerId: offer, phone: "600700800", pin: wrong });
    expect(bad).toMatchObject({ ok: false, error: { code: "WRONG", attemptsLeft: 4 } });
    expect(await verifyPin(deps, { offerId: offer, phone: "600700800", pin: issued.pin })).toMatchObject({
      ok: true,
    });
    expect(await verifyPin(deps, { offerId: offer, phone: "600700800", pin: issued.pin })).toMatchObject({
      ok: false,
      error: { code: "NO_CODE" },
    });
    const rows = await handle.db.execute(sql`select row_to_json(p)::text as r from pin_codes p`);
    const text = (rows as unknown as { rows: { r: string }[] }).rows.map((x) => x.r).join("\n");
    expect(text).not.toContain(issued.pin);
    expect(text).not.toContain("600700800");
  });

  it("a new code replaces the earlier one; the code dies after 5 wrong tries and after 5 minutes", async () => {
    const offer = nextOffer();
    const first = await issue(offer, "600700810");
    clock.now += 31_000;
    const second = await issue(offer, "600700810");
    if (!first.ok || !second.ok) throw new Error("not issued");
    if (first.pin !== second.pin)
      expect(await verifyPin(deps, { offerId: offer, phone: "600700810", pin: first.pin })).toMatchObject({
        ok: false,
      });
    const rows = await handle.db.select().from(pinCodes).where(sql`${pinCodes.offerId} = ${offer}`);
    expect(rows).toHaveLength(1);

    const other = nextOffer();
    const code = await issue(other, "600700801");
    if (!code.ok) throw new Error("not issued");
    const wrong = String((Number(code.pin) + 7) % 1_000_000).padStart(6, "0");
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => verifyPin(deps, { offerId: other, phone: "600700801", pin: wrong })),
    );
    expect(tries.every((t) => !t.ok)).toBe(true);
    expect(await verifyPin(deps, { offerId: other, phone: "600700801", pin: code.pin })).toMatchObject({
      ok: false,
      error: { code: "LOCKED" },
    });

    const late = nextOffer();
    const expiring = await issue(late, "600700802");
    if (!expiring.ok) throw new Error("not issued");
    clock.now += 5 * 60_000 + 1;
    expect(await verifyPin(deps, { offerId: late, phone: "600700802", pin: expiring.pin })).toMatchObject({
      ok: false,
      error: { code: "EXPIRED" },
    });
  });

  it("limits sends per offer (3 an hour) and per phone, even when requests race", async () => {
    const offer = nextOffer();
    const phone = "600700803";
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => issuePin(deps, { offerId: offer, phone, purpose: "oferty" })),
    );
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect(raced.find((r) => !r.ok)).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_SENDS", limit: "COOLDOWN" },
    });
    clock.now += 31_000;
    expect((await issuePin(deps, { offerId: offer, phone, purpose: "oferty" })).ok).toBe(true);
    clock.now += 31_000;
    expect((await issuePin(deps, { offerId: offer, phone, purpose: "oferty" })).ok).toBe(true);
    clock.now += 31_000;
    expect(await issuePin(deps, { offerId: offer, phone, purpose: "oferty" })).toMatchObject({
      ok: false,
      error: { limit: "OFFER_HOURLY" },
    });
    const sends = await handle.db.select().from(pinSends).where(sql`${pinSends.offerId} = ${offer}`);
    expect(sends).toHaveLength(3);
  });
});

describe("BankSessionStore on the database", () => {
  it("runs the sandbox bank across two provider instances (another API process) and encrypts the session", async () => {
    const keyring = testKeyring();
    const now = () => clock.now;
    const a = createSandboxBankProvider({
      store: createDbBankSessionStore(handle.db, keyring, { now }),
      now,
    });
    const b = createSandboxBankProvider({
      store: createDbBankSessionStore(handle.db, keyring, { now }),
      now,
    });
    const state = "state-abcdefghijklmnopqrstuvwxyz-0123456789";
    const started = await a.initiate({
      orderRef: "0b6d3f7e-8c1a-4f7e-9a51-2d3c4b5a6978",
      bankId: "pko-bp",
      redirectUri: "/zamow/x",
      state,
      expectedOwnerNames: ["Zofia Kamińska"],
    });
    expect(started.ok).toBe(true);
    const back = new URL((await b.decide(state, "grant"))!, "http://x").searchParams;
    const result = await a.complete({ state, params: { code: back.get("code")! } });
    expect(result).toMatchObject({ status: "VERIFIED", ownerName: "ZOFIA KAMIŃSKA" });

    const [row] = await handle.db
      .select()
      .from(bankVerificationSessions)
      .where(sql`${bankVerificationSessions.stateHash} = ${sha256Hex(state)}`);
    expect(row!.status).toBe("VERIFIED");
    const text = JSON.stringify(row);
    expect(text).not.toContain(state);
    expect(text).not.toContain(result.accountNumber!);
    expect(text).not.toContain("KAMIŃSKA");
    expect(text).not.toContain("Kamińska");

    clock.now += 31 * 60_000;
    expect(await b.complete({ state, params: { code: back.get("code")! } })).toMatchObject({
      status: "FAILED",
      reason: "UNKNOWN_SESSION",
    });
  });
});
