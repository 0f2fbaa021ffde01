import type { DbHandle } from "@vhs/db/client.ts";
import { contentEntries } from "@vhs/db/schema/content.ts";
import { contentRow, readContent } from "@vhs/db/seed/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { carsBlockQuery, DOCUMENT_GROUPS } from "@vhs/domain/content.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { renderContent } from "../lib/content-render.ts";

// The content calls on the seeded database: the seed wrote every file in content/ (docs/content.md).

const TOKEN = "redakcja-test-token-2026";
let handle: DbHandle;
let app: ApiApp;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  app = createApiApp(handle, { contentPreviewToken: TOKEN });
  // Landing pages with known windows, next to the seeded ones.
  const landing = (slug: string, fm: string) =>
    contentRow(
      "landing",
      slug,
      `---\ntitle: ${slug}\ndescription: Strona ${slug}\n${fm}\n---\n## Treść\n\nTekst.`,
    );
  await handle.db
    .insert(contentEntries)
    .values([
      landing("test-szkic", "published: false\nbrand: toyota"),
      landing("test-przeszla", "validFrom: 2020-01-01\nvalidTo: 2020-12-31\nbrand: toyota"),
      landing("test-przyszla", "validFrom: 2099-01-01\nbrand: toyota"),
      landing("test-toyota-suv", "brand: toyota\nbodyType: suv"),
      landing("test-toyota", "brand: toyota"),
    ]);
});
afterAll(async () => {
  await handle.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

describe("every file in content/", () => {
  const rows = readContent();

  it("renders without a malformed block", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(() => renderContent(row.body), `${row.kind}/${row.slug}`).not.toThrow();
    }
  });

  it("has one h1 only (from the front matter): no level-1 heading in a body", () => {
    for (const row of rows) expect(/^#\s/m.test(row.body), `${row.kind}/${row.slug}`).toBe(false);
  });

  it("lists cars that exist in every cars block", async () => {
    for (const row of rows) {
      for (const block of renderContent(row.body).blocks) {
        if (block.type !== "cars") continue;
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(carsBlockQuery(block)))
          for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
        const res = await get(`/v3/cars/?${params}`);
        expect(res.status, `${row.slug}: ${params}`).toBe(200);
        expect((res.body.items as unknown[]).length, `${row.slug}: ${params}`).toBeGreaterThan(0);
      }
    }
  });

  it("links only to internal addresses the site has, or to documents that exist", () => {
    const documents = new Set(rows.filter((r) => r.kind === "document").map((r) => r.slug));
    for (const row of rows) {
      for (const m of row.body.matchAll(/\]\((\/informacje\/[^)#\s]+)/g)) {
        expect(documents.has(m[1]!.slice("/informacje/".length)), `${row.slug} → ${m[1]}`).toBe(true);
      }
    }
  });
});

describe("GET /document", () => {
  it("answers a document with its version, validity and blocks", async () => {
    const res = await get("/document?slug=rodo");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: "rodo", group: "Ochrona danych osobowych" });
    expect(res.body.version).toMatch(/^\d/);
    expect(res.body.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((res.body.blocks as unknown[]).length).toBeGreaterThan(0);
  });
  it("404 for an unknown document, 422 naming the field for a bad slug", async () => {
    expect((await get("/document?slug=nie-ma-takiego")).status).toBe(404);
    const bad = await get("/document?slug=..%2Fetc");
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain("slug");
  });
});

describe("GET /v3/page", () => {
  it("answers a page by its path, whatever its case", async () => {
    const res = await get("/v3/page?path=oferta/dla-przedsiebiorcy");
    expect(res.status).toBe(200);
    expect(res.body.h1).toBeTruthy();
    expect((await get("/v3/page?path=bizneson")).status).toBe(200);
    expect((await get("/v3/page?path=oferta/nie-ma")).status).toBe(404);
  });
});

describe("GET /v3/pages", () => {
  it("lists every page and press data page at its site address", async () => {
    const list = (await (await app.request("/v3/pages")).json()) as { path: string; updatedAt: string }[];
    const paths = list.map((p) => p.path);
    expect(paths).toContain("/oferta/dla-przedsiebiorcy");
    expect(paths).toContain("/biznesON");
    expect(paths).toContain("/press/grupaLeasingOperacyjnyStaticData");
    expect(paths).not.toContain("/rodo");
    expect(list.every((p) => !Number.isNaN(Date.parse(p.updatedAt)))).toBe(true);
  });
});

describe("GET /regulations", () => {
  it("groups every document in the fixed group order, the online order's terms among them", async () => {
    const res = await app.request("/regulations");
    const groups = (await res.json()) as { group: string; documents: { slug: string; version: string }[] }[];
    const order = groups.map((g) => DOCUMENT_GROUPS.indexOf(g.group as never));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const slugs = groups.flatMap((g) => g.documents.map((d) => d.slug));
    for (const slug of [
      "polityka-prywatnosci",
      "rodo",
      "zgoda-bik",
      "regulamin-serwisu",
      "regulamin-promocji",
      "regulamin-zamowienia-online",
      "ogolne-warunki-umowy-leasingu",
    ])
      expect(slugs).toContain(slug);
  });
});

describe("GET /v3/faq", () => {
  it("answers the groups, and q narrows them with or without Polish letters", async () => {
    const all = (await (await app.request("/v3/faq")).json()) as { items: { question: string }[] }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    const total = all.reduce((n, g) => n + g.items.length, 0);
    const plain = (await (await app.request("/v3/faq?q=wczesniejszy%20wykup")).json()) as {
      items: { question: string; text: string }[];
    }[];
    const accented = (await (
      await app.request(`/v3/faq?q=${encodeURIComponent("wcześniejszy wykup")}`)
    ).json()) as typeof plain;
    const found = plain.reduce((n, g) => n + g.items.length, 0);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    expect(accented).toEqual(plain);
    expect(await (await app.request("/v3/faq?q=zzzqqq")).json()).toEqual([]);
    expect((await get(`/v3/faq?q=${"a".repeat(101)}`)).status).toBe(422);
  });
});

describe("landing pages", () => {
  it("shows a published page in its window; drafts and pages out of their window are 404", async () => {
    expect((await get("/landing?slug=test-toyota")).status).toBe(200);
    for (const slug of ["test-szkic", "test-przeszla", "test-przyszla"])
      expect((await get(`/landing?slug=${slug}`)).status, slug).toBe(404);
  });

  it("previews a draft only with the editors' token", async () => {
    expect((await get("/landing?slug=test-szkic&preview=1")).status).toBe(401);
    expect((await get("/landing?slug=test-szkic&preview=1", { authorization: "Bearer wrong" })).status).toBe(
      401,
    );
    const ok = await get("/landing?slug=test-szkic&preview=1", { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.body.published).toBe(false);
  });

  it("lists the current ones and picks the most specific for a car", async () => {
    const list = (await (await app.request("/actual-landing")).json()) as { slug: string }[];
    const slugs = list.map((l) => l.slug);
    expect(slugs).toContain("test-toyota");
    expect(slugs).not.toContain("test-szkic");
    expect(slugs).not.toContain("test-przeszla");
    expect((await get("/actual-landing-redirect?brand=toyota&bodyType=suv")).body).toEqual({
      slug: "test-toyota-suv",
      href: "/test-toyota-suv",
    });
    expect((await get("/actual-landing-redirect?brand=toyota&bodyType=kombi")).body.slug).toBe("test-toyota");
    expect(String((await get("/actual-landing-redirect?brand=bmw")).body.slug)).not.toMatch(/^test-/);
    expect((await get("/actual-landing-redirect?brand=Toyota!")).status).toBe(422);
  });
});

describe("SEO texts and press data", () => {
  it("answers by slug, 404 otherwise", async () => {
    expect((await get("/v2/seo?slug=samochody--toyota")).status).toBe(200);
    expect((await get("/v2/seo?slug=samochody--nie-ma")).status).toBe(404);
    expect((await get("/v3/press-static-data?product=leasing-operacyjny")).status).toBe(200);
    expect((await get("/v3/press-static-data?product=nie-ma")).status).toBe(404);
  });
});
