// Request and response schemas of the offer-payment routes (OpenAPI names in Polish-facing descriptions).
import { z } from "@hono/zod-openapi";
import { OFFER_TOKEN_PATTERN } from "@vhs/domain/offer-contract.ts";
import { PAYMENT_PROVIDERS, paymentNotificationSchema } from "../integrations/payments.ts";

// The offers' one error shape (offers-schemas.ts), under the names these routes use.
export { OfferError as OfferPaymentError, offerErrorContent as errorContent } from "./offers-schemas.ts";

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const OfferTokenParam = z.object({
  token: z
    .string()
    .regex(OFFER_TOKEN_PATTERN)
    .openapi({
      param: { name: "token", in: "path" },
      description: "Token z linku oferty (/oferta/{token})",
      example: "q3Vx9yZ2b7Wc4Nf8Kp1Lm6Rt0Hs5Ud2E",
    }),
});

export const CreatePaymentRequest = z
  .object({
    email: z.email().max(50).optional().openapi({
      description:
        "Adres e-mail płacącego. Przelewy24 go wymaga; pominięty — użyty zostanie adres z formularza oferty, jeśli jest znany.",
    }),
  })
  .openapi("CreatePaymentRequest");

export const CreatePaymentResponse = z
  .object({
    redirectUrl: z.string().openapi({
      description:
        "Dokąd przekierować klienta: strona operatora płatności (albo strona płatności testowej). Po płatności klient wraca na /oferta/{token}?platnosc=powrot.",
    }),
    amount: z.number().openapi({ description: "Kwota do zapłaty, zł brutto (opłata wstępna)" }),
    currency: z.literal("PLN"),
    provider: z.enum(PAYMENT_PROVIDERS),
  })
  .openapi("CreatePaymentResponse");

export const ProviderParam = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).openapi({
    param: { name: "provider", in: "path" },
    description: "Operator płatności, który wysyła powiadomienie",
  }),
});

export const PaymentNotificationBody = z
  .object(paymentNotificationSchema.shape)
  .openapi("PaymentNotification", {
    description:
      "Powiadomienie Przelewy24 (TransactionResult) — pole sign to SHA-384 z JSON-a {merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc}. Piaskownica wysyła też status (paid | refused), objęty podpisem.",
  });

export const NotificationResponse = z
  .object({
    received: z.literal(true),
    status: z.enum(["paid", "failed"]),
    /** The same notification came before: nothing changed. */
    duplicate: z.boolean(),
  })
  .openapi("PaymentNotificationResponse");
