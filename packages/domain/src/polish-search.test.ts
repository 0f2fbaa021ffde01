import { describe, expect, it } from "vitest";
import { foldForSearch, highlightFragments, prefixTsQuery, searchStems, stem } from "./polish-search.ts";

describe("Polish search helpers", () => {
  it("folds diacritics one character for one", () => {
    const text = "Zażółć gęślą jaźń, ŁÓDŹ 🚗!";
    const folded = foldForSearch(text);
    expect(folded).toHaveLength(text.length);
    expect(folded.startsWith("zazolc gesla jazn, lodz")).toBe(true);
  });

  it("cuts inflected forms to a shared stem", () => {
    expect(stem("samochodow")).toBe("samochod");
    expect(stem("samochody")).toBe("samochod");
    expect(stem("leasingu")).toBe("leasing");
    expect(stem("elektrycznych")).toBe("elektryczn");
    expect(stem("elektryczny")).toBe("elektryczn");
    // Too short to cut.
    expect(stem("auta")).toBe("auta");
  });

  it("turns a query into stems without stop words or repeats", () => {
    expect(searchStems("Leasing samochodów dla firm")).toEqual(["leasing", "samochod", "firm"]);
    expect(searchStems("  ŁADOWANIE  ładowania ")).toEqual(["ladowan"]);
    expect(searchStems("!!! i w ")).toEqual([]);
  });

  it("builds prefix tsqueries", () => {
    expect(prefixTsQuery(["leasing", "firm"], "all")).toBe("leasing:* & firm:*");
    expect(prefixTsQuery(["leasing", "firm"], "any")).toBe("leasing:* | firm:*");
  });

  it("marks the words of the best window, in the original spelling", () => {
    const text = `${"Wstęp bez znaczenia. ".repeat(20)}Ładowanie samochodu elektrycznego zimą trwa dłużej niż latem.`;
    const fragments = highlightFragments(text, searchStems("ładowania elektryczny"));
    const marked = fragments.filter((f) => f.mark).map((f) => f.text);
    expect(marked).toEqual(["Ładowanie", "elektrycznego"]);
    expect(fragments[0]).toEqual({ text: "… ", mark: false });
    expect(fragments.map((f) => f.text).join("")).toContain("zimą trwa dłużej");
  });

  it("shows the text's start when nothing matches", () => {
    const fragments = highlightFragments("Krótki tekst.", ["xyz"]);
    expect(fragments).toEqual([{ text: "Krótki tekst.", mark: false }]);
  });
});
