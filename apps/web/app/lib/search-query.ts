// The search page's state in the URL: every filter of SPEC §3 (body, brand, model,
// productionYear, fuel, gearbox, drive, seats, powerMin, powerMax, state), a price range, free text q,
// the order and the page. One canonical query string per state, so a shared URL gives the same results,
// a GET form (with or without JavaScript) lands on the same address, and the back button just works.
// Browser-safe and framework-free.
import { CAR_SORTS, type CarSort } from "@vhs/domain/catalog-rules.ts";
import { MAX_QUERY_LENGTH } from "@vhs/domain/catalog-search.ts";
import {
  BODY_TYPE_LABELS,
  type BodyTypeSlug,
  DRIVE_LABELS,
  type DriveSlug,
  FUEL_LABELS,
  type FuelSlug,
  GEARBOX_LABELS,
  type GearboxSlug,
  normalizeFuelSlug,
  STATE_LABELS,
  type StateSlug,
} from "@vhs/domain/labels.ts";
import { VAT_RATE } from "@vhs/domain/leasing-constants.ts";
import { formatInt, plural } from "./polish.ts";
import { SEARCH_PATH } from "./search-form.ts";

export { SEARCH_PATH } from "./search-form.ts";
export const RESULTS_PER_PAGE = 24;
export const MAX_PAGE = 1000;

export type PriceType = "net" | "gross";

export interface SearchState {
  q: string;
  state: StateSlug[];
  body: BodyTypeSlug[];
  brand: string[];
  model: string[];
  productionYear: number[];
  fuel: FuelSlug[];
  gearbox: GearboxSlug[];
  drive: DriveSlug[];
  seats: number[];
  powerMin: number | null;
  powerMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Whether priceMin/priceMax are netto (the default) or brutto; null when the URL does not say. */
  priceType: PriceType | null;
  /** The monthly instalment range, in zł as the visitor pays it (netto for a firm, brutto for a consumer). */
  installmentMin: number | null;
  installmentMax: number | null;
  sort: CarSort;
  page: number;
}

export type ListKey =
  | "state"
  | "body"
  | "brand"
  | "model"
  | "productionYear"
  | "fuel"
  | "gearbox"
  | "drive"
  | "seats";
export type RangeKey =
  | "powerMin"
  | "powerMax"
  | "priceMin"
  | "priceMax"
  | "installmentMin"
  | "installmentMax";
export type FilterKey = ListKey | RangeKey | "q";

export const LIST_KEYS: readonly ListKey[] = [
  "state",
  "body",
  "brand",
  "model",
  "productionYear",
  "fuel",
  "gearbox",
  "drive",
  "seats",
];
export const RANGE_KEYS: readonly RangeKey[] = [
  "powerMin",
  "powerMax",
  "priceMin",
  "priceMax",
  "installmentMin",
  "installmentMax",
];

/** The canonical order of the query parameters. */
const KEYS = ["q", ...LIST_KEYS, ...RANGE_KEYS, "priceType", "sort", "page"] as const;
const KNOWN = new Set<string>(KEYS);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUGS = 20;

export function emptySearch(): SearchState {
  return {
    q: "",
    state: [],
    body: [],
    brand: [],
    model: [],
    productionYear: [],
    fuel: [],
    gearbox: [],
    drive: [],
    seats: [],
    powerMin: null,
    powerMax: null,
    priceMin: null,
    priceMax: null,
    priceType: null,
    installmentMin: null,
    installmentMax: null,
    sort: "default",
    page: 1,
  };
}

/** Every value of a key: repeated (?body=a&body=b) and comma-separated (?body=a,b) alike. */
function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function fromLabels<T extends string>(labels: Record<T, string>, raw: string[]): T[] {
  return unique(raw.filter((v): v is T => Object.hasOwn(labels, v)));
}

function intIn(raw: string, min: number, max: number): number | null {
  const cleaned = raw.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return n >= min && n <= max ? n : null;
}

function ints(raw: string[], min: number, max: number): number[] {
  return unique(raw.map((v) => intIn(v, min, max)).filter((n): n is number => n !== null)).sort(
    (a, b) => a - b,
  );
}

function single(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  return raw ? intIn(raw, min, max) : null;
}

/**
 * The state of a search URL. Unknown values are dropped (never an error page), numbers outside their
 * range are ignored, an inverted range ("od" above "do") is swapped, text is trimmed and cut to the API's
 * limit. Brand and model slugs are only checked for their form here: the loader drops unknown ones.
 */
export function parseSearch(params: URLSearchParams): SearchState {
  const s = emptySearch();
  s.q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  s.state = fromLabels(STATE_LABELS, values(params, "state"));
  s.body = fromLabels(BODY_TYPE_LABELS, [...values(params, "body"), ...values(params, "bodyType")]);
  s.brand = unique(values(params, "brand").filter((v) => v.length <= 60 && SLUG.test(v))).slice(0, MAX_SLUGS);
  s.model = unique(values(params, "model").filter((v) => v.length <= 60 && SLUG.test(v))).slice(0, MAX_SLUGS);
  s.productionYear = ints(values(params, "productionYear"), 1990, 2030);
  s.fuel = unique(
    values(params, "fuel")
      .map((v) => normalizeFuelSlug(v))
      .filter((v): v is FuelSlug => v !== null),
  );
  s.gearbox = fromLabels(GEARBOX_LABELS, values(params, "gearbox"));
  s.drive = fromLabels(DRIVE_LABELS, values(params, "drive"));
  s.seats = ints(values(params, "seats"), 1, 9);
  s.powerMin = single(params, "powerMin", 0, 2000);
  s.powerMax = single(params, "powerMax", 0, 2000);
  if (s.powerMin !== null && s.powerMax !== null && s.powerMin > s.powerMax)
    [s.powerMin, s.powerMax] = [s.powerMax, s.powerMin];
  s.priceMin = single(params, "priceMin", 0, 10_000_000);
  s.priceMax = single(params, "priceMax", 0, 10_000_000);
  if (s.priceMin !== null && s.priceMax !== null && s.priceMin > s.priceMax)
    [s.priceMin, s.priceMax] = [s.priceMax, s.priceMin];
  const priceType = params.get("priceType");
  s.priceType = priceType === "net" || priceType === "gross" ? priceType : null;
  s.installmentMin = single(params, "installmentMin", 0, 1_000_000);
  s.installmentMax = single(params, "installmentMax", 0, 1_000_000);
  if (s.installmentMin !== null && s.installmentMax !== null && s.installmentMin > s.installmentMax)
    [s.installmentMin, s.installmentMax] = [s.installmentMax, s.installmentMin];
  const sort = params.get("sort");
  s.sort = (CAR_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CarSort) : "default";
  s.page = single(params, "page", 1, MAX_PAGE) ?? 1;
  return s;
}

/** True when the price range is given in gross (brutto) amounts. */
export function isGross(s: SearchState): boolean {
  return s.priceType === "gross";
}

/**
 * The canonical query parameters of a state: defaults (page 1, the default order, netto prices, empty
 * fields) left out, lists as repeated keys in a fixed key order. `extra` (e.g. utm_* parameters of the
 * original URL) is appended unchanged.
 */
export function toSearchParams(s: SearchState, extra?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set("q", s.q);
  for (const key of LIST_KEYS) for (const v of s[key]) out.append(key, String(v));
  for (const key of RANGE_KEYS) {
    const v = s[key];
    if (v !== null) out.set(key, String(v));
  }
  if ((s.priceMin !== null || s.priceMax !== null) && s.priceType === "gross") out.set("priceType", "gross");
  if (s.sort !== "default") out.set("sort", s.sort);
  if (s.page > 1) out.set("page", String(s.page));
  if (extra) for (const [k, v] of extra) if (isForeign(k)) out.append(k, v);
  return out;
}

/** Not the search's own parameter, nor React Router's internal ones (`_routes` of data requests). */
function isForeign(key: string): boolean {
  return !KNOWN.has(key) && key !== "bodyType" && !key.startsWith("_");
}

/** Parameters of the URL that are not the search's own (kept across its links, e.g. campaign tags). */
export function foreignParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (isForeign(k)) out.append(k, v);
  return out;
}

/** The canonical query string (without "?") of a URL's parameters: unchanged if already canonical. */
export function canonicalQuery(params: URLSearchParams): string {
  return toSearchParams(parseSearch(params), params).toString();
}

/** /wyszukaj?… for a state. */
export function searchHref(s: SearchState, extra?: URLSearchParams): string {
  const query = toSearchParams(s, extra).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** The state changed by `patch`, back on page 1 unless the patch sets the page. */
export function withChange(s: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...s, page: 1, ...patch };
}

/** The API's highest price: a range of just it matches no offer. */
const NO_PRICE = 10_000_000;

/**
 * The netto price range the API filters by: the price fields, narrowed by the instalment range. An
 * instalment is proportional to the price for given leasing parameters, so "rata do 1 500 zł" is "cena do
 * 1 500 / (rata za 1 zł ceny)". `perNetZl` is that instalment per zł of netto price in the visitor's basis
 * (lib/leasing.ts installmentPerNetZl); without it (rates unknown) the instalment range is not applied.
 */
export function priceRangeOf(
  s: SearchState,
  perNetZl: number | null,
): { priceMin?: number; priceMax?: number; priceType?: PriceType } {
  const budget =
    perNetZl !== null && perNetZl > 0 && (s.installmentMin !== null || s.installmentMax !== null);
  if (!budget) {
    if (s.priceMin === null && s.priceMax === null) return {};
    return {
      priceMin: s.priceMin ?? undefined,
      priceMax: s.priceMax ?? undefined,
      priceType: s.priceType ?? "net",
    };
  }
  const toNet = (v: number | null) => (v === null ? null : isGross(s) ? v / (1 + VAT_RATE) : v);
  const mins = [toNet(s.priceMin), s.installmentMin === null ? null : s.installmentMin / perNetZl];
  const maxes = [toNet(s.priceMax), s.installmentMax === null ? null : s.installmentMax / perNetZl];
  const min = Math.max(...mins.filter((v): v is number => v !== null), -1);
  const max = Math.min(...maxes.filter((v): v is number => v !== null), Number.POSITIVE_INFINITY);
  // A budget below the price asked for: no car fits (a range no offer has), not the API's complaint about
  // the price fields the visitor did not get wrong.
  if (Number.isFinite(max) && min > max) return { priceMin: NO_PRICE, priceMax: NO_PRICE, priceType: "net" };
  return {
    ...(min >= 0 ? { priceMin: Math.ceil(min) } : {}),
    ...(Number.isFinite(max) ? { priceMax: Math.floor(max) } : {}),
    priceType: "net",
  };
}

/**
 * The API query (/v3/cars/ or /v3/search/): the state as the API names it, with facets. `perNetZl`: see
 * priceRangeOf.
 */
export function toApiQuery(s: SearchState, perPage = RESULTS_PER_PAGE, perNetZl: number | null = null) {
  const price = priceRangeOf(s, perNetZl);
  return {
    q: s.q || undefined,
    state: s.state,
    body: s.body,
    brand: s.brand,
    model: s.model,
    productionYear: s.productionYear,
    fuel: s.fuel,
    gearbox: s.gearbox,
    drive: s.drive,
    seats: s.seats,
    powerMin: s.powerMin ?? undefined,
    powerMax: s.powerMax ?? undefined,
    priceMin: price.priceMin,
    priceMax: price.priceMax,
    priceType: price.priceType,
    sort: s.sort === "default" ? undefined : s.sort,
    page: s.page,
    perPage,
    facets: 1,
  };
}

export interface ActiveFilter {
  key: FilterKey;
  /** The value removed by this filter's "remove" link (the list item, or null for a range or q). */
  value: string | number | null;
  /** Polish text of the filter, e.g. "Kombi", "Moc od 100 KM". */
  label: string;
}

const SEATS = ["miejsce", "miejsca", "miejsc"] as const;

/** The filters in force, each with a Polish label (brand and model names from `names`, else the slug). */
export function activeFilters(
  s: SearchState,
  names: { brand?: Record<string, string>; model?: Record<string, string> } = {},
  /** How the visitor's instalments are stated ("netto" for a firm, "brutto" for a consumer). */
  installmentBasis: "netto" | "brutto" = "netto",
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (s.q) out.push({ key: "q", value: null, label: `„${s.q}”` });
  for (const v of s.state) out.push({ key: "state", value: v, label: STATE_LABELS[v] });
  for (const v of s.brand) out.push({ key: "brand", value: v, label: names.brand?.[v] ?? v });
  for (const v of s.model) out.push({ key: "model", value: v, label: names.model?.[v] ?? v });
  for (const v of s.body) out.push({ key: "body", value: v, label: BODY_TYPE_LABELS[v] });
  for (const v of s.productionYear) out.push({ key: "productionYear", value: v, label: `Rocznik ${v}` });
  for (const v of s.fuel) out.push({ key: "fuel", value: v, label: FUEL_LABELS[v] });
  for (const v of s.gearbox)
    out.push({ key: "gearbox", value: v, label: `Skrzynia ${GEARBOX_LABELS[v].toLowerCase()}` });
  for (const v of s.drive) out.push({ key: "drive", value: v, label: `Napęd ${DRIVE_LABELS[v]}` });
  for (const v of s.seats) out.push({ key: "seats", value: v, label: `${v} ${plural(v, SEATS)}` });
  if (s.powerMin !== null)
    out.push({ key: "powerMin", value: null, label: `Moc od ${formatInt(s.powerMin)} KM` });
  if (s.powerMax !== null)
    out.push({ key: "powerMax", value: null, label: `Moc do ${formatInt(s.powerMax)} KM` });
  const basis = isGross(s) ? "brutto" : "netto";
  if (s.priceMin !== null)
    out.push({ key: "priceMin", value: null, label: `Cena od ${formatInt(s.priceMin)} zł ${basis}` });
  if (s.priceMax !== null)
    out.push({ key: "priceMax", value: null, label: `Cena do ${formatInt(s.priceMax)} zł ${basis}` });
  if (s.installmentMin !== null)
    out.push({
      key: "installmentMin",
      value: null,
      label: `Rata od ${formatInt(s.installmentMin)} zł ${installmentBasis}/mies.`,
    });
  if (s.installmentMax !== null)
    out.push({
      key: "installmentMax",
      value: null,
      label: `Rata do ${formatInt(s.installmentMax)} zł ${installmentBasis}/mies.`,
    });
  return out;
}

/** The state without one active filter (and, for a brand, without the models of that brand given in `modelsOf`). */
export function withoutFilter(
  s: SearchState,
  filter: ActiveFilter,
  modelsOf?: Record<string, string[]>,
): SearchState {
  if (filter.key === "q") return withChange(s, { q: "" });
  if ((RANGE_KEYS as readonly string[]).includes(filter.key)) return withChange(s, { [filter.key]: null });
  const key = filter.key;
  const next = withChange(s, { [key]: (s[key] as (string | number)[]).filter((v) => v !== filter.value) });
  if (key === "brand" && modelsOf && typeof filter.value === "string") {
    const dropped = new Set(modelsOf[filter.value] ?? []);
    next.model = next.model.filter((m) => !dropped.has(m));
  }
  return next;
}

/** True when nothing narrows the search (free text included). */
export function isUnfiltered(s: SearchState): boolean {
  return activeFilters(s).length === 0;
}
