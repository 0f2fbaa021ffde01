import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPrzelewy24Provider,
  notificationSign,
  type PaymentProvider,
  registerSign,
  verifySign,
} from "./payments.ts";
import { createPayments, readPaymentsConfig } from "./payments-config.ts";
import { type P24Stub, startP24Stub } from "./payments-p24.test-support.ts";
import { createSandboxPaymentProvider, SANDBOX_MERCHANT_ID } from "./payments-sandbox.ts";

const sha384 = (text: string) => createHash("sha384").update(text, "utf8").digest("hex");
const ACCOUNT = { merchantId: 123456, posId: 123456, apiKey: "k3y-0f-the-api-1234", crc: "c7c0ffee15d0c0a5" };

const input = (over: Partial<Parameters<PaymentProvider["createPayment"]>[0]> = {}) => ({
  sessionId: "5b0f3c1e-8a43-4d7a-9a53-5c9d1f0a2b11",
  amount: 1_234_567,
  currency: "PLN" as const,
  description: "Opłata wstępna – leasing Škoda Octavia (Leasingowo)",
  email: "jan.kowalski@example.pl",
  urlReturn: "https://www.leasingowo.test/oferta/abc?platnosc=powrot",
  urlStatus: "https://www.leasingowo.test/api/payments/notify/przelewy24",
  ...over,
});

describe("Przelewy24 signs", () => {
  it("register: SHA-384 of the JSON {sessionId, merchantId, amount, currency, crc} in this order", () => {
    expect(registerSign({ sessionId: "s-1", merchantId: 11, amount: 100, currency: "PLN", crc: "abc" })).toBe(
      sha384('{"sessionId":"s-1","merchantId":11,"amount":100,"currency":"PLN","crc":"abc"}'),
    );
  });

  it("verify: {sessionId, orderId, amount, currency, crc}", () => {
    expect(verifySign({ sessionId: "s/1", orderId: 7, amount: 5, currency: "PLN", crc: "x" })).toBe(
      sha384('{"sessionId":"s/1","orderId":7,"amount":5,"currency":"PLN","crc":"x"}'),
    );
  });

  it("notification: ten fields, Polish letters and slashes left unescaped", () => {
    const fields = {
      merchantId: 1,
      posId: 2,
      sessionId: "a/b",
      amount: 300,
      originAmount: 300,
      currency: "PLN",
      orderId: 9,
      methodId: 25,
      statement: "Opłata żółć",
    };
    expect(notificationSign(fields, "k")).toBe(
      sha384(
        '{"merchantId":1,"posId":2,"sessionId":"a/b","amount":300,"originAmount":300,"currency":"PLN","orderId":9,"methodId":25,"statement":"Opłata żółć","crc":"k"}',
      ),
    );
  });
});

describe("Przelewy24 live client against a stub of its contract", () => {
  let stub: P24Stub;
  let p24: PaymentProvider;
  beforeAll(async () => {
    stub = await startP24Stub(ACCOUNT);
    p24 = createPrzelewy24Provider({ ...ACCOUNT, baseUrl: stub.url, timeoutMs: 2000 });
  });
  afterAll(() => stub.close());

  it("registers a transaction with Basic auth and a right sign, and sends the customer to /trnRequest/{token}", async () => {
    const created = await p24.createPayment(input());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const token = created.value.redirectUrl.split("/trnRequest/")[1]!;
    expect(created.value.redirectUrl).toBe(`${stub.url}/trnRequest/${token}`);
    expect(stub.calls.at(-1)).toEqual({
      method: "POST",
      path: "/api/v1/transaction/register",
      authOk: true,
      signOk: true,
    });
    const body = stub.registered.get(token)!.body;
    expect(body).toMatchObject({
      merchantId: ACCOUNT.merchantId,
      posId: ACCOUNT.posId,
      amount: 1_234_567,
      currency: "PLN",
      country: "PL",
      language: "pl",
      email: "jan.kowalski@example.pl",
      urlStatus: "https://www.leasingowo.test/api/payments/notify/przelewy24",
    });
  });

  it("verifies the notification's sign and merchant, then confirms with transaction/verify", async () => {
    const created = await p24.createPayment(input({ sessionId: "a1d8e0b5-4c1e-4b9f-8c55-1e2f3a4b5c6d" }));
    if (!created.ok) throw new Error("not created");
    const notification = stub.pay(created.value.redirectUrl.split("/trnRequest/")[1]!);
    const checked = p24.verifyNotification(notification);
    expect(checked).toEqual({
      ok: true,
      value: {
        sessionId: "a1d8e0b5-4c1e-4b9f-8c55-1e2f3a4b5c6d",
        providerOrderId: String(notification.orderId),
        amount: 1_234_567,
        currency: "PLN",
        status: "paid",
        orderId: notification.orderId,
      },
    });
    if (!checked.ok) return;
    expect(await p24.confirm(checked.value)).toEqual({ ok: true, value: true });
    expect(stub.calls.at(-1)).toEqual({
      method: "PUT",
      path: "/api/v1/transaction/verify",
      authOk: true,
      signOk: true,
    });
    // A transaction the stub never saw paid is not confirmed.
    const other = await p24.confirm({ ...checked.value, orderId: 1 });
    expect(other.ok).toBe(false);
  });

  it("refuses notifications with a wrong sign, another merchant or a sandbox status field", async () => {
    const created = await p24.createPayment(input({ sessionId: "c0ffee00-4c1e-4b9f-8c55-1e2f3a4b5c6d" }));
    if (!created.ok) throw new Error("not created");
    const good = stub.pay(created.value.redirectUrl.split("/trnRequest/")[1]!);
    const refusal = (body: unknown) => {
      const r = p24.verifyNotification(body);
      return r.ok ? null : r.error.reason;
    };
    expect(refusal({ ...good, amount: good.amount + 1 })).toBe("BAD_SIGNATURE");
    const { sign: _, ...fields } = good;
    const foreign = { ...fields, merchantId: 999 };
    expect(refusal({ ...foreign, sign: notificationSign(foreign, ACCOUNT.crc) })).toBe("WRONG_MERCHANT");
    const withStatus = { ...fields, status: "paid" as const };
    expect(refusal({ ...withStatus, sign: notificationSign(withStatus, ACCOUNT.crc) })).toBe("INVALID");
    expect(refusal({ sessionId: "x" })).toBe("INVALID");
  });

  it("answers its own errors: wrong key or CRC (refused), a 503 or no answer (unavailable), no e-mail", async () => {
    const wrongKey = createPrzelewy24Provider({ ...ACCOUNT, apiKey: "wrong-key-123", baseUrl: stub.url });
    expect(await wrongKey.createPayment(input())).toMatchObject({
      ok: false,
      error: { code: "PROVIDER_ERROR" },
    });
    expect(stub.calls.at(-1)?.authOk).toBe(false);
    const wrongCrc = createPrzelewy24Provider({ ...ACCOUNT, crc: "another-crc-key", baseUrl: stub.url });
    expect(await wrongCrc.createPayment(input())).toMatchObject({
      ok: false,
      error: { code: "PROVIDER_ERROR" },
    });
    expect(stub.calls.at(-1)).toMatchObject({ authOk: true, signOk: false });

    stub.failWith = 503;
    try {
      expect(await p24.createPayment(input())).toMatchObject({
        ok: false,
        error: { code: "PROVIDER_UNAVAILABLE" },
      });
    } finally {
      stub.failWith = null;
    }
    const down = createPrzelewy24Provider({ ...ACCOUNT, baseUrl: "http://127.0.0.1:9", timeoutMs: 500 });
    expect(await down.createPayment(input())).toMatchObject({
      ok: false,
      error: { code: "PROVIDER_UNAVAILABLE" },
    });

    const before = stub.calls.length;
    expect(await p24.createPayment(input({ email: null }))).toMatchObject({
      ok: false,
      error: { code: "EMAIL_REQUIRED" },
    });
    expect(stub.calls.length).toBe(before);
  });
});

describe("sandbox provider", () => {
  const clock = { now: Date.parse("2026-11-20T10:00:00Z") };
  const sandbox = createSandboxPaymentProvider({ crc: "sandbox-crc-for-tests", now: () => clock.now });

  it("creates a page address whose ticket carries the payment and cannot be altered", async () => {
    const created = await sandbox.createPayment(input({ email: null }));
    if (!created.ok) throw new Error("not created");
    expect(created.value.redirectUrl).toMatch(/^\/api\/sandbox-payments\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const ticket = created.value.redirectUrl.split("/").at(-1)!;
    expect(sandbox.readTicket(ticket)).toMatchObject({ amount: 1_234_567, sessionId: input().sessionId });
    const [payload, mac] = ticket.split(".") as [string, string];
    const altered = Buffer.from(
      Buffer.from(payload, "base64url").toString("utf8").replace("1234567", "100"),
      "utf8",
    ).toString("base64url");
    expect(sandbox.readTicket(`${altered}.${mac}`)).toBeNull();
    clock.now += 31 * 60 * 1000;
    expect(sandbox.readTicket(ticket)).toBeNull();
  });

  it("signs its notifications like Przelewy24, with the refusal inside the signed fields", async () => {
    clock.now = Date.parse("2026-11-20T10:00:00Z");
    const created = await sandbox.createPayment(input());
    if (!created.ok) throw new Error("not created");
    const ticket = sandbox.readTicket(created.value.redirectUrl.split("/").at(-1)!)!;
    const paid = sandbox.notificationFor(ticket, "pay");
    expect(paid.merchantId).toBe(SANDBOX_MERCHANT_ID);
    expect(sandbox.verifyNotification(paid)).toMatchObject({
      ok: true,
      value: { status: "paid", amount: 1_234_567 },
    });
    const refused = sandbox.notificationFor(ticket, "refuse");
    expect(sandbox.verifyNotification(refused)).toMatchObject({ ok: true, value: { status: "failed" } });
    // Flipping the refusal into a payment breaks the sign.
    const { status: _, ...flipped } = refused;
    expect(sandbox.verifyNotification(flipped)).toMatchObject({
      ok: false,
      error: { reason: "BAD_SIGNATURE" },
    });
    // Another key (e.g. the live provider's) does not accept sandbox notifications.
    const other = createSandboxPaymentProvider({ crc: "another-sandbox-key" });
    expect(other.verifyNotification(paid).ok).toBe(false);
  });
});

describe("payments configuration", () => {
  const message = (env: Record<string, string>) => {
    try {
      readPaymentsConfig(env);
      return "";
    } catch (e) {
      return (e as Error).message;
    }
  };

  it("defaults to the sandbox with its page under /api", () => {
    const payments = createPayments(readPaymentsConfig({}));
    expect(payments.provider.name).toBe("sandbox");
    expect(payments.sandbox).not.toBeNull();
    expect(payments.apiUrl).toBe("http://localhost:3000/api");
    expect(
      createPayments(readPaymentsConfig({}), { publicOrigin: "https://www.leasingowo.pl/" }).apiUrl,
    ).toBe("https://www.leasingowo.pl/api");
  });

  it("selects Przelewy24 and names every wrong or missing variable", () => {
    expect(message({ PAYMENTS_PROVIDER: "payu" })).toMatch(/PAYMENTS_PROVIDER/);
    const missing = message({ PAYMENTS_PROVIDER: "przelewy24" });
    for (const key of ["P24_MERCHANT_ID", "P24_API_KEY", "P24_CRC"]) expect(missing).toContain(key);
    expect(message({ P24_MERCHANT_ID: "abc" })).toMatch(/P24_MERCHANT_ID/);
    expect(message({ P24_BASE_URL: "ftp://x" })).toMatch(/P24_BASE_URL/);
    const live = createPayments(
      readPaymentsConfig({
        PAYMENTS_PROVIDER: "przelewy24",
        P24_MERCHANT_ID: "123456",
        P24_API_KEY: "k3y-0f-the-api-1234",
        P24_CRC: "c7c0ffee15d0c0a5",
        PAYMENTS_API_URL: "https://api.leasingowo.pl/",
      }),
    );
    expect(live.provider.name).toBe("przelewy24");
    expect(live.sandbox).toBeNull();
    expect(live.apiUrl).toBe("https://api.leasingowo.pl");
  });
});
