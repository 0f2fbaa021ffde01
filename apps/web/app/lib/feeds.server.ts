// RSS 2.0 feeds of the blog, the press office and the current reports (routes/*/feed.ts), built with the
// `feed` package: absolute links on the site's public origin, language pl, RFC 822 dates, one guid per
// item, newest first. The data comes from the API through the site's short-lived cache.
import type { ArticleSummary, CurrentReport } from "@vhs/domain/publishing.ts";
import { publishingPaths } from "@vhs/domain/publishing.ts";
import { Feed } from "feed";
import { data, type RouterContextProvider } from "react-router";
import { isUnavailable } from "./api.server.ts";
import { catalogApi } from "./catalog.server.ts";
import { serverContext } from "./context.ts";
import { escapeHtml } from "./escape-html.ts";
import { currentReportHref } from "./investors.ts";

/** How long a browser or a reader may keep a feed. */
export const FEED_MAX_AGE_S = 300;

export interface FeedItem {
  title: string;
  /** The site's path of the item (with its query and fragment). */
  path: string;
  date: Date;
  description: string;
  category?: string | undefined;
}

export interface FeedSpec {
  title: string;
  description: string;
  /** The page the feed is of. */
  path: string;
  /** The feed's own address. */
  feedPath: string;
  items: FeedItem[];
}

const TIME_ZONE = "Europe/Warsaw";
const zoneParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Milliseconds Warsaw's clock is ahead of UTC at an instant. */
function warsawOffset(ms: number): number {
  const p = Object.fromEntries(zoneParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return local - Math.floor(ms / 1000) * 1000;
}

/** A Warsaw calendar day ("2026-03-16") and time ("14:50", default midnight) as the instant it was. */
export function warsawInstant(day: string, time: string | null = null): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [h, min] = (time ?? "00:00").split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - warsawOffset(wall);
  return new Date(wall - warsawOffset(first));
}

/** The feed as RSS 2.0 XML. */
export function rssXml(origin: string, spec: FeedSpec): string {
  const base = origin.replace(/\/$/, "");
  const items = [...spec.items].sort((a, b) => b.date.getTime() - a.date.getTime());
  const feed = new Feed({
    title: spec.title,
    description: spec.description,
    id: base + spec.path,
    link: base + spec.path,
    language: "pl",
    copyright: `© ${new Date().getFullYear()} Leasingowo sp. z o.o.`,
    updated: items[0]?.date ?? new Date(0),
    generator: false,
    ttl: FEED_MAX_AGE_S / 60,
    feedLinks: { rss: base + spec.feedPath },
  });
  for (const item of items) {
    const link = base + item.path;
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date: item.date,
      description: item.description,
      ...(item.category ? { category: [{ name: item.category }] } : {}),
    });
  }
  return feed.rss2();
}

/** A feed's answer: RSS with a short public cache. */
export function rssResponse(origin: string, spec: FeedSpec): Response {
  return new Response(rssXml(origin, spec), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${FEED_MAX_AGE_S}`,
    },
  });
}

type Context = Readonly<RouterContextProvider>;

/** An API list a feed cannot do without: 503 when the API is down, 502 on any other failure. */
async function fetchList<T>(context: Context, call: string, query: Record<string, string | number>) {
  const result = await catalogApi(context).cached<T>(call, query);
  if (!result.error) return result.data;
  if (isUnavailable(result)) throw data("Service Unavailable", { status: 503 });
  throw data("Upstream Error", { status: 502 });
}

const articleItem = (a: ArticleSummary, path: string): FeedItem => ({
  title: a.title,
  path,
  date: warsawInstant(a.publishedOn),
  description: a.lead,
  category: a.category.name,
});

/** /moto/rss.xml: the blog's newest articles. */
export async function blogFeed(context: Context): Promise<Response> {
  const list = await fetchList<{ items: ArticleSummary[] }>(context, "/blog/category-page", {
    slug: "najnowsze",
    page: 0,
  });
  return rssResponse(context.get(serverContext).publicOrigin, {
    title: "Moto — blog Leasingowo",
    description:
      "Najnowsze artykuły bloga Leasingowo: wiadomości z rynku, premiery, testy samochodów, porady i leasing wyjaśniony po ludzku.",
    path: "/moto",
    feedPath: "/moto/rss.xml",
    items: list.items.map((a) => articleItem(a, publishingPaths.blogArticle(a.slug))),
  });
}

/** /biuro-prasowe/rss.xml: the press office's newest releases, from every category. */
export async function pressFeed(context: Context): Promise<Response> {
  const categories = await fetchList<{ slug: string; count: number }[]>(context, "/press/categories", {});
  const lists = await Promise.all(
    categories
      .filter((c) => c.count > 0)
      .map((c) =>
        fetchList<{ items: ArticleSummary[] }>(context, "/press/category-page", { slug: c.slug, page: 0 }),
      ),
  );
  const seen = new Set<string>();
  const items = lists
    .flatMap((l) => l.items)
    .filter((a) => !seen.has(a.slug) && Boolean(seen.add(a.slug)))
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
    .slice(0, 20);
  return rssResponse(context.get(serverContext).publicOrigin, {
    title: "Biuro prasowe Leasingowo",
    description:
      "Informacje prasowe Leasingowo sp. z o.o.: wydarzenia z życia firmy, nowe produkty, wyniki finansowe i analizy rynku leasingu samochodów.",
    path: "/biuro-prasowe",
    feedPath: "/biuro-prasowe/rss.xml",
    items: items.map((a) => articleItem(a, publishingPaths.pressArticle(a.slug))),
  });
}

/** /komunikaty/rss.xml: current reports (ESPI/EBI), each linked to its place on its year's list. */
export async function currentReportsFeed(context: Context): Promise<Response> {
  const list = await fetchList<{ items: CurrentReport[] }>(context, "/v3/communicates-current", {});
  return rssResponse(context.get(serverContext).publicOrigin, {
    title: "Raporty bieżące Leasingowo sp. z o.o.",
    description:
      "Raporty bieżące Leasingowo sp. z o.o., emitenta obligacji notowanych na rynku Catalyst, publikowane w systemach ESPI i EBI.",
    path: "/komunikaty",
    feedPath: "/komunikaty/rss.xml",
    items: list.items.slice(0, 30).map((r) => ({
      title: `Raport bieżący nr ${r.number}: ${r.title}`,
      path: currentReportHref(r),
      date: warsawInstant(r.date, r.time),
      description: `<p><strong>${r.system}</strong> · Podstawa prawna: ${escapeHtml(r.legalBasis)}</p>${r.html}`,
      category: r.system,
    })),
  });
}
