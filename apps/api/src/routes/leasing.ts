// The leasing calculator's API (SPEC §7, DOMAIN.md §1–§2): setup, the reference rate,
// the instalment, the reverse calculation and the tax effect. All the mathematics is in
// packages/domain; this file only validates, looks the benchmark up and shapes the answers.
import { createRoute, z } from "@hono/zod-openapi";
import { readCatalogSummary } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { type BenchmarkFixing, DEFAULT_BENCHMARK_NAME, latestBenchmark } from "@vhs/db/seed/leasing.ts";
import { FUEL_LABELS, type FuelSlug } from "@vhs/domain/labels.ts";
import {
  CALCULATOR_INSTALLMENT_RANGE,
  CALCULATOR_PRICE_RANGE,
  CLIENT_LABELS,
  CLIENT_TYPES,
  type ClientType,
  DEFAULT_PARAMS,
  DURATIONS,
  INITIAL_FEE_RANGE,
  MARGIN_BY_CLIENT,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
  VAT_RATE,
} from "@vhs/domain/leasing-constants.ts";
import {
  calculateLease,
  installment,
  nominalAnnualRate,
  type PriceType,
  reversePrice,
  roundGrosz,
} from "@vhs/domain/leasing-math.ts";
import { addRepurchaseCapIssue } from "@vhs/domain/leasing-params.ts";
import {
  MSG_CLIENT,
  MSG_DURATION,
  MSG_INITIAL_FEE,
  MSG_REPURCHASE,
} from "@vhs/domain/leasing-params-check.ts";
import {
  CAR_VALUE_LIMITS,
  CONSUMER_NOT_APPLICABLE_REASON,
  calculateTaxEffect,
  LOW_EMISSION_CO2_THRESHOLD,
  TAX_FORM_DETAILS,
  TAX_FORMS,
  VAT_DEDUCTION_LABELS,
  VAT_DEDUCTIONS,
  type VatDeduction,
} from "@vhs/domain/tax-effect.ts";
import { router } from "../lib/openapi.ts";
import { ErrorSchema, errorResponses, json } from "../lib/schemas.ts";

// ---------------------------------------------------------------------------------------------------------
// Options

/** A catalogue price range for clipping the reverse calculation (DOMAIN §1.5: `/v3/setup` prices). */
export interface PriceRange {
  min: number;
  max: number;
  /** The basis of min/max. */
  priceType: PriceType;
}

export interface LeasingRoutesOptions {
  /** The index the rate floats on; default LEASING_BENCHMARK from the environment, else "WIBOR 3M". */
  benchmarkName?: string;
  /**
   * The catalogue's price range for clipping the reverse calculation; default: the net price bounds of
   * the catalogue summary (the same as `/v3/setup` prices). Null (an empty catalogue) means no clipping.
   */
  priceRange?: () => Promise<PriceRange | null>;
  /** "Today" for choosing the newest fixing (tests); default the Warsaw calendar date. */
  today?: () => string;
}

// ---------------------------------------------------------------------------------------------------------
// Schemas

const fmt = (n: number) => n.toLocaleString("pl-PL").replace(/\u00a0/g, " ");
const MSG_PRICE = `Cena samochodu musi być kwotą od ${fmt(CALCULATOR_PRICE_RANGE.min)} do ${fmt(CALCULATOR_PRICE_RANGE.max)} zł`;
const MSG_INSTALLMENT = `Rata musi być kwotą od ${fmt(CALCULATOR_INSTALLMENT_RANGE.min)} do ${fmt(CALCULATOR_INSTALLMENT_RANGE.max)} zł`;
const MSG_PRICE_TYPE = "Rodzaj ceny musi mieć wartość „net” (netto) lub „gross” (brutto)";
const MSG_REPURCHASE_MAX = `Wykup nie może przekraczać ${MAX_REPURCHASE_BY_DURATION[36]} % (${MAX_REPURCHASE_BY_DURATION[48]} % przy 48 miesiącach, ${MAX_REPURCHASE_BY_DURATION[60]} % przy 60)`;
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

const Benchmark = z
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

const CalculateInstallmentRequest = z
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

const CalculateInstallmentResponse = z
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

const ReverseRequest = z
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

const ReverseResponse = z
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

const TaxEffectRequest = z
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

const TaxEffectApplicable = z
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

const TaxEffectNotApplicable = z
  .object({ applicable: z.literal(false), client: z.enum(CLIENT_TYPES), reason: z.string() })
  .openapi("TaxEffectNotApplicable");

const Setup = z
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

const IndexQuery = z.object({
  name: z
    .string({ error: MSG_INDEX })
    .min(2, { error: MSG_INDEX })
    .max(40, { error: MSG_INDEX })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /.-]*$/, { error: MSG_INDEX })
    .optional()
    .openapi({ description: "Nazwa wskaźnika, domyślnie skonfigurowany (WIBOR 3M)", example: "WIBOR 3M" }),
});

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

const noBenchmarkResponse = {
  503: { description: "Brak notowania wskaźnika", content: { "application/json": { schema: ErrorSchema } } },
};

// ---------------------------------------------------------------------------------------------------------
// Routes

const pct = (n: number) => n.toLocaleString("pl-PL");

/** The catalogue's net price bounds (`/v3/setup` prices), or null while the catalogue is empty. */
async function catalogPriceRange(db: Db): Promise<PriceRange | null> {
  const summary = await readCatalogSummary(db);
  if (!summary || summary.offers === 0 || !(summary.prices.max > 0)) return null;
  return { min: summary.prices.min, max: summary.prices.max, priceType: "net" };
}

export function leasingRoutes(db: Db, options: LeasingRoutesOptions = {}) {
  const indexName =
    options.benchmarkName ?? (process.env.LEASING_BENCHMARK?.trim() || DEFAULT_BENCHMARK_NAME);
  const findBenchmark = (name = indexName): Promise<BenchmarkFixing | null> =>
    latestBenchmark(db, name, options.today?.());
  const noBenchmark = (name = indexName) =>
    `Brak notowania wskaźnika ${name}: nie można teraz policzyć raty. Spróbuj ponownie później.`;
  const priceRange = options.priceRange ?? (() => catalogPriceRange(db));
  const rateFor = (benchmark: BenchmarkFixing, client: ClientType) => ({
    benchmark,
    margin: MARGIN_BY_CLIENT[client],
    rate: nominalAnnualRate(benchmark.value, client),
  });

  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/leasing-calculator-setup",
        tags: ["leasing"],
        summary:
          "Ustawienia kalkulatora: okresy, limity wykupu, domyślne parametry, marże i bieżący wskaźnik",
        responses: { 200: json(Setup, "Ustawienia kalkulatora leasingowego") },
      }),
      async (c) => {
        const benchmark = await findBenchmark();
        return c.json(
          {
            durations: [...DURATIONS],
            maxRepurchaseByDuration: Object.fromEntries(
              Object.entries(MAX_REPURCHASE_BY_DURATION).map(([k, v]) => [k, v]),
            ),
            repurchaseMin: REPURCHASE_MIN,
            initialFeeRange: { ...INITIAL_FEE_RANGE },
            priceRange: { ...CALCULATOR_PRICE_RANGE },
            installmentRange: { ...CALCULATOR_INSTALLMENT_RANGE },
            defaults: { ...DEFAULT_PARAMS },
            clientTypes: CLIENT_TYPES.map((value) => ({ value, label: CLIENT_LABELS[value] })),
            margins: { ...MARGIN_BY_CLIENT },
            benchmark,
            rates: benchmark
              ? {
                  entrepreneur: nominalAnnualRate(benchmark.value, "entrepreneur"),
                  consumer: nominalAnnualRate(benchmark.value, "consumer"),
                }
              : null,
            vatRate: VAT_RATE,
            taxForms: TAX_FORMS.map((value) => ({
              value,
              label: TAX_FORM_DETAILS[value].label,
              savingRatePct:
                TAX_FORM_DETAILS[value].savingRate === null
                  ? null
                  : Math.round(TAX_FORM_DETAILS[value].savingRate! * 1000) / 10,
              note: TAX_FORM_DETAILS[value].note,
            })),
            vatDeductions: VAT_DEDUCTIONS.map((value) => ({ value, label: VAT_DEDUCTION_LABELS[value] })),
            fuels: Object.entries(FUEL_LABELS).map(([value, label]) => ({ value, label })),
            carValueLimits: { ...CAR_VALUE_LIMITS },
            lowEmissionCo2Threshold: LOW_EMISSION_CO2_THRESHOLD,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/get-actual-wibor",
        tags: ["leasing"],
        summary: "Bieżące notowanie wskaźnika referencyjnego (WIBOR 3M; następca: POLSTR)",
        request: { query: IndexQuery },
        responses: {
          200: json(Benchmark, "Najnowsze notowanie wskaźnika"),
          404: {
            description: "Brak notowań tego wskaźnika",
            content: { "application/json": { schema: ErrorSchema } },
          },
          ...errorResponses,
        },
      }),
      async (c) => {
        const name = c.req.valid("query").name?.trim() || indexName;
        const benchmark = await findBenchmark(name);
        if (!benchmark)
          return c.json({ error: true as const, message: `Brak notowań wskaźnika ${name}.` }, 404);
        return c.json(benchmark, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/v3/calculate-installment",
        tags: ["leasing"],
        summary: "Rata leasingu (netto i brutto), opłata wstępna, wykup, koszt całkowity i harmonogram",
        description:
          "Rata annuitetowa z wykupem, płatna z dołu; oprocentowanie = wskaźnik + marża zależna od rodzaju klienta.",
        request: jsonBody(CalculateInstallmentRequest),
        responses: {
          200: json(CalculateInstallmentResponse, "Wyliczenie raty"),
          ...errorResponses,
          ...noBenchmarkResponse,
        },
      }),
      async (c) => {
        const input = c.req.valid("json");
        const benchmark = await findBenchmark();
        if (!benchmark) return c.json({ error: true as const, message: noBenchmark() }, 503);
        const info = rateFor(benchmark, input.client);
        const result = calculateLease({
          price: input.price,
          priceType: input.priceType ?? (input.client === "consumer" ? "gross" : "net"),
          client: input.client,
          duration: input.duration,
          initialFee: input.initialFee,
          repurchase: input.repurchase,
          annualRatePct: info.rate,
          withSchedule: input.withSchedule ?? false,
        });
        return c.json({ ...result, ...info }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/calculate-price-by-installment",
        tags: ["leasing"],
        summary: "Na jaki samochód mnie stać: najwyższa cena dla wybranej raty",
        description:
          "Rata netto daje cenę netto (firma), rata brutto cenę brutto (konsument). Cena jest zaokrąglana w dół i przycinana do zakresu cen katalogu, gdy jest on znany.",
        request: jsonBody(ReverseRequest),
        responses: {
          200: json(ReverseResponse, "Najwyższa cena"),
          ...errorResponses,
          ...noBenchmarkResponse,
        },
      }),
      async (c) => {
        const input = c.req.valid("json");
        const benchmark = await findBenchmark();
        if (!benchmark) return c.json({ error: true as const, message: noBenchmark() }, 503);
        const info = rateFor(benchmark, input.client);
        const priceType: PriceType = input.client === "consumer" ? "gross" : "net";
        const step = input.step ?? 1;
        const terms = {
          initialFeePct: input.initialFee,
          repurchasePct: input.repurchase,
          months: input.duration,
          annualRatePct: info.rate,
        };
        const unclipped = reversePrice({ ...terms, installment: input.installment, step });

        let range: { min: number; max: number } | null = null;
        if (input.clip !== false) {
          const catalogue = await priceRange();
          if (catalogue && catalogue.max > 0) {
            const factor =
              catalogue.priceType === priceType ? 1 : priceType === "net" ? 1 / (1 + VAT_RATE) : 1 + VAT_RATE;
            // Rounded to the grosz first, so 123 000 brutto is 100 000 netto, not 99 999.
            range = {
              min: Math.ceil(roundGrosz(catalogue.min * factor)),
              max: Math.floor(roundGrosz(catalogue.max * factor)),
            };
          }
        }
        let price = unclipped;
        let clipped: "min" | "max" | null = null;
        if (range && price > range.max) {
          price = range.max;
          clipped = "max";
        } else if (range && price < range.min) {
          price = range.min;
          clipped = "min";
        }
        const net = priceType === "net" ? price : price / (1 + VAT_RATE);
        return c.json(
          {
            price,
            priceType,
            priceNet: roundGrosz(net),
            priceGross: roundGrosz(net * (1 + VAT_RATE)),
            unclippedPrice: unclipped,
            step,
            clipped,
            priceRange: range,
            installment: roundGrosz(installment({ ...terms, price })),
            targetInstallment: input.installment,
            client: input.client,
            duration: input.duration,
            initialFee: input.initialFee,
            repurchase: input.repurchase,
            ...info,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/get-tax-effect",
        tags: ["leasing"],
        summary:
          "Efekt podatkowy leasingu dla firmy (zasady 2026): VAT, PIT/CIT ze składką zdrowotną, koszt realny",
        description: `Dla konsumenta odpowiedź „nie dotyczy”. Limity wartości samochodu: ${pct(CAR_VALUE_LIMITS.zeroEmission)} / ${pct(CAR_VALUE_LIMITS.lowEmission)} / ${pct(CAR_VALUE_LIMITS.standard)} zł.`,
        request: jsonBody(TaxEffectRequest),
        responses: {
          200: json(
            z.union([TaxEffectApplicable, TaxEffectNotApplicable]),
            "Efekt podatkowy albo „nie dotyczy”",
          ),
          ...errorResponses,
          ...noBenchmarkResponse,
        },
      }),
      async (c) => {
        const input = c.req.valid("json");
        if (input.client === "consumer") {
          // DOMAIN §1.6: no VAT deduction and no income-tax effect for a consumer lease.
          return c.json(
            {
              applicable: false as const,
              client: "consumer" as const,
              reason: CONSUMER_NOT_APPLICABLE_REASON,
            },
            200,
          );
        }
        const benchmark = await findBenchmark();
        if (!benchmark) return c.json({ error: true as const, message: noBenchmark() }, 503);
        const info = rateFor(benchmark, "entrepreneur");
        const price = input.priceType === "gross" ? input.price / (1 + VAT_RATE) : input.price;
        const result = calculateTaxEffect({
          client: "entrepreneur",
          price,
          initialFee: input.initialFee,
          repurchase: input.repurchase,
          duration: input.duration,
          annualRatePct: info.rate,
          taxForm: input.taxForm!,
          vatDeduction: (input.vatDeduction ?? 50) as VatDeduction,
          fuel: input.fuel ?? "benzyna",
          co2: input.co2 ?? null,
          withSchedule: input.withSchedule ?? false,
        });
        if (!result.applicable) return c.json(result, 200);
        return c.json({ ...result, benchmark: info.benchmark, margin: info.margin }, 200);
      },
    );
}
