// `npm start`: the whole site in one Node process — the API under /api (in-process, no
// network hop) unless API_BASE_URL points at a separately deployed API.
import { serve } from "@hono/node-server";
import { INTERNAL_TOKEN_HEADER } from "@vhs/domain/lead-texts.ts";
import type { ServerBuild } from "react-router";
import type { ApiTransport } from "../app/lib/api.server.ts";
import { createSiteApp } from "./app.ts";
import { readWebEnv, tagManagerConfig } from "./env.ts";
import { rememberRouteMatches } from "./route-matching.ts";
import { createRedisPageStore } from "./shared-page-cache.ts";

let env: ReturnType<typeof readWebEnv>;
try {
  env = readWebEnv();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const log = (fields: Record<string, unknown>) => {
  if (env.LOG_LEVEL === "silent" || (env.LOG_LEVEL !== "info" && env.LOG_LEVEL !== "debug" && !fields.level))
    return;
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "request", ...fields })}\n`,
  );
};

const buildUrl = new URL("../build/server/index.js", import.meta.url);
const build = (await import(buildUrl.href)) as ServerBuild;
await rememberRouteMatches(log);

const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
let closeDb: (() => Promise<void>) | undefined;
let transport: ApiTransport;
let api: { fetch: (r: Request) => Response | Promise<Response> } | undefined;

if (env.API_BASE_URL) {
  // Split deployment: HTTP with keep-alive (Node's fetch pools connections). The internal token lets the
  // API believe the visitor's address the web passes on (its per-visitor form limits).
  const token = env.INTERNAL_API_TOKEN;
  transport = {
    fetch: (r) => {
      if (token) r.headers.set(INTERNAL_TOKEN_HEADER, token);
      return fetch(r);
    },
    baseUrl: env.API_BASE_URL,
    timeoutMs: env.API_TIMEOUT_MS,
  };
} else {
  // Loaded only here, so a split web deployment never loads the database package.
  const { createDb } = await import("@vhs/db/client.ts");
  const { seedIfNeeded } = await import("@vhs/db/seed/run.ts");
  const { createApiApp } = await import("@vhs/api/app.ts");
  const { setLogLevel } = await import("@vhs/api/lib/log.ts");
  const { inProcessFetch } = await import("@vhs/api/lib/client-address.ts");
  setLogLevel(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const handle = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await handle.migrate();
  if (await seedIfNeeded(handle.db, { catalogVariants: env.CATALOG_VARIANTS }))
    console.log(JSON.stringify({ level: "info", msg: "database seeded", database: handle.kind }));
  closeDb = () => handle.close();
  const inner = createApiApp(handle, {
    basePath: "/api",
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    imaginCustomer: env.IMAGIN_CUSTOMER,
    contentPreviewToken: env.CONTENT_PREVIEW_TOKEN,
    // A fixing changes once a working day: looked up at most once a minute.
    benchmarkTtlMs: 60_000,
    publicOrigin,
  });
  api = inner;
  transport = {
    fetch: inProcessFetch(inner),
    baseUrl: "http://api.internal",
    timeoutMs: env.API_TIMEOUT_MS,
  };
}

// REDIS_URL: one page cache for every web process (docs/decisions/021-shared-state.md). Keys carry the
// build id, so processes of two builds (a rolling deploy) never answer each other's pages.
const sharedPageStore = env.REDIS_URL
  ? createRedisPageStore({
      url: env.REDIS_URL,
      prefix: `${env.REDIS_KEY_PREFIX}${build.assets.version}:`,
      timeoutMs: env.REDIS_TIMEOUT_MS,
      onError: (message) =>
        log({ level: "warn", msg: "redis unavailable: pages are cached per process", message }),
    })
  : undefined;

const app = createSiteApp({
  build,
  transport,
  api,
  clientDir: new URL("../build/client", import.meta.url).pathname,
  publicOrigin,
  redirectHosts: env.REDIRECT_ALLOWED_HOSTS,
  shellCacheTtlMs: env.SHELL_CACHE_TTL_MS,
  pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
  fragmentCacheBytes: Math.round(env.FRAGMENT_CACHE_MB * 1024 * 1024),
  sharedPageStore,
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  compression: env.COMPRESSION === "on",
  // server.ts sets NODE_ENV=production unless told otherwise: `NODE_ENV=development npm run dev` shows them.
  devPages: process.env.NODE_ENV !== "production",
  // Analytics only in production and only with a configured container (SPEC §9).
  tagManager: tagManagerConfig(env, process.env.NODE_ENV),
  brandHosts: { costing: env.COSTING_BRAND_HOST, tools: env.TOOLS_BRAND_HOST },
  embedLabel: env.EMBED_HOST_LABEL,
  instanceId: env.INSTANCE_ID,
  log,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(
    JSON.stringify({
      level: "info",
      msg: "listening",
      url: `http://localhost:${info.port}`,
      api: env.API_BASE_URL ?? "in-process",
      pageCache: sharedPageStore ? "redis" : "process",
    }),
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Finish in-flight requests, then close the database.
  server.close(async () => {
    await sharedPageStore?.close();
    await closeDb?.();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
