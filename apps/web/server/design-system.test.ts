import { describe, expect, it } from "vitest";
import { SECTIONS } from "../app/components/design-system/section.tsx";
import { COLOUR_ROLES } from "../app/lib/design-tokens.ts";
import { setUpTestSite } from "./test-site.ts";

// The design system's components page (/dev/komponenty): every component it lists is the real one,
// rendered by the server; it exists only outside production.

const PATH = "/dev/komponenty";
const site = setUpTestSite({ site: { devPages: true } });

async function html() {
  const res = await site().site.request(PATH);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.text();
}

/** The HTML of one section of the page (up to the next one). */
function sectionOf(page: string, id: string): string {
  const start = page.indexOf(`<section id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  const end = page.indexOf("<section id=", start + 1);
  return page.slice(start, end === -1 ? undefined : end);
}

describe("/dev/komponenty", () => {
  it("is not indexed and lists every section in its table of contents", async () => {
    const page = await html();
    expect(page).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(page).toContain("<h1");
    for (const [id, heading] of SECTIONS) {
      expect(page, id).toContain(`href="#${id}"`);
      expect(sectionOf(page, id), id).toContain(heading);
    }
  });

  it("shows every colour token with its value and its contrast against white", async () => {
    const colours = sectionOf(await html(), "kolory");
    for (const name of [...Object.keys(COLOUR_ROLES), "slate-500", "slate-600"]) {
      const row = new RegExp(`data-token="${name}"[\\s\\S]*?data-contrast="([\\d.]+)"`).exec(colours);
      expect(row, name).not.toBeNull();
    }
    // Computed, not typed in: brand-700 (#08568e) is 7.69:1 on white, danger-700 (Tailwind's red-700) 6.42:1.
    expect(colours).toMatch(/data-token="brand-700"[\s\S]*?#08568e[\s\S]*?data-contrast="7.69"/);
    expect(colours).toMatch(/data-token="danger-700"[\s\S]*?#c10007[\s\S]*?data-contrast="6.42"/);
    expect(colours).not.toContain("za mało");
  });

  it("shows the type scale, spacing and the shadow token", async () => {
    const page = await html();
    expect(sectionOf(page, "typografia")).toMatch(/text-3xl font-bold(<!-- -->)? · (<!-- -->)?1.875rem/);
    expect(sectionOf(page, "odstepy")).toMatch(/--spacing = 0.25rem[\s\S]*shadow-bar/);
  });

  it("renders the real components", async () => {
    const page = await html();
    const buttons = sectionOf(page, "przyciski");
    for (const cls of [
      "btn-primary",
      "btn-secondary",
      "btn-light",
      "btn-outline-light",
      "chip",
      "car-action",
    ])
      expect(buttons, cls).toContain(`class="${cls}`);
    expect(buttons).toContain(":focus-visible");

    const fields = sectionOf(page, "pola");
    expect(fields).toContain('role="alert"'); // ErrorSummary
    expect(fields).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="wzor.email-blad"/);
    expect(fields).toContain('id="wzor.nip-podpowiedz"');
    expect(fields).toContain("(opcjonalnie)");
    expect(fields).toMatch(/<select[^>]*id="wzor.okres"/);
    expect(fields).toContain("<textarea");

    const choices = sectionOf(page, "wybor");
    expect(choices.match(/class="choice[ "]/g)?.length).toBeGreaterThanOrEqual(5);
    expect(choices).toContain('type="checkbox"');
    expect(choices).toContain('id="wzor.zgoda-blad"');

    const cards = sectionOf(page, "karty");
    expect(cards.match(/<article class="car-card[ "]/g)).toHaveLength(3);
    expect(cards).toContain("Škoda Octavia");
    expect(cards).toMatch(/41\s500 km/);
    expect(cards).toMatch(/12\ssztuk w ofercie/);

    const labels = sectionOf(page, "etykiety");
    for (const cls of [
      '<ul class="car-labels"',
      '<li class="car-label-od-reki"',
      '<li class="car-label-promocja"',
      '<span class="state-used"',
      "diff-badge",
    ])
      expect(labels, cls).toContain(cls);

    // The instalment is computed with the visitor's parameters and the current rate.
    const prices = sectionOf(page, "ceny");
    expect(prices).toMatch(/data-installment="\d+\.\d{2}">od <strong>[^<]+<\/strong> netto\/mies\./);
    expect(prices).toContain("netto");

    const nav = sectionOf(page, "nawigacja");
    expect(nav).toContain('aria-label="Ścieżka nawigacji"');
    expect(nav).toContain('aria-current="page"');
    expect(nav).toContain('class="page-link page-current"');
    expect(nav).toContain('rel="next"');

    expect(sectionOf(page, "pasek")).toMatch(/class="bottom-bar"[\s\S]*data-installment=/);
  });

  it("is the Polish 404 in production", async () => {
    const production = site().variant({ devPages: false });
    const res = await production.request(PATH);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).toContain("Nie znaleziono strony");
    expect(body).not.toContain("Komponenty i tokeny projektu");
    // The client's data request for the page is refused the same way.
    expect((await production.request(`${PATH}.data`)).status).toBe(404);
  });
});
