import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { contentEntries } from "../schema/content.ts";
import { createTestDb } from "../testing.ts";
import { ContentFileError, contentRow, syncContent } from "./content.ts";

// The content seed follows the folder: a changed file rewrites its row, a removed one deletes it, an
// unchanged one is not written again; a wrong file stops the seed naming the file and the field.

let handle: DbHandle;
let dir: string;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: Opis strony ${title}\n---\n## Sekcja\n\nTekst.\n`;
const doc = `---
title: Regulamin
description: Regulamin serwisu
group: Regulaminy
version: 2.0
validFrom: 2026-06-01
summary: Zasady korzystania z serwisu.
order: 5
---
## § 1
Treść.
`;

beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(join(tmpdir(), "vhs-content-"));
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("syncContent", () => {
  it("writes new files, then only changed ones, and deletes removed ones", async () => {
    write("pages/oferta.md", page("Oferta"));
    write("pages/oferta/dla-konsumenta.md", page("Dla konsumenta"));
    write("documents/regulamin.md", doc);
    expect(await syncContent(handle.db, dir)).toEqual({ written: 3, deleted: 0 });
    expect(await syncContent(handle.db, dir)).toEqual({ written: 0, deleted: 0 });

    write("pages/oferta.md", page("Oferta 2026"));
    rmSync(join(dir, "pages/oferta/dla-konsumenta.md"));
    expect(await syncContent(handle.db, dir)).toEqual({ written: 1, deleted: 1 });

    const rows = await handle.db.select().from(contentEntries);
    expect(rows.map((r) => `${r.kind}:${r.slug}`).sort()).toEqual(["document:regulamin", "page:oferta"]);
    const [offer] = await handle.db.select().from(contentEntries).where(eq(contentEntries.slug, "oferta"));
    expect(offer!.title).toBe("Oferta 2026");
    const [rules] = await handle.db.select().from(contentEntries).where(eq(contentEntries.slug, "regulamin"));
    // YAML's unquoted number and date come back as the text the writer meant.
    expect(rules).toMatchObject({
      version: "2",
      validFrom: "2026-06-01",
      groupName: "Regulaminy",
      sortOrder: 5,
    });
  });

  it("stops on a wrong file, naming it and the field, and writes nothing", async () => {
    write("documents/zly.md", doc.replace("group: Regulaminy", "group: Inne"));
    await expect(syncContent(handle.db, dir)).rejects.toThrow(/content\/documents\/zly\.md: pole „group”/);
    rmSync(join(dir, "documents/zly.md"));
  });
});

describe("contentRow", () => {
  it("requires the front matter", () => {
    expect(() => contentRow("page", "x", "## bez nagłówka")).toThrow(ContentFileError);
    expect(() => contentRow("page", "x", "---\ntitle: [\n---\n")).toThrow(/YAML/);
    expect(() => contentRow("page", "x", "---\ntitle: T\n---\n")).toThrow(/description/);
  });
  it("keeps a landing page's window and car", () => {
    const row = contentRow(
      "landing",
      "promocja",
      "---\ntitle: P\ndescription: D\npublished: false\nvalidTo: 2026-12-31\nbrand: toyota\n---\nTekst",
    );
    expect(row).toMatchObject({ published: false, validTo: "2026-12-31", brand: "toyota", model: null });
  });
});
