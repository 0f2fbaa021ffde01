// The page cache shared through Redis (REDIS_URL): two web "processes" — two caches, two clients — over
// the real local Redis (TEST_REDIS_URL or REDIS_URL, default redis://127.0.0.1:6379). Each test uses keys
// under a prefix of its own, removed afterwards.
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { createClient } from "redis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey } from "./page-cache.ts";
import { createRedisPageStore, decodeStoredPage, type SharedPageStore } from "./shared-page-cache.ts";
import { setUpTestSite } from "./test-site.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const RUN_PREFIX = `test:${randomBytes(4).toString("hex")}:`;

const admin = createClient({ url: REDIS_URL });
const opened: SharedPageStore[] = [];

async function store(prefix: string, url = REDIS_URL) {
  const s = createRedisPageStore({ url, prefix: `${RUN_PREFIX}${prefix}`, timeoutMs: 500 });
  opened.push(s);
  if (url === REDIS_URL) await s.ready;
  return s;
}

async function keysOfRun(): Promise<string[]> {
  if (!admin.isOpen) await admin.connect();
  const keys: string[] = [];
  for await (const batch of admin.scanIterator({ MATCH: `${RUN_PREFIX}*` })) keys.push(...batch);
  return keys;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  const keys = await keysOfRun();
  if (keys.length) await admin.del(keys);
  admin.destroy();
});

/** Waits for a background write to land (set() answers before Redis does). */
async function eventually<T>(read: () => Promise<T | null>): Promise<T | null> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

const page = (body: string) => ({
  status: 200,
  headers: new Headers({ "content-type": "text/html; charset=utf-8", "x-page-cache": "public" }),
  body,
});
const text = (r: { body: string | Uint8Array } | null) =>
  r === null ? null : typeof r.body === "string" ? r.body : gunzipSync(r.body).toString("utf8");

describe("page cache shared through Redis", () => {
  it("answers a page kept by one process in another, with that answer's own nonce and keys", async () => {
    const a = createPageCache({ ttlMs: 10_000, shared: await store("s1:") });
    const b = createPageCache({ ttlMs: 10_000, shared: await store("s1:") });
    expect(b.shared).toBe(true);
    const body = '<script nonce="N0nce==">x</script><input value="key-1"><p>Łódź, Kraków</p>';
    a.set("k", page(body), { nonce: "N0nce==", keys: ["key-1"] });
    expect(b.get("k", { nonce: "b", newKey: () => "kb" })).toBeNull();
    const hit = await eventually(() => b.getShared("k", { nonce: "bNonce", newKey: () => "key-b" }));
    expect(hit).toMatchObject({ status: 200, stale: false });
    expect(hit!.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(text(hit)).toBe('<script nonce="bNonce">x</script><input value="key-b"><p>Łódź, Kraków</p>');
    // Now kept in b's memory too: the next answer needs no Redis.
    expect(text(b.get("k", { nonce: "again", newKey: () => "k2" }))).toContain('nonce="again"');
  });

  it("keeps the TTL and stale rules of the process that rendered the page; Redis drops it after both", async () => {
    let clockA = 1_000_000;
    let clockB = 1_000_000;
    const a = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clockA, shared: await store("s2:") });
    const b = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clockB, shared: await store("s2:") });
    a.set("k", page("old"), { nonce: "n", keys: [] });
    const fresh = { nonce: "n", newKey: () => "x" };
    expect(await eventually(() => b.getShared("k", fresh))).toMatchObject({ stale: false });
    b.clear();
    clockB += 1500;
    expect(await b.getShared("k", fresh)).toMatchObject({ stale: true });
    b.clear();
    clockB += 5000;
    expect(await b.getShared("k", fresh)).toBeNull();
    const [key] = await keysOfRun().then((keys) => keys.filter((k) => k.startsWith(`${RUN_PREFIX}s2:`)));
    const ttl = await admin.pTTL(key!);
    expect(ttl).toBeGreaterThan(5000);
    expect(ttl).toBeLessThanOrEqual(6000);
    // A newer page rendered by a replaces the stale one that b holds.
    clockA += 1500;
    clockB = clockA;
    a.set("k", page("new"), { nonce: "n", keys: [] });
    const b2 = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clockB, shared: await store("s2:") });
    expect(text(await eventually(() => b2.getShared("k", fresh)))).toBe("new");
  });

  it("keeps hosts apart, and never answers another build's page", async () => {
    const a = createPageCache({ ttlMs: 10_000, shared: await store("build-1:") });
    const sameBuild = createPageCache({ ttlMs: 10_000, shared: await store("build-1:") });
    const otherBuild = createPageCache({ ttlMs: 10_000, shared: await store("build-2:") });
    const home = pageCacheKey(new Request("https://www.leasingowo.pl/"))!;
    const costingHome = pageCacheKey(new Request("https://koszty.leasingowo.pl/"))!;
    a.set(home, page("<p>Leasingowo</p>"), { nonce: "n", keys: [] });
    const fresh = { nonce: "n", newKey: () => "x" };
    expect(text(await eventually(() => sameBuild.getShared(home, fresh)))).toBe("<p>Leasingowo</p>");
    expect(await sameBuild.getShared(costingHome, fresh)).toBeNull();
    expect(await otherBuild.getShared(home, fresh)).toBeNull();
  });

  it("treats an unreachable Redis as a miss, quickly and without throwing", async () => {
    const errors: string[] = [];
    const down = createRedisPageStore({
      url: "redis://127.0.0.1:1",
      prefix: RUN_PREFIX,
      timeoutMs: 50,
      onError: (m) => errors.push(m),
    });
    opened.push(down);
    const cache = createPageCache({ ttlMs: 10_000, shared: down });
    cache.set("k", page("x"), { nonce: "n", keys: [] });
    const started = performance.now();
    cache.clear();
    expect(await cache.getShared("k", { nonce: "n", newKey: () => "x" })).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
    await new Promise((r) => setTimeout(r, 100));
    expect(errors.length).toBe(1);
  });

  it("refuses values it did not write", () => {
    expect(decodeStoredPage(Buffer.from("not a page"))).toBeNull();
    expect(decodeStoredPage(Buffer.alloc(2))).toBeNull();
    const header = Buffer.from(JSON.stringify({ v: 2 }));
    const size = Buffer.alloc(4);
    size.writeUInt32BE(header.length);
    expect(decodeStoredPage(Buffer.concat([size, header]))).toBeNull();
  });
});

describe("two site processes sharing one Redis", () => {
  const t = setUpTestSite({ site: { pageCacheTtlMs: 10_000 } });

  it("answers a catalogue page rendered by the first process from Redis in the second", async () => {
    const first = t().variant({ sharedPageStore: await store("site:") });
    const second = t().variant({ sharedPageStore: await store("site:") });
    const one = await first.request("https://www.leasingowo.pl/");
    expect(one.status).toBe(200);
    expect(one.headers.get("x-page-cache")).toBe("miss");
    const html = await one.text();
    let two: Response | null = null;
    for (let i = 0; i < 50 && two?.headers.get("x-page-cache") !== "hit"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      two = await second.request("https://www.leasingowo.pl/");
    }
    expect(two!.headers.get("x-page-cache")).toBe("hit");
    const shared = await two!.text();
    // The same page, with the second answer's own nonce (its CSP header names it).
    const nonce = /'nonce-([^']+)'/.exec(two!.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(shared).toContain(`nonce="${nonce}"`);
    // Apart from the per-answer values (the nonce, the forms' idempotency keys), the same page.
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const norm = (s: string) => s.replace(/nonce="[^"]+"/g, 'nonce=""').replace(uuid, "uuid");
    expect(norm(shared)).toBe(norm(html));
  });
});
