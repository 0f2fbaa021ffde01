// Schemas of what the form looks up: its setup (steps, consents, options), a firm in the VAT register by
// NIP, and the Eurotax dictionary of cars from outside the offer.
import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES, ORDER_STEPS } from "@vhs/db/schema/orders.ts";
import { COMPANY_SOURCES, LEGAL_FORMS, VAT_STATUSES } from "@vhs/domain/company.ts";

const MSG_ID = "Nieprawidłowy identyfikator";
export const IdQuery = z.object({
  id: z
    .string({ error: MSG_ID })
    .regex(/^\d{1,9}$/, { error: MSG_ID })
    .transform(Number)
    .openapi({ description: "Identyfikator z poprzedniej listy", example: "1" }),
});

export const CompanyDataResponse = z
  .union([
    z.object({
      found: z.literal(true),
      company: z.object({
        nip: z.string(),
        regon: z.string().nullable(),
        krs: z.string().nullable(),
        name: z.string(),
        legalForm: z.enum(LEGAL_FORMS),
        legalFormLabel: z.string(),
        statusVat: z.enum(VAT_STATUSES),
        address: z.object({
          street: z.string().nullable(),
          building: z.string().nullable(),
          flat: z.string().nullable(),
          postalCode: z.string().nullable(),
          city: z.string().nullable(),
        }),
        registrationDate: z.string().nullable(),
        removalDate: z.string().nullable(),
        accountNumbersCount: z
          .number()
          .openapi({ description: "Ile rachunków firma ma w wykazie (bez numerów)" }),
        representatives: z.array(z.string()),
        source: z.enum(COMPANY_SOURCES),
        requestId: z.string(),
        checkedAt: z.string(),
      }),
    }),
    z.object({
      found: z.literal(false),
      nip: z.string(),
      message: z.string(),
      source: z.enum(COMPANY_SOURCES),
      requestId: z.string(),
      checkedAt: z.string(),
    }),
  ])
  .openapi("CompanyDataResponse");

export const MakeItem = z.object({ id: z.number(), name: z.string() }).openapi("EurotaxBrand");
export const ModelItem = z
  .object({
    id: z.number(),
    name: z.string(),
    generation: z.string(),
    label: z.string().openapi({ example: "Corolla E21 (od 2019)" }),
    yearFrom: z.number(),
    yearTo: z.number().nullable(),
  })
  .openapi("EurotaxModel");
export const VersionItem = z
  .object({
    id: z.number(),
    eurotaxCode: z.string(),
    name: z.string(),
    yearFrom: z.number(),
    yearTo: z.number().nullable(),
    body: z.string(),
    bodyLabel: z.string(),
    doors: z.number(),
    seats: z.number(),
    fuel: z.string(),
    fuelLabel: z.string(),
    powerKw: z.number(),
    powerKm: z.number(),
    capacityCcm: z.number(),
    gearbox: z.string(),
    drive: z.string(),
    co2: z.number(),
    priceNet: z.number(),
    priceGross: z.number(),
  })
  .openapi("EurotaxVersion");

const DocumentRef = z
  .object({
    slug: z
      .string()
      .openapi({ description: "Dokument: strona /informacje/{slug}, PDF /dokumenty/{slug}.pdf" }),
    title: z.string(),
  })
  .openapi("OrderDocumentRef");

export const SetupResponse = z
  .object({
    version: z.string(),
    steps: z.array(
      z.object({ id: z.enum(ORDER_STEPS), number: z.number(), title: z.string(), description: z.string() }),
    ),
    consents: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        required: z.boolean(),
        title: z.string(),
        text: z.string(),
        documents: z.array(DocumentRef),
      }),
    ),
    statements: z.array(
      z.object({ id: z.string(), required: z.boolean(), text: z.string(), documents: z.array(DocumentRef) }),
    ),
    pepStatement: z.string(),
    clientTypes: z.array(z.object({ value: z.string(), label: z.string() })),
    legalForms: z.array(z.object({ value: z.string(), label: z.string() })),
    representativeRoles: z.array(z.object({ value: z.string(), label: z.string() })),
    incomeSources: z.array(z.object({ value: z.string(), label: z.string() })),
    deliveryOptions: z.array(z.object({ value: z.string(), label: z.string(), description: z.string() })),
    registrationOptions: z.array(z.object({ value: z.string(), label: z.string(), description: z.string() })),
    insuranceOptions: z.array(z.object({ value: z.string(), label: z.string(), description: z.string() })),
    voivodeships: z.array(z.string()),
    statuses: z.array(
      z.object({ value: z.enum(ORDER_STATUSES), label: z.string(), description: z.string() }),
    ),
    decision: z.object({
      typicalDurationMs: z.number(),
      pollIntervalMs: z.number(),
    }),
    masks: z.record(z.string(), z.string()),
  })
  .openapi("DigitalOrderSetup");
