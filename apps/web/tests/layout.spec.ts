import { expect, type Page, test } from "@playwright/test";
import { createOrder, fillFirmSteps, openOrder } from "./support/order.ts";

// No page scrolls sideways at 320, 390 or 1280 px (WCAG 1.4.10 reflow): wide tables scroll inside their
// own box, never the page. Measured as the document's scrollWidth against the viewport's width, on the
// pages a customer walks through, with real cars in the comparison and an order on its form.

const WIDTHS = [320, 390, 1280];

async function pagesToCheck(page: Page): Promise<string[]> {
  const answer = await page.request.get("/api/v3/cars/?perPage=3");
  const cars = (
    (await answer.json()) as {
      items: { id: number; groupId: string; brand: { slug: string }; model: { slug: string } }[];
    }
  ).items;
  const refs = cars.map((c) => `${c.groupId}.${c.id}`);
  const first = cars[0]!;
  return [
    "/",
    "/wyszukaj",
    "/wyszukaj?body=kabriolet&fuel=diesel&seats=7",
    `/samochody/${first.brand.slug}`,
    `/samochody/${first.brand.slug}/${first.model.slug}`,
    "/kalkulator-leasingowy",
    "/kalkulator-leasingowy?mode=price&client=consumer",
    `/porownaj?ids=${refs.join(",")}`,
    `/ulubione?ids=${refs.join(",")}`,
    "/parametry-leasingu",
    "/leasing-samochodu",
    "/kontakt",
    "/obsluga-klienta",
    "/oferta/dla-przedsiebiorcy",
    "/informacje/rodo",
    "/dokumenty-do-pobrania",
    "/formularz/notify?o=toyota",
  ];
}

test("no page scrolls sideways at 320, 390 and 1280 px", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "the test sets its own widths: one run is enough");
  test.setTimeout(120_000);
  const paths = await pagesToCheck(page);
  // An order on its last steps (the summary is the widest of them); its page is reached by its return link.
  const order = await createOrder(page.request);
  await fillFirmSteps(page.request, order);
  await openOrder(page, order);
  paths.push(`/zamow/${order.uuid}?krok=statements`, `/zamow/${order.uuid}?krok=client`);
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
    }
  }
  expect(wide).toEqual([]);
});
