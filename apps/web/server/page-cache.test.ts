import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../app/lib/page-cache-headers.ts";
import { createPageCache, isCacheablePage, pageCacheKey } from "./page-cache.ts";

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe("page cache keys", () => {
  it("keys a GET by host, address and the three cookies that change a catalogue page", () => {
    const a = pageCacheKey(get("/wyszukaj?body=suv"));
    expect(a).not.toBeNull();
    expect(pageCacheKey(get("/wyszukaj?body=suv"))).toBe(a);
    expect(pageCacheKey(get("/wyszukaj?body=kombi"))).not.toBe(a);
    expect(pageCacheKey(get("/wyszukaj?body=suv", { cookie: "vhs_entry=%2F" }))).toBe(a);
    const withParams = pageCacheKey(get("/wyszukaj?body=suv", { cookie: "vhs_f=c%3Dconsumer" }));
    expect(withParams).not.toBeNull();
    expect(withParams).not.toBe(a);
    expect(pageCacheKey(get("/wyszukaj?body=suv", { cookie: "vhs_fav=u-0008345" }))).not.toBe(a);
    expect(pageCacheKey(new Request("http://partner.localhost/wyszukaj?body=suv"))).not.toBe(a);
  });

  it("renders for the request alone: other methods, data requests, other cookies, tokens, no-cache", () => {
    expect(pageCacheKey(new Request("http://localhost/", { method: "POST" }))).toBeNull();
    expect(pageCacheKey(get("/wyszukaj.data"))).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "vhs_order=abc~secret" }))).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "vhs_f=x; vhs_embed=t" }))).toBeNull();
    expect(pageCacheKey(get("/?token=partner-token-1"))).toBeNull();
    expect(pageCacheKey(get("/", { authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(get("/", { "cache-control": "no-cache" }))).toBeNull();
    expect(pageCacheKey(get("/", { "cache-control": "max-age=0, no-store" }))).toBeNull();
  });

  it("keeps only opted-in 200 HTML answers that set no cookie", () => {
    const html = (status: number, headers: Record<string, string>) =>
      new Response("<p>x</p>", {
        status,
        headers: { "content-type": "text/html; charset=utf-8", ...headers },
      });
    expect(isCacheablePage(html(200, { [PAGE_CACHE_HEADER]: "public" }))).toBe(true);
    expect(isCacheablePage(html(200, {}))).toBe(false);
    expect(isCacheablePage(html(404, { [PAGE_CACHE_HEADER]: "public" }))).toBe(false);
    expect(isCacheablePage(html(200, { [PAGE_CACHE_HEADER]: "public", "set-cookie": "a=b" }))).toBe(false);
    expect(
      isCacheablePage(
        new Response("{}", {
          headers: { "content-type": "application/json", [PAGE_CACHE_HEADER]: "public" },
        }),
      ),
    ).toBe(false);
  });
});

describe("page cache", () => {
  const page = (body: string) => ({
    status: 200,
    headers: new Headers({ "content-type": "text/html" }),
    body,
  });
  const text = (r: { body: string | Uint8Array } | null) =>
    r === null ? null : typeof r.body === "string" ? r.body : gunzipSync(r.body).toString("utf8");

  it("answers with fresh per-answer values: the nonce everywhere, a new value for every key", () => {
    const clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    const body =
      '<script nonce="N0nce==">x</script><input value="key-1"><b nonce="N0nce==">Łódź</b><i>key-2</i>';
    cache.set("k", page(body), { nonce: "N0nce==", keys: ["key-1", "key-2"] });
    let n = 0;
    const hit = text(cache.get("k", { nonce: "fresh", newKey: () => `new-${++n}` }));
    expect(hit).toBe(
      '<script nonce="fresh">x</script><input value="new-1"><b nonce="fresh">Łódź</b><i>new-2</i>',
    );
    expect(text(cache.get("k", { nonce: "other", newKey: () => "again" }))).not.toContain("new-1");
    expect(cache.claimRefresh("k")).toBe(false);
  });

  it("answers gzipped when asked: fresh values in place, from parts deflated once and counted in its bounds", () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 1_000_000, now: () => 0 });
    const body = `<script nonce="N0nce==">x</script>${"<p>Samochód w leasingu — Łódź</p>".repeat(300)}<input value="key-1">`;
    cache.set("k", page(body), { nonce: "N0nce==", keys: ["key-1"] });
    for (const nonce of ["first", "second"]) {
      const hit = cache.get("k", { nonce, newKey: () => `key-${nonce}` }, true)!;
      expect(hit.body).toBeInstanceOf(Uint8Array);
      expect(hit.headers.get("content-encoding")).toBe("gzip");
      expect(hit.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(text(hit)).toBe(body.replace("N0nce==", nonce).replace("key-1", `key-${nonce}`));
      expect(hit.body.length).toBeLessThan(Buffer.byteLength(body) / 10);
    }
    // The same page as text, for a browser that does not take gzip.
    const plain = cache.get("k", { nonce: "n", newKey: () => "k" });
    expect(plain?.headers.get("content-encoding")).toBeNull();
    expect(text(plain)).toContain("Łódź");
    // The deflated copy is made once and counts against the bounds: here it pushes out the oldest page.
    const text1 = Buffer.byteLength(body);
    const extra = cache.bytes - text1;
    expect(extra).toBeGreaterThan(0);
    cache.get("k", { nonce: "n", newKey: () => "k" }, true);
    expect(cache.bytes).toBe(text1 + extra);
    const tight = createPageCache({ ttlMs: 1000, maxBytes: 4 * text1 + Math.floor(extra / 2), now: () => 0 });
    for (const k of ["a", "b", "c", "k"]) tight.set(k, page(body), { nonce: "N0nce==", keys: ["key-1"] });
    expect(tight.size).toBe(4);
    tight.get("k", { nonce: "n", newKey: () => "k" }, true);
    expect(tight.size).toBe(3);
    expect(tight.get("a", { nonce: "n", newKey: () => "k" })).toBeNull();
    expect(tight.get("k", { nonce: "n", newKey: () => "k" })).not.toBeNull();
  });

  it("answers a page past its TTL as stale while one fresh render replaces it, then forgets it", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clock });
    const fresh = { nonce: "n", newKey: () => "k" };
    cache.set("k", page("old"), { nonce: "n", keys: [] });
    expect(cache.get("k", fresh)?.stale).toBe(false);
    clock = 1000;
    const stale = cache.get("k", fresh);
    expect(stale?.stale).toBe(true);
    expect(text(stale)).toBe("old");
    expect(cache.claimRefresh("k")).toBe(true);
    expect(cache.claimRefresh("k")).toBe(false);
    cache.releaseRefresh("k");
    expect(cache.claimRefresh("k")).toBe(true);
    cache.set("k", page("new"), { nonce: "n", keys: [] });
    expect(cache.get("k", fresh)).toMatchObject({ stale: false });
    expect(text(cache.get("k", fresh))).toBe("new");
    clock = 7000;
    expect(cache.get("k", fresh)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used pages beyond its bounds, and never stores with a zero TTL", () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    for (const k of ["a", "b"]) cache.set(k, page(k), { nonce: "n", keys: [] });
    cache.get("a", { nonce: "n", newKey: () => "" });
    cache.set("c", page("c"), { nonce: "n", keys: [] });
    expect(cache.get("b", { nonce: "n", newKey: () => "" })).toBeNull();
    expect(text(cache.get("a", { nonce: "n", newKey: () => "" }))).toBe("a");
    const small = createPageCache({ ttlMs: 1000, maxBytes: 40 });
    small.set("big", page("x".repeat(11)), { nonce: "n", keys: [] });
    expect(small.size).toBe(0);
    const off = createPageCache({ ttlMs: 0 });
    off.set("a", page("a"), { nonce: "n", keys: [] });
    expect(off.size).toBe(0);
  });
});
