import { describe, expect, it } from "vitest";
import {
  carRef,
  changeList,
  compareHref,
  MAX_COMPARE,
  parseCarRef,
  parseCarRefs,
  serializeCarRefs,
  without,
} from "./car-lists.ts";

describe("parseCarRef", () => {
  it("reads a new-car group with an offer, and a used car alone", () => {
    expect(parseCarRef("n-1103000-2025.13047")).toEqual({ groupId: "n-1103000-2025", variantId: 13047 });
    expect(parseCarRef("u-0008345")).toEqual({ groupId: "u-0008345", variantId: null });
    expect(parseCarRef(" u-0008345.7 ")).toEqual({ groupId: "u-0008345", variantId: 7 });
  });

  it.each([
    "",
    "n-1103000",
    "n-110300-2025",
    "x-1103000-2025",
    "u-0008345.",
    "u-0008345.0",
    "u-0008345.01",
    "u-0008345.99999999999",
    "u-0008345.9999999999",
    "u-0008345;drop",
    "<script>",
  ])("rejects %j", (token) => {
    expect(parseCarRef(token)).toBeNull();
  });
});

describe("parseCarRefs", () => {
  it("splits commas and repeated values, drops invalid ones and duplicates, keeps the order", () => {
    expect(parseCarRefs(["u-0000001,zły", "n-1000000-2026.5", "u-0000001"], 10)).toEqual([
      "u-0000001",
      "n-1000000-2026.5",
    ]);
  });

  it("keeps at most `max` references", () => {
    const many = Array.from({ length: 9 }, (_, i) => `u-000000${i}`).join(",");
    expect(parseCarRefs(many, MAX_COMPARE)).toHaveLength(4);
  });

  it("answers an empty list for nothing", () => {
    expect(parseCarRefs(null, 4)).toEqual([]);
    expect(parseCarRefs("", 4)).toEqual([]);
  });

  it("round-trips through serializeCarRefs", () => {
    const refs = ["u-0000001", "n-1000000-2026.5"];
    expect(parseCarRefs(serializeCarRefs(refs), 10)).toEqual(refs);
  });
});

describe("changeList", () => {
  const a = carRef("u-0000001");
  const b = carRef("n-1000000-2026", 5);

  it("adds to the end and removes", () => {
    expect(changeList([a], "add", b, 4)).toEqual({ refs: [a, b], changed: true, full: false });
    expect(changeList([a, b], "remove", a, 4)).toEqual({ refs: [b], changed: true, full: false });
  });

  it("is idempotent", () => {
    expect(changeList([a], "add", a, 4)).toEqual({ refs: [a], changed: false, full: false });
    expect(changeList([a], "remove", b, 4)).toEqual({ refs: [a], changed: false, full: false });
  });

  it("refuses to add to a full list but still removes from it", () => {
    const full = ["u-0000001", "u-0000002", "u-0000003", "u-0000004"];
    expect(changeList(full, "add", "u-0000005", 4)).toEqual({ refs: full, changed: false, full: true });
    expect(changeList(full, "remove", "u-0000002", 4).refs).toEqual(["u-0000001", "u-0000003", "u-0000004"]);
  });
});

describe("compare links", () => {
  it("builds a shareable URL", () => {
    expect(compareHref(["u-0000001", "n-1000000-2026.5"])).toBe("/porownaj?ids=u-0000001%2Cn-1000000-2026.5");
    expect(compareHref([])).toBe("/porownaj");
    expect(without(["a", "b"], "a")).toEqual(["b"]);
  });
});
