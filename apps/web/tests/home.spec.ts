import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";
import { cardInstalments } from "./support/cards.ts";
import { markPage, samePage } from "./support/page-mark.ts";

// The home page as a customer meets it at 390 px (phone) and 1280 px (desktop): the promise and a car,
// a monthly-budget search box reachable by keyboard, budget links into the search, popular models with
// their instalments, and the trust section with its opinions labelled as examples in the sandbox.

/** Phone runs look at 390 px, the width the site is designed for first. */
async function atDesignWidth(page: Page, project: string) {
  if (project === "phone") await page.setViewportSize({ width: 390, height: 844 });
}

async function expectNoHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test.describe("home page", () => {
  test("shows the promise, a car, the budget search, popular models and the trust section", async ({
    page,
  }, info) => {
    await atDesignWidth(page, info.project.name);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leasing samochodów nowych i używanych");
    await expect(page.getByText("decyzję w 15 minut")).toBeVisible();
    await expect(page.getByRole("img", { name: /: rysunek samochodu$/ })).toBeVisible();
    const search = page.getByRole("region", { name: "Znajdź samochód na swoją ratę" });
    await expect(search.getByLabel("Rata miesięczna", { exact: true })).toBeVisible();
    await expect(search.getByLabel("Nadwozie", { exact: true })).toBeVisible();
    await expect(search.getByRole("button", { name: "Pokaż samochody" })).toBeVisible();
    const budgets = page.getByRole("region", { name: "Samochody na każdy budżet" }).getByRole("link");
    await expect(budgets).toHaveCount(4);
    await expect(budgets.first()).toHaveAccessibleName(/^Samochody do 1\s000\szł netto\/mies\./);
    const popular = page.getByRole("region", { name: "Popularne modele" });
    await expect(popular.locator("article")).toHaveCount(8);
    await expect(popular.locator("article").first()).toContainText(/od \d{1,3}(\s\d{3})*\szł netto\/mies\./);
    const trust = page.getByRole("region", { name: "Dlaczego Leasingowo" });
    await expect(trust.getByRole("region", { name: "Dane spółki" })).toContainText("KRS");
    await expect(trust.getByRole("region", { name: "Rejestry i organizacje" })).toContainText("RIP000123");
    await expect(trust.getByRole("link", { name: /Zadzwoń: \+48 22 100 20 30/ })).toBeVisible();
    // The phone line in the header: on desktop only (a phone has the call button of the trust section).
    const headerPhone = page.getByRole("banner").getByRole("link", { name: "+48 22 100 20 30" });
    if (info.project.name === "desktop") await expect(headerPhone).toBeVisible();
    else await expect(headerPhone).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test("the customer opinions are labelled as examples while the sandbox is on", async ({ page }, info) => {
    await atDesignWidth(page, info.project.name);
    await page.goto("/");
    const opinions = page.getByRole("region", { name: "Opinie klientów" });
    await expect(opinions.getByText("Przykładowe opinie (środowisko testowe)")).toBeVisible();
    await expect(opinions.locator("blockquote")).toHaveCount(3);
    await expect(opinions.getByText(/^Ocena: [1-5] na 5$/).first()).toBeAttached();
  });

  test("the budget search is reached and sent with the keyboard, and finds cars within the budget", async ({
    page,
  }, info) => {
    await atDesignWidth(page, info.project.name);
    await page.goto("/");
    await waitForHydration(page);
    const budget = page.getByLabel("Rata miesięczna", { exact: true });
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await budget.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Tab reaches the monthly budget").toBe(true);
    await budget.selectOption({ label: "do 1 500 zł netto/mies." });
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Nadwozie", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Stan", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pokaż samochody" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/wyszukaj\?installmentMax=1500$/);
    await expect(
      page.getByRole("link", { name: /Rata do 1\s500 zł netto\/mies\..*usuń filtr/ }),
    ).toBeVisible();
    const instalments = await cardInstalments(page);
    expect(instalments.length).toBeGreaterThan(0);
    for (const amount of instalments) expect(amount).toBeLessThanOrEqual(1500);
  });

  test("a budget link leads to the cars it buys", async ({ page }, info) => {
    await atDesignWidth(page, info.project.name);
    await page.goto("/");
    await page
      .getByRole("region", { name: "Samochody na każdy budżet" })
      .getByRole("link", { name: /^Samochody do 1\s000\szł/ })
      .click();
    await expect(page).toHaveURL(/\/wyszukaj\?installmentMax=1000$/);
    // The address changes before the new page is drawn: read the cards once the search shows its filter.
    await expect(
      page.getByRole("link", { name: /Rata do 1\s000 zł netto\/mies\..*usuń filtr/ }),
    ).toBeVisible();
    const instalments = await cardInstalments(page);
    expect(instalments.length).toBeGreaterThan(0);
    for (const amount of instalments) expect(amount).toBeLessThanOrEqual(1000);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the budget search is a plain form that lands on the search", async ({ page, browser }, info) => {
    await atDesignWidth(page, info.project.name);
    await page.goto("/");
    await page
      .getByLabel("Rata miesięczna", { exact: true })
      .selectOption({ label: "do 2 000 zł netto/mies." });
    await page.getByLabel("Nadwozie", { exact: true }).selectOption({ label: "SUV" });
    await page.getByRole("button", { name: "Pokaż samochody" }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?body=suv&installmentMax=2000$/);
    await expect(page.getByRole("link", { name: /SUV.*usuń filtr/ })).toBeVisible();
    await page.goto("/");
    await expectAccessibleWithoutJs(page, browser);
  });
});

test.describe("home page and the leasing parameters", () => {
  test("a private customer's parameters turn the budgets and instalments brutto at once", async ({
    page,
  }, info) => {
    await atDesignWidth(page, info.project.name);
    await page.goto("/");
    await waitForHydration(page);
    await markPage(page);
    const links = page.getByRole("region", { name: "Samochody na każdy budżet" }).getByRole("link");
    const before = await links.first().textContent();
    await page.getByRole("banner").getByRole("button", { name: "Parametry leasingu" }).click();
    const drawer = page.getByRole("dialog", { name: "Parametry leasingu" });
    await drawer.getByRole("radio", { name: "Prywatnie" }).check();
    await drawer.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(drawer).toBeHidden();
    await expect(links.first()).toHaveAccessibleName(/^Samochody do 1\s000\szł brutto\/mies\./);
    await expect(links.first()).toHaveAttribute("href", "/wyszukaj?installmentMax=1000");
    // The price the budget buys is now brutto.
    expect(await links.first().textContent()).not.toBe(before);
    const budget = page.getByLabel("Rata miesięczna", { exact: true });
    await expect(budget.locator("option", { hasText: "do 1 500 zł brutto/mies." })).toBeAttached();
    await expect(
      page.getByRole("region", { name: "Popularne modele" }).locator("article").first(),
    ).toContainText(/od \d{1,3}(\s\d{3})*\szł brutto\/mies\./);
    // The collections' lowest prices, kept as served until the parameters changed, are brutto too.
    await expect(page.getByRole("region", { name: "Kolekcje" }).getByRole("listitem").first()).toContainText(
      /od \d{1,3}(\s\d{3})*\szł brutto/,
    );
    // All without a page load: the page's data came again and React drew the kept parts.
    expect(await samePage(page)).toBe(true);
  });
});
