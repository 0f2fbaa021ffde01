import type { Db } from "@vhs/db/client.ts";

/**
 * `make(db)` made once per database and kept while that database is: for prepared statements on hot
 * paths, whose SQL Drizzle would otherwise build again on every call (as costly as PGlite's own work for
 * a one-row read). The first call with a database makes it; a closed database's copy goes with it.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
