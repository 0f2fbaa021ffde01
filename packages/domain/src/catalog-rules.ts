// Catalogue rules (SPEC §3, §9): car labels, grouping of variants by body type, the order of car
// lists (new cars first, then by price) and of name lists (Polish collation). Framework-free.
import { comparePl } from "./labels.ts";

/** Where slot banners are shown (/slot-banners?slot, /v3/brand-slot-banners?brand&slot). */
export const BANNER_SLOTS = ["home-top", "home-middle", "search-list", "brand-page", "model-page"] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

/** Orders of car lists: the default (new first, then by price) and by price alone. */
export const CAR_SORTS = ["default", "price-asc", "price-desc"] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** Orders of model lists: by name (Polish collation), by 2025 registrations, by the lowest price. */
export const MODEL_SORTS = ["name", "popularity", "price-asc"] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

/** Market segments of models (code → Polish name). */
export const SEGMENT_LABELS = {
  A: "Samochody miejskie (segment A)",
  B: "Samochody małe (segment B)",
  C: "Kompakty (segment C)",
  D: "Klasa średnia (segment D)",
  E: "Klasa wyższa (segment E)",
  F: "Klasa luksusowa (segment F)",
  "SUV-B": "Małe SUV-y i crossovery",
  "SUV-C": "Kompaktowe SUV-y",
  "SUV-D": "Średnie SUV-y",
  "SUV-E": "Duże SUV-y",
  MPV: "Vany i minivany",
  sport: "Samochody sportowe",
  pickup: "Pick-upy",
  LCV: "Samochody dostawcze",
} as const;
export type SegmentCode = keyof typeof SEGMENT_LABELS;

/** Labels shown on car cards (code → Polish name), in display order. */
export const CAR_LABELS = {
  "od-reki": "Dostępny od ręki",
  promocja: "Promocja",
  nowosc: "Nowość",
  "ostatnie-sztuki": "Ostatnie sztuki",
  "na-zamowienie": "Na zamówienie",
  "limit-225": "Limit kosztów 225 tys. zł",
  "limit-150": "Limit kosztów 150 tys. zł",
  bezwypadkowy: "Bezwypadkowy",
  "pierwszy-wlasciciel": "Pierwszy właściciel",
  "serwis-aso": "Serwisowany w ASO",
  gwarancja: "Na gwarancji producenta",
} as const;
export type CarLabelCode = keyof typeof CAR_LABELS;

export interface CarLabel {
  code: string;
  name: string;
}

const LABEL_ORDER: ReadonlyMap<string, number> = new Map(Object.keys(CAR_LABELS).map((code, i) => [code, i]));

export function isCarLabelCode(code: string): code is CarLabelCode {
  return Object.hasOwn(CAR_LABELS, code);
}

/** Label codes → labels in display order; duplicates and unknown codes are dropped. */
export function labelsFromCodes(codes: Iterable<string>): CarLabel[] {
  const known = new Set<CarLabelCode>();
  for (const code of codes) if (isCarLabelCode(code)) known.add(code);
  return [...known]
    .sort((a, b) => LABEL_ORDER.get(a)! - LABEL_ORDER.get(b)!)
    .map((code) => ({ code, name: CAR_LABELS[code] }));
}

const LABEL_CODES = Object.keys(CAR_LABELS) as CarLabelCode[];

/**
 * Label codes as a bit mask (bit i = the i-th code of CAR_LABELS), so that a database can merge the
 * labels of many offers with one bit_or. New codes must be appended to CAR_LABELS, never inserted.
 */
export function labelMask(codes: Iterable<string>): number {
  let mask = 0;
  for (const code of codes) {
    const i = LABEL_ORDER.get(code);
    if (i !== undefined) mask |= 1 << i;
  }
  return mask;
}

/** A bit mask → label codes in display order. */
export function codesFromMask(mask: number): CarLabelCode[] {
  return LABEL_CODES.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** Merges label lists without duplicates (by code), keeping the first occurrence's order and name. */
export function mergeLabels(...lists: ReadonlyArray<readonly CarLabel[]>): CarLabel[] {
  const seen = new Map<string, CarLabel>();
  for (const list of lists) for (const label of list) if (!seen.has(label.code)) seen.set(label.code, label);
  return [...seen.values()];
}

/** The fields of a car list item (SPEC §3) that the rules look at. */
export interface CarListFields {
  is_new: boolean;
  /** Net price in zł; 0 means "no price". */
  price: number;
  /** Gross price in zł, when the item carries one; zeroed together with price. */
  priceGross?: number;
  count: number;
  bodyType: string;
  labels: readonly CarLabel[];
  /** null for an entry without any offer (e.g. a body type listed with count 0). */
  groupId: string | null;
}

const isPriced = (item: CarListFields) => Number.isFinite(item.price) && item.price > 0;

/**
 * Groups car variants by body type (SPEC §3): each entry is the cheapest priced variant of its
 * body type (ties: the first one given; when none is priced, the first one) with the counts added
 * up and the labels of all its variants merged without duplicates. An entry whose total count is
 * 0 gets price 0 (and priceGross 0). Entries come in the order their body type first appears.
 */
export function groupByBodyType<T extends CarListFields>(cars: readonly T[]): T[] {
  const groups = new Map<string, { best: T; count: number; labels: CarLabel[][] }>();
  for (const car of cars) {
    const group = groups.get(car.bodyType);
    if (!group) {
      groups.set(car.bodyType, { best: car, count: car.count, labels: [[...car.labels]] });
      continue;
    }
    group.count += car.count;
    group.labels.push([...car.labels]);
    if (isPriced(car) && (!isPriced(group.best) || car.price < group.best.price)) group.best = car;
  }
  return [...groups.values()].map(({ best, count, labels }) => {
    const entry: T = { ...best, count, labels: mergeLabels(...labels) };
    if (count === 0) {
      entry.price = 0;
      if (entry.priceGross !== undefined) entry.priceGross = 0;
    }
    return entry;
  });
}

/**
 * The order of car lists (SPEC §9): new cars first, then by price ascending; items without a
 * price (0) come last within their state. Equal items keep their order when sorted stably.
 */
export function compareCars(a: CarListFields, b: CarListFields): number {
  if (a.is_new !== b.is_new) return a.is_new ? -1 : 1;
  const pa = isPriced(a);
  const pb = isPriced(b);
  if (pa !== pb) return pa ? -1 : 1;
  if (!pa) return 0;
  return a.price - b.price;
}

/** A sorted copy in car-list order (stable). */
export function sortCars<T extends CarListFields>(cars: readonly T[]): T[] {
  return [...cars].sort(compareCars);
}

/** A sorted copy by name in Polish alphabetical order (Š among S, Ł after L, Ż after Z). */
export function sortByNamePl<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => comparePl(a.name, b.name));
}
