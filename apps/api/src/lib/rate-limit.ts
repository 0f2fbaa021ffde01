// Fixed-window rate limits kept in the database (docs/decisions/005-rate-limits-in-the-database.md): one
// atomic upsert per request counts every rule at once, so the limits hold across processes and restarts,
// on PGlite and PostgreSQL alike. Keys are hashed: no address or e-mail is stored in the counters.
import { createHash } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import { rateLimitCounters } from "@vhs/db/schema/content.ts";
import { lt, sql } from "drizzle-orm";
import type { Clock } from "../integrations/support.ts";
import { systemClock } from "../integrations/support.ts";

export interface RateRule {
  /** What is counted, e.g. `lead:contact:addr:<hash>`; build it with `rateKey()`. */
  key: string;
  limit: number;
  windowMs: number;
}

export type RateDecision =
  | { allowed: true }
  | { allowed: false; rule: RateRule; count: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request against every rule (also when refused); refused when any rule is over its limit. */
  hit(rules: readonly RateRule[]): Promise<RateDecision>;
  /** Deletes the counters of windows that have ended; returns how many. */
  sweep(): Promise<number>;
}

/** `rateKey("lead", "contact", "addr", "203.0.113.7")` → "lead:contact:addr:<22 characters of SHA-256>". */
export function rateKey(...parts: [string, ...string[]]): string {
  const value = parts.pop()!;
  const hash = createHash("sha256").update(value).digest("base64url").slice(0, 22);
  return [...parts, hash].join(":");
}

export function createRateLimiter(
  db: Db,
  options: { now?: Clock; sweepEveryMs?: number; onSweepError?: (error: unknown) => void } = {},
): RateLimiter {
  const now = options.now ?? systemClock;
  const sweepEveryMs = options.sweepEveryMs ?? 10 * 60 * 1000;
  let lastSweep = 0;

  async function sweep() {
    const gone = await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, new Date(now())))
      .returning({ key: rateLimitCounters.key });
    return gone.length;
  }

  return {
    sweep,
    async hit(rules) {
      if (rules.length === 0) return { allowed: true };
      // One row may be upserted only once per statement.
      if (new Set(rules.map((r) => r.key)).size !== rules.length) throw new Error("rate rules share a key");
      const at = now();
      const rows = rules.map((r) => {
        const start = Math.floor(at / r.windowMs) * r.windowMs;
        return {
          key: r.key,
          windowStart: new Date(start),
          count: 1,
          expiresAt: new Date(start + r.windowMs),
        };
      });
      // One statement for every rule: the row of each (key, window) is created or incremented atomically.
      const counted = await db
        .insert(rateLimitCounters)
        .values(rows)
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });

      // Old windows are deleted now and then, by whichever process counts first after the interval.
      if (at - lastSweep >= sweepEveryMs) {
        lastSweep = at;
        sweep().catch((e) => options.onSweepError?.(e));
      }

      const counts = new Map(counted.map((c) => [c.key, c.count]));
      let refused: RateDecision = { allowed: true };
      for (const [k, rule] of rules.entries()) {
        const count = counts.get(rule.key) ?? 0;
        if (count <= rule.limit) continue;
        const retryAfterSeconds = Math.max(1, Math.ceil((rows[k]!.expiresAt.getTime() - at) / 1000));
        if (refused.allowed || retryAfterSeconds > refused.retryAfterSeconds)
          refused = { allowed: false, rule, count, retryAfterSeconds };
      }
      return refused;
    },
  };
}

/** "za 40 s", "za 7 min", "za 3 godz." — when a refused visitor may try again. */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `za ${seconds} s`;
  if (seconds < 3600) return `za ${Math.ceil(seconds / 60)} min`;
  return `za ${Math.ceil(seconds / 3600)} godz.`;
}
