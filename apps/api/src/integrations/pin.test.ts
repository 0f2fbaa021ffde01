import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import {
  createMemoryPinStore,
  DEFAULT_PIN_RULES,
  generatePin,
  issuePin,
  type MemoryPinStore,
  type PinDeps,
  pinFromSmsText,
  pinSmsText,
  verifyPin,
} from "./pin.ts";
import { createSandboxSmsSender, type SandboxSmsSender, type SmsSender } from "./sms.ts";

const T0 = Date.UTC(2026, 2, 24, 9, 15);
const SECRET = "test-secret-test-secret-test-secret-42";
const OFFER = "offer-1";
const PHONE = "600700800";
const PURPOSE = "oferty leasingowej nr L/2026/0042";

function clock() {
  let now = T0;
  const fn = () => now;
  fn.advance = (ms: number) => {
    now += ms;
  };
  return fn;
}

let now: ReturnType<typeof clock>;
let store: MemoryPinStore;
let sms: SandboxSmsSender;
let deps: PinDeps;

beforeEach(() => {
  now = clock();
  store = createMemoryPinStore();
  sms = createSandboxSmsSender({ outboxDir: null, now });
  deps = { store, secret: SECRET, sms, now };
});

/** Issues a code and reads it back from the sandbox outbox, as the customer would from the phone. */
async function issue(offerId = OFFER, phone = PHONE): Promise<string> {
  const result = await issuePin(deps, { offerId, phone, purpose: PURPOSE });
  if (!result.ok) throw new Error(result.error.message);
  const last = sms.outbox.entries.at(-1)!;
  return pinFromSmsText(last.message)!;
}

const verify = (pin: string, offerId = OFFER, phone = PHONE) => verifyPin(deps, { offerId, phone, pin });
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, "0");

describe("the PIN and its SMS", () => {
  it("is 6 digits from the CSPRNG, with leading zeros kept", () => {
    const pins = Array.from({ length: 2000 }, generatePin);
    for (const pin of pins) expect(pin).toMatch(/^\d{6}$/);
    expect(new Set(pins).size).toBeGreaterThan(1990);
    expect(pins.some((p) => p.startsWith("0"))).toBe(true);
  });

  it("goes out in the bound, WebOTP-ready text", async () => {
    const result = await issuePin(deps, { offerId: OFFER, phone: "+48 600 700 800", purpose: PURPOSE });
    expect(result).toMatchObject({
      ok: true,
      value: {
        expiresAt: T0 + 5 * 60 * 1000,
        resendAvailableAt: T0 + 30 * 1000,
        sms: { provider: "sandbox", status: "delivered" },
      },
    });
    const [entry] = sms.outbox.entries;
    const pin = pinFromSmsText(entry!.message)!;
    expect(entry!.to).toBe("+48600700800");
    expect(entry!.message).toBe(
      `Kod ${pin} do potwierdzenia oferty leasingowej nr L/2026/0042. Nie podawaj go nikomu.\n\n@leasingowo.pl #${pin}`,
    );
    expect(pinSmsText("012345", "wniosku", "example.pl")).toBe(
      "Kod 012345 do potwierdzenia wniosku. Nie podawaj go nikomu.\n\n@example.pl #012345",
    );
  });

  it("is stored only as a keyed hash: neither the PIN nor the phone is in the store", async () => {
    const pin = await issue();
    const dump = JSON.stringify(store.dump());
    expect(dump).not.toMatch(new RegExp(`(?<![0-9a-f])${pin}(?![0-9a-f])`));
    expect(dump).not.toContain(PHONE);
    const record = await store.latestCode(OFFER);
    expect(record!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.phoneKey).toMatch(/^[0-9a-f]{64}$/);
    // a different secret gives a different hash: the store alone cannot be brute-forced offline
    const other = createMemoryPinStore();
    await issuePin(
      { ...deps, store: other, secret: `${SECRET}-other` },
      { offerId: OFFER, phone: PHONE, purpose: PURPOSE },
    );
    expect((await other.latestCode(OFFER))!.hash).not.toBe(record!.hash);
  });
});

describe("verification", () => {
  it("accepts the right PIN once (single use)", async () => {
    const pin = await issue();
    expect(await verify(pin)).toMatchObject({ ok: true });
    expect(await verify(pin)).toEqual({
      ok: false,
      error: {
        code: "NO_CODE",
        field: "pin",
        message: "Nieprawidłowy lub nieaktualny kod. Wyślij nowy kod.",
      },
    });
  });

  it("accepts spaces in the typed PIN and refuses other formats without counting a try", async () => {
    const pin = await issue();
    for (const bad of ["12345", "1234567", "abcdef", ""]) {
      expect(await verify(bad)).toMatchObject({ ok: false, error: { code: "INVALID_FORMAT" } });
    }
    expect((await store.latestCode(OFFER))!.attempts).toBe(0);
    expect(await verify(`${pin.slice(0, 3)} ${pin.slice(3)}`)).toMatchObject({ ok: true });
  });

  it("is valid for 5 minutes, not a millisecond more", async () => {
    const pin = await issue();
    now.advance(5 * 60 * 1000 - 1);
    expect(await verify(pin)).toMatchObject({ ok: true });
    const second = await issue("offer-2");
    now.advance(5 * 60 * 1000);
    expect(await verify(second, "offer-2")).toEqual({
      ok: false,
      error: { code: "EXPIRED", field: "pin", message: "Kod wygasł. Wyślij nowy kod." },
    });
  });

  it("dies after 5 wrong tries — even the right PIN is refused then", async () => {
    const pin = await issue();
    for (let k = 1; k <= 4; k++) {
      expect(await verify(wrongPin(pin))).toEqual({
        ok: false,
        error: {
          code: "WRONG",
          field: "pin",
          attemptsLeft: 5 - k,
          message: `Nieprawidłowy kod. Pozostało prób: ${5 - k}.`,
        },
      });
    }
    expect(await verify(wrongPin(pin))).toMatchObject({ ok: false, error: { code: "LOCKED" } });
    expect(await verify(pin)).toEqual({
      ok: false,
      error: { code: "LOCKED", field: "pin", message: "Przekroczono liczbę prób. Wyślij nowy kod." },
    });
  });

  it("still accepts the right PIN on the 5th try", async () => {
    const pin = await issue();
    for (let k = 0; k < 4; k++) await verify(wrongPin(pin));
    expect(await verify(pin)).toMatchObject({ ok: true });
  });

  it("never compares more than 5 guesses, even when they arrive at once", async () => {
    const pin = await issue();
    const guesses = Array.from({ length: 20 }, (_, k) =>
      String((Number(pin) + 1 + k) % 1_000_000).padStart(6, "0"),
    );
    const results = await Promise.all(guesses.map((g) => verify(g)));
    expect(results.filter((r) => !r.ok && r.error.code === "WRONG")).toHaveLength(4);
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(await verify(pin)).toMatchObject({ ok: false, error: { code: "LOCKED" } });
  });

  it("is bound to the phone: the right digits for another number are a wrong try", async () => {
    const pin = await issue();
    expect(await verify(pin, OFFER, "600700801")).toMatchObject({
      ok: false,
      error: { code: "WRONG", attemptsLeft: 4 },
    });
    expect(await verify(pin, OFFER, "+48 600-700-800")).toMatchObject({ ok: true });
  });

  it("issuing a new code invalidates the earlier one", async () => {
    const first = await issue();
    now.advance(31_000);
    const second = await issue();
    if (first !== second) {
      expect(await verify(first)).toMatchObject({ ok: false, error: { code: "WRONG" } });
    }
    expect(await verify(second)).toMatchObject({ ok: true });
  });

  it("answers NO_CODE for an offer without a code", async () => {
    expect(await verify("123456", "no-such-offer")).toMatchObject({ ok: false, error: { code: "NO_CODE" } });
  });
});

describe("send limits (keyed by offer and phone, never by IP)", () => {
  it("allows 3 sends per offer per hour, then says when the next one is possible", async () => {
    for (let k = 0; k < 3; k++) {
      await issue();
      now.advance(31_000);
    }
    const fourth = await issuePin(deps, { offerId: OFFER, phone: PHONE, purpose: PURPOSE });
    expect(fourth).toEqual({
      ok: false,
      error: {
        code: "TOO_MANY_SENDS",
        limit: "OFFER_HOURLY",
        retryAt: T0 + 60 * 60 * 1000,
        message: "Wysłano już maksymalną liczbę kodów. Kolejny możesz wysłać za 59 min.",
      },
    });
    expect(sms.outbox.entries).toHaveLength(3);
    now.advance(60 * 60 * 1000 - 3 * 31_000 + 1);
    expect((await issuePin(deps, { offerId: OFFER, phone: PHONE, purpose: PURPOSE })).ok).toBe(true);
  });

  it("waits 30 s between sends", async () => {
    await issue();
    now.advance(10_000);
    expect(await issuePin(deps, { offerId: OFFER, phone: PHONE, purpose: PURPOSE })).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_SENDS", limit: "COOLDOWN", message: "Kolejny kod możesz wysłać za 20 s." },
    });
  });

  it("limits one phone across offers (5 per hour, 10 per day)", async () => {
    for (let k = 0; k < 5; k++) {
      await issue(`offer-${k}`);
      now.advance(31_000);
    }
    expect(await issuePin(deps, { offerId: "offer-5", phone: PHONE, purpose: PURPOSE })).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_SENDS", limit: "PHONE_HOURLY" },
    });
    // another phone is not affected
    expect((await issuePin(deps, { offerId: "offer-5", phone: "600700801", purpose: PURPOSE })).ok).toBe(
      true,
    );
    for (let k = 0; k < 5; k++) {
      now.advance(61 * 60 * 1000);
      await issue(`offer-day-${k}`);
    }
    now.advance(61 * 60 * 1000);
    expect(await issuePin(deps, { offerId: "offer-x", phone: PHONE, purpose: PURPOSE })).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_SENDS", limit: "PHONE_DAILY" },
    });
  });

  it("counts a send whose SMS failed, and reports SMS_FAILED", async () => {
    const failing: SmsSender = {
      provider: "smsapi",
      send: async () => ({ ok: false, error: { code: "UNAVAILABLE", cause: "timeout", message: "x" } }),
    };
    const d = { ...deps, sms: failing };
    for (let k = 0; k < 3; k++) {
      expect(await issuePin(d, { offerId: OFFER, phone: PHONE, purpose: PURPOSE })).toMatchObject({
        ok: false,
        error: {
          code: "SMS_FAILED",
          message: "Nie udało się wysłać SMS-a z kodem. Spróbuj ponownie za chwilę.",
        },
      });
      now.advance(31_000);
    }
    expect(await issuePin(d, { offerId: OFFER, phone: PHONE, purpose: PURPOSE })).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_SENDS" },
    });
  });

  it("refuses a wrong phone or purpose before counting anything", async () => {
    expect(await issuePin(deps, { offerId: OFFER, phone: "123", purpose: PURPOSE })).toMatchObject({
      ok: false,
      error: { code: "INVALID_PHONE" },
    });
    expect(await issuePin(deps, { offerId: OFFER, phone: PHONE, purpose: "a\nb" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_PURPOSE" },
    });
    expect((await issuePin(deps, { offerId: OFFER, phone: PHONE, purpose: PURPOSE })).ok).toBe(true);
  });

  it("rotating a fake X-Forwarded-For gains nothing (the limits behind an HTTP route)", async () => {
    // A minimal route as the offer work will wire it: the client IP is read, logged, and ignored.
    const app = new Hono();
    const seenIps: string[] = [];
    app.post("/pin", async (c) => {
      seenIps.push(c.req.header("x-forwarded-for") ?? "");
      const r = await issuePin(deps, { offerId: OFFER, phone: PHONE, purpose: PURPOSE });
      return r.ok ? c.json({ ok: true }) : c.json(r.error, r.error.code === "TOO_MANY_SENDS" ? 429 : 400);
    });
    app.post("/pin/verify", async (c) => {
      seenIps.push(c.req.header("x-forwarded-for") ?? "");
      const body = (await c.req.json()) as { pin: string };
      const r = await verifyPin(deps, { offerId: OFFER, phone: PHONE, pin: body.pin });
      return r.ok ? c.json({ ok: true }) : c.json(r.error, 422);
    });
    const statuses: number[] = [];
    for (let k = 0; k < 6; k++) {
      const res = await app.request("/pin", {
        method: "POST",
        headers: { "x-forwarded-for": `203.0.113.${k}` },
      });
      statuses.push(res.status);
      now.advance(31_000);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const pin = pinFromSmsText(sms.outbox.entries.at(-1)!.message)!;
    const codes: string[] = [];
    for (let k = 0; k < 7; k++) {
      const res = await app.request("/pin/verify", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${k}` },
        body: JSON.stringify({ pin: wrongPin(pin) }),
      });
      codes.push(((await res.json()) as { code: string }).code);
    }
    expect(codes).toEqual(["WRONG", "WRONG", "WRONG", "WRONG", "LOCKED", "LOCKED", "LOCKED"]);
    expect(new Set(seenIps).size).toBe(13);
  });

  it("uses the documented defaults", () => {
    expect(DEFAULT_PIN_RULES).toEqual({
      ttlMs: 300_000,
      maxAttempts: 5,
      maxSendsPerOfferPerHour: 3,
      maxSendsPerPhonePerHour: 5,
      maxSendsPerPhonePerDay: 10,
      resendCooldownMs: 30_000,
    });
  });
});
