import { describe, expect, it } from "vitest";
import { CreateOrderRequest } from "../routes/digital-order-schemas-steps.ts";
import { CreateOfferRequest } from "../routes/offers-schemas.ts";

/** The body's issues as "path: message", in the order the schema reports them. */
function issues(
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  body: unknown,
) {
  return (schema.safeParse(body).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

const ORDER_CAR = "car: Wskaż jeden samochód: variantId, groupId albo dictionaryVersionId";
const OFFER_CAR = "car: Wskaż jeden samochód: variantId, dictionaryVersionId albo description z priceNet";
const YEAR = "year: Podaj rok produkcji samochodu";
const leasing = { client: "entrepreneur", duration: 48, initialFee: 10, repurchase: 20 };

describe("the car reference of an order", () => {
  it("accepts exactly one reference", () => {
    expect(issues(CreateOrderRequest, { variantId: 7 })).toEqual([]);
    expect(issues(CreateOrderRequest, { groupId: "corolla-2024" })).toEqual([]);
    expect(issues(CreateOrderRequest, { dictionaryVersionId: 3, year: 2023 })).toEqual([]);
  });

  it("asks for one car when none or two are named, and for the year of a dictionary car", () => {
    expect(issues(CreateOrderRequest, {})).toEqual([ORDER_CAR]);
    expect(issues(CreateOrderRequest, { variantId: 7, groupId: "corolla-2024" })).toEqual([ORDER_CAR]);
    expect(issues(CreateOrderRequest, { variantId: 7, dictionaryVersionId: 3 })).toEqual([ORDER_CAR, YEAR]);
    expect(issues(CreateOrderRequest, { dictionaryVersionId: 3 })).toEqual([YEAR]);
  });
});

describe("the car reference of a dealer's offer", () => {
  it("accepts exactly one reference", () => {
    expect(issues(CreateOfferRequest, { ...leasing, variantId: 7 })).toEqual([]);
    expect(issues(CreateOfferRequest, { ...leasing, dictionaryVersionId: 3, year: 2024 })).toEqual([]);
    expect(
      issues(CreateOfferRequest, { ...leasing, description: "Skoda Octavia", priceNet: 90_000 }),
    ).toEqual([]);
  });

  it("asks for one car when none or two are named, and for the year of a dictionary car", () => {
    expect(issues(CreateOfferRequest, leasing)).toEqual([OFFER_CAR]);
    expect(
      issues(CreateOfferRequest, {
        ...leasing,
        variantId: 7,
        description: "Skoda Octavia",
        priceNet: 90_000,
      }),
    ).toEqual([OFFER_CAR]);
    expect(issues(CreateOfferRequest, { ...leasing, dictionaryVersionId: 3 })).toEqual([YEAR]);
  });
});
