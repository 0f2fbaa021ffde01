// `npm run start:cluster`: the production shape on this machine — N web and M API processes on one
// PostgreSQL behind nginx in round robin (docs/deployment.md, "Running the production shape locally").
// Ctrl-C or SIGTERM stops every process by its PID.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { killAllSync } from "./bench/processes.ts";
import { DEFAULT_SERVER_URL, ensureDatabase, withDatabase } from "./cluster/database.ts";
import { type ClusterSecrets, randomSecrets, startCluster } from "./cluster/start.ts";

const HELP = `Usage: npm run start:cluster -- [options]
  --web <n>        web processes (default 2)
  --api <n>        API processes (default 2)
  --port <n>       nginx's public port (default PORT, else 3000)
  --verbose        echo every process's output
Environment: DATABASE_URL (default ${withDatabase(DEFAULT_SERVER_URL, "leasingowo_cluster")}, created when
missing), CATALOG_VARIANTS, INTERNAL_API_TOKEN / PIN_SECRET / ORDER_DATA_KEY (else kept in
data/cluster/secrets.json), NGINX_PATH (default /usr/sbin/nginx).`;

const { values: args } = parseArgs({
  options: {
    web: { type: "string", default: "2" },
    api: { type: "string", default: "2" },
    port: { type: "string" },
    verbose: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

function count(name: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name}: a whole number from ${min} to ${max}, got ${value}`);
    process.exit(2);
  }
  return n;
}

const web = count("web", args.web, 1, 16);
const api = count("api", args.api, 1, 16);
const port = count("port", args.port ?? process.env.PORT ?? "3000", 1, 65535);
const variants = process.env.CATALOG_VARIANTS ? Number(process.env.CATALOG_VARIANTS) : undefined;
const databaseUrl = process.env.DATABASE_URL || withDatabase(DEFAULT_SERVER_URL, "leasingowo_cluster");
const dataDir = join(process.cwd(), "data/cluster");

/**
 * The secrets every process must share. Taken from the environment; else made once and kept in
 * data/cluster/secrets.json, so orders and offers stay readable across restarts (the data key encrypts
 * them, the PIN secret keys the offers' phone index). Production sets them in the environment.
 */
function secrets(): ClusterSecrets {
  const file = join(dataDir, "secrets.json");
  let kept: ClusterSecrets;
  if (existsSync(file)) kept = JSON.parse(readFileSync(file, "utf8")) as ClusterSecrets;
  else {
    kept = randomSecrets();
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    INTERNAL_API_TOKEN: process.env.INTERNAL_API_TOKEN || kept.INTERNAL_API_TOKEN,
    PIN_SECRET: process.env.PIN_SECRET || kept.PIN_SECRET,
    ORDER_DATA_KEY: process.env.ORDER_DATA_KEY || kept.ORDER_DATA_KEY,
  };
}

mkdirSync(dataDir, { recursive: true });
const dir = mkdtempSync(join(tmpdir(), "vhs-cluster-"));
process.on("exit", () => {
  killAllSync();
  rmSync(dir, { recursive: true, force: true });
});

try {
  console.log(`▶ Database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}`);
  await ensureDatabase(databaseUrl);
  console.log(`▶ Migrating and seeding, then ${api} API and ${web} web process(es) and nginx`);
  const cluster = await startCluster({
    databaseUrl,
    dir,
    dataDir,
    web,
    api,
    port,
    secrets: secrets(),
    catalogVariants: variants,
    verbose: args.verbose,
  });
  const pids = [cluster.nginx, ...cluster.web, ...cluster.api].map((m) => `${m.name} ${m.pid}`).join(", ");
  console.log(`  processes: ${pids}`);
  console.log(`  nginx configuration: ${join(dir, "nginx.conf")}; outboxes: ${cluster.outboxDir}`);
  console.log(`\nThe site: ${cluster.url} (API under ${cluster.url}/api) — Ctrl-C stops everything`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping every process…`);
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  // A process that dies on its own is reported; nginx passes its share to the others.
  for (const m of [cluster.nginx, ...cluster.web, ...cluster.api])
    m.child.once("exit", (code, signal) => {
      if (!stopping) console.error(`! ${m.name} (pid ${m.pid}) exited: ${signal ?? `code ${code}`}`);
    });
} catch (e) {
  console.error(`The cluster could not start: ${(e as Error).message}`);
  process.exit(1);
}
