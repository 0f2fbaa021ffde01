// `npm run bench -- --cluster` and `-- --pg` (docs/benchmarks.md): side-by-side throughput runs.
//   --cluster: one site process on PostgreSQL (the bench's usual server, on the same database for a fair
//              comparison) against the production shape — N web + M API processes behind nginx
//              (scripts/cluster/start.ts) — for a few page and API targets.
//   --pg:      the one-process site on PGlite against the same on PostgreSQL, for the API targets.
// Neither pins processes to CPUs: every server, nginx and the load generator share the machine's cores.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import {
  createFreshDatabase,
  DEFAULT_SERVER_URL,
  dropDatabase,
  migrateAndSeed,
} from "../cluster/database.ts";
import { randomSecrets, startCluster } from "../cluster/start.ts";
import { int, ms, num, table } from "./format.ts";
import { probe, type SaturationResult, saturate } from "./load.ts";
import { prepareOperator } from "./offer-setup.ts";
import { startSite } from "./processes.ts";
import { TARGETS, type Target } from "./targets.ts";

export const COMPARE_HELP = `  --cluster            1 site process vs N web + M API processes behind nginx, both on PostgreSQL
  --web <n>, --api <n> the cluster's processes (default 2 and 2)
  --pg                 the API targets on PGlite vs PostgreSQL (one site process each)
                       PostgreSQL: BENCH_DATABASE_URL's server, else TEST_DATABASE_URL's, else
                       ${DEFAULT_SERVER_URL}; a fresh vhs_bench_* database, dropped after`;

export const COMPARE_OPTIONS = {
  cluster: { type: "boolean", default: false },
  pg: { type: "boolean", default: false },
  web: { type: "string", default: "2" },
  api: { type: "string", default: "2" },
} as const;

const CLUSTER_TARGETS = ["model-page-render", "home", "cars", "calculate-installment"];
const PG_TARGETS = [
  "cars",
  "search",
  "menu-brands",
  "calculate-installment",
  "order-get",
  "order-store-contact",
];

export interface CompareOptions {
  cluster: boolean;
  pg: boolean;
  web: string;
  api: string;
  /** --only, without "lighthouse"; empty = the defaults above. */
  only: string[];
  durationS: number;
  warmupS: number;
  connections: number;
  gzip: boolean;
  /** One CATALOG_VARIANTS value (the first of --variants), or the default. */
  variants: string | undefined;
  startTimeoutS: number;
  verbose: boolean;
  resultsDir: string;
}

interface Measured {
  name: string;
  request: string;
  load?: SaturationResult;
  /** Answers whose status is not the expected one (any 2xx unless the target says). */
  bad?: number;
  note?: string;
}

/** Warm-up then a closed-loop run of one target against `base`. */
async function measure(base: string, t: Target, o: CompareOptions): Promise<Measured> {
  const result: Measured = { name: t.name, request: `${t.method} ${t.path}` };
  process.stdout.write(`  ${t.name.padEnd(22)} … `);
  try {
    const ready = await t.setup?.(base);
    const body = ready?.body ?? t.body;
    const headers: Record<string, string> = { ...t.headers, ...ready?.headers };
    if (o.gzip) headers["accept-encoding"] = "gzip, deflate, br";
    if (body !== undefined) headers["content-type"] = "application/json";
    const spec = {
      url: base + (ready?.path ?? t.path),
      method: t.method,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      headers,
    };
    const first = await probe(spec);
    const good = (status: number) =>
      t.expectStatus === undefined ? status >= 200 && status < 300 : status === t.expectStatus;
    if (!good(first.status)) throw new Error(`answers ${first.status}`);
    await saturate(spec, { durationS: o.warmupS, connections: o.connections });
    result.load = await saturate(spec, { durationS: o.durationS, connections: o.connections });
    result.bad = Object.entries(result.load.statusCodes)
      .filter(([code]) => !good(Number(code)))
      .reduce((n, [, count]) => n + count, 0);
    console.log(`${int(result.load.rps)} req/s`);
  } catch (e) {
    result.note = (e as Error).message;
    console.log(`skipped (${result.note})`);
  }
  return result;
}

function pick(names: string[]): Target[] {
  return names.map((n) => TARGETS.find((t) => t.name === n)).filter((t): t is Target => t !== undefined);
}

function count(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`--${name}: a whole number from 1 to 16`);
  return n;
}

/** Two runs of the same targets, side by side. */
function printSideBySide(title: string, left: string, right: string, a: Measured[], b: Measured[]) {
  console.log(`\n${title}`);
  const rows = a.map((x, i) => {
    const y = b[i]!;
    const ratio = x.load && y.load ? y.load.rps / x.load.rps : undefined;
    const errors = (m: Measured) => (m.load ? int(m.load.errors + m.load.timeouts + (m.bad ?? 0)) : "–");
    return [
      x.name,
      x.request,
      int(x.load?.rps),
      int(y.load?.rps),
      ratio === undefined ? "" : `${num(ratio, 2)} ×`,
      ms(x.load?.latencyMs.p50),
      ms(y.load?.latencyMs.p50),
      ms(x.load?.latencyMs.p99),
      ms(y.load?.latencyMs.p99),
      `${errors(x)} / ${errors(y)}`,
    ];
  });
  console.log(
    table(
      [
        "target",
        "request",
        `${left} req/s`,
        `${right} req/s`,
        "ratio",
        `${left} p50 ms`,
        `${right} p50 ms`,
        `${left} p99 ms`,
        `${right} p99 ms`,
        "errors + bad",
      ],
      rows,
      ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r"],
    ),
  );
  for (const m of [...a, ...b].filter((x) => x.note)) console.log(`  skipped ${m.name}: ${m.note}`);
}

async function runTargets(label: string, base: string, targets: Target[], o: CompareOptions) {
  console.log(`▶ ${label} at ${base}`);
  const out: Measured[] = [];
  for (const t of targets) out.push(await measure(base, t, o));
  return out;
}

/** The side-by-side runs of --cluster and --pg; writes bench-results/compare-<time>.json. */
export async function runComparisons(o: CompareOptions): Promise<void> {
  const startedAt = new Date();
  const cores = os.availableParallelism();
  const variants = o.variants === undefined ? undefined : Number(o.variants);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
  const timeoutMs = o.startTimeoutS * 1000;
  const common = {
    connections: o.connections,
    durationS: o.durationS,
    warmupS: o.warmupS,
    catalogVariants: variants ?? "default",
    cores,
  };
  const json: Record<string, unknown> = { startedAt: startedAt.toISOString(), options: common };
  const dir = mkdtempSync(join(os.tmpdir(), "vhs-bench-compare-"));
  const databaseUrl = await createFreshDatabase(serverUrl, "vhs_bench");
  try {
    console.log(`▶ PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}: migrating and seeding`);
    await migrateAndSeed(databaseUrl, variants);
    const siteEnv = {
      DATABASE_URL: databaseUrl,
      ...(variants ? { CATALOG_VARIANTS: String(variants) } : {}),
    };

    if (o.cluster) {
      const web = count("web", o.web);
      const api = count("api", o.api);
      const targets = pick(o.only.length ? o.only : CLUSTER_TARGETS);
      // The offer targets' salesperson (one at a time: the setups use the last one made).
      await prepareOperator({ url: databaseUrl });
      const site = await startSite({ dataDir: join(dir, "unused"), env: siteEnv, timeoutMs });
      const one = await runTargets("1 site process on PostgreSQL", site.url, targets, o).finally(() =>
        site.stop(),
      );
      const cluster = await startCluster({
        databaseUrl,
        dir: join(dir, "cluster"),
        web,
        api,
        secrets: randomSecrets(),
        catalogVariants: variants,
        verbose: o.verbose,
        startTimeoutMs: timeoutMs,
      });
      const many = await runTargets(
        `${web} web + ${api} API processes behind nginx`,
        cluster.url,
        targets,
        o,
      ).finally(() => cluster.stop());
      printSideBySide(
        `═══ One process vs the cluster (${web} web + ${api} API behind nginx), both on PostgreSQL ═══`,
        "1 process",
        "cluster",
        one,
        many,
      );
      console.log(
        `  This machine has ${cores} core(s): the cluster's gain is bounded by the cores, which its ${web + api}` +
          " Node processes share with nginx, PostgreSQL and the load generator; a page rendered by a web process" +
          " also costs an HTTP hop to an API process. On 2 cores expect well under 2 ×; the shape's worth here" +
          " is surviving the loss of a process, and its throughput grows with cores and machines.",
      );
      json.cluster = { web, api, oneProcess: one, cluster: many };
    }

    if (o.pg) {
      const targets = pick(o.only.length ? o.only : PG_TARGETS);
      const pgliteDir = join(dir, "pglite");
      await prepareOperator({ dataDir: pgliteDir });
      const env = variants ? { CATALOG_VARIANTS: String(variants) } : {};
      const lite = await startSite({ dataDir: pgliteDir, env, timeoutMs });
      const onLite = await runTargets("1 site process on PGlite", lite.url, targets, o).finally(() =>
        lite.stop(),
      );
      await prepareOperator({ url: databaseUrl });
      const pg = await startSite({ dataDir: join(dir, "unused"), env: siteEnv, timeoutMs });
      const onPg = await runTargets("1 site process on PostgreSQL", pg.url, targets, o).finally(() =>
        pg.stop(),
      );
      printSideBySide(
        "═══ PGlite vs PostgreSQL, one site process each ═══",
        "PGlite",
        "PostgreSQL",
        onLite,
        onPg,
      );
      console.log(
        "  A production site should use PostgreSQL: PGlite is an embedded database inside one process (one" +
          " connection, running on the server's own thread), so it cannot be shared by several web or API" +
          " processes, and its data lives and dies with that machine's disk. PGlite is for a laptop, the tests" +
          " and a one-process demo; the figures above show what the switch costs or gains per request.",
      );
      json.pg = { pglite: onLite, postgres: onPg };
    }
  } finally {
    await dropDatabase(databaseUrl).catch((e: Error) => console.error(`! ${e.message}`));
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(o.resultsDir, { recursive: true });
  const file = join(o.resultsDir, `compare-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ ...json, finishedAt: new Date().toISOString() }, null, 2)}\n`);
  console.log(
    `\nClosed loop, ${o.connections} connections, ${o.durationS} s per target (+${o.warmupS} s warm-up).`,
  );
  console.log(`Results: ${file}`);
}
