// The live white-list client against a local imitation of the register (company-register.test-support.ts).
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import {
  AUTO_FLOTA,
  BUDMAX,
  clock,
  DAY,
  KOWALSKI,
  NIP_429,
  NIP_CRASH,
  NIP_GARBAGE,
  NIP_LIMIT,
  NIP_SLOW,
  NIP_UPDATED,
  type WlCall,
  whiteListStub,
} from "./company-register.test-support.ts";
import { createWlCompanyRegister, normalizeWlSubject, type WlOptions } from "./company-register.ts";
import {
  SANDBOX_NIP_NOT_FOUND,
  SANDBOX_NIP_UNAVAILABLE,
  SANDBOX_SUBJECTS,
} from "./company-register-sandbox-data.ts";
import { type Stub, startStub } from "./stub-server.ts";
import { warsawDate } from "./support.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

// ---------------------------------------------------------------------------------------------------------
// Live client against a local imitation of the white list (DOMAIN §4.1 shapes and error codes)

describe("live white-list client against a local stub", () => {
  let stub: Stub;
  let calls: WlCall[];
  let now: ReturnType<typeof clock>;
  // The stub's "today" follows the client's clock unless a test moves the client ahead.
  let stubToday: () => string;

  beforeAll(async () => {
    const built = whiteListStub(() => stubToday());
    calls = built.calls;
    stub = await startStub(built.app);
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    calls.length = 0;
    now = clock();
    stubToday = () => warsawDate(now());
  });

  const client = (extra: Partial<WlOptions> = {}) =>
    createWlCompanyRegister({ baseUrl: stub.url, timeoutMs: 500, now, ...extra });

  it("finds a firm: the request carries today's Warsaw date, the answer keeps the register's requestId", async () => {
    const result = await client().lookup("525-447-65-42");
    expect(calls).toEqual([{ path: `/api/search/nip/${AUTO_FLOTA}`, date: "2026-03-24" }]);
    if (!result.ok || !result.value.found) throw new Error("expected a firm");
    const company = result.value.company;
    expect(company.source).toBe("WL");
    expect(company.requestId).toMatch(/^d2n10-/);
    const subject = SANDBOX_SUBJECTS.find((s) => s.nip === AUTO_FLOTA)!;
    expect(company).toEqual(
      normalizeWlSubject(subject, {
        nip: AUTO_FLOTA,
        requestId: company.requestId,
        checkedAt: "2026-03-24T09:15:00.000Z",
        source: "WL",
      }),
    );
  });

  it("uses the Warsaw calendar date, not UTC's, around midnight", async () => {
    now.set(Date.UTC(2026, 2, 24, 23, 30)); // 00:30 on the 25th in Warsaw
    await client().lookup(AUTO_FLOTA);
    expect(calls[0]!.date).toBe("2026-03-25");
  });

  it("says not found when the register's subject is null", async () => {
    const result = await client().lookup(SANDBOX_NIP_NOT_FOUND);
    expect(result).toMatchObject({
      ok: true,
      value: { found: false, nip: SANDBOX_NIP_NOT_FOUND, source: "WL" },
    });
  });

  it("refuses an invalid NIP without calling the register", async () => {
    const result = await client().lookup("1234567890");
    expect(result).toEqual({
      ok: false,
      error: { code: "INVALID_NIP", field: "nip", message: "Nieprawidłowy NIP" },
    });
    expect(calls).toHaveLength(0);
  });

  it("turns HTTP 400 with a WL code into WL_ERROR (here: our clock is ahead of the register's)", async () => {
    stubToday = () => warsawDate(now() - DAY);
    const result = await client().lookup(AUTO_FLOTA);
    expect(result).toEqual({
      ok: false,
      error: { code: "WL_ERROR", wlCode: "WL-103", message: "Pole 'data' nie może być datą przyszłą." },
    });
  });

  it("turns 5xx into UNAVAILABLE, and does not cache it", async () => {
    const register = client();
    for (let k = 0; k < 2; k++) {
      const result = await register.lookup(SANDBOX_NIP_UNAVAILABLE);
      expect(result).toMatchObject({
        ok: false,
        error: { code: "UNAVAILABLE", cause: "http", httpStatus: 503 },
      });
    }
    expect(calls).toHaveLength(2);
    expect(await register.lookup(NIP_CRASH)).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", cause: "http", httpStatus: 500 },
    });
  });

  it("turns a timeout into UNAVAILABLE", async () => {
    const started = Date.now();
    const result = await client({ timeoutMs: 200 }).lookup(NIP_SLOW);
    expect(result).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", cause: "timeout", httpStatus: null },
    });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it("turns a refused connection into UNAVAILABLE", async () => {
    const closed = await startStub(new Hono());
    await closed.close();
    const result = await createWlCompanyRegister({ baseUrl: closed.url, timeoutMs: 500, now }).lookup(
      AUTO_FLOTA,
    );
    expect(result).toMatchObject({ ok: false, error: { code: "UNAVAILABLE", cause: "network" } });
  });

  it("turns an answer it cannot read into UNAVAILABLE", async () => {
    expect(await client().lookup(NIP_GARBAGE)).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", cause: "bad-response", httpStatus: 200 },
    });
  });

  it("turns the register's own limit (WL-191 or 429) into RATE_LIMITED", async () => {
    expect(await client().lookup(NIP_LIMIT)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
    expect(await client().lookup(NIP_429)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
  });

  it("asks once more after WL-195 ('the register was just updated')", async () => {
    const result = await client().lookup(NIP_UPDATED);
    expect(result).toMatchObject({ ok: true, value: { found: false } });
    expect(calls).toHaveLength(2);
  });

  describe("cache", () => {
    it("answers the same NIP on the same Warsaw day from the cache (24 h), and asks again the next day", async () => {
      const register = client();
      const first = await register.lookup(AUTO_FLOTA);
      now.advance(60 * 60 * 1000);
      const second = await register.lookup("5254476542");
      expect(second).toEqual(first);
      expect(calls).toHaveLength(1);
      now.advance(DAY);
      await register.lookup(AUTO_FLOTA);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.date).toBe("2026-03-25");
    });

    it("caches not-found answers too", async () => {
      const register = client();
      await register.lookup(SANDBOX_NIP_NOT_FOUND);
      await register.lookup(SANDBOX_NIP_NOT_FOUND);
      expect(calls).toHaveLength(1);
    });

    it("forgets entries after the TTL", async () => {
      const register = client({ cacheTtlMs: 60_000 });
      await register.lookup(AUTO_FLOTA);
      now.advance(61_000);
      await register.lookup(AUTO_FLOTA);
      expect(calls).toHaveLength(2);
    });

    it("is bounded: the least recently used entry goes first", async () => {
      const register = client({ cacheMaxEntries: 2 });
      await register.lookup(AUTO_FLOTA);
      await register.lookup(BUDMAX);
      await register.lookup(AUTO_FLOTA); // refresh: BUDMAX is now the oldest
      await register.lookup(KOWALSKI); // evicts BUDMAX
      expect(calls).toHaveLength(3);
      await register.lookup(AUTO_FLOTA);
      expect(calls).toHaveLength(3);
      await register.lookup(BUDMAX);
      expect(calls).toHaveLength(4);
    });

    it("shares one request between concurrent lookups of the same NIP", async () => {
      const register = client();
      const results = await Promise.all([
        register.lookup(BUDMAX),
        register.lookup(BUDMAX),
        register.lookup(BUDMAX),
      ]);
      expect(calls).toHaveLength(1);
      expect(results[1]).toEqual(results[0]);
    });
  });

  describe("daily budget", () => {
    it("stops at the configured number of searches per Warsaw day, without calling, and starts again tomorrow", async () => {
      const register = client({ searchDailyLimit: 2 });
      expect((await register.lookup(AUTO_FLOTA)).ok).toBe(true);
      expect((await register.lookup(BUDMAX)).ok).toBe(true);
      const third = await register.lookup(KOWALSKI);
      expect(third).toEqual({
        ok: false,
        error: {
          code: "RATE_LIMITED",
          message: "Wyczerpano dzienny limit zapytań do wykazu podatników VAT. Wpisz dane firmy ręcznie.",
        },
      });
      expect(calls).toHaveLength(2);
      // cached answers cost nothing
      expect((await register.lookup(AUTO_FLOTA)).ok).toBe(true);
      expect(calls).toHaveLength(2);
      // the budget is per Warsaw day: 00:05 on the 25th
      now.set(Date.UTC(2026, 2, 24, 23, 5));
      expect((await register.lookup(KOWALSKI)).ok).toBe(true);
      expect(calls).toHaveLength(3);
    });

    it("has a separate budget for account checks", async () => {
      const register = client({ searchDailyLimit: 0, checkDailyLimit: 1 });
      expect(await register.lookup(AUTO_FLOTA)).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
      expect((await register.checkAccount(AUTO_FLOTA, "98114062048021612647474139")).ok).toBe(true);
      expect(await register.checkAccount(AUTO_FLOTA, "59102055451624831013037920")).toMatchObject({
        ok: false,
        error: { code: "RATE_LIMITED" },
      });
    });
  });

  describe("account check", () => {
    it("answers TAK and NIE as assigned true/false with the register's requestId", async () => {
      const register = client();
      const yes = await register.checkAccount(AUTO_FLOTA, "PL98 1140 6204 8021 6126 4747 4139");
      expect(calls[0]).toEqual({
        path: `/api/check/nip/${AUTO_FLOTA}/bank-account/98114062048021612647474139`,
        date: "2026-03-24",
      });
      expect(yes).toMatchObject({
        ok: true,
        value: { assigned: true, nip: AUTO_FLOTA, source: "WL", requestId: expect.stringMatching(/^d2n10-/) },
      });
      const no = await register.checkAccount(BUDMAX, "98114062048021612647474139");
      expect(no).toMatchObject({ ok: true, value: { assigned: false } });
    });

    it("refuses an invalid account number without calling", async () => {
      const result = await client().checkAccount(AUTO_FLOTA, "98114062048021612647474130");
      expect(result).toMatchObject({ ok: false, error: { code: "INVALID_NRB", field: "accountNumber" } });
      expect(calls).toHaveLength(0);
    });
  });
});
