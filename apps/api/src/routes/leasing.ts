// The leasing calculator's API (SPEC §7, DOMAIN.md §1–§2): setup, the reference rate,
// the instalment, the reverse calculation and the tax effect. All the mathematics is in
// packages/domain; this file only validates, looks the benchmark up and shapes the answers.
import { createRoute, z } from "@hono/zod-openapi";
import { readCatalogSummary } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { type BenchmarkFixing, DEFAULT_BENCHMARK_NAME, warsawToday } from "@vhs/db/seed/leasing.ts";
import { FUEL_LABELS } from "@vhs/domain/labels.ts";
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
import { type BenchmarkLookup, benchmarkLookup } from "../lib/benchmark-lookup.ts";
import { router } from "../lib/openapi.ts";
import { ErrorSchema, errorResponses, json } from "../lib/schemas.ts";

import {
  Benchmark,
  CalculateInstallmentRequest,
  CalculateInstallmentResponse,
  IndexQuery,
  jsonBody,
  noBenchmarkResponse,
  ReverseRequest,
  ReverseResponse,
  Setup,
  TaxEffectApplicable,
  TaxEffectNotApplicable,
  TaxEffectRequest,
} from "./leasing-schemas.ts";
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
  /** How the fixing is looked up (lib/benchmark-lookup.ts); default: every time. */
  benchmark?: BenchmarkLookup;
}

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
  const lookup = options.benchmark ?? benchmarkLookup(db, 0);
  const today = options.today ?? (() => warsawToday());
  const findBenchmark = (name = indexName): Promise<BenchmarkFixing | null> => lookup(name, today());
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
