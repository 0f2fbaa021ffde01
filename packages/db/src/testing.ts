import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDb, type DbHandle } from "./client.ts";
import { warsawToday } from "./seed/leasing.ts";
import { seedIfNeeded } from "./seed/run.ts";

/** Offers in a test database's catalogue: small, so that each test file seeds in a second or two. */
export const TEST_CATALOG_VARIANTS = 1500;

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Where the PGlite test databases of this checkout are kept as data folder archives, one per kind
 * (migrated only, or seeded with so many offers) and per state of everything that makes them.
 */
export const TEST_DB_SNAPSHOTS = join(root, "node_modules/.cache/vhs-test-db");

/**
 * What a migrated and seeded database is made of: the migrations, the database and domain code (the seed
 * is code), the content files, and what the seed reads of its surroundings (today's date in Warsaw, the
 * embed demo's origins). A change to any of them names a new snapshot, so none is ever used stale.
 */
function sourcesHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith(".test.ts")) hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ["packages/db/migrations", "packages/db/src", "packages/domain/src", "content"])
    walk(join(root, dir));
  hash.update(readFileSync(join(root, "node_modules/@electric-sql/pglite/package.json")));
  hash.update(`${warsawToday()}|${process.env.EMBED_DEMO_ORIGINS ?? ""}`);
  return hash.digest("hex").slice(0, 16);
}

let sources: string | undefined;

/** Snapshots of an earlier state are removed once no run can still be reading them. */
const STALE_SNAPSHOT_MS = 10 * 60 * 1000;

/** Every snapshot is tens of MB, and each edit of the sources names new ones: the old ones go. */
export function dropStaleSnapshots(current: string) {
  for (const name of readdirSync(TEST_DB_SNAPSHOTS)) {
    if (name.startsWith(`${current}-`)) continue;
    const path = join(TEST_DB_SNAPSHOTS, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_SNAPSHOT_MS) rmSync(path, { force: true });
    } catch {
      // Removed by another worker meanwhile.
    }
  }
}

/**
 * A fresh, migrated (and seeded) PGlite: from this checkout's snapshot of the same kind when there is one,
 * made and kept the first time otherwise. Migrating and seeding take seconds per test file; loading the
 * archive costs what an empty PGlite does. Two test workers that make the same snapshot at once write it
 * under names of their own and rename it into place, so a reader sees a whole archive or none.
 */
async function pgliteTestDb(variants: number | undefined): Promise<DbHandle> {
  sources ??= sourcesHash();
  const file = join(TEST_DB_SNAPSHOTS, `${sources}-${variants ?? "migrated"}.tar`);
  let archive: Buffer | undefined;
  try {
    archive = readFileSync(file);
  } catch {
    archive = undefined;
  }
  if (archive) return createDb({ dataDir: "memory://", loadDataDir: new Blob([new Uint8Array(archive)]) });
  const handle = await createDb({ dataDir: "memory://" });
  await handle.migrate();
  if (variants !== undefined) await seedIfNeeded(handle.db, { catalogVariants: variants });
  const dump = await handle.dumpDataDir?.();
  if (dump) {
    mkdirSync(TEST_DB_SNAPSHOTS, { recursive: true });
    const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    dropStaleSnapshots(sources);
  }
  return handle;
}

/** Templates of another checkout's state are dropped once they are this old (no run still uses them). */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/** Drops the templates of other states of the sources, made more than a day ago. */
export async function dropStaleTemplates(admin: pg.Client, current: string) {
  const old = await admin.query<{ datname: string }>(
    `select d.datname from pg_database d
      where starts_with(d.datname, 'vhs_tpl_') and not starts_with(d.datname, $1)
        and shobj_description(d.oid, 'pg_database') < $2`,
    [`vhs_tpl_${current}_`, new Date(Date.now() - STALE_TEMPLATE_MS).toISOString()],
  );
  for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`);
}

/**
 * The PostgreSQL database that new test databases of this kind are copied from, made once per state of
 * their sources: copying a template takes about 0.1 s, migrating and seeding one about 2 s. Test workers
 * that need it at once wait on an advisory lock for the first to make it; it is made under another name
 * and renamed, so a template that exists is whole. Each carries its date, and old ones are dropped.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string, variants: number | undefined) {
  sources ??= sourcesHash();
  const template = `vhs_tpl_${sources}_${variants ?? "migrated"}`;
  const exists = async () =>
    (await admin.query("select 1 from pg_database where datname = $1", [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
  try {
    if (await exists()) return template;
    const partial = `${template}_${randomBytes(4).toString("hex")}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const handle = await createDb({ url: url.toString(), poolMax: 4 });
    try {
      await handle.migrate();
      if (variants !== undefined) await seedIfNeeded(handle.db, { catalogVariants: variants });
    } catch (error) {
      await handle.close();
      // A half-made template would otherwise stay on the server for good: no later run names it.
      await admin.query(`drop database if exists ${partial} with (force)`);
      throw error;
    }
    await handle.close();
    await admin.query(`alter database ${partial} rename to ${template}`);
    await admin.query(`comment on database ${template} is '${new Date().toISOString()}'`);
    await dropStaleTemplates(admin, sources);
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext($1))", [template]);
  }
  return template;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database created for this file and
 * dropped again by close(). With seed, the catalogue has `catalogVariants` offers.
 */
export async function createTestDb(
  options: { seed?: boolean; catalogVariants?: number } = {},
): Promise<DbHandle> {
  const variants = options.seed ? (options.catalogVariants ?? TEST_CATALOG_VARIANTS) : undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return pgliteTestDb(variants);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, adminUrl, variants);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const inner = await createDb({ url: url.toString(), poolMax: 4 });
  return {
    ...inner,
    close: async () => {
      await inner.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
