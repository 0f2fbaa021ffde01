// Leasing data: reference-rate fixings (DOMAIN.md §1.3, §1.7) and the helpers the API and the
// `rate` command use. The calculator prices with the newest fixing of the configured index.
import { warsawDay } from "@vhs/domain/format.ts";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../client.ts";
import { benchmarkRates } from "../schema/leasing.ts";
import { metaTags } from "../schema/site.ts";

/** The index the calculator uses unless configured otherwise (POLSTR is WIBOR's successor). */
export const DEFAULT_BENCHMARK_NAME = "WIBOR 3M";

export interface BenchmarkFixing {
  name: string;
  tenor: string;
  /** Percent, e.g. 3.85. */
  value: number;
  /** YYYY-MM-DD. */
  fixingDate: string;
  source: string;
}

/** WIBOR 3M history from DOMAIN.md §1.3 (GPW Benchmark; the 2026-01-02 value as shown by Bankier). */
export const BENCHMARK_FIXINGS: readonly BenchmarkFixing[] = [
  { name: "WIBOR 3M", tenor: "3M", value: 4.23, fixingDate: "2025-11-21", source: "GPW Benchmark" },
  { name: "WIBOR 3M", tenor: "3M", value: 3.97, fixingDate: "2026-01-02", source: "GPW Benchmark" },
  { name: "WIBOR 3M", tenor: "3M", value: 3.82, fixingDate: "2026-02-24", source: "GPW Benchmark" },
  { name: "WIBOR 3M", tenor: "3M", value: 3.85, fixingDate: "2026-03-24", source: "GPW Benchmark" },
];

const LEASING_META_TAGS = [
  {
    path: "/parametry-leasingu",
    title: "Parametry leasingu | Leasingowo",
    description:
      "Ustaw swoje parametry leasingu: rodzaj klienta, okres, opłatę wstępną i wykup. Wszystkie raty w serwisie przeliczą się według nich.",
    h1: "Parametry leasingu",
  },
];

/** The tenor from an index name: "WIBOR 3M" → "3M", "POLSTR" → "ON". */
export function tenorOf(name: string): string {
  const match = /\b(\d+[DWMY]|ON|O\/N)\s*$/i.exec(name.trim());
  return match ? match[1]!.toUpperCase().replace("O/N", "ON") : "ON";
}

/** Idempotent: the seeded fixings and the leasing pages' meta tags (ON CONFLICT DO NOTHING). */
export async function seedLeasing(db: Db): Promise<void> {
  await db
    .insert(benchmarkRates)
    .values([...BENCHMARK_FIXINGS])
    .onConflictDoNothing();
  await db.insert(metaTags).values(LEASING_META_TAGS).onConflictDoNothing();
}

/** Adds a fixing, or corrects the value/source of the same index and date. */
export async function upsertBenchmarkFixing(
  db: Db,
  fixing: Omit<BenchmarkFixing, "tenor" | "source"> & { tenor?: string; source?: string },
): Promise<BenchmarkFixing> {
  const row: BenchmarkFixing = {
    name: fixing.name.trim(),
    tenor: fixing.tenor ?? tenorOf(fixing.name),
    value: fixing.value,
    fixingDate: fixing.fixingDate,
    source: fixing.source ?? "GPW Benchmark",
  };
  await db
    .insert(benchmarkRates)
    .values(row)
    .onConflictDoUpdate({
      target: [benchmarkRates.name, benchmarkRates.fixingDate],
      set: { value: row.value, source: row.source, tenor: row.tenor },
    });
  return row;
}

/** Today's calendar date in Warsaw, YYYY-MM-DD (one formatter for the process: making one per call cost more than the query). */
export function warsawToday(now: Date = new Date()): string {
  return warsawDay(now);
}

/** The newest fixing of an index on or before `asOf` (default: today in Warsaw), or null. */
export async function latestBenchmark(
  db: Db,
  name: string,
  asOf: string = warsawToday(),
): Promise<BenchmarkFixing | null> {
  const [row] = await db
    .select({
      name: benchmarkRates.name,
      tenor: benchmarkRates.tenor,
      value: benchmarkRates.value,
      fixingDate: benchmarkRates.fixingDate,
      source: benchmarkRates.source,
    })
    .from(benchmarkRates)
    .where(and(eq(benchmarkRates.name, name), lte(benchmarkRates.fixingDate, asOf)))
    .orderBy(desc(benchmarkRates.fixingDate))
    .limit(1);
  return row ? { ...row, value: Number(row.value) } : null;
}

/** The whole history of an index, newest first. */
export async function benchmarkHistory(db: Db, name: string): Promise<BenchmarkFixing[]> {
  const rows = await db
    .select({
      name: benchmarkRates.name,
      tenor: benchmarkRates.tenor,
      value: benchmarkRates.value,
      fixingDate: benchmarkRates.fixingDate,
      source: benchmarkRates.source,
    })
    .from(benchmarkRates)
    .where(eq(benchmarkRates.name, name))
    .orderBy(desc(benchmarkRates.fixingDate));
  return rows.map((row) => ({ ...row, value: Number(row.value) }));
}
