// Embed mode and cross-site posts through the whole site (production build, real API, seeded database
// with the partners of content/partners.yaml): who may frame which host, the partner's cookies and shell,
// refused tokens, and form posts from other sites refused where they used to be accepted.
import { EMBED_TOKEN_REFUSED } from "@vhs/domain/embed.ts";
import { CROSS_SITE_REFUSED } from "@vhs/domain/request-origin.ts";
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "./test-site.ts";

const site = setUpTestSite();
const TOKEN = "an-demo-7Kq2vX9pLm4RtY8w";
const REVOKED = "sk-demo-3Hn8cW5zQa1JdF6e";
const EMBED = "https://embed.leasingowo.pl";
const PARTNER = "https://www.auto-nowak.pl";

const get = (url: string, headers: Record<string, string> = {}) => site().site.request(url, { headers });

describe("framing", () => {
  it("never lets anyone frame the site's own host", async () => {
    const res = await get("https://www.leasingowo.pl/kalkulator-leasingowy");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("lets only the partner's origins frame an embed page, and sets its token cookie for the frame", async () => {
    const res = await get(`${EMBED}/kalkulator-leasingowy?token=${TOKEN}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/frame-ancestors https:\/\/www\.auto-nowak\.pl$/);
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(res.headers.has("x-frame-options")).toBe(false);
    const cookies = res.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith("vhs_et="));
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=None; Secure; Partitioned$/);
    // Every cookie of the frame works in a third-party context (the entry address, too).
    for (const c of cookies) expect(c).toMatch(/SameSite=None; Secure; Partitioned$/);
  });

  it("shows the partner's header: their name and their screens, not the site's menu", async () => {
    const html = await (await get(`${EMBED}/kalkulator-leasingowy?token=${TOKEN}`)).text();
    expect(html).toContain("Auto Nowak Sp. z o.o.");
    expect(html).toContain('aria-label="Ekrany partnera"');
    expect(html).toContain('href="/formularz/contact"');
    expect(html).toMatch(/<html lang="pl"[^>]* data-embed=""/);
    // The served menu marks the screen shown (the frame's bridge moves the mark after a navigation).
    expect(html).toMatch(
      /<a href="\/kalkulator-leasingowy" data-discover="" data-embed-screen="" aria-current="page"/,
    );
    expect(html).not.toContain('aria-label="Menu główne"');
    expect(html).not.toContain("leady@auto-nowak.pl");
  });

  it("keeps a partner's token from the cookie on the next pages", async () => {
    const res = await get(`${EMBED}/wyszukaj`, { cookie: `vhs_et=${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(
      /frame-ancestors https:\/\/www\.auto-nowak\.pl$/,
    );
  });

  it("is never framed on an embed host without a partner", async () => {
    const res = await get(`${EMBED}/kalkulator-leasingowy`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it.each([
    ["an unknown", "nieznany-token-0000"],
    ["a revoked partner's", REVOKED],
    ["a malformed", "<x>"],
  ])("refuses %s token with a Polish page (403)", async (_what, token) => {
    const res = await get(`${EMBED}/kalkulator-leasingowy?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(EMBED_TOKEN_REFUSED);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("serves /embed.js even to a frame whose cookie holds a refused token", async () => {
    const res = await get(`${EMBED}/embed.js`, { cookie: `vhs_et=${REVOKED}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
  });

  it("serves /embed.js for partners' pages", async () => {
    const res = await get("https://www.leasingowo.pl/embed.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const js = await res.text();
    expect(js).toContain("event.origin !== origin");
    expect(js).not.toContain('"*"');
  });
});

describe("cross-site form posts", () => {
  const order = (url: string, headers: Record<string, string>) =>
    site().site.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({
        variantId: "1",
        idempotencyKey: crypto.randomUUID(),
        back: "/",
      }).toString(),
      redirect: "manual",
    });

  it("refuses a post from another site to /zamow-online with a Polish page (was a 303)", async () => {
    const res = await order("https://www.leasingowo.pl/zamow-online", {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain(CROSS_SITE_REFUSED);
  });

  it("refuses one with only an Origin of another site (older browsers)", async () => {
    const res = await order("https://www.leasingowo.pl/zamow-online", { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("accepts the site's own and same-site posts", async () => {
    for (const headers of [
      { origin: "https://www.leasingowo.pl", "sec-fetch-site": "same-origin" },
      { origin: "https://leasingowo.pl", "sec-fetch-site": "same-site" },
    ]) {
      const res = await order("https://www.leasingowo.pl/zamow-online", headers);
      expect(res.status).toBe(303);
    }
  });

  it("in embed mode accepts posts from the partner's page and no other site", async () => {
    const from = (origin: string) =>
      order(`${EMBED}/zamow-online`, { origin, "sec-fetch-site": "cross-site", cookie: `vhs_et=${TOKEN}` });
    expect((await from(PARTNER)).status).toBe(303);
    expect((await from("https://evil.example")).status).toBe(403);
  });
});
