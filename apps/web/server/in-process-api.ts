// The one-process site's API and its database, opened the same way on the API's worker thread
// (server/api-worker.ts, the default) and on the web's own event loop (API_THREAD=off).
import { createApiApp } from "@vhs/api/app.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import { createDb } from "@vhs/db/client.ts";
import { seedIfNeeded } from "@vhs/db/seed/run.ts";
import type { readWebEnv } from "./env.ts";

export async function openInProcessApi(env: ReturnType<typeof readWebEnv>) {
  setLogLevel(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const handle = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await handle.migrate();
  const seeded = await seedIfNeeded(handle.db, { catalogVariants: env.CATALOG_VARIANTS });
  const app = createApiApp(handle, {
    basePath: "/api",
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    imaginCustomer: env.IMAGIN_CUSTOMER,
    contentPreviewToken: env.CONTENT_PREVIEW_TOKEN,
    // A fixing changes once a working day: looked up at most once a minute.
    benchmarkTtlMs: 60_000,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
  });
  return { app, seeded, database: handle.kind, close: () => handle.close() };
}
