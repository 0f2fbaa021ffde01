// `npm run bench`: builds, starts the production server on a fresh database, loads pages and
// API endpoints with autocannon, measures two references in the same run (a stock React Router
// app and bare renderToPipeableStream, both rendering the same cards from memory), sizes
// first-load JS/CSS per route, runs Lighthouse (mobile) on the main pages, prints tables and
// writes bench-results/*.json.
// Bars come from ../shared/QUALITY.md; a missed bar prints MISSED but does not fail the run.
// See docs/benchmarks.md.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { firstLoadAssets } from "./bench/assets.ts";
import { COMPARE_HELP, COMPARE_OPTIONS, runComparisons } from "./bench/cluster.ts";
import { kib, num } from "./bench/format.ts";
import { GC_NODE_ARGS, GcTally } from "./bench/gc.ts";
import {
  LIGHTHOUSE_PAGES,
  type LighthouseReport,
  lighthouseMissed,
  printLighthouse,
  runLighthouse,
} from "./bench/lighthouse.ts";
import { judge, type MeasureOptions, measure } from "./bench/measure.ts";
import { prepareOperator } from "./bench/offer-setup.ts";
import {
  canPin,
  killAllSync,
  type Managed,
  pinSelf,
  startSite,
  startSplitSite,
  stopAll,
} from "./bench/processes.ts";
import { cpuProfArgs, newestProfile, summariseProfile } from "./bench/profile.ts";
import { buildStockRR, measureReference } from "./bench/references.ts";
import { assetBars, printAssets, printRun, type TargetResult } from "./bench/report.ts";
import {
  API_P95_BAR_MS,
  CSS_BUDGET_KIB,
  JS_BUDGETS,
  NEXT16_PER_STOCK_RR,
  PAGE_P99_BAR_MS,
  PAGE_RATIO_BAR,
  PAGE_RATIO_TO_NEXT16_BAR,
  PAGE_RATIO_TO_STOCK_RR_BAR,
  PAGE_STOCK_RR_BINDING,
  QUALITY_RPS,
  TARGETS,
} from "./bench/targets.ts";

// ── Options ─────────────────────────────────────────────────────────────────────────────────
const HELP = `Usage: npm run bench -- [options]
  --quick              smoke run: 2 s per target, 1 s warm-up
  --duration <s>       seconds of load per target (default 10)
  --warmup <s>         seconds of warm-up load per target (default 3)
  --connections <n>    concurrent connections (default 32)
  --only <names>       only these targets (comma-separated or repeated); "lighthouse" among
                       them adds the Lighthouse section, which --only otherwise leaves out
  --no-lighthouse      skip the Lighthouse section
  --lighthouse-only    only the Lighthouse section (the same as --only lighthouse)
  --lighthouse-runs <n>  Lighthouse runs per page, the median is kept (default 3, --quick 1)
  --lighthouse-pages <names>  only these Lighthouse pages (${LIGHTHOUSE_PAGES.map((p) => p.name).join(", ")})
  --no-build           use the existing build in apps/web/build
  --no-half            skip the latency run at half of capacity
  --no-pin             do not pin server and load generator to separate CPUs
  --gzip               send Accept-Encoding: gzip, deflate, br (as browsers do)
  --data-dir <dir>     database folder to use (default: a fresh temporary one)
  --variants <list>    CATALOG_VARIANTS per run, e.g. 2000,20000,200000 (one server per size)
  --start-timeout <s>  how long to wait for /api/readyz (default 300)
  --verbose            echo the servers' output
  --split              the page targets against the split deployment: an API process and a web
                       process talking over HTTP (API_BASE_URL), both on the server's one CPU
  --cpu-prof           profile the site (bench-results/profiles) and print where its CPU went
  --gc                 trace the site's garbage collection and print, per target, what it cost
                       during the half-capacity run (scavenges, promoted MB, mark-compacts)
${COMPARE_HELP}`;

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string", default: "32" },
    only: { type: "string", multiple: true },
    "no-build": { type: "boolean", default: false },
    "no-half": { type: "boolean", default: false },
    "no-pin": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "lighthouse-only": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string" },
    "lighthouse-pages": { type: "string", multiple: true },
    gzip: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    variants: { type: "string" },
    "start-timeout": { type: "string", default: "300" },
    verbose: { type: "boolean", default: false },
    split: { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    gc: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
    ...COMPARE_OPTIONS,
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${name} must be a positive number, got ${value}`);
    process.exit(2);
  }
  return n;
}

const opts = {
  quick: args.quick,
  durationS: positive("duration", args.duration, args.quick ? 2 : 10),
  warmupS: positive("warmup", args.warmup, args.quick ? 1 : 3),
  connections: Math.round(positive("connections", args.connections, 32)),
  build: !args["no-build"],
  half: !args["no-half"],
  gzip: args.gzip,
  split: args.split,
  startTimeoutS: positive("start-timeout", args["start-timeout"], 300),
  variants: (args.variants ?? process.env.CATALOG_VARIANTS ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean),
  only: (args.only ?? []).flatMap((o) => o.split(",")).map((o) => o.trim()),
  lighthouse: false,
  lighthouseRuns: Math.round(positive("lighthouse-runs", args["lighthouse-runs"], args.quick ? 1 : 3)),
  lighthousePages: (args["lighthouse-pages"] ?? []).flatMap((o) => o.split(",")).map((o) => o.trim()),
};
/** The site's collections, from its `--trace-gc-nvp` lines (with --gc). */
const gcTally = args.gc ? new GcTally() : undefined;
const measureOpts: MeasureOptions = {
  durationS: opts.durationS,
  warmupS: opts.warmupS,
  connections: opts.connections,
  half: opts.half,
  gzip: opts.gzip,
  gc: gcTally,
};
// Lighthouse runs with the full bench, or when asked for by --only lighthouse / --lighthouse-only.
const lighthouseOnly =
  args["lighthouse-only"] || (opts.only.length > 0 && opts.only.every((n) => n === "lighthouse"));
opts.lighthouse =
  !args["no-lighthouse"] && (lighthouseOnly || !opts.only.length || opts.only.includes("lighthouse"));
const onlyTargets = opts.only.filter((n) => n !== "lighthouse");

const unknown = onlyTargets.filter((n) => !TARGETS.some((t) => t.name === n));
if (unknown.length) {
  console.error(
    `Unknown target(s): ${unknown.join(", ")}. Known: ${TARGETS.map((t) => t.name).join(", ")}, lighthouse`,
  );
  process.exit(2);
}
const unknownPages = opts.lighthousePages.filter((n) => !LIGHTHOUSE_PAGES.some((p) => p.name === n));
if (unknownPages.length) {
  console.error(
    `Unknown Lighthouse page(s): ${unknownPages.join(", ")}. Known: ${LIGHTHOUSE_PAGES.map((p) => p.name).join(", ")}`,
  );
  process.exit(2);
}
// The split web process does not serve /api, so --split measures pages only.
const selected = (
  lighthouseOnly ? [] : onlyTargets.length ? TARGETS.filter((t) => onlyTargets.includes(t.name)) : TARGETS
).filter((t) => !args.split || t.kind === "page");

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = join(root, "apps/web");
const resultsDir = join(root, "bench-results");
const profileDir = join(resultsDir, "profiles");

// ── Cleanup: servers are always stopped by PID, temporary folders removed ───────────────────
const tempDirs = new Set<string>();
async function cleanup() {
  await stopAll();
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  tempDirs.clear();
}
process.on("exit", killAllSync);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping servers…`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ── Steps ───────────────────────────────────────────────────────────────────────────────────
function build() {
  console.log("▶ npm run build");
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm run build failed (exit ${r.status})`);
}

const CPUS = os.availableParallelism(); // read before pinning narrows it to one
const pin = !args["no-pin"] && CPUS >= 2 && canPin();
const SERVER_CPU = pin ? 1 : undefined;
const referenceOpts = { cpu: SERVER_CPU, verbose: args.verbose, measure: measureOpts };

async function startBenchSite(variants: string | undefined): Promise<{ site: Managed; dataDir: string }> {
  let dataDir: string;
  if (args["data-dir"]) {
    dataDir = opts.variants.length > 1 ? join(args["data-dir"], `variants-${variants}`) : args["data-dir"];
  } else {
    dataDir = mkdtempSync(join(os.tmpdir(), "vhs-bench-"));
    tempDirs.add(dataDir);
  }
  // The offer targets need a salesperson, made in the database before the site opens it.
  await prepareOperator({ dataDir });
  const t0 = Date.now();
  const start = (profileArgs: string[] = []) =>
    (args.split ? startSplitSite : startSite)({
      dataDir,
      cpu: SERVER_CPU,
      verbose: args.verbose,
      timeoutMs: opts.startTimeoutS * 1000,
      env: variants ? { CATALOG_VARIANTS: variants } : {},
      nodeArgs: [...profileArgs, ...(gcTally ? GC_NODE_ARGS : [])],
      onLine: gcTally ? (line) => gcTally.feed(line) : undefined,
    });
  let site = await start();
  // The profile is of the load, not of migrating and seeding: seeded, the site starts again profiled.
  if (args["cpu-prof"]) {
    await site.stop();
    site = await start(cpuProfArgs(profileDir));
  }
  const shape =
    "api" in site ? ` with its API at ${(site.api as Managed).url} (pid ${(site.api as Managed).pid})` : "";
  console.log(`  site ready at ${site.url} (pid ${site.pid})${shape} in ${num((Date.now() - t0) / 1000)} s`);
  return { site, dataDir };
}

function git(...a: string[]) {
  const r = spawnSync("git", a, { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const startedAt = new Date();
  if (opts.build) build();
  // --cluster, --pg: side-by-side runs of their own (scripts/bench/cluster.ts).
  if (args.cluster || args.pg)
    return runComparisons({ ...args, ...opts, only: onlyTargets, variants: opts.variants[0], resultsDir });

  // Sized on every run but --lighthouse-only (the section printed alone).
  const assets = lighthouseOnly ? undefined : firstLoadAssets(join(webDir, "build/client"));
  const assetRows = assets ? assetBars(assets) : [];
  const pages = selected.some((t) => t.kind === "page");
  // Built on every run (a few seconds), so it always renders the current shared cards.
  let stockRRNote = pages ? buildStockRR(args.verbose) : "no page selected";
  if (stockRRNote && pages)
    console.log(`  ! ${stockRRNote}\n  ! page bars fall back to QUALITY.md's estimate`);
  if (pin) pinSelf(0);

  let reference: TargetResult | undefined;
  let stockRR: TargetResult | undefined;
  let lighthouse: LighthouseReport | undefined;
  const runs: { variants?: string; dataDir: string; targets: TargetResult[] }[] = [];
  for (const variants of opts.variants.length ? opts.variants : [undefined]) {
    console.log(`\n▶ Starting the site${variants ? ` with CATALOG_VARIANTS=${variants}` : ""}`);
    const { site, dataDir } = await startBenchSite(variants);
    try {
      if (!reference && pages) {
        console.log("▶ Reference: bare renderToPipeableStream, 50 car cards from memory");
        reference = await measureReference(referenceOpts);
        if (!stockRRNote) {
          console.log("▶ Reference: stock React Router 8 app, the same cards from a loader");
          // Never fatal: without it the page bars fall back to QUALITY.md's estimate.
          stockRR = await measureReference(
            referenceOpts,
            "reference-stock-rr",
            "scripts/bench/stock-rr/server.ts",
          ).catch((e: Error) => {
            stockRRNote = `the stock React Router app could not be measured: ${e.message}`;
            console.log(`\n  ! ${stockRRNote}\n  ! page bars fall back to QUALITY.md's estimate`);
            return undefined;
          });
          if (stockRR && stockRR.status !== "measured") {
            stockRRNote = `the stock React Router app was not measured: ${stockRR.note}`;
            stockRR = undefined;
          }
        }
      }
      const targets: TargetResult[] = [];
      if (selected.length) console.log("▶ Targets");
      for (const t of selected) {
        const r = await measure(site, t, measureOpts);
        judge(r, t, reference, stockRR);
        targets.push(r);
      }
      runs.push({ variants, dataDir, targets });
      // Once, on the first catalogue size; it never throws (a failure is in its report).
      if (opts.lighthouse && !lighthouse) {
        console.log(`▶ Lighthouse (mobile), ${opts.lighthouseRuns} run(s) per page`);
        lighthouse = await runLighthouse(site.url, {
          runs: opts.lighthouseRuns,
          timeoutMs: 180_000,
          reportDir: join(resultsDir, "lighthouse"),
          cpus: pin ? CPUS : undefined,
          only: opts.lighthousePages,
          verbose: args.verbose,
        });
        if (lighthouse.error) console.log(`  ! Lighthouse not measured: ${lighthouse.error}`);
      }
    } finally {
      await site.stop();
      const profile = args["cpu-prof"] ? newestProfile(profileDir) : null;
      if (profile) console.log(`\n${summariseProfile(profile).join("\n")}`);
      if (tempDirs.has(dataDir)) {
        rmSync(dataDir, { recursive: true, force: true });
        tempDirs.delete(dataDir);
      }
    }
  }

  // Tables
  for (const run of selected.length ? runs : [])
    printRun(
      run.targets,
      reference,
      stockRR,
      `═══ Results${run.variants ? ` — CATALOG_VARIANTS=${run.variants}` : ""}${args.split ? " — split: a web and an API process" : ""} ═══`,
      { connections: opts.connections, durationS: opts.durationS, warmupS: opts.warmupS, pinned: pin },
    );
  if (assets) printAssets(assets, assetRows);
  if (lighthouse) printLighthouse(lighthouse);

  const missed = [
    ...runs.flatMap((run) =>
      run.targets.flatMap((r) =>
        r.bars
          .filter((b) => !b.ok)
          .map(
            (b) =>
              `${r.name}${run.variants ? ` [${run.variants}]` : ""}: ${b.what} ${b.value} (bar ${b.target})`,
          ),
      ),
    ),
    ...assetRows.flatMap((r) => [
      ...(r.jsOk ? [] : [`${r.id}: first-load JS ${kib(r.js.gzip)} KiB gzip (bar ≤ ${r.budget.jsKiB} KiB)`]),
      ...(r.cssOk ? [] : [`${r.id}: CSS ${kib(r.css.gzip)} KiB gzip (bar ≤ ${r.budget.cssKiB} KiB)`]),
    ]),
    ...(lighthouse ? lighthouseMissed(lighthouse) : []),
  ];

  // JSON
  const finishedAt = new Date();
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    git: { commit: git("rev-parse", "HEAD"), dirty: Boolean(git("status", "--porcelain")) },
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: CPUS,
      cpuModel: os.cpus()[0]?.model,
      pinned: pin,
    },
    options: { ...opts, targets: selected.map((t) => t.name) },
    bars: {
      pageRatioToStockReactRouter: PAGE_RATIO_TO_STOCK_RR_BAR,
      pageRatioToNext16: PAGE_RATIO_TO_NEXT16_BAR,
      next16PerStockReactRouter: NEXT16_PER_STOCK_RR,
      pageRatioToStockReactRouterBinding: PAGE_STOCK_RR_BINDING,
      /** Used only when the stock React Router app was not measured (the estimate). */
      pageRatioToReference: PAGE_RATIO_BAR,
      pageP99AtHalfCapacityMs: PAGE_P99_BAR_MS,
      apiP95AtHalfCapacityMs: API_P95_BAR_MS,
      cssGzipKiB: CSS_BUDGET_KIB,
      jsGzipKiB: JS_BUDGETS.map((b) => ({ match: String(b.match), kib: b.kib, kind: b.label })),
      qualityReferenceRps: QUALITY_RPS,
    },
    reference,
    referenceStockReactRouter: stockRR,
    stockReactRouterNote: stockRRNote ?? null,
    runs,
    lighthouse: lighthouse ?? null,
    assets: assets ? { source: assets.source, manifest: assets.manifest, routes: assetRows } : null,
    missed,
  };
  mkdirSync(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const file = join(resultsDir, `bench-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(resultsDir, "latest.json"), `${JSON.stringify(json, null, 2)}\n`);

  console.log("");
  if (missed.length) {
    console.log(`MISSED ${missed.length} bar(s):`);
    for (const m of missed) console.log(`  MISSED  ${m}`);
  } else {
    console.log("All bars met.");
  }
  if (stockRRNote && pages)
    console.log(
      `Page bars against QUALITY.md's estimate, not a measured stock React Router: ${stockRRNote.split("\n")[0]}`,
    );
  if (opts.quick) console.log("(--quick is a smoke test of the harness; its figures are not a measurement)");
  console.log(`Results: ${file} (and bench-results/latest.json)`);
}

try {
  await main();
} catch (e) {
  console.error(`\nThe benchmark could not run: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  // Everything is closed by now; should a handle linger anyway, do not hang.
  setTimeout(() => process.exit(), 2000).unref();
}
