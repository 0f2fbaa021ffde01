import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createApiApp } from "@vhs/api/app.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decidedOrder, orderCookie, type Send } from "../../../scripts/bench/order-setup.ts";
import { FIRM } from "../tests/support/sandbox-firm.ts";
import { createSiteApp } from "./app.ts";

// The order form's pages as the production build renders them, on the real API and database: each step's
// hydration data carries the part of the setup that step shows, not the whole of it.
const buildPath = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(buildPath))
  throw new Error("Run `npm run build` first: these tests use the production build.");

let handle: DbHandle;
let api: ReturnType<typeof createApiApp>;
let site: ReturnType<typeof createSiteApp>;
let cookie: string;
let uuid: string;
let secret: string;
/** The API paths the site asked for, in order. */
const asked: string[] = [];

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const res = await api.request(`/digital-order/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json() as Promise<{ uuid: string; secret: string }>;
}

beforeAll(async () => {
  const build = (await import(buildPath.href)) as ServerBuild;
  handle = await createTestDb({ seed: true });
  // The decision is there as soon as the order is submitted.
  api = createApiApp(handle, { basePath: "/api", digitalOrder: { decisionDelayMs: 0 } });
  site = createSiteApp({
    build,
    clientDir: new URL("../build/client", import.meta.url).pathname,
    publicOrigin: "https://www.leasingowo.pl",
    redirectHosts: [],
    api,
    transport: {
      fetch: async (r) => {
        asked.push(new URL(r.url).pathname);
        return api.fetch(r);
      },
      baseUrl: "http://api.internal",
      timeoutMs: 1000,
    },
  });
  const cars = (await (await api.request("/v3/cars/?limit=1")).json()) as { items: { id: number }[] };
  const order = await post(
    "create",
    { variantId: cars.items[0]!.id, ...FIRM.leasing },
    { "idempotency-key": randomUUID() },
  );
  uuid = order.uuid;
  secret = order.secret;
  await post("storeContact", { ...order, ...FIRM.contact });
  await post("storeLeasingParam", { ...order, ...FIRM.leasing });
  const back = await site.request(`/powrot/${order.uuid}/${order.secret}`);
  expect(back.status).toBe(303);
  cookie = back.headers.get("set-cookie")!.split(";")[0]!;
});
afterAll(async () => {
  await handle.close();
});

/** The page of one step and its hydration data (the loader data React Router streams into the page). */
async function stepPage(step: string) {
  const res = await site.request(`/zamow/${uuid}?krok=${step}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const data = [...html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join("");
  expect(data).toContain("routes/order/form");
  return { html, data };
}

const RODO = "Administratorem Twoich danych osobowych";
const PEP = "eksponowane stanowisko polityczne";
const DECISION_TEXT = "Możesz pobrać ofertę leasingową z decyzją";

describe("the order form's hydration data", () => {
  it("sends the consent texts to step 1 only, where they are shown", async () => {
    const contact = await stepPage("contact");
    expect(contact.html).toContain(RODO);
    expect(contact.data).toContain(RODO);
    for (const step of ["leasing", "client", "details", "delivery", "statements", "bank"]) {
      const page = await stepPage(step);
      expect(page.data, step).not.toContain(RODO);
      expect(page.data, step).not.toContain(DECISION_TEXT);
    }
  });

  it("sends each step its own lists, and the summary the labels of every step", async () => {
    const client = await stepPage("client");
    expect(client.html).toContain("Spółka z ograniczoną odpowiedzialnością");
    expect(client.data).not.toContain(PEP);
    expect(client.data).not.toContain("mazowieckie");

    const delivery = await stepPage("delivery");
    expect(delivery.html).toContain("mazowieckie");
    expect(delivery.data).toContain("mazowieckie");
    expect(delivery.data).not.toContain(PEP);

    const statements = await stepPage("statements");
    expect(statements.html).toContain(PEP);
    expect(statements.data).not.toContain("mazowieckie");
  });

  it("sends the order's fields the screens show, not the API's codes and times, and its values once", async () => {
    const answer = await (await api.request(`/digital-order/get?uuid=${uuid}&secret=${secret}`)).text();
    for (const field of ["eurotaxCode", "dictionaryVersionId", "createdAt", "completedAt"])
      expect(answer, field).toContain(`"${field}"`);
    const { car } = JSON.parse(answer) as { car: { model: string; version: string } };
    for (const step of ["contact", "client", "bank"]) {
      const page = await stepPage(step);
      expect(page.html).toContain(car.version);
      for (const field of ["eurotaxCode", "offerCode", "dictionaryVersionId", "createdAt", "completedAt"])
        expect(page.data, `${step}: ${field}`).not.toContain(`"${field}"`);
      // The form's values are drawn from the order in the page, not sent beside it.
      expect(page.data, step).not.toContain('"values"');
      expect(page.data, step).toContain('"firstName"');
    }
  });

  it("keeps the page of a step well below the whole setup's weight", async () => {
    const full = (await (await api.request("/digital-order/setup")).text()).length;
    const client = await stepPage("client");
    expect(full).toBeGreaterThan(8_000);
    expect(client.data.length).toBeLessThan(full);
  });
});

describe("the decision page", () => {
  // The bench's own steps to a decided order, sent to the site's and the API's apps instead of a port.
  const send: Send = async (url, init) => {
    const { pathname, search } = new URL(url);
    return pathname.startsWith("/api/")
      ? api.request(pathname.slice("/api".length) + search, init)
      : site.request(pathname + search, init);
  };

  it("shows a decided order's decision with one call for the order, not a status call after it", async () => {
    const base = "https://www.leasingowo.pl";
    const order = await decidedOrder(base, send);
    const headers = { cookie: await orderCookie(base, order, send) };
    for (const visit of ["first", "again"]) {
      asked.length = 0;
      const res = await site.request(`/zamow/${order.uuid}?krok=decyzja`, { headers });
      expect(res.status, visit).toBe(200);
      const html = await res.text();
      expect(html, visit).toContain("Decyzja pozytywna");
      expect(html, visit).toContain(DECISION_TEXT);
      // The setup is the same for every order and kept by the site for a while: only this order's calls.
      const orderCalls = asked.filter((p) => p.startsWith("/digital-order/") && p !== "/digital-order/setup");
      // The first view also records that the offer was shown.
      expect(orderCalls, visit).toEqual(
        visit === "first" ? ["/digital-order/get", "/digital-order/storeShowOffer"] : ["/digital-order/get"],
      );
    }
  });
});
