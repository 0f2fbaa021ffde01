// `npm start`: the whole site in one Node process — the API under /api (in-process, no
// network hop) unless API_BASE_URL points at a separately deployed API.

import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { ApiBindings } from "@vhs/api/lib/client-address.ts";
import { keepIdleConnections } from "@vhs/api/lib/keep-alive.ts";
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
let api: { fetch: (r: Request, bindings?: ApiBindings) => Response | Promise<Response> } | undefined;

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
  // Loaded only here, so a split web deployment never loads the database package. By default the API
  // runs on a thread of its own (server/api-thread.ts); API_THREAD=off keeps it on this event loop.
  const { inProcessFetch } = await import("@vhs/api/lib/client-address.ts");
  let inner: { fetch: (r: Request, bindings?: ApiBindings) => Response | Promise<Response> };
  let opened: { seeded: boolean; database: string; close: () => Promise<void> };
  if (env.API_THREAD === "on") {
    const { startApiThread } = await import("./api-thread.ts");
    inner = opened = await startApiThread({}, (error) => {
      // Every page needs the API: end the process, so that whatever runs it starts it again.
      console.error(JSON.stringify({ level: "error", msg: "api thread failed", message: error.message }));
      process.exit(1);
    });
  } else {
    const { openInProcessApi } = await import("./in-process-api.ts");
    const local = await openInProcessApi(env);
    inner = local.app;
    opened = local;
  }
  if (opened.seeded)
    console.log(JSON.stringify({ level: "info", msg: "database seeded", database: opened.database }));
  closeDb = () => opened.close();
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
      api: env.API_BASE_URL ?? (env.API_THREAD === "on" ? "in-process thread" : "in-process"),
      pageCache: sharedPageStore ? "redis" : "process",
    }),
  );
});

keepIdleConnections(server as Server);

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
