import { expect, type Page, test } from "@playwright/test";
import { CHAT_ADVISOR_ANSWER, CHAT_CALLBACK_ANSWER, CHAT_MESSAGES } from "@vhs/domain/chat-texts.ts";
import { expectAccessible, waitForHydration } from "./support/axe.ts";
import { CHAT_PORT, type ChatSite, startChatSite, teamNotifications } from "./support/chat-site.ts";
import { createOrder, openOrder } from "./support/order.ts";

// The chat widget (docs/chat.md): opened by keyboard, its second option notifies the team through the
// messaging integration (the sandbox outbox of the site's own process), an advisor's answer sent through
// the operator call appears by polling, the callback form names a missing field, polling runs only while
// the panel is open, and the online order form has no widget. The stories run on a site of their own
// (support/chat-site.ts: the advisor's token is made in its database before it starts).

let site: ChatSite;
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${CHAT_PORT}` });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startChatSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const launcher = (page: Page) => page.getByRole("button", { name: "Czat z doradcą" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Czat z Leasingowo" });
const log = (page: Page) => page.getByRole("log", { name: "Wiadomości czatu" });

async function openByKeyboard(page: Page) {
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
}

test("by keyboard: the second option notifies the team, the advisor's answer arrives by polling", async ({
  page,
}) => {
  await page.goto("/kalkulator-leasingowy");
  await waitForHydration(page);
  await openByKeyboard(page);
  const options = panel(page).getByRole("group", { name: "Wybierz temat" }).getByRole("button");
  await expect(options).toHaveText([
    "1. Chcę poznać ofertę / policzyć ratę",
    "2. Porozmawiaj z doradcą",
    "3. Status mojego wniosku",
  ]);
  await expect(options.nth(0)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(log(page)).toContainText(CHAT_ADVISOR_ANSWER);
  await expect(panel(page).getByLabel("Imię")).toBeFocused();

  // The team's notification, as the webhook would receive it.
  let conversation = "";
  await expect
    .poll(
      () => {
        const note = teamNotifications(site.outboxDir).find((n) =>
          n.body.text.includes(`Strona: ${site.baseUrl}/kalkulator-leasingowy`),
        );
        conversation = /Rozmowa: ([0-9a-f-]{36})/.exec(note?.body.text ?? "")?.[1] ?? "";
        return note?.body.text ?? "";
      },
      { message: "the team's notification in the outbox", timeout: 10_000 },
    )
    .toContain("Czat na stronie: klient prosi o rozmowę z doradcą");

  await expectAccessible(page);

  // The advisor answers; the open widget shows it within a poll or two.
  const reply = `Dzień dobry, tu Katarzyna. W czym pomóc? (${test.info().project.name})`;
  const answer = await fetch(`${site.baseUrl}/api/v3/chat/operator/conversations/${conversation}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", ...site.auth },
    body: JSON.stringify({ text: reply }),
  });
  expect(answer.status).toBe(201);
  await expect(log(page).getByText(reply)).toBeVisible({ timeout: 5000 });
  await expect(log(page)).toContainText("Katarzyna, doradca:");

  // The visitor writes back (Enter sends) and leaves a callback: a missing contact is named in Polish.
  await panel(page).getByLabel("Wiadomość").fill("Chodzi o leasing Skody Octavii dla firmy.");
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText("Chodzi o leasing Skody Octavii dla firmy.");
  await panel(page).getByLabel("Imię").fill("Anna");
  await panel(page).getByRole("button", { name: "Poproś o kontakt" }).click();
  const phone = panel(page).getByLabel("Telefon");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(CHAT_MESSAGES.contact);
  await phone.fill("600 700 800");
  await panel(page).getByRole("button", { name: "Poproś o kontakt" }).click();
  await expect(log(page)).toContainText(CHAT_CALLBACK_ANSWER);
  await expect
    .poll(() => teamNotifications(site.outboxDir).some((n) => n.body.text.includes("Telefon: +48600700800")))
    .toBe(true);
  await expectAccessible(page);

  // Escape closes the panel and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
});

test("polls every second while open, not at all while closed; the conversation survives a reload", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await launcher(page).click();
  await panel(page).getByLabel("Wiadomość").fill("Czy macie Toyotę Corollę od ręki?");
  await panel(page).getByRole("button", { name: "Wyślij" }).click();
  await expect(log(page)).toContainText("Czy macie Toyotę Corollę od ręki?");

  const polls: number[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v3/chat/messages?since=")) polls.push(Date.now());
  });
  polls.length = 0;
  await page.waitForTimeout(3200);
  expect(polls.length, "polls in 3.2 s while open").toBeGreaterThanOrEqual(2);
  expect(polls.length, "polls in 3.2 s while open").toBeLessThanOrEqual(5);

  await panel(page).getByRole("button", { name: "Zamknij czat" }).click();
  await expect(panel(page)).toBeHidden();
  await page.waitForTimeout(300);
  polls.length = 0;
  await page.waitForTimeout(2500);
  expect(polls, "no polls while closed").toEqual([]);

  // The token is kept in the tab: after a reload the conversation is there again.
  await page.reload();
  await waitForHydration(page);
  await launcher(page).click();
  await expect(log(page)).toContainText("Czy macie Toyotę Corollę od ręki?");
  await expect(panel(page).getByLabel("Wiadomość")).toBeFocused();
});

test("the first option links to the calculator and the catalogue", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openByKeyboard(page);
  await page.keyboard.press("Enter");
  await expect(log(page).getByRole("link", { name: "Kalkulator leasingowy" })).toHaveAttribute(
    "href",
    "/kalkulator-leasingowy",
  );
  await expect(log(page).getByRole("link", { name: "Wyszukiwarka samochodów" })).toHaveAttribute(
    "href",
    "/wyszukaj",
  );
});

test("stays clear of a phone's bottom bar, and is absent from the online order form", async ({
  page,
  request,
}) => {
  await page.goto("/samochody/toyota/corolla");
  await waitForHydration(page);
  const bar = page.getByTestId("pasek-zamowienia");
  if (await bar.isVisible()) {
    const button = (await launcher(page).boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(button.y + button.height, "the button ends above the bottom bar").toBeLessThanOrEqual(barBox.y);
  }
  await expect(launcher(page)).toBeVisible();

  const order = await createOrder(request);
  await openOrder(page, order);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.locator(".chat-dock")).toHaveCount(0);
});

test("without JavaScript the button is a link to the contact page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.baseUrl });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Kontakt z doradcą" })).toHaveAttribute("href", "/kontakt");
  await context.close();
});
