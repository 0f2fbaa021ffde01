import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api.server.ts";
import { apiContext } from "./context.ts";
import { clearLeasingSetupCache, getLeasingSetup, loadLeasingShell, safeBackPath } from "./leasing.server.ts";

const SETUP = {
  benchmark: {
    name: "WIBOR 3M",
    tenor: "3M",
    value: 3.85,
    fixingDate: "2026-03-24",
    source: "GPW Benchmark",
  },
  rates: { entrepreneur: 6.85, consumer: 7.35 },
};

function contextWith(fetch: (r: Request) => Promise<Response>) {
  const context = new RouterContextProvider();
  context.set(apiContext, createApiClient({ fetch, baseUrl: "http://api.test", timeoutMs: 500 }));
  return context;
}

afterEach(() => clearLeasingSetupCache());

describe("getLeasingSetup", () => {
  it("asks the API once per request and serves the next requests from a one-minute cache", async () => {
    const fetch = vi.fn(async () => Response.json(SETUP));
    const first = contextWith(fetch);
    const [a, b] = await Promise.all([getLeasingSetup(first), getLeasingSetup(first)]);
    expect(a).toEqual(SETUP);
    expect(b).toBe(a);
    expect(await getLeasingSetup(contextWith(fetch))).toEqual(SETUP);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [Request])[0].url).toBe(
      "http://api.test/v3/leasing-calculator-setup",
    );
  });

  it("answers null when the API is down and nothing is cached; the shell still has the cookie's parameters", async () => {
    const down = contextWith(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await getLeasingSetup(down)).toBeNull();
    const shell = await loadLeasingShell(
      new Request("http://site.test/", { headers: { cookie: "vhs_f=client%3Dconsumer%26duration%3D36" } }),
      contextWith(async () => new Response("{}", { status: 503 })),
    );
    expect(shell).toEqual({
      params: { client: "consumer", duration: 36, initialFee: 25, repurchase: 35 },
      rates: null,
      benchmark: null,
    });
  });
});

describe("safeBackPath", () => {
  it("keeps internal paths and refuses everything else", () => {
    expect(safeBackPath("/kalkulator-leasingowy?price=1", "/x")).toBe("/kalkulator-leasingowy?price=1");
    for (const bad of ["//evil.example", "/\\evil", "https://evil.example/", "javascript:alert(1)", "", null])
      expect(safeBackPath(bad, "/x")).toBe("/x");
  });
});
