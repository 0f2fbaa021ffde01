import type { DbHandle } from "@vhs/db/client.ts";
import { upsertBenchmarkFixing } from "@vhs/db/seed/leasing.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { benchmarkLookup } from "../lib/benchmark-lookup.ts";
import { router } from "../lib/openapi.ts";
import { computeQuote } from "../lib/order-service.ts";
import { leasingRoutes } from "./leasing.ts";

// The API agrees with the worked examples of DOMAIN.md §1.3, §1.5 and §2.6 end to end: the benchmark
// comes from the database, the margin by client type, the mathematics from packages/domain.

let handle: DbHandle;
let app: ApiApp;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  app = createApiApp(handle);
});
afterAll(async () => {
  await handle.close();
});

type Json = Record<string, unknown> & { fields?: { field: string; message: string }[]; message?: string };

async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const res = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const example = { price: 150_000, client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 };

describe("with the seeded WIBOR 3M history (newest 3.85 % of 2026-03-24)", () => {
  it("GET /v3/get-actual-wibor answers the benchmark object", async () => {
    const res = await app.request("/v3/get-actual-wibor");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: "WIBOR 3M",
      tenor: "3M",
      value: 3.85,
      fixingDate: "2026-03-24",
      source: "GPW Benchmark",
    });
  });

  it("GET /v3/get-actual-wibor?name= looks another index up and 404s when it has no fixing", async () => {
    const res = await app.request("/v3/get-actual-wibor?name=POLSTR%203M");
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).message).toBe("Brak notowań wskaźnika POLSTR 3M.");
    expect((await app.request("/v3/get-actual-wibor?name=%3Cscript%3E")).status).toBe(422);
  });

  it("GET /v3/leasing-calculator-setup gives the constants, margins and the rates by client", async () => {
    const res = await app.request("/v3/leasing-calculator-setup");
    expect(res.status).toBe(200);
    const setup = (await res.json()) as Json;
    expect(setup).toMatchObject({
      durations: [36, 48, 60],
      maxRepurchaseByDuration: { "36": 50, "48": 40, "60": 35 },
      repurchaseMin: 1,
      initialFeeRange: { min: 0, max: 45 },
      defaults: { client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 },
      clientTypes: [
        { value: "entrepreneur", label: "Dla firmy" },
        { value: "consumer", label: "Prywatnie" },
      ],
      margins: { entrepreneur: 3, consumer: 3.5 },
      benchmark: { name: "WIBOR 3M", value: 3.85, fixingDate: "2026-03-24" },
      rates: { entrepreneur: 6.85, consumer: 7.35 },
      vatRate: 0.23,
      carValueLimits: { zeroEmission: 225_000, lowEmission: 150_000, standard: 100_000 },
    });
    expect((setup.taxForms as { value: string }[]).map((t) => t.value)).toContain("liniowy");
  });

  it("POST /v3/calculate-installment: 150 000 netto, 25 %, 60 m, 35 % at 6.85 % → 1 483.52", async () => {
    const { status, body } = await post("/v3/calculate-installment", example);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      rate: 6.85,
      margin: 3,
      benchmark: { name: "WIBOR 3M", value: 3.85, fixingDate: "2026-03-24" },
      installmentNet: 1483.52,
      installmentAdvanceNet: 1475.1,
      totalPaidNet: 179_011.07,
      totalCostPct: 119.34,
      primary: "net",
    });
    expect(body.schedule).toBeUndefined();
  });
});

describe("with a 4.00 % fixing, so that WIBOR 3M + 3 % = 7.00 % (DOMAIN.md §1.3 detail)", () => {
  beforeAll(async () => {
    await upsertBenchmarkFixing(handle.db, { name: "WIBOR 3M", value: 4.0, fixingDate: "2026-03-25" });
  });

  it("calculates the instalment, the amounts and the total cost to the grosz", async () => {
    const { status, body } = await post("/v3/calculate-installment", { ...example, withSchedule: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      benchmark: { value: 4, fixingDate: "2026-03-25" },
      rate: 7,
      installmentNet: 1494.32,
      installmentGross: 1838.02,
      installmentAdvanceNet: 1485.66,
      initialFeeNet: 37_500,
      initialFeeGross: 46_125,
      financedNet: 112_500,
      repurchaseNet: 52_500,
      repurchaseGross: 64_575,
      totalInterestNet: 29_659.31,
      totalPaidNet: 179_659.31,
      totalCostPct: 119.77,
      totalCostPctExclBuyout: 84.77,
      rrsoPct: null,
    });
    const schedule = body.schedule as { month: number; interest: number; capital: number; balance: number }[];
    expect(schedule).toHaveLength(60);
    expect(schedule[0]).toMatchObject({ month: 1, interest: 656.25, capital: 838.07, balance: 111_661.93 });
    expect(schedule[1]).toMatchObject({ interest: 651.36, capital: 842.96 });
    expect(schedule[59]).toMatchObject({ interest: 313.14, capital: 1181.18, balance: 52_500 });
  });

  it("accepts a gross price (184 500 brutto = 150 000 netto)", async () => {
    const { body } = await post("/v3/calculate-installment", {
      ...example,
      price: 184_500,
      priceType: "gross",
    });
    expect(body).toMatchObject({ priceNet: 150_000, installmentNet: 1494.32, installmentGross: 1838.02 });
  });

  it("other terms at the maximum buy-out: 36 m / 50 % → 1 595.39, 48 m / 40 % → 1 607.18", async () => {
    const r36 = await post("/v3/calculate-installment", { ...example, duration: 36, repurchase: 50 });
    const r48 = await post("/v3/calculate-installment", { ...example, duration: 48, repurchase: 40 });
    expect(r36.body.installmentNet).toBe(1595.39);
    expect(r48.body.installmentNet).toBe(1607.18);
  });

  it("a consumer pays benchmark + 3.5 % on the gross price and sees gross figures", async () => {
    const { body } = await post("/v3/calculate-installment", {
      ...example,
      client: "consumer",
      price: 184_500,
    });
    expect(body).toMatchObject({ primary: "gross", rate: 7.5, margin: 3.5, priceNet: 150_000 });
    expect(body.rrsoPct).toEqual(expect.any(Number));
  });

  it("POST /calculate-price-by-installment: 2 000 a month → 200 759 (DOMAIN.md §1.5), inside the catalogue's range", async () => {
    const { status, body } = await post("/calculate-price-by-installment", {
      installment: 2000,
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      price: 200_759,
      priceType: "net",
      unclippedPrice: 200_759,
      clipped: null,
      priceRange: { min: expect.any(Number), max: expect.any(Number) },
      rate: 7,
      benchmark: { value: 4 },
      targetInstallment: 2000,
    });
    expect(body.installment as number).toBeLessThanOrEqual(2000);
    const step = await post("/calculate-price-by-installment", {
      installment: 2000,
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
      step: 100,
    });
    expect(step.body.price).toBe(200_700);
  });

  it("POST /get-tax-effect: liniowy, VAT 50 %, petrol → DOMAIN.md §2.6 figures, with the benchmark", async () => {
    const { status, body } = await post("/get-tax-effect", {
      ...example,
      taxForm: "liniowy",
      vatDeduction: 50,
      fuel: "benzyna",
      co2: 120,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      applicable: true,
      client: "entrepreneur",
      taxForm: "liniowy",
      vatDeduction: 50,
      limit: 100_000,
      carValueForLimit: 167_250,
      ratio: 0.5979,
      rate: 7,
      benchmark: { name: "WIBOR 3M", value: 4, fixingDate: "2026-03-25" },
      monthly: {
        installmentNet: 1494.32,
        installmentGross: 1838.02,
        vatDeducted: 171.85,
        taxSaving: 308.41,
        realCost: 1357.76,
      },
      initialFee: { net: 37_500, gross: 46_125, vatDeducted: 4312.5, taxSaving: 5975 },
      total: {
        grossPaidExclBuyout: 156_405.96,
        vatDeducted: 14_623.32,
        taxSaving: 23_438.76,
        realCost: 118_343.87,
      },
      buyout: { net: 52_500, gross: 64_575 },
      disclaimer: "Wyliczenia poglądowe, nie stanowią porady podatkowej.",
    });
  });

  it("POST /get-tax-effect: the other DOMAIN.md §2.6 scenarios", async () => {
    const realCost = async (extra: Record<string, unknown>) =>
      ((await post("/get-tax-effect", { ...example, ...extra })).body.total as { realCost: number }).realCost;
    expect(await realCost({ taxForm: "liniowy", vatDeduction: 100, fuel: "diesel" })).toBe(104_535.74);
    expect(await realCost({ taxForm: "liniowy", vatDeduction: 50, fuel: "elektryczny" })).toBe(107_896.59);
    expect(await realCost({ taxForm: "cit-19", vatDeduction: 100, fuel: "benzyna" })).toBe(109_174.04);
    expect(await realCost({ taxForm: "skala-12", vatDeduction: 0, fuel: "benzyna" })).toBe(135_094.96);
  });

  it("POST /get-tax-effect for a consumer: not applicable", async () => {
    const { status, body } = await post("/get-tax-effect", { ...example, client: "consumer" });
    expect(status).toBe(200);
    expect(body).toEqual({
      applicable: false,
      client: "consumer",
      reason: expect.stringContaining("nie dotyczy leasingu konsumenckiego"),
    });
  });
});

describe("bad input: 422 with a Polish message naming the field", () => {
  const cases: [string, string, Record<string, unknown>, string, RegExp][] = [
    [
      "/v3/calculate-installment",
      "over the cap",
      { ...example, repurchase: 40 },
      "repurchase",
      /Wykup nie może przekraczać 35 % przy okresie 60 miesięcy/,
    ],
    [
      "/v3/calculate-installment",
      "cap at 48 m",
      { ...example, duration: 48, repurchase: 45 },
      "repurchase",
      /40 % przy okresie 48/,
    ],
    [
      "/v3/calculate-installment",
      "above 50 %",
      { ...example, duration: 36, repurchase: 55 },
      "repurchase",
      /Wykup nie może przekraczać 50 %/,
    ],
    [
      "/v3/calculate-installment",
      "duration 24",
      { ...example, duration: 24 },
      "duration",
      /36, 48 lub 60 miesięcy/,
    ],
    ["/v3/calculate-installment", "fee 50 %", { ...example, initialFee: 50 }, "initialFee", /od 0 do 45 %/],
    [
      "/v3/calculate-installment",
      "fee 2.5 %",
      { ...example, initialFee: 2.5 },
      "initialFee",
      /liczbą całkowitą/,
    ],
    [
      "/v3/calculate-installment",
      "negative price",
      { ...example, price: -1 },
      "price",
      /Cena samochodu musi być kwotą/,
    ],
    ["/v3/calculate-installment", "price as text", { ...example, price: "dużo" }, "price", /Cena samochodu/],
    ["/v3/calculate-installment", "client", { ...example, client: "firma" }, "client", /Dla firmy/],
    ["/v3/calculate-installment", "price type", { ...example, priceType: "vat" }, "priceType", /netto/],
    [
      "/calculate-price-by-installment",
      "instalment 0",
      { ...example, installment: 0 },
      "installment",
      /Rata musi być kwotą/,
    ],
    [
      "/calculate-price-by-installment",
      "cap",
      { ...example, installment: 2000, duration: 36, repurchase: 51 },
      "repurchase",
      /Wykup nie może przekraczać 50 %/,
    ],
    ["/get-tax-effect", "no tax form", { ...example }, "taxForm", /Wybierz formę opodatkowania/],
    [
      "/get-tax-effect",
      "VAT 23 %",
      { ...example, taxForm: "liniowy", vatDeduction: 23 },
      "vatDeduction",
      /0, 50 lub 100/,
    ],
    ["/get-tax-effect", "fuel", { ...example, taxForm: "liniowy", fuel: "para" }, "fuel", /Rodzaj napędu/],
    ["/get-tax-effect", "CO2", { ...example, taxForm: "liniowy", co2: -5 }, "co2", /Emisja CO₂/],
  ];

  for (const [path, name, body, field, message] of cases) {
    it(`${path}: ${name}`, async () => {
      const res = await post(path, body);
      expect(res.status).toBe(422);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
      expect(res.body.message).toMatch(new RegExp(`Nieprawidłowe pole „${field}”`));
      expect(res.body.message).toMatch(message);
    });
  }

  it("a missing body or a wrong content type is refused, never a 500", async () => {
    const empty = await app.request("/v3/calculate-installment", { method: "POST" });
    expect([400, 422]).toContain(empty.status);
    const text = await app.request("/get-tax-effect", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "price=1",
    });
    expect([400, 415, 422]).toContain(text.status);
    const broken = await app.request("/calculate-price-by-installment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nie json",
    });
    expect(broken.status).toBe(400);
  });
});

describe("clipping to the catalogue (its net price bounds, as /v3/setup prices)", () => {
  it("clips a price above the dearest car, and leaves it when asked not to clip", async () => {
    const setup = (await (await app.request("/v3/setup")).json()) as { prices: { min: number; max: number } };
    expect(setup.prices.max).toBeGreaterThan(0);
    const body = { ...example, installment: 900_000 };
    const clipped = await post("/calculate-price-by-installment", body);
    expect(clipped.body).toMatchObject({
      price: Math.floor(setup.prices.max),
      clipped: "max",
      priceRange: { max: Math.floor(setup.prices.max) },
    });
    expect(clipped.body.unclippedPrice as number).toBeGreaterThan(setup.prices.max);
    const free = await post("/calculate-price-by-installment", { ...body, clip: false });
    expect(free.body).toMatchObject({ clipped: null, priceRange: null });
    expect(free.body.price).toBe(clipped.body.unclippedPrice);
  });
});

describe("options", () => {
  it("clips the reverse calculation to the catalogue's price range and converts its basis", async () => {
    const clipped = router().route(
      "/",
      leasingRoutes(handle.db, {
        priceRange: async () => ({ min: 50_000, max: 123_000, priceType: "gross" }),
      }),
    );
    const ask = async (installment: number, client: string) =>
      (await (
        await clipped.request("/calculate-price-by-installment", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...example, client, installment }),
        })
      ).json()) as Json;
    expect(await ask(2000, "entrepreneur")).toMatchObject({
      price: 100_000,
      unclippedPrice: 200_759,
      clipped: "max",
      priceRange: { min: 40_651, max: 100_000 },
    });
    expect(await ask(100, "consumer")).toMatchObject({ price: 50_000, clipped: "min", priceType: "gross" });
  });

  it("floats on another configured index and answers 503 (in Polish) when it has no fixing", async () => {
    const polstr = router().route("/", leasingRoutes(handle.db, { benchmarkName: "POLSTR 3M" }));
    const res = await polstr.request("/v3/calculate-installment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(example),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as Json).message).toMatch(/Brak notowania wskaźnika POLSTR 3M/);
    const setup = (await (await polstr.request("/v3/leasing-calculator-setup")).json()) as Json;
    expect(setup).toMatchObject({ benchmark: null, rates: null });

    await upsertBenchmarkFixing(handle.db, { name: "POLSTR 3M", value: 3.71586, fixingDate: "2026-03-25" });
    const wibor = (await (await polstr.request("/v3/get-actual-wibor")).json()) as Json;
    expect(wibor).toEqual({
      name: "POLSTR 3M",
      tenor: "3M",
      value: 3.7159,
      fixingDate: "2026-03-25",
      source: "GPW Benchmark",
    });
  });

  it("ignores fixings dated after today", async () => {
    const early = router().route("/", leasingRoutes(handle.db, { today: () => "2026-01-15" }));
    const wibor = (await (await early.request("/v3/get-actual-wibor")).json()) as Json;
    expect(wibor).toMatchObject({ value: 3.97, fixingDate: "2026-01-02" });
    // 4.23 % of 2025-11-21 gives j = 7.23 % → 1 510.91 (DOMAIN.md §1.3, third row).
    const older = router().route("/", leasingRoutes(handle.db, { today: () => "2025-12-01" }));
    const res = await older.request("/v3/calculate-installment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(example),
    });
    expect(((await res.json()) as Json).installmentNet).toBe(1510.91);
  });
});

describe("reusing the looked-up fixing (lib/benchmark-lookup.ts)", () => {
  it("answers the same fixing within the time, a newer one after it, and looks again on a new day", async () => {
    let now = 0;
    let today = "2026-06-01";
    const routes = router().route(
      "/",
      leasingRoutes(handle.db, {
        benchmarkName: "TEST 1M",
        benchmark: benchmarkLookup(handle.db, 60_000, () => now),
        today: () => today,
      }),
    );
    const wibor = async () => ((await (await routes.request("/v3/get-actual-wibor")).json()) as Json).value;
    await upsertBenchmarkFixing(handle.db, { name: "TEST 1M", value: 2.5, fixingDate: "2026-05-29" });
    expect(await wibor()).toBe(2.5);
    await upsertBenchmarkFixing(handle.db, { name: "TEST 1M", value: 2.75, fixingDate: "2026-06-01" });
    now = 59_999;
    expect(await wibor()).toBe(2.5);
    now = 60_000;
    expect(await wibor()).toBe(2.75);
    // Tomorrow's fixing is not today's; on the next day it is, without waiting for the time to run out.
    await upsertBenchmarkFixing(handle.db, { name: "TEST 1M", value: 3, fixingDate: "2026-06-02" });
    now = 60_001;
    expect(await wibor()).toBe(2.75);
    today = "2026-06-02";
    expect(await wibor()).toBe(3);
  });
});

describe("an order's quote", () => {
  it("is priced with the fixing of the lookup it is given, for the order's day (DOMAIN.md §1.3: 4.00 % → 1 494.32)", async () => {
    const asked: string[] = [];
    const quote = await computeQuote(
      {
        db: handle.db,
        benchmarkName: "WIBOR 3M",
        now: () => Date.UTC(2026, 5, 1, 12),
        benchmark: async (name, asOf) => {
          asked.push(`${name} ${asOf}`);
          return { name, tenor: "3M", value: 4, fixingDate: "2026-05-29", source: "GPW Benchmark" };
        },
      },
      { priceNet: example.price },
      {
        client: "entrepreneur",
        duration: example.duration,
        initialFee: example.initialFee,
        repurchase: example.repurchase,
      },
    );
    expect(asked).toEqual(["WIBOR 3M 2026-06-01"]);
    expect(quote).toMatchObject({ annualRatePct: 7, installmentNet: 1494.32 });
  });
});

describe("OpenAPI", () => {
  it("documents the leasing operations", async () => {
    const doc = (await (await app.request("/openapi.json")).json()) as { paths: Record<string, object> };
    expect(doc.paths).toHaveProperty(["/v3/leasing-calculator-setup", "get"]);
    expect(doc.paths).toHaveProperty(["/v3/get-actual-wibor", "get"]);
    expect(doc.paths).toHaveProperty(["/v3/calculate-installment", "post"]);
    expect(doc.paths).toHaveProperty(["/calculate-price-by-installment", "post"]);
    expect(doc.paths).toHaveProperty(["/get-tax-effect", "post"]);
  });
});
