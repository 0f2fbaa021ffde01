import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeFilters,
  canonicalQuery,
  emptySearch,
  foreignParams,
  isUnfiltered,
  parseSearch,
  searchHref,
  toApiQuery,
  toSearchParams,
  withChange,
  withoutFilter,
} from "./search-query.ts";

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe("parseSearch", () => {
  it("reads every filter of SPEC §3, repeated or comma-separated", () => {
    const s = parse(
      "q=skoda+oktawia&body=kombi,suv&brand=skoda&model=octavia&productionYear=2025&productionYear=2024" +
        "&fuel=diesel&gearbox=automatyczna&drive=4x4&seats=5&powerMin=100&powerMax=200&state=nowy" +
        "&priceMin=50000&priceMax=150000&priceType=gross&installmentMax=2000&sort=price-asc&page=3",
    );
    expect(s).toEqual({
      q: "skoda oktawia",
      state: ["nowy"],
      body: ["kombi", "suv"],
      brand: ["skoda"],
      model: ["octavia"],
      productionYear: [2024, 2025],
      fuel: ["diesel"],
      gearbox: ["automatyczna"],
      drive: ["4x4"],
      seats: [5],
      powerMin: 100,
      powerMax: 200,
      priceMin: 50000,
      priceMax: 150000,
      priceType: "gross",
      installmentMin: null,
      installmentMax: 2000,
      sort: "price-asc",
      page: 3,
    });
  });

  it("drops unknown values instead of failing", () => {
    const s = parse(
      "body=rakieta&fuel=para&gearbox=x&drive=6x6&state=stary&seats=0&seats=12&productionYear=1800" +
        "&powerMin=-5&powerMax=abc&priceMin=1e9&sort=random&page=0&brand=Škoda&model=a%20b&priceType=eur",
    );
    expect(s).toEqual(emptySearch());
  });

  it("accepts the API's alternative names: bodyType and the mild-hybrid fuel alias", () => {
    const s = parse("bodyType=sedan&fuel=mild-hybrid&fuel=hybryda");
    expect(s.body).toEqual(["sedan"]);
    expect(s.fuel).toEqual(["hybryda"]);
  });

  it("treats the empty fields of a submitted GET form as absent", () => {
    const s = parse("q=&powerMin=&powerMax=&priceMin=&priceMax=&priceType=net&sort=default&body=suv");
    expect(toSearchParams(s).toString()).toBe("body=suv");
  });

  it("swaps an inverted range and reads grouped numbers", () => {
    const s = parse("powerMin=300&powerMax=100&priceMin=150+000&priceMax=50%C2%A0000");
    expect([s.powerMin, s.powerMax, s.priceMin, s.priceMax]).toEqual([100, 300, 50000, 150000]);
  });

  it("normalises whitespace and cuts long text", () => {
    expect(parse("q=%20%20toyota%20%20%20corolla%20").q).toBe("toyota corolla");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(120);
  });
});

describe("canonical URLs", () => {
  it("keeps foreign parameters (campaign tags) after the search's own", () => {
    const params = new URLSearchParams("utm_source=x&page=1&body=suv&body=suv");
    expect(canonicalQuery(params)).toBe("body=suv&utm_source=x");
    expect(foreignParams(params).toString()).toBe("utm_source=x");
  });

  it("mentions priceType only for a gross price range", () => {
    expect(toSearchParams(parse("priceType=gross")).toString()).toBe("");
    expect(toSearchParams(parse("priceMax=100000&priceType=net")).toString()).toBe("priceMax=100000");
    expect(toSearchParams(parse("priceMax=100000&priceType=gross")).toString()).toBe(
      "priceMax=100000&priceType=gross",
    );
  });

  it("is idempotent for any query (so the no-JavaScript redirect cannot loop)", () => {
    const keys = [
      "q",
      "body",
      "brand",
      "model",
      "fuel",
      "seats",
      "powerMin",
      "priceMax",
      "sort",
      "page",
      "x",
    ];
    const pair = fc.tuple(
      fc.constantFrom(...keys),
      fc.oneof(fc.string(), fc.constantFrom("suv", "kombi", "skoda", "5", "100", "price-asc", "2", "")),
    );
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 12 }), (pairs) => {
        const once = canonicalQuery(new URLSearchParams(pairs));
        expect(canonicalQuery(new URLSearchParams(once))).toBe(once);
        expect(toSearchParams(parseSearch(new URLSearchParams(once))).toString()).toBe(
          toSearchParams(parseSearch(new URLSearchParams(pairs))).toString(),
        );
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });
});

describe("links", () => {
  it("goes back to page 1 when a filter changes, but keeps the order", () => {
    const s = parse("body=suv&sort=price-desc&page=4");
    expect(searchHref(withChange(s, { fuel: ["diesel"] }))).toBe(
      "/wyszukaj?body=suv&fuel=diesel&sort=price-desc",
    );
    expect(searchHref(withChange(s, { page: 5 }))).toBe("/wyszukaj?body=suv&sort=price-desc&page=5");
    expect(searchHref(emptySearch())).toBe("/wyszukaj");
  });

  it("removes one active filter at a time, with the brand's models", () => {
    const s = parse("brand=skoda&brand=toyota&model=octavia&model=corolla&powerMin=100&q=kombi");
    const filters = activeFilters(s, { brand: { skoda: "Škoda" }, model: { octavia: "Octavia" } });
    expect(filters.map((f) => f.label)).toEqual([
      "„kombi”",
      "Škoda",
      "toyota",
      "Octavia",
      "corolla",
      "Moc od 100 KM",
    ]);
    const noSkoda = withoutFilter(s, filters[1]!, { skoda: ["octavia", "fabia"] });
    expect(noSkoda.brand).toEqual(["toyota"]);
    expect(noSkoda.model).toEqual(["corolla"]);
    expect(withoutFilter(s, filters[0]!).q).toBe("");
    expect(withoutFilter(s, filters[5]!).powerMin).toBeNull();
  });

  it("labels seats and prices in Polish", () => {
    const labels = activeFilters(parse("seats=2&seats=5&priceMax=100000&priceType=gross")).map(
      (f) => f.label,
    );
    expect(labels).toEqual(["2 miejsca", "5 miejsc", "Cena do 100\u00a0000 zł brutto"]);
    expect(isUnfiltered(parse("sort=price-asc&page=2"))).toBe(true);
  });
});

describe("toApiQuery", () => {
  it("names the API's parameters and asks for facets", () => {
    const q = toApiQuery(parse("body=suv&priceMax=90000&sort=price-asc&page=2"));
    expect(q).toMatchObject({
      body: ["suv"],
      priceMax: 90000,
      priceType: "net",
      sort: "price-asc",
      page: 2,
      perPage: 24,
      facets: 1,
    });
    expect(toApiQuery(emptySearch())).toMatchObject({ q: undefined, sort: undefined, priceType: undefined });
  });
});

describe("a monthly budget", () => {
  // 1.5 % of the netto price a month: a car at 100 000 zł costs 1 500 zł a month.
  const perNetZl = 0.015;

  it("is read from the address, an inverted range swapped, and kept in canonical links", () => {
    const s = parse("installmentMax=1200&installmentMin=1800");
    expect([s.installmentMin, s.installmentMax]).toEqual([1200, 1800]);
    expect(toSearchParams(s).toString()).toBe("installmentMin=1200&installmentMax=1800");
    expect(parse("installmentMax=abc").installmentMax).toBeNull();
  });

  it("becomes the netto price range whose instalments fit it", () => {
    expect(toApiQuery(parse("installmentMax=1500"), 24, perNetZl)).toMatchObject({
      priceMax: 100_000,
      priceMin: undefined,
      priceType: "net",
    });
    expect(toApiQuery(parse("installmentMin=600&installmentMax=1500"), 24, perNetZl)).toMatchObject({
      priceMin: 40_000,
      priceMax: 100_000,
    });
  });

  it("narrows a price range (brutto ones converted to netto) and never widens it", () => {
    expect(toApiQuery(parse("installmentMax=1500&priceMax=80000"), 24, perNetZl)).toMatchObject({
      priceMax: 80_000,
      priceType: "net",
    });
    expect(
      toApiQuery(parse("installmentMax=1500&priceMax=123000&priceType=gross"), 24, perNetZl),
    ).toMatchObject({ priceMax: 100_000, priceType: "net" });
    expect(toApiQuery(parse("installmentMin=900&priceMin=70000"), 24, perNetZl)).toMatchObject({
      priceMin: 70_000,
    });
  });

  it("finds nothing, without an error, when it is below the price asked for", () => {
    expect(toApiQuery(parse("installmentMax=600&priceMin=80000"), 24, perNetZl)).toMatchObject({
      priceMin: 10_000_000,
      priceMax: 10_000_000,
    });
  });

  it("is left out when the rates are unknown (the price fields still apply)", () => {
    const q = toApiQuery(parse("installmentMax=1500&priceMax=80000"), 24, null);
    expect(q).toMatchObject({ priceMax: 80_000, priceType: "net" });
  });

  it("is an active filter in the visitor's basis, removable on its own", () => {
    const s = parse("body=suv&installmentMax=1500");
    const filters = activeFilters(s, {}, "brutto");
    expect(filters.map((f) => f.label)).toEqual(["SUV", "Rata do 1\u00a0500 zł brutto/mies."]);
    expect(searchHref(withoutFilter(s, filters[1]!))).toBe("/wyszukaj?body=suv");
  });
});
