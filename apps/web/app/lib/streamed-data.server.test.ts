import { describe, expect, it } from "vitest";
import { waitsForStreamedData } from "./streamed-data.server.ts";

describe("waitsForStreamedData", () => {
  it("sees a section handed over as a promise at the top of a route's data", () => {
    const pending = new Promise(() => {});
    expect(waitsForStreamedData({ root: { site: "x" }, "routes/home": { hero: 1, motoNews: pending } })).toBe(
      true,
    );
  });

  it("is false when every route's data is in", () => {
    expect(waitsForStreamedData({ root: { site: "x" }, "routes/home": { motoNews: [{ title: "a" }] } })).toBe(
      false,
    );
    expect(waitsForStreamedData({ root: null, "routes/x": "text", "routes/y": undefined })).toBe(false);
    expect(waitsForStreamedData(undefined)).toBe(false);
  });
});
