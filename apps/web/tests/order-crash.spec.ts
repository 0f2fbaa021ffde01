import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/axe.ts";
import {
  acceptStatements,
  createOrder,
  fillContact,
  fillDelivery,
  fillFirmDetails,
  lookUpFirm,
  openOrder,
  save,
  sendAndAwaitApproval,
  stepHeading,
  verifyAccount,
} from "./support/order.ts";
import { FIRM } from "./support/sandbox-firm.ts";
import { freePort, type SiteProcess, startSite, stopSite, waitForReady } from "./support/server-process.ts";

// QUALITY "no data lost": a firm fills in four steps of its order, the server is killed (kill -9) while the
// fifth is being typed, and after a restart on the same database the order resumes intact: every saved
// value is back, the form is at the first unsaved step, and the order goes on to a positive decision.
// The story runs its own site process (the shared e2e server must stay up) with a small catalogue, and
// only in the desktop project (playwright.config.ts): killing a server once is enough.

const env = { CATALOG_VARIANTS: "2000" };
let dataDir: string | undefined;
let port = 0;
let site: SiteProcess | undefined;

// The port is known once beforeAll has run; Playwright reads a fixture's dependencies from its pattern.
// biome-ignore lint/correctness/noEmptyPattern: no dependencies
test.use({ baseURL: async ({}, use) => use(`http://127.0.0.1:${port}`) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "vhs-e2e-crash-"));
  port = await freePort();
  site = startSite(port, dataDir, env);
  await waitForReady(site, port);
});

test.afterAll(async () => {
  if (site) await stopSite(site);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the server is killed mid-order and the order resumes intact after a restart", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await createOrder(request);
  await openOrder(page, order);
  await waitForHydration(page);

  // Steps 1–4 saved: contact (with the optional marketing consent), non-default parameters, the firm from
  // the register, the details.
  await expect(stepHeading(page, 1)).toBeVisible();
  await fillContact(page);
  await page.getByLabel(/Zgoda marketingowa/).check();
  await save(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole("radio", { name: "36 miesięcy" }).check();
  await page.getByRole("spinbutton", { name: "Opłata wstępna" }).fill("15");
  await page.getByRole("spinbutton", { name: "Wykup" }).fill("20");
  await save(page);
  await expect(stepHeading(page, 3)).toBeVisible();
  await lookUpFirm(page);
  await page.getByLabel("Nazwa firmy").fill(FIRM.company.name); // the register's long name, shortened
  await save(page);
  await expect(stepHeading(page, 4)).toBeVisible();
  await fillFirmDetails(page);
  await page.getByLabel("Przychód za ostatni rok (zł)").fill("4200000");
  await save(page);

  // Step 5 typed but not saved when the server dies.
  await expect(stepHeading(page, 5)).toBeVisible();
  await expect(page).toHaveURL(/krok=delivery/);
  await fillDelivery(page);
  const crashed = site!;
  expect(await stopSite(crashed, "SIGKILL")).toBe("SIGKILL");

  // The same database and port; no new seeding: the data survived.
  site = startSite(port, dataDir!, env);
  await waitForReady(site, port);
  expect(site.output()).not.toContain("database seeded");

  // The reload is back at step 5, empty: what was never saved is not there (and nothing pretends it is).
  await page.reload();
  await waitForHydration(page);
  await expect(stepHeading(page, 5)).toBeVisible();
  await expect(page.getByRole("radio", { name: /Odbiór u dealera/ })).not.toBeChecked();
  await expect(page.getByLabel("Województwo odbioru")).toHaveValue("");
  const nav = page.getByRole("navigation", { name: "Kroki wniosku" });
  for (const n of [1, 2, 3, 4])
    await expect(nav.getByRole("link", { name: new RegExp(`Krok ${n}.*\\(ukończony\\)`) })).toBeVisible();
  await expect(nav.locator('[aria-current="step"]')).toContainText("Odbiór i rejestracja");

  // The order's own address (no step in it) resumes there too.
  await page.goto(`/zamow/${order.uuid}`);
  await waitForHydration(page);
  await expect(stepHeading(page, 5)).toBeVisible();

  // Every saved value is back, step by step.
  await nav.getByRole("link", { name: /Krok 1/ }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByLabel("Imię")).toHaveValue(FIRM.contact.firstName);
  await expect(page.getByLabel("Nazwisko")).toHaveValue(FIRM.contact.lastName);
  await expect(page.getByLabel("Adres e-mail")).toHaveValue(FIRM.contact.email);
  await expect(page.getByLabel("Telefon komórkowy")).toHaveValue("600 700 800");
  await expect(page.getByLabel(/Zapoznałem się z informacją o przetwarzaniu/)).toBeChecked();
  await expect(page.getByLabel(/Upoważnienie do sprawdzenia w BIG/)).toBeChecked();
  await expect(page.getByLabel(/Zgoda marketingowa/)).toBeChecked();

  await nav.getByRole("link", { name: /Krok 2/ }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByRole("radio", { name: "36 miesięcy" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Dla firmy" })).toBeChecked();
  await expect(page.getByRole("spinbutton", { name: "Opłata wstępna" })).toHaveValue("15");
  await expect(page.getByRole("spinbutton", { name: "Wykup" })).toHaveValue("20");

  await nav.getByRole("link", { name: /Krok 3/ }).click();
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(page.getByLabel("NIP firmy")).toHaveValue("525-447-65-42");
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue(FIRM.company.name);
  await expect(page.getByLabel("REGON")).toHaveValue(FIRM.company.regon);
  await expect(page.getByLabel("Forma prawna")).toHaveValue(FIRM.company.legalForm);
  await expect(page.getByLabel("Ulica")).toHaveValue(FIRM.company.address.street);
  await expect(page.getByLabel("Nr budynku")).toHaveValue(FIRM.company.address.building);
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue(FIRM.company.address.postalCode);
  await expect(page.getByLabel("Miejscowość")).toHaveValue(FIRM.company.address.city);

  await nav.getByRole("link", { name: /Krok 4/ }).click();
  await expect(stepHeading(page, 4)).toBeVisible();
  const details = FIRM.companyDetails;
  await expect(page.getByLabel("Data rozpoczęcia działalności")).toHaveValue(details.businessStartDate);
  await expect(page.getByLabel("Liczba pracowników")).toHaveValue(String(details.employees));
  await expect(page.getByLabel("Przychód za ostatni rok (zł)")).toHaveValue(/^4\s?200\s?000$/);
  await expect(page.getByLabel("Imię reprezentanta")).toHaveValue(details.representative.firstName);
  await expect(page.getByLabel("Nazwisko reprezentanta")).toHaveValue(details.representative.lastName);
  await expect(page.getByLabel("Funkcja reprezentanta")).toHaveValue(details.representative.role);

  // The rest of the order on the restarted server, to a decision.
  await nav.getByRole("link", { name: /Krok 5/ }).click();
  await expect(stepHeading(page, 5)).toBeVisible();
  await fillDelivery(page);
  await save(page);
  await expect(stepHeading(page, 6)).toBeVisible();
  await expect(page.getByRole("region", { name: "Samochód i leasing" })).toContainText("36 miesięcy");
  await expect(page.getByRole("region", { name: "Dane kontaktowe" })).toContainText("marek@example.pl");
  await acceptStatements(page);
  await save(page);
  await expect(stepHeading(page, 7)).toBeVisible();
  await verifyAccount(page, order.uuid);
  await waitForHydration(page);
  await sendAndAwaitApproval(page);
});
