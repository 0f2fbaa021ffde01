import { expect, test } from "@playwright/test";
import { expectAccessible, waitForHydration } from "./support/axe.ts";

test.describe("site shell", () => {
  test("a visitor lands on the home page in Polish and finds a way into the catalogue", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Leasing samochodów nowych i używanych/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /decyzja w 15 minut/i);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leasing samochodów nowych i używanych");
    await expect(page.getByRole("link", { name: "Przeglądaj samochody" })).toHaveAttribute(
      "href",
      "/wyszukaj",
    );
    await expect(
      page.getByRole("region", { name: "Popularne marki" }).getByRole("link", { name: "Toyota" }),
    ).toBeVisible();
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    await expectAccessible(page);
  });

  test("the brand menu in the header opens and leads to a brand", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu główne" });
    await nav.getByText("Marki").click();
    await expect(nav.getByRole("link", { name: "Škoda" })).toHaveAttribute("href", "/samochody/skoda");
    await expectAccessible(page);
  });

  test("the first Tab reaches the skip link, which moves focus to the content", async ({ page }) => {
    await page.goto("/o-nas");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Przejdź do treści" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#tresc$/);
  });

  test("a trailing slash is removed by a 301 and the query is kept", async ({ page }) => {
    const statuses: number[] = [];
    page.on("response", (r) => {
      if (r.request().isNavigationRequest()) statuses.push(r.status());
    });
    await page.goto("/o-nas/?utm_source=test");
    await expect(page).toHaveURL(/\/o-nas\?utm_source=test$/);
    expect(statuses[0]).toBe(301);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("O nas");
  });

  test("an unknown address shows the Polish 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/nie-ma-takiej-strony");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
    await expect(page.getByText("Page Not Found: /nie-ma-takiej-strony")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Strona główna", exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("a stored old address redirects to its new page", async ({ page }) => {
    await page.goto("/kalkulator");
    await expect(page).toHaveURL(/\/kalkulator-leasingowy$/);
  });

  test("the loading bar is 3 px high in #0A66A8", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("loading-bar");
    const style = await bar.evaluate((el) => {
      const s = getComputedStyle(el);
      return { height: s.height, background: s.backgroundColor };
    });
    expect(style).toEqual({ height: "3px", background: "rgb(10, 102, 168)" });
  });

  test("every page start resets the root element's top margin without transition", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      document.documentElement.style.transition = "margin-top 1s";
      document.documentElement.style.marginTop = "40px";
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "O nas" }).click();
    await expect(page).toHaveURL(/\/o-nas$/);
    const style = await page.evaluate(() => ({
      margin: document.documentElement.style.marginTop,
      transition: document.documentElement.style.transition,
    }));
    expect(style).toEqual({ margin: "0px", transition: "none" });
  });

  test("the app version is stored, and a new build makes the next navigation a full reload", async ({
    page,
    request,
  }) => {
    const { ver } = (await (await request.get("/srv/ver")).json()) as { ver: string };
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("app_version"))).toBe(ver);

    // Same version: client-side navigation keeps the page (a marker survives).
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    await page.getByRole("contentinfo").getByRole("link", { name: "O nas" }).click();
    await expect(page).toHaveURL(/\/o-nas$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    // A different stored version: it is replaced, and the next navigation reloads fully.
    await page.evaluate(() => localStorage.setItem("app_version", "stara-wersja"));
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("app_version"))).toBe(ver);
    await page.evaluate(() => localStorage.setItem("app_version", "stara-wersja"));
    await page.evaluate(() => Object.assign(window, { __marker: 2 }));
    // Wait for the 15-second poll to see the difference and flag the reload.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("app_version")), { timeout: 20_000 })
      .toBe(ver);
    await page
      .getByRole("link", { name: /strona główna/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      // A full reload is under way: a poll during it meets a destroyed context, which means "not yet".
      .poll(() =>
        page.evaluate(() => (window as unknown as { __marker?: number }).__marker).catch(() => "navigating"),
      )
      .toBeUndefined();
  });
});
