// The model page as a visitor gets it: the chosen car's own equipment on top of its version's, and every
// price brutto for a consumer, netto for a firm.
import { brands, models, variants } from "@vhs/db/schema/catalog.ts";
import { articles } from "@vhs/db/schema/publishing.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "./test-site.ts";

const site = setUpTestSite();

/** The markup a visitor sees: the document without its scripts and React's text separators. */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<!-- -->/g, "");
const CONSUMER = {
  cookie: `vhs_f=${encodeURIComponent("client=consumer&duration=48&initialFee=10&repurchase=20")}`,
};

async function documentOf(path: string, headers: Record<string, string> = {}) {
  const res = await site().site.request(path, { headers: { "cache-control": "no-cache", ...headers } });
  expect(res.status, path).toBe(200);
  return visible(await res.text());
}

async function page(path: string, headers: Record<string, string> = {}) {
  const html = await documentOf(path, headers);
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

const GOOGLEBOT = {
  "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("a model page's chosen car", () => {
  it("lists the car's own extras apart from its version's standard equipment", async () => {
    const { db } = site().handle;
    const [car] = await db
      .select({ id: variants.id, groupId: variants.groupId, extras: variants.extras })
      .from(variants)
      .where(and(eq(variants.isNew, true), sql`cardinality(${variants.extras}) >= 2`))
      .limit(1);
    expect(car, "the seed has new cars with dealer extras").toBeTruthy();
    const [names] = await db
      .select({ brand: brands.slug, model: models.slug })
      .from(variants)
      .innerJoin(models, eq(models.id, variants.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(variants.id, car!.id));
    const main = await page(`/samochody/${names!.brand}/${names!.model}?wariant=${car!.groupId}.${car!.id}`);
    const extras = main.slice(main.indexOf('data-testid="wyposazenie-dodatkowe"'));
    expect(extras).toContain("Wyposażenie dodatkowe tego samochodu");
    const items = [...extras.slice(0, extras.indexOf("</ul>")).matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map(
      (m) => m[1],
    );
    expect(items).toHaveLength(car!.extras.length);
  });
});

describe("prices on a model page", () => {
  it("are brutto for a consumer and netto for a firm, with the car the headline is for", async () => {
    const firm = await page("/samochody/toyota/corolla");
    const consumer = await page("/samochody/toyota/corolla", CONSUMER);
    expect(firm).toMatch(
      /najtańsza oferta: Corolla [^,]+, nowy samochód · cena <strong>[\d\s\u00a0]+zł<\/strong> netto/,
    );
    expect(consumer).toMatch(
      /najtańsza oferta: Corolla [^,]+, nowy samochód · cena <strong>[\d\s\u00a0]+zł<\/strong> brutto/,
    );
    // No price element says netto to a consumer (the model's description may explain what firms see).
    expect(consumer).not.toMatch(/zł<\/(strong|b)> netto|zł netto<\/b>/);
    expect(firm).toMatch(/zł<\/(strong|b)> netto|zł netto<\/b>/);
  });
});

describe("a consumer's pages", () => {
  it("state no price netto anywhere in the catalogue", async () => {
    const paths = [
      "/",
      "/samochody/toyota",
      "/samochody/toyota/corolla",
      "/wyszukaj?body=suv",
      "/wybierz/toyota/corolla",
    ];
    for (const path of paths) {
      const main = await page(path, CONSUMER);
      expect(main, path).toMatch(/zł(<\/(strong|b)>)? brutto/);
      expect(main.match(/.{60}\d\s?zł(<\/(strong|b)>)? netto.{20}/g), path).toBeNull();
    }
  });
});

describe("blog articles on the home and model pages", () => {
  /** The article links of the "Z bloga Moto" section, in order. */
  const newsLinks = (html: string) => {
    const start = html.indexOf('aria-labelledby="z-bloga"');
    expect(start, "the section is on the page").toBeGreaterThan(0);
    const section = html.slice(start, html.indexOf("</section>", start));
    return [...section.matchAll(/href="\/moto\/artykul\/([^"]+)"/g)].map((m) => m[1]!);
  };

  it("puts the articles about the model first on its page", async () => {
    const { db } = site().handle;
    const about = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.channel, "blog"), sql`'skoda/octavia' = any(${articles.cars})`))
      .orderBy(desc(articles.publishedOn));
    expect(about.length).toBeGreaterThan(0);
    // Streamed after the rest of the page (it is below the fold), so looked for in the whole document.
    const links = [...new Set(newsLinks(await documentOf("/samochody/skoda/octavia")))];
    expect(links.slice(0, about.length)).toEqual(about.map((a) => a.slug).slice(0, 3));
    expect(links).toHaveLength(3);
  });

  it("shows the newest articles on the home page", async () => {
    const { db } = site().handle;
    const newest = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.channel, "blog"), eq(articles.draft, false)))
      .orderBy(desc(articles.publishedOn), articles.slug)
      .limit(3);
    expect([...new Set(newsLinks(await documentOf("/")))]).toEqual(newest.map((a) => a.slug));
  });

  it("gives the section to a search engine too", async () => {
    for (const path of ["/", "/samochody/skoda/octavia"]) {
      expect(new Set(newsLinks(await documentOf(path, GOOGLEBOT))).size, path).toBe(3);
    }
  });
});

describe("the ids of a catalogue page", () => {
  it("are each used once, also where a page has two car lists with their forms", async () => {
    for (const path of [
      "/samochody/skoda/octavia",
      "/samochody/toyota/corolla",
      "/wyszukaj",
      "/samochody/skoda",
      "/kolekcje/samochody-elektryczne",
      "/",
    ]) {
      const html = await documentOf(path);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(ids.length, path).toBeGreaterThan(3);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        path,
      ).toEqual([]);
    }
  });
});
