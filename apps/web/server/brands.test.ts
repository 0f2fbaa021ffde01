import { describe, expect, it } from "vitest";
import { setUpTestSite } from "./test-site.ts";

// The site's brands (packages/domain/src/site-brands.ts) as served: the same build answers the costing and
// tools brands' hosts with their own name, logo, colours, menu, meta defaults and analytics container, and
// the default site as before.

const t = setUpTestSite({
  site: {
    pageCacheTtlMs: 10_000,
    brandHosts: { costing: "koszty.leasingowo.pl", tools: "narzedzia.leasingowo.pl" },
    tagManager: {
      costingHost: "koszty.leasingowo.pl",
      toolsHost: "narzedzia.leasingowo.pl",
      embedLabel: "embed",
      containers: { default: "GTM-DOMYSL1", costing: "GTM-KOSZTY1", tools: "GTM-NARZED1" },
    },
  },
});

async function page(url: string) {
  const res = await t().site.request(url);
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: string) =>
  new RegExp(`<meta (?:property|name)="${attr}" content="([^"]*)"`).exec(html)?.[1];

describe("brands of the site by host", () => {
  it("the car-costing brand: its name and logo, colours, menu, meta defaults and container", async () => {
    const { html } = await page("https://koszty.leasingowo.pl/");
    expect(html).toMatch(/<html lang="pl" data-brand="costing" style="[^"]*--color-brand-700:#115e59/);
    expect(html).toContain('aria-label="Koszt Auta – strona główna"');
    expect(html).toContain('<path d="M12 3a9 9 0 1 0 0 18');
    for (const label of ["Policz koszt", "Samochody z ratą", "Poradnik kosztów"])
      expect(html).toContain(label);
    expect(html).not.toContain(">Marki<");
    expect(titleOf(html)).toBe("Ile kosztuje samochód w leasingu? Kalkulator kosztów | Koszt Auta");
    expect(metaOf(html, "og:site_name")).toBe("Koszt Auta");
    expect(metaOf(html, "theme-color")).toBe("#0f766e");
    expect(html).toContain("Koszt Auta to serwis Leasingowo");
    expect(html).toContain("GTM-KOSZTY1");
    expect(html).not.toContain("GTM-DOMYSL1");
  });

  it("the tools brand: its own menu and meta defaults; pages with titles of their own keep them", async () => {
    const { html } = await page("https://narzedzia.leasingowo.pl/kontakt");
    expect(html).toContain('data-brand="tools"');
    expect(html).toContain("--color-brand-700:#4338ca");
    expect(html).toContain('href="/biura-rachunkowe"');
    expect(html).toContain("Dla księgowych");
    expect(metaOf(html, "og:site_name")).toBe("Narzędzia Leasingowo");
    expect(html).toContain("GTM-NARZED1");
    const home = await page("https://narzedzia.leasingowo.pl/");
    expect(titleOf(home.html)).toBe("Kalkulatory leasingowe i podatkowe dla firm | Narzędzia Leasingowo");
  });

  it("the default site is unchanged, and each host keeps its own cached page", async () => {
    await page("https://koszty.leasingowo.pl/o-nas");
    const { res, html } = await page("https://www.leasingowo.pl/o-nas");
    expect(res.headers.get("x-page-cache")).not.toBe("hit");
    expect(html).toContain('<html lang="pl" data-brand="default">');
    expect(html).toContain('aria-label="Leasingowo – strona główna"');
    expect(html).toContain(">Marki<");
    for (const label of ["Dla firm", "Prywatnie"]) expect(html).toContain(label);
    expect(html).not.toContain("Koszt Auta");
    expect(metaOf(html, "og:site_name")).toBe("Leasingowo");
    expect(metaOf(html, "theme-color")).toBe("#0a66a8");
    expect(html).toContain("GTM-DOMYSL1");
  });
});
