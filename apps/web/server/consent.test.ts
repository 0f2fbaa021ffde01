import { describe, expect, it } from "vitest";
import { consentRoutes } from "./consent.ts";
import { htmlCsp } from "./headers.ts";
import { setUpTestSite } from "./test-site.ts";

// The cookie banner without JavaScript, the CSP of pages with a tag manager container, and the page as
// served: banner, Consent Mode defaults with the nonce, no tag manager script in the HTML.

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const app = consentRoutes({ ownHosts: ["www.leasingowo.pl"], now: () => NOW });
const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request("https://www.leasingowo.pl/srv/consent", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });
const SAME = { "sec-fetch-site": "same-origin", origin: "https://www.leasingowo.pl" };

describe("POST /srv/consent (the banner and settings without JavaScript)", () => {
  it("stores the choice with its version and time, and sends the visitor back (303)", async () => {
    const all = await post({ choice: "all", back: "/samochody/skoda?body=suv" }, SAME);
    expect(all.status).toBe(303);
    expect(all.headers.get("location")).toBe("/samochody/skoda?body=suv");
    const cookie = all.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^vhs_consent=v1\.a1\.m1\.t1795608000; Path=\/; SameSite=Lax; Secure; Max-Age=31536000$/,
    );
    expect(cookie).not.toContain("HttpOnly");

    const none = await post({ choice: "none", back: "/" }, SAME);
    expect(none.headers.get("set-cookie")).toContain("vhs_consent=v1.a0.m0.t");
    const custom = await post({ choice: "custom", analytics: "on", back: "/kontakt" }, SAME);
    expect(custom.headers.get("set-cookie")).toContain("vhs_consent=v1.a1.m0.t");
    expect(custom.headers.get("location")).toBe("/kontakt");
  });

  it("never sends anyone to another site, and refuses an unknown answer", async () => {
    for (const back of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const res = await post({ choice: "none", back }, SAME);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
    }
    const unknown = await post({ choice: "tak" }, SAME);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Wybierz jedną z opcji");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("refuses posts from other sites (403): nobody else grants or withdraws consent for the visitor", async () => {
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
    ];
    for (const headers of attempts) {
      const res = await post({ choice: "all", back: "/" }, headers);
      expect(res.status).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).toContain("tylko na naszej stronie");
    }
    expect((await post({ choice: "all" }, { "sec-fetch-site": "same-site" })).status).toBe(303);
  });
});

describe("the CSP of HTML pages", () => {
  it("allows the tag manager's origins only where a container is configured", () => {
    const plain = htmlCsp("N");
    expect(plain).not.toContain("googletagmanager");
    expect(plain).not.toContain("google-analytics");
    const withTags = htmlCsp("N", { tagManager: true });
    const directive = (name: string) =>
      withTags
        .split("; ")
        .find((d) => d.startsWith(`${name} `))!
        .split(" ")
        .slice(1);
    expect(directive("script-src")).toEqual([
      "'self'",
      "'nonce-N'",
      "'strict-dynamic'",
      "https://www.googletagmanager.com",
    ]);
    expect(directive("connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(directive("img-src")).toEqual([
      "'self'",
      "data:",
      "https://cdn.imagin.studio",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
    ]);
    expect(withTags).toContain("object-src 'none'");
    expect(withTags).toContain("frame-ancestors 'none'");
  });
});

describe("pages with consent-first analytics", () => {
  const t = setUpTestSite({
    site: {
      pageCacheTtlMs: 10_000,
      tagManager: {
        costingHost: "koszty.leasingowo.pl",
        toolsHost: "narzedzia.leasingowo.pl",
        embedLabel: "embed",
        containers: { default: "GTM-TEST123" },
      },
    },
  });

  it("a first visit: the banner, Consent Mode defaults with the nonce, the GTM origins in the CSP, no GTM script", async () => {
    const res = await t().site.request("https://www.leasingowo.pl/o-nas");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("https://www.googletagmanager.com");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await res.text();
    expect(html).toContain('aria-labelledby="zgoda-cookies"');
    for (const label of ["Akceptuj wszystkie", "Odrzuć wszystkie", "Ustawienia"])
      expect(html).toContain(label);
    expect(html).toContain('action="/srv/consent"');
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}">window.dataLayer=`));
    expect(html).toContain('gtag("consent","default",{"ad_storage":"denied"');
    expect(html).not.toContain("gtm.js?id=");
    expect(html).toContain("Ustawienia cookies");
  });

  it("the banner sends each page's visitor back to that page, its address escaped", async () => {
    for (const path of ["/o-nas", "/wyszukaj?body=suv&brand=kia"]) {
      const html = await (await t().site.request(`https://www.leasingowo.pl${path}`)).text();
      expect(html).toContain(`<input type="hidden" name="back" value="${path.replace("&", "&amp;")}"/>`);
    }
  });

  it("after a choice the banner is gone, and decided visitors share one cached page", async () => {
    const ask = (cookie: string) =>
      t().site.request("https://www.leasingowo.pl/samochody/skoda", { headers: { cookie } });
    const first = await ask("vhs_consent=v1.a1.m1.t1795608000");
    expect(await first.text()).not.toContain('aria-labelledby="zgoda-cookies"');
    const second = await ask("vhs_consent=v1.a0.m0.t1795600000");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const undecided = await ask("vhs_entry=%2F");
    expect(await undecided.text()).toContain('aria-labelledby="zgoda-cookies"');
  });

  it("no container: no Consent Mode script and no Google origins (development, or not configured)", async () => {
    const res = await t().variant({ tagManager: undefined }).request("https://www.leasingowo.pl/o-nas");
    expect(res.headers.get("content-security-policy")).not.toContain("google");
    const html = await res.text();
    expect(html).not.toContain("gtag(");
    expect(html).toContain('aria-labelledby="zgoda-cookies"');
  });

  it("the settings page: no box ticked before a choice, the stored choice after it, a form that posts", async () => {
    const fresh = await (
      await t().site.request("https://www.leasingowo.pl/ustawienia-cookies?powrot=%2Fkontakt")
    ).text();
    expect(fresh).toContain("<h1");
    expect(fresh).toContain("Ustawienia plików cookies");
    expect(fresh).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
    expect(fresh).toContain('name="back" value="/kontakt"');
    const chosen = await (
      await t().site.request("https://www.leasingowo.pl/ustawienia-cookies", {
        headers: { cookie: "vhs_consent=v1.a1.m0.t1795608000" },
      })
    ).text();
    expect(chosen).toContain('name="back" value="/"');
    expect(chosen).toMatch(/<input[^>]*name="analytics"[^>]*checked/);
    expect(chosen).not.toMatch(/<input[^>]*name="marketing"[^>]*checked/);
  });

  it("the settings go back to the page they were opened from, never to an offer's address", async () => {
    const open = async (referer: string) =>
      (
        await t().site.request("https://www.leasingowo.pl/ustawienia-cookies", { headers: { referer } })
      ).text();
    expect(await open("https://www.leasingowo.pl/samochody/skoda?body=suv")).toContain(
      'name="back" value="/samochody/skoda?body=suv"',
    );
    expect(await open("https://evil.example/x")).toContain('name="back" value="/"');
    expect(await open("https://www.leasingowo.pl/oferta/abcdefghijklmnopqrstuvwxyz012345")).toContain(
      'name="back" value="/"',
    );
  });

  it("the entry cookie keeps the path and campaign keys only, never a partner's token", async () => {
    const res = await t().site.request(
      "https://www.leasingowo.pl/o-nas?utm_source=x&gclid=y&token=partner-token-1&q=1",
    );
    const entry = res.headers.getSetCookie().find((c) => c.startsWith("vhs_entry=")) ?? "";
    expect(entry).toContain(`vhs_entry=${encodeURIComponent("/o-nas?utm_source=x&gclid=y")};`);
    expect(entry).not.toContain("partner-token");
  });
});
