// Test helper: a local imitation of Przelewy24's REST API v1 contract (the parts we use), served over
// real HTTP by stub-server.ts. It refuses wrong Basic auth (401) and wrong signs (400) as the documented
// API does, remembers registered transactions by token, "pays" one on request — building the notification
// Przelewy24 would post to urlStatus, signed with the CRC key — and accepts transaction/verify only for a
// paid transaction with the same session, order id, amount and currency.
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { notificationSign, type PaymentNotification, registerSign, verifySign } from "./payments.ts";
import { type Stub, startStub } from "./stub-server.ts";

export interface P24StubAccount {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}

interface Registered {
  body: Record<string, unknown>;
  sessionId: string;
  amount: number;
  currency: string;
  orderId: number | null;
}

export interface P24Stub extends Stub {
  /** Every request the stub received, in order: method, path, whether auth and sign were right. */
  calls: { method: string; path: string; authOk: boolean; signOk: boolean | null }[];
  registered: Map<string, Registered>;
  /** The customer pays the transaction of `token`: the notification Przelewy24 would send. */
  pay(token: string): PaymentNotification;
  /** Make the next answers fail with this HTTP status (e.g. 503), or null for normal service. */
  failWith: number | null;
}

export async function startP24Stub(account: P24StubAccount): Promise<P24Stub> {
  const registered = new Map<string, Registered>();
  const calls: P24Stub["calls"] = [];
  const expectedAuth = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString("base64")}`;
  let nextOrderId = 300_000_001;
  const state = { failWith: null as number | null };

  const app = new Hono();
  app.use(async (c, next) => {
    if (state.failWith)
      return c.json({ error: "Service unavailable", code: state.failWith }, state.failWith as 503);
    await next();
  });

  app.post("/api/v1/transaction/register", async (c) => {
    const authOk = c.req.header("authorization") === expectedAuth;
    const body = (await c.req.json()) as Record<string, unknown>;
    const sign =
      typeof body.sessionId === "string" &&
      typeof body.amount === "number" &&
      typeof body.currency === "string"
        ? registerSign({
            sessionId: body.sessionId,
            merchantId: account.merchantId,
            amount: body.amount,
            currency: body.currency,
            crc: account.crc,
          })
        : null;
    const signOk = sign !== null && body.sign === sign && body.merchantId === account.merchantId;
    calls.push({ method: "POST", path: "/api/v1/transaction/register", authOk, signOk });
    if (!authOk) return c.json({ error: "Incorrect authentication", code: 401 }, 401);
    const required = ["merchantId", "posId", "sessionId", "amount", "currency", "description", "email"];
    const missing = required.filter((k) => body[k] === undefined);
    if (missing.length || !body.urlReturn || !body.country || !body.language)
      return c.json({ error: `Missing: ${missing.join(",")}`, code: 400 }, 400);
    if (!signOk) return c.json({ error: "Incorrect CRC value", code: 400 }, 400);
    const token = randomBytes(18).toString("hex").toUpperCase();
    registered.set(token, {
      body,
      sessionId: body.sessionId as string,
      amount: body.amount as number,
      currency: body.currency as string,
      orderId: null,
    });
    return c.json({ data: { token }, responseCode: 0 });
  });

  app.put("/api/v1/transaction/verify", async (c) => {
    const authOk = c.req.header("authorization") === expectedAuth;
    const body = (await c.req.json()) as Record<string, unknown>;
    const signOk =
      body.sign ===
      verifySign({
        sessionId: String(body.sessionId),
        orderId: Number(body.orderId),
        amount: Number(body.amount),
        currency: String(body.currency),
        crc: account.crc,
      });
    calls.push({ method: "PUT", path: "/api/v1/transaction/verify", authOk, signOk });
    if (!authOk) return c.json({ error: "Incorrect authentication", code: 401 }, 401);
    if (!signOk) return c.json({ error: "Incorrect sign", code: 400 }, 400);
    const paid = [...registered.values()].find(
      (t) =>
        t.sessionId === body.sessionId &&
        t.orderId === body.orderId &&
        t.amount === body.amount &&
        t.currency === body.currency &&
        body.merchantId === account.merchantId &&
        body.posId === account.posId,
    );
    if (!paid) return c.json({ error: "Transaction not found", code: 400 }, 400);
    return c.json({ data: { status: "success" }, responseCode: 0 });
  });

  const stub = await startStub(app);
  return {
    ...stub,
    calls,
    registered,
    get failWith() {
      return state.failWith;
    },
    set failWith(value: number | null) {
      state.failWith = value;
    },
    pay(token) {
      const t = registered.get(token);
      if (!t) throw new Error(`unknown token ${token}`);
      t.orderId ??= nextOrderId++;
      const fields = {
        merchantId: account.merchantId,
        posId: account.posId,
        sessionId: t.sessionId,
        amount: t.amount,
        originAmount: t.amount,
        currency: t.currency,
        orderId: t.orderId,
        methodId: 154,
        statement: `p24-${t.orderId}`,
      };
      return { ...fields, sign: notificationSign(fields, account.crc) };
    },
  };
}
