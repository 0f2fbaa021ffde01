import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { queryRows } from "./catalog-stats.ts";
import { createTestDb, dropStaleSnapshots, dropStaleTemplates, TEST_DB_SNAPSHOTS } from "./testing.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const count = async (db: Parameters<typeof queryRows>[0], table: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

describe("test databases", () => {
  it("are each a fresh copy: what one test file writes, the next one does not see", async () => {
    const first = await createTestDb({ seed: true, catalogVariants: 200 });
    const second = await createTestDb({ seed: true, catalogVariants: 200 });
    try {
      expect(await count(first.db, "variants")).toBe(200);
      expect(await count(second.db, "variants")).toBe(200);
      await queryRows(first.db, sql`truncate variants cascade`);
      expect(await count(first.db, "variants")).toBe(0);
      expect(await count(second.db, "variants")).toBe(200);
      const third = await createTestDb({ seed: true, catalogVariants: 200 });
      expect(await count(third.db, "variants")).toBe(200);
      await third.close();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("are migrated only, or seeded with the number of offers asked for", async () => {
    const migrated = await createTestDb();
    const seeded = await createTestDb({ seed: true, catalogVariants: 300 });
    try {
      expect(await count(migrated.db, "variants")).toBe(0);
      expect(await count(migrated.db, "brands")).toBe(0);
      expect(await count(seeded.db, "variants")).toBe(300);
      // pg_trgm came along: the catalogue's text search uses it.
      const [row] = await queryRows<{ s: number }>(
        seeded.db,
        sql`select similarity('octavia', 'octavia') as s`,
      );
      expect(Number(row?.s)).toBe(1);
    } finally {
      await migrated.close();
      await seeded.close();
    }
  });

  it("keep what they start from per state of their sources, and drop an old state's copies", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const made = (name: string, date: string) =>
          admin
            .query(`create database ${name}`)
            .then(() => admin.query(`comment on database ${name} is '${date}'`));
        const old = `vhs_tpl_${"0".repeat(16)}_250`;
        const recent = `vhs_tpl_${"0".repeat(15)}1_250`;
        await admin.query(`drop database if exists ${old}`);
        await admin.query(`drop database if exists ${recent}`);
        await made(old, new Date(Date.now() - 2 * DAY_MS).toISOString());
        await made(recent, new Date().toISOString());
        await dropStaleTemplates(admin, "f".repeat(16));
        const left = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname in ($1, $2)",
          [old, recent],
        );
        // Another run, of another checkout, may still copy a recent one.
        expect(left.rows.map((r) => r.datname)).toEqual([recent]);
        await admin.query(`drop database ${recent}`);
      } finally {
        await admin.end();
      }
      return;
    }
    mkdirSync(TEST_DB_SNAPSHOTS, { recursive: true });
    const old = join(TEST_DB_SNAPSHOTS, `${"0".repeat(16)}-250.tar`);
    const recent = join(TEST_DB_SNAPSHOTS, `${"0".repeat(15)}1-250.tar`);
    const current = join(TEST_DB_SNAPSHOTS, `${"f".repeat(16)}-250.tar`);
    for (const file of [old, recent, current]) writeFileSync(file, "tar");
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(old, hourAgo, hourAgo);
    utimesSync(current, hourAgo, hourAgo);
    dropStaleSnapshots("f".repeat(16));
    expect([existsSync(old), existsSync(recent), existsSync(current)]).toEqual([false, true, true]);
    rmSync(recent);
    rmSync(current);
  });
});
