import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";

/** Every page an end-to-end test visits is checked with axe-core: 0 violations (WCAG 2.1 AA). */
export async function expectAccessible(page: Page) {
  // A part being recalculated is dimmed while it waits (aria-busy): check the page once it has settled,
  // and again if a part started waiting while axe was reading it (a debounced recalculation), since axe
  // would have measured the dimmed colours.
  let results = await settledAxeResults(page);
  for (let attempt = 1; results === null && attempt < 3; attempt++) results = await settledAxeResults(page);
  if (results === null) throw new Error("A part of the page kept recalculating while axe checked it.");
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/** What the page remembers of a part starting to wait (aria-busy) while axe reads it. */
type BusyWatch = typeof window & { __busyDuringAxe?: boolean; __busyWatch?: MutationObserver };

/** axe's results of the settled page, or null when a part started waiting (aria-busy) during the run. */
async function settledAxeResults(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => {
    const w = window as BusyWatch;
    w.__busyWatch?.disconnect();
    w.__busyDuringAxe = false;
    w.__busyWatch = new MutationObserver((changes) => {
      if (changes.some((c) => c.target instanceof Element && c.target.getAttribute("aria-busy") === "true"))
        w.__busyDuringAxe = true;
    });
    w.__busyWatch.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    });
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const busy = await page.evaluate(() => {
    const w = window as BusyWatch;
    w.__busyWatch?.disconnect();
    return w.__busyDuringAxe === true || document.querySelector('[aria-busy="true"]') !== null;
  });
  return busy ? null : results;
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
