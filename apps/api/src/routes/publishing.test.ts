import type { DbHandle } from "@vhs/db/client.ts";
import { readPublishing } from "@vhs/db/seed/publishing.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ArticlePage, ArticleSummary, Paging, SearchHit } from "@vhs/domain/publishing.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { renderContent } from "../lib/content-render.ts";
import { namedCars } from "../lib/publishing-queries.ts";
import { type PublishingFixture, syncFixture } from "./publishing.test-support.ts";

// The blog and press calls on a seeded database whose publishing files are the known fixture: pages from
// 0 with 404 past the end, drafts and future articles hidden, Polish search with and without diacritics.

let handle: DbHandle;
let app: ApiApp;
let fixture: PublishingFixture;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  fixture = await syncFixture(handle.db);
  app = createApiApp(handle);
});
afterAll(async () => {
  fixture.remove();
  await handle.close();
});

async function get<T = Record<string, unknown>>(path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}
type List = { items: ArticleSummary[]; paging: Paging };

describe("blog lists", () => {
  it("lists categories with counts, najnowsze counting every visible article", async () => {
    const { status, body } = await get<{ slug: string; name: string; count: number }[]>("/blog/categories");
    expect(status).toBe(200);
    expect(body.map((c) => c.slug)).toEqual([
      "najnowsze",
      "wiadomosci",
      "premiery",
      "testy",
      "na-drodze",
      "e-auto",
      "porady",
      "zdjecia",
      "filmy",
      "clacson",
      "o-leasingu",
    ]);
    const count = (slug: string) => body.find((c) => c.slug === slug)!.count;
    // 13 tips, one e-auto, one leasing article; the draft and the future article are not counted.
    expect(count("najnowsze")).toBe(15);
    expect(count("porady")).toBe(13);
    expect(count("testy")).toBe(0);
  });

  it("pages a category from 0, newest first, and answers 404 past the last page", async () => {
    const first = await get<List>("/blog/category-page?slug=porady");
    expect(first.status).toBe(200);
    expect(first.body.paging).toEqual({ page: 0, pageSize: 12, total: 13, pageCount: 2 });
    expect(first.body.items[0]!.slug).toBe("porada-13");
    expect(first.body.items[0]!.author).toEqual({ slug: "piotr-lewandowski", name: "Piotr Lewandowski" });
    expect(first.body.items[0]!.cover?.src).toBe("/srv/moto/okladka/1/city/suv/0a66a8.svg");
    const second = await get<List>("/blog/category-page?slug=porady&page=1");
    expect(second.body.items.map((a) => a.slug)).toEqual(["porada-01"]);
    expect((await get("/blog/category-page?slug=porady&page=2")).status).toBe(404);
    // An empty category has its page 0, saying there is nothing.
    const empty = await get<List>("/blog/category-page?slug=testy");
    expect(empty.status).toBe(200);
    expect(empty.body.items).toEqual([]);
    expect((await get("/blog/category-page?slug=testy&page=1")).status).toBe(404);
  });

  it("answers 404 for an unknown category and 422 naming the field for a bad page", async () => {
    expect((await get("/blog/category-page?slug=plotki")).status).toBe(404);
    const bad = await get<{ fields: { field: string; message: string }[] }>(
      "/blog/category-page?slug=porady&page=-1",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.fields[0]).toEqual({ field: "page", message: "Numer strony to liczba od 0" });
  });

  it("has najnowsze holding every article", async () => {
    const { body } = await get<List>("/blog/category-page?slug=najnowsze");
    expect(body.paging.total).toBe(15);
    expect(body.items[0]!.slug).toBe("ladowanie-zima");
  });

  it("gives the home page its latest articles and a few of each category", async () => {
    const { body } = await get<{
      latest: ArticleSummary[];
      categories: { slug: string; items: ArticleSummary[] }[];
    }>("/blog/home-page");
    expect(body.latest.map((a) => a.slug).slice(0, 3)).toEqual([
      "ladowanie-zima",
      "leasing-konsumencki",
      "porada-13",
    ]);
    expect(body.categories.find((c) => c.slug === "porady")!.items).toHaveLength(3);
    expect(body.categories.some((c) => c.slug === "najnowsze")).toBe(false);
  });

  it("lists an author's articles with the author's bio", async () => {
    const { status, body } = await get<
      List & { author: { name: string; bioHtml: string; articleCount: number } }
    >("/blog/article/get-by-author?author=piotr-lewandowski&page=1");
    expect(status).toBe(200);
    expect(body.author).toMatchObject({ name: "Piotr Lewandowski", articleCount: 14 });
    expect(body.items.map((a) => a.slug)).toEqual(["porada-02", "porada-01"]);
    const anna = await get<{ author: { bioHtml: string } }>(
      "/blog/article/get-by-author?author=anna-zielinska",
    );
    expect(anna.body.author.bioHtml).toBe("<p>Pisze o\u00a0<strong>rynku</strong> samochodów.</p>\n");
    expect((await get("/blog/article/get-by-author?author=nikt")).status).toBe(404);
    expect((await get("/blog/article/get-by-author?author=piotr-lewandowski&page=2")).status).toBe(404);
    const none = await get<List>("/blog/article/get-by-author?author=bez-artykulow");
    expect(none.body.items).toEqual([]);
  });

  it("gives the latest posts for the home page, and a model's posts first", async () => {
    const latest = await get<{ items: ArticleSummary[] }>("/moto-news");
    expect(latest.body.items.map((a) => a.slug)).toEqual([
      "ladowanie-zima",
      "leasing-konsumencki",
      "porada-13",
      "porada-12",
    ]);
    const model = await get<{ items: ArticleSummary[] }>("/moto-news?brand=toyota&model=bz4x&limit=2");
    expect(model.body.items.map((a) => a.slug)).toEqual(["ladowanie-zima", "leasing-konsumencki"]);
    expect((await get("/moto-news?limit=50")).status).toBe(422);
  });
});

describe("an article", () => {
  it("has its blocks, author, named catalogue cars and related articles", async () => {
    const { status, body } = await get<ArticlePage>("/blog/article-page?slug=ladowanie-zima");
    expect(status).toBe(200);
    expect(body.title).toBe("Ładowanie samochodu elektrycznego zimą");
    expect(body.category).toEqual({ slug: "e-auto", name: "E-auto" });
    expect(body.readingMinutes).toBe(1);
    expect(body.blocks.map((b) => b.type)).toEqual(["html", "cars"]);
    expect(body.headings).toEqual([{ id: "zima", text: "Zimą", level: 2 }]);
    expect(body.authorDetails).toMatchObject({
      slug: "anna-zielinska",
      role: "Redaktorka naczelna",
      articleCount: 1,
    });
    // The unknown car of the file is left out; the known one links to its catalogue page.
    expect(body.cars).toEqual([
      { brand: "toyota", model: "bz4x", name: "Toyota bZ4X", href: "/samochody/toyota/bz4x" },
    ]);
    // The leasing article shares a tag: it comes first.
    expect(body.related[0]!.slug).toBe("leasing-konsumencki");
    expect(body.related).toHaveLength(3);
  });

  it("answers 404 for an unknown, draft or future article and 422 for a bad slug", async () => {
    expect((await get("/blog/article-page?slug=nie-ma")).status).toBe(404);
    expect((await get("/blog/article-page?slug=szkic")).status).toBe(404);
    expect((await get("/blog/article-page?slug=jutro")).status).toBe(404);
    const bad = await get("/blog/article-page?slug=Zły%20adres");
    expect(bad.status).toBe(422);
    // A press release is not a blog article.
    expect((await get("/blog/article-page?slug=wyniki-2025")).status).toBe(404);
  });
});

describe("search", () => {
  const search = (q: string, page?: number) =>
    get<{ items: SearchHit[]; paging: Paging }>(
      `/blog/search?search=${encodeURIComponent(q)}${page === undefined ? "" : `&page=${page}`}`,
    );

  it("finds the same articles with and without diacritics", async () => {
    const withMarks = await search("ładowanie");
    const without = await search("ladowanie");
    expect(withMarks.status).toBe(200);
    expect(withMarks.body.items.map((h) => h.slug)).toEqual(["ladowanie-zima"]);
    expect(without.body.items.map((h) => h.slug)).toEqual(["ladowanie-zima"]);
  });

  it("finds an article from an inflected form and marks the words in its text", async () => {
    const { body } = await search("samochodów elektrycznych");
    expect(body.items.map((h) => h.slug)).toEqual(["ladowanie-zima"]);
    const marked = body.items[0]!.fragments.filter((f) => f.mark).map((f) => f.text);
    expect(marked).toContain("Samochód");
    expect(marked).toContain("elektryczny");
  });

  it("ranks a title match above a tag match", async () => {
    const { body } = await search("elektryk");
    expect(body.items.map((h) => h.slug)).toEqual(["ladowanie-zima", "leasing-konsumencki"]);
  });

  it("falls back to any word when no article has them all, hides drafts, and pages", async () => {
    const { body } = await search("opony kosmos");
    expect(body.paging).toEqual({ page: 0, pageSize: 10, total: 13, pageCount: 2 });
    expect((await search("opony", 1)).body.items).toHaveLength(3);
    expect((await search("opony", 2)).status).toBe(404);
    expect((await search("szkic")).body.items).toEqual([]);
    expect((await search("zzzz")).body).toMatchObject({ items: [], paging: { total: 0 } });
  });

  it("refuses a too short query naming the field", async () => {
    const res = await get<{ fields: { field: string; message: string }[] }>("/blog/search?search=a");
    expect(res.status).toBe(422);
    expect(res.body.fields[0]).toEqual({ field: "search", message: "Wpisz co najmniej 2 znaki" });
  });
});

describe("press office", () => {
  it("has its home page, categories, an article and search", async () => {
    const home = await get<{ latest: ArticleSummary[]; categories: { slug: string; count: number }[] }>(
      "/press-office/home-page",
    );
    expect(home.body.latest.map((a) => a.slug)).toEqual(["wyniki-2025"]);
    expect(home.body.categories.map((c) => [c.slug, c.count])).toEqual([
      ["firma", 0],
      ["produkty", 0],
      ["wyniki", 1],
      ["rynek", 0],
    ]);
    const article = await get<ArticlePage>("/press-office/article-page?slug=wyniki-2025");
    expect(article.body).toMatchObject({ author: null, authorDetails: null, cover: null });
    expect((await get("/press-office/article-page?slug=ladowanie-zima")).status).toBe(404);
    const category = await get<List>("/press/category-page?slug=wyniki&page=0");
    expect(category.body.items.map((a) => a.slug)).toEqual(["wyniki-2025"]);
    expect((await get("/press/category-page?slug=porady")).status).toBe(404);
    const found = await get<{ items: SearchHit[] }>("/press/search?search=umowy");
    expect(found.body.items.map((a) => a.slug)).toEqual(["wyniki-2025"]);
  });
});

describe("the repository's articles", () => {
  const rows = readPublishing();

  it("render without a malformed block and name only catalogue cars", async () => {
    for (const row of rows.articles) {
      expect(() => renderContent(row.body), row.slug).not.toThrow();
      const cars = await namedCars(handle.db, row.cars ?? []);
      expect(
        cars.map((c) => `${c.brand}/${c.model}`),
        row.slug,
      ).toEqual(row.cars);
    }
  });
});
