import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { LEAD_THANKS } from "@vhs/domain/lead-texts.ts";
import { expectAccessible } from "./support/axe.ts";
import { partnerPageHtml, servePage } from "./support/embed-partner.ts";

// Embed mode as a partner uses it (docs/embed.md): the demo partner's page on another local origin frames
// the embed host (Chromium resolves *.localhost to this machine) through /embed.js. The frame resets its
// parent with 1 and then tells its height and path, a lead sent in it reaches the partner, and a page of
// any other origin cannot frame it.

const port = Number(process.env.E2E_PORT ?? 3210);
const EMBED = `http://embed.localhost:${port}`;
const PARTNER_PORT = port + 1; // EMBED_DEMO_ORIGINS of playwright.config.ts
const STRANGER_PORT = port + 2;
const TOKEN = "an-demo-7Kq2vX9pLm4RtY8w";
const PARTNER_EMAIL = "leady@auto-nowak.pl";

let path = "/formularz/contact";
let partner: Server;
let stranger: Server;

test.beforeAll(async () => {
  partner = await servePage(PARTNER_PORT, () => partnerPageHtml({ embedOrigin: EMBED, token: TOKEN, path }));
  stranger = await servePage(STRANGER_PORT, () =>
    partnerPageHtml({ embedOrigin: EMBED, token: TOKEN, path }),
  );
});
test.afterAll(async () => {
  await new Promise((r) => partner.close(r));
  await new Promise((r) => stranger.close(r));
});

type Message = 1 | { height: number; path: string };
const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages);

function outboxEmails(): { to: string; text: string }[] {
  try {
    return readFileSync(join(process.env.E2E_OUTBOX_DIR!, "email.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string });
  } catch {
    return [];
  }
}

test("the frame resets its parent, then tells its height and path, also after a route change", async ({
  page,
}) => {
  path = "/kalkulator-leasingowy";
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/`);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByText("Auto Nowak Sp. z o.o.").first()).toBeVisible();
  await expect
    .poll(() => messages(page).then((m) => m.length), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  const first = await messages(page);
  expect(first[0]).toBe(1);
  const size = first[1] as { height: number; path: string };
  expect(size.path).toBe("/kalkulator-leasingowy");
  expect(size.height).toBeGreaterThan(300);
  // embed.js sizes the frame to what it was told.
  const last = first.at(-1) as { height: number };
  await expect(page.locator("iframe")).toHaveAttribute("style", new RegExp(`height: ${last.height}px`));

  // embed.js believes only its frame's origin, and only messages of the documented shape.
  await page.evaluate(() => window.postMessage({ height: 9999, path: "/obcy" }, "*"));
  const inner = page.frames().find((f) => f.url().startsWith(EMBED))!;
  await inner.evaluate(() => window.parent.postMessage({ height: "9999", path: "/zly" }, "*"));
  await inner.evaluate(() => window.parent.postMessage({ height: 9999, path: "//evil.example" }, "*"));
  await page.waitForTimeout(300);
  await expect(page.locator("iframe")).toHaveAttribute("style", new RegExp(`height: ${last.height}px`));

  // A route change inside the frame: a reset first, then the new page's size and path.
  const before = (await messages(page)).length;
  await frame
    .getByRole("navigation", { name: "Ekrany partnera" })
    .getByRole("link", { name: "Kontakt" })
    .click();
  await expect
    .poll(async () =>
      (await messages(page)).slice(before).some((m) => m !== 1 && m.path === "/formularz/contact"),
    )
    .toBe(true);
  const after = (await messages(page)).slice(before);
  expect(after[0]).toBe(1);
  expect(after.filter((m) => m !== 1).at(-1)).toMatchObject({ path: "/formularz/contact" });
  // The partner's menu marks the screen now shown.
  const menu = frame.getByRole("navigation", { name: "Ekrany partnera" });
  await expect(menu.getByRole("link", { name: "Kontakt" })).toHaveAttribute("aria-current", "page");
  await expect(menu.locator("[aria-current]")).toHaveCount(1);
});

test("a lead sent inside the frame reaches the partner, tagged with it", async ({ page }, info) => {
  path = "/formularz/contact";
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/`);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Formularz kontaktowy");
  await expect.poll(() => messages(page).then((m) => m.length)).toBeGreaterThanOrEqual(2);
  // The frame's next page has no token in its address: the partner comes from the frame's own
  // (SameSite=None; Secure; Partitioned) cookie.
  const inner = page.frames().find((f) => f.url().startsWith(EMBED))!;
  await inner.goto(`${EMBED}/formularz/contact`);
  const opened = Date.now();
  await expect(frame.getByRole("navigation", { name: "Ekrany partnera" })).toBeVisible();
  await expect(frame.getByText("Auto Nowak Sp. z o.o.").first()).toBeVisible();
  await expectAccessible(page);

  const email = `embed.${info.project.name}.${Date.now()}@example.pl`;
  await frame.getByLabel("Imię i nazwisko").fill("Jan Kowalski");
  await frame.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
  await frame.getByRole("textbox", { name: "Telefon" }).fill("600 100 200");
  await frame.getByLabel("Temat").selectOption({ label: "Oferta leasingu" });
  await frame.getByLabel("Wiadomość").fill("Dzień dobry, proszę o ofertę leasingu przez Auto Nowak.");
  await frame
    .getByRole("checkbox", { name: /Wyrażam zgodę na przetwarzanie moich danych kontaktowych/ })
    .check();
  // The API refuses forms sent sooner than 3 s after they were rendered (a bot check).
  const wait = opened + 3300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await frame.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(frame.locator("#formularz").getByRole("status")).toContainText(LEAD_THANKS.contact);

  await expect
    .poll(() =>
      outboxEmails()
        .filter((m) => m.text.includes(`E-mail: ${email}`))
        .map((m) => m.to)
        .sort(),
    )
    .toEqual([PARTNER_EMAIL, "kontakt@leasingowo.pl"].sort());
  const mail = outboxEmails().find((m) => m.to === PARTNER_EMAIL && m.text.includes(email))!;
  expect(mail.text).toContain("Partner: Auto Nowak Sp. z o.o. (auto-nowak)");
  await expectAccessible(page);
});

test("a page of any other origin cannot frame it", async ({ page }) => {
  path = "/kalkulator-leasingowy";
  const answer = page.waitForResponse((r) => r.url().startsWith(`${EMBED}/kalkulator-leasingowy`));
  await page.goto(`http://127.0.0.1:${STRANGER_PORT}/`);
  const headers = (await answer).headers();
  expect(headers["content-security-policy"]).toContain(
    `frame-ancestors https://www.auto-nowak.pl http://127.0.0.1:${PARTNER_PORT}`,
  );
  expect(headers["content-security-policy"]).not.toContain(`127.0.0.1:${STRANGER_PORT}`);
  // The browser refused to show it: nothing of the site in the frame, no message to the page.
  await page.waitForTimeout(1500);
  await expect(page.frameLocator("iframe").getByText("Auto Nowak Sp. z o.o.")).toHaveCount(0);
  expect(await messages(page)).toEqual([]);
});

test("the site's own host refuses every frame", async ({ request }) => {
  const res = await request.get("/kalkulator-leasingowy");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
});
