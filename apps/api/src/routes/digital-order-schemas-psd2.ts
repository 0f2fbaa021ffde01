// Schemas of step 7, the bank-account check through open banking (/digital-order/psd2/*).
import { z } from "@hono/zod-openapi";
import {
  BANK_FAILURE_REASONS,
  BANK_VERIFICATION_STATUSES,
  bankSchema,
} from "@vhs/domain/bank-verification.ts";
import { orderSecret, orderUuid } from "./digital-order-schemas-fields.ts";

const MSG_REDIRECT = "Adres powrotu musi być ścieżką w serwisie lub adresem serwisu";
export const Psd2InitiateRequest = z
  .object({
    orderUuid,
    secret: orderSecret,
    bankId: z
      .string({ error: "Wybierz bank" })
      .min(1, { error: "Wybierz bank" })
      .max(64, { error: "Wybierz bank" })
      .regex(/^[a-z0-9-]+$/, { error: "Wybierz bank" })
      .openapi({ example: "pko-bp" }),
    redirectUri: z
      .string({ error: MSG_REDIRECT })
      .min(1, { error: MSG_REDIRECT })
      .max(2000, { error: MSG_REDIRECT })
      .openapi({
        description: "Dokąd bank odeśle klienta: ścieżka w serwisie lub adres z PUBLIC_ORIGIN",
        example: "/zamow/0b6d3f7e-8c1a-4f7e-9a51-2d3c4b5a6978?krok=bank",
      }),
  })
  .openapi("Psd2InitiateRequest");

const callbackParam = (label: string) =>
  z
    .string({ error: `Nieprawidłowy parametr ${label}` })
    .max(2000, { error: `Nieprawidłowy parametr ${label}` })
    .optional();

export const Psd2ResultRequest = z
  .object({
    orderUuid,
    secret: orderSecret,
    state: z
      .string({ error: "Nieprawidłowy parametr state" })
      .min(16, { error: "Nieprawidłowy parametr state" })
      .max(128, { error: "Nieprawidłowy parametr state" })
      .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: "Nieprawidłowy parametr state" })
      .openapi({ description: "Parametr state z adresu powrotu z banku" }),
    code: callbackParam("code").openapi({ description: "code z adresu powrotu (sukces)" }),
    error: callbackParam("error").openapi({ description: "error z adresu powrotu (odmowa, upływ czasu …)" }),
    errorDescription: callbackParam("error_description"),
    reportId: callbackParam("account_verification_report_id").openapi({
      description: "Tink: account_verification_report_id",
    }),
  })
  .openapi("Psd2ResultRequest");

export const BankListResponse = z
  .object({ provider: z.enum(["sandbox", "tink"]), banks: z.array(bankSchema) })
  .openapi("Psd2BankList");

export const Psd2InitiateResponse = z
  .object({
    redirectUrl: z.string().openapi({ description: "Przekieruj przeglądarkę klienta pod ten adres" }),
  })
  .openapi("Psd2InitiateResponse");

export const Psd2ResultResponse = z
  .object({
    status: z.enum(BANK_VERIFICATION_STATUSES),
    reason: z.enum(BANK_FAILURE_REASONS).nullable(),
    message: z.string(),
    bankName: z.string().nullable(),
    accountNumberMasked: z.string().nullable(),
    ownerName: z.string().nullable(),
    matchScore: z.number(),
    whiteList: z.object({ assigned: z.boolean().nullable(), requestId: z.string().nullable() }).nullable(),
    retry: z.boolean().openapi({ description: "true: pokaż ponowną próbę lub wybór innego banku" }),
    pollAfterMs: z.number().nullable().openapi({ description: "PENDING: zapytaj ponownie po tym czasie" }),
    stepCompleted: z.boolean(),
  })
  .openapi("Psd2ResultResponse");
