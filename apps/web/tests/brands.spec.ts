import { expect, test } from "@playwright/test";
import { expectAccessible, waitForHydration } from "./support/axe.ts";

// The same build on the brands' hosts (packages/domain/src/site-brands.ts; playwright.config.ts names them
// koszty.localhost and narzedzia.localhost on the test server's port): each renders its own look.

const port = Number(process.env.E2E_PORT ?? 3210);
const at = (host: string, path: string) => `http://${host}:${port}${path}`;

/** The computed colour of the header's logo link (the brand's 700 shade). */
async function logoColour(page: import("@playwright/test").Page, name: string) {
  return page
    .getByRole("link", { name: `${name} – strona główna` })
    .evaluate((el) => getComputedStyle(el).color);
}

test("the car-costing brand shows its name, logo, colours and menu, and works like the site", async ({
  page,
}) => {
  await page.goto(at("koszty.localhost", "/"));
  await waitForHydration(page);
  await expect(page).toHaveTitle("Ile kosztuje samochód w leasingu? Kalkulator kosztów | Koszt Auta");
  const logo = page.getByRole("link", { name: "Koszt Auta – strona główna" });
  // The logo's icon (hidden on the narrowest phones, where the bar keeps one row).
  await expect(logo.locator("svg")).toBeAttached();
  expect(await logoColour(page, "Koszt Auta")).toBe("rgb(17, 94, 89)");
  const menu = page.getByRole("navigation", { name: "Menu główne" });
  if (await page.getByText("Menu", { exact: true }).isVisible())
    await page.getByText("Menu", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Policz koszt" })).toBeVisible();
  await expect(menu.getByText("Marki")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toContainText("Koszt Auta to serwis Leasingowo");
  await expectAccessible(page);
  // The brand's menu leads to the site's own calculator, still in the brand's look.
  await menu.getByRole("link", { name: "Policz koszt" }).click();
  await expect(page).toHaveURL(at("koszty.localhost", "/kalkulator-leasingowy"));
  expect(await logoColour(page, "Koszt Auta")).toBe("rgb(17, 94, 89)");
});

test("the tools brand and the default site each keep their own look on the same server", async ({ page }) => {
  await page.goto(at("narzedzia.localhost", "/"));
  await expect(page).toHaveTitle("Kalkulatory leasingowe i podatkowe dla firm | Narzędzia Leasingowo");
  expect(await logoColour(page, "Narzędzia Leasingowo")).toBe("rgb(67, 56, 202)");
  await expect(page.locator('a[href="/biura-rachunkowe"]').first()).toBeAttached();
  await expectAccessible(page);

  await page.goto(at("127.0.0.1", "/"));
  expect(await logoColour(page, "Leasingowo")).toBe("rgb(8, 86, 142)");
  await expect(page.getByText("Narzędzia Leasingowo")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("a brand's bar stays one slim row: the short name on a phone", async ({ page }) => {
    await page.goto(at("narzedzia.localhost", "/"));
    const header = page.getByRole("banner");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    const logo = page.getByRole("link", { name: "Narzędzia Leasingowo – strona główna" });
    await expect(logo.getByText("Narzędzia", { exact: true })).toBeVisible();
    await expect(logo.getByText("Narzędzia Leasingowo", { exact: true })).toBeHidden();
  });
});
