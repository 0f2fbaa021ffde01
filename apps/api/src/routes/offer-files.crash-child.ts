// A child process for offer-files-crash.test.ts: the API alone, on a random port of 127.0.0.1, over the
// database and the upload folder the test names in the environment — what `npm run start:api` runs, small
// enough to be killed with SIGKILL in the middle of an upload and started again.
import { serve } from "@hono/node-server";
import { createDb } from "@vhs/db/client.ts";
import { createApiApp } from "../app.ts";
import { setLogLevel } from "../lib/log.ts";

setLogLevel("silent");
const env = process.env;
const handle = await createDb(
  env.CRASH_DATABASE_URL ? { url: env.CRASH_DATABASE_URL, poolMax: 2 } : { dataDir: env.CRASH_DATA_DIR },
);
const app = createApiApp(handle, {
  offerFiles: { env: { UPLOADS_DIR: env.CRASH_UPLOADS_DIR, ORDER_DATA_KEY: env.CRASH_DATA_KEY } },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`READY ${info.port}\n`);
});
process.on("SIGTERM", () => {
  if ("closeAllConnections" in server) server.closeAllConnections();
  server.close(async () => {
    await handle.close();
    process.exit(0);
  });
});
