import { readFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";

// Consent-first analytics (docs/decisions/016-consent-and-analytics.md): the banner, no request to Google
// before consent, the tag manager (a local stub, recording what it receives) after "Akceptuj wszystkie",
// nothing after "Odrzuć wszystkie", no page view with ?pdf=1, the campaign keys in vhs_utm, and the
// settings without JavaScript. The e2e server runs in production with GTM_CONTAINER_DEFAULT set.

const STUB = readFileSync(new URL("./support/gtm-stub.js", import.meta.url), "utf8");
const GOOGLE = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;

/** Every request to Google from this context is recorded; the tag manager is answered by the stub. */
async function watchGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  context.on("request", (r) => {
    if (GOOGLE.test(new URL(r.url()).hostname)) requests.push(r.url());
  });
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ contentType: "application/javascript", body: STUB }),
  );
  return requests;
}

type Seen = (Record<string, unknown> | unknown[])[] | null;
const seenByTagManager = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gtmSeen?: Seen }).__gtmSeen ?? null);
const events = (seen: Seen) =>
  (seen ?? []).flatMap((e) => (!Array.isArray(e) && typeof e.event === "string" ? [e.event] : []));

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "vhs_consent")?.value;
}

const banner = (page: Page) => page.getByRole("region", { name: "Pliki cookies w naszym serwisie" });

/** Answered with JavaScript once the page has hydrated (before that, the form posts as without it). */
const bannerReady = waitForHydration;

test("a first visit shows the banner, axe-clean, and nothing goes to Google before a choice", async ({
  page,
  context,
}) => {
  const requests = await watchGoogle(context);
  await page.goto("/o-nas");
  await waitForHydration(page);
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region.getByRole("heading", { level: 2 })).toHaveText("Pliki cookies w naszym serwisie");
  await expectAccessible(page);

  // Three answers of equal weight: the same size, colours and type.
  const answers = [
    region.getByRole("button", { name: "Akceptuj wszystkie" }),
    region.getByRole("button", { name: "Odrzuć wszystkie" }),
    region.getByRole("link", { name: "Ustawienia" }),
  ];
  const looks = await Promise.all(
    answers.map((a) =>
      a.evaluate((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [
          s.color,
          s.backgroundColor,
          s.fontSize,
          s.fontWeight,
          s.borderTopWidth,
          Math.round(box.height),
        ];
      }),
    ),
  );
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).toEqual(looks[0]);

  // Browsing on without answering: still nothing.
  await page.goto("/kalkulator-leasingowy");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Cena samochodu" }).fill("150 000");
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
  expect(await seenByTagManager(page)).toBeNull();
  expect(await consentCookie(context)).toBeUndefined();
});

test("after “Akceptuj wszystkie” the tag manager loads and receives the page view and a calculator event", async ({
  page,
  context,
}) => {
  const requests = await watchGoogle(context);
  await page.goto("/kalkulator-leasingowy");
  await bannerReady(page);
  expect(requests).toEqual([]);
  await banner(page).getByRole("button", { name: "Akceptuj wszystkie" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Zapisaliśmy Twój wybór" })).toBeAttached();
  // The answer is written by a module loaded on the click: the banner goes at once, the cookie a moment later.
  await expect.poll(() => consentCookie(context)).toMatch(/^v1\.a1\.m1\.t\d+$/);

  await expect.poll(async () => events(await seenByTagManager(page))).toContain("page-view");
  const seen = (await seenByTagManager(page))!;
  // The choice is read before the queued page view: default, update, then the events.
  const consent = seen.filter((e) => Array.isArray(e) && e[0] === "consent") as unknown[][];
  expect(consent.map((c) => c[1])).toEqual(["default", "update"]);
  expect(consent[1]![2]).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
  expect(seen.indexOf(consent[1]!)).toBeLessThan(
    seen.findIndex((e) => !Array.isArray(e) && e.event === "page-view"),
  );
  expect(requests).toEqual([
    expect.stringMatching(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-/),
  ]);

  await page.getByRole("textbox", { name: "Cena samochodu" }).fill("150 000");
  await expect.poll(async () => events(await seenByTagManager(page))).toContain("calculator-used");
  const used = (await seenByTagManager(page))!.find(
    (e) => !Array.isArray(e) && e.event === "calculator-used",
  );
  expect(used).toMatchObject({ purpose: expect.any(String), duration: expect.any(Number) });

  // The next page: the stored choice loads the tag manager again, after hydration.
  await page.goto("/o-nas");
  await expect.poll(async () => events(await seenByTagManager(page))).toContain("page-view");
  await expect(banner(page)).toHaveCount(0);
});

test("after “Odrzuć wszystkie” nothing loads, on this page or the next", async ({ page, context }) => {
  const requests = await watchGoogle(context);
  await page.goto("/");
  await bannerReady(page);
  await banner(page).getByRole("button", { name: "Odrzuć wszystkie" }).click();
  await expect(banner(page)).toHaveCount(0);
  // The answer is written by a module loaded on the click: the banner goes at once, the cookie a moment later.
  await expect.poll(() => consentCookie(context)).toMatch(/^v1\.a0\.m0\.t\d+$/);
  await page.goto("/o-nas");
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  expect(await seenByTagManager(page)).toBeNull();
  await expect(banner(page)).toHaveCount(0);
});

test("?pdf=1 sends no page view to the tag manager", async ({ page, context, baseURL }) => {
  await watchGoogle(context);
  await context.addCookies([{ name: "vhs_consent", value: "v1.a1.m0.t1795608000", url: baseURL! }]);
  await page.goto("/o-nas?pdf=1");
  await expect.poll(() => seenByTagManager(page)).not.toBeNull();
  await page.waitForTimeout(500);
  expect(events(await seenByTagManager(page))).not.toContain("page-view");
  await page.goto("/o-nas");
  await expect.poll(async () => events(await seenByTagManager(page))).toContain("page-view");
});

test("with JavaScript the settings page saves in place and goes back to the page it came from", async ({
  page,
  context,
}) => {
  const requests = await watchGoogle(context);
  await page.goto("/o-nas");
  await bannerReady(page);
  await banner(page).getByRole("link", { name: "Ustawienia" }).click();
  await expect(page).toHaveURL(/\/ustawienia-cookies$/);
  await expect(page.getByRole("checkbox", { name: "Marketingowe" })).not.toBeChecked();
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: "Marketingowe" }).check();
  await page.getByRole("button", { name: "Zapisz wybrane" }).click();
  await expect(page).toHaveURL(/\/o-nas$/);
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^v1\.a0\.m1\.t\d+$/);
  await expect.poll(() => requests.length).toBe(1);
  // The update is pushed as the page starts its tag manager, which may be a moment after the request.
  const consentUpdate = async () =>
    ((await seenByTagManager(page)) ?? []).find(
      (e) => Array.isArray(e) && e[0] === "consent" && e[1] === "update",
    ) as unknown[] | undefined;
  await expect.poll(consentUpdate).toBeTruthy();
  const update = (await consentUpdate())!;
  expect(update[2]).toMatchObject({
    analytics_storage: "denied",
    ad_storage: "granted",
    ad_user_data: "granted",
  });
});

test("landing with campaign keys leaves them in vhs_utm", async ({ page }) => {
  await page.goto("/?utm_source=x&gclid=y&token=abcdefgh12");
  await waitForHydration(page);
  // Kept by the analytics module, which loads after hydration.
  const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("vhs_utm") ?? "null"));
  await expect.poll(stored).toEqual({ utm_source: "x", gclid: "y" });
  // Still there on the next page of the visit.
  await page.goto("/o-nas");
  await waitForHydration(page);
  await expect.poll(stored).toEqual({ utm_source: "x", gclid: "y" });
});

test("without JavaScript the settings and the “necessary only” answer work", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/o-nas");
  await banner(page).getByRole("link", { name: "Ustawienia" }).click();
  await expect(page).toHaveURL(/\/ustawienia-cookies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ustawienia plików cookies");
  const analytics = page.getByRole("checkbox", { name: "Analityczne" });
  const marketing = page.getByRole("checkbox", { name: "Marketingowe" });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expectAccessibleWithoutJs(page, browser);
  await analytics.check();
  await page.getByRole("button", { name: "Zapisz wybrane" }).click();
  await expect(page).toHaveURL(/\/o-nas$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toMatch(/^v1\.a1\.m0\.t\d+$/);

  // Changed later from the footer: the stored choice is shown, "Odrzuć wszystkie" withdraws it.
  await page.getByRole("contentinfo").getByRole("link", { name: "Ustawienia cookies" }).click();
  await expect(page.getByRole("checkbox", { name: "Analityczne" })).toBeChecked();
  await page.getByRole("button", { name: "Odrzuć wszystkie" }).click();
  await expect(page).toHaveURL(/\/o-nas$/);
  expect(await consentCookie(context)).toMatch(/^v1\.a0\.m0\.t\d+$/);

  // The banner's own "Odrzuć wszystkie" on a fresh visit.
  await context.clearCookies();
  await page.goto("/kontakt");
  await expectAccessibleWithoutJs(page, browser);
  await banner(page).getByRole("button", { name: "Odrzuć wszystkie" }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toMatch(/^v1\.a0\.m0\.t\d+$/);
  await context.close();
});
