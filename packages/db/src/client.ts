import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** One database type for both drivers: the queries are the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Answers whether the database can run a query (for /readyz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar archive, to start another database from (testing.ts). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder, or "memory://" for a throwaway database. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolMax?: number | undefined;
  /** Sees every query with its parameters (scripts/explain-catalog.ts records what a request runs). */
  logger?: Logger | undefined;
  /** PGlite only: start from this data folder archive (a `dumpDataDir()`) instead of an empty database. */
  loadDataDir?: Blob | undefined;
}

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema, logger: options.logger ?? false }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => {
        try {
          await pool.query("select 1");
          return true;
        } catch {
          return false;
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, logger: options.logger ?? false }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      if (closed) return false;
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}
