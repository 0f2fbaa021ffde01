import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";
import {
  acceptStatements,
  answerBank,
  createOrder,
  fillContact,
  fillDelivery,
  fillFirmDetails,
  fillFirmSteps,
  lookUpFirm,
  openOrder,
  save,
  stepHeading,
  verifyAccount,
} from "./support/order.ts";
import { FIRM } from "./support/sandbox-firm.ts";

// User stories: a firm fills in the 7 steps of /zamow/{uuid} (register lookup, sandbox bank
// "Zgoda"), sends the application, watches the decision arrive and downloads the PDF offer; a wrong field
// keeps what was typed; a reload resumes at the saved step; a refused bank consent shows the retry (and
// queues the failed-step event for the tag manager); a wrong /powrot link is a 404; and the steps work
// without JavaScript.

test.describe("online order form", () => {
  test("a firm completes the 7 steps, sends the application, gets a positive decision and the PDF", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await createOrder(request);
    await openOrder(page, order);

    // 1: contact.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wniosek leasingowy online");
    await expect(stepHeading(page, 1)).toHaveText("Krok 1 z 7: Dane kontaktowe");
    const nav = page.getByRole("navigation", { name: "Kroki wniosku" });
    await expect(nav.locator('[aria-current="step"]')).toContainText("Dane kontaktowe");
    await expectAccessible(page);
    await fillContact(page);
    await save(page);

    // 2: the car and the parameters, the instalment recomputed.
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page).toHaveURL(/krok=leasing/);
    await expect(page.getByTestId("rata")).toContainText("zł netto");
    await expectAccessible(page);
    const before = (await page.getByTestId("rata").textContent())!;
    await page.getByRole("radio", { name: "48 miesięcy" }).check();
    await expect(page.getByTestId("rata-po-zmianie")).toContainText("Po zmianie rata wyniesie");
    // The table itself is recalculated before saving, and saving confirms the same figures.
    await expect(page.getByRole("heading", { name: "Rata po zmianie parametrów" })).toBeVisible();
    await expect(page.getByTestId("rata")).not.toHaveText(before);
    const recalculated = (await page.getByTestId("rata").textContent())!;
    await save(page);
    await expect(stepHeading(page, 3)).toBeVisible();
    await page.getByRole("link", { name: /Krok 2/ }).click();
    await expect(page.getByRole("radio", { name: "48 miesięcy" })).toBeChecked();
    await expect(page.getByTestId("rata")).toHaveText(recalculated);
    await page.getByRole("link", { name: /Krok 3/ }).click();

    // 3: the firm from the register (Enter in the NIP field looks it up, it does not save the step),
    // which the user may correct.
    await expect(stepHeading(page, 3)).toBeVisible();
    await lookUpFirm(page, "enter");
    await expect(page.getByText("Popraw zaznaczone pola")).toHaveCount(0);
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByLabel("REGON")).toHaveValue("148209509");
    await expect(page.getByLabel("Kod pocztowy")).toHaveValue("00-844");
    await expect(page.getByLabel("Forma prawna")).toHaveValue("limited-liability-company");
    await expectAccessible(page);
    await page.getByLabel("Nazwa firmy").fill("AUTO-FLOTA POLSKA sp. z o.o.");
    await save(page);

    // 4: details for the decision.
    await expect(stepHeading(page, 4)).toBeVisible();
    await fillFirmDetails(page);
    await expectAccessible(page);
    await save(page);

    // 5: delivery.
    await expect(stepHeading(page, 5)).toBeVisible();
    await fillDelivery(page);
    await expectAccessible(page);
    await save(page);

    // 6: the summary and the statements.
    await expect(stepHeading(page, 6)).toBeVisible();
    const summary = page.getByRole("region", { name: "Firma" });
    await expect(summary).toContainText("AUTO-FLOTA POLSKA sp. z o.o.");
    await expect(summary).toContainText("5254476542");
    await expect(page.getByRole("region", { name: "Samochód i leasing" })).toContainText("48 miesięcy");
    await acceptStatements(page);
    await expectAccessible(page);
    await save(page);

    // 7: the bank account, verified at the sandbox bank.
    await expect(stepHeading(page, 7)).toBeVisible();
    await expectAccessible(page);
    await verifyAccount(page, order.uuid);
    await expect(nav.getByRole("link", { name: /Krok 7.*\(ukończony\)/ })).toBeVisible();
    await expectAccessible(page);

    // Sent: the decision screen polls the status until the decision.
    await page.getByRole("button", { name: "Wyślij wniosek" }).click();
    await expect(page).toHaveURL(/krok=decyzja/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Decyzja w sprawie wniosku");
    const status = page.getByTestId("status-wniosku");
    await expect(status).toHaveText(/Wniosek złożony|Weryfikujemy wniosek/);
    await expectAccessible(page);
    await expect(status).toHaveText("Decyzja pozytywna", { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Na czym opiera się decyzja" })).toBeVisible();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: /spełnione:/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The offer as a PDF, through /pobierz (the secret stays in the cookie).
    const link = page.getByRole("link", { name: "Pobierz ofertę (PDF)" });
    await expect(link).toHaveAttribute("href", `/pobierz/${order.uuid}`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^oferta-leasingowa-ZL-.*\.pdf$/);
    const pdf = await page.request.get(`/pobierz/${order.uuid}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["cache-control"]).toContain("no-store");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The offer was recorded as shown.
    const shown = (await (
      await request.get(`/api/digital-order/get`, { params: order as never })
    ).json()) as {
      offerShownAt: string | null;
      status: string;
    };
    expect(shown.status).toBe("approved");
    expect(shown.offerShownAt).not.toBeNull();
  });

  test("a wrong field shows the Polish message at the field and keeps everything typed", async ({
    page,
    request,
  }) => {
    const order = await createOrder(request);
    await openOrder(page, order);
    await page.getByLabel("Imię").fill("Łucja");
    await page.getByLabel("Nazwisko").fill("Wiśniewska-Żak");
    await page.getByLabel("Adres e-mail").fill("lucja@example");
    await page.getByLabel("Telefon komórkowy").fill("123");
    await page.getByLabel(/Zgoda marketingowa/).check();
    await save(page);

    await expect(page.getByRole("alert")).toContainText("Popraw zaznaczone pola");
    const email = page.getByLabel("Adres e-mail");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Nieprawidłowy adres e-mail");
    await expect(page.getByLabel("Telefon komórkowy")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/Zapoznałem się z informacją/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/Zapoznałem się z informacją/)).toHaveAccessibleDescription(
      "Potwierdź zapoznanie się z informacją o przetwarzaniu danych osobowych",
    );
    await expect(page.getByLabel("Imię")).toHaveValue("Łucja");
    await expect(page.getByLabel("Nazwisko")).toHaveValue("Wiśniewska-Żak");
    await expect(email).toHaveValue("lucja@example");
    await expect(page.getByLabel(/Zgoda marketingowa/)).toBeChecked();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expectAccessible(page);
  });

  test("a reload or another device resumes at the saved step", async ({ page, request, browser }) => {
    const order = await createOrder(request);
    await request.post("/api/digital-order/storeContact", { data: { ...order, ...FIRM.contact } });
    await openOrder(page, order);
    await expect(page).toHaveURL(/krok=leasing/);
    await save(page);
    await expect(stepHeading(page, 3)).toBeVisible();

    await page.goto(`/zamow/${order.uuid}`);
    await expect(stepHeading(page, 3)).toHaveText("Krok 3 z 7: Dane wnioskodawcy");
    await page.reload();
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByRole("link", { name: /Krok 1.*\(ukończony\)/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Krok 2.*\(ukończony\)/ })).toBeVisible();

    // Another browser: the e-mailed link; without it the order is not there.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const second = await other.newPage();
    const missing = await second.goto(`/zamow/${order.uuid}`);
    expect(missing?.status()).toBe(404);
    await second.goto(`/powrot/${order.uuid}/${order.secret}`);
    await expect(second).toHaveURL(/krok=client/);
    await expect(second.getByRole("navigation", { name: "Kroki wniosku" })).toBeVisible();
    expect(second.url()).not.toContain(order.secret);
    await other.close();
  });

  test("a refused bank consent shows the retry, and another bank verifies the account", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const order = await createOrder(request);
    await fillFirmSteps(request, order);
    await openOrder(page, order);
    await waitForHydration(page);
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole("radio", { name: "mBank" }).check();
    await page.getByRole("button", { name: "Przejdź do banku" }).click();
    await answerBank(page, "Odmowa");

    await expect(page).toHaveURL(new RegExp(`krok=bank&status=failed&orderUuid=${order.uuid}`));
    await waitForHydration(page);
    const alert = page.getByRole("alert").filter({ hasText: "Nie udało się zweryfikować rachunku." });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("możesz wybrać inny bank");
    await expectAccessible(page);

    // The failed step 7 went to the tag manager's queue once, with the page view; no personal data.
    const dataLayer = () => page.evaluate(() => window.dataLayer ?? []);
    const failed = { event: "order-step-failed", step: 7, orderUuid: order.uuid };
    await expect.poll(dataLayer).toContainEqual(failed);
    await page.getByRole("radio", { name: "PKO Bank Polski" }).check();
    const queued = await dataLayer();
    expect(queued.filter((e) => e.event === "order-step-failed")).toEqual([failed]);
    expect(queued).toContainEqual(
      expect.objectContaining({
        event: "page-view",
        path: `/zamow/${order.uuid}`,
        search: expect.stringContaining("status=failed"),
      }),
    );
    const text = JSON.stringify(queued);
    for (const personal of [order.secret, FIRM.contact.email, FIRM.contact.phone, FIRM.contact.lastName])
      expect(text).not.toContain(personal);

    await page.getByRole("button", { name: "Spróbuj ponownie w banku" }).click();
    await answerBank(page, "Zgoda");
    await expect(page.getByText("Rachunek zweryfikowany", { exact: true })).toBeVisible();
    await waitForHydration(page);
    await expect
      .poll(dataLayer)
      .toContainEqual(expect.objectContaining({ event: "page-view", search: "?krok=bank&wynik=1" }));
    expect((await dataLayer()).filter((e) => e.event === "order-step-failed")).toEqual([]);
  });

  test("sending with steps missing lists them as links; the return link goes out by e-mail", async ({
    page,
    request,
  }) => {
    const order = await createOrder(request);
    await request.post("/api/digital-order/storeContact", { data: { ...order, ...FIRM.contact } });
    await openOrder(page, order);
    await page.getByRole("link", { name: /Krok 7/ }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await page.getByRole("button", { name: "Wyślij wniosek" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Uzupełnij wszystkie kroki" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "Dane wnioskodawcy" })).toHaveAttribute(
      "href",
      `/zamow/${order.uuid}?krok=client`,
    );
    await expectAccessible(page);

    await page.getByRole("button", { name: "Wyślij link do powrotu na e-mail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Wysłaliśmy link" })).toContainText(
      "m•••@example.pl",
    );
    await page.getByRole("button", { name: "Wyślij link do powrotu na e-mail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "ponownie o godzinie" })).toBeVisible();
  });

  test("a consumer completes the whole order with the keyboard alone and gets a positive decision", {
    tag: "@desktop",
  }, async ({ page, request }) => {
    // A keyboard story, so one run is enough.
    test.setTimeout(150_000);
    const order = await createOrder(request, "consumer");
    await openOrder(page, order);
    const kb = page.keyboard;

    /** Presses Tab until the locator has the focus (never clicks). */
    async function tabTo(target: ReturnType<Page["locator"]>) {
      for (let i = 0; i < 200; i++) {
        await kb.press("Tab");
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`Tab never reached ${target}`);
    }
    async function type(label: string | RegExp, text: string) {
      await tabTo(page.getByLabel(label));
      await kb.type(text);
    }
    async function tick(label: string | RegExp) {
      const box = page.getByLabel(label);
      await tabTo(box);
      await kb.press("Space");
      await expect(box).toBeChecked();
    }
    /** A radio group by the keyboard: Tab into the group, then the arrows (Space when none is checked). */
    async function choose(name: string | RegExp) {
      const target = page.getByRole("radio", { name });
      const group = target.locator("xpath=ancestor::fieldset[1]");
      for (let i = 0; i < 200; i++) {
        await kb.press("Tab");
        if (await group.evaluate((g) => g.contains(document.activeElement))) break;
      }
      if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)))
        await kb.press("Space");
      for (let i = 0; i < 20 && !(await target.isChecked()); i++) await kb.press("ArrowDown");
      await expect(target).toBeChecked();
    }
    async function saveByKeyboard() {
      await tabTo(page.getByRole("button", { name: "Zapisz i przejdź dalej" }));
      await kb.press("Enter");
    }

    // 1: contact.
    await expect(stepHeading(page, 1)).toBeVisible();
    await type("Imię", "Anna");
    await type("Nazwisko", "Kowalczyk");
    await type("Adres e-mail", "anna@example.pl");
    await type("Telefon komórkowy", "601234567");
    await tick(/Zapoznałem się z informacją o przetwarzaniu/);
    await tick(/Upoważnienie do sprawdzenia w BIG/);
    await saveByKeyboard();

    // 2: the parameters as they are (gross for a consumer).
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByTestId("rata")).toContainText("zł brutto");
    await expect(page.getByTestId("rata"), "a consumer reads brutto only").not.toContainText("netto");
    await saveByKeyboard();

    // 3: PESEL, ID card (masked while typing), its expiry and the address.
    await expect(stepHeading(page, 3)).toBeVisible();
    await type("PESEL", "90123101230");
    await type("Seria i numer dowodu osobistego", "aba300000");
    await expect(page.getByLabel("Seria i numer dowodu osobistego")).toHaveValue("ABA 300000");
    await type("Data ważności dowodu", "05012030"); // the browser's date field: mm/dd/yyyy segments
    await expect(page.getByLabel("Data ważności dowodu")).toHaveValue("2030-05-01");
    await type("Ulica", "Marszałkowska");
    await type("Nr budynku", "10");
    await type("Kod pocztowy", "00590");
    await type("Miejscowość", "Warszawa");
    await saveByKeyboard();

    // 4: income and obligations.
    await expect(stepHeading(page, 4)).toBeVisible();
    await choose("Umowa o pracę");
    await type("Miesięczny dochód netto (zł)", "25000");
    await type("Miesięczne raty i inne zobowiązania (zł)", "500");
    await saveByKeyboard();

    // 5: delivery.
    await expect(stepHeading(page, 5)).toBeVisible();
    await choose(/Odbiór u dealera/);
    await tabTo(page.getByLabel("Województwo odbioru"));
    await kb.type("mazowieckie");
    await expect(page.getByLabel("Województwo odbioru")).toHaveValue("mazowieckie");
    await choose(/Rejestrujemy za Ciebie/);
    await choose(/Pakiet ubezpieczeń w leasingu/);
    await saveByKeyboard();

    // 6: the statements.
    await expect(stepHeading(page, 6)).toBeVisible();
    for (const box of await page.getByRole("group", { name: "Oświadczenia" }).getByRole("checkbox").all()) {
      await tabTo(box);
      await kb.press("Space");
      await expect(box).toBeChecked();
    }
    await choose("Nie");
    await saveByKeyboard();

    // 7: the bank, at the sandbox bank's page, by the keyboard too.
    await expect(stepHeading(page, 7)).toBeVisible();
    await choose("PKO Bank Polski");
    await tabTo(page.getByRole("button", { name: "Przejdź do banku" }));
    await kb.press("Enter");
    await expect(page).toHaveURL(/\/api\/sandbox-bank\/consent/);
    await tabTo(page.getByRole("button", { name: "Zgoda" }));
    await kb.press("Enter");
    await expect(page.getByText("Rachunek zweryfikowany", { exact: true })).toBeVisible();

    // Sent; the decision arrives on the same screen.
    await tabTo(page.getByRole("button", { name: "Wyślij wniosek" }));
    await kb.press("Enter");
    await expect(page).toHaveURL(/krok=decyzja/);
    // From here on the decision arrives by itself: whatever moves on the screen is a layout shift.
    await page.evaluate(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      const since = performance.now();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
        }[])
          if (!e.hadRecentInput && e.startTime >= since) w.shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await expect(page.getByTestId("status-wniosku")).toHaveText("Decyzja pozytywna", { timeout: 20_000 });
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift, "layout shift while the decision arrives (CLS)").toBeLessThanOrEqual(0.05);
    await expect(page.getByText(/^Rata:/)).toContainText("zł brutto");
    await expect(page.getByText(/^Rata:/), "the decision speaks brutto to a consumer").not.toContainText(
      "netto",
    );
    const pdfLink = page.getByRole("link", { name: "Pobierz ofertę (PDF)" });
    await tabTo(pdfLink);
    await expectAccessible(page);

    const view = (await (await request.get("/api/digital-order/get", { params: order as never })).json()) as {
      status: string;
      consumer: { peselMasked: string } | null;
      leasing: { client: string };
    };
    expect(view.status).toBe("approved");
    expect(view.leasing.client).toBe("consumer");
    expect(view.consumer?.peselMasked).toMatch(/1230$/);
  });

  test("a consumer fills in steps 3 and 4 with masked fields on a 320 px phone", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const order = await createOrder(request, "consumer");
    await request.post("/api/digital-order/storeContact", { data: { ...order, ...FIRM.contact } });
    await request.post("/api/digital-order/storeLeasingParam", {
      data: { ...order, client: "consumer", duration: 48, initialFee: 20, repurchase: 30 },
    });
    await openOrder(page, order);
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByText("Wniosek składasz prywatnie")).toBeVisible();
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    await expectAccessible(page);

    await page.getByLabel("PESEL").pressSequentially("90123101230");
    const idCard = page.getByLabel("Seria i numer dowodu osobistego");
    await idCard.pressSequentially("aba300000");
    await expect(idCard).toHaveValue("ABA 300000");
    await page.getByLabel("Data ważności dowodu").fill("2030-05-01");
    await page.getByLabel("Nr budynku").fill("7");
    const postal = page.getByLabel("Kod pocztowy");
    await postal.pressSequentially("00844");
    await expect(postal).toHaveValue("00-844");
    await page.getByLabel("Miejscowość").fill("Warszawa");
    await save(page);

    await expect(stepHeading(page, 4)).toBeVisible();
    expect(await noOverflow()).toBe(true);
    await page.getByRole("radio", { name: "Umowa o pracę" }).check();
    await page.getByLabel("Miesięczny dochód netto (zł)").fill("25 000");
    await page.getByLabel("Miesięczne raty i inne zobowiązania (zł)").fill("500");
    await expectAccessible(page);
    await save(page);
    await expect(stepHeading(page, 5)).toBeVisible();

    // Back at step 3, PESEL and ID card are only shown masked and kept when left empty.
    await page.getByRole("link", { name: /Krok 3/ }).click();
    await expect(page.getByLabel("PESEL")).toHaveValue("");
    await expect(page.getByLabel("PESEL")).toHaveAccessibleDescription(/Zapisany numer: •+1230/);
    await save(page);
    await expect(stepHeading(page, 4)).toBeVisible();
  });

  test("a wrong /powrot link, a missing cookie or no decision is the Polish 404", async ({
    page,
    request,
  }) => {
    const order = await createOrder(request);
    const wrong = `${order.secret.slice(0, -4)}AAAA`;
    const response = await page.goto(`/powrot/${order.uuid}/${wrong}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
    await expectAccessible(page);
    expect((await page.goto(`/zamow/${order.uuid}`))?.status()).toBe(404);
    expect((await page.goto(`/pobierz/${order.uuid}`))?.status()).toBe(404);
    await openOrder(page, order);
    const early = await page.request.get(`/pobierz/${order.uuid}`);
    expect(early.status()).toBe(404);
    expect(early.headers()["content-type"]).toContain("text/html");
  });
});

test.describe("online order form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("steps are plain form posts: errors, the register lookup, the bank and the polled decision", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const order = await createOrder(request);
    await openOrder(page, order);

    // Step 1 with a mistake, then right.
    await page.getByLabel("Imię").fill("Marek");
    await page.getByLabel("Nazwisko").fill("Zawadzki");
    await page.getByLabel("Adres e-mail").fill("marek@example.pl");
    await page.getByLabel("Telefon komórkowy").fill("600 700 80");
    await page.getByLabel(/Zapoznałem się z informacją o przetwarzaniu/).check();
    await page.getByLabel(/Upoważnienie do sprawdzenia w BIG/).check();
    await save(page);
    await expect(page.getByLabel("Telefon komórkowy")).toHaveAccessibleDescription(
      /Nieprawidłowy numer telefonu/,
    );
    await expect(page.getByLabel("Adres e-mail")).toHaveValue("marek@example.pl");
    await expect(page.getByLabel(/Upoważnienie do sprawdzenia w BIG/)).toBeChecked();
    await expectAccessibleWithoutJs(page, browser);
    await page.getByLabel("Telefon komórkowy").fill("600 700 800");
    await save(page);
    await expect(stepHeading(page, 2)).toBeVisible();
    await save(page);

    // Step 3: the register lookup as a plain post.
    await expect(stepHeading(page, 3)).toBeVisible();
    // Enter in the NIP field looks the firm up while its name is empty; once filled, Enter saves.
    await page.getByLabel("NIP firmy").fill("525-447-65-42");
    await page.getByLabel("NIP firmy").press("Enter");
    await expect(page.getByText(/Pobraliśmy dane firmy/)).toBeVisible();
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue(/AUTO-FLOTA POLSKA/);
    await expectAccessibleWithoutJs(page, browser);
    await page.getByLabel("Nazwa firmy").press("Enter");
    await expect(stepHeading(page, 4)).toBeVisible();

    // Steps 4–6 through the API, then the bank and the decision in the page.
    const auth = { uuid: order.uuid, secret: order.secret };
    const rest = await request.post("/api/digital-order/storeOrderData", {
      data: {
        ...auth,
        companyDetails: FIRM.companyDetails,
        delivery: FIRM.delivery,
        statements: FIRM.statements,
      },
    });
    expect(rest.status()).toBe(200);
    await page.goto(`/zamow/${order.uuid}`);
    await expect(stepHeading(page, 7)).toBeVisible();
    await verifyAccount(page, order.uuid);
    await page.getByRole("button", { name: "Wyślij wniosek" }).click();
    await expect(page).toHaveURL(/krok=decyzja/);
    await expectAccessibleWithoutJs(page, browser);
    // <meta http-equiv="refresh"> reloads the page until the decision.
    await expect(page.getByTestId("status-wniosku")).toHaveText("Decyzja pozytywna", { timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Pobierz ofertę (PDF)" })).toBeVisible();
  });
});
