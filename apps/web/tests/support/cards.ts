import type { Locator, Page } from "@playwright/test";

// A car's card is the article with its heart; the heart's value is the car's reference. Cards carry no
// attribute of their own for tests, so this is the one place that knows how to find them. The heart is
// the button whose title offers to add the car to (or remove it from) the favourites: a list's card
// styles it by its place and gives it no class.
export const HEART = 'button[title$=" ulubionych"]';
const CARD = `main article.car-card:has(${HEART})`;

/** Every car card in the page's main content, in page order. */
export const carCards = (page: Page): Locator => page.locator(CARD);

/** The card of one car, by its reference. */
export const carCardOf = (page: Page, ref: string): Locator =>
  page.locator(`main article.car-card:has(${HEART}[value="${ref}"])`);

/** A card's car reference (its heart button's value). */
export async function carRefOf(card: Locator): Promise<string> {
  const ref = await card.locator(HEART).getAttribute("value");
  if (!ref) throw new Error("a car card without a reference on its heart");
  return ref;
}

/** The references of the first `n` cards on the page, in page order. */
export async function carRefs(page: Page, n = 24): Promise<string[]> {
  const all = await carCards(page).evaluateAll(
    (els, heart) => els.map((e) => e.querySelector(heart)?.getAttribute("value") ?? ""),
    HEART,
  );
  return all.slice(0, n);
}

/**
 * A card's monthly instalment in whole złoty, as its text shows it ("od 1 234 zł netto/mies."); null when
 * the card shows none.
 */
export const instalmentInText = (text: string): number | null => {
  // The amount's groups and its "zł" are apart by no-break spaces (Intl, pl-PL); \s matches those too.
  const match = /od (\d[\d\s]*?)\s?zł\s(?:netto|brutto)\/mies\./.exec(text);
  return match ? Number(match[1]!.replace(/\D/g, "")) : null;
};

/** The monthly instalment a card shows, in whole złoty. */
export async function cardInstalment(card: Locator): Promise<number | null> {
  return instalmentInText((await card.textContent()) ?? "");
}

/** The monthly instalments the page's car cards show, in whole złoty, in page order. */
export async function cardInstalments(page: Page): Promise<number[]> {
  const texts = await carCards(page).allTextContents();
  return texts.map(instalmentInText).filter((v): v is number => v !== null);
}
