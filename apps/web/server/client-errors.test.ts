import { existsSync } from "node:fs";
import { createApiApp } from "@vhs/api/app.ts";
import { inProcessFetch } from "@vhs/api/lib/client-address.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./app.ts";

// The browser's error reports through the site: /srv/client-error passes them to the API's
// /v3/client-error with the visitor's address (for the per-visitor limit) and passes its answer back.
const buildPath = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(buildPath))
  throw new Error("Run `npm run build` first: these tests use the production build.");

let handle: DbHandle;
let site: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  setLogLevel("silent");
  const build = (await import(buildPath.href)) as ServerBuild;
  handle = await createTestDb();
  const api = createApiApp(handle, {
    basePath: "/api",
    clientErrors: { limits: { perAddress: { limit: 2, windowMs: 60 * 60 * 1000 } } },
  });
  site = createSiteApp({
    build,
    api,
    transport: { fetch: inProcessFetch(api), baseUrl: "http://api.internal", timeoutMs: 2000 },
    publicOrigin: "https://www.leasingowo.pl",
    redirectHosts: [],
    trustedProxyHops: 1,
  });
}, 120_000);
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});

const report = {
  kind: "error",
  message: "TypeError: boom",
  path: "/kontakt",
  version: "abc123",
  userAgent: "Mozilla/5.0",
};

const send = (body: unknown, headers: Record<string, string> = {}) =>
  site.request("https://www.leasingowo.pl/srv/client-error", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": "203.0.113.50",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /srv/client-error", () => {
  it("passes a report to the API and its acknowledgement back", async () => {
    const res = await send(report);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, id: res.headers.get("x-request-id") });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("passes the API's Polish 422 back, and refuses bad JSON and other sites' posts", async () => {
    const bad = await send({ ...report, path: "kontakt" }, { "x-forwarded-for": "203.0.113.51" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toContain("„path”");
    const notJson = await send("{", { "x-forwarded-for": "203.0.113.51" });
    expect(notJson.status).toBe(400);
    const foreign = await send(report, { "sec-fetch-site": "cross-site", "x-forwarded-for": "203.0.113.51" });
    expect(foreign.status).toBe(403);
  });

  it("counts each visitor's address on its own: the API's 429 reaches the browser", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.20" };
    expect((await send(report, visitor)).status).toBe(202);
    expect((await send(report, visitor)).status).toBe(202);
    const refused = await send(report, visitor);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/zbyt wiele zgłoszeń błędów/);
    expect((await send(report, { "x-forwarded-for": "198.51.100.21" })).status).toBe(202);
  });
});
