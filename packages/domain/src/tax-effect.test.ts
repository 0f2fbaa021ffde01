import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FuelSlug } from "./labels.ts";
import { installment, roundGrosz, toGrosz } from "./leasing-math.ts";
import {
  CONSUMER_NOT_APPLICABLE_REASON,
  calculateTaxEffect,
  carValueForLimit,
  carValueLimit,
  costFactor,
  limitRatio,
  TAX_EFFECT_DISCLAIMER,
  TAX_FORM_DETAILS,
  TAX_FORMS,
  type TaxEffectApplicable,
  type TaxEffectInput,
  type TaxForm,
  taxEffectRequestSchema,
  type VatDeduction,
} from "./tax-effect.ts";

// DOMAIN §2.6 worked example: 150 000 netto, 25 %, 60 months, 35 %, 7 %, petrol with CO₂ ≥ 50.
const EXAMPLE: TaxEffectInput = {
  client: "entrepreneur",
  price: 150_000,
  initialFee: 25,
  repurchase: 35,
  duration: 60,
  annualRatePct: 7,
  taxForm: "liniowy",
  vatDeduction: 50,
  fuel: "benzyna",
  co2: 140,
};

function applicable(input: Partial<TaxEffectInput> = {}): TaxEffectApplicable {
  const result = calculateTaxEffect({ ...EXAMPLE, ...input });
  if (!result.applicable) throw new Error("expected an applicable tax effect");
  return result;
}

describe("car-value limits (DOMAIN §2.2)", () => {
  it.each<[FuelSlug, number | null, number]>([
    ["elektryczny", 0, 225_000],
    ["elektryczny", null, 225_000],
    ["wodor", null, 225_000],
    ["hybryda-plug-in", 49, 150_000],
    ["hybryda-plug-in", 49.9, 150_000],
    ["hybryda-plug-in", 50, 100_000],
    ["hybryda-plug-in", null, 100_000],
    ["hybryda", 95, 100_000],
    ["benzyna", 140, 100_000],
    ["diesel", 130, 100_000],
    ["lpg", 150, 100_000],
  ])("%s with CO₂ %s → %s", (fuel, co2, limit) => {
    expect(carValueLimit(fuel, co2)).toBe(limit);
  });

  it("values the car per VAT status (DOMAIN §2.3 table)", () => {
    expect(costFactor(100)).toBe(1);
    expect(costFactor(50)).toBeCloseTo(1.115, 12);
    expect(costFactor(0)).toBeCloseTo(1.23, 12);
    expect(roundGrosz(carValueForLimit(150_000, 100))).toBe(150_000);
    expect(roundGrosz(carValueForLimit(150_000, 50))).toBe(167_250);
    expect(roundGrosz(carValueForLimit(150_000, 0))).toBe(184_500);
    expect(limitRatio(225_000, 167_250)).toBe(1);
    expect(limitRatio(100_000, 200_000)).toBe(0.5);
  });
});

describe("DOMAIN §2.6 worked example", () => {
  const rows: {
    name: string;
    input: Partial<TaxEffectInput>;
    w: number;
    ratio: number;
    deductible: number;
    saving: number;
    vat: number;
    real: number;
  }[] = [
    {
      name: "liniowy, mixed use, VAT 50 %",
      input: {},
      w: 167_250,
      ratio: 0.5979,
      deductible: 98_070.14,
      saving: 23_438.76,
      vat: 14_623.32,
      real: 118_343.87,
    },
    {
      name: "liniowy, business only, VAT 100 %",
      input: { vatDeduction: 100 },
      w: 150_000,
      ratio: 0.6667,
      deductible: 94_659.31,
      saving: 22_623.58,
      vat: 29_246.64,
      real: 104_535.74,
    },
    {
      name: "same car as BEV, liniowy, VAT 50 %",
      input: { fuel: "elektryczny", co2: 0 },
      w: 167_250,
      ratio: 1,
      deductible: 141_782.64,
      saving: 33_886.05,
      vat: 14_623.32,
      real: 107_896.59,
    },
    {
      name: "CIT 19 %, VAT 100 %",
      input: { taxForm: "cit-19", vatDeduction: 100 },
      w: 150_000,
      ratio: 0.6667,
      deductible: 94_659.31,
      saving: 17_985.27,
      vat: 29_246.64,
      real: 109_174.04,
    },
    {
      name: "skala 12 %, not a VAT payer",
      input: { taxForm: "skala-12", vatDeduction: 0 },
      w: 184_500,
      ratio: 0.542,
      deductible: 101_480.96,
      saving: 21_311,
      vat: 0,
      real: 135_094.96,
    },
  ];

  it.each(rows)("$name", (row) => {
    const result = applicable(row.input);
    expect(result.limit).toBe(row.input.fuel === "elektryczny" ? 225_000 : 100_000);
    expect(result.carValueForLimit).toBe(row.w);
    expect(result.ratio).toBe(row.ratio);
    expect(result.total).toEqual({
      grossPaidExclBuyout: 156_405.96,
      deductibleCost: row.deductible,
      vatDeducted: row.vat,
      taxSaving: row.saving,
      realCost: row.real,
    });
  });

  it("shows the ratio as a percentage the way the doc does (59.79 %, 66.67 %, 54.20 %)", () => {
    expect(Math.round(applicable().ratio * 10_000) / 100).toBe(59.79);
    expect(Math.round(applicable({ vatDeduction: 100 }).ratio * 10_000) / 100).toBe(66.67);
    expect(Math.round(applicable({ vatDeduction: 0 }).ratio * 10_000) / 100).toBe(54.2);
  });

  it("documents that the doc's real cost is computed unrounded (the row does not add up to the grosz)", () => {
    const { total } = applicable();
    expect(roundGrosz(total.grossPaidExclBuyout - total.vatDeducted - total.taxSaving)).toBe(118_343.88);
    expect(total.realCost).toBe(118_343.87);
  });

  it("reproduces month 1 in detail (liniowy, VAT 50 %, petrol)", () => {
    const result = applicable();
    expect(result.monthly).toMatchObject({
      month: 1,
      installmentNet: 1494.32,
      installmentGross: 1838.02,
      capital: 838.07,
      interest: 656.25,
      deductibleCost: 1290.43,
      taxSaving: 308.41,
      vatDeducted: 171.85,
      realCost: 1357.76,
    });
    expect(result.initialFee).toEqual({
      net: 37_500,
      gross: 46_125,
      deductibleCost: 25_000,
      taxSaving: 5975,
      vatDeducted: 4312.5,
      realCost: 35_837.5,
    });
  });

  it("matches the suggested /get-tax-effect response", () => {
    const result = applicable();
    expect(result).toMatchObject({
      client: "entrepreneur",
      taxForm: "liniowy",
      vatDeduction: 50,
      limit: 100_000,
      carValueForLimit: 167_250,
      ratio: 0.5979,
      rate: 7,
      savingRatePct: 23.9,
      incomeTaxNote: null,
      monthly: {
        installmentNet: 1494.32,
        installmentGross: 1838.02,
        vatDeducted: 171.85,
        taxSaving: 308.41,
        realCost: 1357.76,
      },
      initialFee: { net: 37_500, gross: 46_125, vatDeducted: 4312.5, taxSaving: 5975 },
      total: {
        grossPaidExclBuyout: 156_405.96,
        vatDeducted: 14_623.32,
        taxSaving: 23_438.76,
        realCost: 118_343.87,
      },
      buyout: { net: 52_500, gross: 64_575 },
      disclaimer: TAX_EFFECT_DISCLAIMER,
    });
    expect(result.disclaimer).toBe("Wyliczenia poglądowe, nie stanowią porady podatkowej.");
    expect(result.monthly.note).toMatch(/maleje/);
    expect(result.schedule).toBeUndefined();
  });
});

describe("tax forms", () => {
  it("uses the marginal rates of DOMAIN §2.5 including health", () => {
    const rates = Object.fromEntries(TAX_FORMS.map((form) => [form, TAX_FORM_DETAILS[form].savingRate]));
    expect(rates).toEqual({
      "skala-12": 0.21,
      "skala-32": 0.41,
      liniowy: 0.239,
      ryczalt: null,
      "cit-9": 0.09,
      "cit-19": 0.19,
      estonski: null,
    });
  });

  it("the 32 % bracket saves 41 % of the same deductible cost", () => {
    const result = applicable({ taxForm: "skala-32", vatDeduction: 0 });
    expect(result.total.deductibleCost).toBe(101_480.96);
    expect(result.total.taxSaving).toBe(41_607.19); // 101 480.957… × 0.41 = 41 607.192…
  });

  it.each<TaxForm>(["ryczalt", "estonski"])("%s keeps only the VAT effect", (taxForm) => {
    const result = applicable({ taxForm });
    expect(result.savingRatePct).toBeNull();
    expect(result.incomeTaxNote).toBe(TAX_FORM_DETAILS[taxForm].note);
    expect(result.incomeTaxNote).toMatch(/efekt VAT/);
    expect(result.total).toEqual({
      grossPaidExclBuyout: 156_405.96,
      deductibleCost: 0,
      vatDeducted: 14_623.32,
      taxSaving: 0,
      realCost: 141_782.64, // 156 405.957 − 14 623.321
    });
    expect(result.monthly.taxSaving).toBe(0);
    expect(result.monthly.realCost).toBe(1666.17); // 1 838.016 − 171.847
  });

  it("answers 'not applicable' for consumers (DOMAIN §1.6)", () => {
    expect(calculateTaxEffect({ ...EXAMPLE, client: "consumer" })).toEqual({
      applicable: false,
      client: "consumer",
      reason: CONSUMER_NOT_APPLICABLE_REASON,
    });
    expect(CONSUMER_NOT_APPLICABLE_REASON).toMatch(/konsumenckiego/);
  });
});

describe("month-by-month rows", () => {
  it("lists every month; the interest share, and with it the saving, falls over time", () => {
    const schedule = applicable({ withSchedule: true }).schedule!;
    expect(schedule).toHaveLength(60);
    expect(schedule[0]).toMatchObject({
      month: 1,
      capital: 838.07,
      interest: 656.25,
      deductibleCost: 1290.43,
    });
    expect(schedule[1]).toMatchObject({ capital: 842.96, interest: 651.36 });
    expect(schedule[59]).toMatchObject({ capital: 1181.18, interest: 313.14 });
    for (let k = 1; k < schedule.length; k++) {
      expect(schedule[k]!.taxSaving).toBeLessThanOrEqual(schedule[k - 1]!.taxSaving);
    }
  });

  it("month rows add up to the totals within a few grosz (each row is rounded on its own)", () => {
    const result = applicable({ withSchedule: true });
    const sum = (key: "taxSaving" | "deductibleCost" | "vatDeducted") =>
      result.schedule!.reduce((acc, row) => acc + row[key], 0) + result.initialFee[key];
    expect(Math.abs(sum("taxSaving") - result.total.taxSaving)).toBeLessThan(0.3);
    expect(Math.abs(sum("deductibleCost") - result.total.deductibleCost)).toBeLessThan(0.3);
    expect(Math.abs(sum("vatDeducted") - result.total.vatDeducted)).toBeLessThan(0.3);
  });
});

describe("properties", () => {
  const inputs = fc.record({
    client: fc.constant("entrepreneur" as const),
    price: fc.integer({ min: 20_000_00, max: 1_500_000_00 }).map((grosz) => grosz / 100),
    initialFee: fc.integer({ min: 0, max: 45 }),
    repurchase: fc.integer({ min: 1, max: 35 }),
    duration: fc.constantFrom(36, 48, 60),
    annualRatePct: fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100),
    taxForm: fc.constantFrom(...TAX_FORMS),
    vatDeduction: fc.constantFrom<VatDeduction>(0, 50, 100),
    fuel: fc.constantFrom<FuelSlug>(
      "benzyna",
      "diesel",
      "hybryda",
      "hybryda-plug-in",
      "elektryczny",
      "lpg",
      "wodor",
    ),
    co2: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
  });

  it("real cost = brutto − VAT − saving to the grosz, and the saving is the rate × deductible cost", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = calculateTaxEffect(input);
        if (!result.applicable) throw new Error("entrepreneur must be applicable");
        const { total } = result;
        // Four figures each rounded once: their grosz errors sum to < 2, hence ≤ 1 grosz in practice.
        const g = toGrosz(total.grossPaidExclBuyout) - toGrosz(total.vatDeducted) - toGrosz(total.taxSaving);
        expect(Math.abs(g - toGrosz(total.realCost))).toBeLessThanOrEqual(1);
        const rate = TAX_FORM_DETAILS[input.taxForm].savingRate ?? 0;
        expect(toGrosz(total.taxSaving)).toBeLessThanOrEqual(toGrosz(total.deductibleCost * rate) + 1);
        expect(result.ratio).toBeGreaterThan(0);
        expect(result.ratio).toBeLessThanOrEqual(1);
        expect(result.monthly.installmentNet).toBe(
          roundGrosz(
            installment({
              price: input.price,
              initialFeePct: input.initialFee,
              repurchasePct: input.repurchase,
              months: input.duration,
              annualRatePct: input.annualRatePct,
            }),
          ),
        );
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it("a higher limit never lowers the deductible cost", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const petrol = applicable({ ...input, fuel: "benzyna", co2: 200 });
        const phev = applicable({ ...input, fuel: "hybryda-plug-in", co2: 30 });
        const bev = applicable({ ...input, fuel: "elektryczny", co2: 0 });
        expect(phev.total.deductibleCost).toBeGreaterThanOrEqual(petrol.total.deductibleCost);
        expect(bev.total.deductibleCost).toBeGreaterThanOrEqual(phev.total.deductibleCost);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe("taxEffectRequestSchema", () => {
  const valid = {
    client: "entrepreneur",
    duration: 60,
    initialFee: 25,
    repurchase: 35,
    price: 150_000,
    taxForm: "liniowy",
    vatDeduction: 50,
    fuel: "benzyna",
    co2: 140,
  };

  it("accepts a valid request, also from query-string values", () => {
    expect(taxEffectRequestSchema.parse(valid)).toEqual(valid);
    expect(
      taxEffectRequestSchema.parse({
        ...valid,
        duration: "60",
        price: "150000,50",
        vatDeduction: "100",
        co2: "",
      }),
    ).toEqual({ ...valid, price: 150_000.5, vatDeduction: 100, co2: null });
  });

  it("names the field in Polish messages", () => {
    const result = taxEffectRequestSchema.safeParse({
      ...valid,
      price: -1,
      taxForm: "vat",
      vatDeduction: 23,
      fuel: "para",
      co2: -5,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      price: "Cena samochodu musi być kwotą dodatnią",
      taxForm: "Wybierz formę opodatkowania",
      vatDeduction: "Odliczenie VAT musi wynosić 0, 50 lub 100 %",
      fuel: "Rodzaj napędu musi być jednym z: benzyna, diesel, hybryda, hybryda-plug-in, elektryczny, lpg, wodor",
      co2: "Emisja CO₂ musi być liczbą nieujemną (g/km)",
    });
  });

  it("keeps the buy-out cap of the leasing parameters", () => {
    const result = taxEffectRequestSchema.safeParse({ ...valid, repurchase: 40 });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ["repurchase"],
        message: "Wykup nie może przekraczać 35 % przy okresie 60 miesięcy",
      }),
    ]);
  });
});
