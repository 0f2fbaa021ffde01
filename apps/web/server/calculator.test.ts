// The calculator's page asks the API for its calculations once per inputs while the site cache holds them:
// the real API behind a transport that counts what passes through it.
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "./test-site.ts";

const site = setUpTestSite();

function countingSite() {
  const calls: string[] = [];
  const app = site().variant({
    transport: {
      fetch: async (request) => {
        calls.push(new URL(request.url).pathname);
        return site().api.fetch(request);
      },
      baseUrl: "http://api.internal",
      timeoutMs: 10_000,
    },
  });
  return { app, calls };
}

/** The instalment the page shows, in grosz. */
const instalment = (html: string) => {
  const shown = /data-testid="rata">([^<]+)</.exec(html)?.[1];
  return shown === undefined ? undefined : Number(shown.replace(/[^\d]/g, ""));
};

describe("the calculator's page", () => {
  it("calculates each inputs once while the site cache holds them, and other inputs anew", async () => {
    const { app, calls } = countingSite();
    const path = "/kalkulator-leasingowy?price=123456&priceType=net&client=entrepreneur";
    const headers = { "cache-control": "no-cache" };
    const first = await app.request(path, { headers });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const calculations = calls.filter(
      (p) => p.endsWith("/calculate-installment") || p.endsWith("/get-tax-effect"),
    );
    expect(calculations).toHaveLength(2);

    calls.length = 0;
    const again = await app.request(path, { headers });
    const againHtml = await again.text();
    expect(calls.filter((p) => p.includes("calculate") || p.includes("tax-effect"))).toEqual([]);
    expect(instalment(againHtml)).toBeDefined();
    expect(instalment(againHtml)).toBe(instalment(firstHtml));

    calls.length = 0;
    const other = await (await app.request(path.replace("123456", "98765"), { headers })).text();
    expect(calls.filter((p) => p.endsWith("/calculate-installment"))).toHaveLength(1);
    expect(instalment(other)).toBeLessThan(instalment(firstHtml)!);
  });
});
