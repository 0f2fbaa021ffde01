// The online order end to end through the API: a firm and a consumer from create to the PDF,
// wrong secrets, idempotent creation (also 100 concurrent requests), identifier validation, the bank
// check's refusal / retry / mismatch / pending paths, encryption at rest, the decision clock, the
// return-link e-mail and the vehicle dictionary.
import type { DbHandle } from "@vhs/db/client.ts";
import { variants } from "@vhs/db/schema/catalog.ts";
import { orderIdempotencyKeys, orders } from "@vhs/db/schema/orders.ts";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_BANK_IDS } from "../integrations/bank-account.ts";
import {
  jsonOf,
  NIP_ACTIVE,
  NIP_EXEMPT,
  NIP_REMOVED,
  orderTestApp,
  orderTestDb,
  pdfText,
  post,
  sandboxConsent,
  type TestApp,
} from "./digital-order.test-support.ts";

let handle: DbHandle;
let t: TestApp;
let variantId: number;
let groupId: string;

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

beforeAll(async () => {
  handle = await orderTestDb();
  t = orderTestApp(handle);
  const [v] = await handle.db
    .select({ id: variants.id, groupId: variants.groupId })
    .from(variants)
    .where(
      sql`${variants.isNew} and ${variants.productionYear} >= 2025 and ${variants.priceNetGr} < 30000000`,
    )
    .orderBy(asc(variants.id))
    .limit(1);
  variantId = v!.id;
  groupId = v!.groupId;
});
afterAll(async () => {
  await handle.close();
});

async function create(app = t.app, body: Json = { variantId }, headers: Record<string, string> = {}) {
  const res = await post(app, "/digital-order/create", body, headers);
  expect([200, 201]).toContain(res.status);
  return jsonOf<{ uuid: string; secret: string; replayed: boolean; formPath: string }>(res);
}

async function get(order: { uuid: string; secret: string }, app = t.app) {
  const res = await app.request(`/digital-order/get?uuid=${order.uuid}&secret=${order.secret}`);
  expect(res.status).toBe(200);
  return jsonOf<Json>(res);
}

const contact = (order: { uuid: string; secret: string }, extra: Json = {}) => ({
  ...order,
  firstName: "Marek",
  lastName: "Zawadzki",
  email: "marek.zawadzki@example.pl",
  phone: "+48 600 700 800",
  consents: { rodo: true, bikBig: true, marketing: false },
  ...extra,
});

const address = { street: "Grzybowska", building: "62", flat: "4", postalCode: "00844", city: "Warszawa" };

const delivery = {
  delivery: "dealer",
  voivodeship: "mazowieckie",
  registration: "lessor",
  insurance: "leasing-package",
};
const statements = {
  accepted: ["truthful", "terms", "electronicDocuments", "ownFunds"],
  politicallyExposed: false,
};

async function fillFirm(order: { uuid: string; secret: string }, nip = NIP_ACTIVE, app = t.app) {
  expect((await post(app, "/digital-order/storeContact", contact(order))).status).toBe(200);
  expect(
    (
      await post(app, "/digital-order/storeLeasingParam", {
        ...order,
        client: "entrepreneur",
        duration: 48,
        initialFee: 20,
        repurchase: 30,
      })
    ).status,
  ).toBe(200);
  const company = await jsonOf<Json>(await app.request(`/digital-order/getCompanyData?nip=${nip}`));
  const c = company.company ?? { name: "Firma Testowa sp. z o.o.", legalForm: "limited-liability-company" };
  const res = await post(app, "/digital-order/storeOrderData", {
    ...order,
    company: {
      nip,
      name: c.name,
      regon: c.regon ?? null,
      krs: c.krs ?? null,
      legalForm: c.legalForm,
      address,
    },
    companyDetails: {
      businessStartDate: "2018-06-01",
      employees: 14,
      annualRevenue: 4_200_000,
      representative: { firstName: "Marek", lastName: "Zawadzki", role: "board-member" },
    },
    delivery,
    statements,
  });
  expect(res.status).toBe(200);
  return jsonOf<Json>(res);
}

async function verifyBank(order: { uuid: string; secret: string }, bankId = "pko-bp", app = t.app) {
  const init = await post(app, "/digital-order/psd2/initiate/", {
    orderUuid: order.uuid,
    secret: order.secret,
    bankId,
    redirectUri: `/zamow/${order.uuid}?krok=bank`,
  });
  expect(init.status).toBe(200);
  const { redirectUrl } = await jsonOf<{ redirectUrl: string }>(init);
  return redirectUrl;
}

async function bankResult(order: { uuid: string; secret: string }, callback: URLSearchParams, app = t.app) {
  const res = await post(app, "/digital-order/psd2/result", {
    orderUuid: order.uuid,
    secret: order.secret,
    state: callback.get("state"),
    ...(callback.get("code") ? { code: callback.get("code") } : {}),
    ...(callback.get("error") ? { error: callback.get("error") } : {}),
  });
  expect(res.status).toBe(200);
  return jsonOf<Json>(res);
}

describe("setup and the vehicle dictionary", () => {
  it("serves steps, consents (RODO clause, BIK/BIG authorisation, marketing), legal forms and options", async () => {
    const res = await t.app.request("/digital-order/setup");
    expect(res.status).toBe(200);
    const setup = await jsonOf<Json>(res);
    expect(setup.steps.map((s: Json) => s.id)).toEqual([
      "contact",
      "leasing",
      "client",
      "details",
      "delivery",
      "statements",
      "bank",
    ]);
    const rodo = setup.consents.find((c: Json) => c.id === "rodo");
    expect(rodo.required).toBe(true);
    expect(rodo.text).toContain("Administratorem");
    expect(rodo.text).toContain("Prezesa Urzędu Ochrony Danych Osobowych");
    expect(rodo.text).toContain("art. 22 RODO");
    expect(rodo.documents).toEqual([{ slug: "rodo", title: "Klauzula informacyjna RODO" }]);
    // The terms statement names the documents it accepts: their pages and PDFs are linked from step 6.
    const terms = setup.statements.find((s: Json) => s.id === "terms");
    expect(terms.documents.map((d: Json) => d.slug)).toEqual([
      "regulamin-zamowienia-online",
      "ogolne-warunki-umowy-leasingu",
    ]);
    expect(terms.text).toContain("Regulaminem składania wniosku leasingowego online");
    expect(terms.text).toContain("Ogólnymi warunkami umowy leasingu");
    expect(setup.consents.find((c: Json) => c.id === "bikBig").text).toContain("BIG InfoMonitor");
    expect(setup.consents.find((c: Json) => c.id === "marketing").required).toBe(false);
    expect(setup.legalForms).toContainEqual({
      value: "limited-liability-company",
      label: "Spółka z ograniczoną odpowiedzialnością",
    });
    expect(setup.deliveryOptions.length).toBeGreaterThan(1);
    expect(setup.voivodeships).toHaveLength(16);
  });

  it("lists makes → models → versions with years, power, CO₂ and list price", async () => {
    const brandsList = await jsonOf<Json[]>(await t.app.request("/digital-order/eurotax/brands"));
    const toyota = brandsList.find((b) => b.name === "Toyota")!;
    expect(brandsList.some((b) => b.name === "Škoda")).toBe(true);
    const modelList = await jsonOf<Json[]>(
      await t.app.request(`/digital-order/eurotax/models?id=${toyota.id}`),
    );
    const corolla = modelList.find((m) => m.name === "Corolla" && m.generation === "E21")!;
    expect(corolla).toMatchObject({ yearFrom: 2019, yearTo: null, label: "Corolla E21 (od 2019)" });
    const versionList = await jsonOf<Json[]>(
      await t.app.request(`/digital-order/eurotax/versions?id=${corolla.id}`),
    );
    expect(versionList.length).toBeGreaterThan(2);
    expect(versionList[0]).toMatchObject({
      fuelLabel: expect.any(String),
      powerKw: expect.any(Number),
      co2: expect.any(Number),
    });
    expect(versionList[0]!.priceGross).toBeCloseTo(versionList[0]!.priceNet * 1.23, 1);
    expect((await t.app.request("/digital-order/eurotax/models?id=999999")).status).toBe(404);
    const bad = await t.app.request("/digital-order/eurotax/versions?id=abc");
    expect(bad.status).toBe(422);
    expect((await jsonOf<Json>(bad)).fields[0].field).toBe("id");
  });
});

describe("a firm orders a catalogue car", () => {
  it("goes from create to an approved decision and a Polish PDF with the instalment", async () => {
    const order = await create();
    expect(order.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.formPath).toBe(`/zamow/${order.uuid}`);

    const company = await t.app.request(`/digital-order/getCompanyData?nip=525-447-65-42`);
    expect(company.status).toBe(200);
    const found = await jsonOf<Json>(company);
    expect(found.found).toBe(true);
    expect(found.company).toMatchObject({
      nip: NIP_ACTIVE,
      statusVat: "Czynny",
      legalForm: "limited-liability-company",
      address: { postalCode: "00-844", city: "Warszawa" },
    });
    expect(found.company.accountNumbers).toBeUndefined();

    const view = await fillFirm(order);
    expect(view.steps.filter((s: Json) => s.completed).map((s: Json) => s.id)).toEqual([
      "contact",
      "leasing",
      "client",
      "details",
      "delivery",
      "statements",
    ]);
    expect(view.nextStep).toBe("bank");
    expect(view.canSubmit).toBe(false);
    expect(view.quote.installmentNet).toBeGreaterThan(0);

    const early = await post(t.app, "/digital-order/submit", order);
    expect(early.status).toBe(409);
    expect((await jsonOf<Json>(early)).missingSteps).toEqual([{ id: "bank", title: "Weryfikacja rachunku" }]);

    const banks = await jsonOf<Json>(await t.app.request("/digital-order/psd2/bank-list"));
    expect(banks.banks[0]).toMatchObject({ id: "pko-bp", name: "PKO Bank Polski", available: true });

    const redirectUrl = await verifyBank(order);
    expect(redirectUrl).toMatch(/^\/sandbox-bank\/consent\?state=/);
    const result = await bankResult(order, await sandboxConsent(t.app, redirectUrl, "grant"));
    expect(result).toMatchObject({ status: "VERIFIED", matchScore: 1, stepCompleted: true, retry: false });
    expect(result.accountNumberMasked).toMatch(/^•• •••• •••• •••• •••• •••• \d{4}$/);
    expect(result.whiteList).toMatchObject({ assigned: false });

    const submitted = await post(t.app, "/digital-order/submit", order);
    expect(submitted.status).toBe(202);
    const status = await jsonOf<Json>(await t.app.request(`/digital-order/checkStatus?uuid=${order.uuid}`));
    expect(status).toMatchObject({
      status: "approved",
      final: true,
      documentAvailable: true,
      pollAfterMs: null,
    });

    const final = await get(order);
    expect(final.decision.outcome).toBe("approved");
    expect(final.decision.reasons.map((r: Json) => r.code)).toEqual(
      expect.arrayContaining(["VAT_STATUS", "TIME_IN_BUSINESS", "BANK_ACCOUNT", "CAR_AGE", "AMOUNT"]),
    );

    const shown = await t.app.request(`/digital-order/storeShowOffer?uuid=${order.uuid}`);
    expect((await jsonOf<Json>(shown)).offerShownCount).toBe(1);

    const pdf = await t.app.request(`/digital-order/document?uuid=${order.uuid}&secret=${order.secret}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(
      /^attachment; filename="oferta-leasingowa-ZL-[0-9A-F]{8}\.pdf"$/,
    );
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain("Oferta leasingowa z decyzją");
    expect(text).toContain("Decyzja pozytywna");
    expect(text).toContain("AUTO-FLOTA POLSKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ");
    expect(text).toContain("Miesięczna rata");
    const installment = new Intl.NumberFormat("pl-PL", {
      style: "currency",
      currency: "PLN",
      minimumFractionDigits: 2,
      useGrouping: "always",
    }).format(final.quote.installmentNet);
    // Space and no-break space share one glyph, so the text reads back with plain spaces.
    const plain = (s: string) => s.replace(/\u00a0/g, " ");
    expect(plain(text)).toContain(`${plain(installment)} netto`);
    expect(text).not.toContain("\uFFFD");
  });

  it("keeps the order locked after submission and answers a repeated submit with the status", async () => {
    const order = await create();
    await fillFirm(order);
    const redirectUrl = await verifyBank(order);
    await bankResult(order, await sandboxConsent(t.app, redirectUrl, "grant"));
    expect((await post(t.app, "/digital-order/submit", order)).status).toBe(202);
    const again = await post(t.app, "/digital-order/submit", order);
    expect(again.status).toBe(200);
    const locked = await post(t.app, "/digital-order/storeContact", contact(order));
    expect(locked.status).toBe(409);
    expect((await jsonOf<Json>(locked)).code).toBe("ORDER_SUBMITTED");
  });

  it("sends a VAT-exempt firm to manual review and rejects one removed from the register", async () => {
    for (const [nip, outcome] of [
      [NIP_EXEMPT, "manual_review"],
      [NIP_REMOVED, "rejected"],
    ] as const) {
      const order = await create();
      await fillFirm(order, nip);
      const redirectUrl = await verifyBank(order, "mbank");
      await bankResult(order, await sandboxConsent(t.app, redirectUrl, "grant"));
      expect((await post(t.app, "/digital-order/submit", order)).status).toBe(202);
      const view = await get(order);
      expect(view.status).toBe(outcome);
      expect(view.documentAvailable).toBe(false);
      expect(
        (await t.app.request(`/digital-order/document?uuid=${order.uuid}&secret=${order.secret}`)).status,
      ).toBe(409);
    }
  });
});

describe("a consumer orders a car", () => {
  const consumerData = (order: { uuid: string; secret: string }, income: number) => ({
    ...order,
    consumer: { pesel: "90123101230", idCard: "ABA 300000", idCardValidUntil: "2030-05-01", address },
    consumerFinance: {
      incomeSource: "employment",
      monthlyNetIncome: income,
      monthlyObligations: 500,
      householdSize: 2,
    },
    delivery: { ...delivery, delivery: "address" },
    statements,
  });

  it("is approved when the instalment fits the income, with masked identifiers in the view", async () => {
    const order = await create(t.app, {
      groupId,
      client: "consumer",
      duration: 60,
      initialFee: 10,
      repurchase: 20,
    });
    await post(
      t.app,
      "/digital-order/storeContact",
      contact(order, { firstName: "Łucja", lastName: "Wiśniewska-Żak" }),
    );
    expect(
      (
        await post(t.app, "/digital-order/storeLeasingParam", {
          ...order,
          client: "consumer",
          duration: 60,
          initialFee: 10,
          repurchase: 20,
        })
      ).status,
    ).toBe(200);
    const saved = await post(t.app, "/digital-order/storeOrderData", consumerData(order, 25_000));
    expect(saved.status).toBe(200);
    const view = await jsonOf<Json>(saved);
    expect(view.consumer).toMatchObject({ peselMasked: "•••••••1230", idCardMasked: "••••••000" });
    expect(JSON.stringify(view)).not.toContain("90123101230");
    expect(view.consumerFinance.monthlyNetIncome).toBe(25_000);

    const redirectUrl = await verifyBank(order, "ing");
    const result = await bankResult(order, await sandboxConsent(t.app, redirectUrl, "grant"));
    expect(result.status).toBe("VERIFIED");
    expect(result.ownerName).toBe("ŁUCJA WIŚNIEWSKA-ŻAK");
    expect((await post(t.app, "/digital-order/submit", order)).status).toBe(202);
    const final = await get(order);
    expect(final.status).toBe("approved");
    expect(final.decision.reasons.find((r: Json) => r.code === "AFFORDABILITY").effect).toBe("pass");
    const pdf = await t.app.request(`/digital-order/document?uuid=${order.uuid}&secret=${order.secret}`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Łucja Wiśniewska-Żak");
    expect(text).toContain("RRSO");
    expect(text).not.toContain("90123101230");
    // A consumer pays brutto: every amount of the offer is brutto, none netto ("dochodu netto" is their
    // take-home income, not a price).
    expect(text).toContain("brutto");
    expect(text.replace(/dochodu netto/g, "").match(/.{0,40}netto.{0,20}/g)).toBeNull();
    expect(final.decision.reasons.find((r: Json) => r.code === "AMOUNT").message).toMatch(/zł brutto\.$/);
  });

  it("is rejected when the instalment is too high for the income", async () => {
    const order = await create(t.app, { variantId, client: "consumer" });
    await post(t.app, "/digital-order/storeContact", contact(order));
    await post(t.app, "/digital-order/storeLeasingParam", {
      ...order,
      client: "consumer",
      duration: 36,
      initialFee: 0,
      repurchase: 1,
    });
    expect((await post(t.app, "/digital-order/storeOrderData", consumerData(order, 2_500))).status).toBe(200);
    const redirectUrl = await verifyBank(order);
    await bankResult(order, await sandboxConsent(t.app, redirectUrl, "grant"));
    await post(t.app, "/digital-order/submit", order);
    const final = await get(order);
    expect(final.status).toBe("rejected");
    expect(final.decision.reasons.find((r: Json) => r.code === "AFFORDABILITY").effect).toBe("rejected");
  });

  it("keeps a stored PESEL when the step is saved again without it, and refuses firm sections", async () => {
    const order = await create(t.app, { variantId, client: "consumer" });
    await post(t.app, "/digital-order/storeOrderData", consumerData(order, 9000));
    const again = await post(t.app, "/digital-order/storeOrderData", {
      ...order,
      consumer: { idCardValidUntil: "2031-01-01", address: { ...address, city: "Kraków" } },
    });
    expect(again.status).toBe(200);
    expect((await jsonOf<Json>(again)).consumer).toMatchObject({
      peselMasked: "•••••••1230",
      address: { city: "Kraków" },
    });
    const firm = await post(t.app, "/digital-order/storeOrderData", {
      ...order,
      company: { nip: NIP_ACTIVE, name: "X sp. z o.o.", legalForm: "limited-liability-company", address },
    });
    expect(firm.status).toBe(422);
    expect((await jsonOf<Json>(firm)).field).toBe("company");
  });
});

describe("access and idempotency", () => {
  it("answers 404 for a wrong secret or an unknown order, the same way", async () => {
    const order = await create();
    const wrong = `${order.secret.slice(0, -1)}${order.secret.endsWith("A") ? "B" : "A"}`;
    const a = await t.app.request(`/digital-order/get?uuid=${order.uuid}&secret=${wrong}`);
    const b = await t.app.request(
      `/digital-order/get?uuid=00000000-0000-4000-8000-000000000000&secret=${order.secret}`,
    );
    expect(a.status).toBe(404);
    expect(b.status).toBe(404);
    expect(await a.json()).toEqual(await b.json());
    expect(
      (await post(t.app, "/digital-order/storeContact", contact({ uuid: order.uuid, secret: wrong }))).status,
    ).toBe(404);
    expect((await t.app.request(`/digital-order/document?uuid=${order.uuid}&secret=${wrong}`)).status).toBe(
      404,
    );
  });

  it("replays a create with the same Idempotency-Key and refuses the key with other data", async () => {
    const key = "3a8f1b52-6c0d-4e7f-9a1b-2c3d4e5f6a7b";
    const first = await create(t.app, { variantId }, { "Idempotency-Key": key });
    const res = await post(t.app, "/digital-order/create", { variantId }, { "Idempotency-Key": key });
    expect(res.status).toBe(200);
    expect(res.headers.get("idempotent-replayed")).toBe("true");
    const second = await jsonOf<Json>(res);
    expect(second).toMatchObject({ uuid: first.uuid, secret: first.secret, replayed: true });
    const other = await post(t.app, "/digital-order/create", { groupId }, { "Idempotency-Key": key });
    expect(other.status).toBe(422);
    expect((await jsonOf<Json>(other)).field).toBe("idempotency-key");
  });

  it("creates exactly one order for 100 concurrent creates with one key", async () => {
    const key = "concurrent-key-0001";
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post(t.app, "/digital-order/create", { variantId, duration: 36 }, { "Idempotency-Key": key }),
      ),
    );
    const bodies = await Promise.all(responses.map((r) => jsonOf<Json>(r)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.uuid)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.secret)).size).toBe(1);
    const [{ n }] = (await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.uuid, bodies[0]!.uuid))) as [{ n: number }];
    expect(n).toBe(1);
    const keys = await handle.db
      .select()
      .from(orderIdempotencyKeys)
      .where(eq(orderIdempotencyKeys.orderUuid, bodies[0]!.uuid));
    expect(keys).toHaveLength(1);
    const total = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.duration} = 36 and ${orders.client} = 'entrepreneur' and ${orders.variantId} = ${variantId}`,
      );
    expect(total[0]!.n).toBe(1);
  });
});

describe("validation names the field in Polish", () => {
  it("refuses an invalid NIP without asking the register", async () => {
    const res = await t.app.request("/digital-order/getCompanyData?nip=1234567890");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: true,
      field: "nip",
      fields: [{ field: "nip", message: "Nieprawidłowy NIP" }],
    });
  });

  it("refuses invalid PESEL, ID card, NIP, postal code, phone and e-mail with the field's path", async () => {
    const order = await create(t.app, { variantId, client: "consumer" });
    const cases: [Json, string, RegExp][] = [
      [
        { consumer: { pesel: "90123101231", idCard: "ABA300000", idCardValidUntil: "2030-01-01", address } },
        "consumer.pesel",
        /PESEL/,
      ],
      [
        { consumer: { pesel: "90123101230", idCard: "ABA300001", idCardValidUntil: "2030-01-01", address } },
        "consumer.idCard",
        /dowodu/,
      ],
      [
        {
          consumer: {
            pesel: "90123101230",
            idCard: "ABA300000",
            idCardValidUntil: "2030-01-01",
            address: { ...address, postalCode: "0084" },
          },
        },
        "consumer.address.postalCode",
        /kod pocztowy/,
      ],
      [
        { consumer: { pesel: "90123101230", idCard: "ABA300000", idCardValidUntil: "2020-01-01", address } },
        "consumer.idCardValidUntil",
        /ważność/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(t.app, "/digital-order/storeOrderData", { ...order, ...body });
      expect(res.status, field).toBe(422);
      const err = await jsonOf<Json>(res);
      expect(err.fields.map((f: Json) => f.field)).toContain(field);
      expect(err.message).toMatch(message);
    }
    const firmOrder = await create();
    const nip = await post(t.app, "/digital-order/storeOrderData", {
      ...firmOrder,
      company: { nip: "5254476543", name: "Firma", legalForm: "limited-liability-company", address },
    });
    expect(nip.status).toBe(422);
    expect((await jsonOf<Json>(nip)).fields[0]).toEqual({
      field: "company.nip",
      message: "Nieprawidłowy NIP",
    });
    const phone = await post(t.app, "/digital-order/storeContact", contact(order, { phone: "123" }));
    expect((await jsonOf<Json>(phone)).fields[0].field).toBe("phone");
    const mail = await post(t.app, "/digital-order/storeContact", contact(order, { email: "nie-email" }));
    expect((await jsonOf<Json>(mail)).fields[0].field).toBe("email");
    const consent = await post(
      t.app,
      "/digital-order/storeContact",
      contact(order, { consents: { rodo: true, bikBig: false } }),
    );
    expect((await jsonOf<Json>(consent)).fields[0].field).toBe("consents.bikBig");
  });

  it("refuses an unknown car, a bad year for a dictionary version and a buy-out over the cap", async () => {
    const unknown = await post(t.app, "/digital-order/create", { variantId: 2_000_000_000 });
    expect((await jsonOf<Json>(unknown)).field).toBe("variantId");
    const none = await post(t.app, "/digital-order/create", {});
    expect((await jsonOf<Json>(none)).fields[0].field).toBe("car");
    const cap = await post(t.app, "/digital-order/create", { variantId, duration: 60, repurchase: 45 });
    expect((await jsonOf<Json>(cap)).fields.map((f: Json) => f.field)).toContain("repurchase");
    const brandsList = await jsonOf<Json[]>(await t.app.request("/digital-order/eurotax/brands"));
    const skoda = brandsList.find((b) => b.name === "Škoda")!;
    const modelList = await jsonOf<Json[]>(
      await t.app.request(`/digital-order/eurotax/models?id=${skoda.id}`),
    );
    const octavia3 = modelList.find((m) => m.name === "Octavia" && m.generation === "III")!;
    const versionList = await jsonOf<Json[]>(
      await t.app.request(`/digital-order/eurotax/versions?id=${octavia3.id}`),
    );
    const year = await post(t.app, "/digital-order/create", {
      dictionaryVersionId: versionList[0]!.id,
      year: 2024,
    });
    expect(year.status).toBe(422);
    expect((await jsonOf<Json>(year)).field).toBe("year");
  });
});

describe("a car from outside our stock (vehicle dictionary)", () => {
  it("is financed at the price the customer gives; an old car is rejected by the age rule", async () => {
    const brandsList = await jsonOf<Json[]>(await t.app.request("/digital-order/eurotax/brands"));
    const vw = brandsList.find((b) => b.name === "Volkswagen")!;
    const modelList = await jsonOf<Json[]>(await t.app.request(`/digital-order/eurotax/models?id=${vw.id}`));
    const golf7 = modelList.find((m) => m.name === "Golf" && m.generation === "VII")!;
    const version = (
      await jsonOf<Json[]>(await t.app.request(`/digital-order/eurotax/versions?id=${golf7.id}`))
    )[0]!;
    const order = await create(t.app, {
      dictionaryVersionId: version.id,
      year: 2016,
      price: 45_000,
      priceType: "gross",
      seller: "private",
      mileageKm: 150_000,
      duration: 36,
      repurchase: 20,
    });
    const view = await get(order);
    expect(view.car).toMatchObject({
      source: "dictionary",
      brand: "Volkswagen",
      model: "Golf VII",
      year: 2016,
      isNew: false,
      seller: "private",
      priceGross: 45_000,
      mileageKm: 150_000,
    });
    await fillFirm(order);
    // storeLeasingParam in fillFirm set 48 months: the car is 10 + 4 = 14 years old at the end.
    const redirectUrl = await verifyBank(order);
    await bankResult(order, await sandboxConsent(t.app, redirectUrl, "grant"));
    await post(t.app, "/digital-order/submit", order);
    const final = await get(order);
    expect(final.status).toBe("rejected");
    expect(final.decision.reasons.find((r: Json) => r.code === "CAR_AGE").effect).toBe("rejected");
  });
});

describe("bank-account check (step 7)", () => {
  it("a refusal is FAILED with a retry; another bank then verifies the account", async () => {
    const order = await create();
    await fillFirm(order);
    const refused = await bankResult(
      order,
      await sandboxConsent(t.app, await verifyBank(order, "santander"), "refuse"),
    );
    expect(refused).toMatchObject({ status: "FAILED", reason: "REFUSED", retry: true, stepCompleted: false });
    expect(refused.message).toMatch(/Nie udzielono zgody/);
    let view = await get(order);
    expect(view.bank.lastAttempt).toMatchObject({ status: "FAILED", reason: "REFUSED", bankId: "santander" });
    expect(view.steps.find((s: Json) => s.id === "bank").completed).toBe(false);

    const timeout = await bankResult(
      order,
      await sandboxConsent(t.app, await verifyBank(order, "santander"), "timeout"),
    );
    expect(timeout).toMatchObject({ status: "FAILED", reason: "TIMEOUT" });

    const ok = await bankResult(
      order,
      await sandboxConsent(t.app, await verifyBank(order, "millennium"), "grant"),
    );
    expect(ok.status).toBe("VERIFIED");
    view = await get(order);
    expect(view.bank).toMatchObject({ attempts: 3, result: { status: "VERIFIED", bankId: "millennium" } });
    expect(view.steps.find((s: Json) => s.id === "bank").completed).toBe(true);
  });

  it("an account of someone else is MISMATCH and the decision goes to manual review", async () => {
    const order = await create();
    await fillFirm(order);
    const result = await bankResult(
      order,
      await sandboxConsent(t.app, await verifyBank(order, SANDBOX_BANK_IDS.mismatch), "grant"),
    );
    expect(result).toMatchObject({ status: "MISMATCH", retry: true, stepCompleted: true });
    expect(result.matchScore).toBeLessThan(0.8);
    await post(t.app, "/digital-order/submit", order);
    const final = await get(order);
    expect(final.status).toBe("manual_review");
    expect(final.decision.reasons.find((r: Json) => r.code === "BANK_ACCOUNT").effect).toBe("manual_review");
  });

  it("PENDING first, VERIFIED on the next poll; an unknown bank and a foreign redirect are refused", async () => {
    const order = await create();
    await fillFirm(order);
    const callback = await sandboxConsent(t.app, await verifyBank(order, SANDBOX_BANK_IDS.pending), "grant");
    const first = await bankResult(order, callback);
    expect(first).toMatchObject({ status: "PENDING", pollAfterMs: 1500, stepCompleted: false });
    expect((await bankResult(order, callback)).status).toBe("VERIFIED");

    const body = { orderUuid: order.uuid, secret: order.secret, redirectUri: "/zamow" };
    const unknown = await post(t.app, "/digital-order/psd2/initiate/", {
      ...body,
      bankId: "bank-ktorego-nie-ma",
    });
    expect((await jsonOf<Json>(unknown)).field).toBe("bankId");
    const down = await post(t.app, "/digital-order/psd2/initiate/", {
      ...body,
      bankId: SANDBOX_BANK_IDS.unavailable,
    });
    expect((await jsonOf<Json>(down)).message).toMatch(/niedostępny/);
    for (const redirectUri of [
      "//evil.example/x",
      "https://evil.example/zamow",
      "javascript:alert(1)",
      "/\\evil.example",
    ]) {
      const res = await post(t.app, "/digital-order/psd2/initiate/", {
        ...body,
        bankId: "pko-bp",
        redirectUri,
      });
      expect(res.status, redirectUri).toBe(422);
      expect((await jsonOf<Json>(res)).field).toBe("redirectUri");
    }
    const own = await post(t.app, "/digital-order/psd2/initiate", {
      ...body,
      bankId: "pko-bp",
      redirectUri: `https://www.leasingowo.test/zamow/${order.uuid}`,
    });
    expect(own.status).toBe(200);
  });

  it("a state from another order does not complete this one", async () => {
    const a = await create();
    const b = await create();
    await fillFirm(a);
    await fillFirm(b);
    const callback = await sandboxConsent(t.app, await verifyBank(a), "grant");
    const stolen = await bankResult(b, callback);
    expect(stolen).toMatchObject({ status: "FAILED", reason: "UNKNOWN_SESSION" });
    expect((await bankResult(a, callback)).status).toBe("VERIFIED");
  });
});

describe("data protection", () => {
  it("stores no plaintext PESEL, ID number, NRB, phone or e-mail in the order's row or the bank sessions", async () => {
    const order = await create(t.app, { variantId, client: "consumer" });
    await post(
      t.app,
      "/digital-order/storeContact",
      contact(order, { email: "tajny.adres@example.pl", phone: "601 234 567" }),
    );
    await post(t.app, "/digital-order/storeOrderData", {
      ...order,
      consumer: { pesel: "44051401359", idCard: "ABA300000", idCardValidUntil: "2030-01-01", address },
      consumerFinance: { incomeSource: "pension", monthlyNetIncome: 7000, monthlyObligations: 0 },
    });
    const result = await bankResult(order, await sandboxConsent(t.app, await verifyBank(order), "grant"));
    expect(result.status).toBe("VERIFIED");
    const view = await get(order);
    const nrbTail = (result.accountNumberMasked as string).slice(-4);

    const raw = await handle.db.execute(
      sql`select row_to_json(o)::text as row from orders o where uuid = ${order.uuid}`,
    );
    const rowText = String((raw as unknown as { rows: { row: string }[] }).rows[0]!.row);
    for (const secret of ["44051401359", "ABA300000", "601234567", "tajny.adres@example.pl", order.secret])
      expect(rowText).not.toContain(secret);
    expect(rowText).toMatch(/"contact_enc":"v1\.[0-9a-f]{8}\./);
    expect(rowText).not.toMatch(new RegExp(`\\d{22}${nrbTail}`));
    const sessions = await handle.db.execute(
      sql`select row_to_json(s)::text as row from bank_verification_sessions s where order_uuid = ${order.uuid}`,
    );
    for (const r of (sessions as unknown as { rows: { row: string }[] }).rows) {
      expect(r.row).not.toMatch(new RegExp(`\\d{22}${nrbTail}`));
      expect(r.row).not.toContain("MAREK");
    }
    expect(view.consumer.peselMasked).toBe("•••••••1359");
  });

  it("answers personal data with Cache-Control: no-store", async () => {
    const order = await create();
    const res = await t.app.request(`/digital-order/get?uuid=${order.uuid}&secret=${order.secret}`);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});

describe("decision clock and the return link", () => {
  it("shows submitted, then verifying, then the outcome as time passes", async () => {
    const slow = orderTestApp(handle, { decisionDelayMs: 4000 });
    const order = await create(slow.app);
    await fillFirm(order, NIP_ACTIVE, slow.app);
    const redirectUrl = await verifyBank(order, "pko-bp", slow.app);
    await bankResult(order, await sandboxConsent(slow.app, redirectUrl, "grant"), slow.app);
    const submitted = await post(slow.app, "/digital-order/submit", order);
    expect(await jsonOf<Json>(submitted)).toMatchObject({
      status: "submitted",
      final: false,
      pollAfterMs: 1000,
    });
    const poll = async () =>
      jsonOf<Json>(await slow.app.request(`/digital-order/checkStatus?uuid=${order.uuid}`));
    slow.clock.now += 1500;
    expect(await poll()).toMatchObject({ status: "verifying", final: false, pollAfterMs: 2000 });
    expect((await get(order, slow.app)).decision).toBeNull();
    slow.clock.now += 2600;
    expect(await poll()).toMatchObject({ status: "approved", final: true, pollAfterMs: null });
    const [row] = await handle.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    expect(row!.status).toBe("approved");
    expect(row!.decidedAt).not.toBeNull();
  });

  it("e-mails /powrot/{uuid}/{secret} to the contact address, at most once a minute", async () => {
    const order = await create();
    const before = await post(t.app, "/digital-order/send-return-link", order);
    expect(before.status).toBe(409);
    await post(t.app, "/digital-order/storeContact", contact(order));
    const sent = await post(t.app, "/digital-order/send-return-link", order);
    expect(sent.status).toBe(202);
    expect(await jsonOf<Json>(sent)).toMatchObject({ sent: true, to: "m•••@example.pl" });
    const mail = t.email.outbox.entries.at(-1)!;
    expect(mail.to).toBe("marek.zawadzki@example.pl");
    expect(mail.text).toContain(`https://www.leasingowo.test/powrot/${order.uuid}/${order.secret}`);
    const again = await post(t.app, "/digital-order/send-return-link", order);
    expect(again.status).toBe(429);
    t.clock.now += 61_000;
    expect((await post(t.app, "/digital-order/send-return-link", order)).status).toBe(202);
  });
});
