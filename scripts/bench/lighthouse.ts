// The Lighthouse section of `npm run bench` (docs/benchmarks.md): Lighthouse's mobile preset
// (a mid-range phone's screen, simulated slow 4G and 4× CPU slowdown) on the started site, in a
// headless Chromium that this module starts with a remote-debugging port and stops by its PID.
// Median of N runs per page and category, against QUALITY.md's bars. Nothing is fetched from the
// network: the site is on 127.0.0.1 and Chromium runs with background networking off.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import type { Result as LighthouseResult } from "lighthouse";
import { type Browser, setCookies, startChromium, withTimeout } from "./chromium.ts";
import { table } from "./format.ts";
import { orderSetups, type SetupResult } from "./order-setup.ts";
import { HOST } from "./processes.ts";

export interface LighthousePage {
  name: string;
  path: string;
  /** QUALITY.md: 100 on catalogue and content pages, ≥ 95 on the calculator and order forms. */
  bar: number;
  /** Run once before the page's runs (e.g. to make an order); its path and headers are used. */
  setup?: (base: string) => Promise<SetupResult>;
  /** Categories measured and printed without the bar, with the reason. */
  noBar?: Partial<Record<CategoryId, string>>;
}

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: "home", path: "/", bar: 100 },
  { name: "brand-page", path: "/samochody/skoda", bar: 100 },
  { name: "model-page", path: "/samochody/skoda/octavia", bar: 100 },
  { name: "search-page", path: "/wyszukaj", bar: 100 },
  { name: "content-page", path: "/o-nas", bar: 100 },
  { name: "article", path: "/moto/artykul/limity-leasingu-2026-100-150-225-tys-zl", bar: 100 },
  { name: "calculator", path: "/kalkulator-leasingowy", bar: 95 },
  // Step 3 of a draft order (steps 1–2 saved), opened with the cookie the personal link sets.
  {
    name: "order-form",
    path: "/zamow/{uuid}",
    bar: 95,
    setup: orderSetups.form,
    noBar: {
      seo: "a visitor's own order: kept out of search engines (noindex), which SEO counts against it",
    },
  },
];

// id, table column, name in the MISSED lines
export const CATEGORIES = [
  ["performance", "perf.", "performance"],
  ["accessibility", "a11y", "accessibility"],
  ["best-practices", "best pr.", "best practices"],
  ["seo", "SEO", "SEO"],
] as const;
type CategoryId = (typeof CATEGORIES)[number][0];

// Metrics kept next to the scores: what a missed performance score is made of.
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;
type Metrics = Partial<Record<keyof typeof METRICS, number>>;

export interface LighthouseRun {
  scores: Partial<Record<CategoryId, number>>;
  metrics: Metrics;
  /** Audits below a full score in the four categories, heaviest first (what to fix). */
  findings: {
    category: CategoryId;
    id: string;
    title: string;
    score: number;
    weight: number;
    display?: string;
  }[];
  durationS: number;
}

export interface LighthousePageResult {
  name: string;
  path: string;
  bar: number;
  noBar?: LighthousePage["noBar"];
  /** Median per category over the successful runs (0–100). */
  scores: Partial<Record<CategoryId, number>>;
  metrics: Metrics;
  runs: LighthouseRun[];
  failures: string[];
  /** The run whose performance score is the median: its findings are printed. */
  medianRun?: LighthouseRun;
  report?: string;
}

export interface LighthouseReport {
  lighthouseVersion?: string;
  chromium?: string;
  runsPerPage: number;
  preset: "mobile";
  /** os.loadavg() before and after: the scores fall when other work takes the CPUs. */
  loadAverage: { before: number[]; after?: number[] };
  pages: LighthousePageResult[];
  /** Why the section could not run at all (Chromium missing, Lighthouse not installed…). */
  error?: string;
}

export interface LighthouseOptions {
  runs: number;
  /** Per run; a run over it is a failure and Chromium is started afresh. */
  timeoutMs: number;
  /** Where the median run's HTML report of each page is written. */
  reportDir?: string;
  /** Let Chromium use every CPU even when the bench pinned itself to one. */
  cpus?: number;
  only?: string[];
  verbose?: boolean;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return undefined;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function summarize(lhr: LighthouseResult, durationS: number): LighthouseRun {
  const scores: LighthouseRun["scores"] = {};
  const findings: LighthouseRun["findings"] = [];
  for (const [id] of CATEGORIES) {
    const category = lhr.categories[id];
    if (category?.score == null) continue;
    scores[id] = Math.round(category.score * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      // The metrics are in the table with their values; hidden audits are not in Lighthouse's report.
      if (!audit || audit.score == null || audit.score >= 1) continue;
      if (ref.group === "metrics" || ref.group === "hidden") continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      findings.push({
        category: id,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        display: audit.displayValue,
      });
    }
  }
  // Weighted audits first (they cost points), then the lowest scores (Lighthouse's own order of advice).
  findings.sort((a, b) => b.weight - a.weight || a.score - b.score);
  const metrics: Metrics = {};
  for (const [key, id] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    const value = lhr.audits[id]?.numericValue;
    if (value !== undefined) metrics[key] = value;
  }
  return { scores, metrics, findings, durationS };
}

/**
 * Lighthouse on each page of LIGHTHOUSE_PAGES (or `o.only`) of the site at `base`. Never throws:
 * what could not be measured is in `error` (the whole section) or a page's `failures`.
 */
export async function runLighthouse(base: string, o: LighthouseOptions): Promise<LighthouseReport> {
  const report: LighthouseReport = {
    runsPerPage: o.runs,
    preset: "mobile",
    loadAverage: { before: os.loadavg() },
    pages: [],
  };
  let lighthouse: typeof import("lighthouse").default;
  let generateReport: typeof import("lighthouse").generateReport;
  try {
    ({ default: lighthouse, generateReport } = await import("lighthouse"));
  } catch (e) {
    report.error = `the lighthouse package could not be loaded: ${(e as Error).message}`;
    return report;
  }
  let browser: Browser | undefined;
  try {
    browser = await startChromium(o);
    const version = (await (await fetch(`http://${HOST}:${browser.port}/json/version`)).json()) as {
      Browser?: string;
    };
    report.chromium = version.Browser;
  } catch (e) {
    report.error = `Chromium could not start: ${(e as Error).message}`;
    return report;
  }
  try {
    const pages = o.only?.length
      ? LIGHTHOUSE_PAGES.filter((p) => o.only!.includes(p.name))
      : LIGHTHOUSE_PAGES;
    for (const page of pages) {
      const result: LighthousePageResult = { ...page, scores: {}, metrics: {}, runs: [], failures: [] };
      delete (result as Partial<LighthousePage>).setup;
      report.pages.push(result);
      process.stdout.write(`  ${page.name.padEnd(14)} ${page.path} … `);
      let ready: SetupResult | undefined;
      try {
        ready = await page.setup?.(base);
      } catch (e) {
        result.failures.push(`setup failed: ${(e as Error).message}`);
        console.log(`skipped (${result.failures[0]})`);
        continue;
      }
      const url = base + (ready?.path ?? page.path);
      // One plain request first, so the first run does not pay for a cold page cache.
      await fetch(url, { headers: ready?.headers })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      const lhrs: LighthouseResult[] = [];
      // A failed run is tried again, once per run asked for: Lighthouse's trace errors (NO_NAVSTART,
      // NO_FCP) come and go on a busy machine, and a page that fails every time still stops here.
      for (let i = 0; result.runs.length < o.runs && i < 2 * o.runs; i++) {
        const t0 = Date.now();
        try {
          browser ??= await startChromium(o);
          const { cookie, ...headers } = ready?.headers ?? {};
          if (cookie) await setCookies(browser, url, cookie);
          const run = await withTimeout(
            lighthouse(url, {
              port: browser.port,
              hostname: HOST,
              output: "json",
              logLevel: o.verbose ? "info" : "error",
              onlyCategories: CATEGORIES.map(([id]) => id),
              formFactor: "mobile",
              throttlingMethod: "simulate",
              disableFullPageScreenshot: true,
              maxWaitForLoad: 45_000,
              extraHeaders: Object.keys(headers).length ? headers : undefined,
            }),
            o.timeoutMs,
            "the run",
          );
          if (!run) throw new Error("Lighthouse returned nothing");
          if (run.lhr.runtimeError)
            throw new Error(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
          lhrs.push(run.lhr);
          result.runs.push(summarize(run.lhr, (Date.now() - t0) / 1000));
          report.lighthouseVersion ??= run.lhr.lighthouseVersion;
        } catch (e) {
          result.failures.push(`attempt ${i + 1}: ${(e as Error).message.split("\n")[0]}`);
          // A run that timed out may have left the browser in any state: the next one gets a new one.
          await browser?.stop();
          browser = undefined;
        }
      }
      for (const [id] of CATEGORIES) {
        const m = median(result.runs.flatMap((r) => (r.scores[id] === undefined ? [] : [r.scores[id]!])));
        if (m !== undefined) result.scores[id] = m;
      }
      for (const key of Object.keys(METRICS) as (keyof typeof METRICS)[]) {
        const m = median(result.runs.flatMap((r) => (r.metrics[key] === undefined ? [] : [r.metrics[key]!])));
        if (m !== undefined) result.metrics[key] = m;
      }
      const byPerf = result.runs
        .map((r, i) => ({ r, i }))
        .sort((a, b) => (a.r.scores.performance ?? 0) - (b.r.scores.performance ?? 0));
      const mid = byPerf[Math.floor((byPerf.length - 1) / 2)];
      if (mid) {
        result.medianRun = mid.r;
        if (o.reportDir) {
          mkdirSync(o.reportDir, { recursive: true });
          result.report = join(o.reportDir, `${page.name}.html`);
          writeFileSync(result.report, generateReport(lhrs[mid.i]!, "html"));
        }
      }
      const s = result.scores;
      console.log(
        result.runs.length
          ? `${CATEGORIES.map(([id, label]) => `${label} ${s[id] ?? "–"}`).join(", ")}` +
              ` (${result.runs.length}/${o.runs} runs)`
          : `failed (${result.failures.join("; ")})`,
      );
    }
  } finally {
    await browser?.stop();
  }
  report.loadAverage.after = os.loadavg();
  return report;
}

/** The bars a page missed, as the MISSED lines at the end of the bench. */
export function lighthouseMissed(report: LighthouseReport): string[] {
  if (report.error) return [`lighthouse: not measured (${report.error.split("\n")[0]})`];
  return report.pages.flatMap((p) => {
    if (!p.runs.length) return [`${p.name}: Lighthouse not measured (${p.failures.join("; ")})`];
    return CATEGORIES.flatMap(([id, , name]) =>
      missed(p, id) ? [`${p.name}: Lighthouse ${name} ${p.scores[id]} (bar ${barText(p.bar)})`] : [],
    );
  });
}

const missed = (p: LighthousePageResult, id: CategoryId) =>
  p.scores[id] !== undefined && p.scores[id]! < p.bar && !p.noBar?.[id];
const barText = (bar: number) => (bar >= 100 ? "100" : `≥ ${bar}`);
const seconds = (msValue?: number) => (msValue === undefined ? "" : (msValue / 1000).toFixed(1));

export function printLighthouse(report: LighthouseReport) {
  console.log(
    `\nLighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${report.runsPerPage}` +
      ` run(s) per page${report.lighthouseVersion ? `; Lighthouse ${report.lighthouseVersion}` : ""}` +
      `${report.chromium ? `, ${report.chromium}` : ""}`,
  );
  if (report.error) {
    console.log(`  ! not measured: ${report.error}`);
    return;
  }
  const load = (l?: number[]) => (l ? l[0]!.toFixed(1) : "–");
  const cpus = os.cpus().length; // not availableParallelism(): the bench pins itself to one CPU
  const busy = Math.max(report.loadAverage.before[0]!, report.loadAverage.after?.[0] ?? 0) > cpus;
  console.log(
    `Load average (1 min) before/after: ${load(report.loadAverage.before)} / ${load(report.loadAverage.after)}` +
      ` on ${cpus} CPU(s)${busy ? " — a busy machine: the performance scores read low" : ""}`,
  );
  const mark = (p: LighthousePageResult, id: CategoryId) =>
    p.scores[id] === undefined
      ? "–"
      : `${p.scores[id]}${missed(p, id) ? " MISSED" : p.noBar?.[id] ? " *" : ""}`;
  console.log(
    table(
      [
        "page",
        "path",
        "bar",
        ...CATEGORIES.map(([, label]) => label),
        "FCP s",
        "LCP s",
        "TBT ms",
        "CLS",
        "runs",
      ],
      report.pages.map((p) => [
        p.name,
        p.path,
        barText(p.bar),
        ...CATEGORIES.map(([id]) => mark(p, id)),
        seconds(p.metrics.fcpMs),
        seconds(p.metrics.lcpMs),
        p.metrics.tbtMs === undefined ? "" : String(Math.round(p.metrics.tbtMs)),
        p.metrics.cls === undefined ? "" : p.metrics.cls.toFixed(3),
        `${p.runs.length}/${report.runsPerPage}`,
      ]),
      ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
    ),
  );
  for (const p of report.pages) {
    for (const f of p.failures) console.log(`  ! ${p.name}: ${f}`);
    for (const [id, why] of Object.entries(p.noBar ?? {}))
      console.log(`  * ${p.name}: ${CATEGORIES.find(([c]) => c === id)?.[2]} without a bar: ${why}`);
    const below = CATEGORIES.filter(([id]) => missed(p, id)).map(([id]) => id as string);
    const findings = p.medianRun?.findings.filter((f) => below.includes(f.category)).slice(0, 5) ?? [];
    if (findings.length)
      console.log(
        `  ${p.name}: ${findings.map((f) => `${f.id}${f.display ? ` (${f.display})` : ""}`).join(", ")}`,
      );
  }
  const reports = report.pages.filter((p) => p.report);
  if (reports.length)
    console.log(`  reports of the median runs: ${reports[0]!.report!.replace(/[^/]+$/, "")}*.html`);
}
