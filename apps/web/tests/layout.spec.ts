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

test("no page scrolls sideways at 320, 390 and 1280 px", { tag: "@desktop" }, async ({ page }) => {
  // The test sets its own widths, so one run is enough.
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

/** WCAG contrast ratio of two CSS colours (rgb()/rgba() as computed styles give them, or oklch via canvas). */
async function contrastWithWhite(page: Page, color: string): Promise<number> {
  return page.evaluate((c) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const l = 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    return 1.05 / (l + 0.05);
  }, color);
}

test("focus rings and input borders stand out from the page (≥ 3:1)", { tag: "@desktop" }, async ({
  page,
}) => {
  // Keyboard focus, so one run is enough.
  await page.goto("/kalkulator-leasingowy");
  const price = page.getByRole("textbox", { name: "Cena samochodu" });
  const border = await price.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(await contrastWithWhite(page, border)).toBeGreaterThanOrEqual(3);

  // A radio in a pill: the focus ring is drawn around the whole option, in a colour of ≥ 3:1.
  const radio = page.getByRole("radio", { name: "48 miesięcy" });
  await radio.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  const ring = await page.evaluate(() => {
    const pill = document.activeElement?.closest(".choice");
    const style = pill ? getComputedStyle(pill) : null;
    return style && { color: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(ring).toMatchObject({ style: "solid", width: "3px" });
  expect(await contrastWithWhite(page, ring!.color)).toBeGreaterThanOrEqual(3);

  // Any other focused control: the page-wide ring.
  await price.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const outline = await price.evaluate((el) => getComputedStyle(el).outlineColor);
  expect(await contrastWithWhite(page, outline)).toBeGreaterThanOrEqual(3);
});
