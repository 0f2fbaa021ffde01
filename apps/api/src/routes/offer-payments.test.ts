import type { DbHandle } from "@vhs/db/client.ts";
import { offerPayments } from "@vhs/db/schema/offers.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiApp } from "../app.ts";
import { notificationSign, type PaymentNotification } from "../integrations/payments.ts";
import { createPayments, readPaymentsConfig } from "../integrations/payments-config.ts";
import { SANDBOX_MERCHANT_ID, type SandboxPaymentProvider } from "../integrations/payments-sandbox.ts";
import {
  eventsOf,
  insertOffer,
  linkPath,
  offerRow,
  PUBLIC_ORIGIN,
  paymentsOf,
  paymentsTestApp,
  post,
  START,
} from "./offer-payments.test-support.ts";

const CRC = "sandbox-crc-for-route-tests";
let handle: DbHandle;
let app: ApiApp;
let sandbox: SandboxPaymentProvider;

beforeAll(async () => {
  handle = await createTestDb();
  const built = paymentsTestApp(handle, (now) =>
    createPayments(readPaymentsConfig({ PAYMENTS_SANDBOX_CRC: CRC, PUBLIC_ORIGIN }), { now }),
  );
  app = built.app;
  sandbox = built.payments.sandbox!;
});
afterAll(async () => {
  await handle.close();
});

/** Creates the payment link; answers the sandbox page's path inside the API (without /api). */
async function startPayment(token: string): Promise<string> {
  const res = await post(app, linkPath(token));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { redirectUrl: string };
  expect(body.redirectUrl).toMatch(/^\/api\/sandbox-payments\//);
  return body.redirectUrl.replace(/^\/api/, "");
}

const choose = (pagePath: string, decision: string) =>
  app.request(pagePath, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision }).toString(),
  });

const ticketOf = (pagePath: string) => sandbox.readTicket(pagePath.split("/").at(-1)!)!;

describe("POST /v3/leasing-offer/{token}/create-payment-get-link", () => {
  it("creates a pending payment of the initial fee, in grosz, with the customer's event", async () => {
    const offer = await insertOffer(handle.db, { initialFeeGross: 12_345.67 });
    const res = await post(app, linkPath(offer.token));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 12_345.67, currency: "PLN", provider: "sandbox" });
    const [payment] = await paymentsOf(handle.db, offer.id);
    expect(payment).toMatchObject({
      provider: "sandbox",
      amount: 1_234_567,
      currency: "PLN",
      status: "pending",
    });
    expect(payment!.redirectUrl).toBe(body.redirectUrl);
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("pending");
    const events = await eventsOf(handle.db, offer.id);
    expect(events.map((e) => [e.actor, e.type])).toEqual([["customer", "payment_started"]]);
    expect(events[0]!.detail).toMatchObject({
      paymentId: payment!.id,
      amount: 1_234_567,
      provider: "sandbox",
    });

    // Asked again within minutes: the same attempt, not a second one.
    const again = (await (await post(app, linkPath(offer.token))).json()) as { redirectUrl: string };
    expect(again.redirectUrl).toBe(body.redirectUrl);
    expect(await paymentsOf(handle.db, offer.id)).toHaveLength(1);
  });

  it("refuses offers that cannot be paid, in Polish, and unknown or malformed tokens", async () => {
    const cases: [Parameters<typeof insertOffer>[1], string][] = [
      [{ paymentEnabled: false }, "PAYMENT_DISABLED"],
      [{ validUntil: new Date(START - 1000) }, "OFFER_EXPIRED"],
      [{ status: "expired" }, "OFFER_EXPIRED"],
      [{ status: "withdrawn", withdrawnAt: new Date(START - 1000) }, "OFFER_WITHDRAWN"],
      [{ status: "draft" }, "OFFER_DRAFT"],
      [{ paymentStatus: "paid" }, "ALREADY_PAID"],
      [{ initialFeeGross: 0 }, "NOTHING_TO_PAY"],
    ];
    for (const [over, code] of cases) {
      const offer = await insertOffer(handle.db, over);
      const res = await post(app, linkPath(offer.token));
      const body = (await res.json()) as { error: boolean; code: string; message: string };
      expect([res.status, body.code], code).toEqual([409, code]);
      expect(body.message).toMatch(/[ąćęłńóśźż]/);
      expect(await paymentsOf(handle.db, offer.id)).toHaveLength(0);
      expect(await eventsOf(handle.db, offer.id)).toHaveLength(0);
    }
    const unknown = await post(app, linkPath("A".repeat(32)));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/Nie znaleziono oferty/);
    const malformed = await post(app, linkPath("za-krotki"));
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { fields: { field: string }[] }).fields[0]!.field).toBe("token");
    const badEmail = await post(app, linkPath("A".repeat(32)), { email: "to nie e-mail" });
    expect(badEmail.status).toBe(422);
  });
});

describe("the sandbox payment page", () => {
  it("shows the amount and two buttons, and a payment approved there marks the offer paid", async () => {
    const offer = await insertOffer(handle.db, { initialFeeGross: 12_345.67 });
    const pagePath = await startPayment(offer.token);
    const page = await app.request(pagePath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain("12\u00a0345,67\u00a0zł");
    expect(html).toMatch(/<button[^>]*value="pay">Zapłać<\/button>/);
    expect(html).toMatch(/<button[^>]*value="refuse">Odrzuć płatność<\/button>/);
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${PUBLIC_ORIGIN}`);

    const res = await choose(pagePath, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${PUBLIC_ORIGIN}/oferta/${offer.token}?platnosc=powrot`);
    const [payment] = await paymentsOf(handle.db, offer.id);
    expect(payment!.status).toBe("paid");
    expect(payment!.providerOrderId).toMatch(/^\d+$/);
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("paid");
    const events = await eventsOf(handle.db, offer.id);
    expect(events.map((e) => [e.actor, e.type])).toEqual([
      ["customer", "payment_started"],
      ["provider:sandbox", "payment_paid"],
    ]);
    expect(events[1]!.detail).toMatchObject({ paymentStatus: { from: "pending", to: "paid" } });

    const paidAgain = await post(app, linkPath(offer.token));
    expect(paidAgain.status).toBe(409);
    expect(((await paidAgain.json()) as { code: string }).code).toBe("ALREADY_PAID");
  });

  it("a refusal marks the payment failed, and the customer can start again", async () => {
    const offer = await insertOffer(handle.db);
    const pagePath = await startPayment(offer.token);
    const res = await choose(pagePath, "refuse");
    expect(res.status).toBe(303);
    const [payment] = await paymentsOf(handle.db, offer.id);
    expect(payment!.status).toBe("failed");
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("failed");
    expect((await eventsOf(handle.db, offer.id)).at(-1)).toMatchObject({
      actor: "provider:sandbox",
      type: "payment_failed",
    });
    await startPayment(offer.token);
    expect((await paymentsOf(handle.db, offer.id)).map((p) => p.status)).toEqual(["failed", "pending"]);
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("pending");
  });

  it("an altered or unknown page address shows a Polish 404 page", async () => {
    const res = await app.request(`/sandbox-payments/${"x".repeat(20)}.${"y".repeat(43)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Płatność wygasła lub link jest nieprawidłowy");
  });
});

describe("POST /payments/notify/{provider}", () => {
  async function pendingPayment() {
    const offer = await insertOffer(handle.db);
    const pagePath = await startPayment(offer.token);
    return { offer, notification: sandbox.notificationFor(ticketOf(pagePath), "pay") };
  }
  const notify = (body: unknown, provider = "sandbox") => post(app, `/payments/notify/${provider}`, body);
  const resign = (n: PaymentNotification, change: Partial<PaymentNotification>) => {
    const { sign: _, ...fields } = { ...n, ...change };
    return { ...fields, sign: notificationSign(fields, CRC) };
  };

  it("rejects a bad signature (400) and changes and records nothing", async () => {
    const { offer, notification } = await pendingPayment();
    const { sign: _, ...unsigned } = notification;
    for (const body of [
      { ...notification, sign: "0".repeat(96) },
      { ...notification, amount: 1 },
      { ...notification, sign: notificationSign(unsigned, "wrong-key") },
    ]) {
      const res = await notify(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("Nieprawidłowy podpis powiadomienia.");
    }
    expect((await paymentsOf(handle.db, offer.id))[0]!.status).toBe("pending");
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("pending");
    expect((await eventsOf(handle.db, offer.id)).map((e) => e.type)).toEqual(["payment_started"]);
  });

  it("rejects a signed notification whose amount differs from the payment (400), status unchanged", async () => {
    const { offer, notification } = await pendingPayment();
    const res = await notify(resign(notification, { amount: notification.amount - 100 }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("AMOUNT_MISMATCH");
    const currency = await notify(resign(notification, { currency: "EUR" }));
    expect(currency.status).toBe(400);
    expect((await paymentsOf(handle.db, offer.id))[0]!.status).toBe("pending");
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("pending");
    const types = (await eventsOf(handle.db, offer.id)).map((e) => e.type);
    expect(types).not.toContain("payment_paid");
    expect(types.filter((t) => t === "payment_amount_mismatch")).toHaveLength(2);
  });

  it("is idempotent: the same notification again changes nothing and writes no event", async () => {
    const { offer, notification } = await pendingPayment();
    const first = await notify(notification);
    expect(await first.json()).toEqual({ received: true, status: "paid", duplicate: false });
    const second = await notify(notification);
    expect(await second.json()).toEqual({ received: true, status: "paid", duplicate: true });
    // A late refusal of a paid payment changes nothing either.
    const lateRefusal = await notify(
      sandbox.notificationFor(
        ticketOf((await paymentsOf(handle.db, offer.id))[0]!.redirectUrl.replace(/^\/api/, "")),
        "refuse",
      ),
    );
    expect(((await lateRefusal.json()) as { duplicate: boolean }).duplicate).toBe(true);
    const concurrent = await Promise.all([notify(notification), notify(notification), notify(notification)]);
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await eventsOf(handle.db, offer.id)).map((e) => e.type)).toEqual([
      "payment_started",
      "payment_paid",
    ]);
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("paid");
  });

  it("answers 404 to an unknown session or a provider not in use, 422 to a malformed body", async () => {
    const { notification } = await pendingPayment();
    const unknown = await notify(resign(notification, { sessionId: "0f0f0f0f-0000-4000-8000-000000000000" }));
    expect(unknown.status).toBe(404);
    const other = await notify(notification, "przelewy24");
    expect(other.status).toBe(404);
    const malformed = await notify({ ...notification, amount: "dużo" });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { fields: { field: string }[] }).fields[0]!.field).toBe("amount");
    const formEncoded = await app.request("/payments/notify/sandbox", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ sessionId: notification.sessionId }).toString(),
    });
    expect(formEncoded.status).toBe(415);
    expect(notification.merchantId).toBe(SANDBOX_MERCHANT_ID);
    const [row] = await handle.db
      .select()
      .from(offerPayments)
      .where(eq(offerPayments.sessionId, notification.sessionId));
    expect(row!.status).toBe("pending");
  });
});
