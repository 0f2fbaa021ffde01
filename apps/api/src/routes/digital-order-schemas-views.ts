// Response schemas of the order itself: the owner's view of it (DigitalOrder), its status while the
// decision is pending, and the answers of /create, /storeShowOffer and /send-return-link.
import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES, ORDER_STEPS } from "@vhs/db/schema/orders.ts";
import { BANK_VERIFICATION_STATUSES } from "@vhs/domain/bank-verification.ts";
import { LEGAL_FORMS } from "@vhs/domain/company.ts";
import { CLIENT_TYPES } from "@vhs/domain/leasing-constants.ts";
import { quoteAmounts } from "./digital-order-schemas-fields.ts";

export const CreateOrderResponse = z
  .object({
    uuid: z.string(),
    secret: z
      .string()
      .openapi({ description: "Klucz dostępu: przechowuj tylko po stronie serwera (cookie httpOnly)" }),
    status: z.enum(ORDER_STATUSES),
    replayed: z
      .boolean()
      .openapi({ description: "true: ten sam Idempotency-Key — zwrócono istniejący wniosek" }),
    formPath: z.string().openapi({ example: "/zamow/0b6d3f7e-8c1a-4f7e-9a51-2d3c4b5a6978" }),
  })
  .openapi("CreateOrderResponse");

const CarView = z
  .object({
    source: z.enum(["catalog", "dictionary"]),
    variantId: z.number().nullable(),
    groupId: z.string().nullable(),
    dictionaryVersionId: z.number().nullable(),
    brand: z.string(),
    model: z.string(),
    version: z.string(),
    year: z.number(),
    isNew: z.boolean(),
    bodyType: z.string().nullable(),
    fuel: z.string().nullable(),
    gearbox: z.string().nullable(),
    drive: z.string().nullable(),
    powerKm: z.number().nullable(),
    powerKw: z.number().nullable(),
    engineCapacity: z.number().nullable(),
    co2: z.number().nullable(),
    priceNet: z.number(),
    priceGross: z.number(),
    colour: z.string().nullable(),
    offerCode: z.string().nullable(),
    eurotaxCode: z.string().nullable(),
    mileageKm: z.number().nullable(),
    seller: z.enum(["dealer", "private"]).nullable(),
  })
  .openapi("OrderCar");

export const QuoteView = z
  .object({
    ...quoteAmounts,
    totalCostPct: z.number(),
    rrsoPct: z.number().nullable(),
    annualRatePct: z.number(),
    margin: z.number(),
    benchmark: z.object({ name: z.string(), value: z.number(), fixingDate: z.string(), source: z.string() }),
  })
  .openapi("OrderQuote");

const AddressView = z.object({
  street: z.string().nullable(),
  building: z.string(),
  flat: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
});

const BankAttemptView = z.object({
  status: z.enum(BANK_VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  message: z.string(),
  bankId: z.string(),
  bankName: z.string().nullable(),
  matchScore: z.number(),
  at: z.string(),
  whiteList: z
    .object({
      assigned: z.boolean().nullable(),
      requestId: z.string().nullable(),
      checkedAt: z.string().nullable(),
    })
    .nullable(),
});

const DecisionView = z.object({
  outcome: z.enum(["approved", "rejected", "manual_review"]),
  label: z.string(),
  reasons: z.array(
    z.object({
      code: z.string(),
      effect: z.enum(["pass", "info", "manual_review", "rejected"]),
      message: z.string(),
    }),
  ),
  rulesVersion: z.string(),
  decidedAt: z.string().nullable(),
});

export const OrderView = z
  .object({
    uuid: z.string(),
    reference: z
      .string()
      .openapi({ description: "Krótki numer wniosku do korespondencji", example: "ZL-0B6D3F7E" }),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    statusDescription: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    submittedAt: z.string().nullable(),
    steps: z.array(
      z.object({
        id: z.enum(ORDER_STEPS),
        number: z.number(),
        title: z.string(),
        completed: z.boolean(),
        completedAt: z.string().nullable(),
        available: z.boolean().openapi({ description: "Czy krok dotyczy tego wniosku i można go zapisać" }),
      }),
    ),
    nextStep: z
      .enum(ORDER_STEPS)
      .nullable()
      .openapi({ description: "Pierwszy nieukończony krok (powrót do formularza)" }),
    canSubmit: z.boolean(),
    car: CarView,
    leasing: z.object({
      client: z.enum(CLIENT_TYPES),
      duration: z.number(),
      initialFee: z.number(),
      repurchase: z.number(),
    }),
    quote: QuoteView.nullable().openapi({
      description: "Rata przy bieżącym wskaźniku; po złożeniu — zamrożona",
    }),
    contact: z
      .object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() })
      .nullable(),
    consents: z
      .object({
        rodo: z.boolean(),
        bikBig: z.boolean(),
        marketing: z.boolean(),
        version: z.string(),
        acceptedAt: z.string(),
      })
      .nullable(),
    company: z
      .object({
        nip: z.string(),
        name: z.string(),
        regon: z.string().nullable(),
        krs: z.string().nullable(),
        legalForm: z.enum(LEGAL_FORMS),
        legalFormLabel: z.string(),
        address: AddressView,
        register: z.object({
          found: z.boolean(),
          statusVat: z.string().nullable(),
          registrationDate: z.string().nullable(),
          source: z.string().nullable(),
          checkedAt: z.string().nullable(),
          error: z.string().nullable(),
        }),
      })
      .nullable(),
    companyDetails: z
      .object({
        businessStartDate: z.string(),
        employees: z.number().nullable(),
        annualRevenue: z.number().nullable(),
        representative: z.object({ firstName: z.string(), lastName: z.string(), role: z.string() }),
      })
      .nullable(),
    consumer: z
      .object({
        peselMasked: z.string().openapi({ example: "•••••••1359" }),
        idCardMasked: z.string().openapi({ example: "ABA•••••0" }),
        idCardValidUntil: z.string(),
        address: AddressView,
      })
      .nullable(),
    consumerFinance: z
      .object({
        incomeSource: z.string(),
        monthlyNetIncome: z.number(),
        monthlyObligations: z.number(),
        householdSize: z.number().nullable(),
      })
      .nullable(),
    delivery: z
      .object({
        delivery: z.string(),
        voivodeship: z.string(),
        registration: z.string(),
        insurance: z.string(),
        preferredDate: z.string().nullable(),
      })
      .nullable(),
    statements: z
      .object({ accepted: z.array(z.string()), politicallyExposed: z.boolean(), acceptedAt: z.string() })
      .nullable(),
    bank: z
      .object({
        result: BankAttemptView.nullable().openapi({ description: "Ostatni wynik VERIFIED lub MISMATCH" }),
        lastAttempt: BankAttemptView.nullable(),
        attempts: z.number(),
        accountNumberMasked: z.string().nullable().openapi({ example: "•• •••• •••• •••• •••• •••• 2874" }),
        ownerName: z.string().nullable(),
      })
      .nullable(),
    decision: DecisionView.nullable(),
    documentAvailable: z.boolean(),
    offerShownAt: z.string().nullable(),
  })
  .openapi("DigitalOrder");

export const StatusResponse = z
  .object({
    uuid: z.string(),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    statusDescription: z.string(),
    final: z.boolean().openapi({ description: "true: decyzja zapadła (approved, rejected, manual_review)" }),
    pollAfterMs: z.number().nullable().openapi({ description: "Kiedy zapytać ponownie; null — nie trzeba" }),
    documentAvailable: z.boolean(),
  })
  .openapi("DigitalOrderStatus");

export const ShowOfferResponse = z
  .object({ uuid: z.string(), offerShownAt: z.string(), offerShownCount: z.number() })
  .openapi("DigitalOrderShowOffer");

export const SubmitResponse = StatusResponse;

export const ReturnLinkResponse = z
  .object({
    sent: z.literal(true),
    to: z.string().openapi({ description: "Adres e-mail z ukrytą częścią", example: "j•••@example.pl" }),
    resendAvailableAt: z.string(),
  })
  .openapi("ReturnLinkResponse");
