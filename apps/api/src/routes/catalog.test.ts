// Models, dictionaries, SEO texts, collections, banners and limited offers against a real seeded
// catalogue (1 500 offers). Cars and search: catalog-cars.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DbHandle } from "@vhs/db/client.ts";
import { limitedOffers, models, variants } from "@vhs/db/schema/catalog.ts";
import { syncModelVideos } from "@vhs/db/seed/model-videos.ts";
import { createTestDb, TEST_CATALOG_VARIANTS } from "@vhs/db/testing.ts";
import { compareCars } from "@vhs/domain/catalog-rules.ts";
import { comparePl } from "@vhs/domain/labels.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import type { BodyEntryT, ModelItemT } from "../lib/catalog-responses.ts";
import { catalogRoutes } from "./catalog.ts";

let handle: DbHandle;
let app: ApiApp;
// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are checked field by field below.
type Json = any;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  app = createApiApp(handle, { imaginCustomer: "demo-klucz" });
});
afterAll(async () => {
  await handle.close();
});

async function get(
  path: string,
  on: { request: (p: string) => Response | Promise<Response> } = app,
): Promise<{ status: number; body: Json }> {
  const res = await on.request(path);
  return { status: res.status, body: await res.json() };
}

function expect422(res: { status: number; body: { fields?: { field: string }[] } }, field: string) {
  expect(res.status).toBe(422);
  expect(res.body.fields?.map((f) => f.field.split(".")[0])).toContain(field);
}

/** The body-type entries of a model computed straight from its variants (SPEC §3). */
async function expectedEntries(
  modelId: number,
  where: (v: typeof variants.$inferSelect) => boolean = () => true,
) {
  const rows = (await handle.db.select().from(variants).where(eq(variants.modelId, modelId))).filter(where);
  const byBody = new Map<string, typeof rows>();
  for (const r of rows) byBody.set(r.bodyType, [...(byBody.get(r.bodyType) ?? []), r]);
  return new Map(
    [...byBody].map(([body, list]) => {
      const count = list.reduce((s, r) => s + r.stockCount, 0);
      const best = [...list].sort((a, b) => a.priceNetGr - b.priceNetGr || a.id - b.id)[0]!;
      return [
        body,
        {
          count,
          price: count === 0 ? 0 : best.priceNetGr / 100,
          labels: new Set(list.flatMap((r) => r.labels)),
          offers: list.length,
        },
      ];
    }),
  );
}

async function expectGrouped(
  item: { id: number; bodyTypes: BodyEntryT[] },
  where?: (v: typeof variants.$inferSelect) => boolean,
) {
  const expected = await expectedEntries(item.id, where);
  expect(new Set(item.bodyTypes.map((e) => e.bodyType))).toEqual(new Set(expected.keys()));
  for (const e of item.bodyTypes) {
    const x = expected.get(e.bodyType)!;
    expect(e.count).toBe(x.count);
    expect(e.offers).toBe(x.offers);
    expect(e.price).toBe(x.price);
    expect(new Set(e.labels.map((l) => l.code))).toEqual(x.labels);
    expect(e.labels.length).toBe(x.labels.size);
  }
  for (let i = 1; i < item.bodyTypes.length; i++)
    expect(compareCars(item.bodyTypes[i - 1]!, item.bodyTypes[i]!)).toBeLessThanOrEqual(0);
}

describe("/v3/models/ and /v3/popular-models/", () => {
  it("lists a brand's models by Polish name, grouped by body type per SPEC §3", async () => {
    const { body } = await get("/v3/models/?brand=toyota");
    const items = body.items as ModelItemT[];
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((m) => m.brand.slug === "toyota")).toBe(true);
    expect(items.map((m) => m.name)).toEqual([...items.map((m) => m.name)].sort(comparePl));
    for (const item of items.slice(0, 6)) await expectGrouped(item);
    const corolla = items.find((m) => m.slug === "corolla")!;
    expect(corolla.priceFrom).toBe(
      Math.min(...corolla.bodyTypes.filter((e) => e.price > 0).map((e) => e.price)),
    );
  });

  it("groups only the matching offers when other filters apply", async () => {
    const { body } = await get("/v3/models/?brand=toyota&fuel=hybryda&state=nowy");
    const items = body.items as ModelItemT[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items.slice(0, 4)) await expectGrouped(item, (v) => v.fuel === "hybryda" && v.isNew);
  });

  it("sorts all brands' models with Polish collation, by popularity or by price, and pages", async () => {
    const all = (await get("/v3/models/?perPage=300")).body;
    const names = (all.items as ModelItemT[]).map((m) => `${m.brand.name} ${m.name}`);
    expect(names).toEqual([...names].sort(comparePl));
    const skoda = names.findIndex((n) => n.startsWith("Škoda"));
    expect(names[skoda - 1]).toMatch(/^Seat /);
    const popular = (await get("/v3/models/?sort=popularity&perPage=5")).body.items as ModelItemT[];
    expect(popular.map((m) => m.popularity)).toEqual(
      [...popular.map((m) => m.popularity)].sort((a, b) => b - a),
    );
    const cheap = (await get("/v3/models/?sort=price-asc&perPage=20")).body.items as ModelItemT[];
    const prices = cheap.map((m) => m.priceFrom).filter((p) => p > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = (await get("/v3/models/?perPage=10&page=2")).body;
    expect(page2.items.map((m: ModelItemT) => m.id)).toEqual(
      all.items.slice(10, 20).map((m: ModelItemT) => m.id),
    );
    expect(page2.total).toBe(all.total);
  });

  it("gives the most registered models first, with the filters", async () => {
    const top = (await get("/v3/popular-models/?limit=3")).body as ModelItemT[];
    expect(top.map((m) => m.slug)).toEqual(["corolla", "octavia", "c-hr"]);
    const electric = (await get("/v3/popular-models/?fuel=elektryczny")).body as ModelItemT[];
    expect(electric).toHaveLength(12);
    const slugs = new Set(
      (
        await handle.db
          .select({ slug: models.slug })
          .from(variants)
          .innerJoin(models, eq(models.id, variants.modelId))
          .where(eq(variants.fuel, "elektryczny"))
      ).map((r) => r.slug),
    );
    expect(electric.every((m) => slugs.has(m.slug))).toBe(true);
  });

  it("rejects bad filters and limits with 422", async () => {
    expect422(await get("/v3/models/?brand=nie-ma"), "brand");
    expect422(await get("/v3/models/?sort=losowo"), "sort");
    expect422(await get("/v3/models/?bodyType=rower"), "bodyType");
    expect422(await get("/v3/popular-models/?limit=51"), "limit");
  });
});

describe("/v3/model-bodytypes", () => {
  it("groups the model's offers by body type; all=1 adds the ones without offers", async () => {
    const [corolla] = await handle.db.select().from(models).where(eq(models.slug, "corolla"));
    const entries = (await get("/v3/model-bodytypes?model=corolla&brand=toyota")).body as BodyEntryT[];
    await expectGrouped({ id: corolla!.id, bodyTypes: entries });
    const all = (await get("/v3/model-bodytypes?model=corolla&brand=toyota&all=1")).body as BodyEntryT[];
    expect(new Set(all.map((e) => e.bodyType))).toEqual(new Set(["sedan", "hatchback", "kombi"]));
    expect(
      all.filter((e) => e.offers === 0).every((e) => e.count === 0 && e.price === 0 && e.groupId === null),
    ).toBe(true);
  });

  it("names each body type's cheapest new car, the one its card orders, even when a used one is cheaper", async () => {
    const [corolla] = await handle.db.select().from(models).where(eq(models.slug, "corolla"));
    const entries = (await get("/v3/model-bodytypes?model=corolla&brand=toyota")).body as BodyEntryT[];
    const rows = await handle.db.select().from(variants).where(eq(variants.modelId, corolla!.id));
    for (const e of entries) {
      const newOnes = rows.filter((v) => v.bodyType === e.bodyType && v.isNew && v.priceNetGr > 0);
      // A body type whose new cars are all out of stock has none to order online.
      if (newOnes.reduce((sum, v) => sum + v.stockCount, 0) === 0) {
        expect(e.newOffer, e.bodyType).toBeNull();
        continue;
      }
      const cheapest = Math.min(...newOnes.map((v) => v.priceNetGr));
      const chosen = rows.find((v) => v.id === e.newOffer!.variantId)!;
      expect(chosen.isNew, `${e.bodyType}: a new car`).toBe(true);
      expect(chosen.bodyType).toBe(e.bodyType);
      expect(e.newOffer!.price * 100).toBe(cheapest);
      expect(e.newOffer!.groupId).toBe(chosen.groupId);
    }
    expect(entries.some((e) => e.newOffer !== null)).toBe(true);
  });

  it("answers 404 when the model is not the brand's and 422 for a malformed slug", async () => {
    expect((await get("/v3/model-bodytypes?model=corolla&brand=skoda")).status).toBe(404);
    expect((await get("/v3/model-bodytypes?model=nie-ma&brand=toyota")).status).toBe(404);
    expect422(await get("/v3/model-bodytypes?model=Corolla&brand=toyota"), "model");
    expect422(await get("/v3/model-bodytypes?model=corolla"), "brand");
  });
});

describe("dictionaries", () => {
  it("lists all brands by Polish name with their offers and models", async () => {
    const list = (await get("/v3/brands")).body as {
      name: string;
      slug: string;
      offers: number;
      models: number;
    }[];
    expect(list).toHaveLength(35);
    expect(list.map((b) => b.name)).toEqual([...list.map((b) => b.name)].sort(comparePl));
    expect(list.findIndex((b) => b.slug === "skoda")).toBe(list.findIndex((b) => b.slug === "seat") + 1);
    expect(list.reduce((s, b) => s + b.offers, 0)).toBe(TEST_CATALOG_VARIANTS);
    expect(list.reduce((s, b) => s + b.models, 0)).toBeGreaterThanOrEqual(200);
  });

  it("gives the search setup: brands, body types, count and price bounds", async () => {
    const { body } = await get("/v3/setup");
    expect(body.count).toBe(TEST_CATALOG_VARIANTS);
    expect(body.brands).toHaveLength(35);
    expect(body.prices.min).toBeGreaterThan(0);
    expect(body.prices.min).toBeLessThan(body.prices.max);
    expect(body.pricesGross.max).toBeGreaterThan(body.prices.max);
    expect(body.bodytypes.map((b: { name: string }) => b.name)).toEqual(
      [...body.bodytypes.map((b: { name: string }) => b.name)].sort(comparePl),
    );
    expect(body.sorts.map((s: { value: string }) => s.value)).toEqual(["default", "price-asc", "price-desc"]);
    const cheapest = (await get("/v3/cars/?sort=price-asc&perPage=1")).body.items[0];
    expect(body.prices.min).toBe(cheapest.price);
  });

  it("counts offers per body type, gearbox and drive", async () => {
    for (const path of ["/v3/bodytypes", "/v3/gearboxtypes", "/v3/drivetypes"]) {
      const list = (await get(path)).body as { slug: string; name: string; count: number }[];
      expect(
        list.reduce((s, e) => s + e.count, 0),
        path,
      ).toBe(TEST_CATALOG_VARIANTS);
      expect(list.every((e) => e.name.length > 0)).toBe(true);
    }
    expect((await get("/v3/drivetypes")).body.map((d: { slug: string }) => d.slug)).toEqual([
      "4x4",
      "przedni",
      "tylny",
    ]);
  });

  it("lists purposes whose filters are valid car-list queries", async () => {
    const list = (await get("/purposes")).body as { slug: string; filters: Record<string, unknown> }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const p of list) {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(p.filters)) for (const x of [v].flat()) query.append(k, String(x));
      const res = await get(`/v3/cars/?${query}`);
      expect(res.status, p.slug).toBe(200);
      expect(res.body.total, p.slug).toBeGreaterThan(0);
    }
  });

  it("serves the equipment dictionary in category order", async () => {
    const list = (await get("/equipment-dictionary/")).body as { code: string; category: string }[];
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(new Set(list.map((e) => e.code)).size).toBe(list.length);
    expect(list[0]!.category).toBe("Bezpieczeństwo");
  });
});

describe("model and brand texts", () => {
  it("serves the model description, its cards and videos", async () => {
    const d = (await get("/v2/model-description/octavia?bypass=1")).body;
    expect(d).toMatchObject({ title: "Škoda Octavia", brand: { slug: "skoda" }, segment: "C" });
    expect(d.paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(d.paragraphs.join(" ")).toMatch(/leasing/);
    const site = (await get("/v2/model-description-cards")).body;
    expect(site).toHaveLength(4);
    const cards = (await get("/v2/model-description-cards?model=octavia")).body;
    expect(cards).toHaveLength(8);
    expect(cards.slice(4)).toEqual(site);
    // No invented links: without an editor's entry in content/model-videos.yaml a model has no videos.
    expect((await get("/v3/model-video?model=octavia")).body).toEqual([]);
  });

  it("serves the films an editor listed in content/model-videos.yaml", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vhs-videos-"));
    writeFileSync(
      join(dir, "model-videos.yaml"),
      [
        "- model: octavia",
        "  title: Škoda Octavia – jazda próbna",
        "  url: https://www.youtube.com/watch?v=AbCdEfGhIjK",
        "- model: octavia",
        "  title: Škoda Octavia – wnętrze",
        "  url: https://vimeo.com/123456789",
        "- model: corolla",
        "  title: Toyota Corolla – test",
        "  url: https://youtu.be/ZyXwVuTsRqP",
      ].join("\n"),
    );
    try {
      expect(await syncModelVideos(handle.db, dir)).toBe(3);
      const videos = (await get("/v3/model-video?model=octavia")).body;
      expect(videos.map((v: { title: string; provider: string }) => [v.title, v.provider])).toEqual([
        ["Škoda Octavia – jazda próbna", "youtube"],
        ["Škoda Octavia – wnętrze", "vimeo"],
      ]);
      expect((await get("/v3/model-video?model=corolla")).body).toHaveLength(1);
    } finally {
      await syncModelVideos(handle.db);
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await get("/v3/model-video?model=octavia")).body).toEqual([]);
  });

  it("serves SEO texts of models and brands", async () => {
    const [corolla] = await handle.db.select().from(models).where(eq(models.slug, "corolla"));
    const seo = (await get(`/seo/model?id=${corolla!.id}`)).body;
    expect(seo).toMatchObject({
      h1: "Toyota Corolla w leasingu",
      title: expect.stringContaining("Toyota Corolla"),
    });
    expect(seo.text.length).toBeGreaterThanOrEqual(3);
    const brand = (await get("/seo/brand?brand=skoda")).body;
    expect(brand.h1).toBe("Samochody Škoda w leasingu");
    expect(brand.lead).toContain("Škoda");
  });

  it("answers 404 for unknown models and brands and 422 for malformed input", async () => {
    expect((await get("/v2/model-description/nie-ma-takiego")).status).toBe(404);
    expect((await get("/v2/model-description-cards?model=nie-ma")).status).toBe(404);
    expect((await get("/v3/model-video?model=nie-ma")).status).toBe(404);
    expect((await get("/seo/model?id=999999")).status).toBe(404);
    expect((await get("/seo/brand?brand=trabant")).status).toBe(404);
    expect422(await get("/v2/model-description/Octavia%20RS"), "name");
    expect422(await get("/seo/model?id=abc"), "id");
    expect422(await get("/seo/brand"), "brand");
    expect422(await get("/v2/model-description/octavia?bypass=moze"), "bypass");
  });
});

describe("collections", () => {
  it("lists collections with counts equal to their car lists", async () => {
    const list = (await get("/v2/collections/")).body as {
      slug: string;
      offers: number;
      priceFrom: number;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const c of list) {
      const one = (await get(`/v2/collection?slug=${c.slug}&perPage=60`)).body;
      expect(one.cars.total, c.slug).toBe(c.offers);
      if (c.offers)
        expect(Math.min(...one.cars.items.map((x: { price: number }) => x.price))).toBeGreaterThanOrEqual(
          c.priceFrom,
        );
    }
  });

  it("serves one collection with its filtered, paged cars", async () => {
    const one = (await get("/v2/collection?slug=samochody-elektryczne&perPage=5&page=2")).body;
    expect(one.title).toContain("elektryczne");
    expect(one.description.length).toBeGreaterThan(0);
    expect(one.cars.page).toBe(2);
    expect(one.cars.items.every((c: { fuel: string }) => c.fuel === "elektryczny")).toBe(true);
    expect((await get("/v2/collection?slug=nie-ma")).status).toBe(404);
    expect422(await get("/v2/collection"), "slug");
  });
});

describe("limited offers", () => {
  it("gives a model's current limited offer with its cheapest car of the group", async () => {
    const [offer] = await handle.db.select().from(limitedOffers).limit(1);
    expect(offer).toBeDefined();
    const res = (await get(`/limited-offer?modelId=${offer!.modelId}&bodyType=${offer!.bodyType}`)).body
      .offer;
    expect(res).toMatchObject({
      groupId: offer!.groupId,
      bodyType: offer!.bodyType,
      discountPct: offer!.discountPct,
    });
    expect(res.car.groupId).toBe(offer!.groupId);
    expect(res.price).toBeLessThanOrEqual(res.listPrice);
    expect(res.text).toMatch(/Rabat \d+ %/);
  });

  it("gives null when none is current, 404 for an unknown model, 422 for bad input", async () => {
    const [offer] = await handle.db.select().from(limitedOffers).limit(1);
    const later = catalogRoutes(handle.db, { today: () => "2099-01-01" });
    expect((await get(`/limited-offer?modelId=${offer!.modelId}`, later)).body).toEqual({ offer: null });
    expect((await get("/limited-offer?modelId=999999")).status).toBe(404);
    expect422(await get("/limited-offer?modelId=x"), "modelId");
    expect422(await get("/limited-offer?modelId=1&bodyType=rower"), "bodyType");
  });
});

describe("banners", () => {
  it("serves brand banners by name or slug, brands with banners, slot and brand slot banners", async () => {
    const byName = (await get(`/banners?brandName=${encodeURIComponent("Škoda")}`)).body;
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every(
        (b: { brand: { slug: string }; slot: null }) => b.brand.slug === "skoda" && b.slot === null,
      ),
    ).toBe(true);
    expect((await get("/banners?brandName=skoda")).body).toEqual(byName);
    const brands = (await get("/banner-brands")).body as { name: string }[];
    expect(brands.map((b) => b.name)).toEqual([...brands.map((b) => b.name)].sort(comparePl));
    const top = (await get("/slot-banners?slot=home-top")).body;
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((b: { slot: string; brand: null }) => b.slot === "home-top" && b.brand === null)).toBe(
      true,
    );
    const brandSlot = (await get("/v3/brand-slot-banners?brand=toyota&slot=brand-page")).body;
    expect(brandSlot).toHaveLength(1);
    expect(brandSlot[0]).toMatchObject({ slot: "brand-page", brand: { slug: "toyota" } });
  });

  it("answers 404 for unknown brands and 422 for bad slots and names", async () => {
    expect((await get("/banners?brandName=Trabant")).status).toBe(404);
    expect((await get("/v3/brand-slot-banners?brand=trabant&slot=home-top")).status).toBe(404);
    expect422(await get("/slot-banners?slot=sidebar"), "slot");
    expect422(await get("/banners?brandName=%3Cscript%3E"), "brandName");
    expect422(await get("/v3/brand-slot-banners?brand=toyota"), "slot");
  });
});

describe("/v3/imagin-url/ec-code/{code}", () => {
  it("builds an imagin.studio URL for a version when a customer key is configured", async () => {
    const car = (await get("/v3/cars/?model=corolla&body=kombi&perPage=1")).body.items[0];
    const { url } = (await get(`/v3/imagin-url/ec-code/${car.ecCode}?photo_angle=201`)).body;
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe("https://cdn.imagin.studio/getImage");
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      customer: "demo-klucz",
      make: "toyota",
      modelFamily: "corolla",
      modelVariant: "estate",
      angle: "201",
    });
  });

  it("answers {url: null} without a key, 404 for an unknown code, 422 for a malformed one", async () => {
    const plain = catalogRoutes(handle.db);
    const car = (await get("/v3/cars/?perPage=1")).body.items[0];
    expect((await get(`/v3/imagin-url/ec-code/${car.ecCode}`, plain)).body).toEqual({ url: null });
    expect((await get("/v3/imagin-url/ec-code/9999999")).status).toBe(404);
    expect422(await get("/v3/imagin-url/ec-code/abc"), "code");
    expect422(await get(`/v3/imagin-url/ec-code/${car.ecCode}?photo_angle=x`), "photo_angle");
  });
});

describe("OpenAPI", () => {
  it("documents every catalogue path of SPEC §7 exactly as written", async () => {
    const doc = (await get("/openapi.json")).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v3/cars/",
        "/v3/car/",
        "/v3/models/",
        "/v3/popular-models/",
        "/v3/search/",
        "/v3/brands",
        "/v3/setup",
        "/v3/bodytypes",
        "/v3/gearboxtypes",
        "/v3/drivetypes",
        "/purposes",
        "/equipment-dictionary/",
        "/v3/model-bodytypes",
        "/v3/get-group-id",
        "/v3/imagin-url/ec-code/{code}",
        "/seo/model",
        "/seo/brand",
        "/v2/model-description/{name}",
        "/v2/model-description-cards",
        "/v3/model-video",
        "/v2/collections/",
        "/v2/collection",
        "/limited-offer",
        "/banners",
        "/banner-brands",
        "/slot-banners",
        "/v3/brand-slot-banners",
      ]),
    );
  });
});
