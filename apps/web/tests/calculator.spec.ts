import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatPln, formatPlnWhole } from "@vhs/domain/format.ts";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";

// User stories: the leasing calculator (firm with tax effect, consumer, reverse mode, the
// repurchase cap), the site-wide leasing drawer and the `vhs_f` cookie, without JavaScript and by keyboard.

const CALCULATOR = "/kalkulator-leasingowy";

type Lease = { installmentNet: number; installmentGross: number };

async function apiInstallment(request: APIRequestContext, body: Record<string, unknown>): Promise<Lease> {
  const res = await request.post("/api/v3/calculate-installment", { data: body });
  expect(res.status()).toBe(200);
  return (await res.json()) as Lease;
}

const instalment = (page: Page) => page.getByTestId("rata");

async function paramsCookie(page: Page): Promise<URLSearchParams> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "vhs_f");
  return new URLSearchParams(decodeURIComponent(cookie?.value ?? ""));
}

test.describe("leasing calculator", () => {
  // Every story below waits for hydration after page.goto: a click before it is undone by React.
  test("a firm prices a car with the tax effect; the page agrees with the API", async ({ page, request }) => {
    const response = await page.goto(CALCULATOR);
    await waitForHydration(page);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Kalkulator leasingowy/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kalkulator leasingowy");
    await expectAccessible(page);

    const price = page.getByRole("textbox", { name: "Cena samochodu" });
    await price.fill("100 000");
    const expected100 = await apiInstallment(request, {
      price: 100_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    await expect(instalment(page)).toContainText(formatPln(expected100.installmentNet));

    await price.fill("150 000");
    await page.getByRole("radio", { name: "netto" }).check();
    await page.getByRole("radio", { name: "Dla firmy" }).check();
    await page.getByRole("radio", { name: "60 miesięcy" }).check();
    await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("25");
    await page.getByRole("spinbutton", { name: "Wykup" }).fill("35");
    await page.getByLabel("Forma opodatkowania").selectOption("liniowy");
    await page.getByRole("radio", { name: /Odliczam 50 % VAT/ }).check();
    await page.getByLabel("Napęd").selectOption("diesel");
    await page.getByLabel("Napęd").selectOption("benzyna");
    const scrolled = await page.evaluate(() => window.scrollY);

    const expected = await apiInstallment(request, {
      price: 150_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    await expect(instalment(page)).toContainText(`${formatPln(expected.installmentNet)} netto`);
    await expect(page.getByText(`${formatPln(expected.installmentGross)} brutto (z VAT 23 %)`)).toBeVisible();
    // A live recalculation is not a new page: the view stays where the visitor is.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The shareable URL holds the inputs.
    await expect(page).toHaveURL(/price=150/);
    await expect(page).toHaveURL(/taxForm=liniowy/);

    const tax = (await (
      await request.post("/api/get-tax-effect", {
        data: {
          price: 150_000,
          client: "entrepreneur",
          duration: 60,
          initialFee: 25,
          repurchase: 35,
          taxForm: "liniowy",
          vatDeduction: 50,
          fuel: "benzyna",
        },
      })
    ).json()) as { monthly: { realCost: number } };
    await expect(page.getByTestId("realny-koszt")).toHaveText(formatPln(tax.monthly.realCost));
    await expect(page.getByRole("region", { name: "Efekt podatkowy (zasady 2026)" })).toContainText(
      "Limit wartości samochodu: 100 000 zł",
    );
    await expect(page.getByRole("img", { name: /Kapitał i odsetki w kolejnych ratach/ })).toBeVisible();

    await page.getByText(/Pokaż tabelę rat/).click();
    const table = page.getByRole("table", { name: /Harmonogram spłat/ });
    await expect(table.getByRole("row")).toHaveCount(61);
    await expectAccessible(page);

    // The shared URL renders the same result in a fresh page.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(instalment(other)).toContainText(formatPln(expected.installmentNet));
    await other.close();
  });

  test("the schedule served with the page follows a new price, its table left open", async ({
    page,
    request,
  }) => {
    await page.goto(`${CALCULATOR}?price=120000&priceType=net&client=entrepreneur`);
    await waitForHydration(page);
    await page.getByText(/Pokaż tabelę rat/).click();
    const table = page.getByRole("table", { name: /Harmonogram spłat/ });
    const firstInstalment = table.getByRole("row").nth(1).getByRole("cell").first();
    const before = await apiInstallment(request, {
      price: 120_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    await expect(firstInstalment).toHaveText(formatPln(before.installmentNet));
    await page.getByRole("textbox", { name: "Cena samochodu" }).fill("180 000");
    const after = await apiInstallment(request, {
      price: 180_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    await expect(instalment(page)).toContainText(formatPln(after.installmentNet));
    await expect(firstInstalment).toHaveText(formatPln(after.installmentNet));
    await expect(table.getByRole("row")).toHaveCount(61);
    await expect(page.getByRole("img", { name: /Kapitał i odsetki w kolejnych ratach/ })).toHaveCount(1);
    await expectAccessible(page);
  });

  test("a consumer sees gross amounts and no tax effect", async ({ page, request }) => {
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Prywatnie" }).check();
    await page.getByRole("textbox", { name: "Cena samochodu" }).fill("184 500");
    await page.getByRole("radio", { name: "brutto (z VAT)" }).check();
    const expected = await apiInstallment(request, {
      price: 184_500,
      priceType: "gross",
      client: "consumer",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    await expect(instalment(page)).toContainText(`${formatPln(expected.installmentGross)} brutto`);
    await expect(page.getByText("RRSO")).toBeVisible();
    await expect(page.getByLabel("Forma opodatkowania")).toBeHidden();
    await expect(page.getByRole("region", { name: /Efekt podatkowy/ })).toHaveCount(0);
    await expect(page).toHaveURL(/client=consumer/);
    await expectAccessible(page);
  });

  test("reverse mode: the highest price for a wanted instalment", async ({ page, request }) => {
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Na jaki samochód mnie stać?" }).check();
    await expect(page.getByRole("textbox", { name: "Cena samochodu" })).toHaveCount(0);
    // The mode opens with a result for a starting instalment, not with "enter an amount".
    await expect(page.getByRole("textbox", { name: /Rata, którą chcesz płacić/ })).toHaveValue("2000");
    await expect(page.getByTestId("cena-maksymalna")).toBeVisible();
    await expect(page.getByText("Popraw dane w formularzu")).toHaveCount(0);
    await expect(page.locator("#installment-blad")).toHaveCount(0);
    await page.getByRole("textbox", { name: /Rata, którą chcesz płacić/ }).fill("2 000");
    const reverse = (await (
      await request.post("/api/calculate-price-by-installment", {
        data: { installment: 2000, client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 },
      })
    ).json()) as { price: number; installment: number };
    const result = page.getByTestId("cena-maksymalna");
    await expect(result).toContainText(`${formatPlnWhole(reverse.price)} netto`);
    await expectAccessible(page);

    await page.getByRole("link", { name: /Policz ratę dla samochodu za/ }).click();
    await expect(page.getByRole("textbox", { name: "Cena samochodu" })).toHaveValue(String(reverse.price));
    await expect(instalment(page)).toContainText(`${formatPln(reverse.installment)} netto`);
  });

  test("the repurchase maximum follows the duration", async ({ page }) => {
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    const repurchase = page.getByRole("spinbutton", { name: "Wykup" });
    await page.getByRole("radio", { name: "36 miesięcy" }).check();
    await expect(repurchase).toHaveAttribute("max", "50");
    await repurchase.fill("50");
    await expect(page).toHaveURL(/repurchase=50/);
    await expect(page.locator("#repurchase-blad")).toHaveCount(0);

    await page.getByRole("radio", { name: "48 miesięcy" }).check();
    await expect(repurchase).toHaveValue("40");
    await expect(repurchase).toHaveAttribute("max", "40");
    await page.getByRole("radio", { name: "60 miesięcy" }).check();
    await expect(repurchase).toHaveValue("35");
    await expect(page.getByText(/Od 1 do 35 % ceny przy okresie 60 miesięcy/).first()).toBeVisible();

    // Typed over the cap: a Polish message tied to the field.
    await repurchase.fill("45");
    const error = page.locator("#repurchase-blad");
    await expect(error).toHaveText("Wykup nie może przekraczać 35 % przy okresie 60 miesięcy");
    await expect(repurchase).toHaveAttribute("aria-describedby", /repurchase-blad/);
    await expect(repurchase).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
  });

  test("the drawer changes the parameters; the calculator and every instalment follow; a reload keeps them", async ({
    page,
    request,
  }) => {
    await page.goto("/parametry-leasingu");
    await waitForHydration(page);
    const example = page.getByTestId("przyklad-raty");
    const before = await apiInstallment(request, {
      price: 150_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 35,
    });
    await expect(example).toContainText(`od ${formatPlnWhole(before.installmentNet)} netto/mies.`);

    const opener = page.getByRole("banner").getByRole("button", { name: "Parametry leasingu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Parametry leasingu" });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole("radio", { name: "48 miesięcy" }).check();
    await drawer.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("10");
    await drawer.getByRole("spinbutton", { name: "Wykup" }).fill("40");
    await drawer.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    const after = await apiInstallment(request, {
      price: 150_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 48,
      initialFee: 10,
      repurchase: 40,
    });
    // The instalment on the page followed at once, without a reload.
    await expect(example).toContainText(`od ${formatPlnWhole(after.installmentNet)} netto/mies.`);
    const cookie = await paramsCookie(page);
    expect(Object.fromEntries(cookie)).toEqual({
      client: "entrepreneur",
      duration: "48",
      initialFee: "10",
      repurchase: "40",
    });

    // A reload: the server reads the cookie, so the first HTML is already right.
    await page.reload();
    await expect(example).toContainText(`od ${formatPlnWhole(after.installmentNet)} netto/mies.`);

    // The calculator opens with the saved parameters and follows the drawer while open.
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "48 miesięcy" })).toBeChecked();
    await expect(page.getByRole("spinbutton", { name: "Opłata wstępna" })).toHaveValue("10");
    await expect(instalment(page)).toContainText(formatPln(after.installmentNet));

    await page.getByRole("banner").getByRole("button", { name: "Parametry leasingu" }).click();
    await drawer.getByRole("radio", { name: "Prywatnie" }).check();
    await drawer.getByRole("radio", { name: "36 miesięcy" }).check();
    await drawer.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(page.getByRole("radio", { name: "Prywatnie" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "36 miesięcy" })).toBeChecked();
    const consumer = await apiInstallment(request, {
      price: 150_000,
      priceType: "net",
      client: "consumer",
      duration: 36,
      initialFee: 10,
      repurchase: 40,
    });
    await expect(instalment(page)).toContainText(`${formatPln(consumer.installmentGross)} brutto`);
    await expectAccessible(page);
  });

  test("the result stays in view while the form is changed: beside it on a desktop, pinned on a phone", async ({
    page,
  }, info) => {
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    const pinned = page.getByTestId("wynik-przypiety");
    // The last field of the form, far below the first screen.
    const last = page.getByRole("button", { name: "Zapisz jako moje parametry" });
    await last.scrollIntoViewIfNeeded();
    if (info.project.name === "phone") {
      await expect(pinned).toBeInViewport();
      // The pinned bar says what the result says, and follows it when a field changes.
      const same = async () =>
        (await pinned.textContent())!.includes((await instalment(page).textContent())!.trim());
      await expect.poll(same).toBe(true);
      const before = (await instalment(page).textContent())!;
      await page.getByRole("radio", { name: "36 miesięcy" }).check();
      await expect(instalment(page)).not.toHaveText(before);
      await expect.poll(same).toBe(true);
      await expect(pinned).toBeInViewport();
    } else {
      await expect(pinned).toBeHidden();
      await expect(instalment(page)).toBeInViewport();
    }
    await expectAccessible(page);
  });

  test("a tampered parameters cookie means the defaults", async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([
        { name: "vhs_f", value: "%7B%22duration%22%3A999%2C%22client%22%3A%22hacker%22", url: baseURL! },
      ]);
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "Dla firmy" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "60 miesięcy" })).toBeChecked();
    await expect(page.getByRole("spinbutton", { name: "Wykup" })).toHaveValue("35");
  });

  test("the drawer with the keyboard alone: focus stays inside, Escape closes, focus returns", async ({
    page,
  }) => {
    await page.goto("/parametry-leasingu");
    await waitForHydration(page);
    const opener = page.getByRole("banner").getByRole("button", { name: "Parametry leasingu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Parametry leasingu" });
    await expect(drawer).toBeVisible();

    // Tab around more times than there are controls: focus never leaves the dialog.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }

    // Reach the client radio group and choose "Prywatnie" with an arrow key.
    const consumer = drawer.getByRole("radio", { name: "Prywatnie" });
    for (
      let i = 0;
      i < 20 &&
      !(await drawer
        .getByRole("radio", { name: "Dla firmy" })
        .evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight");
    await expect(consumer).toBeChecked();

    // Escape discards and gives focus back to the opener.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect((await paramsCookie(page)).get("client")).toBeNull();

    // Again, and save with Enter on the submit button.
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    for (
      let i = 0;
      i < 20 &&
      !(await drawer
        .getByRole("radio", { name: "Dla firmy" })
        .evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight");
    const save = drawer.getByRole("button", { name: "Zapisz parametry" });
    for (let i = 0; i < 20 && !(await save.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect((await paramsCookie(page)).get("client")).toBe("consumer");
    await expect(page.getByTestId("przyklad-raty")).toContainText("brutto/mies.");
    await expectAccessible(page);
  });
});

test.describe("leasing calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form submits, errors are shown next to their fields, results render on the server", async ({
    page,
    request,
    browser,
  }) => {
    await page.goto(CALCULATOR);
    await page.getByRole("textbox", { name: "Cena samochodu" }).fill("120 000");
    await page.getByRole("radio", { name: "48 miesięcy" }).check();
    await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("20");
    await page.getByRole("spinbutton", { name: "Wykup" }).fill("45");
    await page.getByRole("button", { name: "Oblicz" }).click();

    await expect(page).toHaveURL(/price=120\+000|price=120%20000/);
    const repurchase = page.getByRole("spinbutton", { name: "Wykup" });
    await expect(page.locator("#repurchase-blad")).toHaveText(
      "Wykup nie może przekraczać 40 % przy okresie 48 miesięcy",
    );
    await expect(repurchase).toHaveAttribute("aria-describedby", /repurchase-blad/);
    // Nothing typed is lost.
    await expect(page.getByRole("textbox", { name: "Cena samochodu" })).toHaveValue("120 000");
    await expect(repurchase).toHaveValue("45");
    await expect(page.getByRole("radio", { name: "48 miesięcy" })).toBeChecked();
    await expectAccessibleWithoutJs(page, browser);

    await repurchase.fill("40");
    await page.getByRole("button", { name: "Oblicz" }).click();
    const expected = await apiInstallment(request, {
      price: 120_000,
      priceType: "net",
      client: "entrepreneur",
      duration: 48,
      initialFee: 20,
      repurchase: 40,
    });
    await expect(instalment(page)).toContainText(formatPln(expected.installmentNet));
    await expect(page.getByTestId("realny-koszt")).toBeVisible();
    await expectAccessibleWithoutJs(page, browser);

    // "Zapisz jako moje parametry" posts, sets the cookie and comes back to the same inputs.
    await page.getByRole("button", { name: "Zapisz jako moje parametry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zapisano Twoje parametry" })).toBeVisible();
    await expect(instalment(page)).toContainText(formatPln(expected.installmentNet));
    expect(Object.fromEntries(await paramsCookie(page))).toEqual({
      client: "entrepreneur",
      duration: "48",
      initialFee: "20",
      repurchase: "40",
    });
  });

  test("switching to “what can I afford” and back shows a result each time, no error", async ({ page }) => {
    await page.goto(CALCULATOR);
    await page.getByRole("radio", { name: "Na jaki samochód mnie stać?" }).check();
    await page.getByRole("button", { name: "Oblicz" }).click();
    await expect(page).toHaveURL(/mode=price/);
    await expect(page.getByTestId("cena-maksymalna")).toBeVisible();
    await expect(page.getByText("Popraw dane w formularzu")).toHaveCount(0);

    await page.getByRole("radio", { name: "Ratę dla ceny samochodu" }).check();
    await page.getByRole("button", { name: "Oblicz" }).click();
    await expect(instalment(page)).toBeVisible();
    await expect(page.getByText("Popraw dane w formularzu")).toHaveCount(0);
  });

  test("the header's parameters link leads to a form that saves and returns", async ({ page, browser }) => {
    await page.goto(`${CALCULATOR}?price=90000`);
    await page.getByRole("banner").getByRole("link", { name: "Parametry leasingu" }).click();
    await expect(page).toHaveURL(/\/parametry-leasingu\?powrot=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parametry leasingu");
    await expectAccessibleWithoutJs(page, browser);
    await page.getByRole("radio", { name: "Prywatnie" }).check();
    await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("50");
    await page.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(page.locator("#parametry-initialFee-blad")).toHaveText(
      "Opłata wstępna musi być liczbą całkowitą od 0 do 45 %",
    );
    await expect(page.getByRole("spinbutton", { name: "Opłata wstępna" })).toHaveValue("50");
    await expectAccessibleWithoutJs(page, browser);
    await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("30");
    await page.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(page).toHaveURL(/\/kalkulator-leasingowy\?price=90000$/);
    await expect(page.getByRole("radio", { name: "Prywatnie" })).toBeChecked();
    await expect(page.getByRole("spinbutton", { name: "Opłata wstępna" })).toHaveValue("30");
    await expect(instalment(page)).toContainText("brutto");
  });
});
