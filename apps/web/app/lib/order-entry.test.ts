import { describe, expect, it } from "vitest";
import {
  backPath,
  carOfKey,
  newOrderKey,
  ORDER_ERROR_MESSAGES,
  orderCarKey,
  orderErrorFor,
  parsePolishAmount,
  validOrderKey,
} from "./order-entry.ts";

describe("order entry helpers", () => {
  it("makes UUID keys the API accepts, different every time", () => {
    const a = newOrderKey();
    const b = newOrderKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
    expect(validOrderKey(a)).toBe(true);
    expect(validOrderKey("short")).toBe(false);
    expect(validOrderKey("spaces are not visible ascii")).toBe(false);
  });

  it("names a car the same way for the button and the error", () => {
    expect(orderCarKey({ variantId: 12885, groupId: "n-1103012-2025" })).toBe("v12885");
    expect(orderCarKey({ variantId: null, groupId: "n-1103012-2025" })).toBe("g-n-1103012-2025");
    expect(orderCarKey({})).toBe("");
  });

  it("reads the car back from a card button's key", () => {
    expect(carOfKey("v12885")).toEqual({ variantId: "12885" });
    expect(carOfKey("g-n-1103012-2025")).toEqual({ groupId: "n-1103012-2025" });
    for (const k of [undefined, "", "v", "v12a", "x-1", "v12345678901"]) expect(carOfKey(k)).toEqual({});
  });

  it("shows a failure only at the button of the car it names, and only for known codes", () => {
    const q = new URLSearchParams("zamow-blad=niedostepny&zamow-auto=v1");
    expect(orderErrorFor(q, "v1")).toBe(ORDER_ERROR_MESSAGES.niedostepny);
    expect(orderErrorFor(q, "v2")).toBeNull();
    expect(orderErrorFor(new URLSearchParams("zamow-blad=<b>x</b>&zamow-auto=v1"), "v1")).toBeNull();
  });

  it("drops an earlier failure from the address to come back to", () => {
    expect(backPath("/wyszukaj", "?marka=skoda&zamow-blad=blad&zamow-auto=v1")).toBe("/wyszukaj?marka=skoda");
    expect(backPath("/samochody/skoda/octavia", "")).toBe("/samochody/skoda/octavia");
  });

  it("reads prices as Poles type them", () => {
    expect(parsePolishAmount("89 000")).toBe(89000);
    expect(parsePolishAmount("89\u00a0000,50 zł")).toBe(89000.5);
    expect(parsePolishAmount("89000.5")).toBe(89000.5);
    expect(parsePolishAmount("89.000.000")).toBeNaN();
    expect(parsePolishAmount("dużo")).toBeNaN();
    expect(parsePolishAmount("-5")).toBeNaN();
    expect(parsePolishAmount("")).toBeNaN();
  });
});
