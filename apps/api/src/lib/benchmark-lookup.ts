// The newest fixing of a reference index, as the calculator and the orders' quotes price with it. A
// fixing changes once a working day (`npm run rates:set`, in another process), so the servers reuse a
// looked-up fixing for a minute, as the web reuses the calculator's setup; tests look it up every time.
import type { Db } from "@vhs/db/client.ts";
import { type BenchmarkFixing, latestBenchmark } from "@vhs/db/seed/leasing.ts";

/** The newest fixing of the index `name` on or before the day `asOf` (YYYY-MM-DD), or null. */
export type BenchmarkLookup = (name: string, asOf: string) => Promise<BenchmarkFixing | null>;

/** A lookup that reuses each index's fixing for a day for `ttlMs` (0: looks up every time). */
export function benchmarkLookup(db: Db, ttlMs: number, now: () => number = Date.now): BenchmarkLookup {
  if (ttlMs <= 0) return (name, asOf) => latestBenchmark(db, name, asOf);
  const kept = new Map<string, { at: number; fixing: Promise<BenchmarkFixing | null> }>();
  return (name, asOf) => {
    const key = `${name}|${asOf}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.fixing;
    const fixing = latestBenchmark(db, name, asOf);
    kept.set(key, { at: now(), fixing });
    // A failed lookup is not kept.
    fixing.catch(() => kept.delete(key));
    // One entry per index and day: the days before go.
    for (const old of kept.keys()) if (!old.endsWith(`|${asOf}`)) kept.delete(old);
    return fixing;
  };
}
