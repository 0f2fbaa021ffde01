// Browser-safe leasing helpers for the screens: the API's setup types and the "od … zł/mies." figure,
// computed by the very function the API uses (packages/domain calculateLease), with the visitor's
// parameters and the current rate from /v3/leasing-calculator-setup.
import type { ClientType, LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { calculateLease, type PriceType } from "@vhs/domain/leasing-math.ts";
import { useRouteLoaderData } from "react-router";
import { useLeasingParams } from "./leasing-params.ts";

export interface Benchmark {
  name: string;
  tenor: string;
  /** Percent. */
  value: number;
  /** YYYY-MM-DD. */
  fixingDate: string;
  source: string;
}

/** Nominal annual rate in % by client type (benchmark + margin). */
export type LeasingRates = Record<ClientType, number>;

/** GET /v3/leasing-calculator-setup. */
export interface LeasingSetup {
  durations: number[];
  maxRepurchaseByDuration: Record<string, number>;
  repurchaseMin: number;
  initialFeeRange: { min: number; max: number };
  priceRange: { min: number; max: number };
  installmentRange: { min: number; max: number };
  defaults: LeasingParams;
  clientTypes: { value: ClientType; label: string }[];
  margins: Record<ClientType, number>;
  benchmark: Benchmark | null;
  rates: LeasingRates | null;
  vatRate: number;
  taxForms: { value: string; label: string; savingRatePct: number | null; note: string | null }[];
  vatDeductions: { value: number; label: string }[];
  fuels: { value: string; label: string }[];
  carValueLimits: { zeroEmission: number; lowEmission: number; standard: number };
  lowEmissionCo2Threshold: number;
}

/** What the root loader gives every page (`leasing` in its data). */
export interface LeasingShell {
  /** The visitor's parameters from the `vhs_f` cookie (defaults when absent or tampered). */
  params: LeasingParams;
  /** Null when the API could not tell the rate (the instalments are then not shown). */
  rates: LeasingRates | null;
  benchmark: Benchmark | null;
}

export interface MonthlyInstallment {
  /** Rounded to the grosz, as the API answers it. */
  amount: number;
  /** Netto for firms, brutto for consumers (DOMAIN §1.1). */
  basis: "net" | "gross";
  /** The nominal rate used, %. */
  rate: number;
}

/** The monthly instalment of a car at `price` for these parameters, or null without a rate or a price. */
export function monthlyInstallment(
  price: number,
  priceType: PriceType,
  params: LeasingParams,
  rates: LeasingRates | null,
): MonthlyInstallment | null {
  if (!rates || !(Number.isFinite(price) && price > 0)) return null;
  const rate = rates[params.client];
  const lease = calculateLease({
    price,
    priceType,
    client: params.client,
    duration: params.duration,
    initialFee: params.initialFee,
    repurchase: params.repurchase,
    annualRatePct: rate,
  });
  return params.client === "consumer"
    ? { amount: lease.installmentGross, basis: "gross", rate }
    : { amount: lease.installmentNet, basis: "net", rate };
}

/** The root loader's leasing data (undefined outside the root, e.g. in tests). */
export function useLeasingShell(): LeasingShell | undefined {
  return (useRouteLoaderData("root") as { leasing?: LeasingShell } | undefined)?.leasing;
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

/** The visitor's current parameters, following every change made in the drawer. */
export function useVisitorParams(): LeasingParams {
  return useLeasingParams(useLeasingShell()?.params);
}

/** The instalment for a price with the visitor's parameters; re-renders when they change. */
export function useMonthlyInstallment(price: number, priceType: PriceType): MonthlyInstallment | null {
  const shell = useLeasingShell();
  const params = useLeasingParams(shell?.params);
  return monthlyInstallment(price, priceType, params, shell?.rates ?? null);
}
