import { createApiApp } from "@vhs/api/app.ts";
import { formatPlnWhole } from "@vhs/domain/format.ts";
import { DEFAULT_PARAMS, type LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { COMPANY } from "@vhs/domain/site.ts";
import { describe, expect, it } from "vitest";
import { BUDGETS, budgetSearch, SEARCH_BUDGETS } from "../app/lib/budget.ts";
import type { ModelItem } from "../app/lib/catalog.ts";
import { monthlyInstallment } from "../app/lib/leasing.ts";
import { paramsCookie } from "../app/lib/leasing-params.ts";
import type { LeasingRates } from "../app/lib/leasing-shell.ts";
import { modelCardData } from "../app/lib/model-offers.ts";
import { setUpTestSite } from "./test-site.ts";

// The home page as the server renders it (no JavaScript): the promise, a car, the monthly-budget search,
// popular models with their instalments, the budget links, and the trust section.

const site = setUpTestSite();

/** The page's text without tags, React's text separators and extra spaces (no-break spaces are kept). */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[ \t\n\r]+/g, " ");
}

/** The HTML of the section labelled by the heading with this id (up to the next section). */
function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  const end = html.indexOf("<section", start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

async function page(params?: LeasingParams, s = site().site) {
  const headers: Record<string, string> = {};
  if (params) headers.cookie = paramsCookie(params).split(";")[0]!;
  const res = await s.request("/", { headers });
  expect(res.status).toBe(200);
  return res.text();
}

async function rates(): Promise<LeasingRates> {
  const res = await site().site.request("/api/v3/leasing-calculator-setup");
  return ((await res.json()) as { rates: LeasingRates }).rates;
}

async function popular(): Promise<ModelItem[]> {
  const res = await site().site.request("/api/v3/popular-models/?limit=8");
  return (await res.json()) as ModelItem[];
}

/** "od 1 234 zł netto/mies.", as Intl pl-PL groups it (a no-break space between groups and before "zł"). */
const INSTALMENT = /od (\d{1,3}(?:\u00a0\d{3})*)\u00a0zł (netto|brutto)\/mies\./g;

describe("the home page", () => {
  it("promises a decision in 15 minutes online, shows a catalogue car, and promises no SMS signing", async () => {
    const html = await page();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Leasing samochodów nowych i używanych<\/h1>/);
    expect(text).toContain("decyzję w 15 minut");
    expect(text).toContain("Decyzja w 15 minut, bez wizyty w oddziale");
    expect(text).not.toMatch(/SMS/i);
    const top = modelCardData((await popular())[0]!);
    const hero = sectionOf(html, "naglowek");
    expect(hero).toContain(`alt="${top.brand.name} ${top.name}: rysunek samochodu"`);
    expect(hero).toMatch(new RegExp(`src="/srv/auto/\\d+/${top.bodyType}/[0-9a-f]{6}\\.svg"`));
    expect(hero).toContain(`href="/samochody/${top.brand.slug}/${top.slug}"`);
  });

  it("has a monthly-budget search box: a GET form to /wyszukaj with the instalment limit", async () => {
    const html = await page();
    const box = sectionOf(html, "szukaj-na-rate").replace(/<!-- -->/g, "");
    expect(box).toMatch(/<form [^>]*action="\/wyszukaj" method="get">/);
    for (const [id, name, label] of [
      ["rata-do", "installmentMax", "Rata miesięczna"],
      ["nadwozie", "body", "Nadwozie"],
      ["stan", "state", "Stan"],
    ]) {
      expect(box).toContain(`<label for="${id}"`);
      expect(box).toMatch(new RegExp(`<label for="${id}"[^>]*>${label}</label>`));
      expect(box).toMatch(new RegExp(`<select id="${id}" name="${name}"`));
    }
    for (const monthly of SEARCH_BUDGETS)
      expect(box).toContain(`<option value="${monthly}">do ${formatPlnWhole(monthly)} netto/mies.</option>`);
    expect(box).toContain('<option value="suv">SUV</option>');
    expect(box).toMatch(/<button type="submit"[^>]*>Pokaż samochody<\/button>/);
    expect(box).not.toContain('name="priceType"');
  });

  it("links to the cars of each monthly budget, following the visitor's parameters", async () => {
    const r = await rates();
    const links = sectionOf(await page(), "na-kazdy-budzet");
    expect(links.match(/<a /g)).toHaveLength(BUDGETS.length);
    for (const monthly of BUDGETS) {
      const found = budgetSearch(monthly, DEFAULT_PARAMS, r)!;
      expect(links).toContain(`href="/wyszukaj?installmentMax=${monthly}"`);
      expect(textOf(links)).toContain(`cena do ${formatPlnWhole(found.priceMax)} netto`);
    }
    expect(textOf(links)).toContain(`Samochody do ${formatPlnWhole(1500)} netto/mies.`);
    expect(textOf(links)).toContain("1\u00a0500\u00a0zł");

    const consumer: LeasingParams = { client: "consumer", duration: 36, initialFee: 10, repurchase: 10 };
    const html = await page(consumer);
    const found = budgetSearch(2000, consumer, r)!;
    expect(sectionOf(html, "na-kazdy-budzet")).toContain('href="/wyszukaj?installmentMax=2000"');
    expect(textOf(sectionOf(html, "na-kazdy-budzet"))).toContain(
      `cena do ${formatPlnWhole(found.priceMax)} brutto`,
    );
    expect(textOf(sectionOf(html, "szukaj-na-rate"))).toContain(`do ${formatPlnWhole(2000)} brutto/mies.`);
  });

  it("shows the popular models with their instalment first, formatted as Intl pl-PL does", async () => {
    const r = await rates();
    const models = (await popular()).map((m) => modelCardData(m));
    // A short lease with a small buy-out: instalments over 1 000 zł, which show the group separator.
    const params: LeasingParams = { client: "consumer", duration: 36, initialFee: 10, repurchase: 10 };
    for (const [p, basis] of [
      [DEFAULT_PARAMS, "netto"],
      [params, "brutto"],
    ] as const) {
      const section = sectionOf(await page(p), "popularne-modele");
      expect(section.match(/<article/g)).toHaveLength(models.length);
      const shown = [...textOf(section).matchAll(INSTALMENT)];
      expect(shown).toHaveLength(models.length);
      models.forEach((m, i) => {
        const expected = monthlyInstallment(m.price, "net", p, r)!;
        expect(shown[i]![1], m.name).toBe(formatPlnWhole(expected.amount).replace(/\u00a0zł$/, ""));
        expect(shown[i]![2]).toBe(basis);
      });
      if (p === params) expect(shown.some((s) => s[1]!.includes("\u00a0"))).toBe(true);
      // The instalment comes before the car's price on every card.
      const firstCard = textOf(section.slice(section.indexOf("<article"), section.indexOf("</article>")));
      expect(firstCard.indexOf("/mies.")).toBeLessThan(firstCard.indexOf("cena od"));
      expect(firstCard).toContain(`cena od`);
      expect(firstCard).toContain(basis === "netto" ? "zł netto" : "zł brutto");
    }
  });

  it("shows the trust section: the decision, opinions marked as examples, registers, company data, banks, phone", async () => {
    const html = await page();
    const text = textOf(html);
    expect(text).toContain("Jak podejmujemy decyzję");
    expect(text).toContain("każdą odmowę zatwierdza człowiek");
    expect(text).toContain("Opinie klientów");
    expect(text).toContain("Przykładowe opinie (środowisko testowe)");
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(text).toContain(`Rejestr instytucji pożyczkowych KNF , numer ${COMPANY.lendingRegister}`);
    expect(text).toContain("Wpis nie oznacza nadzoru KNF nad naszą działalnością leasingową");
    expect(text).toContain("Związek Polskiego Leasingu");
    for (const value of [
      COMPANY.name,
      COMPANY.address,
      COMPANY.krs,
      COMPANY.nip,
      COMPANY.regon,
      COMPANY.shareCapital,
    ])
      expect(text).toContain(value);
    expect(text).toContain("PKO Bank Polski");
    expect(text).not.toContain("Bank Testowy");
    expect(html).toContain('href="tel:+48221002030"');
    expect(text).toContain("Zadzwoń: +48 22 100 20 30");
    expect(text).toContain("Infolinia czynna pon.–pt. 8:00–18:00");
    // The header's phone line on desktop, with its hours.
    expect(html).toMatch(
      /<header[\s\S]*<a href="tel:\+48221002030"[^>]*>\+48 22 100 20 30<\/a><span[^>]*>pon\.–pt\. 8:00–18:00<\/span>[\s\S]*<\/header>/,
    );
  });

  it("does not call the opinions examples outside the sandbox", async () => {
    const api = createApiApp(site().handle, { basePath: "/api", sandbox: false });
    const live = site().variant({
      api,
      transport: { fetch: async (r) => api.fetch(r), baseUrl: "http://api.internal", timeoutMs: 10_000 },
    });
    const text = textOf(await page(undefined, live));
    expect(text).toContain("Opinie klientów");
    expect(text).not.toContain("Przykładowe opinie");
  });
});
