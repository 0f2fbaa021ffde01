// The salesperson's calls: making a draft (three kinds of car), sending it by SMS, the operator check,
// the preview that counts nothing, accepting and withdrawing, and the audit trail they write.
import type { DbHandle } from "@vhs/db/client.ts";
import { vehicleVersions } from "@vhs/db/schema/orders.ts";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anyVariantId,
  CONSUMER_FORM,
  createDraft,
  eventsOf,
  getOffer,
  jsonOf,
  LEASE,
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
import { maskOfferPath } from "./offers-common.ts";

let handle: DbHandle;
let t: OfferTestApp;
let anna: Awaited<ReturnType<typeof newOperator>>;
let piotr: Awaited<ReturnType<typeof newOperator>>;
let variantId: number;

beforeAll(async () => {
  handle = await offerTestDb();
  t = offerTestApp(handle);
  anna = await newOperator(handle, "Anna Handlowa");
  piotr = await newOperator(handle, "Piotr Sprzedawca");
  variantId = await anyVariantId(handle);
});
afterAll(async () => {
  await handle.close();
});

describe("POST /v3/create-offer-without-client", () => {
  it("answers 401 without a token and with an unknown one", async () => {
    const body = { ...LEASE, variantId };
    const none = await post(t.app, "/v3/create-offer-without-client", body);
    expect(none.status).toBe(401);
    expect((await jsonOf(none)).message).toMatch(/token handlowca/);
    const unknown = await post(t.app, "/v3/create-offer-without-client", body, {
      authorization: `Bearer op_${"x".repeat(43)}`,
    });
    expect(unknown.status).toBe(401);
  });

  it("makes a draft of a catalogue car with the full monthly schedule", async () => {
    const draft = await createDraft(t, anna.auth, { variantId, note: "Rabat do końca miesiąca" });
    expect(draft.link).toMatch(/^\/oferta\/[A-Za-z0-9_-]{32}$/);
    const row = await rowOf(handle, draft.id);
    expect(row.status).toBe("draft");
    expect(row.phoneKey).toBeNull();
    expect(row.linkEnc).not.toContain(draft.token);
    expect(row.quote.schedule).toHaveLength(48);
    expect(row.quote.schedule.at(-1)!.remainingNet).toBe(row.quote.repurchaseNet);
    const events = await eventsOf(handle, draft.id);
    expect(events.map((e) => [e.type, e.actor, e.toStatus])).toEqual([
      ["created", `operator:${anna.operator.id}`, "draft"],
    ]);
  });

  it("makes offers of a dictionary version and of a free description", async () => {
    const [version] = await handle.db
      .select()
      .from(vehicleVersions)
      .orderBy(asc(vehicleVersions.id))
      .limit(1);
    const dict = await createDraft(t, anna.auth, {
      dictionaryVersionId: version!.id,
      year: version!.yearFrom,
      price: 120_000,
      priceType: "net",
    });
    const dictView = await viewOf(await getOffer(t, dict.token, anna.auth, true));
    expect(dictView.external).toBe(true);
    expect(dictView.car.source).toBe("dictionary");
    expect(dictView.car.dictionaryVersionId, "the version the online order is made from").toBe(version!.id);
    expect(dictView.car.priceNet).toBe(120_000);

    const described = await createDraft(t, anna.auth, {
      description: "Skoda Superb 2.0 TDI L&K\nHak holowniczy\nPakiet zimowy",
      priceNet: 150_000,
    });
    const view = await viewOf(await getOffer(t, described.token, anna.auth, true));
    expect(view.car).toMatchObject({
      source: "description",
      name: "Skoda Superb 2.0 TDI L&K",
      equipment: ["Hak holowniczy", "Pakiet zimowy"],
      priceNet: 150_000,
      priceGross: 184_500,
    });
    expect(view.quote.schedule).toHaveLength(48);
  });

  it("refuses bad input with a Polish message naming the field", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...LEASE, variantId, description: "Auto", priceNet: 50_000 }, "car", /jeden samochód/],
      [{ ...LEASE, variantId, duration: 48, repurchase: 41 }, "repurchase", /Wykup/],
      [{ ...LEASE, variantId, duration: 24 }, "duration", /36, 48 lub 60/],
      [{ ...LEASE, variantId, initialFee: 50 }, "initialFee", /Opłata wstępna/],
      [{ ...LEASE, description: "Auto z opisu" }, "priceNet", /Cena samochodu/],
      [{ ...LEASE, variantId: 999_999_999 }, "variantId", /Nie znaleziono/],
      [{ ...LEASE, dictionaryVersionId: 1 }, "year", /rok produkcji/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(t.app, "/v3/create-offer-without-client", body, anna.auth);
      expect(res.status, field).toBe(422);
      const json = await jsonOf<{ fields: { field: string; message: string }[] }>(res);
      const hit = json.fields.find((f) => f.field === field);
      expect(hit, JSON.stringify(json)).toBeDefined();
      expect(hit!.message).toMatch(message);
    }
  });
});

describe("POST /v3/make-offer-from-draft-for-consumer/{id}", () => {
  it("sets the phone (hashed and encrypted), marks the offer sent and sends the link by SMS", async () => {
    const draft = await createDraft(t, anna.auth, { variantId });
    const before = t.sms.outbox.entries.length;
    const res = await post(
      t.app,
      `/v3/make-offer-from-draft-for-consumer/${draft.id}`,
      { phone: "+48 600 700 800" },
      anna.auth,
    );
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ id: draft.id, status: "sent", link: draft.link });
    const sms = t.sms.outbox.entries.slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe("+48600700800");
    expect(sms[0]!.message).toBe(
      `Twoja oferta leasingu od Leasingowo: https://www.leasingowo.test/oferta/${draft.token}`,
    );
    const row = await rowOf(handle, draft.id);
    expect(row.status).toBe("sent");
    expect(row.phoneKey).toMatch(/^[0-9a-f]{64}$/);
    expect(row.contactEnc).not.toContain("600700800");
    expect(row.sentAt).not.toBeNull();
  });

  it("answers 403 for another operator's offer, 404 for an unknown one, 422 for a bad phone", async () => {
    const draft = await createDraft(t, anna.auth, { variantId });
    const other = await post(
      t.app,
      `/v3/make-offer-from-draft-for-consumer/${draft.id}`,
      { phone: "600700800" },
      piotr.auth,
    );
    expect(other.status).toBe(403);
    expect((await jsonOf(other)).message).toMatch(/innego handlowca/);
    const unknown = await post(
      t.app,
      "/v3/make-offer-from-draft-for-consumer/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
      { phone: "600700800" },
      anna.auth,
    );
    expect(unknown.status).toBe(404);
    for (const phone of ["123", "221234567"]) {
      const bad = await post(
        t.app,
        `/v3/make-offer-from-draft-for-consumer/${draft.id}`,
        { phone },
        anna.auth,
      );
      expect(bad.status).toBe(422);
      expect((await jsonOf<{ fields: { field: string }[] }>(bad)).fields[0]!.field).toBe("phone");
    }
    expect((await rowOf(handle, draft.id)).status).toBe("draft");
  });
});

describe("sending again", () => {
  it("sends a sent offer again to a corrected number, not once the customer opened it or it was withdrawn", async () => {
    const offer = await sentOffer(t, anna.auth, { variantId }, "600700800");
    const again = await post(
      t.app,
      `/v3/make-offer-from-draft-for-consumer/${offer.id}`,
      { phone: "600700811" },
      anna.auth,
    );
    expect(again.status).toBe(200);
    expect(t.sms.outbox.entries.at(-1)!.to).toBe("+48600700811");
    const types = (await eventsOf(handle, offer.id)).map((e) => [e.type, e.fromStatus, e.toStatus]);
    expect(types.at(-1)).toEqual(["resent", "sent", "sent"]);

    await viewOf(await getOffer(t, offer.token));
    const opened = await post(
      t.app,
      `/v3/make-offer-from-draft-for-consumer/${offer.id}`,
      { phone: "600700822" },
      anna.auth,
    );
    expect(opened.status).toBe(409);
    expect((await jsonOf(opened)).message).toMatch(/Klient już otworzył tę ofertę/);

    expect((await post(t.app, `/v3/offers/${offer.id}/withdraw`, {}, anna.auth)).status).toBe(200);
    const withdrawn = await post(
      t.app,
      `/v3/make-offer-from-draft-for-consumer/${offer.id}`,
      { phone: "600700822" },
      anna.auth,
    );
    expect(withdrawn.status).toBe(409);
    expect((await jsonOf(withdrawn)).message).toMatch(/została wycofana/);
  });
});

describe("GET /personal-form/auth/{a}/{b}", () => {
  it("lets the owning operator act on the offer by its id or its link token, nobody else", async () => {
    const draft = await createDraft(t, anna.auth, { variantId });
    const ok = await t.app.request(`/personal-form/auth/${draft.id}/${draft.id}`, { headers: anna.auth });
    expect(ok.status).toBe(200);
    expect(await jsonOf(ok)).toEqual({ allowed: true, offerId: draft.id });
    expect(
      (await t.app.request(`/personal-form/auth/${draft.id}/${draft.token}`, { headers: anna.auth })).status,
    ).toBe(200);
    expect(
      (await t.app.request(`/personal-form/auth/${draft.id}/${draft.token}`, { headers: piotr.auth })).status,
    ).toBe(403);
    const otherDraft = await createDraft(t, anna.auth, { variantId });
    expect(
      (await t.app.request(`/personal-form/auth/${draft.id}/${otherDraft.token}`, { headers: anna.auth }))
        .status,
    ).toBe(403);
    expect((await t.app.request(`/personal-form/auth/${draft.id}/${draft.id}`)).status).toBe(401);
    expect(
      (await t.app.request(`/personal-form/auth/not-an-id/${draft.id}`, { headers: anna.auth })).status,
    ).toBe(422);
  });
});

describe("GET /offer?bypass=1 (the operator's preview)", () => {
  it("neither marks the offer opened nor counts a view; the customer's first view does both", async () => {
    const offer = await sentOffer(t, anna.auth, { variantId });
    const preview = await viewOf(await getOffer(t, offer.token, anna.auth, true));
    expect(preview.status).toBe("sent");
    let row = await rowOf(handle, offer.id);
    expect(row.viewCount).toBe(0);
    expect(row.openedAt).toBeNull();

    expect((await getOffer(t, offer.token, {}, true)).status).toBe(401);
    expect((await getOffer(t, offer.token, piotr.auth, true)).status).toBe(403);

    expect((await viewOf(await getOffer(t, offer.token))).status).toBe("opened");
    expect((await viewOf(await getOffer(t, offer.token))).status).toBe("opened");
    row = await rowOf(handle, offer.id);
    expect(row.viewCount).toBe(2);
    expect(row.openedAt).not.toBeNull();
    const opened = (await eventsOf(handle, offer.id)).filter((e) => e.type === "opened");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actor: "customer", fromStatus: "sent", toStatus: "opened" });
  });
});

describe("accept and withdraw", () => {
  it("accepts only a confirmed offer, withdraws before acceptance, and the audit trail has every step", async () => {
    const offer = await sentOffer(t, anna.auth, { variantId });
    const early = await post(t.app, `/v3/offers/${offer.id}/accept`, {}, anna.auth);
    expect(early.status).toBe(409);
    expect((await jsonOf(early)).message).toMatch(/„Wysłana” nie można przyjąć/);

    await getOffer(t, offer.token);
    expect((await post(t.app, `/personal-form/store/${offer.token}`, CONSUMER_FORM)).status).toBe(200);
    expect((await post(t.app, `/personal-form/regenerate-pin/${offer.token}`, {})).status).toBe(200);
    expect(
      (await post(t.app, `/personal-form/confirm-pin/${offer.token}`, { pin: lastPin(t.sms) })).status,
    ).toBe(200);

    expect((await post(t.app, `/v3/offers/${offer.id}/accept`, {}, piotr.auth)).status).toBe(403);
    const accepted = await post(t.app, `/v3/offers/${offer.id}/accept`, {}, anna.auth);
    expect(accepted.status).toBe(200);
    expect(await jsonOf(accepted)).toEqual({ id: offer.id, status: "accepted" });
    expect((await post(t.app, `/v3/offers/${offer.id}/withdraw`, {}, anna.auth)).status).toBe(409);

    const events = await eventsOf(handle, offer.id);
    const op = `operator:${anna.operator.id}`;
    expect(events.map((e) => [e.type, e.actor, e.fromStatus, e.toStatus])).toEqual([
      ["created", op, null, "draft"],
      ["sent", op, "draft", "sent"],
      ["opened", "customer", "sent", "opened"],
      ["personal_stored", "customer", null, null],
      ["pin_sent", "customer", null, null],
      ["confirmed", "customer", "opened", "confirmed"],
      ["accepted", op, "confirmed", "accepted"],
    ]);
    for (const e of events)
      expect(JSON.stringify(e.detail ?? {})).not.toMatch(/600700800|44051401458|Kowalski/);
  });

  it("withdraws an offer: the customer's link answers 410 saying so and whom to ask", async () => {
    const offer = await sentOffer(t, anna.auth, { variantId });
    const res = await post(t.app, `/v3/offers/${offer.id}/withdraw`, {}, anna.auth);
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).status).toBe("withdrawn");
    const gone = await getOffer(t, offer.token);
    expect(gone.status).toBe(410);
    const body = await jsonOf<{ code: string; message: string }>(gone);
    expect(body.code).toBe("OFFER_WITHDRAWN");
    expect(body.message).toMatch(/wycofana.*poproś o nową ofertę: Anna Handlowa, anna@leasingowo.test/);
    expect((await post(t.app, `/personal-form/store/${offer.token}`, CONSUMER_FORM)).status).toBe(410);
    const preview = await viewOf(await getOffer(t, offer.token, anna.auth, true));
    expect(preview.withdrawn).toBe(true);
    expect((await post(t.app, `/v3/offers/${offer.id}/withdraw`, {}, anna.auth)).status).toBe(409);
  });
});

describe("the OpenAPI document and the logs", () => {
  it("lists every offer operation with the operator's bearer scheme", async () => {
    const doc = (await (await t.app.request("/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    for (const [path, method] of [
      ["/v3/create-offer-without-client", "post"],
      ["/v3/make-offer-from-draft-for-consumer/{id}", "post"],
      ["/personal-form/auth/{a}/{b}", "get"],
      ["/v3/offers/{id}/accept", "post"],
      ["/v3/offers/{id}/withdraw", "post"],
      ["/offer", "get"],
      ["/personal-form/store/{token}", "post"],
      ["/personal-form/regenerate-pin/{token}", "post"],
      ["/personal-form/confirm-pin/{token}", "post"],
      ["/v3/get-offer-link", "post"],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths["/v3/offers/{id}/accept"]!.post!.security).toEqual([{ operatorToken: [] }]);
    expect(doc.components.securitySchemes?.operatorToken).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("logs link tokens cut to their first 6 characters, wherever they are in the path", () => {
    const token = "AbCdEf0123456789_-AbCdEf01234567";
    const id = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
    expect(maskOfferPath(`/personal-form/store/${token}`)).toBe("/personal-form/store/AbCdEf…");
    expect(maskOfferPath(`/personal-form/auth/${id}/${token}`)).toBe(`/personal-form/auth/${id}/AbCdEf…`);
    expect(maskOfferPath("/v3/cars/")).toBe("/v3/cars/");
  });
});
