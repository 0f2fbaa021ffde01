// Request schemas of the order's form: /create (the car and the leasing parameters) and the steps 1–6
// (/storeContact, /storeLeasingParam, /storeOrderData), plus the NIP lookup. Every identifier is validated
// with its checksum (@vhs/domain/identifiers.ts) and every message is Polish.
import { z } from "@hono/zod-openapi";
import { campaignRequest } from "@vhs/domain/campaign-schema.ts";
import { LEGAL_FORMS } from "@vhs/domain/company.ts";
import {
  idCardSchema,
  MESSAGES,
  nipSchema,
  peselSchema,
  phoneSchema,
  postalCodeSchema,
  regonSchema,
} from "@vhs/domain/identifiers.ts";
import { CALCULATOR_PRICE_RANGE } from "@vhs/domain/leasing-constants.ts";
import { addRepurchaseCapIssue } from "@vhs/domain/leasing-params.ts";
import { addCarRefIssues } from "../lib/car-ref-schema.ts";
import {
  DELIVERY_VALUES,
  INCOME_SOURCE_VALUES,
  INSURANCE_VALUES,
  REGISTRATION_VALUES,
  REPRESENTATIVE_ROLE_VALUES,
  STATEMENT_IDS,
  VOIVODESHIPS,
} from "../lib/order-texts.ts";
import {
  amount,
  email,
  int,
  isoDate,
  leasingFields,
  OrderAuth,
  personName,
  positiveId,
  text,
} from "./digital-order-schemas-fields.ts";

const MSG_PRICE = `Cena samochodu musi być kwotą od ${CALCULATOR_PRICE_RANGE.min.toLocaleString("pl-PL")} do ${CALCULATOR_PRICE_RANGE.max.toLocaleString("pl-PL")} zł`;

export const CreateOrderRequest = z
  .object({
    variantId: positiveId("Nieprawidłowy identyfikator oferty")
      .optional()
      .openapi({ description: "Oferta z katalogu (samochód z /v3/cars/)", example: 1234 }),
    groupId: z
      .string({ error: "Nieprawidłowy identyfikator grupy" })
      .min(1, { error: "Nieprawidłowy identyfikator grupy" })
      .max(64, { error: "Nieprawidłowy identyfikator grupy" })
      .regex(/^[A-Za-z0-9_-]+$/, { error: "Nieprawidłowy identyfikator grupy" })
      .optional()
      .openapi({ description: "Grupa ofert z katalogu (najtańsza oferta grupy)" }),
    dictionaryVersionId: positiveId("Nieprawidłowa wersja samochodu")
      .optional()
      .openapi({ description: "Samochód spoza oferty: wersja ze słownika /digital-order/eurotax/versions" }),
    year: int("Podaj rok produkcji samochodu", 1990, 2100)
      .optional()
      .openapi({ description: "Rok produkcji (wymagany z dictionaryVersionId)", example: 2023 }),
    price: amount(MSG_PRICE, CALCULATOR_PRICE_RANGE.min, CALCULATOR_PRICE_RANGE.max)
      .optional()
      .openapi({ description: "Cena zakupu (z dictionaryVersionId); domyślnie cena katalogowa wersji" }),
    priceType: z
      .enum(["net", "gross"], { error: "Rodzaj ceny musi mieć wartość „net” lub „gross”" })
      .optional()
      .openapi({
        description: "Czy cena jest netto czy brutto; domyślnie netto dla firm, brutto dla konsumentów",
      }),
    seller: z
      .enum(["dealer", "private"], { error: "Sprzedawca musi mieć wartość „dealer” lub „private”" })
      .optional()
      .openapi({ description: "Kto sprzedaje samochód spoza oferty (domyślnie dealer)" }),
    mileageKm: int("Przebieg musi być liczbą od 0 do 1 000 000 km", 0, 1_000_000).optional(),
    client: leasingFields.client.optional().openapi({ description: "Domyślnie entrepreneur" }),
    duration: leasingFields.duration.optional().openapi({ description: "Domyślnie 60" }),
    initialFee: leasingFields.initialFee.optional().openapi({ description: "Domyślnie 25" }),
    repurchase: leasingFields.repurchase
      .optional()
      .openapi({ description: "Domyślnie 35 (i nie więcej niż limit)" }),
    campaign: campaignRequest("Nieprawidłowe parametry kampanii (utm_source, gclid i podobne)").openapi({
      description:
        "Parametry kampanii z adresu wejścia (SPEC §3: utm_source … clickId), zapisywane z wnioskiem",
    }),
  })
  .superRefine((v, ctx) => {
    addCarRefIssues(
      v,
      [v.variantId, v.groupId, v.dictionaryVersionId],
      "Wskaż jeden samochód: variantId, groupId albo dictionaryVersionId",
      ctx,
    );
    if (v.duration !== undefined && v.repurchase !== undefined) addRepurchaseCapIssue(v as never, ctx);
  })
  .openapi("CreateOrderRequest");

export const StoreContactRequest = z
  .object({
    ...OrderAuth,
    firstName: personName("imię"),
    lastName: personName("nazwisko"),
    email,
    phone: phoneSchema,
    consents: z.object({
      rodo: z.literal(true, {
        error: "Potwierdź zapoznanie się z informacją o przetwarzaniu danych osobowych",
      }),
      bikBig: z.literal(true, { error: "Upoważnienie do sprawdzenia w BIG i BIK jest wymagane" }),
      marketing: z.boolean({ error: "Zgoda marketingowa: true lub false" }).default(false),
    }),
  })
  .openapi("StoreContactRequest");

export const StoreLeasingParamRequest = z
  .object({ ...OrderAuth, ...leasingFields })
  .superRefine(addRepurchaseCapIssue)
  .openapi("StoreLeasingParamRequest");

const addressSchema = z.object({
  street: text("ulicę", 1, 120)
    .nullable()
    .optional()
    .openapi({ description: "Brak w małych miejscowościach" }),
  building: text("numer budynku", 1, 20),
  flat: text("numer lokalu", 1, 20).nullable().optional(),
  postalCode: postalCodeSchema,
  city: text("miejscowość", 1, 80),
});

export const CompanySection = z
  .object({
    nip: nipSchema,
    name: text("nazwę firmy", 2, 300),
    regon: regonSchema.nullable().optional(),
    krs: z
      .string({ error: "Numer KRS ma 10 cyfr" })
      .regex(/^\d{10}$/, { error: "Numer KRS ma 10 cyfr" })
      .nullable()
      .optional(),
    legalForm: z.enum(LEGAL_FORMS, { error: "Wybierz formę prawną" }),
    address: addressSchema,
  })
  .openapi("OrderCompanySection");

export const CompanyDetailsSection = z
  .object({
    businessStartDate: isoDate.openapi({ description: "Data rozpoczęcia działalności" }),
    employees: int("Liczba pracowników: 0–1 000 000", 0, 1_000_000).nullable().optional(),
    annualRevenue: amount("Przychód roczny: 0–100 000 000 000 zł", 0, 100_000_000_000).nullable().optional(),
    representative: z.object({
      firstName: personName("imię reprezentanta"),
      lastName: personName("nazwisko reprezentanta"),
      role: z.enum(REPRESENTATIVE_ROLE_VALUES, { error: "Wybierz funkcję reprezentanta" }),
    }),
  })
  .openapi("OrderCompanyDetailsSection");

export const ConsumerSection = z
  .object({
    /** Required the first time; omitted later = unchanged. */
    pesel: peselSchema.optional(),
    /** Seria i numer dowodu osobistego; required the first time; omitted later = unchanged. */
    idCard: idCardSchema.optional(),
    idCardValidUntil: isoDate.openapi({ description: "Data ważności dowodu" }),
    address: addressSchema,
  })
  .openapi("OrderConsumerSection");

export const ConsumerFinanceSection = z
  .object({
    incomeSource: z.enum(INCOME_SOURCE_VALUES, { error: "Wybierz źródło dochodu" }),
    monthlyNetIncome: amount("Dochód netto: kwota od 0 do 10 000 000 zł", 0, 10_000_000),
    monthlyObligations: amount("Miesięczne zobowiązania: kwota od 0 do 10 000 000 zł", 0, 10_000_000),
    householdSize: int("Liczba osób w gospodarstwie: 1–20", 1, 20).nullable().optional(),
  })
  .openapi("OrderConsumerFinanceSection");

export const DeliverySection = z
  .object({
    delivery: z.enum(DELIVERY_VALUES, { error: "Wybierz sposób odbioru" }),
    voivodeship: z.enum(VOIVODESHIPS, { error: "Wybierz województwo" }),
    registration: z.enum(REGISTRATION_VALUES, { error: "Wybierz sposób rejestracji" }),
    insurance: z.enum(INSURANCE_VALUES, { error: "Wybierz ubezpieczenie" }),
    preferredDate: isoDate.nullable().optional().openapi({ description: "Preferowana data odbioru" }),
  })
  .openapi("OrderDeliverySection");

export const StatementsSection = z
  .object({
    accepted: z
      .array(z.enum(STATEMENT_IDS, { error: "Nieznane oświadczenie" }), {
        error: "Złóż wymagane oświadczenia",
      })
      .max(10, { error: "Nieznane oświadczenie" }),
    politicallyExposed: z.boolean({ error: "Oświadczenie PEP: true lub false" }),
  })
  .openapi("OrderStatementsSection");

export const StoreOrderDataRequest = z
  .object({
    ...OrderAuth,
    company: CompanySection.optional(),
    companyDetails: CompanyDetailsSection.optional(),
    consumer: ConsumerSection.optional(),
    consumerFinance: ConsumerFinanceSection.optional(),
    delivery: DeliverySection.optional(),
    statements: StatementsSection.optional(),
  })
  .superRefine((v, ctx) => {
    const sections = [
      "company",
      "companyDetails",
      "consumer",
      "consumerFinance",
      "delivery",
      "statements",
    ] as const;
    if (!sections.some((s) => v[s] !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["company"],
        message:
          "Podaj co najmniej jedną część: company, companyDetails, consumer, consumerFinance, delivery lub statements",
        input: v,
      });
  })
  .openapi("StoreOrderDataRequest");

export const NipQuery = z.object({
  nip: z.string({ error: MESSAGES.nip }).max(32, { error: MESSAGES.nip }).openapi({
    description: "NIP (10 cyfr; myślniki, spacje i prefiks PL są dopuszczalne)",
    example: "525-447-65-42",
  }),
});
