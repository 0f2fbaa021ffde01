// Small pieces every integration uses: a result type, an injectable clock, the Warsaw calendar date,
// HTTP with a timeout that never throws, a bounded LRU cache and a per-day request budget.

/** Milliseconds since the epoch; injectable so tests can move time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

const warsawDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Warsaw",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in Poland, "YYYY-MM-DD" (the white list wants today's date and refuses future ones). */
export function warsawDate(ms: number): string {
  return warsawDateFormat.format(new Date(ms));
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

export type HttpOutcome =
  | { kind: "response"; status: number; headers: Headers; text: string; json: unknown }
  | { kind: "timeout" }
  | { kind: "network"; message: string };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * One HTTP exchange with a deadline. Never throws: a timeout and a network failure are outcomes. `json`
 * is the parsed body, or undefined when the body is not JSON.
 */
export async function httpRequest(
  url: string,
  init: RequestInit & { timeoutMs: number; fetch?: FetchLike },
): Promise<HttpOutcome> {
  const { timeoutMs, fetch: fetchImpl = fetch, ...rest } = init;
  try {
    const res = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { kind: "response", status: res.status, headers: res.headers, text, json };
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") return { kind: "timeout" };
    return { kind: "network", message: (e as Error).message };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Bounded LRU cache with a time to live

export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
}

export function createLruCache<V>(options: { maxEntries: number; ttlMs: number; now?: Clock }): LruCache<V> {
  const now = options.now ?? systemClock;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry); // most recently used goes last
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Idempotent sends

/** One send per key at a time; successful results are remembered for 24 h (bounded), failures are not. */
export function idempotent<T extends { duplicate: boolean }, E>(now: Clock) {
  const done = createLruCache<T>({ maxEntries: 10_000, ttlMs: 24 * 60 * 60 * 1000, now });
  const running = new Map<string, Promise<Result<T, E>>>();
  return (key: string, send: () => Promise<Result<T, E>>): Promise<Result<T, E>> => {
    const previous = done.get(key);
    if (previous) return Promise.resolve(ok({ ...previous, duplicate: true }));
    const pending = running.get(key);
    if (pending) return pending.then((r) => (r.ok ? ok({ ...r.value, duplicate: true }) : r));
    const promise = send()
      .then((r) => {
        if (r.ok) done.set(key, r.value);
        return r;
      })
      .finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}

// ---------------------------------------------------------------------------------------------------------
// A daily request budget (the white list counts per day and unblocks at midnight)

export interface DailyLimiter {
  /** Takes one request from today's budget; false when it is used up. */
  tryTake(): boolean;
  remaining(): number;
}

/** A fixed window per Warsaw calendar day. One counter per process: see docs/integrations.md. */
export function createDailyLimiter(options: { limit: number; now?: Clock }): DailyLimiter {
  const now = options.now ?? systemClock;
  let day = "";
  let used = 0;
  const roll = () => {
    const today = warsawDate(now());
    if (today !== day) {
      day = today;
      used = 0;
    }
  };
  return {
    tryTake() {
      roll();
      if (used >= options.limit) return false;
      used++;
      return true;
    },
    remaining() {
      roll();
      return Math.max(0, options.limit - used);
    },
  };
}
