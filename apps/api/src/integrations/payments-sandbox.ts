/**
 * The sandbox payment provider (PAYMENTS_PROVIDER=sandbox, the offline default), built like the sandbox
 * bank of bank-account.ts: the customer is sent to a page served by us, /sandbox-payments/{ticket}, which
 * shows the recipient, the title and the amount and two buttons, "Zapłać" and "Odrzuć płatność" (a plain
 * form: works without JavaScript). The choice becomes a notification in Przelewy24's shape, signed with
 * the sandbox CRC key exactly as Przelewy24 signs its own (payments.ts `notificationSign`), delivered to our
 * notification route, and the customer is sent back (303) to the `urlReturn` the payment was created with.
 *
 * The ticket in the page's address carries the payment (session, amount, title, return address) and an
 * HMAC of it under the CRC key, so the sandbox keeps no state of its own and any API process can serve the
 * page. A refusal is notified with `status: "refused"` inside the signed fields — Przelewy24 itself never
 * notifies failures; the sandbox does, so that the unhappy path can be tried.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { COMPANY, SITE_NAME } from "@vhs/domain/site.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { log } from "../lib/log.ts";
import {
  checkNotification,
  notificationSign,
  type PaymentNotification,
  type PaymentProvider,
} from "./payments.ts";
import { escapeHtml, sandboxPage, sandboxPageHeaders } from "./sandbox-page.ts";
import { type Clock, ok, systemClock } from "./support.ts";

/** The sandbox's merchant and point of sale (any fixed number: nobody else checks them). */
export const SANDBOX_MERCHANT_ID = 100_000;

const ticketSchema = z.object({
  sessionId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  urlReturn: z.string(),
  urlStatus: z.string(),
  expiresAt: z.number(),
});
export type SandboxTicket = z.infer<typeof ticketSchema>;

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The payment a page address carries, when its HMAC is right and it has not expired. */
  readTicket(ticket: string): SandboxTicket | null;
  /** The signed notification for the customer's choice. */
  notificationFor(ticket: SandboxTicket, decision: "pay" | "refuse"): PaymentNotification;
}

export function createSandboxPaymentProvider(options: {
  /** The CRC key the sandbox signs with (PAYMENTS_SANDBOX_CRC). */
  crc: string;
  /** Where the browser reaches the page; default "/api/sandbox-payments" (the API under /api). */
  pageUrl?: string;
  /** How long a created payment can be paid; default 30 minutes. */
  ttlMs?: number;
  now?: Clock;
}): SandboxPaymentProvider {
  const now = options.now ?? systemClock;
  const pageUrl = (options.pageUrl ?? "/api/sandbox-payments").replace(/\/+$/, "");
  const ttlMs = options.ttlMs ?? 30 * 60 * 1000;
  const mac = (payload: string) =>
    createHmac("sha256", options.crc).update(`sandbox-payment:${payload}`).digest("base64url");

  return {
    name: "sandbox",

    async createPayment(input) {
      const ticket: SandboxTicket = {
        sessionId: input.sessionId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        urlReturn: input.urlReturn,
        urlStatus: input.urlStatus,
        expiresAt: now() + ttlMs,
      };
      const payload = Buffer.from(JSON.stringify(ticket), "utf8").toString("base64url");
      return ok({ sessionId: input.sessionId, redirectUrl: `${pageUrl}/${payload}.${mac(payload)}` });
    },

    readTicket(value) {
      const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return null;
      const expected = Buffer.from(mac(match[1]!));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8"));
      } catch {
        return null;
      }
      const parsed = ticketSchema.safeParse(json);
      if (!parsed.success || parsed.data.expiresAt <= now()) return null;
      return parsed.data;
    },

    notificationFor(ticket, decision) {
      // A stable transaction number per session, as Przelewy24 keeps one orderId per paid session.
      const orderId = Number.parseInt(
        createHash("sha256").update(ticket.sessionId).digest("hex").slice(0, 12),
        16,
      );
      const fields = {
        merchantId: SANDBOX_MERCHANT_ID,
        posId: SANDBOX_MERCHANT_ID,
        sessionId: ticket.sessionId,
        amount: ticket.amount,
        originAmount: ticket.amount,
        currency: ticket.currency,
        orderId,
        methodId: 0,
        statement: `${SITE_NAME} – płatność testowa ${orderId}`,
        ...(decision === "refuse" ? { status: "refused" as const } : {}),
      };
      return { ...fields, sign: notificationSign(fields, options.crc) };
    },

    verifyNotification(body) {
      return checkNotification(body, {
        merchantId: SANDBOX_MERCHANT_ID,
        posId: SANDBOX_MERCHANT_ID,
        crc: options.crc,
        acceptStatus: true,
      });
    },

    async confirm() {
      return ok(true);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The page

const money = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" });

/** 12 345,67 zł from integer grosz. */
export function formatGrosz(amount: number): string {
  return money.format(amount / 100);
}

const PAGE_CSS = `.amount{font-size:1.5rem;font-weight:700}
.pay{background:#1a4fd6;color:#fff}.refuse{background:#fff;color:#1a4fd6}
a{color:#1a4fd6}`;

/** The payment page, with its amount, its two buttons and its links. */
const page = (title: string, body: string, nonce: string) => sandboxPage(title, body, nonce, PAGE_CSS);

const BADGE = `<p class="badge">Środowisko testowe (sandbox) — to nie jest prawdziwa płatność</p>`;

/**
 * GET /sandbox-payments/{ticket}: the payment and the two buttons; POST: the choice → the notification
 * (through `deliver`, which the routes point at their own notification route) → 303 to the return address.
 */
export function sandboxPaymentsApp(
  provider: SandboxPaymentProvider,
  deps: { deliver(notification: PaymentNotification, urlStatus: string): Promise<Response> },
) {
  const app = new Hono();

  const gone = (c: Context, nonce: string) =>
    c.html(
      page(
        "Płatność wygasła",
        `${BADGE}<h1>Płatność wygasła lub link jest nieprawidłowy</h1><p>Wróć do oferty w serwisie ${escapeHtml(SITE_NAME)} i rozpocznij płatność ponownie.</p>`,
        nonce,
      ),
      404,
      sandboxPageHeaders(null, nonce),
    );

  app.get("/sandbox-payments/:ticket", (c) => {
    const nonce = randomBytes(16).toString("base64");
    const ticket = provider.readTicket(c.req.param("ticket"));
    if (!ticket) return gone(c, nonce);
    const body = `${BADGE}
<h1>Płatność testowa</h1>
<p>Serwis <strong>${escapeHtml(SITE_NAME)}</strong> prosi o zapłatę. W prawdziwym systemie płatności wybrałbyś tu bank, BLIK lub kartę.</p>
<dl>
<dt>Odbiorca</dt><dd>${escapeHtml(COMPANY.name)}</dd>
<dt>Tytuł</dt><dd>${escapeHtml(ticket.description)}</dd>
<dt>Kwota</dt><dd class="amount">${escapeHtml(formatGrosz(ticket.amount))}</dd>
</dl>
<form method="post">
<div class="actions">
<button class="pay" type="submit" name="decision" value="pay">Zapłać</button>
<button class="refuse" type="submit" name="decision" value="refuse">Odrzuć płatność</button>
</div>
</form>`;
    return c.html(
      page(`Płatność testowa – ${formatGrosz(ticket.amount)}`, body, nonce),
      200,
      sandboxPageHeaders(ticket.urlReturn, nonce),
    );
  });

  app.post("/sandbox-payments/:ticket", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const ticket = provider.readTicket(c.req.param("ticket"));
    if (!ticket) return gone(c, nonce);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = form.decision;
    if (decision !== "pay" && decision !== "refuse") return gone(c, nonce);
    const res = await deps.deliver(provider.notificationFor(ticket, decision), ticket.urlStatus);
    if (!res.ok) {
      log("warn", "sandbox payment notification not accepted", { status: res.status });
      return c.html(
        page(
          "Nie udało się potwierdzić płatności",
          `${BADGE}<h1>Nie udało się potwierdzić płatności</h1><p>Serwis nie przyjął powiadomienia o płatności. <a href="${escapeHtml(ticket.urlReturn)}">Wróć do oferty</a> i spróbuj ponownie.</p>`,
          nonce,
        ),
        502,
        sandboxPageHeaders(ticket.urlReturn, nonce),
      );
    }
    return c.redirect(ticket.urlReturn, 303);
  });

  return app;
}
