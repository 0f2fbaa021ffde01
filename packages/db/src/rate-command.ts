// `node packages/db/src/cli.ts rate "WIBOR 3M" 3.85 2026-03-24 [source]` (npm run rates:set -- …):
// adds a reference-rate fixing, or corrects one for the same index and date.
// `node packages/db/src/cli.ts rates ["WIBOR 3M"]` lists the history of an index, newest first.
import type { Db } from "./client.ts";
import {
  type BenchmarkFixing,
  benchmarkHistory,
  DEFAULT_BENCHMARK_NAME,
  upsertBenchmarkFixing,
} from "./seed/leasing.ts";

export const RATE_USAGE =
  'usage: cli.ts rate "<index name>" <value %> <YYYY-MM-DD> [source]   e.g. rate "WIBOR 3M" 3.85 2026-03-24\n' +
  '       cli.ts rates ["<index name>"]                                  lists the fixings, newest first';

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Validates the `rate` arguments; a comma is accepted as the decimal separator ("3,85"). */
export function parseRateArgs(
  args: readonly string[],
): { ok: true; fixing: Omit<BenchmarkFixing, "tenor"> } | { ok: false; message: string } {
  const [name, rawValue, fixingDate, source] = args;
  if (!name?.trim() || name.trim().length > 40)
    return { ok: false, message: "index name missing or too long" };
  const value = Number(rawValue?.replace(",", "."));
  if (rawValue === undefined || rawValue.trim() === "" || !Number.isFinite(value) || value < -5 || value > 50)
    return {
      ok: false,
      message: `value must be a percentage between -5 and 50, got ${rawValue ?? "nothing"}`,
    };
  if (!fixingDate || !isCalendarDate(fixingDate))
    return { ok: false, message: `fixing date must be YYYY-MM-DD, got ${fixingDate ?? "nothing"}` };
  return {
    ok: true,
    fixing: { name: name.trim(), value, fixingDate, source: source?.trim() || "GPW Benchmark" },
  };
}

/** Runs `rate` or `rates`; returns the process exit code. */
export async function runRateCommand(db: Db, command: "rate" | "rates", args: readonly string[]) {
  if (command === "rates") {
    const name = args[0]?.trim() || DEFAULT_BENCHMARK_NAME;
    for (const f of await benchmarkHistory(db, name))
      console.log(`${f.fixingDate}  ${f.name}  ${f.value.toFixed(4)} %  (${f.source})`);
    return 0;
  }
  const parsed = parseRateArgs(args);
  if (!parsed.ok) {
    console.error(`${parsed.message}\n${RATE_USAGE}`);
    return 2;
  }
  const saved = await upsertBenchmarkFixing(db, parsed.fixing);
  console.log(
    `saved ${saved.name} (${saved.tenor}) ${saved.value} % fixed on ${saved.fixingDate}, source ${saved.source}`,
  );
  return 0;
}
