// Zod schemas of the catalogue API: query parameters (precise, so that the OpenAPI document and
// the fuzzer know every allowed value) and response shapes. Messages are Polish (SPEC §8).
import { z } from "@hono/zod-openapi";
import { BANNER_SLOTS, CAR_SORTS, MODEL_SORTS } from "@vhs/domain/catalog-rules.ts";
import { MAX_QUERY_LENGTH } from "@vhs/domain/catalog-search.ts";
import {
  BODY_TYPE_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  FUEL_SLUG_ALIASES,
  GEARBOX_LABELS,
  STATE_LABELS,
} from "@vhs/domain/labels.ts";

const keys = <T extends object>(o: T) =>
  Object.keys(o) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];
const allowed = (values: readonly string[]) => values.join(", ");

export const BODY_VALUES = keys(BODY_TYPE_LABELS);
export const FUEL_VALUES = [...keys(FUEL_LABELS), ...Object.keys(FUEL_SLUG_ALIASES)] as [string, ...string[]];
export const GEARBOX_VALUES = keys(GEARBOX_LABELS);
export const DRIVE_VALUES = keys(DRIVE_LABELS);
export const STATE_VALUES = keys(STATE_LABELS);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GROUP_ID_PATTERN = /^(?:n-\d{7}-\d{4}|u-\d{7})$/;
export const EC_CODE_PATTERN = /^\d{7}$/;

/** Repeated (?fuel=a&fuel=b) or comma-separated (?fuel=a,b) values → a list. */
const toList = (value: unknown) =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(","))
        .map((v) => v.trim())
        .filter(Boolean);

const list = <T extends z.ZodType>(item: T, max: number, description: string, example: unknown[]) =>
  z
    .preprocess(toList, z.array(item).max(max, { error: `Podaj najwyżej ${max} wartości` }))
    .optional()
    .openapi({ description: `${description} Można podać kilka wartości (powtarzając parametr).`, example });

const enumItem = (values: [string, ...string[]], what: string) =>
  z.enum(values, { error: `Nieznany ${what}; dozwolone: ${allowed(values)}` });

const slug = (what: string) =>
  z
    .string({ error: `Podaj ${what}` })
    .max(60, { error: `${what} może mieć najwyżej 60 znaków` })
    .regex(SLUG_PATTERN, { error: `${what}: tylko małe litery bez polskich znaków, cyfry i łączniki` });

const int = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const flag = (description: string) =>
  z
    .enum(["0", "1", "true", "false"], { error: "Pole przyjmuje wartość 0 lub 1" })
    .optional()
    .openapi({ description, example: "1" });
export const isOn = (value: string | undefined) => value === "1" || value === "true";

const MSG_YEAR = "Rok produkcji musi być liczbą od 1990 do 2030";
const MSG_SEATS = "Liczba miejsc musi być liczbą od 1 do 9";
const MSG_POWER = "Moc musi być liczbą całkowitą od 0 do 2000 KM";
const MSG_PRICE = "Cena musi być kwotą w złotych od 0 do 10 000 000";
const MSG_PAGE = "Numer strony musi być liczbą od 1 do 1000";
const MSG_PER_PAGE = "Liczba wyników na stronie musi wynosić od 1 do 60";

const bodyList = (description: string, example: string) =>
  list(enumItem(BODY_VALUES, "typ nadwozia"), BODY_VALUES.length, description, [example]);

/**
 * The filters of SPEC §3 plus a price range. The body filter is called `body` in /v3/cars/ and
 * `bodyType` in the model and search calls (SPEC §7); every call accepts both names.
 */
const filterFields = {
  body: bodyList("Typ nadwozia.", "suv"),
  bodyType: bodyList("Typ nadwozia (to samo co body).", "kombi"),
  brand: list(slug("Marka"), 20, "Marka (slug, np. toyota, skoda).", ["toyota"]),
  model: list(slug("Model"), 20, "Model (slug, np. corolla).", ["corolla"]),
  productionYear: list(int(1990, 2030, MSG_YEAR), 40, "Rok produkcji.", [2025]),
  fuel: list(enumItem(FUEL_VALUES, "rodzaj paliwa"), FUEL_VALUES.length, "Rodzaj paliwa.", ["hybryda"]),
  gearbox: list(enumItem(GEARBOX_VALUES, "rodzaj skrzyni biegów"), 2, "Skrzynia biegów.", ["automatyczna"]),
  drive: list(enumItem(DRIVE_VALUES, "rodzaj napędu"), 3, "Napęd.", ["4x4"]),
  seats: list(int(1, 9, MSG_SEATS), 9, "Liczba miejsc.", [5]),
  powerMin: int(0, 2000, MSG_POWER).optional().openapi({ description: "Moc od (KM).", example: 100 }),
  powerMax: int(0, 2000, MSG_POWER).optional().openapi({ description: "Moc do (KM).", example: 200 }),
  state: list(enumItem(STATE_VALUES, "stan"), 2, "Stan: nowy lub używany.", ["nowy"]),
  priceMin: int(0, 10_000_000, MSG_PRICE)
    .optional()
    .openapi({ description: "Cena od (zł).", example: 50000 }),
  priceMax: int(0, 10_000_000, MSG_PRICE)
    .optional()
    .openapi({ description: "Cena do (zł).", example: 150000 }),
  priceType: z
    .enum(["net", "gross"], { error: "Rodzaj ceny: net (netto) albo gross (brutto)" })
    .optional()
    .openapi({ description: "Czy priceMin/priceMax są netto (domyślnie) czy brutto." }),
};

type RangeQuery = { powerMin?: number; powerMax?: number; priceMin?: number; priceMax?: number };

/** "od" not above "do", reported on the "do" field. */
function checkRanges(q: RangeQuery, ctx: z.RefinementCtx) {
  if (q.powerMin !== undefined && q.powerMax !== undefined && q.powerMin > q.powerMax)
    ctx.addIssue({
      code: "custom",
      path: ["powerMax"],
      message: "Moc „do” nie może być mniejsza niż moc „od”",
    });
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax)
    ctx.addIssue({
      code: "custom",
      path: ["priceMax"],
      message: "Cena „do” nie może być mniejsza niż cena „od”",
    });
}

export const pagingFields = {
  page: int(1, 1000, MSG_PAGE).optional().openapi({ description: "Strona wyników (od 1).", example: 1 }),
  perPage: int(1, 60, MSG_PER_PAGE)
    .optional()
    .openapi({ description: "Wyników na stronie (domyślnie 24).", example: 24 }),
};

export const carSortField = z
  .enum(CAR_SORTS, { error: `Nieznany porządek; dozwolone: ${allowed(CAR_SORTS)}` })
  .optional()
  .openapi({ description: "default: nowe najpierw, potem od najtańszych; price-asc; price-desc." });

export const CarsQuery = z
  .object({
    ...filterFields,
    sort: carSortField,
    ...pagingFields,
    facets: flag("1 = dołącz liczby ofert dla każdej wartości filtrów."),
  })
  .superRefine(checkRanges);

export const SearchQuery = z
  .object({
    q: z
      .string()
      .max(MAX_QUERY_LENGTH, { error: `Zapytanie może mieć najwyżej ${MAX_QUERY_LENGTH} znaków` })
      .optional()
      .openapi({
        description:
          "Tekst: marka, model, nadwozie, paliwo… (literówki i brak polskich znaków są w porządku).",
        example: "skoda oktawia kombi",
      }),
    ...filterFields,
    sort: carSortField,
    ...pagingFields,
    facets: flag("1 = dołącz liczby ofert dla każdej wartości filtrów."),
  })
  .superRefine(checkRanges);

export const modelSortField = z
  .enum(MODEL_SORTS, { error: `Nieznany porządek; dozwolone: ${allowed(MODEL_SORTS)}` })
  .optional()
  .openapi({ description: "name (domyślnie, polska kolejność), popularity, price-asc." });

export const ModelsQuery = z
  .object({
    ...filterFields,
    sort: modelSortField,
    page: int(1, 100, "Numer strony musi być liczbą od 1 do 100").optional(),
    perPage: int(1, 300, "Liczba modeli na stronie musi wynosić od 1 do 300")
      .optional()
      .openapi({ description: "Modeli na stronie (domyślnie 100)." }),
  })
  .superRefine(checkRanges);

export const PopularModelsQuery = z
  .object({
    ...filterFields,
    limit: int(1, 50, "Limit musi być liczbą od 1 do 50")
      .optional()
      .openapi({ description: "Ile modeli (domyślnie 12).", example: 12 }),
  })
  .superRefine(checkRanges);

export const slugParam = slug;
export const bodyTypeParam = enumItem(BODY_VALUES, "typ nadwozia");
export const slotParam = z.enum(BANNER_SLOTS, {
  error: `Nieznane miejsce banera; dozwolone: ${allowed(BANNER_SLOTS)}`,
});
export const idParam = (what: string) => int(1, 2_147_483_647, `${what} musi być dodatnią liczbą całkowitą`);
export const groupIdParam = z
  .string({ error: "Podaj identyfikator grupy" })
  .max(20, { error: "Nieprawidłowy identyfikator grupy" })
  .regex(GROUP_ID_PATTERN, { error: "Identyfikator grupy ma postać n-1234567-2026 albo u-1234567" })
  .openapi({ example: "n-1000000-2026" });
export const ecCodeParam = z
  .string()
  .regex(EC_CODE_PATTERN, { error: "Kod wersji to 7 cyfr" })
  .openapi({ param: { name: "code", in: "path" }, example: "1000000" });
export { int as intParam };
