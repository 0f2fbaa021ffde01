/**
 * State the integrations keep between calls — a cache of answers, daily request budgets and the ledger of
 * idempotent sends — behind small interfaces, so that several API instances can share it
 * (docs/decisions/021-shared-state.md).
 *
 * `createMemoryStores()` is the default: per process, right for tests and for one instance.
 * `createDbSharedStores()` (lib/shared-stores.ts) keeps the same things in PostgreSQL; the API injects it
 * where it wires the integrations (lib/order-config.ts, lib/offer-config.ts).
 */
import { log } from "../lib/log.ts";
import { type Clock, createDailyLimiter, createLruCache, ok, type Result, systemClock } from "./support.ts";

/** A cache of answers, by key; entries expire after the TTL the cache was made with. */
export interface SharedCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V): Promise<void>;
}

/** A fixed request budget per Warsaw calendar day. */
export interface DailyBudget {
  /** Takes one request from today's budget; false when it is used up (nothing is taken then). */
  tryTake(): Promise<boolean>;
}

export type SendClaim<T> =
  /** This caller may send now, and must then complete() or release(). */
  | { state: "claimed" }
  /** Sent before: the earlier result. */
  | { state: "done"; result: T }
  /** Another caller (maybe another process) is sending this key right now. */
  | { state: "busy" };

/** Which idempotency keys of one channel were sent, and with what result. */
export interface SendLedger<T> {
  claim(key: string): Promise<SendClaim<T>>;
  complete(key: string, result: T): Promise<void>;
  /** Gives the claim up after a failed send, so that the key may be tried again. */
  release(key: string): Promise<void>;
}

export interface SharedStores {
  cache<V>(kind: string, options: { ttlMs: number; maxEntries: number }): SharedCache<V>;
  dailyBudget(kind: string, limit: number): DailyBudget;
  sendLedger<T>(channel: string): SendLedger<T>;
}

/**
 * How long a claim without a result stands before another caller may take it over (the sender crashed
 * mid-send). Longer than any send can take: two SMSAPI hosts at the longest allowed timeout (60 s each).
 */
export const SEND_CLAIM_LEASE_MS = 5 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Per-process stores (the default without a database). */
export function createMemoryStores(options: { now?: Clock } = {}): SharedStores {
  const now = options.now ?? systemClock;
  return {
    cache<V>(_kind: string, o: { ttlMs: number; maxEntries: number }): SharedCache<V> {
      const lru = createLruCache<V>({ maxEntries: o.maxEntries, ttlMs: o.ttlMs, now });
      return {
        get: async (key) => lru.get(key),
        set: async (key, value) => lru.set(key, value),
      };
    },
    dailyBudget(_kind, limit) {
      const limiter = createDailyLimiter({ limit, now });
      return { tryTake: async () => limiter.tryTake() };
    },
    sendLedger<T>(): SendLedger<T> {
      const done = createLruCache<T>({ maxEntries: 10_000, ttlMs: DAY_MS, now });
      const claimed = new Map<string, number>();
      return {
        async claim(key) {
          const result = done.get(key);
          if (result !== undefined) return { state: "done", result };
          const at = claimed.get(key);
          if (at !== undefined && now() - at < SEND_CLAIM_LEASE_MS) return { state: "busy" };
          claimed.set(key, now());
          return { state: "claimed" };
        },
        async complete(key, result) {
          claimed.delete(key);
          done.set(key, result);
        },
        async release(key) {
          claimed.delete(key);
        },
      };
    },
  };
}

/**
 * Sends each key once, across every process sharing the ledger: concurrent calls in this process share
 * one send; a key sent before answers its earlier result as a duplicate; a key another process is sending
 * right now answers `busy()` as a duplicate (never a second send). Failures release the claim, so the
 * same key may be tried again. When the ledger itself fails, nothing is sent and `unavailable` is the
 * answer.
 */
export function sendOnce<T extends { duplicate: boolean }, E>(
  ledger: SendLedger<T>,
  options: { busy: () => T; unavailable: E; channel: string },
) {
  const running = new Map<string, Promise<Result<T, E>>>();

  async function attempt(key: string, send: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    let claim: SendClaim<T>;
    try {
      claim = await ledger.claim(key);
    } catch (e) {
      log("error", "send ledger unavailable", { channel: options.channel, error: (e as Error).name });
      return { ok: false, error: options.unavailable };
    }
    if (claim.state === "done") return ok({ ...claim.result, duplicate: true });
    if (claim.state === "busy") return ok({ ...options.busy(), duplicate: true });
    let result: Result<T, E>;
    try {
      result = await send();
    } catch (e) {
      await ledger.release(key).catch(() => undefined);
      throw e;
    }
    try {
      if (result.ok) await ledger.complete(key, result.value);
      else await ledger.release(key);
    } catch (e) {
      // Sent (or not) all the same: an unrecorded claim is taken over after the lease, and the provider's
      // own key check (SMSAPI check_idx) or the sandbox outbox stops a second message.
      log("warn", "send ledger not updated", { channel: options.channel, error: (e as Error).name });
    }
    return result;
  }

  return (key: string, send: () => Promise<Result<T, E>>): Promise<Result<T, E>> => {
    const pending = running.get(key);
    if (pending) return pending.then((r) => (r.ok ? ok({ ...r.value, duplicate: true }) : r));
    const promise = attempt(key, send).finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
