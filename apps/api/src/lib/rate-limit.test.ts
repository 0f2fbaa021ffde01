// The database-backed fixed-window counters (decision 005) on a real database: counting, refusing with
// the time to wait, windows, several rules in one statement, concurrent requests, and the sweep.
import type { DbHandle } from "@vhs/db/client.ts";
import { rateLimitCounters } from "@vhs/db/schema/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRateLimiter, type RateRule, rateKey, retryAfterText } from "./rate-limit.ts";

let handle: DbHandle;
const clock = { now: Date.parse("2026-11-24T10:00:00Z") };
const now = () => clock.now;
const MINUTE = 60_000;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  clock.now = Date.parse("2026-11-24T10:00:00Z");
  await handle.db.delete(rateLimitCounters);
});

const rule = (key: string, limit = 3, windowMs = 10 * MINUTE): RateRule => ({ key, limit, windowMs });

describe("rate limiter", () => {
  it("allows `limit` hits in a window, then refuses with the seconds to the window's end", async () => {
    const limiter = createRateLimiter(handle.db, { now });
    for (let k = 0; k < 3; k++) expect(await limiter.hit([rule("a")])).toEqual({ allowed: true });
    clock.now += 4 * MINUTE + 30_000;
    expect(await limiter.hit([rule("a")])).toEqual({
      allowed: false,
      rule: rule("a"),
      count: 4,
      retryAfterSeconds: 330,
    });
    // Refused hits still count (a client hammering the form learns nothing new).
    const [row] = await handle.db.select().from(rateLimitCounters);
    expect(row).toMatchObject({ key: "a", count: 4 });
    expect(row!.expiresAt.toISOString()).toBe("2026-11-24T10:10:00.000Z");
  });

  it("starts again in the next window", async () => {
    const limiter = createRateLimiter(handle.db, { now });
    for (let k = 0; k < 4; k++) await limiter.hit([rule("b", 3)]);
    clock.now += 10 * MINUTE;
    expect(await limiter.hit([rule("b", 3)])).toEqual({ allowed: true });
  });

  it("counts every rule in one go; refused when any is over, with the longest wait", async () => {
    const limiter = createRateLimiter(handle.db, { now });
    const rules = [rule("visitor", 2, 10 * MINUTE), rule("email", 3, 60 * MINUTE)];
    expect(await limiter.hit(rules)).toEqual({ allowed: true });
    expect(await limiter.hit(rules)).toEqual({ allowed: true });
    const third = await limiter.hit(rules);
    expect(third).toMatchObject({ allowed: false, rule: rules[0], retryAfterSeconds: 600 });
    const fourth = await limiter.hit(rules);
    expect(fourth).toMatchObject({ allowed: false, rule: rules[1], retryAfterSeconds: 3600 });
    await expect(limiter.hit([rule("same"), rule("same")])).rejects.toThrow(/share a key/);
  });

  it("holds under concurrent requests: of 30 at once exactly `limit` pass (one atomic upsert each)", async () => {
    const limiters = [createRateLimiter(handle.db, { now }), createRateLimiter(handle.db, { now })];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, k) => limiters[k % 2]!.hit([rule("burst", 10)])),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const [row] = await handle.db.select().from(rateLimitCounters);
    expect(row!.count).toBe(30);
  });

  it("deletes the rows of ended windows, by itself now and then", async () => {
    const limiter = createRateLimiter(handle.db, { now, sweepEveryMs: 30 * MINUTE });
    await limiter.hit([rule("old-1"), rule("old-2", 3, 60 * MINUTE)]);
    clock.now += 20 * MINUTE;
    expect(await limiter.sweep()).toBe(1);
    clock.now += 60 * MINUTE;
    await limiter.hit([rule("new")]);
    // The automatic sweep runs in the background after the counting statement.
    await expect
      .poll(async () => (await handle.db.select().from(rateLimitCounters)).map((r) => r.key))
      .toEqual(["new"]);
  });
});

describe("keys and texts", () => {
  it("hashes the last part of a key, so no address or e-mail is stored", () => {
    const key = rateKey("lead", "contact", "addr", "203.0.113.7");
    expect(key).toMatch(/^lead:contact:addr:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain("203.0.113.7");
    expect(rateKey("lead", "email", "a@example.pl")).toBe(rateKey("lead", "email", "a@example.pl"));
    expect(rateKey("lead", "email", "a@example.pl")).not.toBe(rateKey("lead", "email", "b@example.pl"));
  });

  it("says when to try again in Polish", () => {
    expect(retryAfterText(40)).toBe("za 40 s");
    expect(retryAfterText(61)).toBe("za 2 min");
    expect(retryAfterText(7200)).toBe("za 2 godz.");
  });
});
