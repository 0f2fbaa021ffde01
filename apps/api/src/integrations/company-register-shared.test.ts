// Two live white-list clients on one database behave as one: a shared cache and shared daily budgets
// (what N API instances behind a load balancer get from lib/shared-stores.ts).
import type { DbHandle } from "@vhs/db/client.ts";
import { integrationCache, integrationDailyCounts } from "@vhs/db/schema/shared-state.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { generateNrb } from "@vhs/domain/identifiers.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import { createDbSharedStores } from "../lib/shared-stores.ts";
import { seeded, type WlCall, whiteListStub } from "./company-register.test-support.ts";
import { type CompanyRegister, createWlCompanyRegister } from "./company-register.ts";
import { SANDBOX_NIP_NOT_FOUND } from "./company-register-sandbox-data.ts";
import { type Stub, startStub } from "./stub-server.ts";
import { warsawDate } from "./support.ts";

const T0 = Date.UTC(2026, 2, 24, 9, 15);
const AUTO_FLOTA = "5254476542";
const BUDMAX = "6760428066";
const KOWALSKI = "7963526159";
const AUTO_FLOTA_ACCOUNT = "98114062048021612647474139";

let handle: DbHandle;
let stub: Stub;
let calls: WlCall[];
let clock = T0;

beforeAll(async () => {
  setLogLevel("silent");
  handle = await createTestDb();
  const built = whiteListStub(() => warsawDate(clock));
  calls = built.calls;
  stub = await startStub(built.app);
});
afterAll(async () => {
  setLogLevel("info");
  await stub.close();
  await handle.close();
});
beforeEach(async () => {
  calls.length = 0;
  clock = T0;
  await handle.db.delete(integrationCache);
  await handle.db.delete(integrationDailyCounts);
});

/** One "instance": its own register and its own stores object, over the same database. */
function instance(limits: { search?: number; check?: number; ttlMs?: number } = {}): CompanyRegister {
  const now = () => clock;
  return createWlCompanyRegister({
    baseUrl: stub.url,
    timeoutMs: 2000,
    searchDailyLimit: limits.search,
    checkDailyLimit: limits.check,
    cacheTtlMs: limits.ttlMs,
    stores: createDbSharedStores(handle.db, { now }),
    now,
  });
}

describe("white list shared through the database", () => {
  it("answers the second instance from the first one's cache, without calling the register", async () => {
    const a = instance();
    const b = instance();
    const first = await a.lookup(AUTO_FLOTA);
    expect(first).toMatchObject({ ok: true, value: { found: true, company: { nip: AUTO_FLOTA } } });
    expect(await b.lookup("525-447-65-42")).toEqual(first);
    expect(await b.lookup(SANDBOX_NIP_NOT_FOUND)).toMatchObject({ ok: true, value: { found: false } });
    expect(await a.lookup(SANDBOX_NIP_NOT_FOUND)).toMatchObject({ ok: true, value: { found: false } });
    const check = await a.checkAccount(AUTO_FLOTA, AUTO_FLOTA_ACCOUNT);
    expect(await b.checkAccount(AUTO_FLOTA, AUTO_FLOTA_ACCOUNT)).toEqual(check);
    expect(calls.map((c) => c.path.split("/")[2])).toEqual(["search", "search", "check"]);
  });

  it("keeps the cache per Warsaw day and forgets it after the TTL", async () => {
    await instance().lookup(AUTO_FLOTA);
    clock += 24 * 60 * 60 * 1000;
    await instance().lookup(AUTO_FLOTA);
    expect(calls.map((c) => c.date)).toEqual(["2026-03-24", "2026-03-25"]);
    await instance({ ttlMs: 60_000 }).lookup(BUDMAX);
    clock += 59_000;
    await instance({ ttlMs: 60_000 }).lookup(BUDMAX);
    expect(calls).toHaveLength(3);
    clock += 2000;
    await instance({ ttlMs: 60_000 }).lookup(BUDMAX);
    expect(calls).toHaveLength(4);
  });

  it("stores no account number or NIP in clear in the cache's keys", async () => {
    await instance().checkAccount(AUTO_FLOTA, AUTO_FLOTA_ACCOUNT);
    const rows = await handle.db.select().from(integrationCache);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe("wl");
    expect(rows[0]!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0]!.value)).not.toContain(AUTO_FLOTA_ACCOUNT);
  });

  it("counts one daily search budget across instances and never past the limit", async () => {
    const a = instance({ search: 2 });
    const b = instance({ search: 2 });
    expect((await a.lookup(AUTO_FLOTA)).ok).toBe(true);
    expect((await b.lookup(BUDMAX)).ok).toBe(true);
    expect(await a.lookup(KOWALSKI)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    expect(await b.lookup(KOWALSKI)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    expect(calls).toHaveLength(2);
    const counts = await handle.db.select().from(integrationDailyCounts);
    expect(counts).toEqual([{ kind: "wl-search", day: "2026-03-24", n: 2 }]);
    // Cached answers cost nothing, on either instance.
    expect((await b.lookup(AUTO_FLOTA)).ok).toBe(true);
    // A new Warsaw day (00:05 on the 25th) has a new budget.
    clock = Date.UTC(2026, 2, 24, 23, 5);
    expect((await b.lookup(KOWALSKI)).ok).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it("takes exactly the limit when many instances ask at once", async () => {
    const instances = Array.from({ length: 6 }, () => instance({ check: 3 }));
    const rng = seeded(21);
    const accounts = instances.map(() => generateNrb(rng));
    const results = await Promise.all(instances.map((r, i) => r.checkAccount(AUTO_FLOTA, accounts[i]!)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.error.code === "RATE_LIMITED")).toHaveLength(3);
    expect(calls).toHaveLength(3);
  });

  it("asks the register nothing when the shared budget cannot be counted (database unreachable)", async () => {
    const gone = await createTestDb();
    await gone.close();
    const register = createWlCompanyRegister({
      baseUrl: stub.url,
      stores: createDbSharedStores(gone.db, { now: () => clock }),
      now: () => clock,
    });
    expect(await register.lookup(AUTO_FLOTA)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    expect(calls).toHaveLength(0);
  });

  it("keeps the search and check budgets apart", async () => {
    const a = instance({ search: 0, check: 1 });
    expect(await a.lookup(AUTO_FLOTA)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    expect((await instance({ check: 1 }).checkAccount(AUTO_FLOTA, AUTO_FLOTA_ACCOUNT)).ok).toBe(true);
    expect(await a.checkAccount(BUDMAX, "59102055451624831013037920")).toMatchObject({
      ok: false,
      error: { code: "RATE_LIMITED" },
    });
  });
});
