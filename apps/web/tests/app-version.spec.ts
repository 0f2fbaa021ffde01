import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, waitForHydration } from "./support/axe.ts";
import { markPage, samePage } from "./support/page-mark.ts";

// A new build deployed while the visitor reads: a polite notice, nothing reloaded under their hands, the
// next page loaded whole. And an error thrown in the browser reaching the API.

const NEW_VERSION = "nowa-wersja-e2e";

/** The server's /srv/ver answers as deployed until `deploy()`; then it names a newer build. */
async function serverVersions(page: Page) {
  let deployed = false;
  await page.route("**/srv/ver", async (route) => {
    if (!deployed) return route.continue();
    return route.fulfill({ json: { ver: NEW_VERSION }, headers: { "cache-control": "no-store" } });
  });
  return {
    deploy: () => {
      deployed = true;
    },
  };
}

/** The page's watch has started: its first version check stored the version the server answered. */
async function waitForWatch(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("app_version"))).not.toBeNull();
}

const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Dostępna jest nowa wersja serwisu." });

test.describe("a new version of the site", () => {
  test("is announced politely, a form being filled is left alone, the next page is loaded whole", async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    const server = await serverVersions(page);
    await page.goto("/kontakt");
    await waitForHydration(page);
    await waitForWatch(page);
    await page.getByLabel("Imię i nazwisko").fill("Anna Nowak");
    await page.getByLabel("Wiadomość").fill("Proszę o ofertę leasingu.");
    await markPage(page);
    await expect(notice(page)).toHaveCount(0);

    server.deploy();
    await page.clock.runFor(15_000);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText("Wczytamy ją, gdy przejdziesz na kolejną stronę.");
    await expect(page.getByRole("button", { name: "Odśwież teraz" })).toBeVisible();
    await expectAccessible(page);

    // Fits the screen: along the bottom of a phone, a card in the corner on a desktop.
    const box = (await notice(page).locator("> div").boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (testInfo.project.name === "desktop") expect(box.width).toBeLessThanOrEqual(600);

    // Minutes later nothing has reloaded: what was typed is still there.
    await page.clock.runFor(120_000);
    expect(await samePage(page)).toBe(true);
    await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Anna Nowak");

    // "Później" from the keyboard: the notice goes, the focus lands in the page's content.
    await page.getByRole("button", { name: "Później" }).focus();
    await page.keyboard.press("Enter");
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator("#tresc")).toBeFocused();

    // The next page is loaded whole: the mark is gone.
    await page
      .getByRole("link", { name: /strona główna/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await samePage(page)).toBe(false);
  });

  test("„Odśwież teraz” reloads at once, and the new page says nothing more", async ({ page }) => {
    await page.clock.install();
    const server = await serverVersions(page);
    await page.goto("/kontakt");
    await waitForHydration(page);
    await waitForWatch(page);
    await markPage(page);
    server.deploy();
    await page.clock.runFor(15_000);
    await expect(notice(page)).toBeVisible();
    await page.getByRole("button", { name: "Odśwież teraz" }).click();
    await expect.poll(() => samePage(page).catch(() => true)).toBe(false);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/kontakt$/);
    await page.clock.runFor(15_000);
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe("the next page's code", () => {
  test("is fetched ahead 1 s after the page starts, for the routes of its links", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const prefetched = page.locator('link[rel="prefetch"][as="script"]');
    await expect(prefetched).toHaveCount(0);
    const brandRouteModule = () =>
      page.evaluate(() => {
        const m = (
          window as { __reactRouterManifest?: { routes: Record<string, { path?: string; module: string }> } }
        ).__reactRouterManifest!;
        return Object.values(m.routes).find((r) => r.path === "samochody/:brand")?.module ?? null;
      });
    // React Router's discovery of the links' routes starts on a short timer and asks the server: on a slow
    // machine its answer may come after a second of this page's fake clock. The prefetch is for the routes
    // it knows, so the clock reaches 1 s once discovery has answered, as it does well within a second here.
    await page.clock.runFor(200);
    await expect.poll(brandRouteModule, { message: "the brand route is known after discovery" }).toBeTruthy();
    await expect(prefetched).toHaveCount(0);
    await page.clock.runFor(800);
    await expect.poll(() => prefetched.count()).toBeGreaterThan(0);
    // The route modules of the brand pages the home page links to, fetched for real.
    const hrefs = await prefetched.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const brandModule = await brandRouteModule();
    expect(hrefs.map((h) => new URL(h).pathname)).toContain(brandModule);
    await expect.poll(() => requested).toContain(brandModule);
    expect(refused).toEqual([]);
  });
});

test.describe("an error in the visitor's browser", () => {
  test("reaches the API, without the personal data it mentioned", async ({ page }) => {
    await page.goto("/kontakt?utm_source=e2e");
    await waitForHydration(page);
    const reported = page.waitForResponse((r) => r.url().endsWith("/srv/client-error"));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError("Nie zapisano formularza anna.nowak@example.pl, tel. 600 700 800");
      });
    });
    const response = await reported;
    // The API's own answer, passed on by the site: accepted (a keepalive request's body is not readable here).
    expect(response.status()).toBe(202);
    expect(response.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    const sent = response.request().postDataJSON() as Record<string, string>;
    expect(sent).toMatchObject({
      kind: "error",
      message: "TypeError: Nie zapisano formularza [e-mail], tel. [number]",
      path: "/kontakt",
    });
    expect(sent.version).toMatch(/\S/);
    expect(JSON.stringify(sent)).not.toMatch(/anna\.nowak|600 700 800|utm_source/);

    // An unhandled rejection too; the same error twice is sent once.
    const rejected = page.waitForResponse((r) => r.url().endsWith("/srv/client-error"));
    await page.evaluate(() => {
      void Promise.reject(new Error("Odrzucone w teście"));
    });
    const second = await rejected;
    expect(second.status()).toBe(202);
    expect(second.request().postDataJSON()).toMatchObject({
      kind: "unhandledrejection",
      message: "Error: Odrzucone w teście",
    });
  });
});
