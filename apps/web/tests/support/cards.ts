import type { Locator, Page } from "@playwright/test";

// A car's card is the article with its heart; the heart's value is the car's reference. Cards carry no
// attribute of their own for tests, so this is the one place that knows how to find them.
const CARD = "main article.car-card:has(button.car-heart)";

/** Every car card in the page's main content, in page order. */
export const carCards = (page: Page): Locator => page.locator(CARD);

/** The card of one car, by its reference. */
export const carCardOf = (page: Page, ref: string): Locator =>
  page.locator(`main article.car-card:has(button.car-heart[value="${ref}"])`);

/** A card's car reference (its heart button's value). */
export async function carRefOf(card: Locator): Promise<string> {
  const ref = await card.locator("button.car-heart").getAttribute("value");
  if (!ref) throw new Error("a car card without a reference on its heart");
  return ref;
}

/** The references of the first `n` cards on the page, in page order. */
export async function carRefs(page: Page, n = 24): Promise<string[]> {
  const all = await carCards(page).evaluateAll((els) =>
    els.map((e) => e.querySelector("button.car-heart")?.getAttribute("value") ?? ""),
  );
  return all.slice(0, n);
}
