// Setup steps for the online-order targets of scripts/bench.ts (docs/order-flow.md): each one makes its
// own order on the started site through the public API, as a visitor would, and answers what its target
// needs — the order's path, the `vhs_order` cookie the web reads the secret from, or a request body.
import { randomUUID } from "node:crypto";
import { FIRM } from "../../apps/web/tests/support/sandbox-firm.ts";

/** What a target's setup answers: replaces the target's path, headers or body. */
export interface SetupResult {
  path?: string;
  headers?: Record<string, string>;
  body?: unknown;
}
interface Order {
  uuid: string;
  secret: string;
}

export const API = "/api/digital-order";
export const NIP_ACTIVE = "5254476542"; // the sandbox register's AUTO-FLOTA POLSKA (Czynny): approved
export const CONTACT = {
  firstName: "Marek",
  lastName: "Zawadzki",
  email: "marek.zawadzki@example.pl",
  phone: "+48 600 700 800",
  consents: { rodo: true, bikBig: true, marketing: false },
};
export const LEASING = { client: "entrepreneur", duration: 48, initialFee: 20, repurchase: 30 };

/** How the setups reach the site: `fetch` over HTTP, or a test's own way to the site's app. */
export type Send = (url: string, init?: RequestInit) => Promise<Response>;

async function call<T>(
  base: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  send: Send = fetch,
) {
  const res = await send(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path.split("?")[0]} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The create body: the first car of the catalogue. */
async function createBody(base: string, send: Send = fetch) {
  const cars = await call<{ items: { id: number }[] }>(base, "/api/v3/cars/?limit=1", undefined, {}, send);
  if (!cars.items[0]) throw new Error("the catalogue is empty");
  return { variantId: cars.items[0].id, ...LEASING };
}

/** A draft order with steps 1 (contact) and 2 (leasing) saved, as when a visitor comes back mid-form. */
async function draftOrder(base: string, send: Send = fetch): Promise<Order> {
  const key = { "idempotency-key": randomUUID() };
  const { uuid, secret } = await call<Order>(base, `${API}/create`, await createBody(base, send), key, send);
  const order = { uuid, secret };
  await call(base, `${API}/storeContact`, { ...order, ...CONTACT }, {}, send);
  await call(base, `${API}/storeLeasingParam`, { ...order, ...LEASING }, {}, send);
  return order;
}

/** The `vhs_order` cookie, as the personal link /powrot/{uuid}/{secret} sets it. */
export async function orderCookie(base: string, order: Order, send: Send = fetch): Promise<string> {
  const res = await send(`${base}/powrot/${order.uuid}/${order.secret}`, { redirect: "manual" });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 303 || !cookie?.startsWith("vhs_order="))
    throw new Error(`/powrot answered ${res.status} without the order cookie`);
  return cookie;
}

/** A firm's order through every step, the sandbox bank's consent included, submitted and decided. */
export async function decidedOrder(base: string, send: Send = fetch): Promise<Order> {
  const ask = <T>(path: string, body?: unknown) => call<T>(base, path, body, {}, send);
  const order = await draftOrder(base, send);
  const { company } = await ask<{
    company: { name: string; regon: string; krs: string; legalForm: string };
  }>(`${API}/getCompanyData?nip=${NIP_ACTIVE}`);
  await ask(`${API}/storeOrderData`, {
    ...order,
    company: {
      nip: NIP_ACTIVE,
      name: company.name,
      regon: company.regon,
      krs: company.krs,
      legalForm: company.legalForm,
      address: FIRM.company.address,
    },
    companyDetails: FIRM.companyDetails,
    delivery: FIRM.delivery,
    statements: FIRM.statements,
  });
  const auth = { orderUuid: order.uuid, secret: order.secret };
  const { redirectUrl } = await ask<{ redirectUrl: string }>(`${API}/psd2/initiate`, {
    ...auth,
    bankId: "pko-bp",
    redirectUri: `/zamow/${order.uuid}?krok=bank`,
  });
  // "Zgoda" on the sandbox bank's consent page: back to redirectUri with state and code.
  const consentUrl = new URL(redirectUrl, base);
  const consent = await send(consentUrl.href, {
    method: "POST",
    body: new URLSearchParams({ state: consentUrl.searchParams.get("state") ?? "", decision: "grant" }),
    redirect: "manual",
  });
  const back = new URL(consent.headers.get("location") ?? "", base).searchParams;
  const bank = await ask<{ status: string }>(`${API}/psd2/result`, {
    ...auth,
    state: back.get("state"),
    code: back.get("code"),
  });
  if (bank.status !== "VERIFIED") throw new Error(`the sandbox bank answered ${bank.status}`);
  await ask(`${API}/submit`, order);
  // The decision becomes visible after ORDER_DECISION_DELAY_MS (4 s by default).
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const status = await ask<{ final: boolean; pollAfterMs: number | null }>(
      `${API}/checkStatus?uuid=${order.uuid}`,
    );
    if (status.final) return order;
    await new Promise((r) => setTimeout(r, status.pollAfterMs ?? 500));
  }
  throw new Error("no decision within 60 s");
}

const query = (o: Order) => `uuid=${o.uuid}&secret=${encodeURIComponent(o.secret)}`;

export const orderSetups = {
  /** GET /zamow/{uuid} with the order's cookie: the form at the next step (3, the firm's data). */
  async form(base: string): Promise<SetupResult> {
    const order = await draftOrder(base);
    return { path: `/zamow/${order.uuid}`, headers: { cookie: await orderCookie(base, order) } };
  },
  /** GET /zamow/{uuid}?krok=decyzja of an approved order. */
  async decision(base: string): Promise<SetupResult> {
    const order = await decidedOrder(base);
    return {
      path: `/zamow/${order.uuid}?krok=decyzja`,
      headers: { cookie: await orderCookie(base, order) },
    };
  },
  async get(base: string): Promise<SetupResult> {
    return { path: `${API}/get?${query(await draftOrder(base))}` };
  },
  async checkStatus(base: string): Promise<SetupResult> {
    return { path: `${API}/checkStatus?uuid=${(await draftOrder(base)).uuid}` };
  },
  /** Step 1 saved again and again (a draft's steps can be re-saved). */
  async storeContact(base: string): Promise<SetupResult> {
    return { body: { ...(await draftOrder(base)), ...CONTACT } };
  },
  /** Step 2 saved again and again, with the same client type (so no later step is cleared). */
  async storeLeasing(base: string): Promise<SetupResult> {
    return { body: { ...(await draftOrder(base)), ...LEASING } };
  },
  /** The body only: the target's Idempotency-Key has `[<id>]`, so each request makes a new order. */
  async create(base: string): Promise<SetupResult> {
    return { body: await createBody(base) };
  },
  /** One fixed Idempotency-Key, its order made here: every measured request is a replay (200). */
  async createReplay(base: string): Promise<SetupResult> {
    const body = await createBody(base);
    const headers = { "idempotency-key": `bench-replay-${randomUUID()}` };
    await call(base, `${API}/create`, body, headers);
    return { body, headers };
  },
};
