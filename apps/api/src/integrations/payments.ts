/**
 * Online payment of an offer's initial fee: one provider module, our own types.
 *
 * - `PaymentProvider` — what the offer-payment routes use: createPayment() registers a payment and answers
 *   where to send the customer; verifyNotification() checks a provider's notification (its signature, the
 *   merchant) and answers {sessionId, providerOrderId, amount, currency, status} or a refusal; confirm()
 *   tells the provider we accept the payment when its protocol requires that (Przelewy24 does).
 * - `createPrzelewy24Provider()` — the live client (PAYMENTS_PROVIDER=przelewy24) of Przelewy24's REST API
 *   v1 as its public OpenAPI document describes it (developers.przelewy24.pl): POST
 *   /api/v1/transaction/register → `data.token`; the customer goes to /trnRequest/{token}; Przelewy24 posts
 *   a JSON notification to `urlStatus` (only for correct payments); we answer it after PUT
 *   /api/v1/transaction/verify. Basic auth is posId:apiKey. Every `sign` is the SHA-384 (hex) of the JSON of
 *   the documented fields, in the documented order, with the CRC key as the last field.
 * - The sandbox (PAYMENTS_PROVIDER=sandbox, the default) lives in payments-sandbox.ts: a page served by us
 *   approves or refuses, and its notification is signed with this file's functions, so the same
 *   verification runs.
 *
 * Not verified against the real service (docs/offers-payments.md): the exact error bodies, whether a
 * notification is retried after a non-200 answer, the lifetime of a registration token, the IP addresses
 * notifications come from, and the `ttl` field the document lists as required but never defines.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { log } from "../lib/log.ts";
import { err, type FetchLike, httpRequest, ok, type Result } from "./support.ts";

export const PAYMENT_PROVIDERS = ["sandbox", "przelewy24"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CreatePaymentInput {
  /** Our id of the attempt at the provider (≤ 100 characters, unique). */
  sessionId: string;
  /** Integer grosz. */
  amount: number;
  currency: "PLN";
  /** The payment's title as the customer sees it at the provider (≤ 1024 characters). */
  description: string;
  /** The payer's e-mail; Przelewy24 requires one, the sandbox does not. */
  email: string | null;
  /** Where the provider sends the customer back (absolute URL). */
  urlReturn: string;
  /** Where the provider posts its notification (absolute URL). */
  urlStatus: string;
}

export type PaymentError = {
  code: "EMAIL_REQUIRED" | "PROVIDER_UNAVAILABLE" | "PROVIDER_ERROR";
  message: string;
};

/** A notification whose signature and merchant checked out. */
export interface VerifiedNotification {
  sessionId: string;
  /** The provider's id of the transaction (Przelewy24 `orderId`), as text. */
  providerOrderId: string;
  amount: number;
  currency: string;
  status: "paid" | "failed";
  /** What confirm() needs to send back. */
  orderId: number;
}

export type NotificationRefusal = { reason: "INVALID" | "BAD_SIGNATURE" | "WRONG_MERCHANT"; message: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(
    input: CreatePaymentInput,
  ): Promise<Result<{ sessionId: string; redirectUrl: string }, PaymentError>>;
  verifyNotification(body: unknown): Result<VerifiedNotification, NotificationRefusal>;
  /** Accepts the payment at the provider (Przelewy24 transaction/verify); the sandbox has nothing to do. */
  confirm(notification: VerifiedNotification): Promise<Result<true, PaymentError>>;
}

// ---------------------------------------------------------------------------------------------------------
// Signatures

/**
 * Przelewy24's checksum: SHA-384 (hex) of the JSON of the fields in the given order. JSON.stringify leaves
 * Polish letters and slashes unescaped, which is what the documentation asks of PHP's json_encode
 * (JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES).
 */
export function p24Sign(fields: Record<string, string | number>): string {
  return createHash("sha384").update(JSON.stringify(fields), "utf8").digest("hex");
}

/** The sign of transaction/register: {sessionId, merchantId, amount, currency, crc}. */
export function registerSign(v: {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}): string {
  return p24Sign({
    sessionId: v.sessionId,
    merchantId: v.merchantId,
    amount: v.amount,
    currency: v.currency,
    crc: v.crc,
  });
}

/** The sign of transaction/verify: {sessionId, orderId, amount, currency, crc}. */
export function verifySign(v: {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  crc: string;
}): string {
  return p24Sign({
    sessionId: v.sessionId,
    orderId: v.orderId,
    amount: v.amount,
    currency: v.currency,
    crc: v.crc,
  });
}

/** The notification as Przelewy24 documents it (TransactionResult), plus the sandbox's `status`. */
export const paymentNotificationSchema = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().min(0),
  originAmount: z.number().int().min(0),
  currency: z.string().length(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string().max(500),
  sign: z.string().max(200),
  /** Only the sandbox sends it (Przelewy24 notifies correct payments only); covered by the sign then. */
  status: z.enum(["paid", "refused"]).optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/**
 * The notification's sign: {merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId,
 * statement, crc}. A sandbox notification carrying `status` has it signed too, just before `crc`.
 */
export function notificationSign(n: Omit<PaymentNotification, "sign">, crc: string): string {
  return p24Sign({
    merchantId: n.merchantId,
    posId: n.posId,
    sessionId: n.sessionId,
    amount: n.amount,
    originAmount: n.originAmount,
    currency: n.currency,
    orderId: n.orderId,
    methodId: n.methodId,
    statement: n.statement,
    ...(n.status !== undefined ? { status: n.status } : {}),
    crc,
  });
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), "utf8");
  const y = Buffer.from(b.toLowerCase(), "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The one verification both providers run: the shape, the merchant and point of sale, the sign. With
 * `acceptStatus` false (Przelewy24) a `status` field is refused: Przelewy24 never sends one.
 */
export function checkNotification(
  body: unknown,
  expected: { merchantId: number; posId: number; crc: string; acceptStatus: boolean },
): Result<VerifiedNotification, NotificationRefusal> {
  const parsed = paymentNotificationSchema.safeParse(body);
  if (!parsed.success) return err({ reason: "INVALID", message: "Nieprawidłowa treść powiadomienia." });
  const n = parsed.data;
  if (n.status !== undefined && !expected.acceptStatus)
    return err({ reason: "INVALID", message: "Nieprawidłowa treść powiadomienia." });
  if (!sameHex(n.sign, notificationSign(n, expected.crc)))
    return err({ reason: "BAD_SIGNATURE", message: "Nieprawidłowy podpis powiadomienia." });
  if (n.merchantId !== expected.merchantId || n.posId !== expected.posId)
    return err({ reason: "WRONG_MERCHANT", message: "Powiadomienie dotyczy innego sprzedawcy." });
  return ok({
    sessionId: n.sessionId,
    providerOrderId: String(n.orderId),
    amount: n.amount,
    currency: n.currency,
    status: n.status === "refused" ? "failed" : "paid",
    orderId: n.orderId,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Live: Przelewy24

export interface Przelewy24Options {
  merchantId: number;
  /** Defaults to the merchant id (as Przelewy24 does). */
  posId?: number;
  /** The REST API key (panel: "Moje dane" → "Dane do API i konfiguracji"). */
  apiKey: string;
  /** The CRC key of the same panel: the secret every sign is computed with. */
  crc: string;
  /** https://secure.przelewy24.pl (production) or https://sandbox.przelewy24.pl. */
  baseUrl?: string;
  /** Minutes the customer has to pay (0 = no limit, at most 99). */
  timeLimitMinutes?: number;
  timeoutMs?: number;
  fetch?: FetchLike;
}

const registerResponseSchema = z.object({ data: z.object({ token: z.string().min(1).max(200) }) });
const verifyResponseSchema = z.object({ data: z.object({ status: z.string() }) });
const p24ErrorSchema = z.object({ code: z.union([z.number(), z.string()]).optional() });

const UNAVAILABLE: PaymentError = {
  code: "PROVIDER_UNAVAILABLE",
  message: "Płatności online są chwilowo niedostępne. Spróbuj ponownie za kilka minut.",
};
const REFUSED: PaymentError = {
  code: "PROVIDER_ERROR",
  message: "Operator płatności odrzucił żądanie. Spróbuj ponownie później lub skontaktuj się z doradcą.",
};

export function createPrzelewy24Provider(options: Przelewy24Options): PaymentProvider {
  const baseUrl = (options.baseUrl ?? "https://secure.przelewy24.pl").replace(/\/+$/, "");
  const posId = options.posId ?? options.merchantId;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // The document calls the login "account ID in P24"; for a shop with one point of sale that is posId,
  // which equals merchantId unless Przelewy24 assigned a separate one.
  const authorization = `Basic ${Buffer.from(`${posId}:${options.apiKey}`).toString("base64")}`;

  async function call(method: "POST" | "PUT", path: string, body: unknown, what: string) {
    const outcome = await httpRequest(`${baseUrl}${path}`, {
      method,
      headers: { authorization, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      timeoutMs,
      fetch: options.fetch,
    });
    if (outcome.kind !== "response" || outcome.status >= 500 || outcome.status === 429) {
      log("warn", `przelewy24 ${what} unavailable`, {
        outcome: outcome.kind,
        status: outcome.kind === "response" ? outcome.status : null,
      });
      return { ok: false as const, error: UNAVAILABLE };
    }
    if (outcome.status !== 200) {
      // Only the numeric code: an error text may echo what we sent (the payer's e-mail).
      const code = p24ErrorSchema.safeParse(outcome.json);
      log("error", `przelewy24 ${what} refused`, {
        status: outcome.status,
        code: code.success ? (code.data.code ?? null) : null,
      });
      return { ok: false as const, error: REFUSED };
    }
    return { ok: true as const, json: outcome.json };
  }

  return {
    name: "przelewy24",

    async createPayment(input) {
      if (!input.email) {
        return err({
          code: "EMAIL_REQUIRED",
          message: "Podaj adres e-mail — operator płatności wysyła na niego potwierdzenie.",
        });
      }
      const body = {
        merchantId: options.merchantId,
        posId,
        sessionId: input.sessionId,
        amount: input.amount,
        currency: input.currency,
        description: input.description.slice(0, 1024),
        email: input.email,
        country: "PL",
        language: "pl",
        urlReturn: input.urlReturn,
        urlStatus: input.urlStatus,
        timeLimit: options.timeLimitMinutes ?? 15,
        sign: registerSign({
          sessionId: input.sessionId,
          merchantId: options.merchantId,
          amount: input.amount,
          currency: input.currency,
          crc: options.crc,
        }),
      };
      const answer = await call("POST", "/api/v1/transaction/register", body, "register");
      if (!answer.ok) return err(answer.error);
      const parsed = registerResponseSchema.safeParse(answer.json);
      if (!parsed.success) {
        log("error", "przelewy24 register answer unreadable");
        return err(REFUSED);
      }
      const token = encodeURIComponent(parsed.data.data.token);
      return ok({ sessionId: input.sessionId, redirectUrl: `${baseUrl}/trnRequest/${token}` });
    },

    verifyNotification(body) {
      return checkNotification(body, {
        merchantId: options.merchantId,
        posId,
        crc: options.crc,
        acceptStatus: false,
      });
    },

    async confirm(n) {
      const body = {
        merchantId: options.merchantId,
        posId,
        sessionId: n.sessionId,
        amount: n.amount,
        currency: n.currency,
        orderId: n.orderId,
        sign: verifySign({
          sessionId: n.sessionId,
          orderId: n.orderId,
          amount: n.amount,
          currency: n.currency,
          crc: options.crc,
        }),
      };
      const answer = await call("PUT", "/api/v1/transaction/verify", body, "verify");
      if (!answer.ok) return err(answer.error);
      const parsed = verifyResponseSchema.safeParse(answer.json);
      if (!parsed.success || parsed.data.data.status !== "success") {
        log("error", "przelewy24 verify not successful");
        return err(REFUSED);
      }
      return ok(true);
    },
  };
}
