import type { Page } from "@playwright/test";

// A mark in the page's memory: gone after a full page load, kept by in-page navigation and data reloads.

interface Marked {
  e2eMark?: true;
}

/** Leaves the mark in the page as it is now. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Marked).e2eMark = true;
  });
}

/** Whether the page still holds the mark: no full page load happened since `markPage`. */
export function samePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Marked).e2eMark === true);
}
