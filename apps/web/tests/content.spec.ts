import { expect, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs } from "./support/axe.ts";

// The content pages as a visitor meets them: every page from content/ renders with its one h1 and passes
// axe at desktop and phone widths; the documents can be read and downloaded; the FAQ can be searched
// without JavaScript; an accounting office's link is personalised; the old addresses still lead somewhere.

const PAGES = [
  "/o-nas",
  "/oferta",
  "/oferta/dla-przedsiebiorcy",
  "/oferta/dla-konsumenta",
  "/oferta/ubezpieczenia",
  "/oferta/portale",
  "/moya-dlakonsumenta",
  "/moya-dlafirmy",
  "/dla-dealera",
  "/zarabiaj",
  "/biznesON",
  "/biura-rachunkowe",
  "/kontakt",
  "/obsluga-klienta",
  "/dokumenty-do-pobrania",
  "/informacje/ogolne-warunki-umowy-leasingu",
  "/press/grupaLeasingOperacyjnyStaticData",
];

for (const path of PAGES) {
  test(`${path} is a real Polish page, one h1, no sideways scroll, axe-clean`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Leasingowo$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

test("a visitor finds the rules among the documents, reads them and gets the PDF link", async ({ page }) => {
  await page.goto("/dokumenty-do-pobrania");
  const group = page.getByRole("region", { name: "Umowa leasingu" });
  await group.getByRole("link", { name: "Ogólne warunki umowy leasingu", exact: false }).first().click();
  await expect(page).toHaveURL(/\/informacje\/ogolne-warunki-umowy-leasingu$/);
  await expect(page.getByText("Obowiązuje od:")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pobierz PDF" })).toHaveAttribute(
    "href",
    "/dokumenty/ogolne-warunki-umowy-leasingu.pdf",
  );
  await expect(page.getByRole("navigation", { name: "Na tej stronie" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ is searched with a plain form and its answers open", async ({ page, browser }) => {
    await page.goto("/obsluga-klienta");
    await page.getByRole("searchbox", { name: "Szukaj w pytaniach i odpowiedziach" }).fill("wykup");
    await page.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/\/obsluga-klienta\?q=wykup#pytania$/);
    await expect(page.getByText(/Pytania pasujące do „wykup”: \d+\./)).toBeVisible();
    const first = page.locator("#pytania details").first();
    await first.locator("summary").click();
    await expect(first.locator(".faq-answer")).toBeVisible();
    await expectAccessibleWithoutJs(page, browser);
  });
});

test("an accounting office's own link names the office from the company register", async ({ page }) => {
  await page.goto("/biura-rachunkowe/5254476542");
  await expect(page.getByTestId("biuro")).toContainText("AUTO-FLOTA POLSKA");
  await expect(page.getByTestId("biuro")).toContainText("NIP 525-447-65-42");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await page.goto("/biura-rachunkowe/5254476543"))?.status()).toBe(404);
  await expectAccessible(page);
});

test("the contact page shows the office on a drawn map and a way to get directions", async ({ page }) => {
  await page.goto("/kontakt");
  await expect(page.getByRole("img", { name: /Mapa dojazdu: Leasingowo, ul\. Prosta 49/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wyznacz trasę w OpenStreetMap" })).toBeVisible();
  await expect(page.getByRole("link", { name: "+48 22 100 20 30" }).first()).toHaveAttribute(
    "href",
    "tel:+48221002030",
  );
});

test("a landing page is served at its own address; old and screenless addresses redirect", async ({
  page,
}) => {
  const landing = await page.goto("/promocja-suv-2026");
  expect(landing?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  expect((await page.goto("/wyprzedaz-rocznika-2026"))?.status()).toBe(404);
  await page.goto("/leasing-dla-firm");
  await expect(page).toHaveURL(/\/oferta\/dla-przedsiebiorcy$/);
  await page.goto("/kongres-dealerski");
  await expect(page).toHaveURL(/\/dla-dealera#kongres-dealerski$/);
  await expect(page.locator("#kongres-dealerski")).toBeVisible();
  await page.goto("/podepnij-sie");
  await expect(page).toHaveURL(/\/zarabiaj#jak-dolaczyc$/);
  await expect(page.locator("#jak-dolaczyc")).toBeVisible();
});
