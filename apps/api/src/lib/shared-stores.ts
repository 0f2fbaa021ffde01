/**
 * The integrations' shared state in PostgreSQL (docs/decisions/021-shared-state.md), so that N API
 * instances behind a load balancer keep one white-list cache, one daily budget and one ledger of sent
 * messages:
 *
 * - cache → `integration_cache`: (kind, SHA-256 of the key) → JSON value until `expires_at`. The key is
 *   hashed because it may hold an account number; the value is the register's public answer about a firm.
 *   Not bounded by a count: the daily budgets bound how many rows a day can add, and expired rows are
 *   swept.
 * - daily budget → `integration_daily_counts`: one atomic `insert … on conflict do update set n = n + 1
 *   where n < limit returning n` per request; no row back means the day's budget is used up (so the count
 *   never passes the limit).
 * - send ledger → `integration_sends`: a claim is `insert … on conflict do nothing`; a row with a result is
 *   a duplicate, a row without one is a send under way elsewhere ("busy"), taken over only after the lease
 *   (SEND_CLAIM_LEASE_MS) when its sender evidently died. Rows are kept 7 days.
 */
import { createHash } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import { integrationCache, integrationDailyCounts, integrationSends } from "@vhs/db/schema/shared-state.ts";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import {
  type DailyBudget,
  SEND_CLAIM_LEASE_MS,
  type SendLedger,
  type SharedCache,
  type SharedStores,
} from "../integrations/shared-state.ts";
import { type Clock, systemClock, warsawDate } from "../integrations/support.ts";
import { log } from "./log.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long sent keys are remembered (longer than any retry of one send; SMSAPI's check_idx keeps 24 h). */
const SEND_KEEP_MS = 7 * DAY_MS;
/** Daily counts kept for looking back at the budget's use. */
const COUNT_KEEP_DAYS = 31;

function keyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** At most one sweep an hour per process and table; a failed sweep is only logged. */
function sweeper(now: Clock, name: string, sweep: () => Promise<unknown>) {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() - last < HOUR_MS) return;
    last = now();
    sweep().catch((e: unknown) =>
      log("warn", "shared state sweep failed", { name, error: (e as Error).name }),
    );
  };
}

export function createDbSharedStores(db: Db, options: { now?: Clock } = {}): SharedStores {
  const now = options.now ?? systemClock;
  const sweepCache = sweeper(now, "integration_cache", () =>
    db.delete(integrationCache).where(lt(integrationCache.expiresAt, new Date(now()))),
  );
  const sweepCounts = sweeper(now, "integration_daily_counts", () =>
    db
      .delete(integrationDailyCounts)
      .where(lt(integrationDailyCounts.day, warsawDate(now() - COUNT_KEEP_DAYS * DAY_MS))),
  );
  const sweepSends = sweeper(now, "integration_sends", () =>
    db.delete(integrationSends).where(lt(integrationSends.claimedAt, new Date(now() - SEND_KEEP_MS))),
  );

  return {
    cache<V>(kind: string, o: { ttlMs: number }): SharedCache<V> {
      return {
        async get(key) {
          const [row] = await db
            .select({ value: integrationCache.value })
            .from(integrationCache)
            .where(
              and(
                eq(integrationCache.kind, kind),
                eq(integrationCache.keyHash, keyHash(key)),
                gt(integrationCache.expiresAt, new Date(now())),
              ),
            );
          return row ? (row.value as V) : undefined;
        },
        async set(key, value) {
          const expiresAt = new Date(now() + o.ttlMs);
          await db
            .insert(integrationCache)
            .values({ kind, keyHash: keyHash(key), value, expiresAt })
            .onConflictDoUpdate({
              target: [integrationCache.kind, integrationCache.keyHash],
              set: { value, expiresAt },
            });
          sweepCache();
        },
      };
    },

    dailyBudget(kind, limit): DailyBudget {
      return {
        async tryTake() {
          if (limit <= 0) return false;
          const rows = await db
            .insert(integrationDailyCounts)
            .values({ kind, day: warsawDate(now()), n: 1 })
            .onConflictDoUpdate({
              target: [integrationDailyCounts.kind, integrationDailyCounts.day],
              set: { n: sql`${integrationDailyCounts.n} + 1` },
              setWhere: sql`${integrationDailyCounts.n} < ${limit}`,
            })
            .returning({ n: integrationDailyCounts.n });
          sweepCounts();
          return rows.length === 1;
        },
      };
    },

    sendLedger<T>(channel: string): SendLedger<T> {
      const where = (key: string) =>
        and(eq(integrationSends.channel, channel), eq(integrationSends.keyHash, keyHash(key)));
      return {
        async claim(key) {
          const at = new Date(now());
          const claimed = await db
            .insert(integrationSends)
            .values({ channel, keyHash: keyHash(key), claimedAt: at })
            .onConflictDoNothing()
            .returning({ keyHash: integrationSends.keyHash });
          sweepSends();
          if (claimed.length === 1) return { state: "claimed" };
          const [row] = await db
            .select({ result: integrationSends.result, claimedAt: integrationSends.claimedAt })
            .from(integrationSends)
            .where(where(key));
          // Released between the two statements: claim again (a fresh insert, or busy if someone was faster).
          if (!row) return this.claim(key);
          if (row.result !== null) return { state: "done", result: row.result as T };
          if (at.getTime() - row.claimedAt.getTime() < SEND_CLAIM_LEASE_MS) return { state: "busy" };
          // The claimant died mid-send: take over, unless another caller took over first.
          const taken = await db
            .update(integrationSends)
            .set({ claimedAt: at })
            .where(
              and(where(key), isNull(integrationSends.result), eq(integrationSends.claimedAt, row.claimedAt)),
            )
            .returning({ keyHash: integrationSends.keyHash });
          return taken.length === 1 ? { state: "claimed" } : { state: "busy" };
        },
        async complete(key, result) {
          await db
            .update(integrationSends)
            .set({ result, completedAt: new Date(now()) })
            .where(where(key));
        },
        async release(key) {
          await db.delete(integrationSends).where(and(where(key), isNull(integrationSends.result)));
        },
      };
    },
  };
}
