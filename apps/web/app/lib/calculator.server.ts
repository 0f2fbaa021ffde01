// The leasing calculator's server side: the GET query (the shareable URL) → typed input with Polish
// messages per field → the API's calculate-installment, get-tax-effect and calculate-price-by-installment.

import { FUEL_LABELS } from "@vhs/domain/labels.ts";
import {
  CALCULATOR_INSTALLMENT_RANGE,
  CALCULATOR_PRICE_RANGE,
  type ClientType,
  type Duration,
  isClientType,
  isDuration,
  type LeasingParams,
} from "@vhs/domain/leasing-constants.ts";
import type { PriceType } from "@vhs/domain/leasing-math.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import { TAX_FORMS } from "@vhs/domain/tax-effect.ts";
import type { ApiClient, ApiResult } from "./api.server.ts";
import type { ResponseCache } from "./cache.server.ts";
import {
  CALCULATOR_FIELDS,
  type CalculatorErrors,
  type CalculatorMode,
  type CalculatorResult,
  type CalculatorValues,
  DEFAULT_INSTALLMENT,
  DEFAULT_PRICE,
  DEFAULT_TAX,
  type LeaseAnswer,
  type ReverseAnswer,
  type TaxEffectAnswer,
} from "./calculator.ts";

// The domain's own lists: a new tax form or fuel there is accepted here too.
const TAX_FORM_VALUES = new Set<string>(TAX_FORMS);
const FUEL_VALUES = new Set<string>(Object.keys(FUEL_LABELS));

/**
 * The form's values from the URL; the leasing parameters default to the visitor's cookie. Choices made
 * with radio buttons and lists (mode, price type, client, term, tax form, VAT, fuel) fall back to their
 * default when the URL holds something else; typed fields are kept as typed and validated.
 */
export function calculatorValues(query: URLSearchParams, params: LeasingParams): CalculatorValues {
  const get = (key: string) => query.get(key)?.slice(0, 40) ?? null;
  const client = isClientType(get("client")) ? (get("client") as ClientType) : params.client;
  const duration = isDuration(Number(get("duration")))
    ? String(Number(get("duration")))
    : String(params.duration);
  const priceType = get("priceType");
  const vat = get("vatDeduction");
  return {
    mode: get("mode") === "price" ? "price" : "installment",
    // Both amounts always have a value (the other mode's field is hidden, not empty): switching the mode,
    // with or without JavaScript, shows a result at once instead of "enter an amount".
    price: get("price") ?? DEFAULT_PRICE,
    priceType:
      priceType === "net" || priceType === "gross" ? priceType : client === "consumer" ? "gross" : "net",
    installment: get("installment") ?? DEFAULT_INSTALLMENT,
    client,
    duration,
    initialFee: get("initialFee") ?? String(params.initialFee),
    repurchase: get("repurchase") ?? String(params.repurchase),
    taxForm: TAX_FORM_VALUES.has(get("taxForm") ?? "") ? get("taxForm")! : DEFAULT_TAX.taxForm,
    vatDeduction: vat === "0" || vat === "50" || vat === "100" ? vat : DEFAULT_TAX.vatDeduction,
    fuel: FUEL_VALUES.has(get("fuel") ?? "") ? get("fuel")! : DEFAULT_TAX.fuel,
    co2: get("co2") ?? "",
  };
}

/** "150 000", "150000,50", "150 000 zł" → 150000 / 150000.5; null when not an amount. */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/zł$/i, "")
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const plain = (n: number) => n.toLocaleString("pl-PL").replace(/[\u00a0\u202f]/g, " ");

export const MSG = {
  priceMissing: "Podaj cenę samochodu, np. 150 000",
  priceInvalid: "Cena samochodu musi być kwotą w złotych, np. 150 000 lub 150 000,50",
  priceRange: `Cena samochodu musi wynosić od ${plain(CALCULATOR_PRICE_RANGE.min)} do ${plain(CALCULATOR_PRICE_RANGE.max)} zł`,
  installmentMissing: "Podaj ratę, którą chcesz płacić co miesiąc, np. 2 000",
  installmentInvalid: "Rata musi być kwotą w złotych, np. 2 000 lub 1 999,99",
  installmentRange: `Rata musi wynosić od ${plain(CALCULATOR_INSTALLMENT_RANGE.min)} do ${plain(CALCULATOR_INSTALLMENT_RANGE.max)} zł`,
  co2: "Emisja CO₂ musi być liczbą całkowitą od 0 do 1000 g/km",
} as const;

export interface CalculatorInput {
  mode: CalculatorMode;
  price: number | null;
  priceType: PriceType;
  installment: number | null;
  client: ClientType;
  duration: Duration;
  initialFee: number;
  repurchase: number;
  taxForm: string;
  vatDeduction: number;
  fuel: string;
  co2: number | null;
}

function amountError(
  text: string,
  range: { min: number; max: number },
  messages: { missing: string; invalid: string; range: string },
): { value: number | null; error?: string } {
  if (text.trim() === "") return { value: null, error: messages.missing };
  const value = parseAmount(text);
  if (value === null) return { value: null, error: messages.invalid };
  if (value < range.min || value > range.max) return { value: null, error: messages.range };
  return { value };
}

/** Validates the values: the typed input, or one Polish message per failing field. */
export function validateCalculator(
  values: CalculatorValues,
): { ok: true; input: CalculatorInput } | { ok: false; errors: CalculatorErrors } {
  const errors: CalculatorErrors = {};
  let price: number | null = null;
  let installment: number | null = null;
  if (values.mode === "installment") {
    const r = amountError(values.price, CALCULATOR_PRICE_RANGE, {
      missing: MSG.priceMissing,
      invalid: MSG.priceInvalid,
      range: MSG.priceRange,
    });
    price = r.value;
    if (r.error) errors.price = r.error;
  } else {
    const r = amountError(values.installment, CALCULATOR_INSTALLMENT_RANGE, {
      missing: MSG.installmentMissing,
      invalid: MSG.installmentInvalid,
      range: MSG.installmentRange,
    });
    installment = r.value;
    if (r.error) errors.installment = r.error;
  }
  const params = checkLeasingParams({
    client: values.client,
    duration: values.duration,
    initialFee: values.initialFee.trim(),
    repurchase: values.repurchase.trim(),
  });
  Object.assign(errors, params.errors);
  if (!params.params && !errors.repurchase && errors.initialFee && !errors.client && !errors.duration) {
    // The cap is checked on valid input only; ask again with a valid fee, so both fields are told at once.
    const capOnly = checkLeasingParams({
      client: values.client,
      duration: values.duration,
      initialFee: 0,
      repurchase: values.repurchase.trim(),
    });
    if (capOnly.errors.repurchase) errors.repurchase = capOnly.errors.repurchase;
  }
  let co2: number | null = null;
  if (values.co2.trim() !== "") {
    const n = Number(values.co2.trim().replace(",", "."));
    if (!Number.isInteger(n) || n < 0 || n > 1000) errors.co2 = MSG.co2;
    else co2 = n;
  }
  if (Object.keys(errors).length > 0 || !params.params) return { ok: false, errors };
  return {
    ok: true,
    input: {
      mode: values.mode,
      price,
      priceType: values.priceType,
      installment,
      ...params.params,
      taxForm: values.taxForm,
      vatDeduction: Number(values.vatDeduction),
      fuel: values.fuel,
      co2,
    },
  };
}

/** Field errors from an API 422 (`fields: [{field, message}]`), for fields the form has. */
export function apiFieldErrors(result: ApiResult<unknown>): CalculatorErrors | null {
  if (!result.error || result.status !== 422) return null;
  const body = result.body as { fields?: { field: string; message: string }[] } | null;
  const errors: CalculatorErrors = {};
  for (const f of body?.fields ?? []) {
    const key = f.field.split(".")[0] as keyof CalculatorValues;
    if (CALCULATOR_FIELDS.includes(key)) errors[key] ??= f.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The API's calculations through the site's response cache: the same inputs give every visitor the same
 * answer until the rates change (seen at most the cache's 30 s later), and the calculator's default and
 * shared addresses are asked for again and again. A partner's frame asks with its own token: not cached.
 * Errors, field errors included, are never cached.
 */
export function cachedCalculations(api: ApiClient, cache: ResponseCache): Pick<ApiClient, "post"> {
  if (api.embed) return api;
  return {
    post: <T>(path: string, body?: unknown) =>
      cache.get<T>(`calculation:${path}:${JSON.stringify(body)}`, () => api.post<T>(path, body)),
  };
}

/** Calls the API for a valid input; field errors on a 422, the failed result otherwise. */
export async function calculate(
  api: Pick<ApiClient, "post">,
  input: CalculatorInput,
): Promise<
  | { ok: true; result: CalculatorResult }
  | { ok: false; errors: CalculatorErrors }
  | { ok: false; failed: ApiResult<unknown> }
> {
  const params = {
    client: input.client,
    duration: input.duration,
    initialFee: input.initialFee,
    repurchase: input.repurchase,
  };
  if (input.mode === "price") {
    const reverse = await api.post<ReverseAnswer>("/calculate-price-by-installment", {
      ...params,
      installment: input.installment,
    });
    if (reverse.error) {
      const errors = apiFieldErrors(reverse);
      return errors ? { ok: false, errors } : { ok: false, failed: reverse };
    }
    return { ok: true, result: { mode: "price", reverse: reverse.data } };
  }
  const [lease, tax] = await Promise.all([
    api.post<LeaseAnswer>("/v3/calculate-installment", {
      ...params,
      price: input.price,
      priceType: input.priceType,
      withSchedule: true,
    }),
    input.client === "entrepreneur"
      ? api.post<TaxEffectAnswer>("/get-tax-effect", {
          ...params,
          price: input.price,
          priceType: input.priceType,
          taxForm: input.taxForm,
          vatDeduction: input.vatDeduction,
          fuel: input.fuel,
          co2: input.co2,
        })
      : Promise.resolve(null),
  ]);
  for (const r of [lease, tax]) {
    if (r?.error) {
      const errors = apiFieldErrors(r);
      return errors ? { ok: false, errors } : { ok: false, failed: r };
    }
  }
  if (lease.error) return { ok: false, failed: lease };
  const taxEffect = tax && !tax.error && tax.data.applicable ? tax.data : null;
  return { ok: true, result: { mode: "installment", lease: lease.data, taxEffect } };
}
