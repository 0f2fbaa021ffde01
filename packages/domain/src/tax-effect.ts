// Tax effect (`efekt podatkowy`) of an operating lease for an entrepreneur, 2026 rules (DOMAIN §2).
//
// Conventions (they reproduce every figure of the DOMAIN §2.6 worked example):
// - All figures are computed from UNROUNDED values (exact instalment, exact schedule split, exact ratio) and
//   each reported figure is rounded once to the grosz, half away from zero. Consequently a reported row need
//   not add up to the grosz: the doc's 156 405.96 − 14 623.32 − 23 438.76 = 118 343.88, but the real cost
//   (exact 118 343.874) is reported as 118 343.87, as in the doc.
// - `ratio` is reported to 4 decimals (0.5979) but used unrounded (0.5979 would turn the fee's 25 000.00
//   into 24 999.12).
// - Cost factor = 1 + VAT × non-deductible share (1.115 at VAT 50 %, 1.23 for a non-VAT payer, 1 at 100 %).
//   The non-deductible VAT is a cost; the limit ratio applies to its capital share only (DOMAIN §2.3, §9
//   item 2): deductible = (capital × ratio + interest) × cost factor; the initial fee is all capital.
// - W (car value for the limit) = price netto × cost factor (DOMAIN §2.3 table), buy-out included.
// - "Total" excludes the buy-out, includes the initial fee (DOMAIN §2.6).
// - Saving rates are marginal rates including the health contribution (DOMAIN §2.5).
import { z } from "zod";
import { FUEL_LABELS, type FuelSlug } from "./labels.ts";
import { type ClientType, VAT_RATE } from "./leasing-constants.ts";
import { installment, monthlyRate, roundDecimal, roundGrosz } from "./leasing-math.ts";
import { addRepurchaseCapIssue, leasingParamsObjectSchema } from "./leasing-params.ts";

// ---------------------------------------------------------------------------------------------------------
// Tax forms (DOMAIN §2.5)

/**
 * Ids: `skala-12`/`skala-32` = tax scale in the 12 % / 32 % bracket (+9 % health → 21 % / 41 %);
 * `liniowy` = flat 19 % (+4.9 % health → 23.9 %); `ryczalt` = lump sum on revenue (costs do not count);
 * `cit-9`/`cit-19` = CIT; `estonski` = Estonian CIT (tax only on distributions, [UNVERIFIED] → n/a).
 */
export const TAX_FORMS = [
  "skala-12",
  "skala-32",
  "liniowy",
  "ryczalt",
  "cit-9",
  "cit-19",
  "estonski",
] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

export type TaxFormDetails = {
  label: string;
  /** Marginal income-tax + health saving per 1 PLN of cost; null when costs give no income-tax effect. */
  savingRate: number | null;
  /** Polish explanation when savingRate is null. */
  note: string | null;
};

export const TAX_FORM_DETAILS: Readonly<Record<TaxForm, TaxFormDetails>> = {
  "skala-12": { label: "Skala podatkowa (12 %)", savingRate: 0.21, note: null },
  "skala-32": { label: "Skala podatkowa (32 %)", savingRate: 0.41, note: null },
  liniowy: { label: "Podatek liniowy (19 %)", savingRate: 0.239, note: null },
  ryczalt: {
    label: "Ryczałt od przychodów ewidencjonowanych",
    savingRate: null,
    note: "Przy ryczałcie koszty nie obniżają podatku — pozostaje tylko efekt VAT.",
  },
  "cit-9": { label: "CIT 9 %", savingRate: 0.09, note: null },
  "cit-19": { label: "CIT 19 %", savingRate: 0.19, note: null },
  estonski: {
    label: "Estoński CIT",
    savingRate: null,
    note: "Przy estońskim CIT podatek płaci się dopiero od wypłaty zysku, więc leasing nie daje bieżącej oszczędności podatkowej — pozostaje tylko efekt VAT.",
  },
};

export const VAT_DEDUCTIONS = [0, 50, 100] as const;
export type VatDeduction = (typeof VAT_DEDUCTIONS)[number];

export const VAT_DEDUCTION_LABELS: Readonly<Record<VatDeduction, string>> = {
  0: "Nie jestem płatnikiem VAT",
  50: "Odliczam 50 % VAT (użytek mieszany)",
  100: "Odliczam 100 % VAT (wyłącznie firmowo)",
};

// ---------------------------------------------------------------------------------------------------------
// Car-value limits (DOMAIN §2.2)

export const CAR_VALUE_LIMITS = { zeroEmission: 225_000, lowEmission: 150_000, standard: 100_000 } as const;
/** CO₂ strictly below this (g/km) gives the 150 000 limit. */
export const LOW_EMISSION_CO2_THRESHOLD = 50;

/**
 * 225 000 for BEV or hydrogen; 150 000 when CO₂ < 50 g/km; otherwise 100 000 (from 1 Jan 2026).
 * An unknown CO₂ (null) takes the conservative 100 000.
 */
export function carValueLimit(fuel: FuelSlug, co2: number | null): number {
  if (fuel === "elektryczny" || fuel === "wodor") return CAR_VALUE_LIMITS.zeroEmission;
  if (co2 !== null && Number.isFinite(co2) && co2 < LOW_EMISSION_CO2_THRESHOLD)
    return CAR_VALUE_LIMITS.lowEmission;
  return CAR_VALUE_LIMITS.standard;
}

/** 1 + the non-deductible part of VAT: 1.23 (VAT 0 %), 1.115 (50 %), 1 (100 %). */
export function costFactor(vatDeduction: VatDeduction): number {
  return 1 + VAT_RATE * (1 - vatDeduction / 100);
}

/** W (DOMAIN §2.3): netto at 100 %, netto + half the VAT at 50 %, brutto for a non-VAT payer. */
export function carValueForLimit(priceNet: number, vatDeduction: VatDeduction): number {
  return priceNet * costFactor(vatDeduction);
}

/** ratio = min(1, LIMIT / W). */
export function limitRatio(limit: number, carValue: number): number {
  return Math.min(1, limit / carValue);
}

// ---------------------------------------------------------------------------------------------------------
// Calculation

export type TaxEffectInput = {
  client: ClientType;
  /** Car price, netto. */
  price: number;
  /** Initial fee, % of the price. */
  initialFee: number;
  /** Buy-out, % of the price. */
  repurchase: number;
  duration: number;
  annualRatePct: number;
  taxForm: TaxForm;
  vatDeduction: VatDeduction;
  fuel: FuelSlug;
  /** CO₂ emission, g/km (from CEP); null when unknown. */
  co2: number | null;
  /** Adds the month-by-month rows. */
  withSchedule?: boolean;
};

export type TaxEffectMonth = {
  month: number;
  installmentNet: number;
  installmentGross: number;
  capital: number;
  interest: number;
  deductibleCost: number;
  vatDeducted: number;
  taxSaving: number;
  realCost: number;
};

export type TaxEffectApplicable = {
  applicable: true;
  client: "entrepreneur";
  taxForm: TaxForm;
  taxFormLabel: string;
  vatDeduction: VatDeduction;
  fuel: FuelSlug;
  co2: number | null;
  limit: number;
  carValueForLimit: number;
  /** min(1, limit / W), 4 decimals for display. */
  ratio: number;
  /** Marginal saving rate in % (23.9 for liniowy), null when not applicable. */
  savingRatePct: number | null;
  /** Why there is no income-tax saving (ryczałt, Estonian CIT), else null. */
  incomeTaxNote: string | null;
  rate: number;
  monthly: Omit<TaxEffectMonth, "month"> & { month: 1; note: string };
  initialFee: {
    net: number;
    gross: number;
    deductibleCost: number;
    vatDeducted: number;
    taxSaving: number;
    realCost: number;
  };
  total: {
    grossPaidExclBuyout: number;
    deductibleCost: number;
    vatDeducted: number;
    taxSaving: number;
    realCost: number;
  };
  buyout: { net: number; gross: number };
  schedule?: TaxEffectMonth[];
  disclaimer: string;
};

export type TaxEffectNotApplicable = { applicable: false; client: ClientType; reason: string };

export type TaxEffect = TaxEffectApplicable | TaxEffectNotApplicable;

export const TAX_EFFECT_DISCLAIMER = "Wyliczenia poglądowe, nie stanowią porady podatkowej.";
export const CONSUMER_NOT_APPLICABLE_REASON =
  "Efekt podatkowy nie dotyczy leasingu konsumenckiego: konsument nie odlicza VAT i nie zalicza rat do kosztów.";
const MONTHLY_NOTE =
  "Dane dla 1. raty; udział odsetek w racie maleje z czasem, a z nim oszczędność podatkowa.";

type ExactFigures = {
  net: number;
  deductibleCost: number;
  vatDeducted: number;
  taxSaving: number;
  gross: number;
};

export function calculateTaxEffect(input: TaxEffectInput): TaxEffect {
  if (input.client !== "entrepreneur") {
    return { applicable: false, client: input.client, reason: CONSUMER_NOT_APPLICABLE_REASON };
  }
  if (!(Number.isFinite(input.price) && input.price > 0)) throw new RangeError("price must be positive");

  const { price, duration: n } = input;
  const form = TAX_FORM_DETAILS[input.taxForm];
  const savingRate = form.savingRate ?? 0;
  const factor = costFactor(input.vatDeduction);
  const vatShare = input.vatDeduction / 100;
  const limit = carValueLimit(input.fuel, input.co2);
  const carValue = carValueForLimit(price, input.vatDeduction);
  const ratio = limitRatio(limit, carValue);

  const terms = {
    price,
    initialFeePct: input.initialFee,
    repurchasePct: input.repurchase,
    months: n,
    annualRatePct: input.annualRatePct,
  };
  const rate = installment(terms);
  const i = monthlyRate(input.annualRatePct);
  const fee = (price * input.initialFee) / 100;
  const buyout = (price * input.repurchase) / 100;

  /** Exact figures for an invoice with the given capital and interest parts. */
  const invoice = (capital: number, interest: number): ExactFigures => {
    const net = capital + interest;
    const deductibleCost = form.savingRate === null ? 0 : (capital * ratio + interest) * factor;
    return {
      net,
      deductibleCost,
      vatDeducted: net * VAT_RATE * vatShare,
      taxSaving: deductibleCost * savingRate,
      gross: net * (1 + VAT_RATE),
    };
  };
  const realCost = (x: ExactFigures) => x.gross - x.vatDeducted - x.taxSaving;

  // Exact schedule (DOMAIN §1.2).
  const months: { capital: number; interest: number; figures: ExactFigures }[] = [];
  let balance = price - fee;
  for (let month = 1; month <= n; month++) {
    const interest = balance * i;
    const capital = month === n ? balance - buyout : rate - interest;
    balance -= capital;
    months.push({ capital, interest, figures: invoice(capital, interest) });
  }

  const feeFigures = invoice(fee, 0);
  const capitalTotal = price - fee - buyout;
  const interestTotal = n * rate - capitalTotal;
  const totalFigures = invoice(fee + capitalTotal, interestTotal);

  const toMonth = (month: number): TaxEffectMonth => {
    const row = months[month - 1]!;
    return {
      month,
      installmentNet: roundGrosz(row.figures.net),
      installmentGross: roundGrosz(row.figures.gross),
      capital: roundGrosz(row.capital),
      interest: roundGrosz(row.interest),
      deductibleCost: roundGrosz(row.figures.deductibleCost),
      vatDeducted: roundGrosz(row.figures.vatDeducted),
      taxSaving: roundGrosz(row.figures.taxSaving),
      realCost: roundGrosz(realCost(row.figures)),
    };
  };

  const result: TaxEffectApplicable = {
    applicable: true,
    client: "entrepreneur",
    taxForm: input.taxForm,
    taxFormLabel: form.label,
    vatDeduction: input.vatDeduction,
    fuel: input.fuel,
    co2: input.co2,
    limit,
    carValueForLimit: roundGrosz(carValue),
    ratio: roundDecimal(ratio, 4),
    savingRatePct: form.savingRate === null ? null : roundDecimal(form.savingRate * 100, 2),
    incomeTaxNote: form.note,
    rate: input.annualRatePct,
    monthly: { ...toMonth(1), month: 1, note: MONTHLY_NOTE },
    initialFee: {
      net: roundGrosz(fee),
      gross: roundGrosz(feeFigures.gross),
      deductibleCost: roundGrosz(feeFigures.deductibleCost),
      vatDeducted: roundGrosz(feeFigures.vatDeducted),
      taxSaving: roundGrosz(feeFigures.taxSaving),
      realCost: roundGrosz(realCost(feeFigures)),
    },
    total: {
      grossPaidExclBuyout: roundGrosz(totalFigures.gross),
      deductibleCost: roundGrosz(totalFigures.deductibleCost),
      vatDeducted: roundGrosz(totalFigures.vatDeducted),
      taxSaving: roundGrosz(totalFigures.taxSaving),
      realCost: roundGrosz(realCost(totalFigures)),
    },
    buyout: { net: roundGrosz(buyout), gross: roundGrosz(buyout * (1 + VAT_RATE)) },
    disclaimer: TAX_EFFECT_DISCLAIMER,
  };
  if (input.withSchedule) result.schedule = months.map((_, index) => toMonth(index + 1));
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Request validation for `/get-tax-effect` (the API adds the rate from the benchmark).

const MSG_PRICE = "Cena samochodu musi być kwotą dodatnią";
const MSG_TAX_FORM = "Wybierz formę opodatkowania";
const MSG_VAT = "Odliczenie VAT musi wynosić 0, 50 lub 100 %";
const MSG_FUEL = `Rodzaj napędu musi być jednym z: ${Object.keys(FUEL_LABELS).join(", ")}`;
const MSG_CO2 = "Emisja CO₂ musi być liczbą nieujemną (g/km)";

const numberFromString = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value.replace(",", ".")))
    ? Number(value.replace(",", "."))
    : value;

export const taxEffectRequestSchema = leasingParamsObjectSchema
  .extend({
    price: z.preprocess(numberFromString, z.number({ error: MSG_PRICE }).positive({ error: MSG_PRICE })),
    taxForm: z.enum(TAX_FORMS, { error: MSG_TAX_FORM }),
    vatDeduction: z.preprocess(
      numberFromString,
      z.union([z.literal(0), z.literal(50), z.literal(100)], { error: MSG_VAT }),
    ),
    fuel: z.enum(Object.keys(FUEL_LABELS) as [FuelSlug, ...FuelSlug[]], { error: MSG_FUEL }),
    co2: z.preprocess(
      (value) => (value === "" || value === undefined ? null : numberFromString(value)),
      z.number({ error: MSG_CO2 }).nonnegative({ error: MSG_CO2 }).nullable(),
    ),
  })
  .superRefine(addRepurchaseCapIssue);
