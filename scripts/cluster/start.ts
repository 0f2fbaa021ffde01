// The production shape on one machine (docs/deployment.md): N web processes and M API processes on one
// PostgreSQL, behind nginx in round robin. Used by `npm run start:cluster` (scripts/cluster.ts), the
// cluster test (scripts/cluster-test.ts) and `npm run bench -- --cluster`. Every process is a child
// stopped by its PID.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { freePort, HOST, type Managed, startProcess, waitForOk } from "../bench/processes.ts";
import { migrateAndSeed } from "./database.ts";
import { ensureNginx, writeNginxConfig } from "./nginx.ts";

const root = new URL("../../", import.meta.url).pathname;
const webServer = join(root, "apps/web/server.ts");
const apiServer = join(root, "apps/api/src/server.ts");

/** What every process must agree on: the API trusts the web's token; PINs and data keys are shared. */
export interface ClusterSecrets {
  INTERNAL_API_TOKEN: string;
  PIN_SECRET: string;
  /** Unset: the sandbox key, the same in every process (fine for sandbox data only). */
  ORDER_DATA_KEY?: string | undefined;
}

export function randomSecrets(): Required<ClusterSecrets> {
  return {
    INTERNAL_API_TOKEN: randomBytes(32).toString("base64url"),
    PIN_SECRET: randomBytes(32).toString("base64url"),
    ORDER_DATA_KEY: randomBytes(32).toString("hex"),
  };
}

export interface ClusterOptions {
  databaseUrl: string;
  /** Folder for nginx's configuration, pid, log and temporary files. */
  dir: string;
  /** Folder for the shared sandbox outboxes (outbox/) and uploads (uploads/); default `dir`. */
  dataDir?: string;
  web?: number;
  api?: number;
  /** The public port (default: a free one). */
  port?: number;
  secrets: ClusterSecrets;
  /** CATALOG_VARIANTS: the seed's size, the same for every process (a different one would re-seed). */
  catalogVariants?: number;
  /** More variables for every process (e.g. ORDER_DECISION_DELAY_MS). */
  env?: Record<string, string>;
  /** Install nginx (as root on Debian) when it is missing. */
  installNginx?: boolean;
  verbose?: boolean;
  startTimeoutMs?: number;
}

export interface Cluster {
  /** The public address (nginx): the site, and the API under /api. */
  url: string;
  /** The web processes' way to the API (nginx, API processes only). */
  apiUrl: string;
  web: Managed[];
  api: Managed[];
  nginx: Managed;
  outboxDir: string;
  /** Stops every process (SIGTERM, then SIGKILL after 10 s), nginx first. */
  stop(): Promise<void>;
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const webCount = o.web ?? 2;
  const apiCount = o.api ?? 2;
  if (webCount < 1 || apiCount < 1) throw new Error("a cluster needs at least one web and one API process");
  const nginxBinary = ensureNginx({ install: o.installNginx ?? false });
  const timeoutMs = o.startTimeoutMs ?? 120_000;

  const taken = new Set<number>();
  const port = async (wanted?: number) => {
    const p = wanted ?? (await freePort(taken));
    taken.add(p);
    return p;
  };
  const publicPort = await port(o.port);
  const apiLbPort = await port();
  const apiPorts: number[] = [];
  for (let i = 0; i < apiCount; i++) apiPorts.push(await port());
  const webPorts: number[] = [];
  for (let i = 0; i < webCount; i++) webPorts.push(await port());

  const outboxDir = join(o.dataDir ?? o.dir, "outbox");
  const uploadsDir = join(o.dataDir ?? o.dir, "uploads");
  mkdirSync(outboxDir, { recursive: true });
  mkdirSync(uploadsDir, { recursive: true });
  const url = `http://localhost:${publicPort}`;
  const apiUrl = `http://${HOST}:${apiLbPort}`;
  const shared: Record<string, string | undefined> = {
    NODE_ENV: process.env.NODE_ENV ?? "production",
    LOG_LEVEL: o.verbose ? "info" : "warn",
    DATABASE_URL: o.databaseUrl,
    // Only PGlite reads DATA_DIR; uploads would default beside it.
    DATA_DIR: join(o.dir, "pglite-unused"),
    OUTBOX_DIR: outboxDir,
    UPLOADS_DIR: uploadsDir,
    PUBLIC_ORIGIN: url,
    ...(o.catalogVariants === undefined ? {} : { CATALOG_VARIANTS: String(o.catalogVariants) }),
    ...o.secrets,
    ...o.env,
  };

  // Once, before the others: every process then finds the schema and the seed current.
  await migrateAndSeed(o.databaseUrl, o.catalogVariants);

  const started: Managed[] = [];
  const stopAllStarted = () => Promise.all(started.map((m) => m.stop()));
  const ready = async (m: Managed, path: string) => {
    await waitForOk(m, path, timeoutMs).catch(async (e: Error) => {
      await stopAllStarted();
      throw new Error(`${e.message}\n--- ${m.name} output ---\n${m.output()}`);
    });
  };
  try {
    const api = apiPorts.map((p, i) => {
      const m = startProcess({
        name: `api-${i + 1}`,
        script: apiServer,
        port: p,
        verbose: o.verbose,
        env: { ...shared, API_PORT: String(p), INSTANCE_ID: `api-${i + 1}` },
      });
      started.push(m);
      return m;
    });
    await Promise.all(api.map((m) => ready(m, "/readyz")));

    const web = webPorts.map((p, i) => {
      const m = startProcess({
        name: `web-${i + 1}`,
        script: webServer,
        port: p,
        verbose: o.verbose,
        env: {
          ...shared,
          PORT: String(p),
          HOST,
          API_BASE_URL: apiUrl,
          TRUSTED_PROXY_HOPS: "1",
          INSTANCE_ID: `web-${i + 1}`,
        },
      });
      started.push(m);
      return m;
    });
    await Promise.all(web.map((m) => ready(m, "/srv/ver")));

    const nginx = startProcess({
      name: "nginx",
      command: nginxBinary,
      args: writeNginxConfig({
        dir: o.dir,
        publicPort,
        apiPort: apiLbPort,
        webPorts,
        apiPorts,
        internalToken: o.secrets.INTERNAL_API_TOKEN,
      }),
      port: publicPort,
      verbose: o.verbose,
      env: {},
    });
    started.unshift(nginx);
    await ready(nginx, "/api/readyz");
    await ready(nginx, "/srv/ver");

    return {
      url,
      apiUrl,
      web,
      api,
      nginx,
      outboxDir,
      stop: async () => {
        await nginx.stop();
        await Promise.all([...web, ...api].map((m) => m.stop()));
      },
    };
  } catch (e) {
    await stopAllStarted();
    throw e;
  }
}
