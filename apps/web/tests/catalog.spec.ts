import { expect, type Locator, type Page, test } from "@playwright/test";
import { formatPlnWhole } from "@vhs/domain/format.ts";
import { expectAccessible, expectAccessibleWithoutJs, waitForHydration } from "./support/axe.ts";
import { carCards, cardInstalment, cardInstalments, carRefOf, carRefs, HEART } from "./support/cards.ts";
import { markPage, samePage } from "./support/page-mark.ts";

// User stories: browse brand → model → variant; search with filters and share the URL; favourite,
// reload, see it kept; compare three cars; the filter drawer at phone width; and the same without JavaScript.

/** On a phone the filters are in a drawer (a disclosure) that has to be opened first. */
async function openFilters(page: Page) {
  const summary = page.locator("summary", { hasText: "Filtry" });
  if (await summary.isVisible()) {
    const drawer = page.locator("details.filter-drawer");
    if ((await drawer.getAttribute("open")) === null) await summary.click();
  }
}

async function resultCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole("status")
      .filter({ hasText: /Znaleźliśmy|Nie znaleźliśmy/ })
      .textContent()) ?? "";
  const match = /Znaleźliśmy ([\d\s\u00a0]+?)[\s\u00a0]ofert/.exec(text);
  return match ? Number(match[1]!.replace(/\D/g, "")) : 0;
}

async function heart(card: Locator) {
  return card.getByRole("button", { name: /^Ulubione: / });
}

test.describe("catalogue", () => {
  test("browse a brand, its model and a variant with the visitor's instalment", async ({ page, request }) => {
    const response = await page.goto("/samochody/skoda");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Leasing samochodów Škoda/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Samochody Škoda w leasingu");
    await expect(page.getByRole("heading", { level: 3, name: /^SUV/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: /^Liftback/ })).toContainText(/od .* netto/);
    await expectAccessible(page);

    // Links navigate inside the page once it runs JavaScript (no full reload loses this marker).
    await waitForHydration(page);
    await markPage(page);
    await page.getByRole("link", { name: "Octavia Liftback" }).click();
    await expect(page).toHaveURL(/\/samochody\/skoda\/octavia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Škoda Octavia w leasingu");
    await expect(page).toHaveTitle(/Škoda Octavia w leasingu/);

    // The headline "od … zł netto/mies." is the cheapest new car's, as the API calculates it for the
    // default parameters.
    const bodies = (await (
      await request.get("/api/v3/model-bodytypes?model=octavia&brand=skoda")
    ).json()) as {
      newOffer: { price: number } | null;
    }[];
    const cheapest = Math.min(...bodies.flatMap((b) => (b.newOffer ? [b.newOffer.price] : [])));
    const lease = (await (
      await request.post("/api/v3/calculate-installment", {
        data: {
          price: cheapest,
          priceType: "net",
          client: "entrepreneur",
          duration: 60,
          initialFee: 25,
          repurchase: 35,
        },
      })
    ).json()) as { installmentNet: number };
    await expect(page.getByTestId("rata-modelu")).toHaveText(
      `od ${formatPlnWhole(lease.installmentNet)} netto/mies.`,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Wersje nadwozia i ceny" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: /^Nowe samochody Škoda Octavia/ }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: /^Wyposażenie standardowe/ })).toBeVisible();
    // No editor has listed a film of this model (content/model-videos.yaml): no "Filmy" section, no links
    // to search results in its place.
    await expect(page.getByRole("heading", { level: 2, name: "Filmy" })).toHaveCount(0);
    await expect(page.locator('a[href*="youtube.com/results"]')).toHaveCount(0);
    await expectAccessible(page);

    // A variant: the cheapest estate.
    await page.getByRole("link", { name: "Najtańszy nowy Kombi" }).click();
    await expect(page).toHaveURL(/\/samochody\/skoda\/octavia\?wariant=[nu]-\d{7}/);
    const panel = page.getByRole("region", { name: /^Škoda Octavia .*\(\d{4}\)$/ });
    await expect(panel).toContainText("Wybrana wersja");
    await expect(panel).toContainText("Kombi");
    await expect(panel.getByRole("img", { name: /Rysunek: Škoda Octavia, kombi/ })).toBeVisible();
    await expect(panel.getByText(/od [\d\s\u00a0]+zł netto\/mies\./).first()).toBeVisible();
    await expectAccessible(page);

    // A car card of the stock opens its own variant.
    const card = carCards(page).first();
    const ref = await carRefOf(card);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`wariant=${ref.replace(".", "\\.")}$`));
    await expect(page.getByText("Wybrana wersja")).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test("a consumer's parameters (cookie vhs_f) give gross prices and instalments on cards", async ({
    page,
  }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.context().addCookies([
      {
        name: "vhs_f",
        value: encodeURIComponent("client=consumer&duration=48&initialFee=10&repurchase=20"),
        url: origin,
      },
    ]);
    await page.goto("/samochody/skoda/octavia");
    await expect(page.getByTestId("rata-modelu")).toHaveText(/^od [\d\s\u00a0]+zł brutto\/mies\.$/);
    const card = carCards(page).first();
    await expect(card).toContainText(/brutto\/mies\./);
    await expect(card.locator("p > b")).toHaveText(/zł brutto$/);
    // Every price on the model and brand pages is brutto for a consumer: none says netto.
    await expect(page.getByTestId("rata-modelu-oferta")).toContainText(/cena [\d\s\u00a0]+zł brutto/);
    await expect(page.getByTestId("nadwozie").first()).not.toContainText("netto");
    await page.goto("/samochody/skoda");
    await expect(page.locator("main")).toContainText("brutto");
    await expect(page.locator("main")).not.toContainText("netto");
  });

  test("unknown brands, models and collections are 404 pages", async ({ page }) => {
    for (const path of ["/samochody/nie-ma-takiej", "/samochody/skoda/corolla", "/kolekcje/nie-ma-takiej"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
    }
    await expectAccessible(page);
  });

  test("a collection lists its cars with paging links", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Kolekcje" })
      .getByRole("link", { name: /Samochody elektryczne/ })
      .click();
    await expect(page).toHaveURL(/\/kolekcje\/samochody-elektryczne$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Samochody elektryczne w leasingu");
    await expect(carCards(page)).toHaveCount(24);
    await expect(carCards(page).first()).toContainText("Elektryczny");
    await expectAccessible(page);
    await page
      .getByRole("navigation", { name: "Strony wyników" })
      .getByRole("link", { name: "Strona 2" })
      .click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(
      page.getByRole("navigation", { name: "Strony wyników" }).locator("[aria-current=page]"),
    ).toHaveText("Strona 2");
  });

  test("the home page leads into the catalogue by body type, popular models and the calculator", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Popularne modele" }).locator("article")).toHaveCount(8);
    await expect(
      page
        .getByRole("region", { name: "Popularne modele" })
        .getByText(/od [\d\s\u00a0]+zł netto\/mies\./)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Ile zapłacisz miesięcznie?" })).toContainText(
      "netto/mies.",
    );
    await expectAccessible(page);
    await page
      .getByRole("region", { name: "Wybierz nadwozie" })
      .getByRole("link", { name: /^Kombi/ })
      .click();
    await expect(page).toHaveURL(/\/wyszukaj\?body=kombi$/);
    await expect(page.getByRole("link", { name: /Kombi.*usuń filtr/ })).toBeVisible();
  });

  test("a monthly budget: only cars whose instalment fits, for the visitor's parameters", async ({
    page,
  }) => {
    await page.goto("/wyszukaj");
    await openFilters(page);
    const budget = page.getByRole("group", { name: "Rata miesięczna netto" });
    await budget.getByRole("spinbutton", { name: "do (zł/mies.)" }).fill("1500");
    await page.getByRole("button", { name: "Pokaż wyniki" }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?installmentMax=1500$/);
    await expect(
      page.getByRole("link", { name: /Rata do 1\s500 zł netto\/mies\..*usuń filtr/ }),
    ).toBeVisible();
    const instalments = await cardInstalments(page);
    expect(instalments.length).toBeGreaterThan(0);
    for (const amount of instalments) expect(amount).toBeLessThanOrEqual(1500);
    // Sorted from the highest instalment, the first car is still within the budget.
    await page.getByLabel("Kolejność").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    const top = async () => (await cardInstalment(carCards(page).first())) ?? 0;
    // React renders the new order right after the address changes.
    await expect.poll(top).toBeGreaterThan(1200);
    expect(await top()).toBeLessThanOrEqual(1500);
    await expectAccessible(page);
  });

  test("search with filters, share the URL, sort and go back", async ({ page, context }) => {
    await page.goto("/wyszukaj");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyszukaj samochód");
    const everything = await resultCount(page);
    expect(everything).toBeGreaterThan(1000);
    await expectAccessible(page);

    await openFilters(page);
    await page.getByRole("checkbox", { name: /^Kombi/ }).check();
    await page.getByRole("checkbox", { name: /^Diesel/ }).check();
    await page.getByRole("spinbutton", { name: "od (KM)" }).fill("150");
    await page.getByRole("button", { name: "Pokaż wyniki" }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?body=kombi&fuel=diesel&powerMin=150$/);
    // The URL changes as the navigation commits; React renders the new results right after.
    await expect.poll(() => resultCount(page)).toBeLessThan(everything);
    const filtered = await resultCount(page);
    expect(filtered).toBeGreaterThan(0);
    await expect(carCards(page).first()).toContainText("Kombi");
    await expect(carCards(page).first()).toContainText("Diesel");
    await expect(page.getByRole("link", { name: /Moc od 150 KM.*usuń filtr/ })).toBeVisible();
    const shownHere = await carRefs(page);
    await expectAccessible(page);

    // The URL is the search: a new page with it shows the same cars.
    const shared = await context.newPage();
    await shared.goto(page.url());
    expect(await resultCount(shared)).toBe(filtered);
    expect(await carRefs(shared)).toEqual(shownHere);
    await openFilters(shared);
    await expect(shared.getByRole("checkbox", { name: /^Kombi/ })).toBeChecked();
    await expect(shared.getByRole("spinbutton", { name: "od (KM)" })).toHaveValue("150");
    await shared.close();

    // Sort, then back.
    await page.getByLabel("Kolejność").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(() => carRefs(page)).not.toEqual(shownHere);
    const prices = await carCards(page).evaluateAll((els) =>
      els.map((e) =>
        Number((/([\d\s\u00a0]+)zł netto/.exec(e.textContent ?? "")?.[1] ?? "0").replace(/\D/g, "")),
      ),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    await page.goBack();
    await expect(page).toHaveURL(/\/wyszukaj\?body=kombi&fuel=diesel&powerMin=150$/);
    await expect.poll(() => carRefs(page)).toEqual(shownHere);

    // Removing a filter chip widens the search.
    await page.getByRole("link", { name: /Diesel.*usuń filtr/ }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?body=kombi&powerMin=150$/);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(filtered);
  });

  test("any card of the results opens its car's page in place", async ({ page }) => {
    await page.goto("/wyszukaj?body=suv");
    await waitForHydration(page);
    await markPage(page);
    const card = carCards(page).nth(5);
    const link = card.getByRole("heading").getByRole("link");
    const ref = await carRefOf(card);
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/samochody/[a-z-]+/[a-z0-9-]+\\?wariant=${ref.replace(".", "\\.")}$`),
    );
    await expect(page.getByText("Wybrana wersja")).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test("free text finds a model despite typos; an impossible search suggests how to widen it", async ({
    page,
  }) => {
    await page.goto("/wyszukaj");
    await page.getByRole("searchbox", { name: "Marka, model lub opis" }).fill("skoda oktawia");
    await page.getByRole("button", { name: "Szukaj", exact: true }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?q=skoda\+oktawia$/);
    await expect(
      page.getByRole("region", { name: "Wyniki" }).locator("a.chip", { hasText: "Škoda Octavia" }),
    ).toHaveAttribute("href", "/samochody/skoda/octavia");
    await expect(carCards(page).first()).toContainText("Škoda Octavia");
    await expectAccessible(page);

    await page.goto("/wyszukaj?body=kabriolet&fuel=diesel&seats=7");
    await expect(page.getByText("Nie znaleźliśmy samochodów spełniających wszystkie warunki.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jak poszerzyć wyszukiwanie?" })).toBeVisible();
    const suggestion = page.getByRole("link", { name: /^Bez filtra / }).first();
    await expect(suggestion).toBeVisible();
    await expectAccessible(page);
    await suggestion.click();
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  });

  test("a favourite is kept across a reload and listed on the favourites page", async ({ page }) => {
    await page.goto("/wyszukaj?body=suv");
    const card = carCards(page).first();
    const ref = await carRefOf(card);
    const toggle = await heart(card);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Ulubione (1)" })).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(await heart(carCards(page).first())).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Ulubione (1)" })).toBeVisible();

    // Rendered on the server: the first HTML already lists it.
    const html = await (await page.request.get("/ulubione")).text();
    expect(html).toMatch(
      new RegExp(
        `<button form="[^"]+" value="${ref.replace(".", "\\.")}" aria-pressed="true" title="Usuń z ulubionych"`,
      ),
    );

    await page.getByRole("link", { name: "Ulubione (1)" }).click();
    await expect(page).toHaveURL(/\/ulubione$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ulubione samochody");
    await expect(carCards(page)).toHaveCount(1);
    await expect(carCards(page).first().locator(HEART)).toHaveAttribute("value", ref);
    await expectAccessible(page);

    await (await heart(carCards(page).first())).click();
    await expect(page.getByRole("heading", { name: "Nie masz jeszcze ulubionych samochodów" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ulubione", exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("compare three cars side by side with a shareable URL", async ({ page, context }) => {
    await page.goto("/wyszukaj?body=kombi");
    const picked: string[] = [];
    for (const i of [0, 1, 5]) {
      const card = carCards(page).nth(i);
      picked.push(await carRefOf(card));
      const button = card.getByRole("button", { name: /^Porównaj/ });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
    }
    await page.getByRole("link", { name: "Porównanie (3)" }).click();
    await expect(page).toHaveURL(/\/porownaj\?ids=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("ids") ?? "").split(",")).toEqual(picked);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Porównanie samochodów");
    const table = page.getByRole("table");
    await expect(table.locator("thead th[scope=col]")).toHaveCount(3);
    await expect(table.getByRole("row", { name: /^Cena netto/ })).toBeVisible();
    expect(await table.locator("tr[data-diff]").count()).toBeGreaterThan(0);
    await expect(table.locator("tr[data-diff]").first()).toContainText("różni się");
    await expectAccessible(page);

    // Shared: the same three cars in a fresh browser.
    const other = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const sharedPage = await other.newPage();
    await sharedPage.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(sharedPage.getByRole("table").locator("thead th[scope=col]")).toHaveCount(3);
    await other.close();

    // Only the differences, then remove one car.
    await page.getByRole("link", { name: "Pokaż tylko różnice" }).click();
    await expect(page).toHaveURL(/roznice=1/);
    // The URL changes before the new table renders: wait for the rows, not just the URL.
    await expect(table.locator("tbody tr:not([data-diff]) th[scope=row]")).toHaveCount(0);
    await table
      .getByRole("button", { name: /^Usuń z porównania/ })
      .first()
      .click();
    await expect(table.locator("thead th[scope=col]")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Porównanie (2)" })).toBeVisible();
    await expectAccessible(page);
  });

  test("favourites lead to a comparison", async ({ page }) => {
    await page.goto("/wyszukaj?body=sedan");
    await waitForHydration(page);
    for (const i of [0, 2]) {
      const toggle = await heart(carCards(page).nth(i));
      // The button shows the new state at once; the cookie is set when the answer arrives.
      const saved = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().includes("/ulubione/zmien"),
      );
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await saved;
    }
    await page.goto("/ulubione");
    await expect(carCards(page)).toHaveCount(2);
    for (const box of await page.getByRole("checkbox", { name: /^Do porównania/ }).all()) await box.check();
    await page.getByRole("button", { name: "Porównaj zaznaczone" }).click();
    await expect(page).toHaveURL(/\/porownaj\?ids=.*&ids=/);
    await expect(page.getByRole("table").locator("thead th[scope=col]")).toHaveCount(2);
    await expectAccessible(page);
  });

  test("on a phone the filters open in a drawer and the page scrolls to the results", {
    tag: "@phone",
  }, async ({ page }) => {
    // Arriving on a brand or the search page, it stays at its top (past the 250 ms the scroll would take):
    // the heading is what the visitor sees first.
    for (const path of ["/samochody/toyota", "/wyszukaj"]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    }
    const summary = page.locator("summary", { hasText: "Filtry" });
    await expect(summary).toBeVisible();
    await expect(page.getByRole("group", { name: "Nadwozie" })).toBeHidden();
    await expectAccessible(page);
    await summary.click();
    await expect(page.getByRole("group", { name: "Nadwozie" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("checkbox", { name: /^Hatchback/ }).check();
    await page.getByRole("checkbox", { name: /^Automatyczna/ }).check();
    await page.getByRole("button", { name: "Pokaż wyniki" }).click();
    await expect(page).toHaveURL(/\/wyszukaj\?body=hatchback&gearbox=automatyczna$/);
    await expect(page.locator("summary", { hasText: "Filtry (2)" })).toBeVisible();
    // SPEC §2: after 250 ms the page scrolls to the results with a 155 px offset.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const anchor = document.querySelector("[data-scroll-anchor]")!;
          return Math.round(anchor.getBoundingClientRect().top);
        }),
      )
      .toBe(155);
    await expect(carCards(page).first()).toContainText("Automatyczna");
    await expectAccessible(page);
  });

  test("on a desktop the filters are a sidebar, always open", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/wyszukaj");
    await expect(page.locator("summary", { hasText: "Filtry" })).toBeHidden();
    await expect(page.getByRole("group", { name: "Nadwozie" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Kombi/ })).toBeVisible();
  });

  test(
    "without JavaScript: search, favourite and compare work through plain forms and links",
    { tag: "@desktop" },
    async ({ browser }, info) => {
      // One run is enough.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: info.project.use.baseURL,
      });
      const page = await context.newPage();
      await page.goto("/wyszukaj");
      await page.getByRole("checkbox", { name: /^Kombi/ }).check();
      await page.getByRole("checkbox", { name: /^Nowy/ }).check();
      await page.getByRole("button", { name: "Pokaż wyniki" }).click();
      // The GET form's raw query is redirected to the canonical, shareable one.
      await expect(page).toHaveURL(/\/wyszukaj\?state=nowy&body=kombi$/);
      await expect(carCards(page).first()).toContainText("Kombi");
      await expectAccessibleWithoutJs(page, browser);

      const ref = await carRefOf(carCards(page).first());
      await (await heart(carCards(page).first())).click();
      await expect(page).toHaveURL(/\/wyszukaj\?state=nowy&body=kombi$/);
      await expect(await heart(carCards(page).first())).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("link", { name: "Ulubione (1)" })).toBeVisible();

      for (const i of [0, 1])
        await carCards(page)
          .nth(i)
          .getByRole("button", { name: /^Porównaj/ })
          .click();
      await page.getByRole("link", { name: "Porównanie (2)" }).click();
      await expect(page.getByRole("table").locator("thead th[scope=col]")).toHaveCount(2);

      await page.goto("/ulubione");
      await expect(carCards(page).first().locator(HEART)).toHaveAttribute("value", ref);
      await expectAccessibleWithoutJs(page, browser);
      await context.close();
    },
  );
});

test.describe("drawn pictures", () => {
  /** Every drawn image (car pictures, brand marks) on the page, once scrolled into view so lazy ones load. */
  async function drawnImages(page: Page) {
    // Scrolled through once the page has hydrated: a lazy picture passed in 30 ms while hydration holds
    // the main thread may never be asked for (a visitor's picture is, when it comes back into view).
    await waitForHydration(page);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    const images = page.locator('main img[src^="/srv/"]');
    await expect(images.first()).toBeVisible();
    await expect
      .poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete)))
      .toBe(true);
    return images.evaluateAll((els) =>
      els.map((e) => {
        const img = e as HTMLImageElement;
        return { src: img.getAttribute("src")!, width: img.naturalWidth, alt: img.alt };
      }),
    );
  }

  test("the home page's brand tiles show their marks and its cars their drawings", async ({ page }) => {
    await page.goto("/");
    const tiles = page.getByRole("region", { name: "Popularne marki" }).getByRole("link");
    await expect(tiles.first()).toBeVisible();
    // The name is the link's text; the mark itself is decorative.
    await expect(tiles.filter({ has: page.locator('img[alt=""][src^="/srv/marka/"]') })).toHaveCount(
      await tiles.count(),
    );
    await expect(page.getByRole("link", { name: "Škoda", exact: true })).toHaveAttribute(
      "href",
      "/samochody/skoda",
    );
    const images = await drawnImages(page);
    expect(images.filter((i) => i.src.startsWith("/srv/marka/")).length).toBe(await tiles.count());
    expect(images.filter((i) => i.src.startsWith("/srv/auto/")).length).toBeGreaterThan(3);
    // Loaded and drawn at their own size: 160 × 40 marks, 240 × 110 cars, 1200 × 630 the blog's covers.
    const size = (src: string) =>
      src.startsWith("/srv/marka/") ? 160 : src.startsWith("/srv/moto/") ? 1200 : 240;
    for (const image of images) expect(image.width, image.src).toBe(size(image.src));
  });

  test("search results show a drawing of each car in its body type and colour", async ({ page }) => {
    await page.goto("/wyszukaj?body=kombi");
    const images = await drawnImages(page);
    expect(images.length).toBeGreaterThanOrEqual(await carCards(page).count());
    expect(
      images.every((i) => /^\/srv\/auto\/\d+\/kombi\/[0-9a-f]{6}\.svg$/.test(i.src) && i.width === 240),
    ).toBe(true);
    // Cars come in more than one colour, and each colour is drawn.
    expect(new Set(images.map((i) => i.src)).size).toBeGreaterThan(1);
  });
});
