// /sitemap.xml and /robots.txt (sitemaps.org protocol). The index names one child sitemap per group and
// chunk, so a group never breaks the protocol's 50 000 addresses per file however the catalogue grows,
// and robots.txt always names the same address. Everything comes from the API through the site's own
// transport, is built at most once per TTL and answered from memory in between.

import { BLOG_CATEGORIES, publishingPaths } from "@vhs/domain/publishing.ts";
import { Hono } from "hono";
import { type ApiClient, type ApiResult, type ApiTransport, createApiClient } from "../app/lib/api.server.ts";
import { INVESTOR_PAGES } from "../app/lib/investors.ts";

/** The sitemaps.org limit of addresses in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Public pages rendered from the site's own routes and data: always listed. */
const APP_PAGES = ["/", "/wyszukaj", "/kalkulator-leasingowy", "/leasing-samochodu"];

/**
 * The content pages of SPEC §2 (content/pages/<path>.md is the page at /<path>, docs/content.md): listed
 * when the API has the page, with its last change. The API has no list of pages, so they are named here.
 * The blog, the press office and the investor pages are listed in a group of their own (publishing).
 */

/** Paths of visitors' own pages, orders and machinery: not for search engines. */
const DISALLOWED = [
  "/zamow/",
  "/zamow-online",
  "/powrot/",
  "/pobierz/",
  "/parametry-leasingu",
  "/ulubione",
  "/porownaj",
  "/formularz/",
  "/api/",
  "/srv/",
];

export interface SitemapEntry {
  path: string;
  lastmod?: string | undefined;
}

type Group = "pages" | "publishing" | "catalog";

interface Built {
  index: string;
  files: Map<string, string>;
}

class SitemapUnavailable extends Error {}

function data<T>(result: ApiResult<T>): T {
  if (result.error) throw new SitemapUnavailable(`API ${result.status}`);
  return result.data;
}

/** Every public address, by group: the site's own and content pages, publishing, then the catalogue. */
export async function sitemapEntries(api: ApiClient): Promise<Record<Group, SitemapEntry[]>> {
  const [content, regulations, landings, brands, collections, models, publishing] = await Promise.all([
    api.get<{ path: string; updatedAt: string }[]>("/v3/pages").then(data),
    api.get<{ documents: { slug: string; updatedAt: string }[] }[]>("/regulations").then(data),
    api.get<{ slug: string }[]>("/actual-landing").then(data),
    api.get<{ slug: string; offers: number }[]>("/v3/brands").then(data),
    api.get<{ slug: string }[]>("/v2/collections/").then(data),
    allModels(api),
    publishingEntries(api),
  ]);
  const documents = regulations.flatMap((group) => group.documents);
  const pages: SitemapEntry[] = [
    ...APP_PAGES.map((path) => ({ path })),
    ...content.map((p) => ({ path: p.path, lastmod: p.updatedAt })),
    ...(documents.length > 0 ? [{ path: "/dokumenty-do-pobrania" }] : []),
    ...documents.map((d) => ({ path: `/informacje/${d.slug}`, lastmod: d.updatedAt })),
    ...landings.map((l) => ({ path: `/${l.slug}` })),
  ];
  const catalog: SitemapEntry[] = [
    // A brand without offers has an empty page: nothing for a search engine to send anyone to.
    ...brands.filter((b) => b.offers > 0).map((b) => ({ path: `/samochody/${b.slug}` })),
    ...models.map((m) => ({ path: `/samochody/${m.brand.slug}/${m.slug}` })),
    ...collections.map((c) => ({ path: `/kolekcje/${c.slug}` })),
  ];
  return { pages, publishing, catalog };
}

interface ListedArticle {
  slug: string;
  publishedOn: string;
  updatedOn: string | null;
  author: { slug: string } | null;
}
type ArticleListPage = { items: ListedArticle[]; paging: { pageCount: number } };

/** Every article of a category list (the API answers a page of 10–12 at a time): the first page, then the rest at once. */
async function allArticles(api: ApiClient, call: string, slug: string): Promise<ListedArticle[]> {
  const first = data(await api.get<ArticleListPage>(call, { slug, page: 0 }));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.paging.pageCount - 1) }, (_, i) =>
      api.get<ArticleListPage>(call, { slug, page: i + 1 }).then(data),
    ),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

/** The blog (home, categories, articles, authors), the press office (home, categories, releases) and investors. */
async function publishingEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const [blog, pressCategories, investorPages] = await Promise.all([
    allArticles(api, "/blog/category-page", "najnowsze"),
    api.get<{ slug: string; count: number }[]>("/press/categories").then(data),
    // The securitisation and prospectus pages exist when their text does.
    Promise.all(
      [
        ["/securitization", "/v3/securitizations"],
        ["/prospekt", "/v3/prospects"],
      ].map(async ([path, call]) => {
        const result = await api.get<unknown>(call!);
        if (result.error && result.status === 404) return null;
        data(result);
        return path!;
      }),
    ),
  ]);
  const press = (
    await Promise.all(
      pressCategories.filter((c) => c.count > 0).map((c) => allArticles(api, "/press/category-page", c.slug)),
    )
  ).flat();
  const lastmod = (a: ListedArticle) => a.updatedOn ?? a.publishedOn;
  const authors = [...new Set(blog.flatMap((a) => (a.author ? [a.author.slug] : [])))];
  const listed = new Set(investorPages.filter((p) => p !== null));
  return [
    { path: "/moto" },
    ...BLOG_CATEGORIES.map((c) => ({ path: publishingPaths.blogCategory(c.slug) })),
    ...blog.map((a) => ({ path: publishingPaths.blogArticle(a.slug), lastmod: lastmod(a) })),
    ...authors.map((slug) => ({ path: publishingPaths.blogAuthor(slug) })),
    { path: "/biuro-prasowe" },
    ...pressCategories.map((c) => ({ path: publishingPaths.pressCategory(c.slug) })),
    ...press.map((a) => ({ path: publishingPaths.pressArticle(a.slug), lastmod: lastmod(a) })),
    ...INVESTOR_PAGES.filter(
      (p) => !["/securitization", "/prospekt"].includes(p.path) || listed.has(p.path),
    ).map((p) => ({ path: p.path })),
  ];
}

/** Every model with offers, page by page (the API answers at most 300 at a time). */
async function allModels(api: ApiClient) {
  type Page = { items: { slug: string; brand: { slug: string } }[]; pages: number };
  const first = data(await api.get<Page>("/v3/models/", { perPage: 300, page: 1 }));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) =>
      api.get<Page>("/v3/models/", { perPage: 300, page: i + 2 }).then(data),
    ),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xml(origin + encodeURI(e.path))}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `${HEAD}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index and its child files (`sitemap-{group}-{n}.xml`), each within `perFile` addresses. */
export function buildSitemaps(
  origin: string,
  groups: Partial<Record<Group, SitemapEntry[]>>,
  perFile = MAX_URLS_PER_SITEMAP,
): Built {
  const files = new Map<string, string>();
  for (const [group, entries] of Object.entries(groups)) {
    // Each path once: a page named twice (an app page that is also a content page) is one address.
    const unique = [...new Map((entries ?? []).map((e) => [e.path, e])).values()];
    for (let i = 0; i * perFile < unique.length; i++) {
      files.set(
        `sitemap-${group}-${i + 1}.xml`,
        urlset(origin, unique.slice(i * perFile, (i + 1) * perFile)),
      );
    }
  }
  const children = [...files.keys()].map(
    (name) => `<sitemap><loc>${xml(`${origin}/${name}`)}</loc></sitemap>`,
  );
  return { index: `${HEAD}<sitemapindex ${NS}>\n${children.join("\n")}\n</sitemapindex>\n`, files };
}

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface SitemapOptions {
  transport: ApiTransport;
  publicOrigin: string;
  /** How long a built sitemap is answered before it is built again. */
  ttlMs?: number;
  now?: () => number;
}

/** GET /robots.txt, /sitemap.xml and /sitemap-{group}-{n}.xml. */
export function sitemapRoutes(options: SitemapOptions) {
  const origin = options.publicOrigin.replace(/\/$/, "");
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const api = createApiClient(options.transport);
  let cached: { expires: number; built: Promise<Built> } | null = null;

  /** One build at a time, shared by concurrent requests; a failed build is not kept. */
  function built(): Promise<Built> {
    if (cached && cached.expires > now()) return cached.built;
    const pending = sitemapEntries(api).then((groups) => buildSitemaps(origin, groups));
    const entry = { expires: now() + ttlMs, built: pending };
    cached = entry;
    pending.catch(() => {
      if (cached === entry) cached = null;
    });
    return pending;
  }

  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": `public, max-age=${Math.round(ttlMs / 1000)}`,
  };

  async function answer(name: string | null): Promise<Response> {
    let sitemaps: Built;
    try {
      sitemaps = await built();
    } catch (e) {
      if (!(e instanceof SitemapUnavailable)) throw e;
      return new Response("Mapa strony jest chwilowo niedostępna.", {
        status: 503,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Retry-After": "60",
          "Cache-Control": "no-store",
        },
      });
    }
    const body = name === null ? sitemaps.index : sitemaps.files.get(name);
    if (body === undefined)
      return new Response("Nie ma takiej mapy strony.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    return new Response(body, { headers });
  }

  return new Hono()
    .get("/robots.txt", (c) => c.text(robotsTxt(origin), 200, { "Cache-Control": "public, max-age=3600" }))
    .get("/sitemap.xml", () => answer(null))
    .get("/:file{sitemap-[a-z]+-[0-9]+\\.xml}", (c) => answer(c.req.param("file")));
}
