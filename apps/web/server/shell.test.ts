import { describe, expect, it } from "vitest";
import { setUpTestSite } from "./test-site.ts";

const site = setUpTestSite();

/** The markup a visitor sees: the document without its scripts. */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");

describe("404 page", () => {
  it("has exactly one <title>, is not indexed and keeps the English message out of sight", async () => {
    const res = await site().site.request("/nie-ma-takiej-strony");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Nie znaleziono strony | Leasingowo</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain("<h1");
    expect(html).toContain("Nie znaleziono strony</h1>");
    // SPEC §8: the error's message; it travels in the hydration data, never as text on the page.
    expect(html).toContain("Page Not Found: /nie-ma-takiej-strony");
    expect(visible(html)).not.toContain("Page Not Found");
  });

  it("offers a search form and Polish ways on", async () => {
    const html = visible(await (await site().site.request("/nie-ma-takiej-strony")).text());
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const form = /<form[^>]*>/.exec(main)?.[0] ?? "";
    expect(form).toContain('action="/wyszukaj"');
    expect(form).toContain('method="get"');
    expect(main).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    expect(main).toMatch(/<label[^>]*for="blad-szukaj"/);
    for (const href of ["/", "/wyszukaj", "/kalkulator-leasingowy", "/kontakt"])
      expect(main).toContain(`href="${href}"`);
  });

  it("titles other errors once too", async () => {
    const down = site().variant({
      transport: { fetch: (r) => fetch(r), baseUrl: "http://127.0.0.1:1", timeoutMs: 1000 },
      pageCacheTtlMs: 0,
    });
    const res = await down.request("/samochody/toyota");
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Serwis chwilowo niedostępny | Leasingowo</title>");
  });
});

describe("header", () => {
  it("has a Menu disclosure controlling the main menu, which holds the brand list", async () => {
    const html = visible(await (await site().site.request("/")).text());
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header).toMatch(
      /<details class="peer md:hidden"><summary aria-controls="menu-glowne"[^>]*>.*Menu<\/summary><\/details>/,
    );
    const nav = header.slice(header.indexOf('<nav id="menu-glowne" aria-label="Menu główne"'));
    expect(nav.length).toBeLessThan(header.length);
    expect(nav).toContain("Marki</summary>");
    expect(nav).toContain('href="/samochody/toyota"');
    expect(nav).toContain('href="/kalkulator-leasingowy"');
    // The leasing parameters keep their whole name for assistive technology when shortened on screen.
    expect(header).toMatch(/>Parametry<span class="[^"]*sr-only[^"]*"> leasingu<\/span><\/a>/);
  });
});

describe("footer", () => {
  it("has the offer, partner and company columns, the blog, press office and investor pages among them", async () => {
    const html = visible(await (await site().site.request("/")).text());
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    for (const heading of ["Oferta", "Dla partnerów", "Firma"]) expect(footer).toContain(`>${heading}</h2>`);
    for (const href of [
      "/oferta",
      "/oferta/dla-przedsiebiorcy",
      "/oferta/portale",
      "/biznesON",
      "/obsluga-klienta",
      "/informacje/polityka-cookies",
      "/informacje/regulamin-serwisu",
      "/moto",
      "/biuro-prasowe",
      "/raporty-okresowe",
    ])
      expect(footer).toContain(`href="${href}"`);
  });
});

describe("a document", () => {
  const BROWSER =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

  it("goes to a browser in one piece when no section of it is still on its way", async () => {
    const res = await site().site.request("/wyszukaj", {
      headers: { "user-agent": BROWSER, "cache-control": "no-cache" },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<\/html>$/);
    expect(html).toContain("window.__reactRouterContext.streamController.enqueue(");
    // No parts streamed after the shell: no hidden copies and no script of React's to swap them in.
    expect(html).not.toMatch(/<template id="B:\d+"/);
    expect(html).not.toContain("$RC(");
  });

  it("leaves its JavaScript for after the first paint: no preload in the head, no static import in the boot", async () => {
    const html = await (await site().site.request("/samochody/toyota")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toMatch(/<link [^>]*rel="stylesheet"/);
    const boot = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(boot).toHaveLength(1);
    expect(boot[0]).not.toMatch(/^\s*import \* as/m);
    expect(boot[0]).toContain("first-contentful-paint");
    expect(boot[0]).toMatch(
      /const urls=\["\/assets\/root-[^"]+\.js","\/assets\/default-[^"]+\.js","\/assets\/brand-/,
    );
    expect(boot[0]).toContain(
      "const [route0, route1, route2] = await Promise.all(urls.map((u)=>import(u)));",
    );
  });

  it("sends no colours of the default site in the hydration data: they are the stylesheet's own", async () => {
    const html = await (
      await site().site.request("/parametry-leasingu", { headers: { "user-agent": BROWSER } })
    ).text();
    expect(html).toContain('<meta name="theme-color" content="#0a66a8"/>');
    const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
      .map((m) => JSON.parse(m[1]!) as string)
      .join("");
    expect(data).toContain("parametry-leasingu");
    for (const colour of ["#eef6fc", "#d5e8f6", "#0a66a8", "#08568e", "#064371"]) {
      expect(data, colour).not.toContain(colour);
    }
  });

  /** The site with the blog's newest articles held back until `release()`: a section still on its way. */
  function siteWithLateNews() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, variant } = site();
    const late = variant({
      transport: {
        fetch: async (request) => {
          if (new URL(request.url).pathname.endsWith("/moto-news")) await gate;
          return api.fetch(request);
        },
        baseUrl: "http://api.internal",
        timeoutMs: 10_000,
      },
    });
    return { late, release };
  }

  it("sends a browser the page before a section still on its way, and streams that section after it", async () => {
    const { late, release } = siteWithLateNews();
    const res = await late.request("/", { headers: { "user-agent": BROWSER, "cache-control": "no-cache" } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const read = async (until: (text: string) => boolean) => {
      let text = "";
      while (!until(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text;
    };
    // Everything but the news has come while the news is held back: the page, its footer and its place.
    const first = await read((text) => text.includes("</footer>"));
    expect(first).toContain("<h1");
    expect(first).toMatch(/<template id="B:\d+"/);
    expect(first).not.toContain("Z bloga Moto");
    release();
    const rest = await read(() => false);
    expect(rest).toContain("Z bloga Moto");
    expect(rest).toContain("$RC(");
    expect(`${first}${rest}`).toMatch(/<\/html>$/);
  });

  it("gives a crawler the page in one answer, after a section still on its way has come", async () => {
    const { late, release } = siteWithLateNews();
    let answered = false;
    const answer = Promise.resolve(
      late.request("/", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } }),
    ).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    const html = await (await answer).text();
    // In the one answer: React drew the section's place first, so the section follows in the same bytes.
    expect(html).toContain("Z bloga Moto");
    expect(html).toMatch(/<\/html>$/);
  });

  it("answers HEAD with the headers its GET has", async () => {
    const head = await site().site.request("/wyszukaj", { method: "HEAD" });
    const get = await site().site.request("/wyszukaj");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(await head.text()).toBe("");
  });
});
