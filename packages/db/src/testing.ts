import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type DbHandle } from "./client.ts";
import { seedIfNeeded } from "./seed/run.ts";

/** Offers in a test database's catalogue: small, so that each test file seeds in a second or two. */
export const TEST_CATALOG_VARIANTS = 1500;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database created for this file and
 * dropped again by close(). With seed, the catalogue has `catalogVariants` offers.
 */
export async function createTestDb(
  options: { seed?: boolean; catalogVariants?: number } = {},
): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  if (adminUrl) {
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const inner = await createDb({ url: url.toString(), poolMax: 4 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  } else {
    handle = await createDb({ dataDir: "memory://" });
  }
  await handle.migrate();
  if (options.seed)
    await seedIfNeeded(handle.db, { catalogVariants: options.catalogVariants ?? TEST_CATALOG_VARIANTS });
  return handle;
}
