import { describe, expect, it } from "vitest";
import { formQuery, pageLink } from "./search-form.ts";
import { canonicalQuery } from "./search-query.ts";

describe("formQuery", () => {
  it("drops empty fields and defaults, as the server's canonical query does", () => {
    const fields: [string, string][] = [
      ["q", "  skoda   octavia "],
      ["state", "nowy"],
      ["body", "kombi"],
      ["body", "suv"],
      ["brand", "skoda"],
      ["model", "octavia"],
      ["productionYear", "2024"],
      ["productionYear", "2025"],
      ["fuel", "diesel"],
      ["seats", "5"],
      ["powerMin", "150"],
      ["powerMax", ""],
      ["priceMin", ""],
      ["priceMax", ""],
      ["priceType", "gross"],
      ["sort", "default"],
    ];
    const query = formQuery(fields);
    expect(query).toBe(
      "q=skoda+octavia&state=nowy&body=kombi&body=suv&brand=skoda&model=octavia&productionYear=2024" +
        "&productionYear=2025&fuel=diesel&seats=5&powerMin=150",
    );
    expect(canonicalQuery(new URLSearchParams(query))).toBe(query);
  });

  it("keeps a gross price type with a price and a non-default order", () => {
    const query = formQuery([
      ["priceMax", "100000"],
      ["priceType", "gross"],
      ["sort", "price-asc"],
    ]);
    expect(query).toBe("priceMax=100000&priceType=gross&sort=price-asc");
    expect(canonicalQuery(new URLSearchParams(query))).toBe(query);
  });
});

describe("pageLink", () => {
  it("adds the page after the query, page 1 without it", () => {
    expect(pageLink("body=suv", 3)).toBe("/wyszukaj?body=suv&page=3");
    expect(pageLink("body=suv", 1)).toBe("/wyszukaj?body=suv");
    expect(pageLink("", 2)).toBe("/wyszukaj?page=2");
    expect(pageLink("", 1)).toBe("/wyszukaj");
  });
});
