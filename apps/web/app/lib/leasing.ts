// The "od … zł/mies." figure of the screens, computed as the API computes it (packages/domain
// leaseInstallment, the instalment of calculateLease), with the visitor's parameters and the current
// rate from /v3/leasing-calculator-setup.
import { leaseInstallment, type PriceType } from "@vhs/domain/leasing-annuity.ts";
import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { useLeasingParams } from "./leasing-params.ts";
import { type LeasingRates, useLeasingShell } from "./leasing-shell.ts";

export interface MonthlyInstallment {
  /** Rounded to the grosz, as the API answers it. */
  amount: number;
  /** Netto for firms, brutto for consumers (DOMAIN §1.1). */
  basis: "net" | "gross";
  /** The nominal rate used, %. */
  rate: number;
}

/**
 * Instalments worked out on the server, by price and terms: a list page shows the same cars to most
 * visitors. Kept out of the browser's bundle (it works out a page's few cards once).
 */
const worked = import.meta.env.SSR ? new Map<string, MonthlyInstallment>() : null;
const MAX_WORKED = 5000;

/**
 * The monthly instalment of a car at `price` for these parameters, or null without a rate or a price.
 * On the server remembered (up to MAX_WORKED, then afresh): the same answer object for the same inputs.
 */
export function monthlyInstallment(
  price: number,
  priceType: PriceType,
  params: LeasingParams,
  rates: LeasingRates | null,
): MonthlyInstallment | null {
  if (!rates || !(Number.isFinite(price) && price > 0)) return null;
  const rate = rates[params.client];
  if (!worked) return workOut(price, priceType, params, rate);
  const key = `${price} ${priceType} ${params.client} ${params.duration} ${params.initialFee} ${params.repurchase} ${rate}`;
  let known = worked.get(key);
  if (!known) {
    known = Object.freeze(workOut(price, priceType, params, rate));
    if (worked.size >= MAX_WORKED) worked.clear();
    worked.set(key, known);
  }
  return known;
}

function workOut(
  price: number,
  priceType: PriceType,
  params: LeasingParams,
  rate: number,
): MonthlyInstallment {
  const lease = leaseInstallment({
    price,
    priceType,
    client: params.client,
    duration: params.duration,
    initialFee: params.initialFee,
    repurchase: params.repurchase,
    annualRatePct: rate,
  });
  return params.client === "consumer"
    ? { amount: lease.gross, basis: "gross", rate }
    : { amount: lease.net, basis: "net", rate };
}

/**
 * The visitor's monthly instalment per zł of netto price (in their basis: netto for a firm, brutto for a
 * consumer): an instalment is proportional to the price, so a budget turns into a price range with it.
 * Null when the rates are unknown.
 */
export function installmentPerNetZl(params: LeasingParams, rates: LeasingRates | null): number | null {
  const probe = 100_000;
  const result = monthlyInstallment(probe, "net", params, rates);
  return result ? result.amount / probe : null;
}

/** The instalment for a price with the visitor's parameters; re-renders when they change. */
export function useMonthlyInstallment(price: number, priceType: PriceType): MonthlyInstallment | null {
  const shell = useLeasingShell();
  const params = useLeasingParams(shell?.params);
  return monthlyInstallment(price, priceType, params, shell?.rates ?? null);
}
