// The salesperson's commands: `node apps/api/src/offer-cli.ts operator|offer …` (npm run operator:create,
// npm run offer:create; offer-commands.ts has the options). Same configuration as the server:
// DATABASE_URL, or the PGlite folder in DATA_DIR (default ./data/pglite — stop a server using the same
// folder first, PGlite allows one process), ORDER_DATA_KEY, PIN_SECRET, SMS_PROVIDER, PUBLIC_ORIGIN.
import { createDb } from "@vhs/db/client.ts";
import { setLogLevel } from "./lib/log.ts";
import { OFFER_COMMANDS_USAGE, runOfferCommand, runOperatorCommand } from "./offer-commands.ts";

setLogLevel("warn");
const [command, ...args] = process.argv.slice(2);
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
if (command !== "operator" && command !== "offer") {
  io.err(OFFER_COMMANDS_USAGE);
  process.exit(2);
}
const handle = await createDb({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || "./data/pglite",
});
try {
  await handle.migrate();
  process.exitCode =
    command === "operator"
      ? await runOperatorCommand(handle.db, args, io)
      : await runOfferCommand(handle.db, args, io);
} catch (e) {
  const parseError =
    e instanceof TypeError && String((e as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
  io.err(parseError ? `Nieznana lub niepełna opcja (${e.message}).` : (e as Error).message);
  if (parseError) io.err(OFFER_COMMANDS_USAGE);
  process.exitCode = 2;
} finally {
  await handle.close();
}
