import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnnuityInput,
  amortizationSchedule,
  calculateLease,
  fromGrosz,
  installment,
  installmentFactor,
  installmentInAdvance,
  invoiceSchedule,
  leaseInstallment,
  leaseRrso,
  monthlyRate,
  nominalAnnualRate,
  outstandingBalance,
  priceForInstallment,
  rateChange,
  reversePrice,
  roundDecimal,
  roundGrosz,
  type ScheduleRow,
  solveEffectiveRate,
  toGrosz,
} from "./leasing-math.ts";

// DOMAIN §1.3 worked example: 150 000 netto, 25 % fee, 60 months, 35 % buy-out.
const EXAMPLE: AnnuityInput = {
  price: 150_000,
  initialFeePct: 25,
  repurchasePct: 35,
  months: 60,
  annualRatePct: 7,
};

const lease = (annualRatePct: number, overrides: Partial<Parameters<typeof calculateLease>[0]> = {}) =>
  calculateLease({
    price: 150_000,
    priceType: "net",
    client: "entrepreneur",
    duration: 60,
    initialFee: 25,
    repurchase: 35,
    annualRatePct,
    ...overrides,
  });

/** Sum of a PLN column in integer grosz (no float drift in the assertion). */
const sumGrosz = (rows: ScheduleRow[], key: "capital" | "interest" | "installment") =>
  rows.reduce((sum, row) => sum + toGrosz(row[key]), 0);

describe("rounding", () => {
  it("rounds half away from zero despite binary representation", () => {
    expect(roundGrosz(1.005)).toBe(1.01);
    expect(roundGrosz(1.015)).toBe(1.02);
    expect(roundGrosz(2.675)).toBe(2.68);
    expect(roundGrosz(-1.005)).toBe(-1.01);
    expect(roundGrosz(1494.3219124)).toBe(1494.32);
    expect(roundGrosz(0.004)).toBe(0);
    expect(Object.is(roundGrosz(-0.004), 0)).toBe(true);
    expect(roundDecimal(119.77285, 2)).toBe(119.77);
    expect(roundDecimal(0.59790732, 4)).toBe(0.5979);
  });

  it("converts to integer grosz", () => {
    expect(toGrosz(179_659.3147)).toBe(17_965_931);
    expect(toGrosz(0.1 + 0.2)).toBe(30);
    expect(fromGrosz(17_965_931)).toBe(179_659.31);
  });

  it("rejects non-finite amounts", () => {
    expect(() => roundGrosz(Number.NaN)).toThrow(RangeError);
  });
});

describe("rates", () => {
  it("uses the nominal monthly rate j/12", () => {
    expect(monthlyRate(7)).toBeCloseTo(0.07 / 12, 15);
    expect(monthlyRate(0)).toBe(0);
  });

  it("adds the margin to the benchmark (DOMAIN §1.3: WIBOR 3M + 3 %)", () => {
    expect(nominalAnnualRate(4)).toBe(7);
    expect(nominalAnnualRate(3.85)).toBe(6.85);
    expect(nominalAnnualRate(4.23)).toBe(7.23);
    expect(nominalAnnualRate(4, "consumer")).toBe(7.5);
  });
});

describe("DOMAIN §1.3 oracles", () => {
  it.each([
    { rate: 6.85, arrears: 1483.52, advance: 1475.1, total: 179_011.07, pct: 119.34 },
    { rate: 7, arrears: 1494.32, advance: 1485.66, total: 179_659.31, pct: 119.77 },
    { rate: 7.23, arrears: 1510.91, advance: 1501.86, total: 180_654.36, pct: 120.44 },
  ])("at $rate % the instalment is $arrears (advance $advance, total $total, leasing $pct %)", (row) => {
    const result = lease(row.rate);
    expect(result.installmentNet).toBe(row.arrears);
    expect(result.installmentAdvanceNet).toBe(row.advance);
    expect(result.totalPaidNet).toBe(row.total);
    expect(result.totalCostPct).toBe(row.pct);
  });

  it("gives the exact instalment 1 494.3219… and the advance R/(1+i)", () => {
    expect(installment(EXAMPLE)).toBeCloseTo(1494.3219124, 6);
    expect(installmentInAdvance(EXAMPLE)).toBeCloseTo(1494.3219124 / (1 + 0.07 / 12), 6);
    expect(installmentFactor(EXAMPLE) * 150_000).toBeCloseTo(installment(EXAMPLE), 9);
  });

  it("reports the 7 % example in full", () => {
    const result = lease(7);
    expect(result).toMatchObject({
      primary: "net",
      priceNet: 150_000,
      priceGross: 184_500,
      initialFeeNet: 37_500,
      initialFeeGross: 46_125,
      financedNet: 112_500,
      installmentNet: 1494.32,
      installmentGross: 1838.02,
      repurchaseNet: 52_500,
      repurchaseGross: 64_575,
      totalInterestNet: 29_659.31,
      totalPaidNet: 179_659.31,
      totalCostPct: 119.77,
      totalCostPctExclBuyout: 84.77,
      rrsoPct: null,
    });
    expect(result.schedule).toBeUndefined();
  });

  it("gives the consumer the same brutto instalment for 184 500 brutto", () => {
    const result = lease(7, { price: 184_500, priceType: "gross", client: "consumer", withSchedule: true });
    expect(result.primary).toBe("gross");
    expect(result.priceNet).toBe(150_000);
    expect(result.installmentGross).toBe(1838.02);
    expect(result.installmentNet).toBe(1494.32);
    expect(result.initialFeeGross).toBe(46_125);
    expect(result.repurchaseGross).toBe(64_575);
    expect(result.rrsoPct).toBe(7.23);
    // The consumer's schedule is brutto: it starts at 138 375.00 financed and ends at the 64 575.00 buy-out.
    expect(result.schedule![0]!.balance).toBe(roundGrosz(138_375 - result.schedule![0]!.capital));
    expect(result.schedule!.at(-1)!.balance).toBe(64_575);
  });

  it("gives the instalment alone (leaseInstallment) as calculateLease does, for either price basis", () => {
    expect(
      leaseInstallment({
        price: 184_500,
        priceType: "gross",
        client: "consumer",
        duration: 60,
        initialFee: 25,
        repurchase: 35,
        annualRatePct: 7,
      }),
    ).toEqual({ net: 1494.32, gross: 1838.02 });
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.constantFrom("net" as const, "gross" as const),
        fc.constantFrom(24, 36, 48, 60),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 100, max: 1500 }).map((bp) => bp / 100),
        (price, priceType, duration, initialFee, repurchase, annualRatePct) => {
          const input = {
            price,
            priceType,
            client: "entrepreneur" as const,
            duration,
            initialFee,
            repurchase,
            annualRatePct,
          };
          const full = calculateLease(input);
          expect(leaseInstallment(input)).toEqual({ net: full.installmentNet, gross: full.installmentGross });
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });

  it("matches the other terms at the maximum buy-out", () => {
    expect(lease(7, { duration: 36, repurchase: 50 }).installmentNet).toBe(1595.39);
    expect(lease(7, { duration: 48, repurchase: 40 }).installmentNet).toBe(1607.18);
  });

  it("reproduces the schedule rows k = 1, 2 and 60 and the sums", () => {
    const schedule = lease(7, { withSchedule: true }).schedule!;
    expect(schedule).toHaveLength(60);
    expect(schedule[0]).toEqual({
      month: 1,
      installment: 1494.32,
      interest: 656.25,
      capital: 838.07,
      balance: 111_661.93,
    });
    expect(schedule[1]).toMatchObject({ month: 2, interest: 651.36, capital: 842.96 });
    expect(schedule[59]).toEqual({
      month: 60,
      installment: 1494.32,
      interest: 313.14,
      capital: 1181.18,
      balance: 52_500,
    });
    expect(sumGrosz(schedule, "capital")).toBe(6_000_000);
    expect(sumGrosz(schedule, "interest")).toBe(2_965_931);
  });

  it("keeps every schedule row consistent and within a grosz of the exact amortisation", () => {
    const schedule = amortizationSchedule(EXAMPLE);
    const exact = installment(EXAMPLE);
    let previous = 112_500;
    for (const row of schedule) {
      expect(toGrosz(row.installment)).toBe(toGrosz(row.capital) + toGrosz(row.interest));
      expect(toGrosz(previous) - toGrosz(row.capital)).toBe(toGrosz(row.balance));
      expect(Math.abs(row.installment - exact)).toBeLessThanOrEqual(0.02 + 1e-9);
      expect(Math.abs(row.balance - outstandingBalance(EXAMPLE, row.month))).toBeLessThanOrEqual(
        0.005 + 1e-6,
      );
      previous = row.balance;
    }
  });

  it("re-annuitises a rate change to 8 % after 12 months (balance 102 114.12 → 1 561.23)", () => {
    const balance = outstandingBalance(EXAMPLE, 12);
    expect(roundGrosz(balance)).toBe(102_114.12);
    const next = rateChange({ balance, remainingMonths: 48, balloon: 52_500, annualRatePct: 8 });
    expect(roundGrosz(next)).toBe(1561.23);
    // Starting from the rounded balance gives the same instalment.
    expect(
      roundGrosz(rateChange({ balance: 102_114.12, remainingMonths: 48, balloon: 52_500, annualRatePct: 8 })),
    ).toBe(1561.23);
    // With the rate unchanged the instalment is unchanged.
    expect(rateChange({ balance, remainingMonths: 48, balloon: 52_500, annualRatePct: 7 })).toBeCloseTo(
      installment(EXAMPLE),
      8,
    );
  });

  it("matches the balances of the schedule with the closed form", () => {
    expect(outstandingBalance(EXAMPLE, 0)).toBe(112_500);
    expect(outstandingBalance(EXAMPLE, 60)).toBeCloseTo(52_500, 6);
  });
});

describe("DOMAIN §1.4 total-cost notion", () => {
  it("quotes the example as 119.77 % with the buy-out and 84.77 % without", () => {
    const result = lease(7);
    expect(result.totalCostPct).toBe(119.77);
    expect(result.totalCostPctExclBuyout).toBe(84.77);
  });

  it("needs about 0.72 % a year for a '102 %' offer (instalment about 1 050.00)", () => {
    const result = lease(0.72);
    expect(result.totalCostPct).toBeCloseTo(102, 1);
    expect(Math.abs(result.installmentNet - 1050)).toBeLessThan(0.5);
  });

  it("handles a zero rate as a straight split", () => {
    const result = lease(0);
    expect(result.installmentNet).toBe(1000); // 60 000 / 60
    expect(result.totalCostPct).toBe(100);
    expect(result.totalInterestNet).toBe(0);
  });
});

describe("DOMAIN §1.5 reverse calculation", () => {
  const reverse = { installment: 2000, initialFeePct: 25, repurchasePct: 35, months: 60, annualRatePct: 7 };

  it("gives 200 759.96 PLN before rounding and 200 759 rounded down", () => {
    expect(roundGrosz(priceForInstallment(reverse))).toBe(200_759.96);
    expect(reversePrice(reverse)).toBe(200_759);
    expect(reversePrice({ ...reverse, step: 100 })).toBe(200_700);
  });

  it("never returns a price whose instalment exceeds the target", () => {
    const price = reversePrice(reverse);
    expect(installment({ ...EXAMPLE, price })).toBeLessThanOrEqual(2000);
    expect(installment({ ...EXAMPLE, price: price + 1 })).toBeGreaterThan(2000);
  });

  it("does not lose a whole PLN to float noise on exact prices", () => {
    const target = installment({ ...EXAMPLE, price: 200_000 });
    expect(reversePrice({ ...reverse, installment: target })).toBe(200_000);
  });
});

describe("DOMAIN §1.6 RRSO", () => {
  it("is 7.23 % at 7 % nominal for the consumer example", () => {
    expect(roundDecimal(leaseRrso({ ...EXAMPLE, price: 184_500 }), 2)).toBe(7.23);
  });

  it("equals (1 + j/12)^12 − 1 for exact cash flows", () => {
    const i = 0.07 / 12;
    const flows = [{ years: 0, amount: -1000 }];
    for (let k = 1; k <= 12; k++) flows.push({ years: k / 12, amount: 1000 * i });
    flows.push({ years: 1, amount: 1000 });
    expect(solveEffectiveRate(flows)).toBeCloseTo((1 + i) ** 12 - 1, 12);
  });

  it("rises when fees are added at signing", () => {
    const base = leaseRrso({ ...EXAMPLE, price: 184_500 });
    expect(leaseRrso({ ...EXAMPLE, price: 184_500, upfrontCosts: 1000 })).toBeGreaterThan(base);
  });

  it("solves negative and large rates and refuses flows without a root", () => {
    expect(
      solveEffectiveRate([
        { years: 0, amount: -100 },
        { years: 1, amount: 90 },
      ]),
    ).toBeCloseTo(-0.1, 12);
    expect(
      solveEffectiveRate([
        { years: 0, amount: -100 },
        { years: 1, amount: 350 },
      ]),
    ).toBeCloseTo(2.5, 12);
    expect(() =>
      solveEffectiveRate([
        { years: 0, amount: 100 },
        { years: 1, amount: 100 },
      ]),
    ).toThrow(RangeError);
  });
});

describe("invoice schedule (fixed invoiced instalment)", () => {
  it("invoices 1 494.32 and lets the last instalment absorb the rounding", () => {
    const schedule = invoiceSchedule(EXAMPLE);
    expect(schedule[0]).toEqual({
      month: 1,
      installment: 1494.32,
      interest: 656.25,
      capital: 838.07,
      balance: 111_661.93,
    });
    expect(schedule[1]).toMatchObject({ interest: 651.36, capital: 842.96 });
    expect(schedule.slice(0, 59).every((row) => row.installment === 1494.32)).toBe(true);
    // Computed independently (Python decimal): the running balance drifts 0.10 above the exact one.
    expect(schedule[59]).toEqual({
      month: 60,
      installment: 1494.42,
      interest: 313.14,
      capital: 1181.28,
      balance: 52_500,
    });
    expect(sumGrosz(schedule, "capital")).toBe(6_000_000);
    expect(sumGrosz(schedule, "interest")).toBe(2_965_930);
  });
});

describe("input checks", () => {
  it("rejects impossible terms", () => {
    expect(() => installment({ ...EXAMPLE, months: 0 })).toThrow(RangeError);
    expect(() => installment({ ...EXAMPLE, months: 12.5 })).toThrow(RangeError);
    expect(() => installment({ ...EXAMPLE, annualRatePct: Number.NaN })).toThrow(RangeError);
    expect(() => lease(7, { price: 0 })).toThrow(RangeError);
    expect(() => rateChange({ balance: 1, remainingMonths: 0, balloon: 0, annualRatePct: 7 })).toThrow(
      RangeError,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties

const terms = fc.record({
  price: fc.integer({ min: 10_000_00, max: 2_000_000_00 }).map((grosz) => grosz / 100),
  initialFeePct: fc.integer({ min: 0, max: 45 }),
  months: fc.constantFrom(36, 48, 60),
  annualRatePct: fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100),
});
const withRepurchase = terms.chain((t) =>
  fc.integer({ min: 1, max: { 36: 50, 48: 40, 60: 35 }[t.months as 36 | 48 | 60] }).map((repurchasePct) => ({
    ...t,
    repurchasePct,
  })),
);

describe("properties", () => {
  it("the instalment is linear in the price", () => {
    fc.assert(
      fc.property(withRepurchase, fc.double({ min: 0.1, max: 10, noNaN: true }), (t, k) => {
        const scaled = installment({ ...t, price: t.price * k });
        expect(Math.abs(scaled - k * installment(t))).toBeLessThanOrEqual(1e-9 * Math.abs(scaled) + 1e-9);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it("the instalment falls strictly as the buy-out rises", () => {
    fc.assert(
      fc.property(withRepurchase, fc.integer({ min: 1, max: 20 }), (t, extra) => {
        expect(installment({ ...t, repurchasePct: t.repurchasePct + extra })).toBeLessThan(installment(t));
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it("schedule capital sums to price × (1 − fee − buy-out) to the grosz and ends at the buy-out", () => {
    fc.assert(
      fc.property(withRepurchase, (t) => {
        const schedule = amortizationSchedule(t);
        const capital = sumGrosz(schedule, "capital");
        expect(
          Math.abs(capital - ((t.price * (100 - t.initialFeePct - t.repurchasePct)) / 100) * 100),
        ).toBeLessThanOrEqual(1);
        expect(capital).toBe(
          toGrosz(t.price) -
            toGrosz((t.price * t.initialFeePct) / 100) -
            toGrosz((t.price * t.repurchasePct) / 100),
        );
        expect(schedule.at(-1)!.balance).toBe(roundGrosz((t.price * t.repurchasePct) / 100));
        const exactInterest =
          t.months * installment(t) - (t.price * (100 - t.initialFeePct - t.repurchasePct)) / 100;
        expect(sumGrosz(schedule, "interest")).toBe(toGrosz(exactInterest));
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it("the invoice schedule also ends exactly at the buy-out with capital summing to the grosz", () => {
    fc.assert(
      fc.property(withRepurchase, (t) => {
        const schedule = invoiceSchedule(t);
        expect(schedule.at(-1)!.balance).toBe(roundGrosz((t.price * t.repurchasePct) / 100));
        expect(sumGrosz(schedule, "capital")).toBe(
          toGrosz(t.price) -
            toGrosz((t.price * t.initialFeePct) / 100) -
            toGrosz((t.price * t.repurchasePct) / 100),
        );
        expect(schedule.slice(0, -1).every((row) => row.installment === roundGrosz(installment(t)))).toBe(
          true,
        );
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it("reversePrice(installment(p)) is p within 1 PLN (and never above p + 1 grosz)", () => {
    fc.assert(
      fc.property(withRepurchase, (t) => {
        const target = installment(t);
        const price = reversePrice({ ...t, installment: target });
        expect(t.price - price).toBeGreaterThanOrEqual(0);
        expect(t.price - price).toBeLessThan(1);
        expect(Math.abs(priceForInstallment({ ...t, installment: target }) - t.price)).toBeLessThan(1e-6);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it("gross figures are 1.23 × net figures to the grosz", () => {
    fc.assert(
      fc.property(withRepurchase, (t) => {
        const result = calculateLease({
          price: t.price,
          priceType: "net",
          client: "entrepreneur",
          duration: t.months,
          initialFee: t.initialFeePct,
          repurchase: t.repurchasePct,
          annualRatePct: t.annualRatePct,
        });
        expect(result.installmentGross).toBe(roundGrosz(installment(t) * 1.23));
        // |round(1.23x) − 1.23·round(x)| ≤ 0.005 + 1.23 × 0.005.
        expect(Math.abs(result.installmentGross - result.installmentNet * 1.23)).toBeLessThanOrEqual(
          0.01115 + 1e-9,
        );
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
