import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client.ts";
import { parseRateArgs } from "./rate-command.ts";
import {
  BENCHMARK_FIXINGS,
  benchmarkHistory,
  latestBenchmark,
  seedLeasing,
  tenorOf,
  upsertBenchmarkFixing,
  warsawToday,
} from "./seed/leasing.ts";
import { createTestDb } from "./testing.ts";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
});
afterAll(async () => {
  await handle.close();
});

describe("benchmark fixings", () => {
  it("seeds the WIBOR 3M history of DOMAIN.md §1.3, idempotently", async () => {
    await seedLeasing(handle.db);
    const history = await benchmarkHistory(handle.db, "WIBOR 3M");
    expect(history.map((f) => [f.fixingDate, f.value])).toEqual([
      ["2026-03-24", 3.85],
      ["2026-02-24", 3.82],
      ["2026-01-02", 3.97],
      ["2025-11-21", 4.23],
    ]);
    expect(history.every((f) => f.source === "GPW Benchmark" && f.tenor === "3M")).toBe(true);
    expect(BENCHMARK_FIXINGS).toHaveLength(4);
  });

  it("answers the newest fixing on or before a date", async () => {
    expect(await latestBenchmark(handle.db, "WIBOR 3M", "2026-03-24")).toMatchObject({
      value: 3.85,
      fixingDate: "2026-03-24",
    });
    expect(await latestBenchmark(handle.db, "WIBOR 3M", "2026-01-15")).toMatchObject({
      value: 3.97,
      fixingDate: "2026-01-02",
    });
    expect(await latestBenchmark(handle.db, "WIBOR 3M", "2025-01-01")).toBeNull();
    expect(await latestBenchmark(handle.db, "POLSTR 3M")).toBeNull();
  });

  it("adds a fixing of another index and corrects a value on the same date", async () => {
    await upsertBenchmarkFixing(handle.db, { name: "POLSTR 3M", value: 3.7, fixingDate: "2026-03-25" });
    await upsertBenchmarkFixing(handle.db, { name: "POLSTR 3M", value: 3.71586, fixingDate: "2026-03-25" });
    const history = await benchmarkHistory(handle.db, "POLSTR 3M");
    expect(history).toEqual([
      { name: "POLSTR 3M", tenor: "3M", value: 3.7159, fixingDate: "2026-03-25", source: "GPW Benchmark" },
    ]);
  });

  it("derives the tenor from the index name and knows today's Warsaw date", () => {
    expect(tenorOf("WIBOR 3M")).toBe("3M");
    expect(tenorOf("WIBOR 1M")).toBe("1M");
    expect(tenorOf("POLSTR")).toBe("ON");
    expect(warsawToday(new Date("2026-03-24T23:30:00Z"))).toBe("2026-03-25");
  });
});

describe("the rate command's arguments", () => {
  it("accepts a name, a value (comma or dot) and a calendar date", () => {
    expect(parseRateArgs(["WIBOR 3M", "3,85", "2026-03-24"])).toEqual({
      ok: true,
      fixing: { name: "WIBOR 3M", value: 3.85, fixingDate: "2026-03-24", source: "GPW Benchmark" },
    });
    expect(parseRateArgs(["POLSTR 3M", "3.71586", "2026-03-25", "GPW Benchmark (POLSTR)"])).toMatchObject({
      ok: true,
      fixing: { source: "GPW Benchmark (POLSTR)" },
    });
  });

  it("refuses a missing name, a non-number or an impossible date", () => {
    for (const args of [
      [],
      ["", "3.85", "2026-03-24"],
      ["WIBOR 3M", "abc", "2026-03-24"],
      ["WIBOR 3M", "", "2026-03-24"],
      ["WIBOR 3M", "99", "2026-03-24"],
      ["WIBOR 3M", "3.85", "2026-02-30"],
      ["WIBOR 3M", "3.85", "24.03.2026"],
      ["WIBOR 3M", "3.85"],
    ])
      expect(parseRateArgs(args).ok, JSON.stringify(args)).toBe(false);
  });
});
