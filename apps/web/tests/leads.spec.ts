import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { LEAD_THANKS } from "@vhs/domain/lead-texts.ts";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";

// The lead forms as visitors use them, on their own pages (/formularz/…): the contact form with and
// without JavaScript, a refused field shown next to it with what was typed, the dealer form through the
// local /srv/notion endpoint, and the partner programme's sign-up. Each sent form reaches the team: its
// e-mail (and a dealer's Notion page) is in the sandbox outbox.

/** The API refuses forms sent sooner than 3 s after they were rendered (a bot check). */
const BOT_CHECK_MS = 3000;

async function openForm(page: Page, path: string) {
  const opened = Date.now();
  await page.goto(path);
  return {
    /** Waits out the bot check (from the moment the page was asked for) before sending. */
    async send(button: string) {
      const wait = opened + BOT_CHECK_MS + 300 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      await page.getByRole("button", { name: button }).click();
    },
  };
}

/** The form's live region (the page has other status regions: the leasing drawer's, for one). */
const confirmation = (page: Page) => page.locator("#formularz").getByRole("status");

/** An e-mail address of this test and project (the API limits sends per address). */
const address = (who: string, project: string) => `${who}.${project}@example.pl`;

function outbox(kind: "email" | "notion"): Record<string, unknown>[] {
  const file = join(process.env.E2E_OUTBOX_DIR!, `${kind}.jsonl`);
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch {
    return [];
  }
}

async function expectTeamEmail(text: string) {
  await expect
    .poll(() => outbox("email").some((m) => String(m.text).includes(text)), {
      message: `a team e-mail with ${text}`,
    })
    .toBe(true);
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel("Imię i nazwisko").fill("Anna Nowak");
  await page.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Telefon" }).fill("600 700 800");
  await page.getByLabel("Temat").selectOption({ label: "Oferta leasingu" });
  await page.getByLabel("Wiadomość").fill("Dzień dobry, proszę o ofertę leasingu na Skodę Octavię.");
  await page
    .getByRole("checkbox", { name: /Wyrażam zgodę na przetwarzanie moich danych kontaktowych/ })
    .check();
}

test.describe("contact form with JavaScript", () => {
  test("a visitor sends a message and reads the confirmation in place", async ({ page }, info) => {
    const form = await openForm(page, "/formularz/contact");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formularz kontaktowy");
    await expectAccessible(page);
    const email = address("anna", info.project.name);
    await fillContact(page, email);
    await form.send("Wyślij wiadomość");

    await expect(confirmation(page)).toContainText(LEAD_THANKS.contact);
    await expect(page).toHaveURL(/\/formularz\/contact$/);
    await expect(page.getByRole("button", { name: "Wyślij wiadomość" })).toHaveCount(0);
    await expectAccessible(page);
    await expectTeamEmail(`E-mail: ${email}`);
  });

  test("a refused field is shown next to it, with everything typed still there", async ({ page }, info) => {
    const form = await openForm(page, "/formularz/contact");
    await waitForHydration(page);
    await fillContact(page, address("bez-malpy", info.project.name).replace("@", ""));
    await page.getByLabel("Wiadomość").fill("Krótko");
    await form.send("Wyślij wiadomość");

    const email = page.getByRole("textbox", { name: "Adres e-mail" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "email-blad");
    await expect(page.locator("#email-blad")).toHaveText(
      "Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.",
    );
    await expect(page.locator("#message-blad")).toHaveText("Wiadomość: napisz od 10 do 2000 znaków.");
    await expect(page.getByRole("alert")).toContainText("Popraw zaznaczone pola");
    await expect(email).toHaveValue(address("bez-malpy", info.project.name).replace("@", ""));
    await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Anna Nowak");
    await expect(page.getByLabel("Wiadomość")).toHaveValue("Krótko");
    await expect(page.getByRole("checkbox", { name: /Wyrażam zgodę/ })).toBeChecked();
    await expectAccessible(page);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sent form comes back to its page with the confirmation", async ({ page, browser }, info) => {
    const form = await openForm(page, "/formularz/contact");
    const email = address("bez-js", info.project.name);
    await fillContact(page, email);
    await form.send("Wyślij wiadomość");

    await expect(page).toHaveURL(/\/formularz\/contact\?wyslano=1#formularz$/);
    await expect(confirmation(page)).toContainText(LEAD_THANKS.contact);
    await expectAccessibleWithoutJs(page, browser);
    await expectTeamEmail(`E-mail: ${email}`);
  });

  test("a refused form shows its messages and the typed values on its page", async ({ page, browser }) => {
    const form = await openForm(page, "/formularz/contact");
    await fillContact(page, "anna@example.pl");
    await page.getByRole("textbox", { name: "Telefon" }).fill("12 34");
    await page.getByRole("checkbox", { name: /Wyrażam zgodę/ }).uncheck();
    await form.send("Wyślij wiadomość");

    await expect(page.locator("#phone-blad")).toHaveText(
      "Podaj poprawny numer telefonu: 9 cyfr, np. 600 700 800.",
    );
    await expect(page.locator("#consents-blad")).toContainText(
      "Zaznacz zgodę na przetwarzanie danych kontaktowych",
    );
    await expect(page.getByRole("textbox", { name: "Telefon" })).toHaveValue("12 34");
    await expect(page.getByLabel("Wiadomość")).toHaveValue(
      "Dzień dobry, proszę o ofertę leasingu na Skodę Octavię.",
    );
    await expect(page.getByLabel("Temat")).toHaveValue("oferta");
    await expectAccessibleWithoutJs(page, browser);
  });
});

async function fillDealer(page: Page, email: string, dealership: string) {
  await page.getByLabel("Nazwa salonu (dealera)").fill(dealership);
  await page.getByLabel("NIP salonu").fill("526-104-08-28");
  await page.getByLabel("Miejscowość").fill("Poznań");
  await page.getByLabel("Osoba do kontaktu").fill("Piotr Wiśniewski");
  await page.getByRole("textbox", { name: "Telefon" }).fill("61 820 33 44");
  await page.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
  await page
    .getByLabel("Ile samochodów sprzedajecie miesięcznie?")
    .selectOption({ label: "11–30 samochodów" });
  await page.getByRole("checkbox", { name: /Wyrażam zgodę na przetwarzanie/ }).check();
}

test.describe("dealer form", () => {
  test("with JavaScript it goes to /srv/notion as JSON and the confirmation appears in place", async ({
    page,
  }, info) => {
    const form = await openForm(page, "/formularz/dealer");
    await waitForHydration(page);
    await expectAccessible(page);
    const dealership = `Salon JS ${info.project.name}`;
    await fillDealer(page, address("dealer-js", info.project.name), dealership);
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/srv/notion",
    );
    await form.send("Wyślij zgłoszenie");
    expect((await posted).headers()["content-type"]).toContain("application/json");

    await expect(confirmation(page)).toContainText(LEAD_THANKS.dealer);
    await expectAccessible(page);
    await expect
      .poll(() => outbox("notion").some((p) => JSON.stringify(p).includes(dealership)), {
        message: "the dealer's page in the Notion outbox",
      })
      .toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to /srv/notion, then back to the page with the confirmation; a bad NIP is shown with the values", async ({
      page,
      browser,
    }, info) => {
      let form = await openForm(page, "/formularz/dealer");
      const dealership = `Salon bez JS ${info.project.name}`;
      await fillDealer(page, address("dealer", info.project.name), dealership);
      await page.getByLabel("NIP salonu").fill("526-104-08-29");
      await form.send("Wyślij zgłoszenie");

      // /srv/notion hands a refused form to its page (307, the same body): messages and typed values.
      await expect(page).toHaveURL(/\/formularz\/dealer$/);
      await expect(page.locator("#nip-blad")).toHaveText(
        "NIP: nieprawidłowy numer — sprawdź cyfry (10 cyfr).",
      );
      await expect(page.getByLabel("NIP salonu")).toHaveValue("526-104-08-29");
      await expect(page.getByLabel("Nazwa salonu (dealera)")).toHaveValue(dealership);
      await expectAccessibleWithoutJs(page, browser);

      form = await openForm(page, "/formularz/dealer");
      await fillDealer(page, address("dealer", info.project.name), dealership);
      const statuses: number[] = [];
      page.on("response", (r) => {
        if (new URL(r.url()).pathname === "/srv/notion") statuses.push(r.status());
      });
      await form.send("Wyślij zgłoszenie");
      await expect(page).toHaveURL(/\/formularz\/dealer\?wyslano=1#formularz$/);
      expect(statuses).toEqual([303]);
      await expect(confirmation(page)).toContainText(LEAD_THANKS.dealer);
      await expectAccessibleWithoutJs(page, browser);
      await expectTeamEmail(`Nazwa salonu (dealera): ${dealership}`);
    });
  });
});

test.describe("partner programme", () => {
  test("an influencer learns the profile address is needed, adds it and signs up", async ({ page }, info) => {
    const form = await openForm(page, "/formularz/partner");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dołącz do programu partnerskiego");
    const email = address("tworca", info.project.name);
    await page.getByLabel("Imię i nazwisko lub nazwa firmy").fill("Kasia Motoblog");
    await page.getByLabel("Kim jesteś?").selectOption({ label: "Influencer / twórca" });
    await page.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
    await page.getByRole("textbox", { name: "Telefon" }).fill("600100200");
    await page.getByRole("checkbox", { name: /Wyrażam zgodę na przetwarzanie/ }).check();
    await form.send("Dołącz do programu");

    await expect(page.locator("#channelUrl-blad")).toContainText("Podaj adres strony lub profilu");
    await page.getByLabel("Adres strony lub profilu").fill("instagram.com/kasia.motoblog");
    await page.getByRole("button", { name: "Dołącz do programu" }).click();

    await expect(confirmation(page)).toContainText(LEAD_THANKS.partner);
    await expectAccessible(page);
    await expectTeamEmail("Adres strony lub profilu: https://instagram.com/kasia.motoblog");
  });
});

test.describe("powiadom mnie (notify)", () => {
  /** The notify form's live region. */
  const notified = (page: Page) => page.locator("#powiadom").getByRole("status");

  test("an empty search for one model leads to the form, which confirms in place", async ({ page }, info) => {
    await page.goto("/wyszukaj?brand=toyota&model=corolla&priceMax=1000");
    await expect(page.getByRole("heading", { name: "Jak poszerzyć wyszukiwanie?" })).toBeVisible();
    await expect(
      page.getByText("Napiszemy do Ciebie, gdy pojawi się nowa oferta Toyota Corolla."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Powiadom mnie" }).click();

    await expect(page).toHaveURL(/\/formularz\/notify\?o=toyota%2Fcorolla#powiadom$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Powiadom mnie o nowych ofertach Toyota Corolla",
    );
    // Reached by a client navigation, the form times its filling from when it appeared, which is no later
    // than now (its heading is drawn with it); a slow navigation must not make the test's send too early.
    const opened = Date.now();
    await waitForHydration(page);
    await expectAccessible(page);
    const email = address("powiadom", info.project.name);
    await page.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
    // Without the consent the form says what is missing, next to the checkbox.
    await page.waitForTimeout(Math.max(0, opened + BOT_CHECK_MS + 300 - Date.now()));
    await page.getByRole("button", { name: "Powiadom mnie" }).click();
    await expect(page.locator("#consents-blad")).toHaveText(
      "Zaznacz zgodę na otrzymywanie powiadomień — bez niej nie możemy ich wysyłać.",
    );
    await expect(page.getByRole("textbox", { name: "Adres e-mail" })).toHaveValue(email);
    await page
      .getByRole("checkbox", { name: /Chcę dostawać e-mailem powiadomienia o nowych ofertach/ })
      .check();
    await page.getByRole("button", { name: "Powiadom mnie" }).click();

    await expect(notified(page)).toContainText(LEAD_THANKS.notify);
    await expectAccessible(page);
    await expectTeamEmail(`E-mail: ${email}`);
    await expectTeamEmail("Powiadomienie o: toyota/corolla");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a sent form comes back to its page with the confirmation", async ({ page, browser }, info) => {
      const form = await openForm(page, "/formularz/notify?o=toyota");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Powiadom mnie o nowych ofertach Toyota",
      );
      await expectAccessibleWithoutJs(page, browser);
      const email = address("powiadom-bez-js", info.project.name);
      await page.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
      await page.getByRole("checkbox", { name: /Chcę dostawać e-mailem powiadomienia/ }).check();
      await form.send("Powiadom mnie");

      await expect(page).toHaveURL(/\/formularz\/notify\?o=toyota&wyslano=1#powiadom$/);
      await expect(notified(page)).toContainText(LEAD_THANKS.notify);
      await expectAccessibleWithoutJs(page, browser);
      await expectTeamEmail(`E-mail: ${email}`);
    });
  });
});
