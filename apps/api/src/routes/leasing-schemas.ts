// The leasing calculator's API schemas (SPEC §7, DOMAIN.md §1–§2): requests and responses of setup, the
// reference rate, the instalment, the reverse calculation and the tax effect, with each field's Polish
// message. The routes are in leasing.ts.
import { z } from "@hono/zod-openapi";
import { FUEL_LABELS, type FuelSlug } from "@vhs/domain/labels.ts";
import {
  CALCULATOR_INSTALLMENT_RANGE,
  CALCULATOR_PRICE_RANGE,
  CLIENT_TYPES,
  DURATIONS,
  INITIAL_FEE_RANGE,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
} from "@vhs/domain/leasing-constants.ts";
import { addRepurchaseCapIssue } from "@vhs/domain/leasing-params.ts";
import {
  MSG_CLIENT,
  MSG_DURATION,
  MSG_INITIAL_FEE,
  MSG_REPURCHASE,
  MSG_REPURCHASE_MAX,
} from "@vhs/domain/leasing-params-check.ts";
import { TAX_FORMS, VAT_DEDUCTIONS } from "@vhs/domain/tax-effect.ts";
import { ErrorSchema } from "../lib/schemas.ts";

// ---------------------------------------------------------------------------------------------------------
// Schemas

const fmt = (n: number) => n.toLocaleString("pl-PL").replace(/\u00a0/g, " ");
const MSG_PRICE = `Cena samochodu musi być kwotą od ${fmt(CALCULATOR_PRICE_RANGE.min)} do ${fmt(CALCULATOR_PRICE_RANGE.max)} zł`;
const MSG_INSTALLMENT = `Rata musi być kwotą od ${fmt(CALCULATOR_INSTALLMENT_RANGE.min)} do ${fmt(CALCULATOR_INSTALLMENT_RANGE.max)} zł`;
const MSG_PRICE_TYPE = "Rodzaj ceny musi mieć wartość „net” (netto) lub „gross” (brutto)";
const MSG_TAX_FORM = "Wybierz formę opodatkowania";
const MSG_VAT = "Odliczenie VAT musi wynosić 0, 50 lub 100 %";
const MSG_FUEL = `Rodzaj napędu musi być jednym z: ${Object.keys(FUEL_LABELS).join(", ")}`;
const MSG_CO2 = "Emisja CO₂ musi być liczbą od 0 do 1000 g/km";
const MSG_BOOLEAN = "Pole musi mieć wartość true lub false";
const MSG_STEP = "Zaokrąglenie musi wynosić 1 lub 100 zł";
const MSG_INDEX = "Nazwa wskaźnika może mieć 2–40 znaków: litery, cyfry, spacje i / . -";

const amount = (message: string, range: { min: number; max: number }) =>
  z
    .number({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message })
    .openapi({ example: range.min * 150 });

/** One of a few integers, documented as an integer enum (a multi-value z.literal loses all but one). */
const oneOf = <const T extends readonly number[]>(values: T, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .refine((value): value is T[number] => values.includes(value), { error: message })
    .openapi({ type: "integer", enum: [...values] });

const leasingParamFields = {
  client: z
    .enum(CLIENT_TYPES, { error: MSG_CLIENT })
    .openapi({ description: "entrepreneur = „Dla firmy” (kwoty netto), consumer = „Prywatnie” (brutto)" }),
  duration: oneOf(DURATIONS, MSG_DURATION).openapi({
    description: "Okres leasingu w miesiącach",
    example: 60,
  }),
  initialFee: z
    .number({ error: MSG_INITIAL_FEE })
    .int({ error: MSG_INITIAL_FEE })
    .min(INITIAL_FEE_RANGE.min, { error: MSG_INITIAL_FEE })
    .max(INITIAL_FEE_RANGE.max, { error: MSG_INITIAL_FEE })
    .openapi({ description: "Opłata wstępna, % ceny", example: 25 }),
  repurchase: z
    .number({ error: MSG_REPURCHASE })
    .int({ error: MSG_REPURCHASE })
    .min(REPURCHASE_MIN, { error: MSG_REPURCHASE })
    .max(MAX_REPURCHASE_BY_DURATION[36], { error: MSG_REPURCHASE_MAX })
    .openapi({
      description: "Wykup, % ceny; najwyżej 50 % przy 36 miesiącach, 40 % przy 48, 35 % przy 60",
      example: 35,
    }),
};

export const Benchmark = z
  .object({
    name: z.string().openapi({ example: "WIBOR 3M" }),
    tenor: z.string().openapi({ example: "3M" }),
    value: z.number().openapi({ description: "Wartość w %", example: 3.85 }),
    fixingDate: z.string().openapi({ example: "2026-03-24" }),
    source: z.string().openapi({ example: "GPW Benchmark" }),
  })
  .openapi("Benchmark");

const RateInfo = {
  benchmark: Benchmark,
  margin: z.number().openapi({ description: "Marża w punktach procentowych", example: 3 }),
  rate: z.number().openapi({ description: "Oprocentowanie nominalne = wskaźnik + marża, %", example: 6.85 }),
};

const ScheduleRow = z
  .object({
    month: z.number().int(),
    installment: z.number(),
    interest: z.number(),
    capital: z.number(),
    balance: z.number(),
  })
  .openapi("ScheduleRow");

export const CalculateInstallmentRequest = z
  .object({
    price: amount(MSG_PRICE, CALCULATOR_PRICE_RANGE).openapi({ description: "Cena samochodu" }),
    priceType: z.enum(["net", "gross"], { error: MSG_PRICE_TYPE }).optional().openapi({
      description: "Czy cena jest netto czy brutto; domyślnie netto dla firm, brutto dla konsumentów",
    }),
    ...leasingParamFields,
    withSchedule: z.boolean({ error: MSG_BOOLEAN }).optional().openapi({ description: "Dołącz harmonogram" }),
  })
  .superRefine(addRepurchaseCapIssue)
  .openapi("CalculateInstallmentRequest");

export const CalculateInstallmentResponse = z
  .object({
    client: z.enum(CLIENT_TYPES),
    primary: z.enum(["net", "gross"]),
    duration: z.number().int(),
    initialFee: z.number(),
    repurchase: z.number(),
    annualRatePct: z.number(),
    priceNet: z.number(),
    priceGross: z.number(),
    initialFeeNet: z.number(),
    initialFeeGross: z.number(),
    financedNet: z.number(),
    financedGross: z.number(),
    installmentNet: z.number(),
    installmentGross: z.number(),
    installmentAdvanceNet: z.number(),
    installmentAdvanceGross: z.number(),
    repurchaseNet: z.number(),
    repurchaseGross: z.number(),
    totalInterestNet: z.number(),
    totalPaidNet: z.number(),
    totalPaidGross: z.number(),
    totalCostPct: z.number().openapi({ description: "„Leasing 1xx %” z wykupem" }),
    totalCostPctExclBuyout: z.number().openapi({ description: "To samo bez wykupu" }),
    rrsoPct: z.number().nullable().openapi({ description: "RRSO w % (konsument), null dla firm" }),
    schedule: z.array(ScheduleRow).optional(),
    ...RateInfo,
  })
  .openapi("CalculateInstallmentResponse");

export const ReverseRequest = z
  .object({
    installment: amount(MSG_INSTALLMENT, CALCULATOR_INSTALLMENT_RANGE).openapi({
      description: "Rata, którą klient chce płacić: netto dla firmy, brutto dla konsumenta",
      example: 2000,
    }),
    ...leasingParamFields,
    step: oneOf([1, 100] as const, MSG_STEP)
      .optional()
      .openapi({ description: "Zaokrąglenie ceny w dół do 1 zł (domyślnie) lub do 100 zł" }),
    clip: z.boolean({ error: MSG_BOOLEAN }).optional().openapi({
      description: "Przytnij cenę do zakresu cen w katalogu (domyślnie tak, gdy zakres jest znany)",
    }),
  })
  .superRefine(addRepurchaseCapIssue)
  .openapi("PriceByInstallmentRequest");

export const ReverseResponse = z
  .object({
    price: z
      .number()
      .openapi({ description: "Najwyższa cena (po zaokrągleniu i przycięciu)", example: 200759 }),
    priceType: z.enum(["net", "gross"]),
    priceNet: z.number(),
    priceGross: z.number(),
    unclippedPrice: z.number(),
    step: z.number().int(),
    clipped: z.enum(["min", "max"]).nullable(),
    priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    installment: z.number().openapi({ description: "Rata dla zwróconej ceny, na tej samej podstawie" }),
    targetInstallment: z.number(),
    client: z.enum(CLIENT_TYPES),
    duration: z.number().int(),
    initialFee: z.number(),
    repurchase: z.number(),
    ...RateInfo,
  })
  .openapi("PriceByInstallmentResponse");

export const TaxEffectRequest = z
  .object({
    ...leasingParamFields,
    price: amount(MSG_PRICE, CALCULATOR_PRICE_RANGE).openapi({ description: "Cena samochodu" }),
    priceType: z
      .enum(["net", "gross"], { error: MSG_PRICE_TYPE })
      .optional()
      .openapi({ description: "Domyślnie netto" }),
    taxForm: z
      .enum(TAX_FORMS, { error: MSG_TAX_FORM })
      .optional()
      .openapi({ description: "Forma opodatkowania; wymagana dla firm" }),
    vatDeduction: oneOf(VAT_DEDUCTIONS, MSG_VAT)
      .optional()
      .openapi({ description: "Odliczenie VAT w %, domyślnie 50 (użytek mieszany)" }),
    fuel: z
      .enum(Object.keys(FUEL_LABELS) as [FuelSlug, ...FuelSlug[]], { error: MSG_FUEL })
      .optional()
      .openapi({ description: "Rodzaj napędu, domyślnie benzyna" }),
    co2: z
      .number({ error: MSG_CO2 })
      .min(0, { error: MSG_CO2 })
      .max(1000, { error: MSG_CO2 })
      .nullable()
      .optional()
      .openapi({ description: "Emisja CO₂ w g/km (z CEP); brak = limit 100 000 zł" }),
    withSchedule: z.boolean({ error: MSG_BOOLEAN }).optional(),
  })
  .superRefine(addRepurchaseCapIssue)
  .superRefine((value, ctx) => {
    if (value.client === "entrepreneur" && value.taxForm === undefined)
      ctx.addIssue({ code: "custom", message: MSG_TAX_FORM, path: ["taxForm"], input: value.taxForm });
  })
  .openapi("TaxEffectRequest");

const TaxFigures = z.object({
  installmentNet: z.number(),
  installmentGross: z.number(),
  capital: z.number(),
  interest: z.number(),
  deductibleCost: z.number(),
  vatDeducted: z.number(),
  taxSaving: z.number(),
  realCost: z.number(),
});

export const TaxEffectApplicable = z
  .object({
    applicable: z.literal(true),
    client: z.literal("entrepreneur"),
    taxForm: z.enum(TAX_FORMS),
    taxFormLabel: z.string(),
    vatDeduction: z.number(),
    fuel: z.string(),
    co2: z.number().nullable(),
    limit: z.number().openapi({ description: "Limit wartości samochodu: 225 000 / 150 000 / 100 000 zł" }),
    carValueForLimit: z.number(),
    ratio: z.number(),
    savingRatePct: z.number().nullable(),
    incomeTaxNote: z.string().nullable(),
    rate: z.number(),
    monthly: TaxFigures.extend({ month: z.literal(1), note: z.string() }),
    initialFee: z.object({
      net: z.number(),
      gross: z.number(),
      deductibleCost: z.number(),
      vatDeducted: z.number(),
      taxSaving: z.number(),
      realCost: z.number(),
    }),
    total: z.object({
      grossPaidExclBuyout: z.number(),
      deductibleCost: z.number(),
      vatDeducted: z.number(),
      taxSaving: z.number(),
      realCost: z.number(),
    }),
    buyout: z.object({ net: z.number(), gross: z.number() }),
    schedule: z.array(TaxFigures.extend({ month: z.number().int() })).optional(),
    disclaimer: z.string(),
    benchmark: Benchmark,
    margin: z.number(),
  })
  .openapi("TaxEffect");

export const TaxEffectNotApplicable = z
  .object({ applicable: z.literal(false), client: z.enum(CLIENT_TYPES), reason: z.string() })
  .openapi("TaxEffectNotApplicable");

export const Setup = z
  .object({
    durations: z.array(z.number().int()),
    maxRepurchaseByDuration: z.record(z.string(), z.number()),
    repurchaseMin: z.number(),
    initialFeeRange: z.object({ min: z.number(), max: z.number() }),
    priceRange: z.object({ min: z.number(), max: z.number() }),
    installmentRange: z.object({ min: z.number(), max: z.number() }),
    defaults: z.object({
      client: z.enum(CLIENT_TYPES),
      duration: z.number().int(),
      initialFee: z.number(),
      repurchase: z.number(),
    }),
    clientTypes: z.array(z.object({ value: z.enum(CLIENT_TYPES), label: z.string() })),
    margins: z.record(z.enum(CLIENT_TYPES), z.number()),
    benchmark: Benchmark.nullable(),
    rates: z
      .record(z.enum(CLIENT_TYPES), z.number())
      .nullable()
      .openapi({ description: "Oprocentowanie nominalne dla każdego rodzaju klienta; null bez notowania" }),
    vatRate: z.number(),
    taxForms: z.array(
      z.object({
        value: z.enum(TAX_FORMS),
        label: z.string(),
        savingRatePct: z.number().nullable(),
        note: z.string().nullable(),
      }),
    ),
    vatDeductions: z.array(z.object({ value: z.number(), label: z.string() })),
    fuels: z.array(z.object({ value: z.string(), label: z.string() })),
    carValueLimits: z.object({ zeroEmission: z.number(), lowEmission: z.number(), standard: z.number() }),
    lowEmissionCo2Threshold: z.number(),
  })
  .openapi("LeasingCalculatorSetup");

export const IndexQuery = z.object({
  name: z
    .string({ error: MSG_INDEX })
    .min(2, { error: MSG_INDEX })
    .max(40, { error: MSG_INDEX })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /.-]*$/, { error: MSG_INDEX })
    .optional()
    .openapi({ description: "Nazwa wskaźnika, domyślnie skonfigurowany (WIBOR 3M)", example: "WIBOR 3M" }),
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const noBenchmarkResponse = {
  503: { description: "Brak notowania wskaźnika", content: { "application/json": { schema: ErrorSchema } } },
};
