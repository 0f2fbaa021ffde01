import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { articles, authors, investorDocuments } from "../schema/publishing.ts";
import { createTestDb } from "../testing.ts";
import { ContentFileError } from "./content.ts";
import { plainText, readPublishing, syncPublishing } from "./publishing.ts";

// The publishing seed follows its folders like the content seed, checks the references between files,
// and fills the folded search columns the full-text index is built from.

let handle: DbHandle;
let dir: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const author = "---\nname: Anna Zielińska\nrole: Redaktorka naczelna\n---\nPisze o rynku samochodów.\n";
const article = (title: string, extra = "") => `---
title: ${title}
description: Opis artykułu o samochodach elektrycznych i ich ładowaniu zimą, dłuższy niż pięćdziesiąt znaków.
lead: Jak ładować samochód zimą.
category: e-auto
author: anna-zielinska
date: 2026-11-02
tags: [elektryk, zima]
cars: [toyota/bz4x]
cover:
  body: suv
  colour: "#0a66a8"
  scene: snow
  alt: Rysunek SUV-a na śniegu
${extra}---
## Ładowanie

Zimą **ładowanie** trwa dłużej. Zobacz [kalkulator](/kalkulator-leasingowy).

::: cta href="/kalkulator-leasingowy" label="Policz ratę"
Sprawdź ratę.
:::
`;
const report = (n: string, attachments = "[]") => `---
number: ${n}
system: EBI
date: 2026-03-02
title: Przydział obligacji
legalBasis: § 17 ust. 1 Załącznika nr 3 do Regulaminu ASO
attachments: ${attachments}
---
Zarząd Leasingowo sp. z o.o. informuje o przydziale obligacji.
`;

beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(join(tmpdir(), "vhs-publishing-"));
  write("blog/authors/anna-zielinska.md", author);
  write("blog/articles/ladowanie-zima.md", article("Ładowanie elektryka zimą"));
  write("investors/current/2026-01.md", report("1/2026", "[warunki-emisji]"));
  write(
    "investors/attachments/warunki-emisji.md",
    "---\ntitle: Warunki emisji\ndate: 2026-03-02\n---\n## § 1\nTreść.\n",
  );
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("publishing seed", () => {
  it("writes articles with folded search texts, a reading time and their author", async () => {
    expect(await syncPublishing(handle.db, dir)).toEqual({ written: 4, deleted: 0 });
    const [row] = await handle.db.select().from(articles).where(eq(articles.slug, "ladowanie-zima"));
    expect(row).toMatchObject({
      channel: "blog",
      author: "anna-zielinska",
      searchTitle: "ladowanie elektryka zima",
      cars: ["toyota/bz4x"],
      tags: ["elektryk", "zima"],
      readingMinutes: 1,
    });
    expect(row!.plainText).toBe("Ładowanie Zimą ładowanie trwa dłużej. Zobacz kalkulator. Sprawdź ratę.");
    // The generated index is there and finds a prefix of a folded word.
    const hits = await handle.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(sql`${articles.search} @@ to_tsquery('simple', 'ladowan:*')`);
    expect(hits.map((h) => h.slug)).toEqual(["ladowanie-zima"]);
  });

  it("writes nothing when no file changed, rewrites a changed one and deletes a removed one", async () => {
    expect(await syncPublishing(handle.db, dir)).toEqual({ written: 0, deleted: 0 });
    write("blog/articles/ladowanie-zima.md", article("Ładowanie samochodu zimą"));
    expect(await syncPublishing(handle.db, dir)).toEqual({ written: 1, deleted: 0 });
    unlinkSync(join(dir, "investors/current/2026-01.md"));
    expect(await syncPublishing(handle.db, dir)).toEqual({ written: 0, deleted: 1 });
    expect(await handle.db.select().from(investorDocuments)).toEqual([]);
    expect((await handle.db.select().from(authors)).map((a) => a.name)).toEqual(["Anna Zielińska"]);
  });

  it("stops on a wrong file naming it and the field", () => {
    write("blog/articles/zla.md", article("Zły", "").replace("category: e-auto", "category: plotki"));
    expect(() => readPublishing(dir)).toThrow(ContentFileError);
    expect(() => readPublishing(dir)).toThrow(/blog\/articles\/zla\.md: pole „category”/);
    write("blog/articles/zla.md", article("Zły").replace("author: anna-zielinska", "author: nikt"));
    expect(() => readPublishing(dir)).toThrow(/nie ma autora nikt/);
    unlinkSync(join(dir, "blog/articles/zla.md"));
  });

  it("refuses a missing attachment and a repeated report number", () => {
    write("investors/current/2026-02.md", report("2/2026", "[nie-ma]"));
    expect(() => readPublishing(dir)).toThrow(/investors\/current\/2026-02\.md: pole „attachments”/);
    write("investors/current/2026-02.md", report("2/2026"));
    write("investors/current/2026-03.md", report("2/2026"));
    expect(() => readPublishing(dir)).toThrow(/2\/2026 ma już 2026-02/);
    unlinkSync(join(dir, "investors/current/2026-03.md"));
  });

  it("strips Markdown to plain text", () => {
    expect(
      plainText("## Tytuł\n\n- **pierwszy** punkt\n| a | b |\n|---|---|\n| 1 | 2 |\n> cytat [link](/x)"),
    ).toBe("Tytuł pierwszy punkt a b 1 2 cytat link");
  });
});

describe("the repository's publishing files", () => {
  it("are all valid", () => {
    const rows = readPublishing();
    expect(rows.articles.length).toBeGreaterThan(0);
  });
});
