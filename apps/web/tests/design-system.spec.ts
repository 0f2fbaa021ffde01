import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, waitForHydration } from "./support/axe.ts";
import { pageErrors } from "./support/page-errors.ts";
import { freePort, type SiteProcess, startSite, stopSite, waitForReady } from "./support/server-process.ts";

// The design system's components page (/dev/komponenty): the normal Polish 404 on the production server
// every other story uses; on a development server (NODE_ENV=development, a process of this story's own
// with a small catalogue) the page with every component, accessible, its tokens resolving in the browser.

const PATH = "/dev/komponenty";

test("the components page is the Polish 404 in production", async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  await expectAccessible(page);
});

test.describe("on a development server", () => {
  let dataDir: string | undefined;
  let port = 0;
  let site: SiteProcess | undefined;

  // biome-ignore lint/correctness/noEmptyPattern: no dependencies
  test.use({ baseURL: async ({}, use) => use(`http://127.0.0.1:${port}`) });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), "vhs-e2e-dev-"));
    port = Number(process.env.E2E_DEV_PORT) || (await freePort());
    site = startSite(port, dataDir, { NODE_ENV: "development", CATALOG_VARIANTS: "2000" });
    await waitForReady(site, port);
  });

  test.afterAll(async () => {
    if (site) await stopSite(site, "SIGTERM");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("shows every component, hydrates cleanly and passes axe", async ({ page }) => {
    const errors = pageErrors(page);
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Komponenty i tokeny projektu");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const toc = page.getByRole("navigation", { name: "Spis treści" }).getByRole("link");
    await expect(toc).toHaveCount(11);
    for (const heading of await toc.allTextContents())
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();

    await expect(page.locator("article.car-card")).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Ścieżka nawigacji" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Przykładowe strony" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
    // The sample bottom bar shows at every width, inside its frame rather than pinned to the screen.
    const bar = page.locator(".ds-frame > .bottom-bar");
    await expect(bar).toBeVisible();
    const [barBox, frameBox] = [await bar.boundingBox(), await page.locator(".ds-frame").boundingBox()];
    const [barBottom, frameBottom] = [barBox!.y + barBox!.height, frameBox!.y + frameBox!.height];
    // At the foot of the frame, inside its 1px border.
    expect(barBottom).toBeLessThanOrEqual(frameBottom);
    expect(barBottom).toBeGreaterThan(frameBottom - 3);

    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("the semantic tokens resolve to their palette colours, and focus shows the ring", async ({ page }) => {
    await page.goto(PATH);
    const colours = await page.evaluate(() => {
      const probe = (style: string) => {
        const el = document.createElement("span");
        el.setAttribute("style", style);
        document.body.append(el);
        const colour = getComputedStyle(el).color;
        el.remove();
        return colour;
      };
      const of = (selector: string) => getComputedStyle(document.querySelector(selector)!).color;
      return {
        promotion: of("#etykiety .car-label-promocja"),
        danger800: probe("color: var(--color-red-800)"),
        available: of("#etykiety .car-label-od-reki"),
        success800: probe("color: var(--color-green-800)"),
        fieldError: of("#wzor\\.email-blad"),
        danger700: probe("color: var(--color-red-700)"),
      };
    });
    expect(colours.promotion).toBe(colours.danger800);
    expect(colours.available).toBe(colours.success800);
    expect(colours.fieldError).toBe(colours.danger700);
    expect(colours.danger700).not.toBe(colours.success800);

    // Reached by the keyboard, a button shows the shared 3px brand-800 ring.
    const primary = page.locator("#przyciski .btn-primary").first();
    await primary.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(primary).toBeFocused();
    await expect(primary).toHaveCSS("outline-width", "3px");
    await expect(primary).toHaveCSS("outline-color", "rgb(6, 67, 113)");
  });
});
