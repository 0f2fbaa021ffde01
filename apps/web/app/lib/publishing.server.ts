// Loading the blog's and the press office's pages (docs/publishing.md): lists by the site's 1-based
// `?strona=` (the API counts from 0 and answers 404 past the last page), one article with the cars of
// its `cars` blocks, and search by a phrase from the address or the form.
import type { ArticlePage, Paging } from "@vhs/domain/publishing.ts";
import { type MetaDescriptor, type RouterContextProvider, redirect } from "react-router";
import type { Query } from "./api.server.ts";
import { catalogApi } from "./catalog.server.ts";
import { loadBlockCars, withBlocksAside } from "./content.server.ts";
import { serverContext } from "./context.ts";
import { notFound, required } from "./http.ts";
import {
  articleCrumbs,
  CHANNELS,
  type Channel,
  type ChannelHome,
  type ListLinks,
  type LoadedArticle,
  listLinks,
  PAGE_PARAM,
  SEARCH_LABEL,
  SEARCH_MAX,
  SEARCH_MIN,
  SEARCH_PARAM,
  SERVED_ARTICLES,
  SERVED_HOME,
  type SearchPage,
  type SearchResult,
  type ServedList,
  type ShareLink,
  searchHref,
} from "./publishing.ts";
import { articleStructuredData, breadcrumbStructuredData, jsonLd } from "./publishing-ld.server.ts";
import { publishingMeta } from "./publishing-meta.server.ts";
import { htmlAside, servedAside } from "./served-data.ts";

type Context = Readonly<RouterContextProvider>;

/** The API calls of each channel (apps/api/src/routes/publishing.ts). */
export const CALLS: Record<Channel, { home: string; category: string; search: string; article: string }> = {
  blog: {
    home: "/blog/home-page",
    category: "/blog/category-page",
    search: "/blog/search",
    article: "/blog/article-page",
  },
  press: {
    home: "/press-office/home-page",
    category: "/press/category-page",
    search: "/press/search",
    article: "/press-office/article-page",
  },
};

/** The request's address without React Router's `.data` suffix. */
export function requestUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  return url;
}

export function originOf(context: Context): string {
  return context.get(serverContext).publicOrigin;
}

/**
 * The 1-based page of `?strona=`: 1 without it. `?strona=1` moves (301) to the list's own address; anything
 * but a page number is no page of the site (404).
 */
export function sitePage(url: URL): number {
  const raw = url.searchParams.get(PAGE_PARAM);
  if (raw === null) return 1;
  if (raw === "1") {
    const to = new URLSearchParams(url.searchParams);
    to.delete(PAGE_PARAM);
    const query = to.toString();
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname, 301);
  }
  if (!/^[1-9]\d{0,3}$/.test(raw)) notFound(url.pathname);
  return Number(raw);
}

/** A list page from the API: `page` is 1-based; a page past the last is the API's 404, so the site's. */
export async function loadList<T extends { paging: Paging }>(
  context: Context,
  call: string,
  query: Query,
  url: URL,
  page: number,
): Promise<T> {
  return required(await catalogApi(context).cached<T>(call, { ...query, page: page - 1 }), url.pathname);
}

/**
 * A channel's front page (/moto, /biuro-prasowe): its articles, drawn once on the server for a whole page
 * (lib/served-data.ts), and its meta tags.
 */
export async function loadChannelHome(
  context: Context,
  request: Request,
  channel: Channel,
  text: { title: string; description: string },
): Promise<{ home: ChannelHome | null; head: MetaDescriptor[] }> {
  const url = requestUrl(request);
  const home = required(await catalogApi(context).cached<ChannelHome>(CALLS[channel].home), url.pathname);
  const head = publishingMeta({ ...text, canonical: originOf(context) + CHANNELS[channel].home, channel });
  return { home: servedAside(context, SERVED_HOME[channel], home), head };
}

/** A list's articles drawn once, on the server, for a whole page (lib/served-data.ts); an empty list is sent. */
function articlesAside<T extends { items: unknown[] }>(context: Context, list: T): ServedList<T> {
  if (list.items.length === 0) return list;
  return { ...list, items: servedAside(context, SERVED_ARTICLES, list.items) };
}

/** A list with the absolute addresses its meta tags need; its articles drawn once (`articlesAside`). */
export async function loadListPage<T extends { paging: Paging; items: unknown[] }>(
  context: Context,
  request: Request,
  call: string,
  query: Query,
): Promise<{ list: ServedList<T>; links: ListLinks; path: string; origin: string }> {
  const url = requestUrl(request);
  const list = await loadList<T>(context, call, query, url, sitePage(url));
  const origin = originOf(context);
  return {
    list: articlesAside(context, list),
    links: listLinks(origin, url.pathname, list.paging),
    path: url.pathname,
    origin,
  };
}

/** One article; without a slug the section's home (301), an unknown one 404. */
export async function loadArticle(
  context: Context,
  request: Request,
  channel: Channel,
  slug: string | undefined,
): Promise<LoadedArticle> {
  const url = requestUrl(request);
  if (!slug) throw redirect(CHANNELS[channel].home, 301);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 160) notFound(url.pathname);
  const article = required(
    await catalogApi(context).cached<ArticlePage>(CALLS[channel].article, { slug }),
    url.pathname,
  );
  const origin = originOf(context);
  const canonical = origin + CHANNELS[channel].article(article.slug);
  const crumbs = [{ label: "Strona główna", to: "/" }, ...articleCrumbs({ article }, channel)];
  const shown = withBlocksAside(context, article);
  const author = shown.authorDetails;
  return {
    article: author
      ? { ...shown, authorDetails: { ...author, bioHtml: htmlAside(context, author.bioHtml) } }
      : shown,
    cars: await loadBlockCars(context, article),
    origin,
    canonical,
    crumbs,
    share: shareLinks(canonical, article.title),
    // Read by crawlers only: drawn into the page, not sent again for hydration.
    structuredData: [
      jsonLd(articleStructuredData(article, channel, origin)),
      jsonLd(breadcrumbStructuredData(origin, crumbs, canonical)),
    ].map((json) => htmlAside(context, json)),
  };
}

/** The share addresses of an article: plain links to each service's own share page (no scripts of theirs). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      label: "Facebook",
      name: "Udostępnij na Facebooku",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      label: "LinkedIn",
      name: "Udostępnij na LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { label: "X", name: "Udostępnij na X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: "E-mail", name: "Wyślij e-mailem", href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** The message of a phrase the API would refuse, naming the field; null when it may be searched. */
export function phraseError(channel: Channel, phrase: string): string | null {
  const length = [...phrase.trim()].length;
  const field = SEARCH_LABEL[channel];
  if (length < SEARCH_MIN) return `Wpisz w polu „${field}” co najmniej ${SEARCH_MIN} znaki.`;
  if (length > SEARCH_MAX) return `Pole „${field}” może mieć najwyżej ${SEARCH_MAX} znaków.`;
  return null;
}

/**
 * The search page: `?q=` from the form moves to the phrase's own address (`/moto/wyszukaj/ładowanie`),
 * which is the page that is searched; an empty phrase shows the form, a too short or too long one the form
 * with the message and the typed text.
 */
export async function loadSearch(
  context: Context,
  request: Request,
  channel: Channel,
  param: string | undefined,
): Promise<SearchPage & { origin: string }> {
  const url = requestUrl(request);
  const origin = originOf(context);
  const fromForm = url.searchParams.get(SEARCH_PARAM);
  const phrase = (param ?? fromForm ?? "").replace(/\s+/g, " ").trim();
  if (!phrase) return { state: "empty", phrase: "", error: null, result: null, links: null, origin };
  const error = phraseError(channel, phrase);
  if (error) return { state: "invalid", phrase, error, result: null, links: null, origin };
  if (param === undefined || fromForm !== null) {
    // A phrase from the form (or from an old address with both) moves to its own address.
    throw redirect(searchHref(channel, phrase), 302);
  }
  const page = sitePage(url);
  const result = required(
    await catalogApi(context).api.get<SearchResult>(CALLS[channel].search, {
      search: phrase,
      page: page - 1,
    }),
    url.pathname,
  );
  const base = searchHref(channel, phrase);
  const links = listLinks(origin, base, result.paging);
  return { state: "results", phrase, error: null, result: articlesAside(context, result), links, origin };
}
