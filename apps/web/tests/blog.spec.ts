import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";

// The motoring blog and the press office as a reader meets them: from the blog's front page to a category,
// an article and its author; searching with and without Polish letters; paging through the newest
// articles; an unknown category; the press office down to one release. Every page: one h1, a title ending
// in "| Leasingowo", no sideways scroll on a phone, axe-clean.

async function expectGoodPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/\| Leasingowo$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

/** The structured data of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test("a reader goes from the blog's front page to a category, an article and its author", async ({
  page,
}) => {
  const response = await page.goto("/moto");
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/moto/rss.xml",
  );
  await expect(page.getByRole("link", { name: "Kanał RSS" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Najnowsze artykuły" })).toBeVisible();
  await expectGoodPage(page);

  const categories = page.getByRole("navigation", { name: "Kategorie bloga" });
  await expect(categories.getByRole("link")).toHaveCount(11);
  await categories.getByRole("link", { name: "E-auto" }).click();
  await expect(page).toHaveURL(/\/moto\/kategoria\/e-auto$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-auto");
  await expect(categories.getByRole("link", { name: "E-auto" })).toHaveAttribute("aria-current", "page");
  await expectGoodPage(page);

  const first = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/moto\/artykul\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("navigation", { name: "Ścieżka nawigacji" })).toContainText("E-auto");
  await expect(page.getByRole("heading", { name: "Udostępnij" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kopiuj link" })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const article = (await jsonLd(page)).find((d) => d["@type"] === "Article");
  expect(article?.headline).toBe(title);
  await expectGoodPage(page);

  const author = page.locator('main a[rel="author"]');
  const name = (await author.textContent())?.trim() ?? "";
  await author.click();
  await expect(page).toHaveURL(/\/moto\/autor\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { level: 2, name: "Artykuły autora" })).toBeVisible();
  await expectGoodPage(page);
});

test("search finds articles with or without Polish letters and in another form, the words marked", async ({
  page,
}) => {
  await page.goto("/moto");
  await page.getByRole("searchbox", { name: "Szukaj w artykułach" }).fill("ładowanie");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(/\/moto\/wyszukaj\/(%C5%82|ł)adowanie$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ładowanie");
  await expect(page.locator("main mark").first()).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Szukaj w artykułach" })).toHaveValue("ładowanie");
  await expectGoodPage(page);
  const withLetters = await page.locator("main h2 a").allTextContents();
  expect(withLetters.length).toBeGreaterThan(0);

  await page.goto("/moto/wyszukaj/ladowanie");
  await expect(page.locator("main mark").first()).toBeVisible();
  expect(await page.locator("main h2 a").allTextContents()).toEqual(withLetters);

  await page.goto("/moto/wyszukaj/ładowania");
  await expect(page.locator("main mark").first()).toBeVisible();
  expect((await page.locator("main mark").allTextContents()).join(" ")).toMatch(/ładowa/i);
  await expectGoodPage(page);
});

test("search without a phrase shows a hint, a too short one a message with the typed text", async ({
  page,
}) => {
  await page.goto("/moto/wyszukaj");
  await expect(page.getByText("Szukamy w tytułach")).toBeVisible();
  await expectGoodPage(page);

  const box = page.getByRole("searchbox", { name: "Szukaj w artykułach" });
  await box.fill("e");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page.getByText("Wpisz w polu „Szukaj w artykułach” co najmniej 2 znaki.")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Szukaj w artykułach" })).toHaveValue("e");
  await expect(page.getByRole("searchbox", { name: "Szukaj w artykułach" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectGoodPage(page);
});

test("the newest articles page on to page 2 and back, with rel next and prev", async ({ page }) => {
  await page.goto("/moto/kategoria/najnowsze");
  await expect(page.locator('link[rel="next"]')).toHaveAttribute(
    "href",
    /\/moto\/kategoria\/najnowsze\?strona=2$/,
  );
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
  const paging = page.getByRole("navigation", { name: "Strony kategorii Najnowsze" });
  await paging.getByRole("link", { name: "Następna" }).click();
  await expect(page).toHaveURL(/\/moto\/kategoria\/najnowsze\?strona=2$/);
  await expect(page).toHaveTitle(/– strona 2 \| Leasingowo$/);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/moto\/kategoria\/najnowsze$/);
  await expect(paging.locator('[aria-current="page"]')).toContainText("2");
  await expectGoodPage(page);

  await paging.getByRole("link", { name: "Poprzednia" }).click();
  await expect(page).toHaveURL(/\/moto\/kategoria\/najnowsze$/);
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
});

test("an unknown category is the site's 404 page", async ({ page }) => {
  const response = await page.goto("/moto/kategoria/motocykle");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  await expectGoodPage(page);
});

test("a journalist goes from the press office to a category and a release", async ({ page }) => {
  const response = await page.goto("/biuro-prasowe");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "prasa@leasingowo.pl" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Raporty okresowe" })).toHaveAttribute(
    "href",
    "/raporty-okresowe",
  );
  await expectGoodPage(page);

  const categories = page.getByRole("navigation", { name: "Kategorie biura prasowego" });
  await categories.getByRole("link", { name: "Wyniki i finansowanie" }).click();
  await expect(page).toHaveURL(/\/biuro-prasowe\/kategoria\/wyniki$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki i finansowanie");
  await expectGoodPage(page);

  const first = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/biuro-prasowe\/artykul\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("complementary", { name: "Pytania dziennikarzy" })).toContainText(
    "prasa@leasingowo.pl",
  );
  const release = (await jsonLd(page)).find((d) => d["@type"] === "NewsArticle");
  expect(release?.headline).toBe(title);
  await expectGoodPage(page);
});

for (const path of [
  "/moto/artykul/elektrykiem-w-bieszczady-fotostory",
  "/moto/kategoria/zdjecia",
  "/biuro-prasowe/wyszukaj/wyniki",
  "/biuro-prasowe/kategoria/rynek",
]) {
  test(`${path}: one h1, no sideways scroll, axe-clean`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expectGoodPage(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and the paging links work, and there is no copy button", async ({ page }) => {
    await page.goto("/moto");
    await page.getByRole("searchbox", { name: "Szukaj w artykułach" }).fill("opony zimowe");
    await page.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/\/moto\/wyszukaj\/opony%20zimowe$/);
    await expect(page.locator("main mark").first()).toBeVisible();
    await page.goto("/moto/kategoria/najnowsze");
    await page
      .getByRole("navigation", { name: "Strony kategorii Najnowsze" })
      .getByRole("link", { name: "2" })
      .click();
    await expect(page).toHaveURL(/\?strona=2$/);
    await page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").click();
    await expect(page.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /facebook\.com\/sharer/,
    );
    await expect(page.getByRole("button", { name: "Kopiuj link" })).toHaveCount(0);
  });
});
