import { describe, expect, it } from "vitest";
import { plural, yearsWord } from "./plural.ts";

describe("Polish plural forms", () => {
  it("picks the form for 1, for 2–4 except 12–14, and for the rest", () => {
    const offers = ["oferta", "oferty", "ofert"] as const;
    expect([1, 2, 4, 5, 12, 14, 22, 25, 112, 1000].map((n) => plural(n, offers))).toEqual([
      "oferta",
      "oferty",
      "oferty",
      "ofert",
      "ofert",
      "ofert",
      "oferty",
      "ofert",
      "ofert",
      "ofert",
    ]);
  });

  it("years: 1 rok, 4 lata, 5 lat, 22 lata, and a fraction of years is “roku”", () => {
    expect([1, 4, 5, 10, 22].map((n) => `${n} ${yearsWord(n)}`)).toEqual([
      "1 rok",
      "4 lata",
      "5 lat",
      "10 lat",
      "22 lata",
    ]);
    expect(yearsWord(4.5)).toBe("roku");
  });
});
