import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";
import { makeOffer, type OfferSite, smsTo, startOfferSite } from "./support/offer-site.ts";

// The customer's offer by its SMS link: a salesperson makes and sends the offer through the API; the
// customer opens the link from the sandbox SMS outbox, fills in the personal form, types the PIN from the
// next SMS, uploads two documents and deletes one, pays the initial fee on the sandbox payment page and
// sees the offer confirmed — with JavaScript and without it. And /o2: an external offer handed over to
// the online order. The stories run on a site of their own (support/offer-site.ts: the salesperson's
// token is made in its database before it starts).

let site: OfferSite;
let phones = 0;
/** A phone of its own per story (the PIN send limits count per phone), different per project. */
const nextPhone = (project: string) =>
  `60${project === "phone" ? "1" : "2"}${String(Date.now() % 100_000).padStart(5, "0")}${phones++ % 10}`;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOfferSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
  "base64",
);

const lastPin = (phone: string) =>
  /#(\d{6})\s*$/.exec(smsTo(site.outboxDir, phone).at(-1)?.message ?? "")?.[1];

async function noHorizontalScroll(page: Page) {
  for (const width of [390, 320]) {
    const before = page.viewportSize()!;
    await page.setViewportSize({ width, height: before.height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.setViewportSize(before);
  }
}

async function fillConsumerForm(page: Page) {
  await page.getByLabel("Imię").fill("Anna");
  await page.getByLabel("Nazwisko").fill("Zielińska");
  await page.getByLabel("Adres e-mail").fill("anna.zielinska@example.pl");
  await page.getByLabel("PESEL").pressSequentially("44051401458");
  await page.getByLabel("Seria i numer dowodu osobistego").pressSequentially("ABA300000");
  await page.getByLabel("Ulica").fill("Długa");
  await page.getByLabel("Numer domu").fill("12");
  await page.getByLabel("Kod pocztowy").pressSequentially("80831");
  await page.getByLabel("Miejscowość").fill("Gdańsk");
  await page.getByLabel(/Zapoznałem się z informacją/).check();
  await page.getByLabel(/Upoważnienie do sprawdzenia/).check();
}

async function payInSandbox(page: Page) {
  await page.getByRole("button", { name: "Zapłać opłatę wstępną online" }).click();
  await expect(page.getByRole("heading", { name: "Płatność testowa" })).toBeVisible();
  await page.getByRole("button", { name: "Zapłać", exact: true }).click();
  await expect(page).toHaveURL(/\/oferta\/[A-Za-z0-9_-]{32}\?platnosc=powrot/);
  await expect(page.getByText(/Opłata wstępna .* jest zapłacona/)).toBeVisible({ timeout: 15_000 });
}

test("an offer from its SMS link: form, PIN, two documents (one deleted), payment, confirmed", async ({
  page,
}, info) => {
  const phone = nextPhone(info.project.name);
  const { link } = await makeOffer(site, phone, { payment: true });
  await page.goto(site.baseUrl + link);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Twoja oferta leasingu");
  await expect(page.getByText("Rata miesięczna")).toBeVisible();
  await expectAccessible(page);
  await noHorizontalScroll(page);

  // Submitting empty says what is missing, next to the fields.
  await page.getByRole("button", { name: "Zapisz dane i wyślij kod SMS" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Popraw zaznaczone pola");
  await expect(page.getByLabel("PESEL")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await fillConsumerForm(page);
  await page.getByRole("button", { name: "Zapisz dane i wyślij kod SMS" }).click();
  await expect(page.getByText("Wysłaliśmy SMS z kodem potwierdzającym")).toBeVisible();
  const code = page.getByLabel("Kod z SMS-a");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("button", { name: "Wyślij kod ponownie" })).toBeDisabled();
  await expectAccessible(page);

  const pin = lastPin(phone);
  expect(pin, "the PIN SMS").toBeTruthy();
  await code.fill(pin === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Potwierdź ofertę" }).click();
  await expect(page.getByText("Nieprawidłowy kod. Pozostało prób: 4.")).toBeVisible();
  await page.getByLabel("Kod z SMS-a").fill(pin!);
  await page.getByRole("button", { name: "Potwierdź ofertę" }).click();
  await expect(page.getByText("Oferta jest potwierdzona kodem SMS")).toBeVisible();

  // Two files at once, each with its progress and outcome; then one deleted.
  await page.getByLabel("Rodzaj dokumentu").selectOption({ label: "Dowód osobisty (obie strony)" });
  await page.getByLabel("Plik", { exact: true }).setInputFiles([
    { name: "dowod-przod.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "dowod-tyl.png", mimeType: "image/png", buffer: PNG },
  ]);
  await page.getByRole("button", { name: "Prześlij", exact: true }).click();
  const files = page.getByRole("region", { name: "Przesłane dokumenty" }).getByRole("listitem");
  await expect(files).toHaveCount(2);
  await expect(page.getByText("— przesłano")).toHaveCount(2);
  await expectAccessible(page);
  await files.first().getByRole("button", { name: /^Usuń/ }).click();
  await expect(page.getByText("Plik został usunięty.")).toBeVisible();
  await expect(files).toHaveCount(1);

  await payInSandbox(page);
  await expect(page.getByText(/Potwierdzona kodem SMS|Dokumenty przesłane/).first()).toBeVisible();
  await expectAccessible(page);
  await noHorizontalScroll(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same offer works with plain forms", async ({ page, browser }, info) => {
    const phone = nextPhone(info.project.name);
    const { link } = await makeOffer(site, phone, { payment: true });
    await page.goto(site.baseUrl + link);
    await expectAccessibleWithoutJs(page, browser as Browser);

    // The required consents left unticked: the form answers with the typed values kept.
    await page.getByLabel("Imię").fill("Anna");
    await page.getByRole("button", { name: "Zapisz dane i wyślij kod SMS" }).click();
    await expect(page.getByText(/Zaznacz: „Zapoznałem się/).first()).toBeVisible();
    await expect(page.getByLabel("Imię")).toHaveValue("Anna");

    await fillConsumerForm(page);
    await page.getByRole("button", { name: "Zapisz dane i wyślij kod SMS" }).click();
    await expect(page).toHaveURL(/wynik=zapisano/);
    await page.getByLabel("Kod z SMS-a").fill(lastPin(phone)!);
    await page.getByRole("button", { name: "Potwierdź ofertę" }).click();
    await expect(page).toHaveURL(/wynik=potwierdzono/);

    for (const [kind, file] of [
      ["Dowód osobisty (obie strony)", { name: "dowod.pdf", mimeType: "application/pdf", buffer: PDF }],
      ["Inny dokument", { name: "zaswiadczenie.png", mimeType: "image/png", buffer: PNG }],
    ] as const) {
      await page.getByLabel("Rodzaj dokumentu").selectOption({ label: kind });
      await page.getByLabel("Plik", { exact: true }).setInputFiles(file);
      await page.getByRole("button", { name: "Prześlij", exact: true }).click();
      await expect(page).toHaveURL(/wynik=plik-dodany/);
    }
    const files = page.getByRole("region", { name: "Przesłane dokumenty" }).getByRole("listitem");
    await expect(files).toHaveCount(2);
    await files.last().getByRole("button", { name: /^Usuń/ }).click();
    await expect(page).toHaveURL(/wynik=plik-usuniety/);
    await expect(files).toHaveCount(1);
    await expectAccessibleWithoutJs(page, browser as Browser);

    await page.getByRole("button", { name: "Zapłać opłatę wstępną online" }).click();
    await page.getByRole("button", { name: "Zapłać", exact: true }).click();
    await expect(page).toHaveURL(/platnosc=powrot/);
    // Without the page's script the outcome shows once the provider's notification is in: reload.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/Opłata wstępna .* jest zapłacona/)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });
});

test("an external offer (/o2): its specification, then the online order with the car filled in", async ({
  page,
}, info) => {
  const brands = (await (await fetch(`${site.baseUrl}/api/digital-order/eurotax/brands`)).json()) as {
    id: number;
    name: string;
  }[];
  const toyota = brands.find((b) => b.name === "Toyota")!;
  const models = (await (
    await fetch(`${site.baseUrl}/api/digital-order/eurotax/models?id=${toyota.id}`)
  ).json()) as { id: number; name: string; generation: string }[];
  const corolla = models.find((m) => m.name === "Corolla" && m.generation === "E21")!;
  const versions = (await (
    await fetch(`${site.baseUrl}/api/digital-order/eurotax/versions?id=${corolla.id}`)
  ).json()) as { id: number; name: string; yearFrom: number; yearTo: number | null }[];
  const version = versions.find((v) => v.yearTo === null) ?? versions[0]!;
  const year = version.yearTo ?? Math.max(version.yearFrom, 2023);
  const { link } = await makeOffer(site, nextPhone(info.project.name), {
    client: "entrepreneur",
    dictionaryVersionId: version.id,
    year,
    price: 95_000,
    priceType: "net",
    mileageKm: 42_000,
    duration: 48,
    initialFee: 20,
    repurchase: 20,
  });
  const o2 = link.replace("/oferta/", "/o2/");
  await page.goto(site.baseUrl + o2);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota Corolla");
  await expectAccessible(page);
  await noHorizontalScroll(page);
  await page.getByRole("link", { name: "Pełna specyfikacja samochodu" }).click();
  await expect(page.getByRole("heading", { name: "Dane techniczne" })).toBeVisible();
  await expect(page.getByText("42 000 km")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Złóż wniosek online" }).click();
  await expect(page).toHaveURL(/\/zamow\/[0-9a-f-]{36}/);
  await expect(page.getByText(/Toyota Corolla/).first()).toBeVisible();
});

test("/o2 without a token: phone, SMS code, the links of the customer's offers", async ({ page }, info) => {
  const phone = nextPhone(info.project.name);
  const { link } = await makeOffer(site, phone);
  await page.goto(`${site.baseUrl}/o2`);
  await waitForHydration(page);
  await expectAccessible(page);
  await page.getByLabel("Numer telefonu").pressSequentially(phone);
  await page.getByRole("button", { name: "Wyślij kod" }).click();
  await expect(page.getByLabel("Kod z SMS-a")).toBeVisible();
  await page.getByLabel("Kod z SMS-a").fill(lastPin(phone)!);
  await page.getByRole("button", { name: "Pokaż moje oferty" }).click();
  await expect(page.locator(`a[href="${link}"]`)).toBeVisible();
  await expectAccessible(page);
});
