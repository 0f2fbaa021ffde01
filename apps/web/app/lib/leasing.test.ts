import { describe, expect, it } from "vitest";
import { monthlyInstallment } from "./leasing.ts";

// The same numbers as the API (DOMAIN.md §1.3): the catalogue's "od … zł/mies." and the calculator agree.
const rates = { entrepreneur: 7, consumer: 7 };

describe("monthlyInstallment", () => {
  it("is the net instalment for a firm: 150 000 netto, 25 %, 60 m, 35 % at 7 % → 1 494.32", () => {
    expect(
      monthlyInstallment(
        150_000,
        "net",
        { client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 },
        rates,
      ),
    ).toEqual({ amount: 1494.32, basis: "net", rate: 7 });
  });

  it("is the gross instalment for a consumer, whatever basis the price is given in", () => {
    const params = { client: "consumer", duration: 60, initialFee: 25, repurchase: 35 } as const;
    expect(monthlyInstallment(184_500, "gross", params, rates)).toEqual({
      amount: 1838.02,
      basis: "gross",
      rate: 7,
    });
    expect(monthlyInstallment(150_000, "net", params, rates)?.amount).toBe(1838.02);
  });

  it("uses the rate of the visitor's client type", () => {
    const params = { client: "consumer", duration: 36, initialFee: 25, repurchase: 50 } as const;
    const at7 = monthlyInstallment(150_000, "net", params, { entrepreneur: 7, consumer: 7 });
    const at75 = monthlyInstallment(150_000, "net", params, { entrepreneur: 7, consumer: 7.5 });
    expect(at7?.amount).toBe(1962.33); // 1 595.39 × 1.23 (DOMAIN.md §1.3, 36 months)
    expect(at75!.amount).toBeGreaterThan(at7!.amount);
  });

  it("is null without a rate or a positive price", () => {
    const params = { client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 } as const;
    expect(monthlyInstallment(150_000, "net", params, null)).toBeNull();
    expect(monthlyInstallment(0, "net", params, rates)).toBeNull();
    expect(monthlyInstallment(Number.NaN, "net", params, rates)).toBeNull();
  });

  it("is remembered by price and terms: the same answer again, another for any other input", () => {
    const params = { client: "entrepreneur", duration: 48, initialFee: 10, repurchase: 20 } as const;
    const first = monthlyInstallment(99_999, "net", params, rates);
    expect(monthlyInstallment(99_999, "net", { ...params }, { ...rates })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Each input on its own changes the answer: none is left out of what it is remembered by.
    const others = [
      monthlyInstallment(100_000, "net", params, rates),
      monthlyInstallment(99_999, "gross", params, rates),
      monthlyInstallment(99_999, "net", { ...params, client: "consumer" }, rates),
      monthlyInstallment(99_999, "net", { ...params, duration: 36 }, rates),
      monthlyInstallment(99_999, "net", { ...params, initialFee: 20 }, rates),
      monthlyInstallment(99_999, "net", { ...params, repurchase: 30 }, rates),
      monthlyInstallment(99_999, "net", params, { ...rates, entrepreneur: 8 }),
    ];
    for (const other of others) expect(other?.amount).not.toBe(first?.amount);
  });
});
