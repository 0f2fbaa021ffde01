import { describe, expect, it } from "vitest";
import {
  type BodyEntry,
  type CarDetail,
  carFromDetail,
  differs,
  type ModelItem,
  refOfCar,
  toCardCar,
  variantHref,
} from "./catalog.ts";
import { groupModelsByBody } from "./catalog-grouping.ts";
import { cheapestEntry, entryOffer, headlineOffer, modelCardData, panelVariant } from "./model-offers.ts";

const entry = (bodyType: string, price: number, count: number): BodyEntry => ({
  bodyType,
  name: bodyType === "suv" ? "SUV" : bodyType[0]!.toUpperCase() + bodyType.slice(1),
  is_new: true,
  price,
  priceGross: Math.round(price * 1.23),
  count,
  offers: count,
  labels: [],
  groupId: count ? "n-1000000-2026" : null,
  variantId: count ? 1 : null,
  ecCode: "1000000",
  newOffer: count
    ? { price, priceGross: Math.round(price * 1.23), groupId: "n-1000000-2026", variantId: 1 }
    : null,
});

const model = (id: number, name: string, bodyTypes: BodyEntry[]): ModelItem => ({
  id,
  slug: name.toLowerCase(),
  name,
  brand: { slug: "skoda", name: "Škoda" },
  segment: "C",
  segmentName: "Kompakty (segment C)",
  generationYear: 2020,
  popularity: 1000,
  preorder: false,
  lead: "",
  priceFrom: Math.min(...bodyTypes.filter((b) => b.price > 0).map((b) => b.price)),
  priceFromGross: 0,
  count: bodyTypes.reduce((s, b) => s + b.count, 0),
  offers: 0,
  ecCode: null,
  bodyTypes,
});

describe("groupModelsByBody", () => {
  it("puts a model with two bodies in two groups, with each group's lowest price and count", () => {
    const groups = groupModelsByBody([
      model(1, "Octavia", [entry("liftback", 90_000, 10), entry("kombi", 95_000, 12)]),
      model(2, "Superb", [entry("kombi", 140_000, 5), entry("liftback", 0, 0)]),
      model(3, "Kodiaq", [entry("suv", 120_000, 30)]),
    ]);
    expect(groups.map((g) => [g.bodyType, g.count, g.priceFrom, g.models.map((m) => m.model.name)])).toEqual([
      ["suv", 30, 120_000, ["Kodiaq"]],
      ["kombi", 17, 95_000, ["Octavia", "Superb"]],
      ["liftback", 10, 90_000, ["Octavia", "Superb"]],
    ]);
  });

  it("gives a group without any priced entry the price 0", () => {
    const [group] = groupModelsByBody([model(1, "Elroq", [entry("suv", 0, 0)])]);
    expect(group).toMatchObject({ priceFrom: 0, count: 0 });
  });
});

describe("the offer a body type's card and the model's headline are for", () => {
  // Sedan: a used 2019 car at 60 000 is the cheapest, the cheapest new one costs 95 000.
  const sedan: BodyEntry = {
    ...entry("sedan", 60_000, 3),
    is_new: false,
    groupId: "u-77",
    variantId: 77,
    newOffer: { price: 95_000, priceGross: 116_850, groupId: "n-1000001-2026", variantId: 12 },
  };
  const usedOnly: BodyEntry = {
    ...entry("kombi", 40_000, 1),
    is_new: false,
    groupId: "u-5",
    variantId: 5,
    newOffer: null,
  };

  it("orders and prices the cheapest new car, not a cheaper used one", () => {
    expect(entryOffer(sedan)).toEqual({
      isNew: true,
      price: 95_000,
      priceGross: 116_850,
      groupId: "n-1000001-2026",
      variantId: 12,
    });
    expect(entryOffer(usedOnly)).toMatchObject({ isNew: false, price: 40_000, variantId: 5 });
    expect(entryOffer(entry("suv", 0, 0))).toBeNull();
  });

  it("heads the model with its cheapest new car, a used one only when there is no new car", () => {
    expect(headlineOffer([usedOnly, sedan, entry("suv", 99_000, 1)])).toMatchObject({
      isNew: true,
      price: 95_000,
      entry: { bodyType: "sedan" },
    });
    expect(headlineOffer([usedOnly])).toMatchObject({ isNew: false, price: 40_000 });
    expect(headlineOffer([entry("suv", 0, 0)])).toBeNull();
  });

  it("prices a model's card the same way (home page, brand page)", () => {
    const corolla = model(1, "Corolla", [usedOnly, sedan]);
    expect(modelCardData(corolla)).toMatchObject({ price: 95_000, priceGross: 116_850, bodyType: "sedan" });
    expect(modelCardData(corolla, usedOnly)).toMatchObject({ price: 40_000, bodyName: "Kombi" });
  });
});

describe("cheapestEntry", () => {
  it("ignores entries without a price", () => {
    expect(
      cheapestEntry([entry("kombi", 0, 0), entry("suv", 80_000, 1), entry("sedan", 70_000, 2)])?.bodyType,
    ).toBe("sedan");
    expect(cheapestEntry([entry("kombi", 0, 0)])).toBeNull();
  });
});

describe("carFromDetail", () => {
  const detail: CarDetail = {
    groupId: "n-1103000-2025",
    is_new: true,
    state: "nowy",
    brand: { slug: "skoda", name: "Škoda" },
    model: { id: 19, slug: "octavia", name: "Octavia" },
    version: {
      ecCode: "1103000",
      name: "1.5 TSI 115 KM Essence",
      engineName: "1.5 TSI",
      trim: "Essence",
      bodyType: "liftback",
      bodyTypeName: "Liftback",
      fuel: "benzyna",
      fuelName: "Benzyna",
      gearbox: "manualna",
      gearboxName: "Manualna",
      drive: "przedni",
      driveName: "Na przednie koła",
      powerKm: 115,
      powerKw: 85,
      engineCapacity: 1498,
      seats: 5,
      doors: 5,
      co2: 131,
      taxLimit: 100_000,
    },
    productionYear: 2025,
    price: 91_951.22,
    priceGross: 113_100,
    listPrice: 97_479.67,
    listPriceGross: 119_900,
    count: 3,
    labels: [],
    offers: [
      {
        id: 2,
        offerCode: "N2",
        colour: "Szary",
        colourHex: "#777777",
        count: 2,
        price: 97_000,
        priceGross: 119_310,
        labels: [],
        extras: [],
        location: "Łódź",
        mileageKm: null,
        firstRegistration: null,
      },
      {
        id: 1,
        offerCode: "N1",
        colour: "Biały",
        colourHex: "#eeeeee",
        count: 1,
        price: 91_951.22,
        priceGross: 113_100,
        labels: [],
        extras: [],
        location: "Wrocław",
        mileageKm: null,
        firstRegistration: null,
      },
    ],
    equipmentCount: 0,
    equipmentHighlights: [],
    equipment: [],
  };

  it("takes the kept offer of the group", () => {
    const car = carFromDetail(detail, 2)!;
    expect(car).toMatchObject({
      id: 2,
      colour: "Szary",
      price: 97_000,
      version: "1.5 TSI 115 KM Essence",
      bodyType: "liftback",
    });
    expect(refOfCar(car)).toBe("n-1103000-2025.2");
  });

  it("gives one card object for one car, so the server finds its kept markup by the object", () => {
    const car = carFromDetail(detail, 2)!;
    const card = toCardCar(car);
    expect(toCardCar(car)).toBe(card);
    expect(card).toMatchObject({ id: 2, price: 97_000, colour: "Szary", labels: [] });
    // Another label count is another card; an equal car in another object, another object.
    expect(toCardCar(car, 1)).not.toBe(card);
    expect(toCardCar({ ...car })).not.toBe(card);
    expect(toCardCar({ ...car })).toEqual(card);
  });

  it("falls back to the cheapest offer when the kept one is gone, or none was kept", () => {
    expect(carFromDetail(detail, 99)?.id).toBe(1);
    expect(carFromDetail(detail, null)?.id).toBe(1);
  });

  it("splits the model page's panel into the shown offer, the colours' shown fields and the equipment", () => {
    const extra = { code: "hak", name: "Hak holowniczy" };
    const full: CarDetail = {
      ...detail,
      offers: detail.offers.map((o) => ({
        ...o,
        labels: [{ code: "promocja", name: "Promocja" }],
        extras: [extra],
      })),
      equipmentHighlights: [extra],
      equipment: [{ category: "Komfort", items: [extra] }],
    };
    const cheapest = panelVariant(full, null);
    expect(cheapest.colours[0]).toEqual({
      id: 2,
      colour: "Szary",
      colourHex: "#777777",
      count: 2,
      price: 97_000,
      priceGross: 119_310,
      location: "Łódź",
    });
    expect(cheapest.colours.map((o) => o.id)).toEqual([2, 1]);
    // The shown offer is the cheapest, with its extras; the variant carries no list of its own.
    expect(cheapest.variant.offer).toEqual(expect.objectContaining({ id: 1, extras: [extra] }));
    expect(cheapest.variant.offerCount).toBe(2);
    expect(cheapest.variant).not.toHaveProperty("offers");
    expect(cheapest.variant).not.toHaveProperty("equipment");
    expect(cheapest.equipment).toEqual({ groups: full.equipment, highlights: [] });
    expect(panelVariant(full, 2).variant.offer?.id).toBe(2);
    // The colours do not depend on the offer shown: one list per variant, the same for every answer.
    expect(panelVariant(full, 2).colours).toBe(cheapest.colours);
    expect(panelVariant(full, 99).variant.offer?.id).toBe(1);
    expect(panelVariant({ ...full, offers: [] }, null).variant).toEqual(
      expect.objectContaining({ offer: null, offerCount: 0 }),
    );
    // Without the full equipment the panel lists the highlights.
    expect(panelVariant({ ...full, equipment: [] }, 2).equipment).toEqual({
      groups: [],
      highlights: [extra],
    });
  });

  it("gives null for a group without offers or without prices", () => {
    expect(carFromDetail({ ...detail, offers: [] }, null)).toBeNull();
    expect(
      carFromDetail(
        { ...detail, offers: detail.offers.map((o) => ({ ...o, price: null, priceGross: null })) },
        1,
      ),
    ).toBeNull();
  });
});

describe("small helpers", () => {
  it("links a model page, optionally on a variant", () => {
    expect(variantHref("skoda", "octavia")).toBe("/samochody/skoda/octavia");
    expect(variantHref("skoda", "octavia", "n-1103000-2025.1")).toBe(
      "/samochody/skoda/octavia?wariant=n-1103000-2025.1",
    );
  });

  it("tells rows whose values differ", () => {
    expect(differs(["a", "a", "a"])).toBe(false);
    expect(differs(["a", "b"])).toBe(true);
    expect(differs(["a"])).toBe(false);
    expect(differs([null, undefined])).toBe(false);
  });
});
