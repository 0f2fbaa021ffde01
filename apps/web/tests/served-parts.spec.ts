import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, waitForHydration } from "./support/axe.ts";
import { carCardOf, carCards, cardInstalment, carRefOf } from "./support/cards.ts";
import { pageErrors } from "./support/page-errors.ts";
import { markPage, samePage } from "./support/page-mark.ts";

// Parts drawn on the server and not sent again as hydration data (app/lib/served-data.ts): the cards of
// the search, collection and model pages, the search filters' options, the SEO guides and the content
// pages' bodies. The browser keeps them as served until something changes them.

/** An element as markup with its attributes in name order (React's browser renderer sets them in another). */
function canonical(element: Element): string {
  const draw = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? "";
    const attributes = [...node.attributes]
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(" ");
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(draw).join("")}</${node.localName}>`;
  };
  return draw(element);
}

/** The hydration data's scripts of a document (React Router's stream chunks). */
function hydrationScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((s) => s.includes("streamController.enqueue"));
}

/** Saves new leasing parameters in the drawer: the visitor's client type and/or initial fee. */
async function saveParams(page: Page, change: { consumer?: true; initialFee?: string }) {
  await page.getByRole("banner").getByRole("button", { name: "Parametry leasingu" }).click();
  const drawer = page.getByRole("dialog", { name: "Parametry leasingu" });
  if (change.consumer) await drawer.getByRole("radio", { name: "Prywatnie" }).check();
  if (change.initialFee)
    await drawer.getByRole("spinbutton", { name: "Opłata wstępna" }).fill(change.initialFee);
  await drawer.getByRole("button", { name: "Zapisz parametry" }).click();
  await expect(drawer).toBeHidden();
}

for (const { path, route } of [
  { path: "/wyszukaj?body=suv", route: "routes/catalog/search" },
  { path: "/kolekcje/samochody-elektryczne", route: "routes/catalog/collection" },
]) {
  test(`${path}: the first HTML draws the cards but does not repeat them in the hydration data`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect([...html.matchAll(/<article class="car-card car-offer">/g)]).toHaveLength(24);
    // Each card's version, as the card shows it ("1.5 TSI 150 KM Style · 2026").
    const versions = [...html.matchAll(/<p>([^<]+) · 20\d\d<\/p>/g)].map((m) => m[1]!);
    expect(versions).toHaveLength(24);
    const hydration = hydrationScripts(html).join("");
    expect(hydration).toContain(route);
    for (const version of versions) expect(hydration).not.toContain(JSON.stringify(version).slice(1, -1));
    // A client navigation's data carries them, for React to draw.
    const [pathname, query] = path.split("?");
    const data = await (await request.get(`${pathname}.data${query ? `?${query}` : ""}`)).text();
    for (const version of versions) expect(data).toContain(JSON.stringify(version));
  });
}

for (const path of ["/wyszukaj?body=kombi", "/samochody/skoda/octavia"])
  test(`${path}: a heart on a served card works without a page load and the card shows it`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await markPage(page);
    const card = carCards(page).nth(2);
    const ref = await carRefOf(card);
    // The served cards are the server's static markup (its fragment cache); React's are drawn in the browser.
    const other = carCards(page).nth(3);
    const otherRef = await carRefOf(other);
    const served = await other.evaluate(canonical);
    const heart = card.getByRole("button", { name: /^Ulubione: / });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(carCardOf(page, ref).getByRole("button", { name: /^Ulubione: / })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("link", { name: "Ulubione (1)" })).toBeVisible();
    expect(await samePage(page)).toBe(true);
    await expect(carCards(page)).toHaveCount(path.startsWith("/wyszukaj") ? 24 : 12);
    // The page's data came and React drew the cards: a card that did not change is drawn exactly as served.
    const drawn = carCardOf(page, otherRef);
    expect(await drawn.evaluate(canonical)).toBe(served);
    await expectAccessible(page);
    // Now live: a second click is an ordinary toggle.
    const live = carCardOf(page, ref).getByRole("button", { name: /^Ulubione: / });
    await live.click();
    await expect(live).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("link", { name: "Ulubione (1)" })).toHaveCount(0);
    expect(await samePage(page)).toBe(true);
  });

test("new leasing parameters change the instalments on served cards without a page load", async ({
  page,
}) => {
  await page.goto("/wyszukaj?body=suv");
  await waitForHydration(page);
  await markPage(page);
  const instalment = () => cardInstalment(carCards(page).first());
  const before = await instalment();
  expect(before).toBeGreaterThan(0);
  await saveParams(page, { initialFee: "40" });
  // A bigger initial fee: a smaller instalment on the same car.
  await expect.poll(instalment).toBeLessThan(before!);
  expect(await samePage(page)).toBe(true);
});

test("the search guide and filters, kept as served, follow client navigations", async ({ page }) => {
  await page.goto("/wyszukaj");
  await waitForHydration(page);
  await markPage(page);
  const guide = page.locator("#tekst-seo");
  await expect(guide).toBeVisible();
  const title = await guide.textContent();
  // The served filters submit like React's: a client navigation to the filtered list, without the guide.
  const summary = page.locator("summary", { hasText: "Filtry" });
  if (await summary.isVisible()) await summary.click();
  await page.getByRole("checkbox", { name: /^Kombi/ }).check();
  await page.getByRole("button", { name: "Pokaż wyniki" }).click();
  await expect(page).toHaveURL(/\/wyszukaj\?body=kombi$/);
  await expect(guide).toHaveCount(0);
  await expect(carCards(page).first()).toContainText("Kombi");
  await expect(page.getByRole("checkbox", { name: /^Kombi/ })).toBeChecked();
  expect(await samePage(page)).toBe(true);
  // Back: the plain list and its guide, now drawn by React from the page's data.
  await page.goBack();
  await expect(page).toHaveURL(/\/wyszukaj$/);
  await expect(guide).toHaveText(title!);
  await expect(page.getByRole("checkbox", { name: /^Kombi/ })).not.toBeChecked();
  expect(await samePage(page)).toBe(true);
  await expectAccessible(page);
});

test("the home page's parts kept as served (brands, body types, steps, trust) are drawn by React after a client navigation", async ({
  page,
  request,
}) => {
  // The first HTML draws the brands' tiles without repeating the brands in the hydration data, and the
  // blog's newest articles (cached by the first answer) at once, not as a section streamed in after the page.
  await request.get("/");
  const html = await (await request.get("/", { headers: { "Cache-Control": "no-cache" } })).text();
  const hydration = hydrationScripts(html);
  expect(hydration).toHaveLength(1);
  expect(html).toContain('href="/samochody/mercedes-benz"');
  expect(hydration[0]).not.toContain("mercedes-benz");
  // In place, inside <main>: a section streamed in would come after the page, in a hidden element.
  expect(html.indexOf("Z bloga Moto")).toBeGreaterThan(0);
  expect(html.indexOf("Z bloga Moto")).toBeLessThan(html.indexOf("</main>"));

  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  const trust = page.getByRole("region", { name: "Dlaczego Leasingowo" });
  const brands = page.getByRole("region", { name: "Popularne marki" });
  const bodies = page.getByRole("region", { name: "Wybierz nadwozie" });
  const steps = page.getByRole("region", { name: "Jak to działa" });
  const check = async () => {
    await expect(trust.getByRole("heading", { name: "Opinie klientów" })).toBeVisible();
    await expect(trust.locator("blockquote").first()).toBeVisible();
    await expect(brands.getByRole("link", { name: "Škoda" })).toHaveAttribute("href", "/samochody/skoda");
    await expect(bodies.getByRole("link", { name: /^SUV/ })).toHaveAttribute("href", "/wyszukaj?body=suv");
    await expect(steps.getByRole("listitem")).toHaveCount(3);
  };
  await check();
  // The steps' and trust section's code comes only when the browser draws them itself, but their
  // stylesheet is in the first load: the served numbered points are round badges at once.
  await expect(trust.locator(".trust-number").first()).not.toHaveCSS("border-radius", "0px");
  expect(scripts.filter((s) => /\/(trust-section|how-it-works)-/.test(s))).toEqual([]);
  await page.goto("/wyszukaj");
  await waitForHydration(page);
  await markPage(page);
  await page.getByRole("link", { name: "Leasingowo – strona główna" }).click();
  await expect(page).toHaveURL(/\/$/);
  await check();
  expect(scripts.filter((s) => /\/(trust-section|how-it-works)-/.test(s))).toHaveLength(2);
  expect(await samePage(page)).toBe(true);
  await expectAccessible(page);
});

test("the footer's columns, kept as served, stay and work through client navigations", async ({ page }) => {
  await page.goto("/wyszukaj");
  await waitForHydration(page);
  await markPage(page);
  const footer = page.getByRole("contentinfo");
  const partners = footer.getByRole("region", { name: "Dla partnerów" });
  await expect(partners.getByRole("link", { name: "Program partnerski" })).toBeVisible();
  await page.evaluate(() => {
    document.querySelector("footer")!.dataset.served = "1";
  });
  // A new query (as any navigation) runs the root's loader again: the footer stays as served, once.
  const summary = page.locator("summary", { hasText: "Filtry" });
  if (await summary.isVisible()) await summary.click();
  await page.getByRole("checkbox", { name: /^Kombi/ }).check();
  await page.getByRole("button", { name: "Pokaż wyniki" }).click();
  await expect(page).toHaveURL(/\/wyszukaj\?body=kombi$/);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.locator("footer[data-served]")).toHaveCount(1);
  await expect(partners.getByRole("link")).toHaveCount(5);
  await partners.getByRole("link", { name: "Program partnerski" }).click();
  await expect(page).toHaveURL(/\/zarabiaj$/);
  await expect(
    footer.getByRole("region", { name: "Firma" }).getByRole("link", { name: "O nas" }),
  ).toBeVisible();
  expect(await samePage(page)).toBe(true);
  await expectAccessible(page);
});

test("a model page's colours and equipment, kept as served, follow a chosen colour and new parameters", async ({
  page,
  request,
}) => {
  const path = "/samochody/toyota/corolla";
  // Drawn in the first HTML, not repeated in its hydration data.
  const html = await (await request.get(path)).text();
  const hydration = hydrationScripts(html).join("");
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const current = /<b aria-current="true">([^<]+)<\/b>/.exec(main)?.[1];
  const others = [...main.matchAll(/\?wariant=[^"]+" data-discover="">([^<]+)<\/a><small>/g)]
    .map((m) => m[1]!)
    .filter((name) => name !== current);
  expect(others.length, "colours other than the shown one, linked").toBeGreaterThan(0);
  const equipment = main.slice(main.indexOf('class="equipment-groups"'));
  const items = [...equipment.slice(0, equipment.indexOf("</div></div>")).matchAll(/<li>([^<]+)<\/li>/g)];
  expect(items.length, "the standard equipment's first group").toBeGreaterThan(0);
  expect(hydration).toContain("routes/catalog/model");
  for (const name of [...others, ...items.map((m) => m[1]!)])
    expect(hydration).not.toContain(JSON.stringify(name).slice(1, -1));

  await page.goto(path);
  await waitForHydration(page);
  await markPage(page);
  const panel = page.locator("#wersja");
  const colours = panel.locator(".offer-row");
  const count = await colours.count();
  expect(count).toBeGreaterThan(1);
  await expect(panel.getByRole("heading", { level: 4 }).first()).toBeVisible();
  // Another colour: the panel shows it as chosen, its list drawn by React with that one current.
  const second = colours.nth(1);
  const name = (await second.getByRole("link").textContent())!;
  await second.getByRole("link").click();
  await expect(page).toHaveURL(/\?wariant=/);
  await expect(panel).toContainText("Wybrana wersja");
  await expect(panel.locator('[aria-current="true"]')).toHaveText(name);
  await expect(colours).toHaveCount(count);
  await expect(panel.getByRole("heading", { level: 4 }).first()).toBeVisible();
  expect(await samePage(page)).toBe(true);
  await expectAccessible(page);

  // Back on the served page: a consumer's parameters show the colours' prices brutto, without a page load.
  await page.goto(path);
  await waitForHydration(page);
  await markPage(page);
  await expect(colours.first()).toContainText(" netto · ");
  await saveParams(page, { consumer: true });
  await expect(colours.first()).toContainText(" brutto · ");
  await expect(colours.filter({ hasText: " netto · " })).toHaveCount(0);
  expect(await samePage(page)).toBe(true);
});

test("a brand page's model cards, kept as served, follow new parameters and a client navigation", async ({
  page,
  request,
}) => {
  const path = "/samochody/skoda";
  const html = await (await request.get(path)).text();
  const hydration = hydrationScripts(html).join("");
  // Each card's model link, as served ("/samochody/skoda/octavia"), is not in the hydration data.
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const models = [...main.matchAll(/<h4[^>]*><a href="\/samochody\/skoda\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
  expect(models.length).toBeGreaterThan(3);
  expect(hydration).toContain("routes/catalog/brand");
  for (const slug of models) expect(hydration).not.toContain(`\\"${slug}\\"`);

  await page.goto(path);
  await waitForHydration(page);
  await markPage(page);
  const cardsOfBrand = page.getByRole("region", { name: "Modele według nadwozia" }).locator("article");
  await expect(cardsOfBrand.first()).toContainText(" netto/mies.");
  await saveParams(page, { consumer: true });
  await expect(cardsOfBrand.first()).toContainText(" brutto/mies.");
  await expect(cardsOfBrand.filter({ hasText: " netto" })).toHaveCount(0);
  expect(await samePage(page)).toBe(true);

  // To a model and back, in the page: the cards drawn by React from the page's data.
  await cardsOfBrand.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/samochody\/skoda\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/samochody\/skoda$/);
  await expect(cardsOfBrand).toHaveCount(models.length);
  await expect(cardsOfBrand.first()).toContainText(" brutto/mies.");
  expect(await samePage(page)).toBe(true);
  await expectAccessible(page);
});

test("a content page's body is drawn once, kept after hydration and drawn from data after a client navigation", async ({
  page,
  request,
}) => {
  // Sentences of the two pages' bodies (their headings are also in the data, for the table of contents).
  const about = "to niezależna firma leasingowa";
  const firms = "W leasingu operacyjnym właścicielem samochodu";
  const html = await (await request.get("/o-nas")).text();
  expect(html).toContain(about);
  const hydration = hydrationScripts(html).join("");
  expect(hydration).toContain("content/o-nas");
  expect(hydration.includes(about)).toBe(false);
  // A client navigation's data carries the markup, for React to draw.
  expect((await (await request.get("/o-nas.data")).text()).includes(about)).toBe(true);

  const errors = pageErrors(page);
  await page.goto("/o-nas");
  await waitForHydration(page);
  await markPage(page);
  const main = page.getByRole("main");
  await expect(main.getByText(about)).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Leasing dla firm" }).click();
  await expect(page).toHaveURL(/\/oferta\/dla-przedsiebiorcy$/);
  await expect(main.getByText(firms)).toBeVisible();
  await expect(main.getByText(about)).toHaveCount(0);
  await page.goBack();
  await expect(main.getByText(about)).toBeVisible();
  await expect(main.getByText(firms)).toHaveCount(0);
  expect(await samePage(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("an article's body, author's note and structured data are served once and kept after hydration", async ({
  page,
  request,
}) => {
  const path = "/moto/artykul/listopad-sezon-skrobaczki-felieton";
  // (The texts have no-break spaces after one-letter words: these pieces have none.)
  const body = "Pierwszy przymrozek przychodzi";
  const bio = "Marek Szymański pisze felietony";
  const html = await (await request.get(path)).text();
  const hydration = hydrationScripts(html).join("");
  expect(hydration).toContain("routes/blog/article");
  for (const text of [body, bio, '"@type":"Article"']) {
    expect(html).toContain(text);
    expect(hydration.includes(JSON.stringify(text).slice(1, -1)), text).toBe(false);
  }
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("main").getByText(body)).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => (JSON.parse(s.textContent ?? "") as { "@type": string })["@type"]),
    );
  expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
});

for (const { path, route } of [
  { path: "/moto", route: "routes/blog/home" },
  { path: "/biuro-prasowe", route: "routes/press/home" },
])
  test(`${path}: the article lists are served once, their links navigate in the page and come back drawn by React`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const hydration = hydrationScripts(html).join("");
    expect(hydration).toContain(route);
    const titles = [...html.matchAll(/class="pub-card-link pub-card-title">([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(hydration.includes(title), title).toBe(false);

    await page.goto(path);
    await waitForHydration(page);
    await markPage(page);
    const main = page.getByRole("main");
    const first = main.getByRole("link", { name: titles[0]!, exact: true }).first();
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: titles[0]! })).toBeVisible();
    await page.goBack();
    await expect(main.getByRole("link", { name: titles.at(-1)!, exact: true }).first()).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

/** The loader data a document streams for hydration, decoded (the chunks are JSON strings in scripts). */
function hydrationData(html: string): string {
  return hydrationScripts(html)
    .map((s) => /enqueue\(("[\s\S]*")\);?$/.exec(s.trim())?.[1])
    .filter((s): s is string => s !== undefined)
    .map((s) => JSON.parse(s) as string)
    .join("");
}

/** The titles of a list page's article cards, as the HTML draws them. */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/class="pub-card-link pub-card-title">([^<]+)<\/a>/g)].map((m) =>
    m[1]!.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&"),
  );
}

for (const { path, route } of [
  { path: "/moto/kategoria/najnowsze", route: "routes/blog/category" },
  { path: "/biuro-prasowe/kategoria/firma", route: "routes/press/category" },
  { path: "/moto/autor/marek-szymanski", route: "routes/blog/author" },
  { path: "/moto/wyszukaj/opony", route: "routes/blog/search" },
  { path: "/biuro-prasowe/wyszukaj/leasing", route: "routes/press/search" },
])
  test(`${path}: the list's cards are served once, and a client navigation's data draws them`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const data = hydrationData(html);
    expect(data).toContain(route);
    const titles = cardTitles(html);
    expect(titles.length).toBeGreaterThan(2);
    for (const title of titles) expect(data.includes(title), title).toBe(false);
    // A client navigation's answer carries them, for React to draw.
    const navigation = await (await request.get(`${path}.data`)).text();
    for (const title of titles) expect(navigation.includes(title), title).toBe(true);

    const errors = pageErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    await markPage(page);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: titles[0]!, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: titles[0]! })).toBeVisible();
    await page.goBack();
    for (const title of [titles[0]!, titles.at(-1)!])
      await expect(main.getByRole("link", { name: title, exact: true }).first()).toBeVisible();
    expect(await samePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

test("a category's next page, reached in the page, draws its own cards and the way back the first ones", async ({
  page,
  request,
}) => {
  const path = "/moto/kategoria/najnowsze";
  const first = cardTitles(await (await request.get(path)).text());
  const second = cardTitles(await (await request.get(`${path}?strona=2`)).text());
  expect(second.length).toBeGreaterThan(0);
  expect(second).not.toContain(first[0]);

  await page.goto(path);
  await waitForHydration(page);
  await markPage(page);
  const main = page.getByRole("main");
  await main
    .getByRole("navigation", { name: "Strony kategorii Najnowsze" })
    .getByRole("link", { name: "Następna" })
    .click();
  await expect(page).toHaveURL(/strona=2$/);
  await expect(main.getByRole("link", { name: second[0]!, exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: first[0]!, exact: true })).toHaveCount(0);
  await expect(main.getByText("Strona 2 z")).toBeVisible();
  await page.goBack();
  await expect(main.getByRole("link", { name: first[0]!, exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: second[0]!, exact: true })).toHaveCount(0);
  expect(await samePage(page)).toBe(true);
  await expectAccessible(page);
});
