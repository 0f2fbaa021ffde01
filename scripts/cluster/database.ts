// The cluster's PostgreSQL database: made (a fresh one for a test or a benchmark, or the named one when
// missing), migrated and seeded once before any process starts, and dropped after a test.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb } from "../../packages/db/src/client.ts";
import { seedIfNeeded } from "../../packages/db/src/seed/run.ts";

export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** The same server's URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function nameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`database name "${name}": lower-case letters, digits and _ only`);
  return name;
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run in the target). */
async function onServer(url: string, statements: (names: string[]) => string[], names: string[]) {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect().catch((e: Error) => {
    throw new Error(`PostgreSQL at ${new URL(url).host} does not answer: ${e.message}`);
  });
  try {
    const results = [];
    for (const s of statements(names)) results.push(await client.query(s));
    return results;
  } finally {
    await client.end();
  }
}

/** A new, empty database `<prefix>_<random>` on the server of `serverUrl`; answers its URL. */
export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, ([n]) => [`CREATE DATABASE "${n}"`], [name]);
  return withDatabase(serverUrl, name);
}

/** Creates the database of `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  const [found] = await onServer(url, ([n]) => [`SELECT 1 FROM pg_database WHERE datname = '${n}'`], [name]);
  if (found?.rowCount) return;
  await onServer(url, ([n]) => [`CREATE DATABASE "${n}"`], [name]);
}

/** Drops the database of `url`, closing whoever is still connected. */
export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, ([n]) => [`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`], [nameOf(url)]);
}

/** Migrations and the seed, once, before the processes start (they then find both done). */
export async function migrateAndSeed(url: string, catalogVariants: number | undefined): Promise<void> {
  const handle = await createDb({ url, poolMax: 2 });
  try {
    await handle.migrate();
    await seedIfNeeded(handle.db, { catalogVariants });
  } finally {
    await handle.close();
  }
}
