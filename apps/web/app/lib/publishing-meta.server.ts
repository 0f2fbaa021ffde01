// The meta tags of the blog's and the press office's pages, built by their loaders on the server (the
// route's `meta` only puts them over the root's tags: lib/meta.ts withPageTags), so none of this is part
// of the pages' JavaScript: title, description, canonical address (with its `?strona=`), previous and next
// pages of a list, the section's feed, and an article's Open Graph tags.
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "./meta.ts";
import {
  CHANNELS,
  type Channel,
  type ListLinks,
  type LoadedArticle,
  type SearchPage,
  SITE_NAME,
} from "./publishing.ts";

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
export function publishingMeta(m: PublishingMeta): MetaDescriptor[] {
  const tags = pageMeta([], { title: m.title, description: m.description, noindex: m.noindex }).filter(
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

/** An article's meta tags: title, description, canonical address, Open Graph article with its PNG cover. */
export function articleMeta(loaded: LoadedArticle, channel: Channel): MetaDescriptor[] {
  const { article, canonical, origin } = loaded;
  return publishingMeta({
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
  links: ListLinks,
  title: (suffix: string) => string,
  description: string,
  channel: Channel,
  noindex = false,
): MetaDescriptor[] {
  return publishingMeta({
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
export function searchMeta(data: SearchPage & { origin: string }, channel: Channel): MetaDescriptor[] {
  const where = channel === "blog" ? "w blogu Leasingowo" : "w biurze prasowym Leasingowo";
  const description = `Wyszukiwarka ${where}: artykuły po słowach z tytułu, wstępu i treści.`;
  if (data.state === "results") {
    return listMeta(
      data.links,
      (suffix) => `Wyniki wyszukiwania: ${data.phrase}${suffix} | ${SITE_NAME}`,
      description,
      channel,
      true,
    );
  }
  return publishingMeta({
    title: `Szukaj ${where} | ${SITE_NAME}`,
    description,
    canonical: data.origin + CHANNELS[channel].search,
    channel,
    noindex: data.state === "invalid",
  });
}
