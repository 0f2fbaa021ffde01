import { existsSync } from "node:fs";
import { createApiApp } from "@vhs/api/app.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_MARK_PATH, BRAND_MARK_VERSION, brandMarkSrc } from "../app/lib/brand-mark-src.ts";
import { CAR_DRAWING_PATH, CAR_DRAWING_VERSION, carPictureSrc } from "../app/lib/car-picture-src.ts";
import { createSiteApp, loggablePath, withoutTrailingSlash } from "./app.ts";
import { cspNonce } from "./headers.ts";
import { listStaticFiles } from "./static-files.ts";

// The real production build, the real API and a real database, through app.request().
const buildPath = new URL("../build/server/index.js", import.meta.url);
const clientDir = new URL("../build/client", import.meta.url).pathname;
if (!existsSync(buildPath))
  throw new Error("Run `npm run build` first: these tests use the production build.");

let handle: DbHandle;
let site: ReturnType<typeof createSiteApp>;
let siteApiDown: ReturnType<typeof createSiteApp>;
let build: ServerBuild;

beforeAll(async () => {
  build = (await import(buildPath.href)) as ServerBuild;
  handle = await createTestDb({ seed: true });
  const api = createApiApp(handle, { basePath: "/api" });
  const common = {
    build,
    clientDir,
    publicOrigin: "https://www.leasingowo.pl",
    redirectHosts: ["partner.leasingowo.pl"],
  };
  site = createSiteApp({
    ...common,
    api,
    transport: { fetch: async (r) => api.fetch(r), baseUrl: "http://api.internal", timeoutMs: 1000 },
  });
  // The API unreachable: a closed loopback port.
  siteApiDown = createSiteApp({
    ...common,
    transport: { fetch: (r) => fetch(r), baseUrl: "http://127.0.0.1:1", timeoutMs: 1000 },
  });
});
afterAll(async () => {
  await handle.close();
});

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/base-uri 'none'|default-src 'none'/);
  expect(res.headers.get("strict-transport-security")).toContain("max-age=63072000");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
}

describe("site shell", () => {
  it("renders the home page in Polish with default meta, brand menu and a nonce-based CSP", async () => {
    const res = await site.request("/");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control") ?? "").not.toContain("public");
    const html = await res.text();
    expect(html).toContain('<html lang="pl" data-brand="default">');
    expect(html).toMatch(/<title>Leasing samochodów nowych i używanych/);
    expect(html).toMatch(/<meta name="description" content="[^"]*decyzja w 15 minut/);
    expect(html).toContain('href="/samochody/toyota"');
    expect(html).toContain('<link rel="canonical" href="https://www.leasingowo.pl/"');
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Every script tag carries this response's nonce.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("answers a catalogue page from the page cache with this answer's nonce and fresh order keys", async () => {
    const path = "/wyszukaj?body=kombi";
    const answers: { cache: string | null; nonce: string; key: string | undefined; html: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await site.request(path, { headers: { cookie: "vhs_entry=%2F" } });
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1]!;
      const html = await res.text();
      const key = /name="listKey" value="([^"]+)"/.exec(html)?.[1];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      answers.push({ cache: res.headers.get("x-page-cache"), nonce, key, html });
    }
    expect(answers.map((a) => a.cache)).toEqual(["miss", "hit", "hit"]);
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.key)).size).toBe(3);
    const same = (a: (typeof answers)[number]) => a.html.replaceAll(a.nonce, "N").replace(a.key!, "K");
    expect(same(answers[1]!)).toBe(same(answers[0]!));

    // A first visit still gets its entry cookie; other parameters are another page; a forced fresh
    // render, an order's cookie, a page that did not opt in and a data request are never cached.
    const first = await site.request(path);
    expect(first.headers.get("x-page-cache")).toBe("hit");
    expect(first.headers.get("set-cookie")).toContain("vhs_entry=");
    const consumer = await site.request(path, { headers: { cookie: "vhs_f=c%3Dconsumer" } });
    expect(consumer.headers.get("x-page-cache")).toBe("miss");
    for (const headers of [{ "cache-control": "no-cache" }, { cookie: "vhs_order=x" }] as Record<
      string,
      string
    >[]) {
      expect((await site.request(path, { headers })).headers.get("x-page-cache")).toBeNull();
    }
    await site.request("/kalkulator-leasingowy");
    expect((await site.request("/kalkulator-leasingowy")).headers.get("x-page-cache")).toBeNull();
    expect((await site.request("/wyszukaj.data?body=kombi")).headers.get("x-page-cache")).toBeNull();
  });

  it("uses per-URL meta tags from the API", async () => {
    const html = await (await site.request("/o-nas")).text();
    expect(html).toContain("<title>O nas | Leasingowo</title>");
    expect(html).toContain("<h1");
  });

  it("stores the first entry URL in a cookie once", async () => {
    const first = await site.request("/o-nas?utm_source=test");
    expect(first.headers.get("set-cookie")).toContain("vhs_entry=%2Fo-nas%3Futm_source%3Dtest");
    const again = await site.request("/", { headers: { cookie: "vhs_entry=%2Fo-nas" } });
    expect(again.headers.get("set-cookie") ?? "").not.toContain("vhs_entry");
  });
});

describe("routing rules (SPEC §2)", () => {
  it("removes a trailing slash with a 301, keeping the query", async () => {
    const res = await site.request("/o-nas/?a=1&b=%C5%BC");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/o-nas?a=1&b=%C5%BC");
    expectSecurityHeaders(res);
    expect((await site.request("/")).status).toBe(200);
  });

  it("never turns a trailing-slash redirect into a protocol-relative one", () => {
    expect(withoutTrailingSlash("//evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("/\\evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("/a/b///")).toBe("/a/b");
  });

  it("answers unknown paths with the Polish 404 page and the spec's message", async () => {
    const res = await site.request("/to-nie-istnieje");
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
    const html = await res.text();
    expect(html).toContain("Nie znaleziono strony");
    expect(html).toContain("Page Not Found: /to-nie-istnieje");
    expect(html).toContain('<html lang="pl" data-brand="default">');
  });

  it("follows stored redirects: internal, allow-listed external; never others", async () => {
    const internal = await site.request("/leasing-konsumencki?x=1");
    expect(internal.status).toBe(301);
    expect(internal.headers.get("location")).toBe("/oferta/dla-konsumenta");
    const external = await site.request("/promocja-partnera");
    expect(external.status).toBe(302);
    expect(external.headers.get("location")).toBe("https://partner.leasingowo.pl/promocja");
    const { redirects } = await import("@vhs/db/schema/site.ts");
    await handle.db.insert(redirects).values([
      { fromPath: "/zly-1", target: "https://evil.example/", status: 301 },
      { fromPath: "/zly-2", target: "//evil.example", status: 301 },
      { fromPath: "/zly-3", target: "javascript:alert(1)", status: 301 },
    ]);
    for (const p of ["/zly-1", "/zly-2", "/zly-3"]) expect((await site.request(p)).status).toBe(404);
  });

  it("serves /srv/ver with the build id and /srv/date", async () => {
    const ver = (await (await site.request("/srv/ver")).json()) as { ver: string };
    expect(ver.ver).toBe(build.assets.version);
    const date = (await (await site.request("/srv/date")).json()) as { date: string };
    expect(Math.abs(Date.parse(date.date) - Date.now())).toBeLessThan(60_000);
  });

  it("serves the drawn car pictures as immutable SVG images, and 404 for unknown ones", async () => {
    const res = await site.request(carPictureSrc("suv", "#B8BCC0"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expectSecurityHeaders(res);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('stop-color="#b8bcc0"');
    expect(svg).not.toContain("<script");
    // Colours that are not #rrggbb are silver; a body type without a drawing is drawn as a hatchback.
    expect(carPictureSrc("Rakieta!", "red")).toBe(carPictureSrc("hatchback", null));
    const unknown = await (await site.request(carPictureSrc("rakieta", "#112233"))).text();
    const hatchback = await (await site.request(carPictureSrc("hatchback", "#112233"))).text();
    expect(unknown).toBe(hatchback);
    const current = `${CAR_DRAWING_PATH}/${CAR_DRAWING_VERSION}`;
    for (const bad of [
      `${CAR_DRAWING_PATH}/0/suv/b8bcc0.svg`,
      `${current}/Suv/b8bcc0.svg`,
      `${current}/suv/B8BCC0.svg`,
      `${current}/suv/b8bcc0.png`,
    ]) {
      expect((await site.request(bad)).status).toBe(404);
    }
  });

  it("serves the brand marks as immutable SVG images, and 404 for malformed addresses", async () => {
    const res = await site.request(brandMarkSrc("toyota"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(res);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(">TOYOTA</text>");
    expect(svg).not.toContain("<script");
    // A brand added after this release still gets a mark, spelled from its slug.
    expect(await (await site.request(brandMarkSrc("nowa-marka"))).text()).toContain(">NOWA MARKA</text>");
    const current = `${BRAND_MARK_PATH}/${BRAND_MARK_VERSION}`;
    for (const bad of [
      `${BRAND_MARK_PATH}/0/toyota.svg`,
      `${current}/Toyota.svg`,
      `${current}/toyota.png`,
      `${current}/-toyota.svg`,
      `${current}/toy%20ota.svg`,
      `${current}/toyota`,
    ]) {
      const answer = await site.request(bad);
      expect(answer.status, bad).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("shows every brand tile of the home page with its mark and its name for screen readers", async () => {
    const html = await (await site.request("/")).text();
    const tile = new RegExp(
      `<a href="/samochody/toyota"[^>]*class="brand-tile"><img src="${brandMarkSrc("toyota")}" alt="" width="160" height="40"[^>]*/?><span class="sr-only">Toyota</span></a>`,
    );
    expect(html).toMatch(tile);
    const tiles = html.match(/class="brand-tile"/g) ?? [];
    expect(tiles.length).toBeGreaterThan(5);
    expect((html.match(/<img src="\/srv\/marka\//g) ?? []).length).toBe(tiles.length);
  });

  it("mounts the API under /api with JSON headers, leaving its trailing slashes alone", async () => {
    const res = await site.request("/api/healthz");
    expect(await res.json()).toEqual({ status: "ok" });
    expectSecurityHeaders(res);
    expect((await site.request("/api/v3/nie-ma/")).status).toBe(404);
  });

  it("serves built assets with immutable caching and security headers", async () => {
    const html = await (await site.request("/")).text();
    const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await site.request(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expectSecurityHeaders(res);
    // Public files without a hashed name may change with a release: cached for an hour.
    const favicon = await site.request("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    // A page's address is no file: it is rendered, whatever the build folder holds.
    expect((await site.request("/assets")).status).toBe(404);
  });

  it("gives every page a nonce of its own", async () => {
    // Drawn from a pool of random bytes: more than one pool's worth, never twice the same.
    const nonces = new Set(Array.from({ length: 1000 }, () => cspNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const page = await site.request("/o-nas");
    const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(
      page.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(nonces.has(nonce!)).toBe(false);
    expect(await page.text()).toContain(`nonce="${nonce}"`);
  });
});

describe("static files", () => {
  it("lists the build's files by address, without their precompressed twins", () => {
    const files = listStaticFiles(clientDir);
    expect(files.has("/favicon.svg")).toBe(true);
    const assets = [...files].filter((f) => f.startsWith("/assets/"));
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.some((f) => /\.(br|gz)$/.test(f))).toBe(false);
  });
});

describe("request log", () => {
  it("never writes the secret of an order return link", async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = createSiteApp({
      build,
      clientDir,
      publicOrigin: "https://www.leasingowo.pl",
      redirectHosts: [],
      transport: { fetch: (r) => fetch(r), baseUrl: "http://127.0.0.1:1", timeoutMs: 200 },
      log: (line) => lines.push(line),
    });
    const secret = "q5R0abcdefghijklmnopqrstuvwxyz0123456789ABC";
    await logged.request(`/powrot/0b6d3f7e-8c1a-4f7e-9a51-2d3c4b5a6978/${secret}`);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(lines.some((l) => l.path === "/powrot/0b6d3f7e-8c1a-4f7e-9a51-2d3c4b5a6978/•••")).toBe(true);
    expect(loggablePath("/zamow/abc")).toBe("/zamow/abc");
  });
});

describe("when the API is down", () => {
  it("answers API-backed pages with a Polish 503 page within a second, headers intact", async () => {
    const started = Date.now();
    const res = await siteApiDown.request("/");
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.status).toBe(503);
    expectSecurityHeaders(res);
    expect(await res.text()).toContain("Serwis chwilowo niedostępny");
  });

  it("keeps pages that need no API at 200", async () => {
    // The leasing-parameters page reads only the visitor's cookie (content pages read their text from
    // the API and answer 503 then).
    const res = await siteApiDown.request("/parametry-leasingu");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Według tych parametrów liczymy raty");
    expect((await siteApiDown.request("/o-nas")).status).toBe(503);
  });
});

describe("when the API answers with a server error", () => {
  it("shows the Polish error page (not a blank 500) and keeps serving", async () => {
    const broken = createSiteApp({
      build,
      clientDir,
      publicOrigin: "http://localhost",
      redirectHosts: [],
      // An upstream that fails every call with a 500 and an HTML body.
      transport: {
        fetch: async () => new Response("<h1>Internal Error</h1>", { status: 500 }),
        baseUrl: "http://api.internal",
        timeoutMs: 1000,
      },
    });
    const res = await broken.request("/");
    expect(res.status).toBe(502);
    expectSecurityHeaders(res);
    const html = await res.text();
    expect(html).toContain("Wystąpił nieoczekiwany błąd");
    expect(html).not.toContain("Internal Error");
    // The shell degraded to defaults: the default title is still there.
    expect(html).toMatch(/<title>Błąd 502/);
    expect((await broken.request("/parametry-leasingu")).status).toBe(200);
  });
});
