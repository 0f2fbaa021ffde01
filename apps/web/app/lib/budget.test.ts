import { DEFAULT_PARAMS, type LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { describe, expect, it } from "vitest";
import { BUDGETS, budgetSearch } from "./budget.ts";
import { monthlyInstallment } from "./leasing.ts";

const RATES = { entrepreneur: 6.85, consumer: 8.35 };

describe("a monthly budget", () => {
  it("gives the highest price (whole hundreds) whose instalment stays within the budget", () => {
    for (const monthly of BUDGETS) {
      const found = budgetSearch(monthly, DEFAULT_PARAMS, RATES)!;
      expect(found.priceMax % 100).toBe(0);
      expect(monthlyInstallment(found.priceMax, "net", DEFAULT_PARAMS, RATES)!.amount).toBeLessThanOrEqual(
        monthly,
      );
      expect(monthlyInstallment(found.priceMax + 100, "net", DEFAULT_PARAMS, RATES)!.amount).toBeGreaterThan(
        monthly,
      );
      expect(found.href).toBe(`/wyszukaj?installmentMax=${monthly}`);
    }
  });

  it("uses brutto prices for a consumer, whose instalments are brutto", () => {
    const consumer: LeasingParams = { ...DEFAULT_PARAMS, client: "consumer" };
    const found = budgetSearch(1500, consumer, RATES)!;
    expect(found.basis).toBe("gross");
    expect(found.href, "the search applies the visitor's basis itself").toBe("/wyszukaj?installmentMax=1500");
    const instalment = monthlyInstallment(found.priceMax, "gross", consumer, RATES)!;
    expect(instalment.basis).toBe("gross");
    expect(instalment.amount).toBeLessThanOrEqual(1500);
    expect(instalment.amount).toBeGreaterThan(1490);
  });

  it("a longer lease or a higher buy-out buys a dearer car for the same budget", () => {
    const base = budgetSearch(2000, { ...DEFAULT_PARAMS, duration: 36 }, RATES)!.priceMax;
    expect(budgetSearch(2000, { ...DEFAULT_PARAMS, duration: 60 }, RATES)!.priceMax).toBeGreaterThan(base);
  });

  it("gives nothing without a rate", () => {
    expect(budgetSearch(1000, DEFAULT_PARAMS, null)).toBeNull();
  });
});
