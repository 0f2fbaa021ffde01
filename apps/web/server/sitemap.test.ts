import { contentEntries } from "@vhs/db/schema/content.ts";
import { BLOG_CATEGORIES, PRESS_CATEGORIES } from "@vhs/domain/publishing.ts";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildSitemaps, MAX_URLS_PER_SITEMAP } from "./sitemap.ts";
import { setUpTestSite, TEST_ORIGIN } from "./test-site.ts";

const CHANGED = new Date("2026-11-02T10:00:00Z");

const site = setUpTestSite({
  // The content seeded from content/, with one page's file gone, a draft landing and known change dates.
  prepare: async ({ db }) => {
    await db
      .delete(contentEntries)
      .where(and(eq(contentEntries.kind, "page"), eq(contentEntries.slug, "oferta/portale")));
    await db.insert(contentEntries).values({
      kind: "landing",
      slug: "szkic-kampanii",
      title: "Szkic",
      description: "Szkic kampanii",
      body: "Treść.",
      contentHash: "szkic",
      published: false,
    });
    await db
      .update(contentEntries)
      .set({ updatedAt: CHANGED })
      .where(inArray(contentEntries.slug, ["kontakt", "rodo"]));
  },
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function get(path: string) {
  const res = await site().site.request(path);
  return { res, body: await res.text() };
}

describe("sitemap.xml", () => {
  it("is an index of child sitemaps on the public origin, cacheable XML", async () => {
    const { res, body } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(body)).toEqual([
      `${TEST_ORIGIN}/sitemap-pages-1.xml`,
      `${TEST_ORIGIN}/sitemap-publishing-1.xml`,
      `${TEST_ORIGIN}/sitemap-catalog-1.xml`,
    ]);
  });

  it("lists every public page once, as absolute addresses, and no private ones", async () => {
    const [pages, catalog, publishing] = await Promise.all(
      ["/sitemap-pages-1.xml", "/sitemap-catalog-1.xml", "/sitemap-publishing-1.xml"].map(async (p) => {
        const { res, body } = await get(p);
        expect(res.status).toBe(200);
        expect(body).toContain("<urlset xmlns=");
        return locs(body);
      }),
    );
    const all = [...pages!, ...catalog!, ...publishing!];
    expect(new Set(all).size).toBe(all.length);
    for (const loc of all) expect(loc.startsWith(`${TEST_ORIGIN}/`)).toBe(true);
    const paths = all.map((loc) => loc.slice(TEST_ORIGIN.length));
    const pagePaths = pages!.map((loc) => loc.slice(TEST_ORIGIN.length));
    expect(pagePaths).toEqual(
      expect.arrayContaining([
        "/",
        "/wyszukaj",
        "/kalkulator-leasingowy",
        "/leasing-samochodu",
        "/o-nas",
        "/oferta",
        "/oferta/dla-przedsiebiorcy",
        "/biznesON",
        "/kontakt",
        "/obsluga-klienta",
        "/dokumenty-do-pobrania",
        "/informacje/rodo",
      ]),
    );
    // A content page without its file, a draft landing and visitors' own pages are not listed.
    for (const absent of [
      "/oferta/portale",
      "/szkic-kampanii",
      "/ulubione",
      "/porownaj",
      "/parametry-leasingu",
    ])
      expect(paths).not.toContain(absent);
    expect(paths.some((p) => /^\/(zamow|powrot|pobierz|api|srv)\//.test(p))).toBe(false);

    const api = async <T>(path: string) => (await (await site().site.request(`/api${path}`)).json()) as T;
    // Every document and every landing page shown today.
    const regulations = await api<{ documents: { slug: string }[] }[]>("/regulations");
    const landings = await api<{ slug: string }[]>("/actual-landing");
    expect(landings.length).toBeGreaterThan(0);
    expect(pagePaths).toEqual(
      expect.arrayContaining([
        ...regulations.flatMap((g) => g.documents.map((d) => `/informacje/${d.slug}`)),
        ...landings.map((l) => `/${l.slug}`),
      ]),
    );

    // Every brand with offers, every model with offers and every collection, from the API.
    const brands = await api<{ slug: string; offers: number }[]>("/v3/brands");
    const models = await api<{ items: { slug: string; brand: { slug: string } }[] }>(
      "/v3/models/?perPage=300",
    );
    const collections = await api<{ slug: string }[]>("/v2/collections/");
    expect(models.items.length).toBeGreaterThan(0);
    expect(new Set(catalog!.map((loc) => loc.slice(TEST_ORIGIN.length)))).toEqual(
      new Set([
        ...brands.filter((b) => b.offers > 0).map((b) => `/samochody/${b.slug}`),
        ...models.items.map((m) => `/samochody/${m.brand.slug}/${m.slug}`),
        ...collections.map((c) => `/kolekcje/${c.slug}`),
      ]),
    );
  });

  it("lists the blog, the press office and the investor pages, every article from the API", async () => {
    const { body } = await get("/sitemap-publishing-1.xml");
    const paths = locs(body).map((loc) => loc.slice(TEST_ORIGIN.length));
    expect(new Set(paths).size).toBe(paths.length);
    type Listed = {
      items: { slug: string; author: { slug: string } | null }[];
      paging: { pageCount: number };
    };
    const api = async <T>(path: string) => (await (await site().site.request(`/api${path}`)).json()) as T;
    const allOf = async (call: string, slug: string) => {
      const first = await api<Listed>(`${call}?slug=${slug}&page=0`);
      const rest = await Promise.all(
        Array.from({ length: first.paging.pageCount - 1 }, (_, i) =>
          api<Listed>(`${call}?slug=${slug}&page=${i + 1}`),
        ),
      );
      return [first, ...rest].flatMap((p) => p.items);
    };
    const blog = await allOf("/blog/category-page", "najnowsze");
    const press = (
      await Promise.all(PRESS_CATEGORIES.map((c) => allOf("/press/category-page", c.slug)))
    ).flat();
    expect(blog.length).toBeGreaterThan(BLOG_CATEGORIES.length);
    expect(press.length).toBeGreaterThan(0);
    const authors = new Set(blog.flatMap((a) => (a.author ? [`/moto/autor/${a.author.slug}`] : [])));
    expect(authors.size).toBeGreaterThan(0);
    expect(new Set(paths)).toEqual(
      new Set([
        "/moto",
        ...BLOG_CATEGORIES.map((c) => `/moto/kategoria/${c.slug}`),
        ...blog.map((a) => `/moto/artykul/${a.slug}`),
        ...authors,
        "/biuro-prasowe",
        ...PRESS_CATEGORIES.map((c) => `/biuro-prasowe/kategoria/${c.slug}`),
        ...press.map((a) => `/biuro-prasowe/artykul/${a.slug}`),
        "/komunikaty",
        "/raporty-okresowe",
        "/securitization",
        "/prospekt",
      ]),
    );
    // An article's last change is its update, else its publication day.
    expect(body).toMatch(
      /<url><loc>[^<]+\/moto\/artykul\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
  });

  it("gives content pages and documents their last change", async () => {
    const { body } = await get("/sitemap-pages-1.xml");
    expect(body).toContain(
      `<url><loc>${TEST_ORIGIN}/informacje/rodo</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>`,
    );
    expect(body).toContain(
      `<url><loc>${TEST_ORIGIN}/kontakt</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>`,
    );
  });

  it("answers 404 for a child sitemap that does not exist", async () => {
    expect((await get("/sitemap-catalog-2.xml")).res.status).toBe(404);
    expect((await get("/sitemap-nic-1.xml")).res.status).toBe(404);
  });

  it("answers 503 while the API is down (robots.txt needs no API)", async () => {
    const down = site().variant({
      transport: { fetch: (r) => fetch(r), baseUrl: "http://127.0.0.1:1", timeoutMs: 1000 },
    });
    const res = await down.request("/sitemap.xml");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await down.request("/robots.txt")).status).toBe(200);
  });
});

describe("buildSitemaps", () => {
  it("splits a group into files of at most the protocol's limit, named in the index", () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/samochody/marka-${i}` }));
    const built = buildSitemaps("https://example.pl", { pages: [{ path: "/" }], catalog: entries }, 2);
    expect([...built.files.keys()]).toEqual([
      "sitemap-pages-1.xml",
      "sitemap-catalog-1.xml",
      "sitemap-catalog-2.xml",
      "sitemap-catalog-3.xml",
    ]);
    expect(locs(built.index)).toEqual([...built.files.keys()].map((n) => `https://example.pl/${n}`));
    expect(locs(built.files.get("sitemap-catalog-3.xml")!)).toEqual(["https://example.pl/samochody/marka-4"]);
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  });

  it("escapes and percent-encodes addresses", () => {
    const built = buildSitemaps("https://example.pl", { pages: [{ path: "/a&b/żółw" }], catalog: [] });
    expect(locs(built.files.get("sitemap-pages-1.xml")!)).toEqual([
      "https://example.pl/a&amp;b/%C5%BC%C3%B3%C5%82w",
    ]);
  });
});

describe("robots.txt", () => {
  it("allows everything but visitors' own pages and names the sitemap on the public origin", async () => {
    const { res, body } = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of [
      "/zamow/",
      "/powrot/",
      "/pobierz/",
      "/ulubione",
      "/porownaj",
      "/api/",
      "/formularz/",
      "/srv/",
    ])
      expect(body).toContain(`\nDisallow: ${path}\n`);
    expect(body).toContain(`\nSitemap: ${TEST_ORIGIN}/sitemap.xml\n`);
  });
});
