import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { contentBlocks } from "../schema/site.ts";
import { createTestDb } from "../testing.ts";
import { OPINIONS_BLOCK, readOpinions, syncOpinions } from "./opinions.ts";

// content/opinions.yaml: the customer opinions of the home page's trust section, checked on every start.

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(join(tmpdir(), "vhs-opinions-"));
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (yaml: string) => writeFileSync(join(dir, "opinions.yaml"), yaml);
const stored = async () =>
  (await handle.db.select().from(contentBlocks).where(eq(contentBlocks.key, OPINIONS_BLOCK)))[0]?.data;

const ENTRY = `- author: Marta K.
  place: Poznań
  customer: Osoba prywatna
  car: Toyota Corolla
  rating: 5
  date: 2026-03
  text: Wniosek złożyłam wieczorem, a decyzja przyszła po kilkunastu minutach.
`;

describe("customer opinions from content/opinions.yaml", () => {
  it("the repository's file is valid, in Polish, and written into the database", async () => {
    const opinions = readOpinions();
    expect(opinions.length).toBeGreaterThanOrEqual(3);
    for (const o of opinions) expect(o.text).toMatch(/[ąćęłńóśźż]/i);
    await expect(syncOpinions(handle.db)).resolves.toBe(opinions.length);
    expect(await stored()).toEqual(opinions);
  });

  it("refuses an entry that breaks the rules, naming it", async () => {
    write(`${ENTRY}${ENTRY.replace("rating: 5", "rating: 6")}`);
    expect(() => readOpinions(dir)).toThrow(/opinions\.yaml, entry 2: rating/);
    write(ENTRY.replace("Marta K.", "Marta Kowalska"));
    expect(() => readOpinions(dir)).toThrow(/entry 1: author/);
    write(ENTRY.replace("date: 2026-03", "date: marzec"));
    expect(() => readOpinions(dir)).toThrow(/entry 1: date/);
    write("author: Marta K.\n");
    expect(() => readOpinions(dir)).toThrow(/expected a list/);
  });

  it("replaces the stored opinions with the file's; an empty file clears them", async () => {
    write(ENTRY);
    await expect(syncOpinions(handle.db, dir)).resolves.toBe(1);
    expect(await stored()).toMatchObject([{ author: "Marta K.", rating: 5, date: "2026-03" }]);
    write("");
    await expect(syncOpinions(handle.db, dir)).resolves.toBe(0);
    expect(await stored()).toEqual([]);
  });
});
