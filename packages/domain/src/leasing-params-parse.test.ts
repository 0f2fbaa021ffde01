import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leasingParamsErrors, leasingParamsSchema } from "./leasing-params.ts";
import { checkLeasingParams, repurchaseCapMessage } from "./leasing-params-check.ts";

describe("checkLeasingParams (the Zod-free check for browser forms)", () => {
  it("accepts valid parameters, numbers or numeric strings", () => {
    expect(
      checkLeasingParams({ client: "consumer", duration: "48", initialFee: "10", repurchase: "40" }),
    ).toEqual({ params: { client: "consumer", duration: 48, initialFee: 10, repurchase: 40 }, errors: {} });
  });

  it("names the capped field with the term's maximum", () => {
    const { params, errors } = checkLeasingParams({
      client: "entrepreneur",
      duration: 60,
      initialFee: 25,
      repurchase: 36,
    });
    expect(params).toBeNull();
    expect(errors).toEqual({ repurchase: repurchaseCapMessage(60) });
  });

  it("agrees with leasingParamsSchema on arbitrary input, message for message", () => {
    const value = fc.oneof(
      fc.integer({ min: -5, max: 70 }),
      fc.integer({ min: -5, max: 70 }).map(String),
      fc.constantFrom("", "abc", "1.5", 2.5, null, "entrepreneur", "consumer", " 48 "),
    );
    fc.assert(
      fc.property(
        fc.record({ client: value, duration: value, initialFee: value, repurchase: value }),
        (record) => {
          const zod = leasingParamsSchema.safeParse(record);
          const plain = checkLeasingParams(record);
          expect(plain.params === null).toBe(!zod.success);
          if (zod.success) expect(plain.params).toEqual(zod.data);
          else expect(plain.errors).toEqual(leasingParamsErrors(zod.error));
        },
      ),
      { seed: 4, numRuns: 2000 },
    );
  });
});
