// The whole flow with the live Przelewy24 client, against the local stub of its contract over real HTTP:
// register → the customer pays at the stub → its signed notification → transaction/verify → paid.
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiApp } from "../app.ts";
import { createPayments, readPaymentsConfig } from "../integrations/payments-config.ts";
import { type P24Stub, startP24Stub } from "../integrations/payments-p24.test-support.ts";
import {
  eventsOf,
  insertOffer,
  linkPath,
  offerRow,
  PUBLIC_ORIGIN,
  paymentsOf,
  paymentsTestApp,
  post,
} from "./offer-payments.test-support.ts";

const ACCOUNT = {
  merchantId: 654321,
  posId: 654322,
  apiKey: "p24-api-key-for-tests",
  crc: "0123456789abcdef",
};
let handle: DbHandle;
let stub: P24Stub;
let app: ApiApp;

beforeAll(async () => {
  handle = await createTestDb();
  stub = await startP24Stub(ACCOUNT);
  app = paymentsTestApp(handle, (now) =>
    createPayments(
      readPaymentsConfig({
        PAYMENTS_PROVIDER: "przelewy24",
        P24_MERCHANT_ID: String(ACCOUNT.merchantId),
        P24_POS_ID: String(ACCOUNT.posId),
        P24_API_KEY: ACCOUNT.apiKey,
        P24_CRC: ACCOUNT.crc,
        P24_BASE_URL: stub.url,
        PUBLIC_ORIGIN,
      }),
      { now },
    ),
  ).app;
});
afterAll(async () => {
  await stub.close();
  await handle.close();
});

describe("offer payment with Przelewy24 (stub)", () => {
  it("registers, is notified, verifies and marks the offer paid", async () => {
    const offer = await insertOffer(handle.db, { initialFeeGross: 9_840.5 });
    const res = await post(app, linkPath(offer.token), { email: "ewa.zielinska@example.pl" });
    expect(res.status).toBe(200);
    const { redirectUrl } = (await res.json()) as { redirectUrl: string };
    expect(redirectUrl).toMatch(new RegExp(`^${stub.url}/trnRequest/[0-9A-F]+$`));
    const token = redirectUrl.split("/trnRequest/")[1]!;
    const registered = stub.registered.get(token)!;
    expect(registered.body).toMatchObject({
      amount: 984_050,
      email: "ewa.zielinska@example.pl",
      urlReturn: `${PUBLIC_ORIGIN}/oferta/${offer.token}?platnosc=powrot`,
      urlStatus: `${PUBLIC_ORIGIN}/api/payments/notify/przelewy24`,
    });
    expect(stub.calls.at(-1)).toMatchObject({ authOk: true, signOk: true });
    const [pending] = await paymentsOf(handle.db, offer.id);
    expect(pending).toMatchObject({
      provider: "przelewy24",
      status: "pending",
      sessionId: registered.sessionId,
    });

    const notification = stub.pay(token);
    const notified = await post(app, "/payments/notify/przelewy24", notification);
    expect(await notified.json()).toEqual({ received: true, status: "paid", duplicate: false });
    expect(stub.calls.at(-1)).toEqual({
      method: "PUT",
      path: "/api/v1/transaction/verify",
      authOk: true,
      signOk: true,
    });
    const [paid] = await paymentsOf(handle.db, offer.id);
    expect(paid).toMatchObject({ status: "paid", providerOrderId: String(notification.orderId) });
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("paid");
    expect((await eventsOf(handle.db, offer.id)).map((e) => [e.actor, e.type])).toEqual([
      ["customer", "payment_started"],
      ["provider:przelewy24", "payment_paid"],
    ]);

    // Przelewy24 repeating its notification: no second verify, no second event.
    const calls = stub.calls.length;
    const repeat = await post(app, "/payments/notify/przelewy24", notification);
    expect(((await repeat.json()) as { duplicate: boolean }).duplicate).toBe(true);
    expect(stub.calls.length).toBe(calls);
  });

  it("leaves the payment pending and answers 503 when transaction/verify fails, so a repeat can finish it", async () => {
    const offer = await insertOffer(handle.db);
    const res = await post(app, linkPath(offer.token), { email: "jan@example.pl" });
    const token = ((await res.json()) as { redirectUrl: string }).redirectUrl.split("/trnRequest/")[1]!;
    const notification = stub.pay(token);
    stub.failWith = 503;
    try {
      const failed = await post(app, "/payments/notify/przelewy24", notification);
      expect(failed.status).toBe(503);
    } finally {
      stub.failWith = null;
    }
    expect((await paymentsOf(handle.db, offer.id))[0]!.status).toBe("pending");
    const retried = await post(app, "/payments/notify/przelewy24", notification);
    expect(retried.status).toBe(200);
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("paid");
  });

  it("asks for an e-mail (422 on `email`) and answers 503 when Przelewy24 is down, recording nothing", async () => {
    const offer = await insertOffer(handle.db);
    const noEmail = await post(app, linkPath(offer.token));
    expect(noEmail.status).toBe(422);
    const body = (await noEmail.json()) as { field: string; message: string };
    expect(body.field).toBe("email");
    expect(body.message).toContain("e-mail");
    stub.failWith = 503;
    try {
      const down = await post(app, linkPath(offer.token), { email: "jan@example.pl" });
      expect(down.status).toBe(503);
      expect(((await down.json()) as { message: string }).message).toMatch(/chwilowo niedostępne/);
    } finally {
      stub.failWith = null;
    }
    expect(await paymentsOf(handle.db, offer.id)).toHaveLength(0);
    expect((await offerRow(handle.db, offer.id)).paymentStatus).toBe("none");
  });
});
