// The annuity at the heart of a lease (DOMAIN §1.2) and the rounding to the grosz, apart from the rest of
// the leasing mathematics (leasing-math.ts, which re-exports all of this): the car cards show only the
// monthly instalment and the home page's budgets its reverse (the price an instalment buys), and this is
// all the browser needs for them. The rounding conventions are
// explained at the top of leasing-math.ts.
import { type ClientType, VAT_RATE } from "./leasing-constants.ts";

// ---------------------------------------------------------------------------------------------------------
// Rounding helpers

/** Rounds to `decimals` places, half away from zero, immune to binary drift (1.005 → 1.01). */
export function roundDecimal(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const factor = 10 ** decimals;
  // toPrecision(15) removes the representation error of the product (100.49999999999999 → 100.5).
  const scaled = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  if (scaled === 0) return 0;
  return (value < 0 ? -scaled : scaled) / factor;
}

/** PLN → integer grosz, half away from zero. */
export function toGrosz(amount: number): number {
  return Math.round(roundDecimal(amount, 2) * 100);
}

export function fromGrosz(grosz: number): number {
  return grosz / 100;
}

/** Rounds PLN to 0.01, half away from zero (goes through integer grosz). */
export function roundGrosz(amount: number): number {
  return fromGrosz(toGrosz(amount));
}

// ---------------------------------------------------------------------------------------------------------
// Annuity with a balloon (DOMAIN §1.2)

/** Annual nominal rate in % → monthly rate i = j/12 (nominal, not effective; DOMAIN §1.1). */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / 12;
}

export type AnnuityTerms = {
  initialFeePct: number;
  repurchasePct: number;
  months: number;
  annualRatePct: number;
};

export type AnnuityInput = AnnuityTerms & { price: number };

function assertTerms(terms: AnnuityTerms): void {
  const { initialFeePct, repurchasePct, months, annualRatePct } = terms;
  if (!Number.isInteger(months) || months <= 0) throw new RangeError(`months must be a positive integer`);
  for (const [name, value] of Object.entries({ initialFeePct, repurchasePct, annualRatePct })) {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
  }
  if (annualRatePct <= -1200) throw new RangeError("annualRatePct must be above −1200 %");
}

/**
 * Instalment per 1 PLN of price, arrears (DOMAIN §1.5):
 * f = [(1−a) − r·v]·i/(1−v), v = (1+i)^−n; at i = 0, f = (1−a−r)/n.
 */
export function installmentFactor(terms: AnnuityTerms): number {
  assertTerms(terms);
  const i = monthlyRate(terms.annualRatePct);
  const a = terms.initialFeePct / 100;
  const r = terms.repurchasePct / 100;
  if (i === 0) return (1 - a - r) / terms.months;
  const v = (1 + i) ** -terms.months;
  return ((1 - a - r * v) * i) / (1 - v);
}

/** Exact (unrounded) monthly instalment, payments in arrears = Excel PMT(j/12; n; −P(1−a); P·r; 0). */
export function installment(input: AnnuityInput): number {
  return input.price * installmentFactor(input);
}

/** Instalment for payments in advance: R/(1+i) (DOMAIN §1.2). */
export function installmentInAdvance(input: AnnuityInput): number {
  return installment(input) / (1 + monthlyRate(input.annualRatePct));
}

export type PriceType = "net" | "gross";

export type CalculateLeaseInput = {
  price: number;
  priceType: PriceType;
  client: ClientType;
  duration: number;
  /** % of the price. */
  initialFee: number;
  /** Buy-out, % of the price. */
  repurchase: number;
  annualRatePct: number;
  withSchedule?: boolean;
};

/** A lease's price on both bases (netto, and brutto with VAT) and its terms, as the annuity functions take them. */
export function leaseBasis(input: CalculateLeaseInput): {
  priceNet: number;
  priceGross: number;
  terms: AnnuityTerms;
} {
  if (!(Number.isFinite(input.price) && input.price > 0)) throw new RangeError("price must be positive");
  return {
    priceNet: input.priceType === "net" ? input.price : input.price / (1 + VAT_RATE),
    priceGross: input.priceType === "gross" ? input.price : input.price * (1 + VAT_RATE),
    terms: {
      initialFeePct: input.initialFee,
      repurchasePct: input.repurchase,
      months: input.duration,
      annualRatePct: input.annualRatePct,
    },
  };
}

/**
 * The monthly instalment alone, netto and brutto, exactly as calculateLease gives it (installmentNet,
 * installmentGross). The car cards show only this figure, so the browser's card code needs neither the
 * RRSO solver nor the schedule.
 */
export function leaseInstallment(input: CalculateLeaseInput): { net: number; gross: number } {
  const { priceNet, priceGross, terms } = leaseBasis(input);
  return {
    net: roundGrosz(installment({ ...terms, price: priceNet })),
    gross: roundGrosz(installment({ ...terms, price: priceGross })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reverse calculation (DOMAIN §1.5)

export type ReversePriceInput = AnnuityTerms & {
  /** The wanted instalment: netto for firms (netto price out), brutto for consumers (brutto price out). */
  installment: number;
};

/** Exact highest price whose instalment equals the target: P_max = R_target / f. */
export function priceForInstallment(input: ReversePriceInput): number {
  const factor = installmentFactor(input);
  if (!(factor > 0)) throw new RangeError("The terms give no positive instalment per 1 PLN");
  return input.installment / factor;
}

/**
 * The highest price for a wanted instalment, rounded DOWN to whole PLN (or to `step`, e.g. 100).
 * A 1e-6 tolerance keeps 199 999.9999999 (float noise for an exact 200 000) from dropping a whole step.
 */
export function reversePrice(input: ReversePriceInput & { step?: number }): number {
  const step = input.step ?? 1;
  if (!(step > 0)) throw new RangeError("step must be positive");
  return Math.floor(priceForInstallment(input) / step + 1e-6) * step;
}
