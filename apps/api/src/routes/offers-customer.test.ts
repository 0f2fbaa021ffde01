// The customer's calls: the offer view (the contract's shape), the personal form, the SMS PIN with its
// limits, locking and expiry, and an offer past its validity date.
import type { DbHandle } from "@vhs/db/client.ts";
import { offers } from "@vhs/db/schema/offers.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  anyVariantId,
  CONSUMER_FORM,
  createDraft,
  eventsOf,
  getOffer,
  jsonOf,
  lastPin,
  newOperator,
  type OfferTestApp,
  offerTestApp,
  offerTestDb,
  post,
  rowOf,
  sentOffer,
  viewOf,
} from "./offers.test-support.ts";

let handle: DbHandle;
let t: OfferTestApp;
let anna: Awaited<ReturnType<typeof newOperator>>;
let variantId: number;
let phoneSeq = 0;
/** A fresh mobile number per test, so the per-phone send limits of one test do not leak into another. */
const freshPhone = () => `6017000${String(++phoneSeq).padStart(2, "0")}`;

beforeAll(async () => {
  handle = await offerTestDb();
  t = offerTestApp(handle);
  anna = await newOperator(handle);
  variantId = await anyVariantId(handle);
});
beforeEach(() => {
  // Every test starts an hour after the last one (the send limits count per hour).
  t.clock.now += 60 * 60 * 1000;
});
afterAll(async () => {
  await handle.close();
});

async function openedOffer(phone = freshPhone(), body: Record<string, unknown> = { variantId }) {
  const offer = await sentOffer(t, anna.auth, body, phone);
  await viewOf(await getOffer(t, offer.token));
  return offer;
}

const store = (token: string, form: Record<string, unknown> = CONSUMER_FORM) =>
  post(t.app, `/personal-form/store/${token}`, form);
const regenerate = (token: string) => post(t.app, `/personal-form/regenerate-pin/${token}`, {});
const confirm = (token: string, pin: string) => post(t.app, `/personal-form/confirm-pin/${token}`, { pin });

describe("GET /offer?uuid={token}", () => {
  it("answers 404 in Polish for an unknown, a malformed and a draft's token", async () => {
    const draft = await createDraft(t, anna.auth, { variantId });
    for (const token of ["A".repeat(32), "short", "a b", draft.token]) {
      const res = await getOffer(t, encodeURIComponent(token));
      expect(res.status, token).toBe(404);
      expect((await jsonOf(res)).message).toMatch(/Nie znaleziono oferty/);
    }
  });

  it("is exactly the contract's OfferView", async () => {
    const offer = await openedOffer("600700801");
    const view = await viewOf(await getOffer(t, offer.token));
    const shape: Record<keyof OfferView, true> = {
      status: true,
      expired: true,
      withdrawn: true,
      external: true,
      car: true,
      client: true,
      duration: true,
      initialFee: true,
      repurchase: true,
      quote: true,
      validUntil: true,
      createdAt: true,
      note: true,
      operator: true,
      phoneMasked: true,
      personal: true,
      pin: true,
      files: true,
      payment: true,
    };
    expect(Object.keys(view).sort()).toEqual(Object.keys(shape).sort());
    expect(view).toMatchObject({
      status: "opened",
      expired: false,
      withdrawn: false,
      external: false,
      client: "consumer",
      duration: 48,
      initialFee: 10,
      repurchase: 20,
      phoneMasked: "*** *** 801",
      operator: { name: "Anna Handlowa", email: "anna@leasingowo.test", phone: "221234567" },
      personal: { stored: false, summary: null, confirmed: false, confirmedAt: null },
      pin: { pending: false, locked: false, resendAt: null },
      files: [],
      payment: { enabled: false, status: "none" },
    });
    expect(view.car.source).toBe("catalog");
    expect(view.car.variantId).toBe(variantId);
    expect(view.quote.schedule).toHaveLength(48);
    expect(Object.keys(view.quote.schedule[0]!).sort()).toEqual(
      ["capitalNet", "installmentGross", "installmentNet", "interestNet", "month", "remainingNet"].sort(),
    );
    expect(view.payment.amountGross).toBe(view.quote.initialFeeGross);
  });

  it("answers 422 naming uuid when it is missing", async () => {
    const res = await t.app.request("/offer");
    expect(res.status).toBe(422);
    expect((await jsonOf<{ fields: { field: string }[] }>(res)).fields[0]!.field).toBe("uuid");
  });
});

describe("POST /personal-form/store/{token}", () => {
  it("validates the identifiers with their checksums and names the field in Polish", async () => {
    const offer = await openedOffer();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...CONSUMER_FORM, pesel: "44051401459" }, "pesel", /PESEL/],
      [{ ...CONSUMER_FORM, idCard: "ABA300001" }, "idCard", /dowodu/],
      [
        { ...CONSUMER_FORM, address: { ...CONSUMER_FORM.address, postalCode: "00-95" } },
        "address.postalCode",
        /kod pocztowy/,
      ],
      [{ ...CONSUMER_FORM, email: "jan@" }, "email", /e-mail/],
      [{ ...CONSUMER_FORM, firstName: "J4n" }, "firstName", /litery/],
      [{ ...CONSUMER_FORM, pesel: undefined }, "pesel", /Podaj numer PESEL/],
    ];
    for (const [form, field, message] of cases) {
      const res = await store(offer.token, form);
      expect(res.status, field).toBe(422);
      const json = await jsonOf<{ fields: { field: string; message: string }[] }>(res);
      expect(json.fields[0]!.field).toBe(field);
      expect(json.fields[0]!.message).toMatch(message);
    }
    expect((await rowOf(handle, offer.id)).personalEnc).toBeNull();
  });

  it("stores the form encrypted, answers the view with masked identifiers, and a second save replaces it", async () => {
    const offer = await openedOffer();
    const view = await viewOf(await store(offer.token));
    expect(view.personal.stored).toBe(true);
    expect(view.personal.summary).toMatchObject({
      firstName: "Jan",
      lastName: "Kowalski",
      pesel: "•••••••1458",
      idCard: "••••••000",
      address: "Marszałkowska 10/5, 00-950 Warszawa",
    });
    const row = await rowOf(handle, offer.id);
    expect(row.personalEnc).not.toMatch(/44051401458|Kowalski|ABA300000/);
    const again = await viewOf(await store(offer.token, { ...CONSUMER_FORM, lastName: "Nowak" }));
    expect(again.personal.summary!.lastName).toBe("Nowak");
    const stored = (await eventsOf(handle, offer.id)).filter((e) => e.type === "personal_stored");
    expect(stored.map((e) => e.detail)).toEqual([
      { replaced: false, consents: 1 },
      { replaced: true, consents: 1 },
    ]);
  });

  it("asks a firm for its NIP and name", async () => {
    const offer = await openedOffer(freshPhone(), { variantId, client: "entrepreneur" });
    const { pesel: _p, idCard: _i, ...names } = CONSUMER_FORM;
    const missing = await store(offer.token, names);
    expect(missing.status).toBe(422);
    expect((await jsonOf(missing)).field).toBe("nip");
    const badNip = await store(offer.token, { ...names, nip: "5254476543", companyName: "Auto-Flota" });
    expect(badNip.status).toBe(422);
    const view = await viewOf(
      await store(offer.token, { ...names, nip: "525-447-65-42", companyName: "Auto-Flota" }),
    );
    expect(view.personal.summary).toMatchObject({ nip: "5254476542", companyName: "Auto-Flota" });
  });
});

describe("the SMS PIN", () => {
  it("needs the form first, sends a code about the offer, and keeps to the send limits", async () => {
    const offer = await openedOffer();
    const early = await regenerate(offer.token);
    expect(early.status).toBe(409);
    expect((await jsonOf(early)).message).toMatch(/Najpierw zapisz formularz/);
    await viewOf(await store(offer.token));

    const first = await regenerate(offer.token);
    expect(first.status).toBe(200);
    expect(await jsonOf(first)).toMatchObject({
      sent: true,
      phoneMasked: expect.stringMatching(/^\*\*\* \*\*\* \d{3}$/),
    });
    expect(t.sms.outbox.entries.at(-1)!.message).toMatch(/^Kod \d{6} do potwierdzenia oferty leasingu\./);
    expect((await viewOf(await getOffer(t, offer.token))).pin).toMatchObject({
      pending: true,
      locked: false,
    });

    const tooSoon = await regenerate(offer.token);
    expect(tooSoon.status).toBe(429);
    const body = await jsonOf<{ message: string; retryAt: string }>(tooSoon);
    expect(body.message).toMatch(/Kolejny kod możesz wysłać za 30 s \(od /);
    expect(Date.parse(body.retryAt)).toBe(t.clock.now + 30_000);
    expect(tooSoon.headers.get("retry-after")).toBe("30");

    t.clock.now += 31_000;
    expect((await regenerate(offer.token)).status).toBe(200);
    t.clock.now += 31_000;
    expect((await regenerate(offer.token)).status).toBe(200);
    t.clock.now += 31_000;
    const hourly = await regenerate(offer.token);
    expect(hourly.status).toBe(429);
    const limit = await jsonOf<{ message: string; retryAt: string }>(hourly);
    expect(limit.message).toMatch(/maksymalną liczbę kodów/);
    expect((await viewOf(await getOffer(t, offer.token))).pin.resendAt).toBe(limit.retryAt);
  });

  it("locks the form at the fifth wrong try and says from when a new code can be sent", async () => {
    const offer = await openedOffer();
    await viewOf(await store(offer.token));
    expect((await regenerate(offer.token)).status).toBe(200);
    const pin = lastPin(t.sms);
    const wrong = pin === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const res = await confirm(offer.token, wrong);
      expect(res.status).toBe(422);
      expect((await jsonOf(res)).message).toBe(`Nieprawidłowy kod. Pozostało prób: ${left}.`);
    }
    const fifth = await confirm(offer.token, wrong);
    expect(fifth.status).toBe(423);
    const locked = await jsonOf<{ code: string; message: string; retryAt: string }>(fifth);
    expect(locked.code).toBe("PIN_LOCKED");
    expect(locked.message).toMatch(
      /Formularz został zablokowany po 5 błędnych próbach .* Nowy kod SMS możesz wysłać od /,
    );
    expect(Date.parse(locked.retryAt)).toBe(t.clock.now + 30_000);
    // Even the right code no longer works.
    expect((await confirm(offer.token, pin)).status).toBe(423);
    const view = await viewOf(await getOffer(t, offer.token));
    expect(view.pin).toMatchObject({ pending: false, locked: true });
    expect(view.status).toBe("opened");
    const types = (await eventsOf(handle, offer.id)).map((e) => e.type);
    expect(types.filter((x) => x === "pin_failed")).toHaveLength(4);
    expect(types.filter((x) => x === "pin_locked")).toHaveLength(2);

    t.clock.now += 31_000;
    expect((await regenerate(offer.token)).status).toBe(200);
    expect((await viewOf(await confirm(offer.token, lastPin(t.sms)))).status).toBe("confirmed");
  });

  it("refuses an expired code, a code of another offer and a malformed one", async () => {
    const a = await openedOffer();
    const b = await openedOffer();
    await viewOf(await store(a.token));
    await viewOf(await store(b.token));
    expect((await regenerate(a.token)).status).toBe(200);
    const pinA = lastPin(t.sms);
    t.clock.now += 1000;
    expect((await regenerate(b.token)).status).toBe(200);
    const pinB = lastPin(t.sms);

    if (pinA !== pinB) {
      const crossed = await confirm(b.token, pinA);
      expect(crossed.status).toBe(422);
      expect((await jsonOf(crossed)).code).toBe("PIN_WRONG");
    }
    const malformed = await confirm(a.token, "12ab");
    expect(malformed.status).toBe(422);
    expect(await jsonOf(malformed)).toMatchObject({ field: "pin", message: "Kod składa się z 6 cyfr." });

    t.clock.now += 5 * 60 * 1000 + 1;
    const expired = await confirm(a.token, pinA);
    expect(expired.status).toBe(422);
    expect(await jsonOf(expired)).toMatchObject({
      code: "PIN_EXPIRED",
      message: "Kod wygasł. Wyślij nowy kod.",
    });
    expect((await rowOf(handle, a.id)).status).toBe("opened");
  });

  it("confirms with the right code once: the form can no longer change", async () => {
    const offer = await openedOffer();
    await viewOf(await store(offer.token));
    expect((await regenerate(offer.token)).status).toBe(200);
    const pin = lastPin(t.sms);
    const view = await viewOf(await confirm(offer.token, pin));
    expect(view.status).toBe("confirmed");
    expect(view.personal).toMatchObject({ stored: true, confirmed: true });
    expect(view.personal.confirmedAt).toBe(new Date(t.clock.now).toISOString());
    expect((await confirm(offer.token, pin)).status).toBe(409);
    const again = await store(offer.token);
    expect(again.status).toBe(409);
    expect((await jsonOf(again)).message).toMatch(/potwierdzone kodem SMS/);
    expect((await regenerate(offer.token)).status).toBe(409);
  });
});

describe("expiry", () => {
  it("reads as expired past valid_until, recorded once by the system, and answers 410 in Polish", async () => {
    const offer = await openedOffer(freshPhone(), { variantId, validDays: 3 });
    t.clock.now += 3 * 24 * 60 * 60 * 1000;
    const gone = await getOffer(t, offer.token);
    expect(gone.status).toBe(410);
    const body = await jsonOf<{ code: string; message: string }>(gone);
    expect(body.code).toBe("OFFER_EXPIRED");
    expect(body.message).toMatch(
      /Ta oferta wygasła — była ważna do \d{1,2} \S+ 2026.*skontaktuj się ze swoim doradcą: Anna Handlowa/,
    );
    expect((await regenerate(offer.token)).status).toBe(410);
    expect((await store(offer.token)).status).toBe(410);
    const events = (await eventsOf(handle, offer.id)).filter((e) => e.type === "expired");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: "system", fromStatus: "opened", toStatus: "expired" });
    const [row] = await handle.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.status).toBe("expired");
    expect(row!.viewCount, "a view of an expired offer is not counted").toBe(1);
    const preview = await viewOf(await getOffer(t, offer.token, anna.auth, true));
    expect(preview).toMatchObject({ status: "expired", expired: true });
  });
});
