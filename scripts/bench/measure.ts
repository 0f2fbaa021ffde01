// Measuring one target of `npm run bench`: its load at saturation and at half of capacity, and
// the QUALITY.md bars that apply to it.

import { int, ms, num } from "./format.ts";
import type { GcCounts, GcTally } from "./gc.ts";
import { paced, probe, type RequestSpec, saturate } from "./load.ts";
import type { Managed } from "./processes.ts";
import { ERRORS_BAR, type TargetResult } from "./report.ts";
import {
  API_P95_BAR_MS,
  HTML_LIST_BAR_KB,
  NEXT16_PER_STOCK_RR,
  PAGE_P99_BAR_MS,
  PAGE_RATIO_BAR,
  PAGE_RATIO_TO_NEXT16_BAR,
  PAGE_RATIO_TO_STOCK_RR_BAR,
  type Target,
} from "./targets.ts";

function requestSpec(
  base: string,
  t: Pick<Target, "method" | "path" | "body" | "headers">,
  gzip: boolean,
): RequestSpec {
  const headers: Record<string, string> = {};
  if (gzip) headers["accept-encoding"] = "gzip, deflate, br";
  let body: string | undefined;
  if (t.body !== undefined) {
    body = typeof t.body === "string" ? t.body : JSON.stringify(t.body);
    headers["content-type"] = "application/json";
  }
  return { url: base + t.path, method: t.method, body, headers: { ...headers, ...t.headers } };
}

function unexpectedCount(statusCodes: Record<string, number>, expect?: number) {
  return Object.entries(statusCodes)
    .filter(([code]) => (expect === undefined ? !code.startsWith("2") : Number(code) !== expect))
    .reduce((n, [, count]) => n + count, 0);
}

/** Rest between the saturated run and the half-capacity run. */
const DRAIN_MS = 1000;

/** How a target is loaded: the run's options. */
export interface MeasureOptions {
  durationS: number;
  warmupS: number;
  connections: number;
  /** Also run at half of the measured capacity (where latency bars are read). */
  half: boolean;
  gzip: boolean;
  /** The server's collections, when it runs with GC_NODE_ARGS: tallied over the half run. */
  gc?: GcTally;
}

/** Warm up, saturate, then run at half of capacity; skips a target that is not there yet. */
export async function measure(
  server: Managed,
  t: Pick<
    Target,
    "name" | "method" | "path" | "body" | "headers" | "setup" | "kind" | "expectStatus" | "list24"
  >,
  opts: MeasureOptions,
): Promise<TargetResult> {
  const result: TargetResult = {
    name: t.name,
    kind: t.kind,
    method: t.method,
    path: t.path,
    expectStatus: t.expectStatus,
    status: "skipped",
    bars: [],
  };
  process.stdout.write(`  ${t.name.padEnd(14)} ${t.method} ${t.path} … `);
  const ready = await t.setup?.(server.url).catch((e: Error) => {
    if (server.exited()) throw new Error(`${server.name} exited during the run:\n${server.output()}`);
    result.note = `setup failed: ${e.message}`;
  });
  if (result.note) {
    console.log(`skipped (${result.note})`);
    return result;
  }
  const what = { ...t, ...ready, headers: { ...t.headers, ...ready?.headers } };
  const spec = requestSpec(server.url, what, opts.gzip);

  const first = await probe(spec).catch((e: Error) => {
    if (server.exited()) throw new Error(`${server.name} exited during the run:\n${server.output()}`);
    throw new Error(`${t.name}: ${e.message}`);
  });
  result.probeStatus = first.status;
  if (first.status === 404 && t.expectStatus !== 404) {
    result.note = "answers 404 — route not there yet";
  } else if (first.status >= 300 && first.status < 400) {
    result.note = `answers ${first.status} → ${first.location ?? "?"} — point the target at the final URL`;
  }
  if (result.note) {
    console.log(`skipped (${result.note})`);
    return result;
  }

  // The HTML bar is on the page as written, whatever the run sends as Accept-Encoding.
  if (t.list24)
    result.htmlBytes = opts.gzip ? (await probe(requestSpec(server.url, what, false))).bytes : first.bytes;

  await saturate(spec, { durationS: opts.warmupS, connections: opts.connections }); // warm-up, discarded
  const load = await saturate(spec, { durationS: opts.durationS, connections: opts.connections });
  result.status = "measured";
  result.load = load;
  result.unexpected = unexpectedCount(load.statusCodes, t.expectStatus);
  if (opts.half && load.rps >= 2) {
    // When the closed loop stops, up to `connections` requests are still queued at the server:
    // connections × service time of work (70–220 ms here). Started at once, the paced run's first
    // requests waited behind that backlog and set its p99, on every target alike. A second's rest
    // lets the server drain it, so the run measures half of capacity, not the way down from full.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const gcMark = opts.gc?.snapshot();
    result.half = await paced(spec, {
      rate: Math.round(load.rps / 2),
      durationS: opts.durationS,
      connections: opts.connections,
    });
    result.halfUnexpected = unexpectedCount(result.half.statusCodes, t.expectStatus);
    // The trace line of a collection at the very end may still be in the pipe.
    if (opts.gc && gcMark) result.gc = await settle(() => opts.gc!.since(gcMark));
  }
  if (server.exited()) throw new Error(`${server.name} exited during the run:\n${server.output()}`);
  console.log(`${int(load.rps)} req/s`);
  return result;
}

/** Compare a measured target with the QUALITY.md bars that apply to it. */
export function judge(r: TargetResult, t: Target, reference?: TargetResult, stockRR?: TargetResult) {
  if (r.status !== "measured" || !r.load) return;
  const bars = r.bars;
  const bad =
    r.unexpected! + r.load.errors + r.load.timeouts + (r.half?.errors ?? 0) + (r.halfUnexpected ?? 0);
  bars.push({ what: ERRORS_BAR, target: "0", value: String(bad), ok: bad === 0 });
  const bar = t.bar ?? (t.kind === "page" ? "page" : "none");
  if (bar === "page") {
    if (reference?.load) r.ratioToReference = r.load.rps / reference.load.rps;
    if (stockRR?.load) {
      const ratio = r.load.rps / stockRR.load.rps;
      r.ratioToStockReactRouter = ratio;
      bars.push({
        what: "req/s ÷ stock React Router",
        target: `≥ ${num(PAGE_RATIO_TO_STOCK_RR_BAR, 2)}`,
        value: num(ratio, 2),
        ok: ratio >= PAGE_RATIO_TO_STOCK_RR_BAR,
      });
      const toNext = ratio / NEXT16_PER_STOCK_RR;
      bars.push({
        what: "req/s ÷ Next 16 (est. 128/279 × stock RR)",
        target: `≥ ${num(PAGE_RATIO_TO_NEXT16_BAR, 2)}`,
        value: num(toNext, 2),
        ok: toNext >= PAGE_RATIO_TO_NEXT16_BAR,
      });
    } else if (r.ratioToReference !== undefined) {
      bars.push({
        what: "req/s ÷ bare reference (stock RR estimated)",
        target: `≥ ${num(PAGE_RATIO_BAR, 2)}`,
        value: num(r.ratioToReference, 2),
        ok: r.ratioToReference >= PAGE_RATIO_BAR,
      });
    }
    if (t.list24 && r.htmlBytes !== undefined) {
      const kb = r.htmlBytes / 1000;
      bars.push({
        what: "HTML of a 24-card list",
        target: `≤ ${HTML_LIST_BAR_KB} KB`,
        value: `${num(kb, 1)} KB`,
        ok: kb <= HTML_LIST_BAR_KB,
      });
    }
    const p99 = r.half?.latencyMs.p99;
    if (p99 !== undefined)
      bars.push({
        what: "p99 at half capacity",
        target: `≤ ${PAGE_P99_BAR_MS} ms`,
        value: `${ms(p99)} ms`,
        ok: p99 <= PAGE_P99_BAR_MS,
      });
  } else if (bar !== "none") {
    const p95 = r.half?.latencyMs.p95;
    if (p95 !== undefined)
      bars.push({
        what: `p95 at half capacity (${bar})`,
        target: `≤ ${API_P95_BAR_MS[bar]} ms`,
        value: `${ms(p95)} ms`,
        ok: p95 <= API_P95_BAR_MS[bar],
      });
  }
}

/** A reading taken a moment later, once the child's last lines have been read. */
async function settle(read: () => GcCounts): Promise<GcCounts> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return read();
}
