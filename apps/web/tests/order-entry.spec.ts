import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatPlnWhole } from "@vhs/domain/format.ts";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";
import { carCards } from "./support/cards.ts";

// User stories: the ways into an online order: "Zamów online" on a model page and on a car
// card (one order per rendered button, even when submitted twice); choosing a model's version, colour and
// parameters at /wybierz/…; financing a car from outside our stock at /sfinansuj-online/… through the
// vehicle dictionary, with and without JavaScript; unknown cars are a Polish 404.

const ORDER_URL = /\/zamow\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;
const CONSUMER = "client=consumer&duration=48&initialFee=10&repurchase=20";

interface OrderView {
  uuid: string;
  car: {
    source: string;
    variantId: number | null;
    groupId: string | null;
    dictionaryVersionId: number | null;
    year: number;
    mileageKm: number | null;
    seller: string | null;
    priceGross: number;
  };
  leasing: { client: string; duration: number; initialFee: number; repurchase: number };
}

/** The order the browser was sent to: its uuid from the address, its secret from the httpOnly cookie. */
async function startedOrder(page: Page, request: APIRequestContext): Promise<OrderView> {
  await expect(page).toHaveURL(ORDER_URL);
  const uuid = ORDER_URL.exec(page.url())![1]!;
  const cookie = (await page.context().cookies()).find((c) => c.name === "vhs_order");
  expect(cookie?.httpOnly).toBe(true);
  const entries = decodeURIComponent(cookie?.value ?? "").split("|");
  const secret = entries.find((e) => e.startsWith(`${uuid}~`))?.split("~")[1];
  expect(secret, "the order's secret is in the vhs_order cookie").toBeTruthy();
  const res = await request.get(`/api/digital-order/get?uuid=${uuid}&secret=${encodeURIComponent(secret!)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as OrderView;
}

async function setParamsCookie(page: Page, value: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.context().addCookies([{ name: "vhs_f", value: encodeURIComponent(value), url: origin }]);
}

test.describe("Zamów online", () => {
  test("from a model page: an order with the visitor's parameters, one order per rendered button", async ({
    page,
    request,
  }) => {
    await setParamsCookie(page, CONSUMER);
    await page.goto("/samochody/skoda/octavia");
    await expectAccessible(page);
    const panel = page.getByRole("region", { name: /^Škoda Octavia .*\(\d{4}\)$/ });
    const form = panel.locator('form[action="/zamow-online"]');
    const key = await form.locator('input[name="idempotencyKey"]').inputValue();
    const variantId = Number(await form.locator('input[name="variantId"]').inputValue());
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    // The same form submitted twice (a double click, say) gives one order.
    const fields = {
      variantId: String(variantId),
      idempotencyKey: key,
      carKey: `v${variantId}`,
      back: "/samochody/skoda/octavia",
    };
    const first = await page.request.post("/zamow-online", { form: fields, maxRedirects: 0 });
    const second = await page.request.post("/zamow-online", { form: fields, maxRedirects: 0 });
    expect(first.status()).toBe(303);
    expect(first.headers().location).toMatch(ORDER_URL);
    expect(second.headers().location).toBe(first.headers().location);
    expect(first.headers()["set-cookie"]).toMatch(/vhs_order=.*HttpOnly/);

    await panel.getByRole("button", { name: /^Zamów online/ }).click();
    const order = await startedOrder(page, request);
    expect(`/zamow/${order.uuid}`).toBe(first.headers().location);
    expect(order.car).toMatchObject({ source: "catalog", variantId });
    expect(order.leasing).toEqual({ client: "consumer", duration: 48, initialFee: 10, repurchase: 20 });

    // The API agrees: the same key and body are a replay of the same order.
    const replay = await request.post("/api/digital-order/create", {
      headers: { "Idempotency-Key": key },
      data: { variantId, client: "consumer", duration: 48, initialFee: 10, repurchase: 20 },
    });
    expect(replay.status()).toBe(200);
    expect(replay.headers()["idempotent-replayed"]).toBe("true");
    expect(((await replay.json()) as { uuid: string }).uuid).toBe(order.uuid);
  });

  test("from a body type's card: the cheapest new car of that body type, the one its price states", async ({
    page,
    request,
  }) => {
    await setParamsCookie(page, CONSUMER);
    const bodies = (await (
      await request.get("/api/v3/model-bodytypes?model=corolla&brand=toyota")
    ).json()) as {
      bodyType: string;
      name: string;
      newOffer: { variantId: number; priceGross: number } | null;
    }[];
    const sedan = bodies.find((b) => b.bodyType === "sedan" && b.newOffer);
    expect(sedan, "the seeded Corolla has a new sedan").toBeTruthy();
    await page.goto("/samochody/toyota/corolla");
    const card = page
      .getByTestId("nadwozie")
      .filter({ has: page.getByRole("heading", { name: "Corolla Sedan" }) });
    // The card says what its price is for: a new car, brutto for a consumer.
    await expect(card).toContainText(
      new RegExp(`Nowy: od ${formatPlnWhole(sedan!.newOffer!.priceGross).replace(/\s/g, "\\s")} brutto`),
    );
    await expect(page.getByTestId("rata-modelu-oferta")).toContainText(
      /najtańsza oferta: Corolla .*, nowy samochód/,
    );
    await card.getByRole("button", { name: /^Zamów online/ }).click();
    const order = await startedOrder(page, request);
    expect(order.car).toMatchObject({
      source: "catalog",
      variantId: sedan!.newOffer!.variantId,
      mileageKm: null,
    });
  });

  test("on a phone the model page keeps the instalment and its order button at the bottom of the screen", async ({
    page,
    request,
  }, info) => {
    const bar = page.getByTestId("pasek-zamowienia");
    await page.goto("/samochody/toyota/corolla");
    if (info.project.name !== "phone") {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    // The same instalment as the headline, for the same car.
    const headline = await page
      .getByTestId("rata-modelu")
      .locator("[data-installment]")
      .getAttribute("data-installment");
    await expect(bar.locator("[data-installment]")).toHaveAttribute("data-installment", headline!);
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
    await expectAccessible(page);
    const bodies = (await (
      await request.get("/api/v3/model-bodytypes?model=corolla&brand=toyota")
    ).json()) as { newOffer: { variantId: number; price: number } | null }[];
    const cheapestNew = bodies
      .flatMap((b) => (b.newOffer ? [b.newOffer] : []))
      .sort((a, b) => a.price - b.price)[0]!;
    await bar.getByRole("button", { name: /^Zamów online/ }).click();
    const order = await startedOrder(page, request);
    expect(order.car).toMatchObject({ source: "catalog", variantId: cheapestNew.variantId });
  });

  test("from a car card; a car that is gone comes back as a Polish message at its button", async ({
    page,
    request,
  }) => {
    await page.goto("/samochody/skoda/octavia");
    const cards = carCards(page);
    const card = cards.first();
    const button = card.getByRole("button", { name: /^Zamów online/ });
    await expect(button).toBeVisible();
    const variantId = Number((await button.getAttribute("value"))?.slice(1));
    expect(variantId).toBeGreaterThan(0);

    // One form serves the list: a double submit for one car gives one order, another car another order.
    const listForm = page.locator(`form[id="${await button.getAttribute("form")}"]`);
    const listFields = {
      listKey: await listForm.locator('input[name="listKey"]').inputValue(),
      list: await listForm.locator('input[name="list"]').inputValue(),
      back: "/samochody/skoda/octavia",
    };
    const secondCar = await cards
      .nth(2)
      .getByRole("button", { name: /^Zamów online/ })
      .getAttribute("value");
    const post = (carKey: string) =>
      page.request.post("/zamow-online", { form: { ...listFields, carKey }, maxRedirects: 0 });
    const [once, twice, another] = [
      await post(`v${variantId}`),
      await post(`v${variantId}`),
      await post(secondCar!),
    ];
    expect(once.status()).toBe(303);
    expect(once.headers().location).toMatch(ORDER_URL);
    expect(twice.headers().location).toBe(once.headers().location);
    expect(another.headers().location).toMatch(ORDER_URL);
    expect(another.headers().location).not.toBe(once.headers().location);

    // A stale page: the offer has been sold meanwhile (here: an id that does not exist; changed once the
    // page is hydrated, which would otherwise put the rendered value back).
    await waitForHydration(page);
    const other = carCards(page)
      .nth(1)
      .getByRole("button", { name: /^Zamów online/ });
    await other.evaluate((el) => {
      (el as HTMLButtonElement).value = "v2000000000";
    });
    await other.click();
    await expect(page).toHaveURL(
      /\/samochody\/skoda\/octavia\?zamow-blad=niedostepny&zamow-auto=v2000000000/,
    );
    // The car is no longer on the page: the message stands above the list it was in.
    await expect(
      page.getByRole("alert").filter({ hasText: "Tego samochodu nie ma już w ofercie" }),
    ).toBeVisible();
    await expectAccessible(page);

    await carCards(page)
      .first()
      .getByRole("button", { name: /^Zamów online/ })
      .click();
    const order = await startedOrder(page, request);
    expect(order.car.variantId).toBe(variantId);
    expect(order.leasing).toEqual({ client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 });
  });

  test("a GET of the create address goes to the home page", async ({ page }) => {
    await page.goto("/zamow-online");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("/wybierz: version, colour and parameters of a model", () => {
  test("choose another version and colour, 36 months, see the instalment, order", async ({
    page,
    request,
  }) => {
    await page.goto("/samochody/skoda/octavia");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Wybierz wersję i kolor, zamów online" }).click();
    await expect(page).toHaveURL(/\/wybierz\/skoda\/octavia$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Škoda Octavia: wybierz wersję i zamów online",
    );
    await expectAccessible(page);

    const versions = page.getByRole("group", { name: "1. Wersja" }).getByRole("radio");
    await expect(versions.first()).toBeChecked();
    const groupId = await versions.nth(2).getAttribute("value");
    const colours = page.getByRole("group", { name: "2. Kolor" }).getByRole("radio");
    const firstColourBefore = await colours.first().getAttribute("value");
    await versions.nth(2).check();
    await expect(page).toHaveURL(new RegExp(`wersja=${groupId}`));
    // The version's colours come with the page's data for it: wait until they are on the page (another
    // version's offers are other cars), not just for the address or the answer.
    await expect(colours.first()).not.toHaveAttribute("value", firstColourBefore!);
    await expect(colours.first()).toBeChecked();
    const count = await colours.count();
    const colour = colours.nth(count > 1 ? 1 : 0);
    const variantId = Number(await colour.getAttribute("value"));
    await colour.check();

    const estimate = page.locator("[data-installment]");
    const before = await estimate.getAttribute("data-installment");
    await page.getByRole("radio", { name: "36 miesięcy" }).check();
    await expect(estimate).not.toHaveAttribute("data-installment", before!);
    await expect(page.getByText(/^Rata:/)).toContainText(/zł netto\/mies\./);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Zamów online" }).click();
    const order = await startedOrder(page, request);
    expect(order.car).toMatchObject({ variantId, groupId });
    expect(order.leasing).toMatchObject({ client: "entrepreneur", duration: 36 });
  });

  test("unknown brand or model is a Polish 404", async ({ page }) => {
    const res = await page.goto("/wybierz/skoda/nie-ma-takiego");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Nie znaleziono|nie istnieje/i);
    expect((await page.goto("/wybierz/toyota/octavia"))?.status()).toBe(404);
    expect((await page.goto("/sfinansuj-online/nie-ma-takiej-marki"))?.status()).toBe(404);
  });
});

test.describe("/wybierz without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a GET form: version, then its colours; a bad fee at its field; then the order", async ({
    page,
    request,
    browser,
  }) => {
    await page.goto("/wybierz/skoda/octavia");
    const versions = page.getByRole("group", { name: "1. Wersja" }).getByRole("radio");
    const groupId = await versions.nth(1).getAttribute("value");
    await versions.nth(1).check();
    await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("99");
    await page.getByRole("button", { name: "Przelicz ratę" }).click();
    await expect(page).toHaveURL(new RegExp(`wersja=${groupId}.*initialFee=99`));
    expect(page.url()).not.toContain("idempotencyKey");
    await expect(page.locator("#wybor-initialFee-blad")).toContainText("Opłata wstępna musi być");
    await expect(page.getByRole("spinbutton", { name: "Opłata wstępna" })).toHaveValue("99");
    await expect(page.getByText("Popraw parametry leasingu, a policzymy ratę.")).toBeVisible();
    await expectAccessibleWithoutJs(page, browser);

    await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("15");
    const colour = page.getByRole("group", { name: "2. Kolor" }).getByRole("radio").last();
    const variantId = Number(await colour.getAttribute("value"));
    await colour.check();
    await page.getByRole("button", { name: "Zamów online" }).click();
    const order = await startedOrder(page, request);
    expect(order.car).toMatchObject({ variantId, groupId });
    expect(order.leasing.initialFee).toBe(15);
  });
});

async function pickVersion(page: Page, js: boolean) {
  const next = async () => {
    if (!js) await page.getByRole("button", { name: "Dalej" }).last().click();
  };
  await page.getByRole("combobox", { name: "Marka samochodu" }).selectOption({ label: "Toyota" });
  await next();
  await expect(page).toHaveURL(/\/sfinansuj-online\/toyota$/);
  const model = page.getByRole("combobox", { name: /^Model Toyota/ });
  await model.selectOption({ label: "Corolla E21 (od 2019)" });
  await next();
  await expect(page).toHaveURL(/\/sfinansuj-online\/toyota\/\d+$/);
  const version = page.getByRole("combobox", { name: /^Wersja Corolla/ });
  const versionId = await version.locator("option").nth(1).getAttribute("value");
  await version.selectOption(versionId!);
  await next();
  await expect(page).toHaveURL(new RegExp(`wersja=${versionId}`));
  return Number(versionId);
}

test.describe("/sfinansuj-online: a car from outside our stock", () => {
  test("with JavaScript: each select loads the next, the estimate follows the price, a bad price is refused", async ({
    page,
    request,
  }) => {
    await page.goto("/sfinansuj-online");
    await expectAccessible(page);
    const versionId = await pickVersion(page, true);
    await expect(page.getByRole("heading", { level: 2, name: "4. Samochód, cena i leasing" })).toBeVisible();
    await expectAccessible(page);

    const price = page.getByRole("textbox", { name: "Cena zakupu (zł)" });
    await price.fill("500");
    await page.getByRole("button", { name: "Zamów online" }).click();
    await expect(page.locator("#price-blad")).toHaveText("Cena musi wynosić od 1 000 zł do 10 000 000 zł");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveValue("500");

    await price.fill("89 000");
    await expect(page.getByText(/^Rata:/)).toContainText(/zł netto\/mies\./);
    await page.getByRole("radio", { name: "brutto" }).check();
    await page.getByRole("radio", { name: "Osoba prywatna" }).check();
    await page.getByRole("textbox", { name: "Przebieg (km)" }).fill("64 000");
    await page.getByRole("button", { name: "Zamów online" }).click();
    const order = await startedOrder(page, request);
    expect(order.car).toMatchObject({
      source: "dictionary",
      dictionaryVersionId: versionId,
      seller: "private",
      mileageKm: 64000,
      priceGross: 89000,
    });
  });

  test("from the landing page, a make slug in the address is understood", async ({ page }) => {
    await page.goto("/leasing-samochodu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Leasing samochodu od dealera lub z ogłoszenia",
    );
    await expectAccessible(page);
    await page.getByRole("combobox", { name: "Marka samochodu" }).selectOption({ label: "Škoda" });
    await page.getByRole("button", { name: "Dalej" }).click();
    await expect(page).toHaveURL(/\/sfinansuj-online\/skoda$/);
    await expect(page.getByRole("combobox", { name: "Marka samochodu" })).toHaveValue(/\d+/);
    const res = await page.goto("/sfinansuj-online/Mercedes-Benz");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sfinansuj samochód Mercedes-Benz");
  });
});

test.describe("/sfinansuj-online without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("make → model → version with Dalej; a bad price is shown at its field; then the order", async ({
    page,
    request,
    browser,
  }) => {
    await page.goto("/sfinansuj-online");
    await page.getByRole("button", { name: "Dalej" }).click();
    await expect(page.locator("#marka-blad")).toHaveText("Wybierz markę z listy");
    const versionId = await pickVersion(page, false);
    await expectAccessibleWithoutJs(page, browser);

    const price = page.getByRole("textbox", { name: "Cena zakupu (zł)" });
    await price.fill("dużo");
    await page.getByRole("button", { name: "Przelicz ratę" }).click();
    await expect(page.locator("#price-blad")).toHaveText("Podaj cenę w złotych, np. 89 000 albo 89 000,50");
    await expect(price).toHaveValue("dużo");
    expect(page.url()).not.toContain("idempotencyKey");
    await expectAccessibleWithoutJs(page, browser);

    await price.fill("120 000");
    await page.getByRole("textbox", { name: "Przebieg (km)" }).fill("30 000");
    await page.getByRole("button", { name: "Przelicz ratę" }).click();
    await expect(page.getByText(/^Rata:/)).toContainText(/zł netto\/mies\./);
    await page.getByRole("button", { name: "Zamów online" }).click();
    const order = await startedOrder(page, request);
    expect(order.car).toMatchObject({
      source: "dictionary",
      dictionaryVersionId: versionId,
      seller: "dealer",
    });
  });
});
