// The catalogue API's answers as the screens use them (apps/api/src/lib/catalog-responses.ts is the
// source of truth; the web never imports the API's code) and pure helpers over them. Browser-safe.
import { carRef } from "./car-lists.ts";

export interface Named {
  slug: string;
  name: string;
}

export interface CarLabel {
  code: string;
  name: string;
}

/** One offer of /v3/cars/ (a car of one colour at one dealer, or one used car). */
export interface CarItem {
  id: number;
  offerCode: string;
  groupId: string;
  is_new: boolean;
  state: "nowy" | "uzywany";
  brand: Named;
  model: { id: number; slug: string; name: string };
  version: string;
  ecCode: string;
  bodyType: string;
  bodyTypeName: string;
  fuel: string;
  fuelName: string;
  gearbox: string;
  gearboxName: string;
  drive: string;
  driveName: string;
  seats: number;
  doors: number;
  powerKm: number;
  powerKw: number;
  engineCapacity: number;
  co2: number;
  productionYear: number;
  colour: string;
  colourHex: string;
  /** Netto, zł. */
  price: number;
  /** Brutto, zł. */
  priceGross: number;
  count: number;
  labels: CarLabel[];
  mileageKm: number | null;
  firstRegistration: string | null;
  location: string | null;
  /**
   * Web only: the reference the visitor's list holds for this car, when it differs from the offer shown
   * (a kept offer sold since; the group's cheapest one is shown instead).
   */
  listRef?: string;
}

/** What a car card shows: a CarItem without the fields only the comparison needs (less to send). */
export type CardCar = Pick<
  CarItem,
  | "id"
  | "groupId"
  | "state"
  | "version"
  | "bodyType"
  | "bodyTypeName"
  | "fuelName"
  | "gearboxName"
  | "powerKm"
  | "productionYear"
  | "colour"
  | "colourHex"
  | "price"
  | "priceGross"
  | "labels"
  | "mileageKm"
  | "location"
  | "listRef"
> & { brand: Named; model: { slug: string; name: string } };

/** The cards made from the cars of cached API answers, by label count: the same car gives the same card. */
const cardsOf = new Map<number, WeakMap<CarItem, CardCar>>();

/**
 * The card's fields of a car (at most `labels` labels: a card shows two). A car of an answer the site keeps
 * in its response cache gives the same card object for every page drawn from it, which lets the server key
 * the card's kept markup by the object (components/car-grid.tsx) instead of by its serialised fields.
 * Neither the car nor its card is ever changed.
 */
export function toCardCar(car: CarItem, labels = 2): CardCar {
  let cards = cardsOf.get(labels);
  if (!cards) {
    cards = new WeakMap();
    cardsOf.set(labels, cards);
  }
  let card = cards.get(car);
  if (!card) {
    card = cardFields(car, labels);
    cards.set(car, card);
  }
  return card;
}

function cardFields(car: CarItem, labels: number): CardCar {
  const out: CardCar = {
    id: car.id,
    groupId: car.groupId,
    state: car.state,
    brand: car.brand,
    model: { slug: car.model.slug, name: car.model.name },
    version: car.version,
    bodyType: car.bodyType,
    bodyTypeName: car.bodyTypeName,
    fuelName: car.fuelName,
    gearboxName: car.gearboxName,
    powerKm: car.powerKm,
    productionYear: car.productionYear,
    colour: car.colour,
    colourHex: car.colourHex,
    price: car.price,
    priceGross: car.priceGross,
    labels: car.labels.slice(0, labels),
    mileageKm: car.mileageKm,
    location: car.location,
  };
  if (car.listRef) out.listRef = car.listRef;
  return out;
}

export type FacetName = "brand" | "body" | "fuel" | "gearbox" | "drive" | "state" | "seats";
export type Facets = Record<FacetName, Record<string, number>>;

export interface CarPage {
  items: CarItem[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
  facets?: Facets;
}

export interface BodyEntry {
  bodyType: string;
  name: string;
  is_new: boolean;
  price: number;
  priceGross: number;
  count: number;
  offers: number;
  labels: CarLabel[];
  groupId: string | null;
  variantId: number | null;
  ecCode: string | null;
  /** The cheapest new car of this body type (what its card orders); null when there are only used ones. */
  newOffer: { price: number; priceGross: number; groupId: string; variantId: number } | null;
}

export interface ModelItem {
  id: number;
  slug: string;
  name: string;
  brand: Named;
  segment: string;
  segmentName: string;
  generationYear: number;
  popularity: number;
  preorder: boolean;
  lead: string;
  priceFrom: number;
  priceFromGross: number;
  count: number;
  offers: number;
  ecCode: string | null;
  bodyTypes: BodyEntry[];
}

export interface ModelPage {
  items: ModelItem[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
}

export interface EquipmentItem {
  code: string;
  name: string;
}

export interface CarOffer {
  id: number;
  offerCode: string;
  colour: string;
  colourHex: string;
  count: number;
  price: number | null;
  priceGross: number | null;
  labels: CarLabel[];
  extras: EquipmentItem[];
  location: string | null;
  mileageKm: number | null;
  firstRegistration: string | null;
}

/** /v3/car/?groupId (with showPrice=1 the prices are numbers). */
export interface CarDetail {
  groupId: string;
  is_new: boolean;
  state: "nowy" | "uzywany";
  brand: Named;
  model: { id: number; slug: string; name: string };
  version: {
    ecCode: string;
    name: string;
    engineName: string;
    trim: string;
    bodyType: string;
    bodyTypeName: string;
    fuel: string;
    fuelName: string;
    gearbox: string;
    gearboxName: string;
    drive: string;
    driveName: string;
    powerKm: number;
    powerKw: number;
    engineCapacity: number;
    seats: number;
    doors: number;
    co2: number;
    taxLimit: number;
  };
  productionYear: number;
  price: number | null;
  priceGross: number | null;
  listPrice: number | null;
  listPriceGross: number | null;
  count: number;
  labels: CarLabel[];
  offers: CarOffer[];
  equipmentCount: number;
  equipmentHighlights: EquipmentItem[];
  equipment: { category: string; items: EquipmentItem[] }[];
}

export interface Banner {
  id: number;
  title: string;
  text: string;
  ctaLabel: string;
  href: string;
  theme: string;
  slot: string | null;
  brand: Named | null;
}

export interface SeoText {
  title: string;
  description: string;
  h1: string;
  text: string[];
}

export interface DictionaryEntry {
  slug: string;
  name: string;
  hint: string | null;
  count: number;
}

/** /v3/setup. */
export interface CatalogSetup {
  brands: (Named & { count: number })[];
  bodytypes: DictionaryEntry[];
  count: number;
  stock: number;
  prices: { min: number; max: number };
  pricesGross: { min: number; max: number };
  fuels: DictionaryEntry[];
  gearboxes: DictionaryEntry[];
  drives: DictionaryEntry[];
  states: DictionaryEntry[];
  seats: { value: number; count: number }[];
  productionYears: { min: number; max: number };
  power: { min: number; max: number };
  sorts: { value: string; name: string }[];
}

export interface CollectionEntry {
  slug: string;
  title: string;
  lead: string;
  offers: number;
  priceFrom: number;
}

export interface Collection {
  slug: string;
  title: string;
  lead: string;
  description: string[];
  filters: Record<string, unknown>;
  cars: CarPage;
}

export interface LimitedOffer {
  id: number;
  title: string;
  text: string;
  discountPct: number;
  validUntil: string;
  bodyType: string;
  bodyTypeName: string;
  groupId: string;
  price: number;
  priceGross: number;
  listPrice: number;
  listPriceGross: number;
  car: CarItem;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers (browser-safe and light: these ship with the car cards)

/** The model page of a car, on the chosen car group: /samochody/skoda/octavia?wariant=n-1103000-2025. */
export function variantHref(brand: string, model: string, groupId?: string | null): string {
  const base = `/samochody/${brand}/${model}`;
  return groupId ? `${base}?${new URLSearchParams({ wariant: groupId })}` : base;
}

export function carName(car: { brand: Named; model: { name: string } }): string {
  return `${car.brand.name} ${car.model.name}`;
}

/** The favourites/compare reference of a list item. */
export function refOfCar(car: Pick<CarItem, "groupId" | "id" | "listRef">): string {
  return car.listRef ?? carRef(car.groupId, car.id);
}

/** The offer with this id, else the cheapest (an offer without a price last). */
export function offerOrCheapest<O extends { id: number; price: number | null }>(
  offers: readonly O[],
  id: number | null,
): O | undefined {
  return (
    (id === null ? undefined : offers.find((o) => o.id === id)) ??
    [...offers].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))[0]
  );
}

/**
 * A car of /v3/car/ as a list item: the offer `variantId` when the group still has it, else the cheapest
 * offer. Null when the group has no offer left or its prices are hidden.
 */
export function carFromDetail(detail: CarDetail, variantId: number | null): CarItem | null {
  const offer = offerOrCheapest(detail.offers, variantId);
  if (!offer || offer.price === null || offer.priceGross === null) return null;
  const v = detail.version;
  return {
    id: offer.id,
    offerCode: offer.offerCode,
    groupId: detail.groupId,
    is_new: detail.is_new,
    state: detail.state,
    brand: detail.brand,
    model: detail.model,
    version: v.name,
    ecCode: v.ecCode,
    bodyType: v.bodyType,
    bodyTypeName: v.bodyTypeName,
    fuel: v.fuel,
    fuelName: v.fuelName,
    gearbox: v.gearbox,
    gearboxName: v.gearboxName,
    drive: v.drive,
    driveName: v.driveName,
    seats: v.seats,
    doors: v.doors,
    powerKm: v.powerKm,
    powerKw: v.powerKw,
    engineCapacity: v.engineCapacity,
    co2: v.co2,
    productionYear: detail.productionYear,
    colour: offer.colour,
    colourHex: offer.colourHex,
    price: offer.price,
    priceGross: offer.priceGross,
    count: offer.count,
    labels: offer.labels,
    mileageKm: offer.mileageKm,
    firstRegistration: offer.firstRegistration,
    location: offer.location,
  };
}

/** Rows of the comparison table: which cars differ in a value. */
export function differs(values: readonly (string | number | null | undefined)[]): boolean {
  return values.length > 1 && new Set(values.map((v) => (v === undefined ? null : v))).size > 1;
}
