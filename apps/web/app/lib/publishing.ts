// The motoring blog and the press office as the site shows them (docs/publishing.md): the two channels'
// addresses and names, the 1-based `?strona=` of list pages, and the meta tags and structured data of
// articles and lists. Shared by the routes' loaders, meta functions and components.
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
import type { MetaDescriptor } from "react-router";
import type { BlockCars } from "./content.ts";
import { pageMeta } from "./meta.ts";

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
  categories: readonly { slug: string; name: string; description: string }[];
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
  | { state: "results"; phrase: string; error: null; result: SearchResult; links: ListLinks };

/** An article page's loader data. */
export interface LoadedArticle {
  article: ArticlePage;
  cars: BlockCars;
  origin: string;
  /** Absolute. */
  canonical: string;
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

/** " – strona 2" on pages after the first. */
export function pageSuffix(page: number): string {
  return page > 1 ? ` – strona ${page}` : "";
}

export interface PublishingMeta {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  prev?: string | null;
  next?: string | null;
  /** The feed of the section (a `<link rel="alternate">`). */
  channel?: Channel;
  article?: {
    publishedOn: string;
    updatedOn: string | null;
    /** Absolute address of the 1200×630 PNG. */
    image: string | null;
    imageAlt: string | null;
    section: string;
    tags: string[];
  };
  noindex?: boolean;
}

function tagOf(d: MetaDescriptor): Record<string, unknown> {
  return d as Record<string, unknown>;
}

/**
 * The root's tags with this page's title, description, canonical address (with its `?strona=`), the
 * previous and next pages of a list, the section's feed, and an article's Open Graph tags.
 */
export function publishingMeta(parent: readonly MetaDescriptor[], m: PublishingMeta): MetaDescriptor[] {
  const tags = pageMeta(parent, { title: m.title, description: m.description, noindex: m.noindex }).filter(
    (d) => {
      const t = tagOf(d);
      if (t.tagName === "link" && t.rel === "canonical") return false;
      return t.property !== "og:url" && t.property !== "og:type";
    },
  );
  tags.push(
    { tagName: "link", rel: "canonical", href: m.canonical },
    { property: "og:url", content: m.canonical },
    { property: "og:type", content: m.article ? "article" : "website" },
  );
  if (m.prev) tags.push({ tagName: "link", rel: "prev", href: m.prev });
  if (m.next) tags.push({ tagName: "link", rel: "next", href: m.next });
  if (m.channel) {
    const c = CHANNELS[m.channel];
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      href: c.rss,
      title: c.rssTitle,
    });
  }
  const a = m.article;
  if (a) {
    tags.push({ property: "article:published_time", content: a.publishedOn });
    if (a.updatedOn) tags.push({ property: "article:modified_time", content: a.updatedOn });
    tags.push({ property: "article:section", content: a.section });
    for (const tag of a.tags) tags.push({ property: "article:tag", content: tag });
    if (a.image) {
      tags.push(
        { property: "og:image", content: a.image },
        { property: "og:image:type", content: "image/png" },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { name: "twitter:card", content: "summary_large_image" },
      );
      if (a.imageAlt) tags.push({ property: "og:image:alt", content: a.imageAlt });
    }
  }
  return tags;
}

/** JSON for a `<script type="application/ld+json">`, with "<" escaped so it cannot close the element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** schema.org Article (blog) or NewsArticle (press) of an article page. */
export function articleStructuredData(
  article: ArticlePage,
  channel: Channel,
  origin: string,
): Record<string, unknown> {
  const url = origin + CHANNELS[channel].article(article.slug);
  const organisation = {
    "@type": "Organization",
    name: SITE_NAME,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": CHANNELS[channel].ldType,
    headline: article.title,
    description: article.description,
    datePublished: article.publishedOn,
    dateModified: article.updatedOn ?? article.publishedOn,
    author: article.author
      ? {
          "@type": "Person",
          name: article.author.name,
          url: origin + publishingPaths.blogAuthor(article.author.slug),
        }
      : { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    publisher: organisation,
    ...(article.cover ? { image: [origin + article.cover.pngSrc] } : {}),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category.name,
    ...(article.tags.length ? { keywords: article.tags.join(", ") } : {}),
    inLanguage: "pl-PL",
  };
}

/** schema.org BreadcrumbList of the trail above a page (the crumbs with addresses and the page itself). */
export function breadcrumbStructuredData(
  origin: string,
  items: { label: string; to?: string }[],
  self: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: item.to ? origin + item.to : self,
    })),
  };
}

/** An article's meta tags: title, description, canonical address, Open Graph article with its PNG cover. */
export function articleMeta(
  parent: readonly MetaDescriptor[],
  loaded: LoadedArticle | undefined,
  channel: Channel,
): MetaDescriptor[] {
  if (!loaded) return [...parent];
  const { article, canonical, origin } = loaded;
  return publishingMeta(parent, {
    title: `${article.title} | ${SITE_NAME}`,
    description: article.description,
    canonical,
    channel,
    article: {
      publishedOn: article.publishedOn,
      updatedOn: article.updatedOn,
      image: article.cover ? origin + article.cover.pngSrc : null,
      imageAlt: article.cover?.alt ?? null,
      section: article.category.name,
      tags: article.tags,
    },
  });
}

/** A list page's meta tags: " – strona N" after the first page, its own canonical address, prev and next. */
export function listMeta(
  parent: readonly MetaDescriptor[],
  data: { links: ListLinks } | undefined,
  title: (suffix: string) => string,
  description: string,
  channel: Channel,
  noindex = false,
): MetaDescriptor[] {
  if (!data) return [...parent];
  const { links } = data;
  return publishingMeta(parent, {
    title: title(pageSuffix(links.page)),
    description: links.page > 1 ? `${description} Strona ${links.page} z ${links.pages}.` : description,
    canonical: links.canonical,
    prev: links.prev,
    next: links.next,
    channel,
    noindex,
  });
}

/** The search page's meta tags: results are not for search engines, the empty form is. */
export function searchMeta(
  parent: readonly MetaDescriptor[],
  data: (SearchPage & { origin: string }) | undefined,
  channel: Channel,
): MetaDescriptor[] {
  if (!data) return [...parent];
  const where = channel === "blog" ? "w blogu Leasingowo" : "w biurze prasowym Leasingowo";
  const description = `Wyszukiwarka ${where}: artykuły po słowach z tytułu, wstępu i treści.`;
  if (data.state === "results") {
    return listMeta(
      parent,
      data,
      (suffix) => `Wyniki wyszukiwania: ${data.phrase}${suffix} | ${SITE_NAME}`,
      description,
      channel,
      true,
    );
  }
  return publishingMeta(parent, {
    title: `Szukaj ${where} | ${SITE_NAME}`,
    description,
    canonical: data.origin + CHANNELS[channel].search,
    channel,
    noindex: data.state === "invalid",
  });
}
