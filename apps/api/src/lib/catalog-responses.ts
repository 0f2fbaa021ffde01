// Response shapes of the catalogue API (documented in the OpenAPI document). Money is in zł with
// grosz as decimals: `price` is the business net price, `priceGross` the consumer gross price.
import { z } from "@hono/zod-openapi";

export const BrandRef = z.object({ slug: z.string(), name: z.string() }).openapi("BrandRef");
export const ModelRef = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .openapi("ModelRef");
export const Label = z
  .object({
    code: z.string().openapi({ example: "od-reki" }),
    name: z.string().openapi({ example: "Dostępny od ręki" }),
  })
  .openapi("CarLabel");

export const CarItem = z
  .object({
    id: z.number().int(),
    offerCode: z.string().openapi({ example: "N0000001" }),
    groupId: z.string().openapi({ example: "n-1000000-2026" }),
    is_new: z.boolean(),
    state: z.enum(["nowy", "uzywany"]),
    brand: BrandRef,
    model: ModelRef,
    version: z.string().openapi({ example: "1.8 Hybrid 140 KM Comfort" }),
    ecCode: z.string(),
    bodyType: z.string(),
    bodyTypeName: z.string(),
    fuel: z.string(),
    fuelName: z.string(),
    gearbox: z.string(),
    gearboxName: z.string(),
    drive: z.string(),
    driveName: z.string(),
    seats: z.number().int(),
    doors: z.number().int(),
    powerKm: z.number().int(),
    powerKw: z.number().int(),
    engineCapacity: z.number().int().openapi({ description: "cm³; 0 dla aut elektrycznych" }),
    co2: z.number().int().openapi({ description: "g/km (WLTP)" }),
    productionYear: z.number().int(),
    colour: z.string(),
    colourHex: z.string(),
    price: z.number().openapi({ description: "Cena netto (zł)", example: 89_350.41 }),
    priceGross: z.number().openapi({ description: "Cena brutto (zł)", example: 109_900 }),
    count: z.number().int().openapi({ description: "Sztuk na stanie; 0 = na zamówienie" }),
    labels: z.array(Label),
    mileageKm: z.number().int().nullable(),
    firstRegistration: z.string().nullable().openapi({ example: "2023-05-14" }),
    location: z.string().nullable(),
  })
  .openapi("CarItem");
export type CarItemT = z.infer<typeof CarItem>;

export const Facets = z
  .object({
    brand: z.record(z.string(), z.number().int()),
    body: z.record(z.string(), z.number().int()),
    fuel: z.record(z.string(), z.number().int()),
    gearbox: z.record(z.string(), z.number().int()),
    drive: z.record(z.string(), z.number().int()),
    state: z.record(z.string(), z.number().int()),
    seats: z.record(z.string(), z.number().int()),
  })
  .openapi("Facets", { description: "Liczba ofert (wśród wyników) dla każdej wartości filtra." });
export type FacetsT = z.infer<typeof Facets>;

export const CarPage = z
  .object({
    items: z.array(CarItem),
    total: z.number().int().openapi({ description: "Liczba ofert spełniających filtry" }),
    totalCapped: z.boolean().openapi({
      description: "Zawsze false: total jest dokładną liczbą ofert (pole zachowane dla zgodności)",
    }),
    page: z.number().int(),
    perPage: z.number().int(),
    pages: z.number().int(),
    facets: Facets.optional(),
  })
  .openapi("CarPage");
export type CarPageT = z.infer<typeof CarPage>;

export const BodyEntry = z
  .object({
    bodyType: z.string(),
    name: z.string(),
    is_new: z.boolean(),
    price: z.number().openapi({ description: "Najniższa cena netto; 0 gdy brak sztuk (count 0)" }),
    priceGross: z.number(),
    count: z.number().int(),
    offers: z.number().int(),
    labels: z.array(Label),
    groupId: z.string().nullable(),
    variantId: z.number().int().nullable(),
    ecCode: z.string().nullable(),
    newOffer: z
      .object({
        price: z.number(),
        priceGross: z.number(),
        groupId: z.string(),
        variantId: z.number().int(),
      })
      .nullable()
      .openapi({
        description:
          "Najtańsza oferta nowego samochodu z tym nadwoziem (to ją zamawia „Zamów online” karty nadwozia); null, gdy są tylko używane.",
      }),
  })
  .openapi("BodyTypeEntry", {
    description:
      "Oferty modelu zgrupowane według nadwozia: najtańsza oferta, suma sztuk, etykiety bez powtórzeń; przy count 0 cena 0.",
  });
export type BodyEntryT = z.infer<typeof BodyEntry>;

export const ModelItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    brand: BrandRef,
    segment: z.string(),
    segmentName: z.string(),
    generationYear: z.number().int(),
    popularity: z.number().int().openapi({ description: "Rejestracje w Polsce w 2025 r. (szacunek)" }),
    preorder: z.boolean(),
    lead: z.string(),
    priceFrom: z.number().openapi({ description: "Najniższa cena netto z nadwozi; 0 gdy brak" }),
    priceFromGross: z.number(),
    count: z.number().int(),
    offers: z.number().int(),
    ecCode: z.string().nullable(),
    bodyTypes: z.array(BodyEntry),
  })
  .openapi("ModelItem");
export type ModelItemT = z.infer<typeof ModelItem>;

export const ModelPage = z
  .object({
    items: z.array(ModelItem),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("ModelPage");

export const EquipmentItem = z.object({ code: z.string(), name: z.string() }).openapi("EquipmentItem");
export const EquipmentGroup = z
  .object({ category: z.string(), items: z.array(EquipmentItem) })
  .openapi("EquipmentGroup");

export const CarOffer = z
  .object({
    id: z.number().int(),
    offerCode: z.string(),
    colour: z.string(),
    colourHex: z.string(),
    count: z.number().int(),
    price: z.number().nullable(),
    priceGross: z.number().nullable(),
    labels: z.array(Label),
    extras: z.array(EquipmentItem),
    location: z.string().nullable(),
    mileageKm: z.number().int().nullable(),
    firstRegistration: z.string().nullable(),
  })
  .openapi("CarOffer");

export const CarDetail = z
  .object({
    groupId: z.string(),
    is_new: z.boolean(),
    state: z.enum(["nowy", "uzywany"]),
    brand: BrandRef,
    model: ModelRef,
    version: z.object({
      ecCode: z.string(),
      name: z.string(),
      engineName: z.string(),
      trim: z.string(),
      bodyType: z.string(),
      bodyTypeName: z.string(),
      fuel: z.string(),
      fuelName: z.string(),
      gearbox: z.string(),
      gearboxName: z.string(),
      drive: z.string(),
      driveName: z.string(),
      powerKm: z.number().int(),
      powerKw: z.number().int(),
      engineCapacity: z.number().int(),
      seats: z.number().int(),
      doors: z.number().int(),
      co2: z.number().int(),
      taxLimit: z
        .number()
        .int()
        .openapi({ description: "Limit wartości auta w kosztach firmy od 2026 r. (zł)" }),
    }),
    productionYear: z.number().int(),
    price: z
      .number()
      .nullable()
      .openapi({ description: "Najniższa cena netto w grupie; null bez showPrice=1" }),
    priceGross: z.number().nullable(),
    listPrice: z
      .number()
      .nullable()
      .openapi({ description: "Cena katalogowa wersji netto; null bez showPrice=1" }),
    listPriceGross: z.number().nullable(),
    count: z.number().int(),
    labels: z.array(Label),
    offers: z.array(CarOffer),
    equipmentCount: z.number().int(),
    equipmentHighlights: z.array(EquipmentItem),
    equipment: z
      .array(EquipmentGroup)
      .openapi({ description: "Pełne wyposażenie standardowe; puste bez fullEq=1" }),
  })
  .openapi("CarDetail");

export const Banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    ctaLabel: z.string(),
    href: z.string(),
    theme: z.string().openapi({ description: "Kolor tła (hex)" }),
    slot: z.string().nullable(),
    brand: BrandRef.nullable(),
  })
  .openapi("Banner");

export const Named = z
  .object({ slug: z.string(), name: z.string(), hint: z.string().nullable(), count: z.number().int() })
  .openapi("DictionaryEntry");

export const Seo = z
  .object({ title: z.string(), description: z.string(), h1: z.string(), text: z.array(z.string()) })
  .openapi("SeoText");
