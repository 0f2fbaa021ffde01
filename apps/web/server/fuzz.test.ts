import { createApiApp } from "@vhs/api/app.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./app.ts";

// QUALITY.md "bad input to the site": 5 000 random paths and queries → 0 × 5xx; unknown
// paths get the Polish 404 page with status 404.

let handle: DbHandle;
let site: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
  handle = await createTestDb({ seed: true });
  const api = createApiApp(handle, { basePath: "/api" });
  site = createSiteApp({
    build,
    api,
    transport: { fetch: async (r) => api.fetch(r), baseUrl: "http://api.internal", timeoutMs: 2000 },
    publicOrigin: "http://localhost",
    redirectHosts: ["partner.leasingowo.pl"],
  });
});
afterAll(async () => {
  await handle.close();
});

const prefixes = [
  "",
  "/samochody",
  "/wyszukaj",
  "/oferta",
  "/zamow",
  "/powrot",
  "/moto/kategoria",
  "/api",
  "/api/v3",
  "/srv",
  "/kolekcje",
  "/informacje",
  "/o-nas",
  "/assets",
  "/sfinansuj-online",
  "/pobierz",
];
const segment = fc.oneof(
  fc.constantFrom(
    "toyota",
    "škoda",
    "%C5%BC",
    "%",
    "%zz",
    "..",
    ".",
    "%2e%2e",
    "%2F",
    "%5C",
    "\\",
    "~",
    "index.html",
    "a.data",
    "_root.data",
    "<script>",
    "'",
    '"',
    "null",
    "undefined",
    "%00",
    "😀",
    "ąęłńóśźż",
  ),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[a-z0-9-]{1,20}$/),
);
const query = fc.array(
  fc.tuple(
    fc.constantFrom(
      "q",
      "brand",
      "token",
      "status",
      "orderUuid",
      "pdf",
      "page",
      "utm_source",
      "_data",
      "index",
      "body",
      fc.string({ maxLength: 6 }) as never,
    ),
    fc.string({ maxLength: 20 }),
  ),
  { maxLength: 4 },
);

function encodeSegment(s: string): string {
  // Keep deliberate percent-sequences; encode what a browser would.
  return s.replace(/[^A-Za-z0-9\-._~%!$&'()*+,;=:@\\]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "%EF%BF%BD"; // a lone surrogate: send U+FFFD
    }
  });
}

describe("random paths and queries", () => {
  it("never answer 5xx; unknown paths get the Polish 404", async () => {
    let notFound = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.array(segment, { maxLength: 4 }),
        query,
        fc.boolean(),
        async (prefix, segs, q, slash) => {
          const search = q.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
          const path = `${prefix}/${segs.map(encodeSegment).join("/")}${slash ? "/" : ""}`.replace(
            /^\/\//,
            "/",
          );
          const url = `http://localhost${path}${search ? `?${search}` : ""}`;
          let res: Response;
          try {
            res = await site.request(url);
          } catch {
            return; // an URL the Request constructor refuses never reaches a server
          }
          const body = await res.text();
          expect(res.status, `${url} → ${res.status}`).toBeLessThan(500);
          expect(res.headers.get("x-content-type-options")).toBe("nosniff");
          if (res.status === 404 && (res.headers.get("content-type") ?? "").includes("text/html")) {
            notFound++;
            expect(body).toContain("Nie znaleziono strony");
          }
        },
      ),
      { seed: 20261122, numRuns: 5000 },
    );
    expect(notFound).toBeGreaterThan(1000);
  }, 300_000);
});
