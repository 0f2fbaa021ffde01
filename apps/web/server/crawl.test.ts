import { describe, expect, it } from "vitest";
import { setUpTestSite, TEST_ORIGIN } from "./test-site.ts";

// A crawler over the whole site in-process: from "/" and from every address in the sitemap it follows
// every internal <a href> and fails on any answer but 200 or 301 (303 for a form endpoint), naming the
// pages that link to each broken address.

/** Car pages per brand (model pages, choosing a version, financing): the rest are the same template. */
const CAR_PAGES_PER_BRAND = 2;
const PARALLEL = 4;
const OK = new Set([200, 301, 303]);
/** Referring pages named per broken address. */
const MAX_REFERRERS = 3;

const site = setUpTestSite();

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Internal addresses (path and query) of a page's links; other sites, mail, phone and fragments left out. */
function internalLinks(html: string, pageUrl: string): string[] {
  const out: string[] = [];
  const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  for (const match of withoutScripts.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);
    if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith("#")) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== TEST_ORIGIN) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

/** Car pages of one brand share a sample: `/samochody/{brand}/…`, `/wybierz/{brand}/…` … */
function carSample(path: string): string | null {
  const m = /^\/(samochody|wybierz|sfinansuj-online)\/([^/?]+)\/[^/?]/.exec(path);
  return m ? `${m[1]}/${m[2]}` : null;
}

async function sitemapPaths(): Promise<{ path: string; from: string }[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await site().site.request("/sitemap.xml");
  expect(index.status, "/sitemap.xml").toBe(200);
  const out: { path: string; from: string }[] = [];
  for (const child of locs(await index.text())) {
    const name = new URL(child).pathname;
    const res = await site().site.request(name);
    expect(res.status, name).toBe(200);
    for (const loc of locs(await res.text())) out.push({ path: new URL(loc).pathname, from: name });
  }
  return out;
}

describe("crawl", () => {
  it("every internal link and every sitemap address answers 200 or 301", async () => {
    // Each path is visited once (its first query); referrers are kept for the report.
    const referrers = new Map<string, string[]>();
    const queue: string[] = [];
    const samples = new Map<string, number>();
    const broken: { path: string; status: number }[] = [];
    let visited = 0;

    function enqueue(address: string, from: string) {
      const path = address.split("?", 1)[0]!;
      const known = referrers.get(path);
      if (known) {
        if (known.length < MAX_REFERRERS && !known.includes(from)) known.push(from);
        return;
      }
      const sample = carSample(path);
      if (sample) {
        const n = samples.get(sample) ?? 0;
        if (n >= CAR_PAGES_PER_BRAND) return;
        samples.set(sample, n + 1);
      }
      referrers.set(path, [from]);
      queue.push(address);
    }

    async function visit(address: string) {
      visited++;
      const res = await site().site.request(address);
      const path = address.split("?", 1)[0]!;
      if (!OK.has(res.status)) {
        broken.push({ path, status: res.status });
        await res.body?.cancel();
        return;
      }
      if (res.status !== 200) {
        const location = res.headers.get("location");
        const target = location ? new URL(location, TEST_ORIGIN + address) : null;
        if (target?.origin === TEST_ORIGIN) enqueue(target.pathname + target.search, address);
        await res.body?.cancel();
        return;
      }
      if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) {
        await res.body?.cancel();
        return;
      }
      for (const link of internalLinks(await res.text(), TEST_ORIGIN + address)) enqueue(link, path);
    }

    enqueue("/", "(start)");
    for (const { path, from } of await sitemapPaths()) enqueue(path, from);
    // Up to PARALLEL requests at a time until the queue is empty and nothing is in flight.
    await new Promise<void>((resolve, reject) => {
      let active = 0;
      const pump = () => {
        while (active < PARALLEL && queue.length > 0) {
          active++;
          visit(queue.shift()!).then(() => {
            active--;
            pump();
          }, reject);
        }
        if (active === 0 && queue.length === 0) resolve();
      };
      pump();
    });

    const report = broken
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((b) => `${b.status} ${b.path}  ← ${referrers.get(b.path)!.join(", ")}`);
    expect(visited).toBeGreaterThan(50);
    expect(report, `${broken.length} broken of ${visited} visited:\n${report.join("\n")}`).toEqual([]);
  }, 120_000);
});
