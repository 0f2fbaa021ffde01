// The bench's tables: throughput and latency per target with the references and the bars, and the
// first-load JavaScript and CSS per route.
import type { AssetsReport } from "./assets.ts";
import { int, kib, ms, num, table } from "./format.ts";
import type { GcCounts } from "./gc.ts";
import type { PacedResult, SaturationResult } from "./load.ts";
import {
  CSS_BUDGET_KIB,
  GENERATOR_LAG_WARN_MS,
  JS_BUDGETS,
  PAGE_RATIO_TO_NEXT16_BAR,
  PAGE_RATIO_TO_STOCK_RR_BAR,
  PAGE_STOCK_RR_BINDING,
  QUALITY_RPS,
  type Target,
} from "./targets.ts";

export const ERRORS_BAR = "errors and unexpected statuses";

/** How the load was run, for the tables' headings. */
export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
  /** Server and load generator on CPUs of their own. */
  pinned: boolean;
}

export interface TargetResult {
  name: string;
  kind: Target["kind"];
  method: string;
  path: string;
  status: "measured" | "skipped";
  note?: string;
  expectStatus?: number;
  probeStatus?: number;
  /** The uncompressed body of one answer, for the targets with an HTML bar. */
  htmlBytes?: number;
  load?: SaturationResult;
  /** Responses whose status is not the expected one (any 2xx unless `expectStatus`). */
  unexpected?: number;
  ratioToReference?: number;
  ratioToStockReactRouter?: number;
  half?: PacedResult;
  halfUnexpected?: number;
  /** The server's garbage collection during the half-capacity run (--gc). */
  gc?: GcCounts;
  bars: Bar[];
}
export interface Bar {
  what: string;
  target: string;
  value: string;
  ok: boolean;
}

export const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

export function printRun(
  results: TargetResult[],
  reference: TargetResult | undefined,
  stockRR: TargetResult | undefined,
  heading: string,
  load: LoadSettings,
) {
  const measured = results.filter((r) => r.load);
  const refRps = reference?.load?.rps;
  const stockRps = stockRR?.load?.rps;
  const refs = [reference, stockRR].filter((r) => r?.load) as TargetResult[];
  console.log(
    `\n${heading}\nThroughput: closed loop, ${load.connections} connections, ${load.durationS} s per target` +
      ` (+${load.warmupS} s warm-up)${load.pinned ? "; server on CPU 1, load generator on CPU 0" : ""}`,
  );
  const rows = [...refs, ...measured].map((r) => {
    const l = r.load!;
    const ratio = r.kind === "page" && refRps ? l.rps / refRps : undefined;
    // Against the stock React Router app measured in this run, else QUALITY.md's estimate.
    const toStock =
      r.kind !== "page"
        ? undefined
        : stockRps
          ? l.rps / stockRps
          : ratio === undefined
            ? undefined
            : (ratio * QUALITY_RPS.bare) / QUALITY_RPS.stockReactRouter;
    return [
      r.name,
      r.kind,
      `${r.method} ${r.path}`,
      int(l.rps),
      ratio === undefined ? "" : num(ratio, 2),
      toStock === undefined ? "" : num(toStock, 2),
      ms(l.latencyMs.p50),
      ms(l.latencyMs.p97_5),
      ms(l.latencyMs.p99),
      ms(l.latencyMs.max),
      kib(l.bytesPerResponse),
      int(r.unexpected ?? 0),
      int(l.errors + l.timeouts),
    ];
  });
  console.log(
    table(
      [
        "target",
        "kind",
        "request",
        "req/s",
        "× bare",
        stockRps ? "× stock RR" : "× stock RR*",
        "p50 ms",
        "p97.5",
        "p99",
        "max",
        "KiB/resp",
        "bad status",
        "errors",
      ],
      rows,
      ["l", "l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
    ),
  );
  if (stockRps)
    console.log(
      `  × bare: ÷ ${reference?.name ?? "reference"} (bare renderToPipeableStream); × stock RR: ÷ ${stockRR!.name}` +
        " (stock React Router 8 app, scripts/bench/stock-rr); both measured in this run.\n" +
        `  Page bars: ≥ ${num(PAGE_RATIO_TO_STOCK_RR_BAR, 2)} × stock RR and ≥ ${num(PAGE_RATIO_TO_NEXT16_BAR, 2)} × Next 16,` +
        ` Next estimated as ${QUALITY_RPS.next16}/${QUALITY_RPS.stockReactRouter} of stock RR (QUALITY.md):` +
        ` the binding bar is ≥ ${num(PAGE_STOCK_RR_BINDING, 2)} × stock RR`,
    );
  else if (refRps)
    console.log(
      `  * estimated: × bare scaled by QUALITY.md's bare/stock React Router figures (${QUALITY_RPS.bare}/${QUALITY_RPS.stockReactRouter})` +
        `: the stock React Router app was not measured in this run`,
    );
  for (const r of results.filter((x) => x.status === "skipped"))
    console.log(`  skipped ${r.name} (${r.method} ${r.path}): ${r.note}`);

  const halves = [...refs, ...measured].filter((r) => r.half);
  if (halves.length) {
    console.log(`\nLatency at half of capacity: open loop at ½ of the req/s above, ${load.durationS} s`);
    console.log(
      table(
        ["target", "rate", "achieved", "p50 ms", "p95", "p99", "max", "bad status", "errors", "gen. lag p99"],
        halves.map((r) => {
          const h = r.half!;
          return [
            r.name,
            int(h.targetRps),
            int(h.achievedRps),
            ms(h.latencyMs.p50),
            ms(h.latencyMs.p95),
            ms(h.latencyMs.p99),
            ms(h.latencyMs.max),
            int(r.halfUnexpected ?? 0),
            int(h.errors),
            `${ms(h.generatorLagMs.p99)}${(h.generatorLagMs.p99 ?? 0) > GENERATOR_LAG_WARN_MS ? " !" : ""}`,
          ];
        }),
      ),
    );
    if (halves.some((r) => (r.half!.generatorLagMs.p99 ?? 0) > GENERATOR_LAG_WARN_MS))
      console.log(
        "  ! the load generator fell behind its schedule (a busy machine); that lag is part of the latency",
      );
    for (const r of halves) {
      const codes = Object.entries(r.half!.errorCodes);
      if (codes.length) console.log(`  ${r.name}: errors ${codes.map(([c, n]) => `${c} × ${n}`).join(", ")}`);
    }
  }
  printGc(halves, load.durationS);

  // Passed error checks are left out of the table (they are in the JSON).
  const barRows = measured.flatMap((r) =>
    r.bars
      .filter((b) => !(b.ok && b.what === ERRORS_BAR))
      .map((b) => [r.name, b.what, b.target, b.value, mark(b.ok)]),
  );
  if (barRows.length) {
    console.log("\nBars (QUALITY.md)");
    console.log(table(["target", "bar", "goal", "measured", ""], barRows, ["l", "l", "r", "r", "l"]));
  }
}

/** Garbage collection during each half-capacity run, beside the p99 it explains (--gc). */
function printGc(halves: TargetResult[], durationS: number) {
  const traced = halves.filter((r) => r.gc);
  if (!traced.length) return;
  console.log(`\nGarbage collection during the half-capacity run (V8 --trace-gc-nvp, ${durationS} s)`);
  console.log(
    table(
      [
        "target",
        "p99 ms",
        "scavenges",
        "promoted MB",
        "KiB/req",
        "mark-compacts",
        "main ms",
        "longest",
        "background ms",
      ],
      traced.map((r) => {
        const g = r.gc!;
        const requests = r.half!.achievedRps * durationS;
        return [
          r.name,
          ms(r.half!.latencyMs.p99),
          int(g.scavenges),
          num(g.promotedBytes / 1e6, 1),
          requests ? num(g.promotedBytes / 1024 / requests, 1) : "",
          int(g.markCompacts),
          ms(g.markCompactMainMs),
          ms(g.markCompactLongestMs),
          ms(g.markCompactBackgroundMs),
        ];
      }),
      ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
    ),
  );
  console.log(
    "  promoted: moved to the old generation by scavenges, what mark-compacts later clear; main ms: the" +
      " mark-compacts' pauses and incremental steps; background ms: their marking on V8's threads, which" +
      " share the server's one pinned CPU with the requests",
  );
}

export function assetBars(report: AssetsReport) {
  return report.routes.map((r) => {
    const budget = JS_BUDGETS.find((b) => b.match.test(r.id))!;
    const jsOk = r.js.gzip <= budget.kib * 1024;
    const cssOk = r.css.gzip <= CSS_BUDGET_KIB * 1024;
    return { ...r, budget: { jsKiB: budget.kib, kind: budget.label, cssKiB: CSS_BUDGET_KIB }, jsOk, cssOk };
  });
}

export function printAssets(report: AssetsReport, rows: ReturnType<typeof assetBars>) {
  console.log(`\nFirst-load JavaScript and CSS per route (gzip, from ${report.source})`);
  console.log(
    table(
      ["route", "path", "JS files", "JS KiB", "JS gzip KiB", "budget", "", "CSS gzip KiB", "budget", ""],
      rows.map((r) => [
        r.id,
        r.path,
        String(r.js.files),
        kib(r.js.raw),
        kib(r.js.gzip),
        `≤ ${r.budget.jsKiB}`,
        mark(r.jsOk),
        kib(r.css.gzip),
        `≤ ${r.budget.cssKiB}`,
        mark(r.cssOk),
      ]),
      ["l", "l", "r", "r", "r", "r", "l", "r", "r", "l"],
    ),
  );
}
