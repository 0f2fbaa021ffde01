import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { partners } from "../schema/partners.ts";
import { createTestDb } from "../testing.ts";
import { demoOrigins, readPartners, syncPartners } from "./partners.ts";

// content/partners.yaml: the embed partners, written into the database on every start.

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(join(tmpdir(), "vhs-partners-"));
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (yaml: string) => writeFileSync(join(dir, "partners.yaml"), yaml);
const rows = async () => (await handle.db.select().from(partners)).sort((a, b) => a.id.localeCompare(b.id));

const PARTNER = `- id: auto-test
  name: Auto Test Sp. z o.o.
  token: at-test-1234567890abcdef
  origins: [https://www.auto-test.pl]
  look: { primary: "#123456", onPrimary: "#ffffff" }
  screens: [calculator]
  leadEmail: leady@auto-test.pl
  demo: true
`;

describe("embed partners from content/partners.yaml", () => {
  it("the repository's file is valid: an active demo dealer and a revoked partner", async () => {
    const list = readPartners();
    expect(list.find((p) => p.id === "auto-nowak")).toMatchObject({
      name: "Auto Nowak Sp. z o.o.",
      active: true,
      demo: true,
    });
    expect(list.some((p) => !p.active)).toBe(true);
    expect(new Set(list.map((p) => p.token)).size).toBe(list.length);
  });

  it("writes the partners, adds the demo origins, and revokes one that left the file", async () => {
    write(PARTNER);
    expect(await syncPartners(handle.db, { dir, demoOrigins: "http://127.0.0.1:3541" })).toBe(1);
    expect(await rows()).toMatchObject([
      { id: "auto-test", active: true, origins: ["https://www.auto-test.pl", "http://127.0.0.1:3541"] },
    ]);
    write("[]\n");
    await syncPartners(handle.db, { dir, demoOrigins: "" });
    expect(await rows()).toMatchObject([{ id: "auto-test", active: false }]);
  });

  it("stops the start naming the entry and field of a bad partner", () => {
    write(PARTNER.replace("https://www.auto-test.pl", "https://www.auto-test.pl/strona"));
    expect(() => readPartners(dir)).toThrow(/partners.yaml, entry 1: origins.0/);
    write(PARTNER.replace("at-test-1234567890abcdef", "krotki"));
    expect(() => readPartners(dir)).toThrow(/entry 1: token/);
  });

  it("refuses EMBED_DEMO_ORIGINS values that are no origins", () => {
    expect(demoOrigins(" http://127.0.0.1:3541/ , https://demo.example ")).toEqual([
      "http://127.0.0.1:3541",
      "https://demo.example",
    ]);
    expect(() => demoOrigins("javascript:alert(1)")).toThrow(/EMBED_DEMO_ORIGINS/);
  });
});
