// Leasing mathematics (DOMAIN §1): an annuity with a balloon (the buy-out), payments in arrears.
//
// Rounding conventions (DOMAIN §1.2 "Rounding" is [UNVERIFIED]; these reproduce every §1.3 oracle):
// - Every amount is computed in unrounded floating point and rounded ONCE, at output, to the grosz,
//   half away from zero, via integer grosz (`toGrosz`).
// - Gross (brutto) figures are the same formula applied to the gross price (R is linear in P), i.e.
//   1.23 × the UNROUNDED net figure: 1.23 × 1 494.3219 = 1 838.02 (DOMAIN §1.3). VAT on an invoice of the
//   rounded net 1 494.32 would give 1 838.01; the doc's figure is the former.
// - Totals use the unrounded instalment: fee + n·R + buy-out = 179 659.31 (60 × 1 494.32 would give …59.20).
// - The schedule (`amortizationSchedule`) shows the exact amortisation with cumulative rounding: balances
//   are the exact balances rounded, capital_k = balance_{k−1} − balance_k, interest_k is the change of the
//   rounded cumulative interest, instalment_k = capital_k + interest_k, and the last row is forced to end at
//   the buy-out exactly. So Σ capital = financed − buy-out and Σ interest = round(n·R − P(1−a−r)) to the
//   grosz, each figure is within 1 grosz of its exact value, and the instalment column may read R ± 0.01
//   in some rows. This is the only convention that matches the doc's rows k=1, 2, 60 and its sums together
//   (60 × 1 494.32 = 89 659.20 ≠ 89 659.31). `invoiceSchedule` gives the alternative "fixed invoiced
//   instalment, last instalment absorbs the rounding" view.
import {
  type AnnuityInput,
  type CalculateLeaseInput,
  fromGrosz,
  installment,
  installmentInAdvance,
  leaseBasis,
  monthlyRate,
  type PriceType,
  roundDecimal,
  roundGrosz,
  toGrosz,
} from "./leasing-annuity.ts";
import { type ClientType, MARGIN_BY_CLIENT } from "./leasing-constants.ts";

export {
  type AnnuityInput,
  type AnnuityTerms,
  type CalculateLeaseInput,
  fromGrosz,
  installment,
  installmentFactor,
  installmentInAdvance,
  leaseInstallment,
  monthlyRate,
  type PriceType,
  priceForInstallment,
  type ReversePriceInput,
  reversePrice,
  roundDecimal,
  roundGrosz,
  toGrosz,
} from "./leasing-annuity.ts";

// ---------------------------------------------------------------------------------------------------------
// Annuity with a balloon (DOMAIN §1.2): the instalment itself is in leasing-annuity.ts

/** Nominal rate j = benchmark + margin, in % (DOMAIN §1.1, §1.3). */
export function nominalAnnualRate(benchmarkPct: number, client: ClientType = "entrepreneur"): number {
  return roundDecimal(benchmarkPct + MARGIN_BY_CLIENT[client], 6);
}

/** Exact outstanding balance after `afterMonths` instalments (balance_0 = P(1−a), balance_n = P·r). */
export function outstandingBalance(input: AnnuityInput, afterMonths: number): number {
  const i = monthlyRate(input.annualRatePct);
  const rate = installment(input);
  const financed = (input.price * (100 - input.initialFeePct)) / 100;
  if (i === 0) return financed - afterMonths * rate;
  const growth = (1 + i) ** afterMonths;
  return financed * growth - (rate * (growth - 1)) / i;
}

export type RateChangeInput = {
  /** Outstanding balance at the reset date. */
  balance: number;
  remainingMonths: number;
  /** The unchanged buy-out P·r. */
  balloon: number;
  /** The new nominal annual rate, %. */
  annualRatePct: number;
};

/** Re-annuitisation on a rate reset (DOMAIN §1.2 "Variable rate"): the new exact instalment. */
export function rateChange({ balance, remainingMonths, balloon, annualRatePct }: RateChangeInput): number {
  if (!Number.isInteger(remainingMonths) || remainingMonths <= 0) {
    throw new RangeError("remainingMonths must be a positive integer");
  }
  const i = monthlyRate(annualRatePct);
  if (i === 0) return (balance - balloon) / remainingMonths;
  const v = (1 + i) ** -remainingMonths;
  return ((balance - balloon * v) * i) / (1 - v);
}

// ---------------------------------------------------------------------------------------------------------
// Schedules

export type ScheduleRow = {
  month: number;
  installment: number;
  interest: number;
  capital: number;
  /** Balance after this instalment; the last row equals the buy-out. */
  balance: number;
};

type GroszRow = { month: number; installment: number; interest: number; capital: number; balance: number };

function rowsToPln(rows: GroszRow[]): ScheduleRow[] {
  return rows.map((row) => ({
    month: row.month,
    installment: fromGrosz(row.installment),
    interest: fromGrosz(row.interest),
    capital: fromGrosz(row.capital),
    balance: fromGrosz(row.balance),
  }));
}

/** Fee, financed amount and buy-out in grosz; fee + financed = price exactly. */
function headAmounts(input: AnnuityInput): {
  priceG: number;
  feeG: number;
  financedG: number;
  buyoutG: number;
} {
  const priceG = toGrosz(input.price);
  const feeG = toGrosz((input.price * input.initialFeePct) / 100);
  return {
    priceG,
    feeG,
    financedG: priceG - feeG,
    buyoutG: toGrosz((input.price * input.repurchasePct) / 100),
  };
}

/** Exact amortisation, displayed with cumulative rounding (see the header comment). */
export function amortizationSchedule(input: AnnuityInput): ScheduleRow[] {
  const rate = installment(input);
  const i = monthlyRate(input.annualRatePct);
  const n = input.months;
  const financedExact = (input.price * (100 - input.initialFeePct)) / 100;
  const buyoutExact = (input.price * input.repurchasePct) / 100;
  const { financedG, buyoutG } = headAmounts(input);

  const rows: GroszRow[] = [];
  let exactBalance = financedExact;
  let shownBalance = financedG;
  let shownCumInterest = 0;
  for (let month = 1; month <= n; month++) {
    exactBalance = month === n ? buyoutExact : exactBalance * (1 + i) - rate;
    const balance = month === n ? buyoutG : toGrosz(exactBalance);
    // Σ interest up to k = k·R − Σ capital up to k = k·R − (balance_0 − balance_k).
    const cumInterest = toGrosz(month * rate - (financedExact - exactBalance));
    const interest = cumInterest - shownCumInterest;
    const capital = shownBalance - balance;
    rows.push({ month, installment: capital + interest, interest, capital, balance });
    shownBalance = balance;
    shownCumInterest = cumInterest;
  }
  return rowsToPln(rows);
}

/**
 * The invoice view: every instalment is the rounded R, interest is charged on the running rounded balance,
 * and the last instalment absorbs the rounding so the balance ends exactly at the buy-out (DOMAIN §1.2,
 * [UNVERIFIED] common practice). Its sums differ by a few grosz from the exact figures.
 */
export function invoiceSchedule(input: AnnuityInput): ScheduleRow[] {
  const rateG = toGrosz(installment(input));
  const i = monthlyRate(input.annualRatePct);
  const { financedG, buyoutG } = headAmounts(input);
  const rows: GroszRow[] = [];
  let balance = financedG;
  for (let month = 1; month <= input.months; month++) {
    const interest = toGrosz((balance / 100) * i);
    const capital = month === input.months ? balance - buyoutG : rateG - interest;
    balance -= capital;
    rows.push({ month, installment: capital + interest, interest, capital, balance });
  }
  return rowsToPln(rows);
}

// ---------------------------------------------------------------------------------------------------------
// RRSO / effective annual rate (DOMAIN §1.6)

export type CashFlow = { /** Time in years from signing. */ years: number; amount: number };

function presentValue(flows: readonly CashFlow[], rate: number): number {
  let sum = 0;
  for (const flow of flows) sum += flow.amount * (1 + rate) ** -flow.years;
  return sum;
}

function presentValueDerivative(flows: readonly CashFlow[], rate: number): number {
  let sum = 0;
  for (const flow of flows) sum -= flow.years * flow.amount * (1 + rate) ** (-flow.years - 1);
  return sum;
}

/**
 * Solves Σ amount·(1+X)^−years = 0 for the annual effective rate X (a fraction), by Newton's method
 * safeguarded by a bisection bracket. Throws a RangeError when the flows admit no root in (−99.99 %, 10^6).
 */
export function solveEffectiveRate(flows: readonly CashFlow[]): number {
  let lo = -0.9999;
  let hi = 1;
  let fLo = presentValue(flows, lo);
  let fHi = presentValue(flows, hi);
  for (let k = 0; Math.sign(fLo) === Math.sign(fHi) && k < 40; k++) {
    lo = hi;
    fLo = fHi;
    hi *= 2;
    fHi = presentValue(flows, hi);
  }
  if (fLo === 0) return lo;
  if (fHi === 0) return hi;
  if (Math.sign(fLo) === Math.sign(fHi)) throw new RangeError("The cash flows have no effective rate");

  const scale = flows.reduce((max, flow) => Math.max(max, Math.abs(flow.amount)), 0);
  let x = Math.min(Math.max(0.05, lo), hi);
  for (let iteration = 0; iteration < 200; iteration++) {
    const fx = presentValue(flows, x);
    if (Math.abs(fx) <= scale * 1e-13) return x;
    if (Math.sign(fx) === Math.sign(fLo)) {
      lo = x;
      fLo = fx;
    } else {
      hi = x;
    }
    const derivative = presentValueDerivative(flows, x);
    let next = x - fx / derivative;
    if (!Number.isFinite(next) || next <= lo || next >= hi) next = (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.max(1, Math.abs(x))) return next;
    x = next;
  }
  return x;
}

/**
 * RRSO of a lease, in % (unrounded): −(P − fee) + Σ R (1+X)^−(k/12) + B (1+X)^−(n/12) = 0, using the
 * amounts actually invoiced (rounded to the grosz) on the price basis given (brutto for consumers).
 * Extra fees at signing can be passed in `upfrontCosts`.
 */
export function leaseRrso(input: AnnuityInput & { upfrontCosts?: number }): number {
  const fee = roundGrosz((input.price * input.initialFeePct) / 100);
  const rate = roundGrosz(installment(input));
  const buyout = roundGrosz((input.price * input.repurchasePct) / 100);
  const flows: CashFlow[] = [{ years: 0, amount: -(input.price - fee - (input.upfrontCosts ?? 0)) }];
  for (let month = 1; month <= input.months; month++) flows.push({ years: month / 12, amount: rate });
  flows.push({ years: input.months / 12, amount: buyout });
  return solveEffectiveRate(flows) * 100;
}

// ---------------------------------------------------------------------------------------------------------
// Full calculation for the calculator screens

export type LeaseResult = {
  client: ClientType;
  /** Firms see netto as the primary figure, consumers brutto (DOMAIN §1.1). */
  primary: PriceType;
  duration: number;
  initialFee: number;
  repurchase: number;
  annualRatePct: number;
  priceNet: number;
  priceGross: number;
  initialFeeNet: number;
  initialFeeGross: number;
  financedNet: number;
  financedGross: number;
  installmentNet: number;
  installmentGross: number;
  installmentAdvanceNet: number;
  installmentAdvanceGross: number;
  repurchaseNet: number;
  repurchaseGross: number;
  totalInterestNet: number;
  /** fee + n·R + buy-out (DOMAIN §1.4). */
  totalPaidNet: number;
  totalPaidGross: number;
  /** "Leasing 1xx %": total paid ÷ price, with the buy-out (DOMAIN §1.4). */
  totalCostPct: number;
  /** The same without the buy-out. */
  totalCostPctExclBuyout: number;
  /** RRSO in % for consumers (DOMAIN §1.6), null for firms. */
  rrsoPct: number | null;
  /** On the primary basis (netto for firms, brutto for consumers); present when withSchedule. */
  schedule?: ScheduleRow[];
};

type BasisFigures = {
  price: number;
  fee: number;
  financed: number;
  installment: number;
  advance: number;
  buyout: number;
  totalInterest: number;
  totalPaid: number;
};

function basisFigures(input: AnnuityInput): BasisFigures {
  const rate = installment(input);
  const { priceG, feeG, financedG, buyoutG } = headAmounts(input);
  const totalInterestExact =
    input.months * rate - (input.price * (100 - input.initialFeePct - input.repurchasePct)) / 100;
  const totalInterestG = toGrosz(totalInterestExact);
  return {
    price: fromGrosz(priceG),
    fee: fromGrosz(feeG),
    financed: fromGrosz(financedG),
    installment: roundGrosz(rate),
    advance: roundGrosz(installmentInAdvance(input)),
    buyout: fromGrosz(buyoutG),
    totalInterest: fromGrosz(totalInterestG),
    // fee + Σ instalments + buy-out = price + Σ interest, consistent with the schedule.
    totalPaid: fromGrosz(priceG + totalInterestG),
  };
}

export function calculateLease(input: CalculateLeaseInput): LeaseResult {
  const { priceNet, priceGross, terms } = leaseBasis(input);
  const net = basisFigures({ ...terms, price: priceNet });
  const gross = basisFigures({ ...terms, price: priceGross });
  const primary: PriceType = input.client === "consumer" ? "gross" : "net";

  // Ratios are basis-independent; use exact values: (P + interest)/P and (P + interest − B)/P.
  const interestRatio =
    installment({ ...terms, price: 1 }) * input.duration - (1 - (input.initialFee + input.repurchase) / 100);
  const totalCostPct = roundDecimal((1 + interestRatio) * 100, 2);
  const totalCostPctExclBuyout = roundDecimal((1 + interestRatio - input.repurchase / 100) * 100, 2);

  const result: LeaseResult = {
    client: input.client,
    primary,
    duration: input.duration,
    initialFee: input.initialFee,
    repurchase: input.repurchase,
    annualRatePct: input.annualRatePct,
    priceNet: net.price,
    priceGross: gross.price,
    initialFeeNet: net.fee,
    initialFeeGross: gross.fee,
    financedNet: net.financed,
    financedGross: gross.financed,
    installmentNet: net.installment,
    installmentGross: gross.installment,
    installmentAdvanceNet: net.advance,
    installmentAdvanceGross: gross.advance,
    repurchaseNet: net.buyout,
    repurchaseGross: gross.buyout,
    totalInterestNet: net.totalInterest,
    totalPaidNet: net.totalPaid,
    totalPaidGross: gross.totalPaid,
    totalCostPct,
    totalCostPctExclBuyout,
    rrsoPct: input.client === "consumer" ? roundDecimal(leaseRrso({ ...terms, price: priceGross }), 2) : null,
  };
  if (input.withSchedule) {
    result.schedule = amortizationSchedule({ ...terms, price: primary === "net" ? priceNet : priceGross });
  }
  return result;
}
