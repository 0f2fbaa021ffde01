import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";

/** The phone menu's toggle: a native <summary>, so located as such rather than by a role. */
const menuToggle = (page: Page) => page.getByRole("banner").locator("summary", { hasText: "Menu" });
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu główne" });

/** On a phone the main menu is behind "Menu"; wider, it is always shown. */
async function openMenuIfNeeded(page: Page) {
  if (await menuToggle(page).isVisible()) await menuToggle(page).click();
  await expect(mainMenu(page)).toBeVisible();
}

/** A click on the page's footer: never under an open menu. */
async function clickOutsideHeader(page: Page) {
  await page.getByRole("contentinfo").click({ position: { x: 4, y: 4 } });
}

async function expectNoHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The focused control shows a ring of at least 3:1 against the white header. */
async function expectFocusRing(control: Locator) {
  const shadow = await control.evaluate((el) => getComputedStyle(el).boxShadow);
  const rgb = /rgb\((\d+), (\d+), (\d+)\)/.exec(shadow);
  expect(rgb, `box-shadow: ${shadow}`).not.toBeNull();
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb!.slice(1).map((c) => channel(Number(c)));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(3);
}

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
    await waitForHydration(page);
    await openMenuIfNeeded(page);
    const nav = mainMenu(page);
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

  test("the page's JavaScript is fetched after its first paint, and the page hydrates with it", async ({
    page,
  }) => {
    await page.goto("/samochody/toyota");
    await waitForHydration(page);
    const { paint, scripts, preloads } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => new URL(r.name).pathname.startsWith("/assets/") && r.name.endsWith(".js"))
        .map((r) => r.startTime),
      // As written in the page (Vite's own preloads of lazy chunks carry whole URLs).
      preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute("href"),
      ),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    // The boot script added the preload links the server took out of the head: the client entry with the
    // framework, and the brand page's own route module.
    expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
    expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/brand-[\w-]+\.js$/));
    // Hydrated: the leasing parameters open the drawer instead of leading to their page.
    await expect(page.getByRole("button", { name: /parametry leasingu/i }).first()).toBeVisible();
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
    await expect(page).toHaveTitle("Nie znaleziono strony | Leasingowo");
    expect(await page.locator("title").count()).toBe(1);
    // SPEC §8's message is the error's, not the visitor's: it is not on the page.
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["Strona główna", "/"],
      ["Wszystkie samochody", "/wyszukaj"],
      ["Kalkulator leasingowy", "/kalkulator-leasingowy"],
      ["Kontakt", "/kontakt"],
    ])
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    await expectAccessible(page);
    await main.getByRole("searchbox", { name: /Szukaj samochodu/ }).fill("corolla");
    await main.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?q=corolla$/);
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

  test("the app version is stored; an old stored one on a page of the current build is only replaced", async ({
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

    // A different stored version (the first visit after a deploy): replaced at the next poll, and since this
    // page already runs the server's build, nothing is announced or reloaded. A new build deployed while
    // the page is open is tests/app-version.spec.ts.
    await page.evaluate(() => localStorage.setItem("app_version", "stara-wersja"));
    await page.evaluate(() => Object.assign(window, { __marker: 2 }));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("app_version")), { timeout: 20_000 })
      .toBe(ver);
    await expect(page.getByRole("button", { name: "Odśwież teraz" })).toHaveCount(0);
    await page
      .getByRole("link", { name: /strona główna/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
  });

  test("on a wide screen the menu is in the bar, and the brand list closes on Escape and outside clicks", {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(menuToggle(page)).toBeHidden();
    await expect(mainMenu(page).getByRole("link", { name: "Kalkulator" })).toBeVisible();
    expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(72);
    const brands = mainMenu(page).locator("summary", { hasText: "Marki" });
    await brands.focus();
    await page.keyboard.press("Enter");
    await expect(mainMenu(page).getByRole("link", { name: "Škoda" })).toBeVisible();
    await expectFocusRing(brands);
    await page.keyboard.press("Escape");
    await expect(mainMenu(page).getByRole("link", { name: "Škoda" })).toBeHidden();
    await expect(brands).toBeFocused();
    await brands.click();
    await expect(mainMenu(page).getByRole("link", { name: "Škoda" })).toBeVisible();
    await clickOutsideHeader(page);
    await expect(mainMenu(page).getByRole("link", { name: "Škoda" })).toBeHidden();
  });
});

for (const width of [390, 320]) {
  test.describe(`phone menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a slim bar; the menu opens and closes with the keyboard, focus returns, a new page closes it", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expectNoHorizontalScroll(page);
      const header = page.getByRole("banner");
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
      await expect(header.getByRole("button", { name: "Parametry leasingu" })).toBeVisible();
      const toggle = menuToggle(page);
      const menu = mainMenu(page);
      await expect(toggle).toHaveAttribute("aria-controls", "menu-glowne");
      await expect(menu).toBeHidden();

      // Skip link, logo, then Menu; Enter opens it and the next Tab is inside it.
      for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();
      await expectFocusRing(toggle);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      const brands = menu.locator("summary", { hasText: "Marki" });
      await page.keyboard.press("Tab");
      await expect(brands).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // Space opens it again; the brand list inside closes first on Escape; a brand's page closes it all.
      await page.keyboard.press("Space");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(menu.getByRole("link", { name: "Škoda" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu.getByRole("link", { name: "Škoda" })).toBeHidden();
      await expect(menu).toBeVisible();
      await expect(brands).toBeFocused();
      await page.keyboard.press("Enter");
      await menu.getByRole("link", { name: "Škoda" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/samochody\/skoda$/);
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // A tap outside closes it too.
      await toggle.click();
      await expect(menu).toBeVisible();
      await clickOutsideHeader(page);
      await expect(menu).toBeHidden();
    });
  });

  test.describe(`phone menu at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 800 }, javaScriptEnabled: false });

    test("opens and closes, with the brand list, and leads to a page", async ({ page, browser }) => {
      await page.goto("/");
      await expectNoHorizontalScroll(page);
      const toggle = menuToggle(page);
      const menu = mainMenu(page);
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.locator("summary", { hasText: "Marki" }).click();
      await expect(menu.getByRole("link", { name: "Škoda" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessibleWithoutJs(page, browser);
      await toggle.click();
      await expect(menu).toBeHidden();
      // The keyboard works as on any native disclosure.
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Kalkulator" }).click();
      await expect(page).toHaveURL(/\/kalkulator-leasingowy$/);
      await expect(mainMenu(page)).toBeHidden();
    });
  });
}
