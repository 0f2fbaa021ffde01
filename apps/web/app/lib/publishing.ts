// The motoring blog and the press office as the site shows them (docs/publishing.md): the two channels'
// addresses and names, the 1-based `?strona=` of list pages and the shapes of the loaded pages. Shared by
// the routes' loaders and components (the meta tags are built on the server: lib/publishing-meta.server.ts).
import {
  type ArticlePage,
  type ArticleSummary,
  type Author,
  BLOG_CATEGORIES,
  type Paging,
  PRESS_CATEGORIES,
  publishingPaths,
  type SearchHit,
} from "@vhs/domain/publishing.ts";
import type { Crumb } from "../components/breadcrumbs.tsx";
import type { BlockCars } from "./content.ts";

export type Channel = "blog" | "press";

export interface ChannelInfo {
  /** The section's name in breadcrumbs. */
  name: string;
  home: string;
  search: string;
  rss: string;
  rssTitle: string;
  article: (slug: string) => string;
  category: (slug: string) => string;
  categories: readonly { slug: string; name: string }[];
  /** schema.org type of one article. */
  ldType: "Article" | "NewsArticle";
}

export const CHANNELS: Record<Channel, ChannelInfo> = {
  blog: {
    name: "Blog",
    home: "/moto",
    search: "/moto/wyszukaj",
    rss: "/moto/rss.xml",
    rssTitle: "Blog Leasingowo",
    article: publishingPaths.blogArticle,
    category: publishingPaths.blogCategory,
    categories: BLOG_CATEGORIES,
    ldType: "Article",
  },
  press: {
    name: "Biuro prasowe",
    home: "/biuro-prasowe",
    search: "/biuro-prasowe/wyszukaj",
    rss: "/biuro-prasowe/rss.xml",
    rssTitle: "Biuro prasowe Leasingowo",
    article: publishingPaths.pressArticle,
    category: publishingPaths.pressCategory,
    categories: PRESS_CATEGORIES,
    ldType: "NewsArticle",
  },
};

export const SITE_NAME = "Leasingowo";

/** The query parameter of a list's page in the site's addresses: `?strona=2` is the API's page 1. */
export const PAGE_PARAM = "strona";
/** The search form's field. */
export const SEARCH_PARAM = "q";
/** The API's shortest query (SEARCH in apps/api/src/lib/publishing-schemas.ts). */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** The search field's label, which its messages name. */
export const SEARCH_LABEL: Record<Channel, string> = {
  blog: "Szukaj w artykułach",
  press: "Szukaj w informacjach prasowych",
};

/** A list's page address: page 1 is the list's own address, the others add `?strona=N`. */
export function pageHref(base: string, page: number): string {
  return page > 1 ? `${base}?${PAGE_PARAM}=${page}` : base;
}

/** "4 min czytania" */
export function readingTime(minutes: number): string {
  return `${minutes} min czytania`;
}

/** The search page of a phrase: `/moto/wyszukaj/ładowanie`. */
export function searchHref(channel: Channel, phrase: string): string {
  return `${CHANNELS[channel].search}/${encodeURIComponent(phrase)}`;
}

/** A category with its number of articles (the API's categories). */
export interface CategoryCount {
  slug: string;
  name: string;
  description: string;
  count: number;
}

/** GET /blog/home-page, /press-office/home-page. */
export interface ChannelHome {
  latest: ArticleSummary[];
  categories: (CategoryCount & { items: ArticleSummary[] })[];
}

/** GET /blog/category-page, /press/category-page. */
export interface CategoryPage {
  category: CategoryCount;
  items: ArticleSummary[];
  paging: Paging;
}

/** GET /blog/article/get-by-author. */
export interface AuthorPage {
  author: Author;
  items: ArticleSummary[];
  paging: Paging;
}

export interface SearchResult {
  search: string;
  items: SearchHit[];
  paging: Paging;
}

export type SearchPage =
  | { state: "empty"; phrase: ""; error: null; result: null; links: null }
  | { state: "invalid"; phrase: string; error: string; result: null; links: null }
  | { state: "results"; phrase: string; error: null; result: ServedList<SearchResult>; links: ListLinks };

/**
 * A list page's answer as its loader data holds it: in a whole page's data the articles are null when
 * there are any, as they are drawn once on the server and kept as served in the browser
 * (lib/served-data.ts); a `.data` request carries them.
 */
export type ServedList<T extends { items: unknown[] }> = Omit<T, "items"> & { items: T["items"] | null };

/** The key of a list page's articles in the data drawn without being sent for hydration. */
export const SERVED_ARTICLES = "publishing-articles";

/** The key of a front page's articles (and the name of their kept part), per channel. */
export const SERVED_HOME: Record<Channel, string> = { blog: "blog-home", press: "press-home" };

/** An article page's loader data. */
/** A service an article can be shared to: a plain link to its own share page (no scripts of theirs). */
export interface ShareLink {
  label: string;
  /** The link's title: what it does ("Udostępnij na Facebooku"). */
  name: string;
  href: string;
}

export interface LoadedArticle {
  article: ArticlePage;
  cars: BlockCars;
  origin: string;
  /** Absolute. */
  canonical: string;
  /** The trail above it: home, the section, the category, the article (also in its JSON-LD). */
  crumbs: Crumb[];
  /** Where it can be shared (built on the server: lib/publishing.server.ts shareLinks). */
  share: ShareLink[];
  /** The page's schema.org JSON-LD documents (Article or NewsArticle, BreadcrumbList), ready to embed. */
  structuredData: string[];
}

/** The trail above an article: the section, the category, the article. */
export function articleCrumbs(loaded: Pick<LoadedArticle, "article">, channel: Channel): Crumb[] {
  const c = CHANNELS[channel];
  const { article } = loaded;
  return [
    { label: c.name, to: c.home },
    { label: article.category.name, to: c.category(article.category.slug) },
    { label: article.title },
  ];
}

/** What a list page's meta needs: absolute addresses of this, the previous and the next page. */
export interface ListLinks {
  /** 1-based. */
  page: number;
  pages: number;
  canonical: string;
  prev: string | null;
  next: string | null;
}

export function listLinks(origin: string, base: string, paging: Paging): ListLinks {
  const page = paging.page + 1;
  const pages = paging.pageCount;
  return {
    page,
    pages,
    canonical: origin + pageHref(base, page),
    prev: page > 1 ? origin + pageHref(base, page - 1) : null,
    next: page < pages ? origin + pageHref(base, page + 1) : null,
  };
}
