// Paying an offer's initial fee online (SPEC §7): POST /v3/leasing-offer/{token}/create-payment-get-link
// registers a payment at the provider and answers where to send the customer; the provider's notification
// arrives at POST /payments/notify/{provider} (SPEC §7 lists it as a POST to `{token}{id}`: the
// provider's callback, see docs/offers-payments.md), is verified by its signature and against our row,
// confirmed at the provider, and marks the payment and the offer paid (or failed) with an audit event.
// The customer comes back to /oferta/{token}?platnosc=powrot; the page reads the outcome from GET /offer.
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { offerPayments, offers } from "@vhs/db/schema/offers.ts";
import { maskOfferToken } from "@vhs/domain/offer-contract.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { createPayments, type Payments, readPaymentsConfig } from "../integrations/payments-config.ts";
import { sandboxPaymentsApp } from "../integrations/payments-sandbox.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import { log } from "../lib/log.ts";
import { findOfferByToken, type OfferRow, recordOfferEvent } from "../lib/offer-link.ts";
import type { AppEnv } from "../lib/openapi.ts";
import { router } from "../lib/openapi.ts";
import { applyNotification, type NotificationOutcome } from "./offer-payments-apply.ts";
import {
  CreatePaymentRequest,
  CreatePaymentResponse,
  errorContent,
  json,
  NotificationResponse,
  OfferTokenParam,
  PaymentNotificationBody,
  ProviderParam,
} from "./offer-payments-schemas.ts";

export interface OfferPaymentsOptions {
  /** The provider (and the sandbox page); default: from the environment (payments-config.ts). */
  payments?: Payments;
  now?: Clock;
  /** The site's origin, for the customer's return to /oferta/{token}. */
  publicOrigin?: string;
  /**
   * The payer's e-mail when the request gives none (the offer service can read it from the sealed
   * personal form); default: none, and Przelewy24 then asks for one (422 on `email`).
   */
  payerEmail?: (offer: OfferRow) => Promise<string | null> | string | null;
  /** Where to read the variables from (default process.env). */
  env?: Record<string, string | undefined>;
}

/** A pending attempt younger than this is handed out again instead of registering a new one. */
const REUSE_PENDING_MS = 10 * 60 * 1000;
const NO_STORE = { "Cache-Control": "no-store, private" } as const;

const E404 = { 404: errorContent("Nie znaleziono oferty (nieprawidłowy lub nieznany token)") };
const E409 = {
  409: errorContent(
    "Płatność niemożliwa: opłata już zapłacona (ALREADY_PAID), płatność online wyłączona (PAYMENT_DISABLED), oferta wygasła (OFFER_EXPIRED), wycofana (OFFER_WITHDRAWN), niewysłana (OFFER_DRAFT) lub bez opłaty wstępnej (NOTHING_TO_PAY)",
  ),
};
const E422 = { 422: errorContent("Nieprawidłowe dane; pole `field` wskazuje, które") };
const E503 = { 503: errorContent("Operator płatności chwilowo niedostępny") };

function refuse<S extends 404 | 409 | 503>(c: Context<AppEnv>, status: S, code: string, message: string) {
  return c.json({ error: true as const, code, message }, status, NO_STORE);
}

/** Why an offer cannot be paid now, or null. */
export function paymentRefusal(offer: OfferRow, now: number): { code: string; message: string } | null {
  if (offer.paymentStatus === "paid")
    return { code: "ALREADY_PAID", message: "Opłata wstępna za tę ofertę została już zapłacona." };
  if (offer.status === "withdrawn" || offer.withdrawnAt)
    return {
      code: "OFFER_WITHDRAWN",
      message: "Oferta została wycofana — płatność nie jest możliwa. Skontaktuj się z doradcą.",
    };
  if (offer.status === "expired" || offer.validUntil.getTime() <= now)
    return {
      code: "OFFER_EXPIRED",
      message: "Oferta wygasła — płatność nie jest możliwa. Poproś doradcę o nową ofertę.",
    };
  if (offer.status === "draft")
    return {
      code: "OFFER_DRAFT",
      message: "Oferta nie została jeszcze udostępniona — płatność nie jest możliwa.",
    };
  if (!offer.paymentEnabled)
    return { code: "PAYMENT_DISABLED", message: "Płatność online nie jest dostępna dla tej oferty." };
  return null;
}

/** The initial fee in integer grosz (the quote keeps zł with grosze as decimals). */
export function initialFeeGrosz(offer: OfferRow): number {
  const gross = offer.quote?.initialFeeGross;
  return typeof gross === "number" && Number.isFinite(gross) ? Math.round(gross * 100) : 0;
}

function paymentTitle(offer: OfferRow): string {
  const car = offer.car;
  const name = car.source === "description" ? car.description.slice(0, 80) : `${car.brand} ${car.model}`;
  return `Opłata wstępna – leasing ${name} (${SITE_NAME})`;
}

export function offerPaymentsRoutes(db: Db, options: OfferPaymentsOptions = {}) {
  const env = options.env ?? process.env;
  const config = readPaymentsConfig(env);
  const now = options.now ?? systemClock;
  const publicOrigin = (options.publicOrigin ?? config.PUBLIC_ORIGIN).replace(/\/+$/, "");
  const payments = options.payments ?? createPayments(config, { now, publicOrigin });
  const provider = payments.provider;
  const app = router();

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/leasing-offer/{token}/create-payment-get-link",
      tags: ["offers"],
      summary: "Płatność opłaty wstępnej oferty online → adres przekierowania do operatora płatności",
      description:
        "Tylko dla oferty z włączoną płatnością online, ważnej i niewycofanej. Kwota to opłata wstępna brutto z wyceny oferty. Tworzy próbę płatności (status pending) i zapisuje zdarzenie payment_started. Ponowne wywołanie w ciągu 10 minut zwraca ten sam adres. Po płatności klient wraca na /oferta/{token}?platnosc=powrot, a wynik (payment.status) podaje GET /offer; operator płatności potwierdza ją powiadomieniem na POST /payments/notify/{provider}.",
      request: {
        params: OfferTokenParam,
        body: { required: false, content: { "application/json": { schema: CreatePaymentRequest } } },
      },
      responses: {
        200: json(CreatePaymentResponse, "Adres płatności"),
        ...E404,
        ...E409,
        ...E422,
        ...E503,
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const body = c.req.valid("json") as { email?: string };
      const offer = await findOfferByToken(db, token);
      if (!offer)
        return refuse(c, 404, "OFFER_NOT_FOUND", "Nie znaleziono oferty. Sprawdź link otrzymany w SMS-ie.");
      const refusal = paymentRefusal(offer, now());
      if (refusal) return refuse(c, 409, refusal.code, refusal.message);
      const amount = initialFeeGrosz(offer);
      if (amount <= 0)
        return refuse(c, 409, "NOTHING_TO_PAY", "Ta oferta nie ma opłaty wstępnej do zapłaty online.");
      const answer = (redirectUrl: string) =>
        c.json(
          { redirectUrl, amount: amount / 100, currency: "PLN" as const, provider: provider.name },
          200,
          NO_STORE,
        );

      const [recent] = await db
        .select()
        .from(offerPayments)
        .where(
          and(
            eq(offerPayments.offerId, offer.id),
            eq(offerPayments.status, "pending"),
            eq(offerPayments.provider, provider.name),
            eq(offerPayments.amount, amount),
            gt(offerPayments.createdAt, new Date(now() - REUSE_PENDING_MS)),
          ),
        )
        .orderBy(desc(offerPayments.createdAt))
        .limit(1);
      if (recent) return answer(recent.redirectUrl);

      const email = body.email ?? (options.payerEmail ? await options.payerEmail(offer) : null);
      const sessionId = randomUUID();
      const created = await provider.createPayment({
        sessionId,
        amount,
        currency: "PLN",
        description: paymentTitle(offer),
        email,
        urlReturn: `${publicOrigin}/oferta/${token}?platnosc=powrot`,
        urlStatus: `${payments.apiUrl}/payments/notify/${provider.name}`,
      });
      if (!created.ok) {
        if (created.error.code === "EMAIL_REQUIRED")
          return c.json(
            {
              error: true as const,
              message: `Nieprawidłowe pole „email”: ${created.error.message}`,
              field: "email",
              fields: [{ field: "email", message: created.error.message }],
            },
            422,
            NO_STORE,
          );
        return refuse(c, 503, created.error.code, created.error.message);
      }

      const at = new Date(now());
      const outcome = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(offers).where(eq(offers.id, offer.id)).for("update");
        if (!locked || locked.paymentStatus === "paid") return "paid" as const;
        const paymentId = randomUUID();
        await tx.insert(offerPayments).values({
          id: paymentId,
          offerId: offer.id,
          provider: provider.name,
          sessionId,
          amount,
          currency: "PLN",
          status: "pending",
          redirectUrl: created.value.redirectUrl,
          createdAt: at,
          updatedAt: at,
        });
        await tx
          .update(offers)
          .set({ paymentStatus: "pending", updatedAt: at })
          .where(eq(offers.id, offer.id));
        await recordOfferEvent(tx, {
          offerId: offer.id,
          actor: "customer",
          type: "payment_started",
          at,
          detail: {
            paymentId,
            provider: provider.name,
            amount,
            paymentStatus: { from: locked.paymentStatus, to: "pending" },
          },
        });
        return "created" as const;
      });
      if (outcome === "paid")
        return refuse(c, 409, "ALREADY_PAID", "Opłata wstępna za tę ofertę została już zapłacona.");
      log("info", "offer payment started", { offer: maskOfferToken(token), provider: provider.name, amount });
      return answer(created.value.redirectUrl);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/payments/notify/{provider}",
      tags: ["offers"],
      summary: "Powiadomienie operatora płatności o wyniku płatności (urlStatus)",
      description:
        "Adres, na który operator płatności (Przelewy24 albo piaskownica) wysyła wynik płatności — w SPEC §7 wywołanie POST {token}{id}. Podpis (sign, SHA-384 z kluczem CRC) jest sprawdzany; zły podpis → 400 bez żadnej zmiany. Kwota i waluta muszą zgadzać się z płatnością. Dla Przelewy24 płatność jest potwierdzana wywołaniem transaction/verify przed oznaczeniem jako opłacona. Powtórzone powiadomienie niczego nie zmienia (duplicate: true).",
      request: {
        params: ProviderParam,
        body: { required: true, content: { "application/json": { schema: PaymentNotificationBody } } },
      },
      responses: {
        200: json(NotificationResponse, "Powiadomienie przyjęte"),
        400: errorContent("Nieprawidłowy podpis, inny sprzedawca albo kwota niezgodna z płatnością"),
        404: errorContent("Nieznana płatność albo operator, który nie jest włączony"),
        ...E422,
        503: errorContent("Nie udało się potwierdzić płatności u operatora — powiadomienie należy powtórzyć"),
      },
    }),
    async (c) => {
      const { provider: name } = c.req.valid("param");
      const body = c.req.valid("json");
      if (name !== provider.name) {
        log("warn", "payment notification for a provider not in use", { provider: name });
        return refuse(c, 404, "UNKNOWN_PROVIDER", "Ten operator płatności nie jest włączony.");
      }
      const checked = provider.verifyNotification(body);
      if (!checked.ok) {
        log("warn", "payment notification refused", { provider: name, reason: checked.error.reason });
        return c.json(
          { error: true as const, code: checked.error.reason, message: checked.error.message },
          400,
        );
      }
      const outcome: NotificationOutcome = await applyNotification(db, provider, checked.value, now);
      switch (outcome.kind) {
        case "unknown":
          return refuse(c, 404, "UNKNOWN_PAYMENT", "Nie znaleziono płatności, której dotyczy powiadomienie.");
        case "amount":
          return c.json(
            {
              error: true as const,
              code: "AMOUNT_MISMATCH",
              message: "Kwota lub waluta w powiadomieniu nie zgadza się z płatnością.",
            },
            400,
          );
        case "unconfirmed":
          return refuse(c, 503, outcome.code, outcome.message);
        default:
          return c.json(
            { received: true as const, status: outcome.status, duplicate: outcome.kind === "duplicate" },
            200,
          );
      }
    },
  );

  if (payments.sandbox) {
    // The sandbox is part of this API: its notification goes straight to the route above, in-process,
    // through the same validation and signature check as Przelewy24's would over HTTP.
    const sandboxPage = sandboxPaymentsApp(payments.sandbox, {
      deliver: (notification) =>
        Promise.resolve(
          app.request("/payments/notify/sandbox", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(notification),
          }),
        ),
    });
    app.route("/", sandboxPage as never);
  }

  return app;
}
