import type { OrderBankAttempt, OrderQuote } from "@vhs/db/schema/orders.ts";
import { describe, expect, it } from "vitest";
import { type DecisionInput, decide, monthsSince } from "./order-decision.ts";

const NOW = new Date("2026-11-20T10:00:00Z");
const verified: OrderBankAttempt = {
  status: "VERIFIED",
  reason: null,
  bankId: "pko-bp",
  bankName: "PKO Bank Polski",
  matchScore: 1,
  at: NOW.toISOString(),
  whiteList: null,
};
const quote = (installmentGross: number) => ({ installmentGross }) as OrderQuote;

const firm = (
  over: Partial<DecisionInput> = {},
  register: Partial<NonNullable<NonNullable<DecisionInput["firm"]>["register"]>> = {},
): DecisionInput => ({
  now: NOW,
  client: "entrepreneur",
  car: { year: 2026, priceNet: 150_000 },
  duration: 60,
  initialFee: 25,
  quote: quote(2000),
  bank: verified,
  firm: {
    register: {
      found: true,
      statusVat: "Czynny",
      registrationDate: "2018-06-12",
      removalDate: null,
      ...register,
    },
    businessStartDate: "2018-06-01",
  },
  ...over,
});

const outcome = (input: DecisionInput) => decide(input).outcome;
const effect = (input: DecisionInput, code: string) =>
  decide(input).reasons.find((r) => r.code === code)?.effect;

describe("the sandbox decision", () => {
  it("approves an active VAT payer with a verified account and a young car", () => {
    const d = decide(firm());
    expect(d.outcome).toBe("approved");
    expect(d.reasons.every((r) => r.effect === "pass" || r.effect === "info")).toBe(true);
  });

  it("VAT status: exempt → manual review, not registered or removed → rejected, register down → manual review", () => {
    expect(outcome(firm({}, { statusVat: "Zwolniony" }))).toBe("manual_review");
    expect(outcome(firm({}, { statusVat: "Niezarejestrowany" }))).toBe("rejected");
    expect(outcome(firm({}, { removalDate: "2024-06-28" }))).toBe("rejected");
    expect(outcome(firm({ firm: { register: null, businessStartDate: "2015-01-01" } }))).toBe(
      "manual_review",
    );
    expect(outcome(firm({}, { found: false, statusVat: null }))).toBe("manual_review");
  });

  it("time in business: < 3 months rejected; < 12 months with < 10 % initial fee → manual review", () => {
    const young = (start: string, initialFee = 25) =>
      firm({
        initialFee,
        firm: {
          register: { found: true, statusVat: "Czynny", registrationDate: null, removalDate: null },
          businessStartDate: start,
        },
      });
    expect(effect(young("2026-09-01"), "TIME_IN_BUSINESS")).toBe("rejected");
    expect(effect(young("2026-08-20"), "TIME_IN_BUSINESS")).toBe("pass");
    expect(effect(young("2026-05-01", 5), "TIME_IN_BUSINESS")).toBe("manual_review");
    expect(effect(young("2026-05-01", 10), "TIME_IN_BUSINESS")).toBe("pass");
    expect(monthsSince("2026-08-21", NOW)).toBe(2);
    expect(monthsSince("2026-08-20", NOW)).toBe(3);
  });

  it("car age at the end of the lease: ≤ 10 years pass, ≤ 11 manual review, older rejected", () => {
    expect(effect(firm({ car: { year: 2021, priceNet: 80_000 } }), "CAR_AGE")).toBe("pass"); // 5 + 5
    expect(effect(firm({ car: { year: 2020, priceNet: 80_000 }, duration: 60 }), "CAR_AGE")).toBe(
      "manual_review",
    ); // 6 + 5
    expect(effect(firm({ car: { year: 2019, priceNet: 80_000 }, duration: 36 }), "CAR_AGE")).toBe("pass"); // 7 + 3
    expect(effect(firm({ car: { year: 2016, priceNet: 80_000 }, duration: 48 }), "CAR_AGE")).toBe("rejected"); // 10 + 4
  });

  it("says the car's age with the Polish plural: 4 lata, 8 lat, 13,5 roku", () => {
    const message = (year: number, duration: number) =>
      decide(firm({ car: { year, priceNet: 80_000 }, duration })).reasons.find((r) => r.code === "CAR_AGE")!
        .message;
    expect(message(2025, 36)).toBe("Wiek samochodu na koniec umowy: 4 lata (limit 10 lat).");
    expect(message(2021, 36)).toContain(": 8 lat (limit 10 lat)");
    expect(message(2016, 42)).toContain("13,5 roku");
  });

  it("bank: mismatch or no verification → manual review; a big amount → manual review", () => {
    expect(outcome(firm({ bank: { ...verified, status: "MISMATCH", matchScore: 0.3 } }))).toBe(
      "manual_review",
    );
    expect(outcome(firm({ bank: null }))).toBe("manual_review");
    expect(effect(firm({ car: { year: 2026, priceNet: 900_000 } }), "AMOUNT")).toBe("manual_review");
  });

  it("states the amount financed netto to a firm and brutto to a consumer", () => {
    const car = { year: 2026, priceNet: 100_000, priceGross: 123_000 };
    const amount = (input: DecisionInput) => decide(input).reasons.find((r) => r.code === "AMOUNT")!.message;
    expect(amount(firm({ car, initialFee: 10 }))).toMatch(/^Kwota finansowania 90\s000 zł netto\.$/);
    expect(amount(firm({ car, initialFee: 10, client: "consumer", firm: undefined }))).toMatch(
      /^Kwota finansowania 110\s700 zł brutto\.$/,
    );
  });

  it("consumers: instalment + obligations ≤ 50 % of income pass, ≤ 65 % review, above rejected; minors rejected", () => {
    const consumer = (income: number, birthDate = "1990-12-31"): DecisionInput => ({
      ...firm(),
      client: "consumer",
      firm: undefined,
      quote: quote(2000),
      consumer: { birthDate, monthlyNetIncome: income, monthlyObligations: 500 },
    });
    expect(outcome(consumer(5000))).toBe("approved"); // 2500 / 5000
    expect(outcome(consumer(4000))).toBe("manual_review"); // 62.5 %
    expect(outcome(consumer(3000))).toBe("rejected"); // 83 %
    expect(outcome(consumer(0))).toBe("rejected");
    expect(outcome(consumer(10_000, "2010-01-01"))).toBe("rejected");
    expect(effect(consumer(10_000, "1955-01-01"), "AGE")).toBe("manual_review");
    expect(outcome({ ...consumer(10_000), quote: null })).toBe("manual_review");
  });
});
