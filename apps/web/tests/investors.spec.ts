import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs } from "./support/axe.ts";

// Investor relations (docs/publishing.md): current reports (ESPI/EBI) and periodic reports filtered by a
// GET form that works without JavaScript, the securitisation and prospectus pages with their documents,
// every document a PDF download. The server seeds the texts from content/investors.

const PAGES = [
  { path: "/komunikaty", h1: "Raporty bieżące" },
  { path: "/raporty-okresowe", h1: "Raporty okresowe" },
  { path: "/securitization", h1: /sekurytyzac/i },
  { path: "/prospekt", h1: /prospekt/i },
];

const reports = (page: Page) => page.locator("main article[id]");

/** Every listed report shows its regulatory number, its system and its date. */
async function expectNumberedReports(page: Page, kind: "bieżący" | "okresowy", year?: string) {
  const count = await reports(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const report = reports(page).nth(i);
    const label = report.getByText(new RegExp(`^Raport ${kind} nr \\d+/${year ?? "\\d{4}"}$`));
    await expect(label).toBeVisible();
    await expect(report.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}/);
    await expect(report.locator("time").first()).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
  }
  return count;
}

test.describe("investor relations", () => {
  test("/komunikaty filters the current reports by year and system with the form", async ({ page }) => {
    await page.goto("/komunikaty");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Raporty bieżące");
    const nav = page.getByRole("navigation", { name: "Relacje inwestorskie" });
    await expect(nav.getByRole("link", { name: "Raporty bieżące" })).toHaveAttribute("aria-current", "page");
    for (const label of ["Raporty okresowe", "Sekurytyzacja", "Prospekt"])
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kanał RSS raportów bieżących" })).toHaveAttribute(
      "href",
      "/komunikaty/rss.xml",
    );
    const all = await expectNumberedReports(page, "bieżący");
    // The anchor of a report is its number: rb-7-2026.
    const firstId = await reports(page).first().getAttribute("id");
    expect(firstId).toMatch(/^rb-\d+-\d{4}$/);
    await expectAccessible(page);

    const years = await page.getByLabel("Rok", { exact: true }).locator("option").allTextContents();
    expect(years[0]).toBe("Wszystkie lata");
    const year = years.at(-1)!;
    await page.getByLabel("Rok", { exact: true }).selectOption(year);
    await page.getByRole("button", { name: "Pokaż" }).click();
    await expect(page).toHaveURL(new RegExp(`/komunikaty\\?rok=${year}&system=$`));
    const inYear = await expectNumberedReports(page, "bieżący", year);
    expect(inYear).toBeLessThan(all);
    await expect(page.getByLabel("Rok", { exact: true })).toHaveValue(year);

    await page.getByLabel("System", { exact: true }).selectOption("ESPI");
    await page.getByRole("button", { name: "Pokaż" }).click();
    await expect(page).toHaveURL(new RegExp(`/komunikaty\\?rok=${year}&system=ESPI$`));
    await expectNumberedReports(page, "bieżący", year);
    const badges = await reports(page)
      .getByText(/^(ESPI|EBI)$/)
      .allTextContents();
    expect(new Set(badges)).toEqual(new Set(["ESPI"]));

    // The body of a report opens in place.
    const first = reports(page).first();
    await first.getByText("Treść raportu").click();
    await expect(first.locator(".content-prose")).toBeVisible();
    await expectAccessible(page);
  });

  test("/raporty-okresowe filters by type, and a report's PDF downloads", async ({ page }) => {
    await page.goto("/raporty-okresowe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Raporty okresowe");
    const all = await expectNumberedReports(page, "okresowy");
    await page.getByLabel("Rodzaj raportu", { exact: true }).selectOption({ label: "Raport roczny" });
    await page.getByRole("button", { name: "Pokaż" }).click();
    await expect(page).toHaveURL(/\/raporty-okresowe\?rok=&rodzaj=roczny$/);
    const annual = await expectNumberedReports(page, "okresowy");
    expect(annual).toBeLessThan(all);
    for (let i = 0; i < annual; i++) await expect(reports(page).nth(i)).toContainText("Raport roczny");
    await expectAccessible(page);

    const link = reports(page).first().locator('a[download][href^="/dokumenty/inwestorzy/"]').first();
    await expect(link).toContainText(/PDF, \d+ KB/);
    const href = (await link.getAttribute("href"))!;
    const slug = /^\/dokumenty\/inwestorzy\/([a-z0-9-]+)\.pdf$/.exec(href)![1]!;
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${slug}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  for (const { path, h1 } of PAGES.slice(2)) {
    test(`${path} shows its text and documents, each a PDF with its date and size`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const documents = page.getByRole("region", { name: "Dokumenty" });
      const items = documents.getByRole("listitem");
      expect(await items.count()).toBeGreaterThan(0);
      for (const item of await items.all()) {
        await expect(item).toContainText(/\d{2}\.\d{2}\.\d{4} · PDF, \d+ KB/);
        const href = (await item.getByRole("link", { name: /^Pobierz PDF/ }).getAttribute("href"))!;
        expect(href).toMatch(/^\/dokumenty\/inwestorzy\/[a-z0-9-]+\.pdf$/);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
      }
      await expectAccessible(page);
    });
  }

  test("an unknown investor document is the Polish 404 page", async ({ page }) => {
    const response = await page.goto("/dokumenty/inwestorzy/nie-ma-takiego.pdf");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  });

  test("no page scrolls sideways on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path, h1 } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("investor filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form filters the current reports by system", async ({ page, browser }) => {
    await page.goto("/komunikaty");
    await page.getByLabel("System", { exact: true }).selectOption("EBI");
    await page.getByRole("button", { name: "Pokaż" }).click();
    await expect(page).toHaveURL(/\/komunikaty\?rok=&system=EBI$/);
    await expectNumberedReports(page, "bieżący");
    const badges = await reports(page)
      .getByText(/^(ESPI|EBI)$/)
      .allTextContents();
    expect(new Set(badges)).toEqual(new Set(["EBI"]));
    await expectAccessibleWithoutJs(page, browser);
  });
});
