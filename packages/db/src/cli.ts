// Database commands: `node packages/db/src/cli.ts migrate|seed|rate|rates`, using the same
// configuration as the server (DATABASE_URL, or the PGlite folder in DATA_DIR).
// `rate "WIBOR 3M" 3.85 2026-03-24` adds a reference-rate fixing (see rate-command.ts).
// `seed --variants 200000` sets the catalogue size (default CATALOG_VARIANTS, else 20 000).
import { createDb } from "./client.ts";
import { RATE_USAGE, runRateCommand } from "./rate-command.ts";
import { seedIfNeeded } from "./seed/run.ts";

const command = process.argv[2];
const handle = await createDb({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || "./data/pglite",
});
try {
  const isRate = command === "rate" || command === "rates";
  if (command === "migrate" || command === "seed" || isRate) await handle.migrate();
  if (command === "seed") {
    const flag = process.argv.indexOf("--variants");
    const raw = flag > 0 ? process.argv[flag + 1] : process.env.CATALOG_VARIANTS || undefined;
    const catalogVariants = raw === undefined ? undefined : Number(raw);
    if (catalogVariants !== undefined && !(Number.isInteger(catalogVariants) && catalogVariants >= 0))
      throw new Error(`--variants must be a whole number: ${raw}`);
    const started = performance.now();
    const seeded = await seedIfNeeded(handle.db, { catalogVariants });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(seeded ? `seeded in ${seconds} s (${handle.kind})` : "already seeded");
  } else if (isRate) process.exitCode = await runRateCommand(handle.db, command, process.argv.slice(3));
  else if (command !== "migrate") {
    console.error(`usage: cli.ts migrate|seed|rate|rates\n${RATE_USAGE}`);
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
