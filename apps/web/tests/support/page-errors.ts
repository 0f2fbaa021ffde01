import type { Page } from "@playwright/test";

/**
 * Collects what goes wrong in the page from now on: uncaught exceptions and console errors
 * (a hydration mismatch is reported as one). The returned list fills as the page runs.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}
