import { readContent } from "@vhs/db/seed/content.ts";
import { REDIRECTS } from "@vhs/db/seed/site.ts";
import { pressDataPath } from "@vhs/domain/content.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "./test-site.ts";

// Every text in content/ has its address on the site, and every stored redirect lands on a page.

const TOKEN = "redakcja-test-token-2026";
let t: TestSite;

beforeAll(async () => {
  t = await createTestSite({ api: { contentPreviewToken: TOKEN } });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.site.request(path, { headers });

describe("content addresses", () => {
  const rows = readContent();
  const today = new Date().toISOString().slice(0, 10);
  const addresses = rows.flatMap((r) => {
    if (r.kind === "page") return [`/${r.slug}`];
    if (r.kind === "document") return [`/informacje/${r.slug}`];
    if (r.kind === "press-data") return [pressDataPath(r.slug)];
    if (r.kind === "landing" && r.published && (!r.validTo || r.validTo >= today)) return [`/${r.slug}`];
    return [];
  });

  it("serves every page, document, press page and current landing page with its own title and h1", async () => {
    expect(addresses.length).toBeGreaterThan(25);
    for (const path of addresses) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
      expect(html.match(/<title>/g)?.length, path).toBe(1);
      expect(html, path).toMatch(/<title>[^<]+\| Leasingowo<\/title>/);
    }
  });

  it("shows the form of every page whose text has a contact block (its route must load the form)", async () => {
    const withForm = rows.filter((r) => r.kind === "page" && /^:::\s*contact\b/m.test(r.body));
    expect(withForm.length).toBeGreaterThanOrEqual(3);
    for (const row of withForm) {
      const html = await (await get(`/${row.slug}`)).text();
      expect(html, `/${row.slug}: add it to the form pages in routes.ts`).toContain('id="formularz"');
      expect(html, `/${row.slug}`).toMatch(/<form[^>]+method="post"/);
    }
  });

  it("hides an unpublished landing page except from an editor's preview, which is never cached", async () => {
    const draft = rows.find((r) => r.kind === "landing" && !r.published);
    expect(draft).toBeDefined();
    expect((await get(`/${draft!.slug}`)).status).toBe(404);
    expect((await get(`/${draft!.slug}?preview=zly-token`)).status).toBe(401);
    const preview = await get(`/${draft!.slug}?preview=${TOKEN}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(await preview.text()).toContain("noindex");
  });

  it("answers 404 for an unknown document, press group or accounting office NIP", async () => {
    for (const path of [
      "/informacje/nie-ma-takiego",
      "/informacje/..%2Fsekret",
      "/press/grupaNieMaStaticData",
      "/press/costam",
      "/biura-rachunkowe/1234567890",
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe("stored redirects and screenless addresses", () => {
  it("every stored redirect leads to a page that answers 200 (internal) or to an allowed host", async () => {
    for (const row of REDIRECTS) {
      const res = await get(row.fromPath);
      expect(res.status, row.fromPath).toBe(row.status);
      const location = res.headers.get("location")!;
      expect(location, row.fromPath).toBe(row.target);
      if (location.startsWith("/")) expect((await get(location)).status, location).toBe(200);
      else expect(new URL(location).hostname).toBe("partner.leasingowo.pl");
    }
  });

  it("sends /kongres-dealerski and /podepnij-sie to the sections named after them", async () => {
    const congress = await get("/kongres-dealerski");
    expect(congress.status).toBe(301);
    expect(congress.headers.get("location")).toBe("/dla-dealera#kongres-dealerski");
    expect(await (await get("/dla-dealera")).text()).toContain('id="kongres-dealerski"');
    const plugIn = await get("/podepnij-sie");
    expect(plugIn.headers.get("location")).toBe("/zarabiaj#jak-dolaczyc");
    expect(await (await get("/zarabiaj")).text()).toContain('id="jak-dolaczyc"');
  });
});

describe("paths with nothing stored for them", () => {
  it("get the 404 and the default meta tags without a question to the API, once the known paths are in", async () => {
    const asked: string[] = [];
    const counting = t.variant({
      transport: {
        fetch: async (r) => {
          asked.push(new URL(r.url).pathname);
          return t.api.fetch(r);
        },
        baseUrl: "http://api.internal",
        timeoutMs: 10_000,
      },
    });
    expect((await counting.request("/pierwsza-nieznana-strona")).status).toBe(404);
    expect(asked).toContain("/v3/known-paths");
    asked.length = 0;
    for (const path of ["/nieznana-strona", "/a/b/c", "/leasing-abc-123", "/samochody"]) {
      const res = await counting.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("Nie znaleziono strony");
    }
    expect(asked).toEqual([]);
    // What has something stored is still looked up: a landing page, a redirect, a page's own meta tags.
    const landing = readContent().find((r) => r.kind === "landing" && r.published && !r.validTo);
    expect((await counting.request(`/${landing!.slug}`)).status).toBe(200);
    expect(asked).toContain("/landing");
    expect((await counting.request(REDIRECTS[0]!.fromPath)).status).toBe(REDIRECTS[0]!.status);
    expect(asked).toContain("/v3/redirect");
    const calculator = await (await counting.request("/kalkulator-leasingowy")).text();
    expect(asked).toContain("/v3/meta-tags");
    expect(calculator).toContain("<title>Kalkulator leasingowy samochodu");
  });

  it("are looked up one by one, as before, from an API that has no list of them", async () => {
    const older = t.variant({
      transport: {
        fetch: async (r) =>
          new URL(r.url).pathname === "/v3/known-paths"
            ? Response.json({ error: true, message: "Nie znaleziono." }, { status: 404 })
            : t.api.fetch(r),
        baseUrl: "http://api.internal",
        timeoutMs: 10_000,
      },
    });
    const landing = readContent().find((r) => r.kind === "landing" && r.published && !r.validTo);
    expect((await older.request(`/${landing!.slug}`)).status).toBe(200);
    expect((await older.request(REDIRECTS[0]!.fromPath)).status).toBe(REDIRECTS[0]!.status);
    expect((await older.request("/nieznana-strona")).status).toBe(404);
    expect(await (await older.request("/kalkulator-leasingowy")).text()).toContain(
      "<title>Kalkulator leasingowy samochodu",
    );
  });
});
