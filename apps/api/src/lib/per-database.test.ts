import type { Db } from "@vhs/db/client.ts";
import { describe, expect, it } from "vitest";
import { perDatabase } from "./per-database.ts";

describe("perDatabase", () => {
  it("makes its value once per database, and one for each database", () => {
    const made: object[] = [];
    const statement = perDatabase((db) => {
      made.push(db);
      return { for: db };
    });
    const a = {} as Db;
    const b = {} as Db;
    expect(statement(a)).toBe(statement(a));
    expect(statement(b).for).toBe(b);
    expect(statement(a)).not.toBe(statement(b));
    expect(made).toEqual([a, b]);
  });
});
