import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging.ts";

describe("pageWindow", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [8, 10, [1, null, 7, 8, 9, 10]],
  ])("page %i of %i", (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
