import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { FIRM } from "./sandbox-firm.ts";

// The online order's pieces shared by the order stories: an order made through the API (the sandbox firm's
// data: sandbox-firm.ts), opening the order as the e-mailed link does, and filling in the form's steps in the page.

export interface Created {
  uuid: string;
  secret: string;
}

/** A new order for a new catalogue car (the decision's car-age rule passes), made through the API. */
export async function createOrder(request: APIRequestContext, client = "entrepreneur"): Promise<Created> {
  const cars = (await (await request.get("/api/v3/cars/?perPage=20")).json()) as {
    items: { id: number; is_new: boolean; price: number }[];
  };
  const car = cars.items.find((c) => c.is_new && c.price < 200_000);
  expect(car, "a new catalogue car").toBeTruthy();
  const response = await request.post("/api/digital-order/create", { data: { variantId: car!.id, client } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

/** Steps 1–6 of a firm's order saved through the API (the stories that start at a later step). */
export async function fillFirmSteps(request: APIRequestContext, { uuid, secret }: Created) {
  const auth = { uuid, secret };
  const calls: [string, object][] = [
    ["storeContact", FIRM.contact],
    ["storeLeasingParam", FIRM.leasing],
    [
      "storeOrderData",
      {
        company: FIRM.company,
        companyDetails: FIRM.companyDetails,
        delivery: FIRM.delivery,
        statements: FIRM.statements,
      },
    ],
  ];
  for (const [path, body] of calls) {
    const response = await request.post(`/api/digital-order/${path}`, { data: { ...auth, ...body } });
    expect(response.status(), path).toBe(200);
  }
}

/** Opens the order the way the e-mailed link does: /powrot sets the cookie and goes on to the step. */
export async function openOrder(page: Page, { uuid, secret }: Created) {
  await page.goto(`/powrot/${uuid}/${secret}`);
  await expect(page).toHaveURL(new RegExp(`/zamow/${uuid}\\?krok=`));
}

export const stepHeading = (page: Page, n: number) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`^Krok ${n} z 7`) });

export async function save(page: Page) {
  await page.getByRole("button", { name: "Zapisz i przejdź dalej" }).click();
}

/** The sandbox bank's consent page (not ours): grant, refuse or time out. */
export async function answerBank(page: Page, decision: "Zgoda" | "Odmowa" | "Przekroczony czas") {
  await expect(page).toHaveURL(/\/api\/sandbox-bank\/consent/);
  await page.getByRole("button", { name: decision }).click();
}

// The firm's steps typed in the page (not saved: the stories check the page before they save).

/** Step 1: the firm's contact person and the two required consents. */
export async function fillContact(page: Page) {
  await page.getByLabel("Imię").fill(FIRM.contact.firstName);
  await page.getByLabel("Nazwisko").fill(FIRM.contact.lastName);
  await page.getByLabel("Adres e-mail").fill(FIRM.contact.email);
  const phone = page.getByLabel("Telefon komórkowy");
  await phone.pressSequentially(FIRM.contact.phone);
  await expect(phone).toHaveValue("600 700 800");
  await page.getByLabel(/Zapoznałem się z informacją o przetwarzaniu/).check();
  await page.getByLabel(/Upoważnienie do sprawdzenia w BIG/).check();
}

/** Step 3: the NIP typed (masked), the firm fetched from the sandbox register. */
/** Types the NIP and looks the firm up: with the button, or with Enter in the NIP field. */
export async function lookUpFirm(page: Page, how: "button" | "enter" = "button") {
  const nip = page.getByLabel("NIP firmy");
  await nip.pressSequentially(FIRM.company.nip);
  await expect(nip).toHaveValue("525-447-65-42");
  if (how === "enter") await nip.press("Enter");
  else await page.getByRole("button", { name: "Pobierz dane z rejestru" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pobraliśmy dane firmy" })).toBeVisible();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue(/AUTO-FLOTA POLSKA/);
}

/** Step 4: the details for the decision. */
export async function fillFirmDetails(page: Page) {
  const { businessStartDate, employees, representative } = FIRM.companyDetails;
  await page.getByLabel("Data rozpoczęcia działalności").fill(businessStartDate);
  await page.getByLabel("Liczba pracowników").fill(String(employees));
  await page.getByLabel("Imię reprezentanta").fill(representative.firstName);
  await page.getByLabel("Nazwisko reprezentanta").fill(representative.lastName);
  await page.getByLabel("Funkcja reprezentanta").selectOption({ label: "Członek zarządu" });
}

/** Step 5: pick-up at the dealer, registration and insurance by the lessor. */
export async function fillDelivery(page: Page) {
  await page.getByRole("radio", { name: /Odbiór u dealera/ }).check();
  await page.getByLabel("Województwo odbioru").selectOption(FIRM.delivery.voivodeship);
  await page.getByRole("radio", { name: /Rejestrujemy za Ciebie/ }).check();
  await page.getByRole("radio", { name: /Pakiet ubezpieczeń w leasingu/ }).check();
}

/** Step 6: every statement ticked, not a politically exposed person. */
export async function acceptStatements(page: Page) {
  for (const box of await page.getByRole("group", { name: "Oświadczenia" }).getByRole("checkbox").all())
    await box.check();
  await page.getByRole("radio", { name: "Nie" }).check();
}

/** Step 7: the account verified at the sandbox bank ("Zgoda"), back at the step. */
export async function verifyAccount(page: Page, uuid: string, bank = "PKO Bank Polski") {
  await page.getByRole("radio", { name: bank }).check();
  await page.getByRole("button", { name: "Przejdź do banku" }).click();
  await answerBank(page, "Zgoda");
  await expect(page).toHaveURL(new RegExp(`/zamow/${uuid}\\?krok=bank`));
  await expect(page.getByText("Rachunek zweryfikowany", { exact: true })).toBeVisible();
}

/** Sends the application and waits on the decision screen until the (sandbox) positive decision. */
export async function sendAndAwaitApproval(page: Page) {
  await page.getByRole("button", { name: "Wyślij wniosek" }).click();
  await expect(page).toHaveURL(/krok=decyzja/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Decyzja w sprawie wniosku");
  await expect(page.getByTestId("status-wniosku")).toHaveText("Decyzja pozytywna", { timeout: 20_000 });
}
