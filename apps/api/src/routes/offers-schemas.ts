// Zod schemas (requests and responses) of the offer API (docs/offers.md). The OfferView schema mirrors
// packages/domain/src/offer-contract.ts; the routes return `satisfies OfferView` values through it, so a
// drift between the two fails the type check. Every message is Polish.
import { z } from "@hono/zod-openapi";
import { OFFER_STATUSES } from "@vhs/db/schema/offers.ts";
import {
  idCardSchema,
  mobilePhoneSchema,
  nipSchema,
  peselSchema,
  phoneSchema,
  postalCodeSchema,
} from "@vhs/domain/identifiers.ts";
import { CALCULATOR_PRICE_RANGE } from "@vhs/domain/leasing-constants.ts";
import { addRepurchaseCapIssue } from "@vhs/domain/leasing-params.ts";
import { OFFER_FILE_KIND_LABELS } from "@vhs/domain/offer-contract.ts";
import { addCarRefIssues } from "../lib/car-ref-schema.ts";
import {
  email,
  leasingFields,
  personName,
  positiveId,
  quoteAmounts,
  text,
} from "./digital-order-schemas-fields.ts";

// ---------------------------------------------------------------------------------------------------------
// Building blocks

const MSG_TOKEN = "Nieprawidłowy link do oferty";
/** The link token; a malformed one is answered 404 like an unknown one (no hint which part is wrong). */
export const offerToken = z.string({ error: MSG_TOKEN }).max(512, { error: MSG_TOKEN }).openapi({
  description: "Token z linku /oferta/{token} (32 znaki base64url)",
  example: "Zm9vYmFyYmF6cXV4...",
});

const MSG_OFFER_ID = "Nieprawidłowy identyfikator oferty";
export const offerId = z
  .string({ error: MSG_OFFER_ID })
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    error: MSG_OFFER_ID,
  })
  .transform((v) => v.toLowerCase())
  .openapi({
    description: "Wewnętrzny identyfikator oferty (UUID)",
    example: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  });

export const TokenParam = z.object({ token: offerToken });
export const IdParam = z.object({ id: offerId });

export const operatorHeader = z.object({
  authorization: z
    .string()
    .max(200, { error: "Nagłówek Authorization: Bearer op_…" })
    .optional()
    .openapi({ description: "Bearer op_… — token handlowca (npm run operator:create)" }),
});

const MSG_PRICE = `Cena samochodu musi być kwotą od ${CALCULATOR_PRICE_RANGE.min.toLocaleString("pl-PL")} do ${CALCULATOR_PRICE_RANGE.max.toLocaleString("pl-PL")} zł`;
const price = z
  .number({ error: MSG_PRICE })
  .min(CALCULATOR_PRICE_RANGE.min, { error: MSG_PRICE })
  .max(CALCULATOR_PRICE_RANGE.max, { error: MSG_PRICE });

// ---------------------------------------------------------------------------------------------------------
// Operator requests

export const CreateOfferRequest = z
  .object({
    variantId: positiveId("Nieprawidłowy identyfikator oferty z katalogu")
      .optional()
      .openapi({ description: "Samochód z katalogu (id wariantu z /v3/cars/)", example: 1234 }),
    dictionaryVersionId: positiveId("Nieprawidłowa wersja samochodu")
      .optional()
      .openapi({ description: "Samochód ze słownika: wersja z /digital-order/eurotax/versions" }),
    year: z
      .number({ error: "Podaj rok produkcji samochodu" })
      .int({ error: "Podaj rok produkcji samochodu" })
      .min(1990, { error: "Podaj rok produkcji samochodu" })
      .max(2100, { error: "Podaj rok produkcji samochodu" })
      .optional()
      .openapi({ description: "Rok produkcji (wymagany z dictionaryVersionId)", example: 2024 }),
    price: price.optional().openapi({ description: "Cena (z dictionaryVersionId); domyślnie katalogowa" }),
    priceType: z
      .enum(["net", "gross"], { error: "Rodzaj ceny musi mieć wartość „net” lub „gross”" })
      .optional(),
    mileageKm: z
      .number({ error: "Przebieg musi być liczbą od 0 do 1 000 000 km" })
      .int({ error: "Przebieg musi być liczbą od 0 do 1 000 000 km" })
      .min(0, { error: "Przebieg musi być liczbą od 0 do 1 000 000 km" })
      .max(1_000_000, { error: "Przebieg musi być liczbą od 0 do 1 000 000 km" })
      .optional(),
    description: text("opis samochodu", 3, 2000).optional().openapi({
      description: "Samochód opisany przez handlowca: pierwsza linia to nazwa, kolejne to wyposażenie",
    }),
    priceNet: price
      .optional()
      .openapi({ description: "Cena netto samochodu z opisu (wymagana z description)" }),
    client: leasingFields.client,
    duration: leasingFields.duration,
    initialFee: leasingFields.initialFee,
    repurchase: leasingFields.repurchase,
    note: text("notatkę", 1, 2000)
      .optional()
      .openapi({ description: "Notatka handlowca widoczna w ofercie" }),
    included: z
      .array(text("pozycję „w cenie”", 1, 120), { error: "Lista „w cenie” musi być listą tekstów" })
      .max(20, { error: "Lista „w cenie”: najwyżej 20 pozycji" })
      .optional()
      .openapi({ description: "Co obejmuje cena, np. „Ubezpieczenie OC/AC w racie”" }),
    validDays: z
      .number({ error: "Ważność oferty: od 1 do 90 dni" })
      .int({ error: "Ważność oferty: od 1 do 90 dni" })
      .min(1, { error: "Ważność oferty: od 1 do 90 dni" })
      .max(90, { error: "Ważność oferty: od 1 do 90 dni" })
      .optional()
      .openapi({ description: "Ile dni oferta jest ważna (domyślnie OFFER_VALID_DAYS, 14)" }),
    payment: z
      .boolean({ error: "Płatność online: true lub false" })
      .optional()
      .openapi({ description: "Czy klient może zapłacić opłatę wstępną online" }),
  })
  .superRefine((v, ctx) => {
    addCarRefIssues(
      v,
      [v.variantId, v.dictionaryVersionId, v.description],
      "Wskaż jeden samochód: variantId, dictionaryVersionId albo description z priceNet",
      ctx,
    );
    if (v.description !== undefined && v.priceNet === undefined)
      ctx.addIssue({ code: "custom", path: ["priceNet"], message: MSG_PRICE, input: v.priceNet });
    addRepurchaseCapIssue(v as never, ctx);
  })
  .openapi("CreateOfferRequest");

export const SendOfferRequest = z
  .object({
    phone: mobilePhoneSchema,
    email: email.optional().openapi({ description: "E-mail klienta (opcjonalnie)" }),
  })
  .openapi("SendOfferRequest");

export const AuthParams = z.object({
  a: offerId.openapi({ param: { name: "a", in: "path" }, description: "Identyfikator oferty" }),
  b: offerToken.openapi({
    param: { name: "b", in: "path" },
    description: "Formularz tej oferty: jej identyfikator albo token linku",
  }),
});

export const OfferQuery = z.object({
  uuid: offerToken.openapi({ description: "Token z linku /oferta/{token}" }),
  bypass: z
    .enum(["0", "1"], { error: "Parametr bypass: 0 lub 1" })
    .optional()
    .openapi({ description: "1 = podgląd handlowca (wymaga Authorization): nie oznacza otwarcia" }),
});

// ---------------------------------------------------------------------------------------------------------
// Customer requests

export const PersonalFormRequest = z
  .object({
    firstName: personName("imię"),
    lastName: personName("nazwisko"),
    email,
    pesel: peselSchema.optional(),
    idCard: idCardSchema.optional(),
    nip: nipSchema.optional(),
    companyName: text("nazwę firmy", 2, 300).optional(),
    address: z.object({
      street: text("ulicę", 1, 120),
      houseNumber: text("numer domu", 1, 20),
      flatNumber: text("numer lokalu", 1, 20).optional(),
      postalCode: postalCodeSchema,
      city: text("miejscowość", 1, 80),
    }),
    consents: z
      .array(
        z.object({
          id: text("identyfikator zgody", 1, 64),
          accepted: z.boolean({ error: "Zgoda: true lub false" }),
          version: text("wersję treści zgody", 1, 64),
        }),
        { error: "Zgody muszą być listą" },
      )
      .max(20, { error: "Najwyżej 20 zgód" }),
  })
  .openapi("PersonalFormRequest");

export const ConfirmPinRequest = z
  .object({
    pin: z
      .string({ error: "Podaj kod z SMS-a" })
      .max(20, { error: "Kod składa się z 6 cyfr." })
      .openapi({ description: "6 cyfr z SMS-a", example: "123456" }),
  })
  .openapi("ConfirmPinRequest");

export const GetOfferLinkRequest = z
  .object({
    phone: phoneSchema,
    pin: z
      .string({ error: "Podaj kod z SMS-a" })
      .max(20, { error: "Kod składa się z 6 cyfr." })
      .optional()
      .openapi({ description: "Bez pin: wysyła kod SMS; z pin: zwraca linki aktywnych ofert" }),
  })
  .openapi("GetOfferLinkRequest");

// ---------------------------------------------------------------------------------------------------------
// Responses

export const OfferError = z
  .object({
    error: z.literal(true),
    message: z.string(),
    code: z.string().optional(),
    field: z.string().optional(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    retryAt: z.string().optional().openapi({ description: "Od kiedy można ponowić (ISO)" }),
  })
  .openapi("OfferError");

/** An error answer of the offer routes, for createRoute's responses. */
export const offerErrorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: OfferError } },
});

export const OfferCreatedResponse = z
  .object({
    id: z.string(),
    status: z.enum(OFFER_STATUSES),
    link: z.string().openapi({ example: "/oferta/Zm9vYmFyYmF6cXV4..." }),
    validUntil: z.string(),
  })
  .openapi("OfferCreatedResponse");

export const OfferStatusResponse = z
  .object({ id: z.string(), status: z.enum(OFFER_STATUSES) })
  .openapi("OfferStatusResponse");

export const AuthResponse = z
  .object({ allowed: z.literal(true), offerId: z.string() })
  .openapi("OfferAuthResponse");

export const PinSentResponse = z
  .object({
    sent: z.literal(true),
    phoneMasked: z.string(),
    expiresAt: z.string(),
    resendAt: z.string(),
  })
  .openapi("OfferPinSentResponse");

export const OfferLinkResponse = z
  .object({
    message: z.string(),
    links: z.array(z.string()).optional().openapi({ description: "Po poprawnym kodzie: /oferta/{token}" }),
  })
  .openapi("OfferLinkResponse");

const ScheduleRow = z.object({
  month: z.number(),
  installmentNet: z.number(),
  installmentGross: z.number(),
  capitalNet: z.number(),
  interestNet: z.number(),
  remainingNet: z.number(),
});

export const OfferViewSchema = z
  .object({
    status: z.enum(OFFER_STATUSES),
    expired: z.boolean(),
    withdrawn: z.boolean(),
    external: z.boolean(),
    car: z.object({
      source: z.enum(["catalog", "dictionary", "description"]),
      name: z.string(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      version: z.string().nullable(),
      year: z.number().nullable(),
      isNew: z.boolean().nullable(),
      mileageKm: z.number().nullable(),
      bodyType: z.string().nullable(),
      fuel: z.string().nullable(),
      gearbox: z.string().nullable(),
      powerKm: z.number().nullable(),
      colour: z.string().nullable(),
      variantId: z.number().nullable(),
      dictionaryVersionId: z.number().nullable(),
      equipment: z.array(z.string()),
      priceNet: z.number(),
      priceGross: z.number(),
    }),
    client: z.enum(["entrepreneur", "consumer"]),
    duration: z.number(),
    initialFee: z.number(),
    repurchase: z.number(),
    quote: z.object({
      ...quoteAmounts,
      annualRatePct: z.number(),
      rrsoPct: z.number().nullable(),
      included: z.array(z.string()),
      schedule: z.array(ScheduleRow),
    }),
    validUntil: z.string(),
    createdAt: z.string(),
    note: z.string().nullable(),
    operator: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    phoneMasked: z.string().nullable(),
    personal: z.object({
      stored: z.boolean(),
      summary: z.record(z.string(), z.string()).nullable(),
      confirmed: z.boolean(),
      confirmedAt: z.string().nullable(),
    }),
    pin: z.object({ pending: z.boolean(), locked: z.boolean(), resendAt: z.string().nullable() }),
    files: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(Object.keys(OFFER_FILE_KIND_LABELS) as [keyof typeof OFFER_FILE_KIND_LABELS]),
        name: z.string(),
        mediaType: z.string(),
        size: z.number(),
        createdAt: z.string(),
      }),
    ),
    payment: z.object({
      enabled: z.boolean(),
      status: z.enum(["none", "pending", "paid", "failed"]),
      amountGross: z.number(),
    }),
  })
  .openapi("OfferView");
