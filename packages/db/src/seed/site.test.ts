import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { contentBlocks, metaTags } from "../schema/site.ts";
import { createTestDb } from "../testing.ts";
import { seedIfNeeded } from "./run.ts";
import { FOOTER, FOOTER_LINKS, META_TAGS } from "./site.ts";

const VARIANTS = 200;
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: true, catalogVariants: VARIANTS });
});
afterAll(async () => {
  await handle.close();
});

async function block(key: string) {
  const [row] = await handle.db.select().from(contentBlocks).where(eq(contentBlocks.key, key));
  return row?.data;
}

describe("site data (footer, meta tags, redirects)", () => {
  it("writes the footer with the offer, partner and company links, the blog and investor pages among them", async () => {
    const footer = (await block("footer")) as typeof FOOTER;
    expect(footer).toEqual(FOOTER);
    const shown = footer.columns.flatMap((c) => c.links.map((l) => l.href));
    expect(shown).toEqual(
      expect.arrayContaining([
        "/oferta/dla-przedsiebiorcy",
        "/obsluga-klienta",
        "/biuro-prasowe",
        "/raporty-okresowe",
        "/moto",
      ]),
    );
    expect(footer.columns.map((c) => c.title)).toEqual(["Oferta", "Dla partnerów", "Firma"]);
    expect(await block("footer-links")).toEqual(FOOTER_LINKS);
  });

  it("brings an existing database's footer and meta tags up to date on the next start", async () => {
    // A database seeded by an older version: the seed version is current, so only the sync runs.
    await handle.db
      .update(contentBlocks)
      .set({ data: { columns: [], contact: { phone: "", email: "", hours: "" }, copyright: "stara" } })
      .where(eq(contentBlocks.key, "footer"));
    await handle.db.update(metaTags).set({ title: "Stary tytuł" }).where(eq(metaTags.path, "/wyszukaj"));
    expect(await seedIfNeeded(handle.db, { catalogVariants: VARIANTS })).toBe(false);
    const footer = (await block("footer")) as typeof FOOTER;
    expect(footer.copyright).toBe(FOOTER.copyright);
    expect(footer.columns).toHaveLength(3);
    const [meta] = await handle.db.select().from(metaTags).where(eq(metaTags.path, "/wyszukaj"));
    expect(meta?.title).toBe(META_TAGS.find((m) => m.path === "/wyszukaj")?.title);
  });
});
