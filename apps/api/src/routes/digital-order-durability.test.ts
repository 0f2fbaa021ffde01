// QUALITY.md "no data lost", at the data layer: every completed step is committed when its call answers,
// so closing the database and opening the same data again (what a kill -9 and a restart amount to) finds
// the steps intact. PGlite: the same data folder in a temporary directory; PostgreSQL (TEST_DATABASE_URL):
// a new connection pool on the same database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type DbHandle } from "@vhs/db/client.ts";
import { seedVehicleDictionary } from "@vhs/db/seed/vehicle-dictionary.ts";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { jsonOf, NIP_ACTIVE, orderTestApp, post } from "./digital-order.test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

const adminUrl = process.env.TEST_DATABASE_URL;
const dir = adminUrl ? null : mkdtempSync(join(tmpdir(), "orders-durability-"));
const dbName = `t_dur_${Date.now().toString(36)}`;
let dbUrl: string | null = null;

async function open(): Promise<DbHandle> {
  if (!adminUrl) return createDb({ dataDir: dir! });
  if (!dbUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
  }
  return createDb({ url: dbUrl, poolMax: 2 });
}

async function migrate(handle: DbHandle) {
  await handle.migrate();
}

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (adminUrl && dbUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

describe("order steps survive closing and reopening the database", () => {
  it("keeps every completed step and the encrypted data", async () => {
    const first = await open();
    await migrate(first);
    await seedVehicleDictionary(first.db);
    const versionId = Number(
      (
        (await first.db.execute(sql`select id from vehicle_versions order by id limit 1`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]!.id,
    );
    const a = orderTestApp(first);
    const created = await jsonOf<{ uuid: string; secret: string }>(
      await post(a.app, "/digital-order/create", {
        dictionaryVersionId: versionId,
        year: 2021,
        price: 80_000,
      }),
    );
    const order = { uuid: created.uuid, secret: created.secret };
    expect(
      (
        await post(a.app, "/digital-order/storeContact", {
          ...order,
          firstName: "Ewa",
          lastName: "Krajewska",
          email: "ewa.krajewska@example.pl",
          phone: "501 502 503",
          consents: { rodo: true, bikBig: true, marketing: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(a.app, "/digital-order/storeOrderData", {
          ...order,
          company: {
            nip: NIP_ACTIVE,
            name: "AUTO-FLOTA POLSKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ",
            legalForm: "limited-liability-company",
            address: {
              street: "Grzybowska",
              building: "62",
              flat: "4",
              postalCode: "00-844",
              city: "Warszawa",
            },
          },
          delivery: {
            delivery: "address",
            voivodeship: "mazowieckie",
            registration: "client",
            insurance: "own",
          },
        })
      ).status,
    ).toBe(200);
    const before = await jsonOf<Json>(
      await a.app.request(`/digital-order/get?uuid=${order.uuid}&secret=${order.secret}`),
    );
    // The process "dies": no graceful shutdown beyond closing the handle, nothing kept in memory.
    await first.close();

    const second = await open();
    await migrate(second);
    const b = orderTestApp(second);
    const res = await b.app.request(`/digital-order/get?uuid=${order.uuid}&secret=${order.secret}`);
    expect(res.status).toBe(200);
    const after = await jsonOf<Json>(res);
    expect(after.steps).toEqual(before.steps);
    expect(after.steps.filter((s: Json) => s.completed).map((s: Json) => s.id)).toEqual([
      "contact",
      "client",
      "delivery",
    ]);
    expect(after.nextStep).toBe("leasing");
    expect(after.contact).toEqual({
      firstName: "Ewa",
      lastName: "Krajewska",
      email: "ewa.krajewska@example.pl",
      phone: "501502503",
    });
    expect(after.company.nip).toBe(NIP_ACTIVE);
    expect(after.delivery.delivery).toBe("address");
    // The form goes on where it stopped.
    expect(
      (
        await post(b.app, "/digital-order/storeLeasingParam", {
          ...order,
          client: "entrepreneur",
          duration: 36,
          initialFee: 10,
          repurchase: 40,
        })
      ).status,
    ).toBe(200);
    await second.close();
  });
});
