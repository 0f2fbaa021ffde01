// Cars, car groups and search against a real seeded catalogue (1 500 offers).
import type { DbHandle } from "@vhs/db/client.ts";
import { brands, variants } from "@vhs/db/schema/catalog.ts";
import { createTestDb, TEST_CATALOG_VARIANTS } from "@vhs/db/testing.ts";
import { compareCars } from "@vhs/domain/catalog-rules.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import type { CarItemT, CarPageT } from "../lib/catalog-responses.ts";

let handle: DbHandle;
let app: ApiApp;
// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are checked field by field below.
type Json = any;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  app = createApiApp(handle);
});
afterAll(async () => {
  await handle.close();
});

async function get(path: string): Promise<{ status: number; body: Json }> {
  const res = await app.request(path);
  return { status: res.status, body: await res.json() };
}
const cars = async (query: string) => (await get(`/v3/cars/?${query}`)).body as CarPageT;

/** Every car of a query, page by page. */
async function allCars(query: string): Promise<CarItemT[]> {
  const all: CarItemT[] = [];
  for (let page = 1; ; page++) {
    const p = await cars(`${query}&perPage=60&page=${page}`);
    all.push(...p.items);
    if (page >= p.pages) return all;
  }
}

function expect422(
  res: { status: number; body: { message: string; fields?: { field: string }[] } },
  field: string,
) {
  expect(res.status).toBe(422);
  expect(res.body.fields?.map((f) => f.field.split(".")[0])).toContain(field);
  expect(res.body.message).toMatch(/Nieprawidłowe pole/);
}

describe("/v3/cars/", () => {
  it("lists every offer, new cars first and then by price, 24 to a page", async () => {
    const p = await cars("");
    expect(p.total).toBe(TEST_CATALOG_VARIANTS);
    expect(p.totalCapped).toBe(false);
    expect(p.items).toHaveLength(24);
    expect(p.pages).toBe(Math.ceil(TEST_CATALOG_VARIANTS / 24));
    const first = p.items[0]!;
    expect(first).toMatchObject({ is_new: true, state: "nowy" });
    expect(first.labels.every((l) => l.code && l.name)).toBe(true);
    expect(first.priceGross).toBeGreaterThanOrEqual(first.price);
    const all = await allCars("");
    expect(all).toHaveLength(TEST_CATALOG_VARIANTS);
    for (let i = 1; i < all.length; i++) expect(compareCars(all[i - 1]!, all[i]!)).toBeLessThanOrEqual(0);
    expect(all.findIndex((c) => !c.is_new)).toBeGreaterThan(0);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it("combines filters and counts exactly what matches", async () => {
    const query = "brand=toyota&fuel=hybryda&body=kombi&body=hatchback&state=nowy&gearbox=automatyczna";
    const list = await allCars(query);
    expect(list.length).toBeGreaterThan(0);
    for (const c of list)
      expect(c).toMatchObject({
        brand: { slug: "toyota" },
        fuel: "hybryda",
        is_new: true,
        gearbox: "automatyczna",
      });
    expect(list.every((c) => ["kombi", "hatchback"].includes(c.bodyType))).toBe(true);
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(variants)
      .where(sql`brand_id = (select id from brands where slug = 'toyota') and fuel = 'hybryda'
        and body_type in ('kombi', 'hatchback') and is_new and gearbox = 'automatyczna'`);
    expect((await cars(query)).total).toBe(row?.n);
  });

  it("filters by model, year, seats, power, drive and price (net or gross)", async () => {
    const checks: [string, (c: CarItemT) => boolean][] = [
      ["model=corolla&model=octavia", (c) => ["corolla", "octavia"].includes(c.model.slug)],
      ["productionYear=2024,2025&state=uzywany", (c) => [2024, 2025].includes(c.productionYear) && !c.is_new],
      ["seats=7", (c) => c.seats === 7],
      ["powerMin=300&powerMax=400", (c) => c.powerKm >= 300 && c.powerKm <= 400],
      ["drive=4x4&fuel=elektryczny", (c) => c.drive === "4x4" && c.fuel === "elektryczny"],
      ["priceMin=50000&priceMax=80000", (c) => c.price >= 50_000 && c.price <= 80_000],
      ["priceMax=80000&priceType=gross", (c) => c.priceGross <= 80_000],
      ["bodyType=pickup", (c) => c.bodyType === "pickup"],
      ["fuel=mild-hybrid", (c) => c.fuel === "hybryda"],
    ];
    for (const [query, ok] of checks) {
      const list = await allCars(query);
      expect(list.length, query).toBeGreaterThan(0);
      expect(list.every(ok), query).toBe(true);
    }
    expect((await cars("fuel=diesel&fuel=lpg")).total).toBe((await cars("fuel=diesel,lpg")).total);
  });

  it("pages without gaps or repeats and sorts by price either way", async () => {
    const [p1, p2] = [await cars("perPage=10&page=1"), await cars("perPage=10&page=2")];
    const twenty = await cars("perPage=20");
    expect([...p1.items, ...p2.items].map((c) => c.id)).toEqual(twenty.items.map((c) => c.id));
    const beyond = await cars("page=1000");
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(TEST_CATALOG_VARIANTS);
    const asc = (await cars("sort=price-asc&perPage=60")).items.map((c) => c.price);
    const desc = (await cars("sort=price-desc&perPage=60")).items.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it("counts facets among the results", async () => {
    for (const query of ["facets=1", "facets=1&brand=skoda&state=nowy"]) {
      const p = await cars(query);
      expect(p.facets).toBeDefined();
      for (const counts of Object.values(p.facets!))
        expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(p.total);
    }
    expect((await cars("facets=1&brand=skoda")).facets!.brand).toEqual({
      skoda: (await cars("brand=skoda")).total,
    });
    expect((await cars("")).facets).toBeUndefined();
  });

  it("counts price ranges exactly from the price bands, edges and bounds included", async () => {
    // Bands are 10 000 zł: ranges on band bounds, inside one band, across many, open on either side,
    // alone and with another filter; every facet, the total and the models' offers, stock and
    // cheapest prices against an aggregation of the matching offers themselves.
    const ranges: [number | undefined, number | undefined, boolean, string][] = [
      [50_000, 80_000, false, ""],
      [49_999, 80_001, false, ""],
      [50_000, 79_999, false, ""],
      [61_234, 67_890, false, ""],
      [123_456, undefined, false, ""],
      [undefined, 95_555, false, ""],
      [70_000, 140_000, true, ""],
      [undefined, 88_888, true, ""],
      [45_500, 150_000, false, "fuel=hybryda"],
      [60_000, 260_001, false, "state=nowy&gearbox=automatyczna"],
      [40_000, 120_000, true, "body=suv&body=kombi"],
    ];
    const slugs = new Map(
      (await handle.db.select({ id: brands.id, slug: brands.slug }).from(brands)).map((b) => [b.id, b.slug]),
    );
    for (const [min, max, gross, more] of ranges) {
      const query = [
        min === undefined ? "" : `priceMin=${min}`,
        max === undefined ? "" : `priceMax=${max}`,
        gross ? "priceType=gross" : "",
        more,
      ]
        .filter(Boolean)
        .join("&");
      const price = gross ? variants.priceGrossGr : variants.priceNetGr;
      const extra = new URLSearchParams(more);
      const bodies = extra.getAll("body");
      const offers = await handle.db
        .select({
          modelId: variants.modelId,
          brandId: variants.brandId,
          bodyType: variants.bodyType,
          isNew: variants.isNew,
          fuel: variants.fuel,
          gearbox: variants.gearbox,
          drive: variants.drive,
          seats: variants.seats,
          stock: variants.stockCount,
          priceNetGr: variants.priceNetGr,
        })
        .from(variants)
        .where(
          and(
            min === undefined ? undefined : sql`${price} >= ${min * 100}`,
            max === undefined ? undefined : sql`${price} <= ${max * 100}`,
            extra.get("fuel") ? eq(variants.fuel, extra.get("fuel") as string) : undefined,
            extra.get("gearbox") ? eq(variants.gearbox, extra.get("gearbox") as string) : undefined,
            extra.get("state") ? eq(variants.isNew, extra.get("state") === "nowy") : undefined,
            bodies.length ? inArray(variants.bodyType, bodies) : undefined,
          ),
        );
      expect(offers.length, query).toBeGreaterThan(0);
      const facets = {
        brand: {},
        body: {},
        fuel: {},
        gearbox: {},
        drive: {},
        state: {},
        seats: {},
      } as Record<string, Record<string, number>>;
      const count = (facet: string, key: string) => {
        const f = facets[facet] as Record<string, number>;
        f[key] = (f[key] ?? 0) + 1;
      };
      // A model's price is its cheapest body type's; a body type with no car in stock shows no price.
      const bodiesOf = new Map<number, Map<string, { stock: number; price: number }>>();
      const expected = new Map<number, { offers: number; count: number; priceFrom: number }>();
      for (const o of offers) {
        count("brand", slugs.get(o.brandId) ?? "");
        count("body", o.bodyType);
        count("fuel", o.fuel);
        count("gearbox", o.gearbox);
        count("drive", o.drive);
        count("state", o.isNew ? "nowy" : "uzywany");
        count("seats", String(o.seats));
        const m = expected.get(o.modelId) ?? { offers: 0, count: 0, priceFrom: 0 };
        expected.set(o.modelId, { ...m, offers: m.offers + 1, count: m.count + o.stock });
        const own = bodiesOf.get(o.modelId) ?? new Map();
        const body = own.get(o.bodyType) ?? { stock: 0, price: Infinity };
        own.set(o.bodyType, { stock: body.stock + o.stock, price: Math.min(body.price, o.priceNetGr / 100) });
        bodiesOf.set(o.modelId, own);
      }
      for (const [modelId, own] of bodiesOf) {
        const priced = [...own.values()].filter((b) => b.stock > 0).map((b) => b.price);
        const m = expected.get(modelId);
        if (m && priced.length) m.priceFrom = Math.min(...priced);
      }
      const page = await cars(`${query}&facets=1`);
      expect(page.total, query).toBe(offers.length);
      expect((await cars(query)).total, query).toBe(offers.length);
      expect(page.facets, query).toEqual(facets);
      const models = (await get(`/v3/models/?${query}&perPage=300`)).body.items as {
        id: number;
        offers: number;
        count: number;
        priceFrom: number;
      }[];
      expect(
        new Map(models.map((m) => [m.id, { offers: m.offers, count: m.count, priceFrom: m.priceFrom }])),
        query,
      ).toEqual(expected);
    }
  });

  it("rejects unknown filter values with 422 naming the field, never an empty list", async () => {
    expect422(await get("/v3/cars/?brand=nie-ma-takiej"), "brand");
    expect422(await get("/v3/cars/?model=nie-ma-takiego"), "model");
    expect422(await get("/v3/cars/?fuel=para"), "fuel");
    expect422(await get("/v3/cars/?body=limuzyna"), "body");
    expect422(await get("/v3/cars/?state=powypadkowy"), "state");
    expect422(await get("/v3/cars/?seats=12"), "seats");
    expect422(await get("/v3/cars/?powerMin=300&powerMax=100"), "powerMax");
    expect422(await get("/v3/cars/?priceMin=9&priceMax=1"), "priceMax");
    expect422(await get("/v3/cars/?page=0"), "page");
    expect422(await get("/v3/cars/?perPage=61"), "perPage");
    expect422(await get("/v3/cars/?sort=losowo"), "sort");
    expect422(await get("/v3/cars/?brand=Toyota"), "brand");
    const res = await get("/v3/cars/?fuel=para");
    expect(res.body.message).toContain("Nieznany rodzaj paliwa");
    expect((await get("/v3/cars")).status).toBe(404);
  });
});

describe("/v3/car/", () => {
  it("shows a group: version data, every offer, merged labels, prices only on request", async () => {
    const { items } = await cars("state=nowy&sort=price-desc&perPage=1");
    const groupId = items[0]!.groupId;
    const hidden = await get(`/v3/car/?groupId=${groupId}`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ groupId, is_new: true, price: null, listPrice: null, equipment: [] });
    expect(hidden.body.equipmentHighlights.length).toBeGreaterThan(0);
    const shown = await get(`/v3/car/?groupId=${groupId}&showPrice=1&fullEq=1`);
    const rows = await handle.db.select().from(variants).where(eq(variants.groupId, groupId));
    expect(shown.body.offers).toHaveLength(rows.length);
    expect(shown.body.count).toBe(rows.reduce((s, r) => s + r.stockCount, 0));
    expect(shown.body.price).toBe(Math.min(...rows.map((r) => r.priceNetGr)) / 100);
    expect(shown.body.listPriceGross).toBeGreaterThan(0);
    expect(new Set(shown.body.labels.map((l: { code: string }) => l.code))).toEqual(
      new Set(rows.flatMap((r) => r.labels)),
    );
    const listed = shown.body.equipment.flatMap((g: { items: unknown[] }) => g.items);
    expect(listed).toHaveLength(shown.body.equipmentCount);
    expect(shown.body.version).toMatchObject({
      ecCode: expect.stringMatching(/^\d{7}$/),
      taxLimit: expect.any(Number),
    });
  });

  it("shows a used car with its mileage, registration and city", async () => {
    const { items } = await cars("state=uzywany&perPage=1");
    const res = await get(`/v3/car/?groupId=${items[0]!.groupId}&showPrice=1`);
    expect(res.body.is_new).toBe(false);
    expect(res.body.offers[0]).toMatchObject({
      count: 1,
      mileageKm: expect.any(Number),
      firstRegistration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("answers 404 for an unknown group and 422 for a malformed one", async () => {
    expect((await get("/v3/car/?groupId=u-9999999")).status).toBe(404);
    expect422(await get("/v3/car/?groupId=abc"), "groupId");
    expect422(await get("/v3/car/"), "groupId");
    expect422(await get("/v3/car/?groupId=u-0000001&fullEq=tak"), "fullEq");
  });
});

describe("/v3/get-group-id", () => {
  it("finds the new group of a model whose price is closest", async () => {
    const list = await allCars("model=corolla&state=nowy");
    const target = list[Math.floor(list.length / 2)]!;
    const res = await get(`/v3/get-group-id?model=corolla&price=${Math.round(target.price)}`);
    const best = Math.min(...list.map((c) => Math.abs(c.price - Math.round(target.price))));
    expect(Math.abs(res.body.price - Math.round(target.price))).toBeCloseTo(best, 2);
    expect(list.some((c) => c.groupId === res.body.groupId)).toBe(true);
  });

  it("answers 404 for an unknown model and 422 for a bad price", async () => {
    expect((await get("/v3/get-group-id?model=nie-ma&price=1000")).status).toBe(404);
    expect422(await get("/v3/get-group-id?model=corolla&price=0"), "price");
    expect422(await get("/v3/get-group-id?price=1000"), "model");
  });
});

describe("/v3/search/", () => {
  it("finds Škoda Octavia for „skoda oktawia” (no diacritics, Polish spelling)", async () => {
    const { body } = await get("/v3/search/?q=skoda%20oktawia");
    expect(body.models[0]).toMatchObject({ slug: "octavia", brand: { slug: "skoda", name: "Škoda" } });
    expect(body.brands).toContainEqual({ slug: "skoda", name: "Škoda" });
    expect(body.cars.total).toBeGreaterThan(0);
    expect(body.cars.items.every((c: CarItemT) => c.model.slug === "octavia")).toBe(true);
  });

  it("finds Toyota Corolla for „toyta corola” (typos), the exact model first", async () => {
    const { body } = await get("/v3/search/?q=toyta%20corola");
    expect(body.models[0].slug).toBe("corolla");
    expect(body.ignored).toEqual([]);
    expect(body.cars.items.every((c: CarItemT) => c.model.slug.startsWith("corolla"))).toBe(true);
  });

  it("ranks sensibly: exact names before longer ones, a brand alone gives its models", async () => {
    expect((await get("/v3/search/?q=kia%20ced")).body.models[0].slug).toBe("ceed");
    expect(
      (await get("/v3/search/?q=yaris")).body.models.map((m: { slug: string }) => m.slug).slice(0, 2),
    ).toEqual(["yaris", "yaris-cross"]);
    expect((await get("/v3/search/?q=corolla%20cross")).body.models[0].slug).toBe("corolla-cross");
    const vw = (await get("/v3/search/?q=vw%20golf")).body;
    expect(vw.models[0]).toMatchObject({ slug: "golf", brand: { slug: "volkswagen" } });
    const brandOnly = (await get("/v3/search/?q=Citroen")).body;
    expect(brandOnly.models.length).toBeGreaterThan(1);
    expect(brandOnly.models.every((m: { brand: { slug: string } }) => m.brand.slug === "citroen")).toBe(true);
    expect(brandOnly.cars.items.every((c: CarItemT) => c.brand.slug === "citroen")).toBe(true);
  });

  it("reads filter words from the text and combines them with the filters", async () => {
    const fuelWord: Record<string, string> = { "hybryda-plug-in": "phev" };
    const sample = (await cars("model=octavia&body=kombi&perPage=1")).items[0]!;
    const word = fuelWord[sample.fuel] ?? sample.fuel;
    const { body } = await get(`/v3/search/?q=${encodeURIComponent(`octavia kombi ${word}`)}&perPage=60`);
    expect(body.parsed).toMatchObject({ body: ["kombi"], fuel: [sample.fuel] });
    expect(body.cars.total).toBeGreaterThan(0);
    for (const c of body.cars.items as CarItemT[])
      expect(c).toMatchObject({ model: { slug: "octavia" }, bodyType: "kombi", fuel: sample.fuel });
    const both = (await get("/v3/search/?q=hybryda&bodyType=suv&state=nowy")).body.cars;
    expect(both.items.every((c: CarItemT) => c.fuel === "hybryda" && c.bodyType === "suv" && c.is_new)).toBe(
      true,
    );
    expect((await get("/v3/search/?q=kombi&bodyType=suv")).body.cars.total).toBe(0);
  });

  it("finds nothing for words that match nothing, and everything for an empty query", async () => {
    const none = (await get("/v3/search/?q=xyzzy%20qwrtp")).body;
    expect(none.models).toEqual([]);
    expect(none.cars.total).toBe(0);
    expect(none.ignored).toHaveLength(2);
    expect((await get("/v3/search/")).body.cars.total).toBe(TEST_CATALOG_VARIANTS);
    expect((await get("/v3/search/?q=")).body.cars.total).toBe(TEST_CATALOG_VARIANTS);
  });

  it("rejects a too long query and bad filters with 422", async () => {
    expect422(await get(`/v3/search/?q=${"a".repeat(121)}`), "q");
    expect422(await get("/v3/search/?q=golf&brand=xx-yy"), "brand");
    expect422(await get("/v3/search/?q=golf&perPage=100"), "perPage");
  });

  it("matches the search filters with the same count as /v3/cars/", async () => {
    const text = (await get("/v3/search/?q=skoda&state=nowy")).body.cars.total;
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(variants)
      .where(and(eq(variants.isNew, true), sql`brand_id = (select id from brands where slug = 'skoda')`));
    expect(text).toBe(row?.n);
  });
});
