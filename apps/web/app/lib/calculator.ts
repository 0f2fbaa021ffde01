// The leasing calculator's form values and result types, shared by the page (browser) and its loader.

import type { LeaseResult, PriceType, ScheduleRow } from "@vhs/domain/leasing-math.ts";
import type { TaxEffectApplicable } from "@vhs/domain/tax-effect.ts";
import type { Benchmark } from "./leasing-shell.ts";

/** The calculator page's address (its form posts there, its links point there). */
export const CALCULATOR_PATH = "/kalkulator-leasingowy";

export type CalculatorMode = "installment" | "price";

/** Every input as typed (strings): what the form shows back, so nothing typed is lost. */
export interface CalculatorValues {
  mode: CalculatorMode;
  price: string;
  priceType: PriceType;
  installment: string;
  client: string;
  duration: string;
  initialFee: string;
  repurchase: string;
  taxForm: string;
  vatDeduction: string;
  fuel: string;
  co2: string;
}

export type CalculatorErrors = Partial<Record<keyof CalculatorValues, string>>;

export const CALCULATOR_FIELDS: readonly (keyof CalculatorValues)[] = [
  "mode",
  "price",
  "priceType",
  "installment",
  "client",
  "duration",
  "initialFee",
  "repurchase",
  "taxForm",
  "vatDeduction",
  "fuel",
  "co2",
];

export const DEFAULT_PRICE = "150000";
/** The instalment the "what can I afford" mode starts from, so either mode opens with a result. */
export const DEFAULT_INSTALLMENT = "2000";
export const DEFAULT_TAX = { taxForm: "liniowy", vatDeduction: "50", fuel: "benzyna" } as const;

/** The values as a query string (the shareable URL); empty and irrelevant fields are left out. */
export function calculatorQuery(values: CalculatorValues): string {
  const query = new URLSearchParams();
  for (const key of CALCULATOR_FIELDS) {
    const value = values[key];
    if (value === "") continue;
    if (values.mode === "installment" && key === "installment") continue;
    if (values.mode === "price" && (key === "price" || key === "priceType")) continue;
    if (
      values.client === "consumer" &&
      (key === "taxForm" || key === "vatDeduction" || key === "fuel" || key === "co2")
    )
      continue;
    query.set(key, value);
  }
  return query.toString();
}

// ---------------------------------------------------------------------------------------------------------
// API answers

export type LeaseAnswer = LeaseResult & {
  schedule: ScheduleRow[];
  benchmark: Benchmark;
  margin: number;
  rate: number;
};

/** The API answers the domain's own result (get-tax-effect passes it through as JSON). */
export type TaxEffectAnswer = TaxEffectApplicable;

export interface ReverseAnswer {
  price: number;
  priceType: PriceType;
  priceNet: number;
  priceGross: number;
  unclippedPrice: number;
  clipped: "min" | "max" | null;
  priceRange: { min: number; max: number } | null;
  installment: number;
  targetInstallment: number;
  benchmark: Benchmark;
  margin: number;
  rate: number;
}

export type CalculatorResult =
  | { mode: "installment"; lease: LeaseAnswer; taxEffect: TaxEffectAnswer | null }
  | { mode: "price"; reverse: ReverseAnswer };

/** An instalment's answer without its schedule, which the page sends apart (routes/leasing/calculator.tsx). */
export type LeaseSummary = Omit<LeaseAnswer, "schedule">;

export type CalculatorSummary =
  | { mode: "installment"; lease: LeaseSummary; taxEffect: TaxEffectAnswer | null }
  | { mode: "price"; reverse: ReverseAnswer };

export function withoutSchedule(result: CalculatorResult): CalculatorSummary {
  if (result.mode !== "installment") return result;
  const { schedule: _, ...lease } = result.lease;
  return { ...result, lease };
}
