import { describe, expect, it } from "vitest";
import { CARS, countOf, OFFERS, plural } from "./polish.ts";

describe("plural", () => {
  it.each([
    [0, "ofert"],
    [1, "oferta"],
    [2, "oferty"],
    [4, "oferty"],
    [5, "ofert"],
    [11, "ofert"],
    [12, "ofert"],
    [14, "ofert"],
    [21, "ofert"],
    [22, "oferty"],
    [104, "oferty"],
    [112, "ofert"],
    [1001, "ofert"],
    [-2, "oferty"],
  ])("%i → %s", (n, form) => {
    expect(plural(n, OFFERS)).toBe(form);
  });

  it("takes the 'few' form for fractions", () => {
    expect(plural(1.5, OFFERS)).toBe("oferty");
  });
});

describe("countOf", () => {
  it("groups thousands with a no-break space", () => {
    expect(countOf(1605, OFFERS)).toBe("1\u00a0605\u00a0ofert");
    expect(countOf(3, CARS)).toBe("3\u00a0samochody");
    expect(countOf(1, CARS)).toBe("1\u00a0samochód");
  });
});
