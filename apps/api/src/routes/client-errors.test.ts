// Browser error reports through the API on a real database: a valid report is accepted and logged as one
// JSON line without personal data, bad fields are named in Polish (422), and the per-visitor limit answers
// 429 with Retry-After — counted in the database, so it holds across processes.
import type { DbHandle } from "@vhs/db/client.ts";
import { rateLimitCounters } from "@vhs/db/schema/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { setLogLevel } from "../lib/log.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

let handle: DbHandle;
let app: ApiApp;
const clock = { now: Date.parse("2026-11-25T10:00:00Z") };
const LIMITS = { perAddress: { limit: 3, windowMs: 10 * 60 * 1000 } };
let logged: string[] = [];

const report = {
  kind: "error",
  message: "TypeError: x is undefined (jan.kowalski@example.pl, tel. 600 700 800)",
  stack:
    "TypeError: x is undefined\n    at Calc (https://leasingowo.pl/assets/calc-Ab12.js?v=44051401359:1:20)",
  path: "/kalkulator-leasingowy",
  version: "a1b2c3d4",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.6778.85",
};

function post(body: unknown, address = "203.0.113.7") {
  return app.fetch(
    new Request("http://localhost/v3/client-error", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    { clientAddress: address },
  );
}

beforeAll(async () => {
  handle = await createTestDb();
  app = createApiApp(handle, { clientErrors: { now: () => clock.now, limits: LIMITS } });
});
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});
beforeEach(async () => {
  clock.now += 60 * 60 * 1000;
  await handle.db.delete(rateLimitCounters);
  setLogLevel("warn");
  logged = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    logged.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const clientErrorLines = () =>
  logged.map((l) => JSON.parse(l) as Json).filter((l) => l.msg === "client error");

describe("POST /v3/client-error", () => {
  it("accepts a report and logs it as one structured line without personal data", async () => {
    const res = await post(report);
    expect(res.status).toBe(202);
    const body = (await res.json()) as Json;
    expect(body).toEqual({ accepted: true, id: expect.any(String) });
    const lines = clientErrorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn",
      requestId: body.id,
      kind: "error",
      message: "TypeError: x is undefined ([e-mail], tel. [number])",
      stack: "TypeError: x is undefined\n    at Calc (https://leasingowo.pl/assets/calc-Ab12.js:1:20)",
      path: "/kalkulator-leasingowy",
      version: "a1b2c3d4",
      userAgent: report.userAgent,
    });
    const all = logged.join("");
    for (const planted of ["jan.kowalski", "600 700 800", "44051401359", "203.0.113.7"])
      expect(all).not.toContain(planted);
  });

  it("names a bad field in Polish with 422", async () => {
    const cases: [unknown, string][] = [
      [{ ...report, message: "" }, "message"],
      [{ ...report, path: "/wyszukaj?email=a@b.pl" }, "path"],
      [{ ...report, kind: "panic" }, "kind"],
      [{ ...report, stack: "s".repeat(5000) }, "stack"],
      [{ ...report, version: undefined }, "version"],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, field).toBe(422);
      const answer = (await res.json()) as Json;
      expect(answer.error).toBe(true);
      expect(answer.message).toContain(`„${field}”`);
      expect(answer.fields[0].field).toBe(field);
      expect(answer.message).toMatch(/Nieprawidłowe pole/);
    }
    const notJson = await app.fetch(
      new Request("http://localhost/v3/client-error", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{",
      }),
      { clientAddress: "203.0.113.7" },
    );
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(clientErrorLines()).toHaveLength(0);
  });

  it("refuses a visitor over the limit with 429 and Retry-After, others still go through", async () => {
    for (let i = 0; i < LIMITS.perAddress.limit; i++) expect((await post(report)).status).toBe(202);
    const refused = await post(report);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as Json).message).toMatch(
      /^Wysłano zbyt wiele zgłoszeń błędów\. Spróbuj ponownie za \d+/,
    );
    expect(clientErrorLines()).toHaveLength(LIMITS.perAddress.limit);
    expect((await post(report, "198.51.100.9")).status).toBe(202);
    // A new window lets the first visitor report again.
    clock.now += LIMITS.perAddress.windowMs;
    expect((await post(report)).status).toBe(202);
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = (await (await app.request("/openapi.json")).json()) as Json;
    expect(Object.keys(doc.paths["/v3/client-error"].post.responses).sort()).toEqual(["202", "422", "429"]);
  });
});
