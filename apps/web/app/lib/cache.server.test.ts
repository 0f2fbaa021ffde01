import { describe, expect, it } from "vitest";
import type { ApiResult } from "./api.server.ts";
import { createResponseCache } from "./cache.server.ts";

describe("response cache", () => {
  it("serves hits within the TTL, then stale while one refresh runs", async () => {
    let clock = 0;
    let calls = 0;
    let release: () => void = () => {};
    const cache = createResponseCache({ ttlMs: 1000, now: () => clock });
    const load = async (): Promise<ApiResult<number>> => {
      const n = ++calls;
      if (n > 1) await new Promise<void>((r) => (release = r));
      return { error: false, status: 200, data: n };
    };
    expect(await cache.get("k", load)).toMatchObject({ data: 1 });
    clock = 999;
    expect(await cache.get("k", load)).toMatchObject({ data: 1 });
    clock = 1001;
    expect(await cache.get("k", load)).toMatchObject({ data: 1 }); // stale; one refresh started
    expect(await cache.get("k", load)).toMatchObject({ data: 1 }); // no second refresh
    expect(calls).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", load)).toMatchObject({ data: 2 });
  });

  it("never caches errors, and keeps a stale value when the refresh fails", async () => {
    let clock = 0;
    const cache = createResponseCache({ ttlMs: 10, now: () => clock });
    const failing = async (): Promise<ApiResult<number>> => ({ error: true, status: 503, body: null });
    expect((await cache.get("a", failing)).error).toBe(true);
    expect(await cache.get("a", async () => ({ error: false, status: 200, data: 7 }))).toMatchObject({
      data: 7,
    });
    clock = 100;
    expect(await cache.get("a", failing)).toMatchObject({ data: 7 });
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("a", failing)).toMatchObject({ data: 7 });
  });

  it("stays within its size bound and can be switched off", async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2 });
    let calls = 0;
    const load = async (): Promise<ApiResult<number>> => ({ error: false, status: 200, data: ++calls });
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("a", load); // evicted: loads again
    expect(calls).toBe(4);
    const off = createResponseCache({ ttlMs: 0 });
    await off.get("x", load);
    await off.get("x", load);
    expect(calls).toBe(6);
  });
});
