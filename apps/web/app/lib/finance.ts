// Financing a car from outside our stock (/sfinansuj-online): the vehicle dictionary's answers
// (GET /digital-order/eurotax/brands, /models?id, /versions?id), matching the address's segments to them,
// and the checks of the details form. Browser-safe and framework-free.
import { formatNumber } from "@vhs/domain/format.ts";
import { slugify } from "@vhs/domain/labels.ts";
import { CALCULATOR_PRICE_RANGE, type LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import { FINANCE_PATH, parsePolishAmount } from "./order-entry.ts";

export interface DictMake {
  id: number;
  name: string;
}

export interface DictModel {
  id: number;
  name: string;
  generation: string;
  label: string;
  yearFrom: number;
  yearTo: number | null;
}

export interface DictVersion {
  id: number;
  eurotaxCode: string;
  name: string;
  yearFrom: number;
  yearTo: number | null;
  body: string;
  bodyLabel: string;
  doors: number;
  seats: number;
  fuel: string;
  fuelLabel: string;
  powerKw: number;
  powerKm: number;
  capacityCcm: number;
  gearbox: string;
  drive: string;
  co2: number;
  priceNet: number;
  priceGross: number;
}

export const makeSlug = (make: DictMake): string => slugify(make.name);

/** A make by its id ("8") or its name's slug ("mercedes-benz", "Škoda" → "skoda"); case-insensitive. */
export function findMake(makes: readonly DictMake[], segment: string | null | undefined): DictMake | null {
  if (!segment) return null;
  const text = segment.trim();
  if (/^\d{1,9}$/.test(text)) return makes.find((m) => m.id === Number(text)) ?? null;
  const slug = slugify(text);
  return slug ? (makes.find((m) => makeSlug(m) === slug) ?? null) : null;
}

/**
 * A model (generation) by its id, its label's slug ("corolla-e21-od-2019"), its name and generation
 * ("corolla-e21") or just its name ("corolla": the newest generation of that name).
 */
export function findModel(
  models: readonly DictModel[],
  segment: string | null | undefined,
): DictModel | null {
  if (!segment) return null;
  const text = segment.trim();
  if (/^\d{1,9}$/.test(text)) return models.find((m) => m.id === Number(text)) ?? null;
  const slug = slugify(text);
  if (!slug) return null;
  return (
    models.find((m) => slugify(m.label) === slug) ??
    models.find((m) => slugify(`${m.name} ${m.generation}`) === slug) ??
    [...models].filter((m) => slugify(m.name) === slug).sort((a, b) => b.yearFrom - a.yearFrom)[0] ??
    null
  );
}

/** The address of a step: /sfinansuj-online/{make slug}/{model id}/{body?}. */
export function financeHref(make?: DictMake | null, model?: DictModel | null, body?: string | null): string {
  let href = FINANCE_PATH;
  if (make) href += `/${makeSlug(make)}`;
  if (make && model) href += `/${model.id}`;
  if (make && model && body) href += `/${body}`;
  return href;
}

/** The version's production years, newest first (an open range ends this year). */
export function versionYears(version: Pick<DictVersion, "yearFrom" | "yearTo">, thisYear: number): number[] {
  const to = Math.min(version.yearTo ?? thisYear, thisYear);
  const years: number[] = [];
  for (let y = to; y >= version.yearFrom; y--) years.push(y);
  return years;
}

/** The details form as typed (strings, so nothing typed is lost on an error). */
export interface FinanceValues {
  year: string;
  price: string;
  priceType: string;
  seller: string;
  mileageKm: string;
  client: string;
  duration: string;
  initialFee: string;
  repurchase: string;
}

export const FINANCE_FIELDS = [
  "year",
  "price",
  "priceType",
  "seller",
  "mileageKm",
  "client",
  "duration",
  "initialFee",
  "repurchase",
] as const satisfies readonly (keyof FinanceValues)[];

export type FinanceErrors = Partial<Record<keyof FinanceValues | "wersja" | "_form", string>>;

export interface FinanceData {
  year: number;
  price: number;
  priceType: "net" | "gross";
  seller: "dealer" | "private";
  mileageKm: number | undefined;
  params: LeasingParams;
}

const PRICE_RANGE_MESSAGE = `Cena musi wynosić od ${formatNumber(CALCULATOR_PRICE_RANGE.min)} zł do ${formatNumber(CALCULATOR_PRICE_RANGE.max)} zł`;
export const MILEAGE_MAX = 1_000_000;

/** The price as a number (NaN when it is not one), for the live estimate. */
export function financePrice(text: string): number {
  return parsePolishAmount(text);
}

/**
 * Checks the details of a car from outside our stock: year within the version's production, the price
 * (Polish format, 1 000 – 10 000 000 zł), netto/brutto, the seller, the mileage (required for a used car:
 * from a private seller or older than this year) and the leasing parameters. Polish messages by field.
 */
export function validateFinance(
  values: FinanceValues,
  version: Pick<DictVersion, "yearFrom" | "yearTo">,
  thisYear: number,
): { ok: true; data: FinanceData } | { ok: false; errors: FinanceErrors } {
  const errors: FinanceErrors = {};
  const years = versionYears(version, thisYear);
  const year = /^\d{4}$/.test(values.year.trim()) ? Number(values.year) : Number.NaN;
  if (!values.year.trim()) errors.year = "Wybierz rok produkcji";
  else if (!years.includes(year))
    errors.year = `Wybierz rok produkcji z lat ${years.at(-1) ?? version.yearFrom}–${years[0] ?? version.yearFrom}`;

  const price = parsePolishAmount(values.price);
  if (!values.price.trim()) errors.price = "Podaj cenę samochodu";
  else if (Number.isNaN(price)) errors.price = "Podaj cenę w złotych, np. 89 000 albo 89 000,50";
  else if (price < CALCULATOR_PRICE_RANGE.min || price > CALCULATOR_PRICE_RANGE.max)
    errors.price = PRICE_RANGE_MESSAGE;

  if (values.priceType !== "net" && values.priceType !== "gross")
    errors.priceType = "Wybierz, czy cena jest netto czy brutto";
  if (values.seller !== "dealer" && values.seller !== "private")
    errors.seller = "Wybierz, kto sprzedaje samochód";

  const used = values.seller === "private" || (Number.isFinite(year) && year < thisYear);
  const mileageText = values.mileageKm.replace(/[\s\u00a0\u202f]/g, "").replace(/km$/i, "");
  let mileageKm: number | undefined;
  if (mileageText) {
    if (/^\d{1,7}$/.test(mileageText) && Number(mileageText) <= MILEAGE_MAX) mileageKm = Number(mileageText);
    else errors.mileageKm = `Przebieg musi być liczbą od 0 do ${formatNumber(MILEAGE_MAX)} km`;
  } else if (used) {
    errors.mileageKm = "Podaj przebieg samochodu używanego";
  }

  const checked = checkLeasingParams({ ...values });
  Object.assign(errors, checked.errors);

  if (Object.keys(errors).length > 0 || !checked.params) return { ok: false, errors };
  return {
    ok: true,
    data: {
      year,
      price,
      priceType: values.priceType as "net" | "gross",
      seller: values.seller as "dealer" | "private",
      mileageKm,
      params: checked.params,
    },
  };
}

/** Fields of the order that a GET submission without JavaScript drags into the query. */
export const ORDER_ONLY_FIELDS: readonly string[] = ["idempotencyKey"];
