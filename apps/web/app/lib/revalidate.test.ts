import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { COMPARE_TOGGLE_PATH, FAVOURITES_TOGGLE_PATH, LIST_RELOAD_FIELD } from "./car-lists.ts";
import { skipAfterListToggle } from "./revalidate.ts";

function args(formAction: string | undefined, fields: Record<string, string> = {}) {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.set(k, v);
  return { formAction, formData, defaultShouldRevalidate: true } as unknown as ShouldRevalidateFunctionArgs;
}

describe("skipAfterListToggle", () => {
  it("skips the page's loader after a heart or 'Porównaj' on live cards", () => {
    expect(skipAfterListToggle(args(FAVOURITES_TOGGLE_PATH, { id: "x", op: "add" }))).toBe(false);
    expect(skipAfterListToggle(args(COMPARE_TOGGLE_PATH, { id: "x", op: "add" }))).toBe(false);
  });

  it("runs it after a toggle from cards kept as served, and after anything else", () => {
    expect(skipAfterListToggle(args(FAVOURITES_TOGGLE_PATH, { id: "x", [LIST_RELOAD_FIELD]: "1" }))).toBe(
      true,
    );
    expect(skipAfterListToggle(args("/kontakt"))).toBe(true);
    expect(skipAfterListToggle(args(undefined))).toBe(true);
  });
});
