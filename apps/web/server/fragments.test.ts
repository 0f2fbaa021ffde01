// Kept parts drawn as static markup and reused across answers (app/lib/fragment-cache.server.ts): what
// each visitor gets is still their own page — their hearts, their instalments — and the same markup a
// render without the cache gives.
import { describe, expect, it } from "vitest";
import { setUpTestSite, TEST_ORIGIN } from "./test-site.ts";

const site = setUpTestSite();

const CONSUMER = `vhs_f=${encodeURIComponent("client=consumer&duration=48&initialFee=10&repurchase=20")}`;

/**
 * A crawler's answer waits for every deferred section (the blog's newest articles) and writes the page in
 * one piece; a visitor's may stream them after the shell, early or late as the database answers, so two
 * visitors' answers are only comparable byte for byte as a crawler gets them.
 */
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function html(path: string, cookie?: string, variant = site().site, userAgent?: string) {
  const res = await variant.request(path, {
    headers: {
      "cache-control": "no-cache",
      ...(cookie ? { cookie } : {}),
      ...(userAgent ? { "user-agent": userAgent } : {}),
    },
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Each card's reference and heart state, in order: a card's first button is its heart. */
function hearts(page: string) {
  return [
    ...page.matchAll(
      /<article class="car-card car-offer">[\s\S]*?<button form="[^"]+" value="([^"]+)" aria-pressed="(true|false)" title="[^"]+ ulubionych"/g,
    ),
  ].map((m) => [m[1]!, m[2] === "true"] as const);
}

/** Each card's monthly instalment as it reads ("482 zł net"), in order. */
const instalments = (page: string) =>
  [...page.matchAll(/<p>od <strong>([^<]+)<\/strong> (netto|brutto)\/mies\./g)].map(
    (m) => `${m[1]} ${m[2] === "netto" ? "net" : "gross"}`,
  );

/** The document without what differs between any two answers: the nonce and the order forms' keys. */
const stable = (page: string) =>
  page
    .replace(/nonce="[^"]*"|nonce: "[^"]*"/g, "nonce")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "key");

/** Where two pages first differ, with some context, for a readable failure. */
function firstDifference(a: string, b: string) {
  if (a === b) return undefined;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return {
    at: i,
    cached: a.slice(Math.max(0, i - 120), i + 120),
    drawn: b.slice(Math.max(0, i - 120), i + 120),
  };
}

describe("cards and filters kept as served, from the fragment cache", () => {
  it("show each visitor's own favourites, without leaking them into another's answer", async () => {
    const first = hearts(await html("/wyszukaj"));
    expect(first).toHaveLength(24);
    expect(first.every(([, pressed]) => !pressed)).toBe(true);
    const [ref] = first[2]!;
    const mine = hearts(await html("/wyszukaj", `vhs_fav=${encodeURIComponent(ref)}`));
    expect(mine.filter(([, pressed]) => pressed).map(([r]) => r)).toEqual([ref]);
    expect(hearts(await html("/wyszukaj"))).toEqual(first);
  });

  it("post a heart and a \"Porównaj\" without JavaScript to their list's form, the operation in the button's name", async () => {
    const page = await html("/wyszukaj");
    const [ref] = hearts(page)[0]!;
    const forms = Object.fromEntries(
      [...page.matchAll(/<form id="([^"]+)" hidden="" action="(\/[a-z/]+)" method="post">/g)].map((m) => [
        m[2]!,
        m[1]!,
      ]),
    );
    const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
    const buttons = [...page.matchAll(/<button [^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => attribute(tag, "value") === ref && attribute(tag, "form") !== undefined)
      .map((tag) => [attribute(tag, "form"), attribute(tag, "name"), attribute(tag, "formAction")]);
    expect(buttons.slice(0, 2)).toEqual([
      [forms["/ulubione/zmien"], "add", undefined],
      [forms["/porownaj/zmien"], "add", undefined],
    ]);
    // The browser sends the button's name and value to its form's action; the cookie changes and the
    // visitor goes back to the page.
    for (const [action, cookie] of [
      ["/ulubione/zmien", "vhs_fav"],
      ["/porownaj/zmien", "vhs_cmp"],
    ] as const) {
      const res = await site().site.request(`${TEST_ORIGIN}${action}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          referer: `${TEST_ORIGIN}/wyszukaj`,
          origin: TEST_ORIGIN,
        },
        body: new URLSearchParams({ add: ref }),
      });
      expect(res.status, action).toBe(303);
      expect(res.headers.get("location")).toBe("/wyszukaj");
      expect(res.headers.get("set-cookie")).toContain(`${cookie}=${encodeURIComponent(ref)}`);
    }
    const removing = await html("/wyszukaj", `vhs_fav=${encodeURIComponent(ref)}`);
    expect(hearts(removing)[0]).toEqual([ref, true]);
    const pressed = [...removing.matchAll(/<button [^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => attribute(tag, "value") === ref && attribute(tag, "aria-pressed") === "true");
    expect(pressed && attribute(pressed, "name")).toBe("remove");
  });

  it("show the instalments of each visitor's leasing parameters", async () => {
    const firm = instalments(await html("/wyszukaj?body=suv"));
    const consumer = instalments(await html("/wyszukaj?body=suv", CONSUMER));
    expect(firm).toHaveLength(24);
    expect(firm.every((i) => i.endsWith(" net"))).toBe(true);
    expect(consumer.every((i) => i.endsWith(" gross"))).toBe(true);
    expect(instalments(await html("/wyszukaj?body=suv"))).toEqual(firm);
  });

  it("are the markup a render without the cache draws, cards, filters and all", async () => {
    const uncached = site().variant({ fragmentCacheBytes: 0 });
    for (const path of [
      "/wyszukaj?body=kombi&fuel=diesel",
      "/samochody/skoda/octavia",
      "/samochody/toyota/corolla",
      "/samochody/skoda",
      "/kolekcje/samochody-elektryczne",
    ]) {
      // Twice on each site, so that both answer from warm API caches: a section below the fold
      // is inlined when its data is ready in time and streamed after the page when it is not,
      // and on a cold cache that race goes either way.
      await html(path, undefined, undefined, CRAWLER);
      await html(path, undefined, uncached, CRAWLER);
      const cached = stable(await html(path, undefined, undefined, CRAWLER));
      expect(cached, path).toMatch(/<article class="car-card[ "]/);
      const drawn = stable(await html(path, undefined, uncached, CRAWLER));
      expect(firstDifference(cached, drawn), path).toBeUndefined();
    }
  });

  it("checks the boxes of the filters chosen, per query", async () => {
    const suv = await html("/wyszukaj?body=suv");
    const kombi = await html("/wyszukaj?body=kombi");
    const checked = (page: string) =>
      [...page.matchAll(/<input type="checkbox" name="body" checked="" value="([^"]+)"/g)].map((m) => m[1]);
    expect(checked(suv)).toEqual(["suv"]);
    expect(checked(kombi)).toEqual(["kombi"]);
  });

  it("serve the home page's trust section once: in the markup, not again in the hydration data", async () => {
    const page = await html("/");
    const opinion = /<p>„([^<]{40,})/.exec(page)?.[1];
    expect(opinion, "the home page shows opinions").toBeTruthy();
    const hydration = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
    expect(hydration).toContain("routes/home");
    expect(hydration).not.toContain(opinion!.slice(0, 40));
    // A client navigation's data carries it, for React to draw.
    const data = await (await site().site.request("/_.data")).text();
    expect(data).toContain(opinion!.slice(0, 40));
  });

  it("serve a model page's texts once, and send only the id of its limited offer's car", async () => {
    const page = await html("/samochody/skoda/octavia");
    const about = /<h2 id="opis"[^>]*>[^<]*<\/h2><div[^>]*><p>([^<]{40,})/.exec(page)?.[1];
    expect(about, "the model page describes the model").toBeTruthy();
    const hydration = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
    expect(hydration).toContain("routes/catalog/model");
    expect(hydration).not.toContain(about!.slice(0, 40));
    expect(hydration).not.toContain('"engineCapacity"');
    const data = await (await site().site.request("/samochody/skoda/octavia.data")).text();
    expect(data).toContain(about!.slice(0, 40));
  });

  it("serve the header's brands menu and the footer's link columns once, on every page with the full shell", async () => {
    for (const path of ["/", "/wyszukaj", "/o-nas"]) {
      const page = await html(path);
      const footer = page.slice(page.indexOf("<footer"), page.indexOf("</footer>"));
      expect(footer, path).toContain(">Program partnerski</a>");
      expect(footer, path).toContain('href="tel:+48221002030"');
      const hydration = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
      expect(hydration, path).toContain("+48 22 100 20 30");
      expect(hydration, path).not.toContain("Program partnerski");
      expect(page, path).toContain(
        '<a href="/samochody/mercedes-benz" data-discover="" class="brand-menu-link">',
      );
      if (path === "/o-nas") expect(hydration, path).not.toContain("mercedes-benz");
    }
    // The root's data in a client navigation carries them, for React to draw.
    const data = await (await site().site.request("/o-nas.data?_routes=root")).text();
    expect(data).toContain("Program partnerski");
    expect(data).toContain("mercedes-benz");
  });

  it("serve the calculator's schedule once: its chart and table in the markup, its rows not in the hydration data", async () => {
    const path = "/kalkulator-leasingowy?price=150000&priceType=net";
    const page = await html(path);
    const table = page.slice(page.indexOf('<section aria-label="Tabela rat"'), page.indexOf("</table>"));
    const rows = [
      ...table.matchAll(
        /<tr class="odd:bg-slate-50"><th scope="row"[^>]*>(\d+)<\/th><td[^>]*>([^<]+)<\/td><td[^>]*>([^<]+)</g,
      ),
    ];
    expect(rows.map((r) => Number(r[1]))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(page).toContain("Kapitał i odsetki w kolejnych ratach");
    const hydration = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
    expect(hydration).toContain("routes/leasing/calculator");
    expect(hydration).toContain("installmentNet");
    expect(hydration).not.toContain('"balance');
    expect(hydration).not.toContain('\\"balance');
    // The live recalculation's data carries the rows, for React to draw them anew.
    const data = await (await site().site.request(path.replace("?", ".data?"))).text();
    expect(data).toContain('"balance"');
  });
});
