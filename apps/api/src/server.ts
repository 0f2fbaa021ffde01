// The API as its own process (split deployment): `npm run start:api`.

import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createDb } from "@vhs/db/client.ts";
import { seedIfNeeded } from "@vhs/db/seed/run.ts";
import { SERVED_BY_HEADER } from "@vhs/domain/lead-texts.ts";
import { createApiApp } from "./app.ts";
import { readApiEnv } from "./env.ts";
import { bindingsFromTrustedCaller } from "./lib/client-address.ts";
import { keepIdleConnections } from "./lib/keep-alive.ts";
import { log, setLogLevel } from "./lib/log.ts";

let env: ReturnType<typeof readApiEnv>;
try {
  env = readApiEnv();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
setLogLevel(env.LOG_LEVEL);

const handle = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await handle.migrate();
await seedIfNeeded(handle.db, { catalogVariants: env.CATALOG_VARIANTS });
const app = createApiApp(handle, {
  bodyLimitBytes: env.BODY_LIMIT_BYTES,
  imaginCustomer: env.IMAGIN_CUSTOMER,
  contentPreviewToken: env.CONTENT_PREVIEW_TOKEN,
  // A fixing changes once a working day: looked up at most once a minute.
  benchmarkTtlMs: 60_000,
  publicOrigin: env.PUBLIC_ORIGIN,
});
// Only the web processes (with INTERNAL_API_TOKEN) may tell the API the visitor's address.
const fetchWithCaller = async (request: Request) => {
  const response = await app.fetch(request, bindingsFromTrustedCaller(request, env.INTERNAL_API_TOKEN));
  return env.INSTANCE_ID ? servedBy(response, env.INSTANCE_ID) : response;
};

/** Names this instance on the answer (INSTANCE_ID, several instances behind a balancer). */
function servedBy(response: Response, instanceId: string): Response {
  try {
    response.headers.set(SERVED_BY_HEADER, instanceId);
    return response;
  } catch {
    // Answers passed through from fetch() have immutable headers: copy them first.
    const copy = new Response(response.body, response);
    copy.headers.set(SERVED_BY_HEADER, instanceId);
    return copy;
  }
}
const server = serve({ fetch: fetchWithCaller, port: env.API_PORT, hostname: "0.0.0.0" }, (info) =>
  log("info", "api listening", { port: info.port, database: handle.kind }),
);
keepIdleConnections(server as Server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log("info", "api shutting down", { signal });
  server.close(async () => {
    await handle.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
