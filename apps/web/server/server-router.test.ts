// React Router's routes made once per build (app/lib/server-router.server.tsx): the documents are the ones
// the stock ServerRouter draws, byte for byte, and every answer is drawn over the shared routes.
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "./test-site.ts";

const site = setUpTestSite();

/** What differs between two answers by design: the CSP nonce and the idempotency keys of forms. */
function comparable(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  const sameNonce = nonce ? html.split(nonce).join("NONCE") : html;
  return sameNonce.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID");
}

/**
 * A browser's document streams: a section whose data is still on its way when the shell goes out is sent
 * as a pending boundary (`<!--$?-->`) and filled in later, one whose data came first is drawn in place.
 * Which of the two happens is a matter of timing (the database's, here), not of the routes, so two
 * browsers' documents are compared up to the first section either of them left pending.
 */
function settled(a: string, b: string): [string, string] {
  const at = (html: string) => (html.includes("<!--$?-->") ? html.indexOf("<!--$?-->") : html.length);
  const end = Math.min(at(a), at(b));
  return [a.slice(0, end), b.slice(0, end)];
}

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
const GOOGLEBOT = {
  "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

const PAGES: [path: string, status: number][] = [
  ["/", 200],
  ["/wyszukaj?body=suv&fuel=hybryda", 200],
  ["/samochody/toyota", 200],
  ["/samochody/toyota/corolla", 200],
  ["/kalkulator-leasingowy?price=150000", 200],
  ["/parametry-leasingu", 200],
  ["/o-nas", 200],
  ["/moto", 200],
  ["/leasing-samochodu", 200],
  ["/nie-ma-takiej-strony", 404],
  ["/samochody/nie-ma-takiej-marki", 404],
];

type Counts = { shared: number; own: number };
function counts(): Counts {
  const entry = site().build.entry.module as unknown as { sharedRoutesCounts: () => Counts };
  return entry.sharedRoutesCounts();
}

describe("routes made once per build", () => {
  it("draw the same documents as React Router's own ServerRouter, for browsers and crawlers", async () => {
    const stock = site().variant({ sharedRoutes: false, pageCacheTtlMs: 0 });
    const shared = site().variant({ pageCacheTtlMs: 0 });
    for (const headers of [BROWSER, GOOGLEBOT]) {
      for (const [path, status] of PAGES) {
        const a = await stock.request(path, { headers });
        const b = await shared.request(path, { headers });
        expect(a.status, path).toBe(status);
        expect(b.status, path).toBe(status);
        const whole = [comparable(await a.text()), comparable(await b.text())] as const;
        // A crawler gets each document whole, at once: byte for byte, to the end.
        const [htmlA, htmlB] = headers === BROWSER ? settled(...whole) : whole;
        expect(htmlB.length, path).toBeGreaterThan(1000);
        expect(htmlB, path).toBe(htmlA);
      }
    }
  });

  it("draw the same error page when the API is down", async () => {
    const down = { fetch: (r: Request) => fetch(r), baseUrl: "http://127.0.0.1:1", timeoutMs: 1000 };
    const stock = site().variant({ sharedRoutes: false, pageCacheTtlMs: 0, transport: down });
    const shared = site().variant({ pageCacheTtlMs: 0, transport: down });
    const a = await stock.request("/samochody/toyota", { headers: BROWSER });
    const b = await shared.request("/samochody/toyota", { headers: BROWSER });
    expect([a.status, b.status]).toEqual([503, 503]);
    const html = comparable(await b.text());
    expect(html).toContain("Serwis chwilowo niedostępny");
    expect(html).toBe(comparable(await a.text()));
  });

  it("draw every document over the shared routes, the first answer included", async () => {
    const fresh = site().variant({ pageCacheTtlMs: 0 });
    const before = counts();
    for (const [path, status] of PAGES) {
      const res = await fresh.request(path, { headers: BROWSER });
      expect(res.status, path).toBe(status);
      await res.text();
    }
    const after = counts();
    expect(after.own - before.own).toBe(0);
    expect(after.shared - before.shared).toBe(PAGES.length);
  });

  it("keep each answer's own data: two visitors' parameters on one page", async () => {
    const shared = site().variant({ pageCacheTtlMs: 0 });
    const firm = await (await shared.request("/parametry-leasingu", { headers: BROWSER })).text();
    const consumer = await (
      await shared.request("/parametry-leasingu", {
        headers: {
          ...BROWSER,
          cookie: `vhs_f=${encodeURIComponent("client=consumer&duration=36&initialFee=10&repurchase=20")}`,
        },
      })
    ).text();
    expect(firm).toMatch(/name="client" checked="" value="entrepreneur"/);
    expect(consumer).toMatch(/name="client" checked="" value="consumer"/);
    expect(consumer).toMatch(/name="duration" checked="" value="36"/);
  });
});
