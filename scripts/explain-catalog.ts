// `npm run db:explain`: the query plans and in-process timings of the catalogue list and search API at
// one catalogue size, on PGlite and (with --pg) on PostgreSQL (docs/benchmarks.md, "The API at 2 000,
// 20 000 and 200 000 offers").
//
// For each catalogue target of scripts/bench/targets.ts it sends the request to the real API
// (createApiApp(...).request), records every query the request ran through Drizzle's logger — the
// exact SQL and parameters, whichever path the route took (summary, offer cells or variants) — and
// prints EXPLAIN (ANALYZE, BUFFERS) of each. The plans cannot drift from the code: they are of the
// queries the code just sent. Then it times `--iterations` sequential requests per target and prints
// p50/p95, with the number of queries per request (an N+1 would show there) and the buffers touched.
//
//   node scripts/explain-catalog.ts --variants 200000 --pg postgres://postgres@127.0.0.1:5432/postgres
//
// The databases are kept for the next run: PGlite in <data-dir>/pglite-<n>, PostgreSQL in a database
// vhs_explain_<n> created on the server --pg points at; a database of another size or seed is reseeded.
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createApiApp } from "@vhs/api/app.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import { createDb, type DbHandle } from "@vhs/db/client.ts";
import { seedIfNeeded } from "@vhs/db/seed/run.ts";
import pg from "pg";
import { TARGETS } from "./bench/targets.ts";

const CATALOG_TARGETS = [
  "cars",
  "cars-filtered",
  "cars-price",
  "cars-deep",
  "search",
  "search-text",
  "models",
  "models-price",
];

const { values: args } = parseArgs({
  options: {
    variants: { type: "string", default: "200000" },
    pg: { type: "string" },
    "no-pglite": { type: "boolean", default: false },
    iterations: { type: "string", default: "200" },
    only: { type: "string", multiple: true },
    "data-dir": { type: "string", default: join(os.tmpdir(), "vhs-explain") },
    "no-plans": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(`Usage: node scripts/explain-catalog.ts [options]
  --variants <n>     catalogue size (default 200000)
  --pg <url>         also PostgreSQL: a server URL (any database); uses/creates vhs_explain_<n> there
  --no-pglite        PostgreSQL only
  --iterations <n>   timed requests per target (default 200)
  --only <names>     targets (default: ${CATALOG_TARGETS.join(", ")})
  --data-dir <dir>   where PGlite databases are kept (default ${join(os.tmpdir(), "vhs-explain")})
  --no-plans         timings and counts only`);
  process.exit(0);
}
const variants = Number(args.variants);
const iterations = Number(args.iterations);
if (!Number.isInteger(variants) || variants < 0 || !Number.isInteger(iterations) || iterations < 1) {
  console.error("--variants and --iterations must be whole numbers");
  process.exit(2);
}
const names = (args.only ?? []).flatMap((o) => o.split(",")).filter(Boolean);
const targets = TARGETS.filter((t) => (names.length ? names : CATALOG_TARGETS).includes(t.name));

interface Recorded {
  sql: string;
  params: unknown[];
}
/** Drizzle's logger sees every query; it keeps them only while a request is being recorded. */
const recorder = {
  queries: null as Recorded[] | null,
  logQuery(sql: string, params: unknown[]) {
    this.queries?.push({ sql, params });
  },
};

async function openPglite(): Promise<DbHandle> {
  return createDb({ dataDir: join(args["data-dir"], `pglite-${variants}`), logger: recorder });
}

async function openPostgres(serverUrl: string): Promise<DbHandle> {
  const name = `vhs_explain_${variants}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return createDb({ url: url.toString(), logger: recorder });
}

type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

interface PlanFacts {
  lines: string[];
  ms: number;
  buffers: number;
  seqScans: string[];
}

async function explain(client: Client, q: Recorded): Promise<PlanFacts> {
  const result = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params);
  const lines = result.rows.map((r) => String(r["QUERY PLAN"]));
  const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))?.[1] ?? 0);
  // The top node's buffers include its children's.
  const top = lines.find((l) => l.includes("Buffers:")) ?? "";
  const buffers = [...top.matchAll(/(?:hit|read|dirtied|written)=(\d+)/g)].reduce(
    (s, m) => s + Number(m[1]),
    0,
  );
  const seqScans = lines.flatMap((l) => /Seq Scan on (\w+)/.exec(l)?.[1] ?? []);
  return { lines, ms, buffers, seqScans };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

interface Row {
  db: string;
  target: string;
  status: number;
  queries: number;
  dbMs: number;
  buffers: number;
  seqScans: string;
  p50: number;
  p95: number;
}

async function run(kind: "pglite" | "postgres", handle: DbHandle): Promise<Row[]> {
  const t0 = Date.now();
  await handle.migrate();
  const seeded = await seedIfNeeded(handle.db, { catalogVariants: variants });
  console.log(
    `\n═══ ${kind}, ${variants} offers (${seeded ? "seeded" : "reused"} in ${Date.now() - t0} ms) ═══`,
  );
  const app = createApiApp(handle, { basePath: "/api" });
  const client = (handle.db as unknown as { $client: Client }).$client;
  const rows: Row[] = [];
  for (const t of targets) {
    const path = t.path.replace(/^\/api/, "");
    await (await app.request(path)).arrayBuffer(); // warm: dictionaries and the summary are cached
    recorder.queries = [];
    const res = await app.request(path);
    await res.arrayBuffer();
    const recorded = recorder.queries;
    recorder.queries = null;
    const facts: PlanFacts[] = [];
    for (const q of recorded) facts.push(await explain(client, q));
    if (!args["no-plans"]) {
      console.log(`\n── ${t.name}: GET ${t.path} → ${res.status}, ${recorded.length} queries`);
      recorded.forEach((q, i) => {
        console.log(`\n[${i + 1}] ${q.sql.replace(/\s+/g, " ")}\n    params: ${JSON.stringify(q.params)}`);
        for (const line of facts[i]?.lines ?? []) console.log(`    ${line}`);
      });
    }
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      await (await app.request(path)).arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      db: kind,
      target: t.name,
      status: res.status,
      queries: recorded.length,
      dbMs: facts.reduce((s, f) => s + f.ms, 0),
      buffers: facts.reduce((s, f) => s + f.buffers, 0),
      seqScans: [...new Set(facts.flatMap((f) => f.seqScans))].join(" ") || "-",
      p50: pct(times, 50),
      p95: pct(times, 95),
    });
  }
  return rows;
}

function table(rows: Row[]) {
  const head = [
    "db",
    "target",
    "status",
    "queries",
    "EXPLAIN ms",
    "buffers",
    "seq scans",
    "p50 ms",
    "p95 ms",
  ];
  const body = rows.map((r) => [
    r.db,
    r.target,
    String(r.status),
    String(r.queries),
    ms(r.dbMs),
    String(r.buffers),
    r.seqScans,
    ms(r.p50),
    ms(r.p95),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(
    `\n═══ Summary: ${variants} offers, ${iterations} sequential requests per target (in-process) ═══`,
  );
  console.log(line(head));
  console.log(line(widths.map((w) => "─".repeat(w))));
  for (const b of body) console.log(line(b));
  console.log(
    "EXPLAIN ms: the summed execution times of the request's queries; buffers: 8 KiB pages they touched.",
  );
}

setLogLevel("warn");
const all: Row[] = [];
if (!args["no-pglite"]) {
  const handle = await openPglite();
  try {
    all.push(...(await run("pglite", handle)));
  } finally {
    await handle.close();
  }
}
if (args.pg) {
  const handle = await openPostgres(args.pg);
  try {
    all.push(...(await run("postgres", handle)));
  } finally {
    await handle.close();
  }
}
table(all);
