import type { ArticleSummary } from "@vhs/domain/publishing.ts";
import { describe, expect, it } from "vitest";
import { setUpTestSite, TEST_ORIGIN } from "./test-site.ts";

// The blog's and the press office's pages as search engines and link previews read them: structured data,
// canonical addresses, Open Graph, list paging links, redirects and 404s (docs/publishing.md).

const site = setUpTestSite();
const get = (path: string) => site().site.request(path, { redirect: "manual" });

async function html(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

function jsonLdOf(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function attr(page: string, pattern: RegExp): string | undefined {
  return pattern.exec(page)?.[1]?.replace(/&amp;/g, "&");
}

const canonicalOf = (page: string) => attr(page, /<link rel="canonical" href="([^"]+)"/);
const relOf = (page: string, rel: "prev" | "next") =>
  attr(page, new RegExp(`<link rel="${rel}" href="([^"]+)"`));
const metaOf = (page: string, property: string) =>
  attr(page, new RegExp(`<meta property="${property}" content="([^"]+)"`));

async function latest(call: string): Promise<ArticleSummary[]> {
  const res = await get(`/api${call}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { latest: ArticleSummary[] }).latest;
}

describe("an article page", () => {
  it("has the blog's Article structured data, its canonical address and an absolute PNG og:image", async () => {
    const [article] = await latest("/blog/home-page");
    const path = `/moto/artykul/${article!.slug}`;
    const page = await html(path);
    const url = TEST_ORIGIN + path;

    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toContain(`<title>${article!.title} | Leasingowo</title>`);
    expect(canonicalOf(page)).toBe(url);
    expect(metaOf(page, "og:type")).toBe("article");
    expect(metaOf(page, "og:image")).toBe(TEST_ORIGIN + article!.cover!.pngSrc);
    expect(metaOf(page, "og:image")).toMatch(/^https:\/\/.+\.png$/);
    expect(metaOf(page, "article:published_time")).toBe(article!.publishedOn);
    expect(page).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="\/moto\/rss.xml"/);
    expect(page).toContain(`<time dateTime="${article!.publishedOn}">`);
    expect(page).toMatch(/<img[^>]+width="1200"[^>]+height="630"[^>]+alt="[^"]+"/);

    const ld = jsonLdOf(page).find((d) => d["@type"] === "Article");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      headline: article!.title,
      datePublished: article!.publishedOn,
      dateModified: article!.updatedOn ?? article!.publishedOn,
      author: {
        "@type": "Person",
        name: article!.author!.name,
        url: `${TEST_ORIGIN}/moto/autor/${article!.author!.slug}`,
      },
      publisher: { "@type": "Organization", name: "Leasingowo" },
      image: [TEST_ORIGIN + article!.cover!.pngSrc],
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
    expect(jsonLdOf(page).some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("links the cars it names, its author, the share services and related articles", async () => {
    const res = await get("/api/blog/article-page?slug=elektrykiem-w-bieszczady-fotostory");
    const article = (await res.json()) as { cars: { href: string }[]; related: ArticleSummary[] };
    const page = await html("/moto/artykul/elektrykiem-w-bieszczady-fotostory");
    expect(page).toContain("Samochody z artykułu");
    for (const car of article.cars) expect(page).toContain(`href="${car.href}"`);
    expect(page).toContain('href="/moto/autor/katarzyna-mazur"');
    expect(page).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(page).toContain("https://www.linkedin.com/sharing/share-offsite/?url=");
    expect(page).toContain("https://x.com/intent/post?url=");
    expect(page).toContain('href="mailto:?subject=');
    for (const r of article.related) expect(page).toContain(`href="/moto/artykul/${r.slug}"`);
    // The "Zdjęcia" article's gallery: pictures with captions.
    expect(page).toMatch(/<figure[^>]*><img[^>]+alt="[^"]*"[^>]*><figcaption>/);
  });

  it("is a NewsArticle in the press office, with the media contact", async () => {
    const release = (await latest("/press-office/home-page")).find((a) => a.cover);
    expect(release).toBeDefined();
    const path = `/biuro-prasowe/artykul/${release!.slug}`;
    const page = await html(path);
    expect(canonicalOf(page)).toBe(TEST_ORIGIN + path);
    expect(metaOf(page, "og:image")).toBe(TEST_ORIGIN + release!.cover!.pngSrc);
    const ld = jsonLdOf(page).find((d) => d["@type"] === "NewsArticle");
    expect(ld).toMatchObject({
      headline: release!.title,
      datePublished: release!.publishedOn,
      publisher: { "@type": "Organization", name: "Leasingowo" },
      image: [TEST_ORIGIN + release!.cover!.pngSrc],
      mainEntityOfPage: { "@id": TEST_ORIGIN + path },
    });
    expect(page).toContain("prasa@leasingowo.pl");
    expect(page).toContain('href="/biuro-prasowe/rss.xml"');
  });

  it("without a slug moves to its section (301); an unknown one is the 404 page", async () => {
    for (const [from, to] of [
      ["/moto/artykul", "/moto"],
      ["/biuro-prasowe/artykul", "/biuro-prasowe"],
    ] as const) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get("location")!, TEST_ORIGIN).pathname).toBe(to);
    }
    expect((await get("/moto/artykul/nie-ma-takiego-artykulu")).status).toBe(404);
    expect((await get("/biuro-prasowe/artykul/nie-ma-takiej-informacji")).status).toBe(404);
  });
});

describe("list pages", () => {
  it("link the next and previous pages, and say the page in the title and canonical address", async () => {
    const first = await html("/moto/kategoria/najnowsze");
    expect(canonicalOf(first)).toBe(`${TEST_ORIGIN}/moto/kategoria/najnowsze`);
    expect(relOf(first, "prev")).toBeUndefined();
    expect(relOf(first, "next")).toBe(`${TEST_ORIGIN}/moto/kategoria/najnowsze?strona=2`);
    expect(first).toContain('href="/moto/kategoria/najnowsze?strona=2"');

    const second = await html("/moto/kategoria/najnowsze?strona=2");
    expect(second).toMatch(/<title>[^<]+ – strona 2 \| Leasingowo<\/title>/);
    expect(canonicalOf(second)).toBe(`${TEST_ORIGIN}/moto/kategoria/najnowsze?strona=2`);
    expect(relOf(second, "prev")).toBe(`${TEST_ORIGIN}/moto/kategoria/najnowsze`);
  });

  it("answer the 404 page past the last page, for a page that is no number and an unknown category", async () => {
    for (const path of [
      "/moto/kategoria/najnowsze?strona=99",
      "/moto/kategoria/najnowsze?strona=abc",
      "/moto/kategoria/najnowsze?strona=0",
      "/moto/kategoria/sport",
      "/moto/autor/nie-ma-takiego-autora",
      "/biuro-prasowe/kategoria/wiadomosci",
      "/biuro-prasowe/kategoria/wyniki?strona=50",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toMatch(/<title>[^<]*<\/title>/);
    }
    const res = await get("/moto/kategoria/testy?strona=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toMatch(/\/moto\/kategoria\/testy$/);
  });

  it("the blog's front page lists every category and links the feed", async () => {
    const page = await html("/moto");
    for (const slug of ["najnowsze", "wiadomosci", "testy", "e-auto", "zdjecia", "clacson", "o-leasingu"])
      expect(page).toContain(`href="/moto/kategoria/${slug}"`);
    expect(page).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/moto/rss.xml" title="Blog Leasingowo"/>',
    );
    expect(page).toContain("Kanał RSS");
    expect(page).toContain("Wszystkie w kategorii Testy");
  });

  it("the press office links its contact, facts for the media and the investor pages", async () => {
    const page = await html("/biuro-prasowe");
    for (const text of [
      "Agnieszka Wójcik",
      "prasa@leasingowo.pl",
      'href="tel:+48221002030"',
      'href="/press/grupaLeasingOperacyjnyStaticData"',
      'href="/komunikaty"',
      'href="/raporty-okresowe"',
    ])
      expect(page).toContain(text);
  });
});

describe("search", () => {
  it("moves the form's ?q= to the phrase's address and marks the matched words", async () => {
    const res = await get("/moto/wyszukaj?q=%C5%82adowanie");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/moto\/wyszukaj\/%C5%82adowanie$/);
    for (const phrase of ["%C5%82adowanie", "ladowanie"]) {
      const page = await html(`/moto/wyszukaj/${phrase}`);
      expect(page, phrase).toMatch(/<mark>[^<]+<\/mark>/);
      expect(page, phrase).toContain('name="robots" content="noindex, follow"');
    }
  });

  it("shows the form with a hint for no phrase, and a message naming the field for a too short one", async () => {
    const empty = await html("/moto/wyszukaj");
    expect(empty).toMatch(/<input[^>]+name="q"/);
    expect(empty).toContain("Szukamy w tytułach");
    const short = await html("/moto/wyszukaj?q=x");
    expect(short).toContain("Wpisz w polu „Szukaj w artykułach” co najmniej 2 znaki.");
    expect(short).toMatch(/<input[^>]+value="x"/);
    expect(short).toContain('aria-invalid="true"');
  });
});
