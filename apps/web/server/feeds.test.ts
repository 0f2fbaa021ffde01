import type { ArticleSummary, CurrentReport, InvestorPage } from "@vhs/domain/publishing.ts";
import { describe, expect, it } from "vitest";
import { warsawInstant } from "../app/lib/feeds.server.ts";
import { parseXmlElements } from "../app/lib/xml-check.testing.ts";
import { setUpTestSite, TEST_ORIGIN } from "./test-site.ts";

// The RSS 2.0 feeds of the blog, the press office and the current reports, and the investor documents'
// PDF route, through the whole site in-process (production build, real API, seeded database).

const site = setUpTestSite();

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
};
const fromXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]!);
const toXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The text of an element, whether escaped or in CDATA. */
function text(xml: string, tag: string): string {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  if (!m) return "";
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(m[1]!);
  return cdata ? cdata[1]! : fromXml(m[1]!);
}

/** Checks the answer and the feed's shape; gives the channel's XML and its items. */
async function fetchFeed(path: string) {
  const res = await site().site.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d{2,4}$/);
  const body = await res.text();
  expect(body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
  // Well-formed: the checker takes no declaration or CDATA, so those become plain escaped text first.
  const plain = body
    .replace(/^<\?xml[^>]*\?>\n/, "")
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => toXml(inner));
  const elements = parseXmlElements(plain);
  expect(elements[0]).toMatchObject({ name: "rss", attrs: { version: "2.0" } });
  expect(elements[1]?.name).toBe("channel");
  const channel = body.slice(0, body.indexOf("<item>"));
  expect(text(channel, "language")).toBe("pl");
  expect(text(channel, "link").startsWith(`${TEST_ORIGIN}/`)).toBe(true);
  expect(channel).toContain(
    `<atom:link href="${TEST_ORIGIN}${path}" rel="self" type="application/rss+xml"/>`,
  );
  expect(text(channel, "lastBuildDate")).toMatch(RFC_822);
  const items: RssItem[] = [...body.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, xml]) => ({
    title: text(xml!, "title"),
    link: text(xml!, "link"),
    guid: text(xml!, "guid"),
    pubDate: text(xml!, "pubDate"),
    description: text(xml!, "description"),
  }));
  expect(items.length, path).toBeGreaterThan(0);
  for (const item of items) {
    expect(item.title, path).not.toBe("");
    expect(item.link.startsWith(`${TEST_ORIGIN}/`), item.link).toBe(true);
    expect(item.guid, item.link).toBe(item.link);
    expect(item.pubDate, item.link).toMatch(RFC_822);
    expect(item.description, item.link).not.toBe("");
  }
  expect(new Set(items.map((i) => i.guid)).size).toBe(items.length);
  // Newest first.
  const times = items.map((i) => Date.parse(i.pubDate));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return { channel, items };
}

const api = async <T>(path: string) => (await (await site().site.request(`/api${path}`)).json()) as T;
const POLISH = /[ąćęłńóśźż]/i;

describe("RSS feeds", () => {
  it("/moto/rss.xml lists the blog's newest articles with absolute links to them", async () => {
    const { channel, items } = await fetchFeed("/moto/rss.xml");
    expect(text(channel, "title")).toBe("Moto — blog Leasingowo");
    expect(text(channel, "link")).toBe(`${TEST_ORIGIN}/moto`);
    const newest = await api<{ items: ArticleSummary[] }>("/blog/category-page?slug=najnowsze&page=0");
    expect(items.map((i) => i.link)).toEqual(
      newest.items.map((a) => `${TEST_ORIGIN}/moto/artykul/${a.slug}`),
    );
    expect(items.map((i) => i.title)).toEqual(newest.items.map((a) => a.title));
    expect(items.some((i) => POLISH.test(i.title))).toBe(true);
  });

  it("/biuro-prasowe/rss.xml lists releases of every category, newest first", async () => {
    const { channel, items } = await fetchFeed("/biuro-prasowe/rss.xml");
    expect(text(channel, "title")).toBe("Biuro prasowe Leasingowo");
    for (const item of items)
      expect(item.link).toMatch(/^https:\/\/[^/]+\/biuro-prasowe\/artykul\/[a-z0-9-]+$/);
    const home = await api<{ latest: ArticleSummary[] }>("/press-office/home-page");
    expect(Date.parse(items[0]!.pubDate)).toBe(warsawInstant(home.latest[0]!.publishedOn).getTime());
    expect(items.some((i) => POLISH.test(i.title))).toBe(true);
  });

  it("/komunikaty/rss.xml names each current report by its number and links its place on the list", async () => {
    const { channel, items } = await fetchFeed("/komunikaty/rss.xml");
    expect(text(channel, "title")).toBe("Raporty bieżące Leasingowo sp. z o.o.");
    const reports = await api<{ items: CurrentReport[] }>("/v3/communicates-current");
    expect(items.length).toBe(Math.min(30, reports.items.length));
    const first = reports.items[0]!;
    const [, n, year] = /^(\d+)\/(\d{4})$/.exec(first.number)!;
    expect(items[0]!.title).toBe(`Raport bieżący nr ${first.number}: ${first.title}`);
    expect(items[0]!.link).toBe(`${TEST_ORIGIN}/komunikaty?rok=${year}#rb-${n}-${year}`);
    expect(items[0]!.description).toContain(first.legalBasis);
    for (const item of items) expect(item.title).toMatch(/^Raport bieżący nr \d+\/\d{4}: \S/);
    // The link lands on the report.
    const page = await site().site.request(`/komunikaty?rok=${year}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`id="rb-${n}-${year}"`);
  });

  it("dates a report at its Warsaw time (winter and summer time)", () => {
    expect(warsawInstant("2026-03-16", "14:50").toISOString()).toBe("2026-03-16T13:50:00.000Z");
    expect(warsawInstant("2026-07-01", "09:00").toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(warsawInstant("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });
});

describe("investor documents as PDFs", () => {
  it("/dokumenty/inwestorzy/{slug}.pdf is the document's PDF, as an attachment", async () => {
    const prospectus = await api<InvestorPage>("/v3/prospects");
    const doc = prospectus.documents[0]!;
    expect(doc.href).toBe(`/dokumenty/inwestorzy/${doc.slug}.pdf`);
    const res = await site().site.request(doc.href);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${doc.slug}.pdf"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.byteLength).toBe(doc.size);
  });

  it("a wrong name or an unknown document is the Polish 404 page", async () => {
    for (const path of [
      "/dokumenty/inwestorzy/nie-ma-takiego-dokumentu.pdf",
      "/dokumenty/inwestorzy/Raport-Roczny-2025.pdf",
      "/dokumenty/inwestorzy/raport-roczny-2025.txt",
      "/dokumenty/inwestorzy/raport-roczny-2025",
    ]) {
      const res = await site().site.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toContain("Nie znaleziono strony");
    }
  });
});
