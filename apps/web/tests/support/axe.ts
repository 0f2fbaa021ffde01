import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";

/** Every page an end-to-end test visits is checked with axe-core: 0 violations (WCAG 2.1 AA). */
export async function expectAccessible(page: Page) {
  // A part being recalculated is dimmed while it waits (aria-busy): check the page once it has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/**
 * axe-core runs inside the page, which a context without JavaScript cannot do: the server's HTML of the
 * current state is checked in a JavaScript-enabled page instead (its scripts removed, so it stays as served).
 */
export async function expectAccessibleWithoutJs(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  const checker = await context.newPage();
  await checker.goto("/srv/date");
  await checker.setContent(html, { waitUntil: "load" });
  await expectAccessible(checker);
  await context.close();
}

/** Waits until React has hydrated the page: a click before that may be undone or become a full load. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
