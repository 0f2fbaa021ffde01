// Browsing by monthly budget: "samochody do 1 500 zł/mies." as a search address (/wyszukaj?installmentMax,
// which the search turns into a price range for the visitor's parameters), with the highest car price the
// budget buys for the tile's small print (the domain's reversePrice, the calculator's "Na jaki samochód
// mnie stać?"). Browser-safe: the tiles follow the leasing drawer without a reload.

import { reversePrice } from "@vhs/domain/leasing-annuity.ts";
import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import type { LeasingRates } from "./leasing-shell.ts";
import { SEARCH_PATH } from "./search-form.ts";

/** The monthly budgets the home page links to, in zł (netto for firms, brutto for consumers). */
export const BUDGETS = [1000, 1500, 2000, 3000] as const;
/** The finer choice of the home page's search box: the links' budgets and two smaller ones. */
export const SEARCH_BUDGETS = [500, 750, ...BUDGETS] as const;

export interface BudgetSearch {
  /** The budget, zł per month. */
  monthly: number;
  /** The highest car price within it, whole hundreds of zł, on the same basis. */
  priceMax: number;
  basis: "net" | "gross";
  /** /wyszukaj with that instalment limit. */
  href: string;
}

/** The search for cars within `monthly` zł a month, or null without a rate (the API could not tell it). */
export function budgetSearch(
  monthly: number,
  params: LeasingParams,
  rates: LeasingRates | null,
): BudgetSearch | null {
  if (!rates) return null;
  const priceMax = reversePrice({
    installment: monthly,
    initialFeePct: params.initialFee,
    repurchasePct: params.repurchase,
    months: params.duration,
    annualRatePct: rates[params.client],
    step: 100,
  });
  // Consumers pay brutto instalments, so their limit is a brutto price (SPEC: prices brutto for them).
  const basis = params.client === "consumer" ? "gross" : "net";
  return { monthly, priceMax, basis, href: budgetHref(monthly) };
}

/** The search for cars whose instalment, as the visitor pays it, is at most `monthly` zł. */
export function budgetHref(monthly: number): string {
  return `${SEARCH_PATH}?installmentMax=${monthly}`;
}
