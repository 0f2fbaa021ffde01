import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CLIENT_LABELS,
  CLIENT_TYPES,
  DEFAULT_PARAMS,
  DURATIONS,
  INITIAL_FEE_RANGE,
  type LeasingParams,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
  VAT_RATE,
} from "./leasing-constants.ts";
import {
  addRepurchaseCapIssue,
  clampRepurchase,
  leasingParamsErrors,
  leasingParamsObjectSchema,
  leasingParamsSchema,
  parseLeasingParams,
  serializeLeasingParams,
} from "./leasing-params.ts";

describe("constants (SPEC §9)", () => {
  it("holds the business constants", () => {
    expect(DURATIONS).toEqual([36, 48, 60]);
    expect(MAX_REPURCHASE_BY_DURATION).toEqual({ 36: 50, 48: 40, 60: 35 });
    expect(CLIENT_TYPES).toEqual(["entrepreneur", "consumer"]);
    expect(CLIENT_LABELS).toEqual({ entrepreneur: "Dla firmy", consumer: "Prywatnie" });
    expect(DEFAULT_PARAMS).toEqual({ client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 });
    expect(INITIAL_FEE_RANGE).toEqual({ min: 0, max: 45 });
    expect(REPURCHASE_MIN).toBe(1);
    expect(VAT_RATE).toBe(0.23);
  });
});

describe("parseLeasingParams", () => {
  it("returns the defaults for nothing", () => {
    expect(parseLeasingParams(undefined)).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams(null)).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams("")).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams({})).toEqual(DEFAULT_PARAMS);
  });

  it("reads an object, parsing numbers to integers (client is not parsed)", () => {
    expect(
      parseLeasingParams({ client: "consumer", duration: "48", initialFee: "10", repurchase: 20.9 }),
    ).toEqual({
      client: "consumer",
      duration: 48,
      initialFee: 10,
      repurchase: 20,
    });
    expect(parseLeasingParams({ initialFee: "30%", duration: " 36 " })).toMatchObject({
      initialFee: 30,
      duration: 36,
    });
  });

  it("reads URLSearchParams", () => {
    const query = new URLSearchParams("client=consumer&duration=36&initialFee=0&repurchase=50&utm_source=x");
    expect(parseLeasingParams(query)).toEqual({
      client: "consumer",
      duration: 36,
      initialFee: 0,
      repurchase: 50,
    });
  });

  it("reads the vhs_f cookie as JSON, URI-encoded JSON or urlencoded pairs", () => {
    const expected: LeasingParams = { client: "consumer", duration: 48, initialFee: 20, repurchase: 30 };
    const json = JSON.stringify(expected);
    expect(parseLeasingParams(json)).toEqual(expected);
    expect(parseLeasingParams(encodeURIComponent(json))).toEqual(expected);
    expect(parseLeasingParams("client=consumer&duration=48&initialFee=20&repurchase=30")).toEqual(expected);
    expect(parseLeasingParams("?client=consumer&duration=48&initialFee=20&repurchase=30")).toEqual(expected);
  });

  it("falls back per field, never throwing", () => {
    expect(parseLeasingParams({ client: "firma", duration: 24, initialFee: 10, repurchase: 20 })).toEqual({
      client: "entrepreneur",
      duration: 60,
      initialFee: 10,
      repurchase: 20,
    });
    expect(parseLeasingParams({ client: "consumer", duration: 48, initialFee: 46, repurchase: 20 })).toEqual({
      client: "consumer",
      duration: 48,
      initialFee: 25,
      repurchase: 20,
    });
    expect(parseLeasingParams({ initialFee: -1 }).initialFee).toBe(25);
    expect(parseLeasingParams({ initialFee: "abc", repurchase: "x" })).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams({ duration: Number.POSITIVE_INFINITY, initialFee: Number.NaN })).toEqual(
      DEFAULT_PARAMS,
    );
    expect(parseLeasingParams("{not json")).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams("[1,2]")).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams("%7Bbroken%")).toEqual(DEFAULT_PARAMS);
    expect(parseLeasingParams({ client: { nested: true }, duration: [48] })).toEqual(DEFAULT_PARAMS);
  });

  it("caps the buy-out at the term's maximum and raises it to the minimum", () => {
    expect(parseLeasingParams({ duration: 60, repurchase: 50 }).repurchase).toBe(35);
    expect(parseLeasingParams({ duration: 48, repurchase: 45 }).repurchase).toBe(40);
    expect(parseLeasingParams({ duration: 36, repurchase: 50 }).repurchase).toBe(50);
    expect(parseLeasingParams({ duration: 36, repurchase: 0 }).repurchase).toBe(1);
    expect(parseLeasingParams({ duration: 36, repurchase: -5 }).repurchase).toBe(1);
    // The cap follows the duration after its own fallback (24 → 60 → cap 35).
    expect(parseLeasingParams({ duration: 24, repurchase: 50 }).repurchase).toBe(35);
    expect(clampRepurchase(99, 48)).toBe(40);
  });

  it("serialises compactly and round-trips", () => {
    expect(serializeLeasingParams(DEFAULT_PARAMS)).toBe(
      "client=entrepreneur&duration=60&initialFee=25&repurchase=35",
    );
    const params = fc.record({
      client: fc.constantFrom(...CLIENT_TYPES),
      duration: fc.constantFrom(...DURATIONS),
      initialFee: fc.integer({ min: 0, max: 45 }),
      repurchase: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(params, (raw) => {
        const valid = parseLeasingParams(raw);
        const text = serializeLeasingParams(valid);
        expect(text).toMatch(/^[A-Za-z0-9=&]+$/);
        expect(parseLeasingParams(text)).toEqual(valid);
        expect(parseLeasingParams(new URLSearchParams(text))).toEqual(valid);
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it("always yields valid parameters, whatever the input", () => {
    const anything = fc.oneof(
      fc.string(),
      fc.dictionary(fc.constantFrom("client", "duration", "initialFee", "repurchase", "x"), fc.anything()),
      fc.constant(null),
    );
    fc.assert(
      fc.property(anything, (input) => {
        const result = parseLeasingParams(input as Record<string, unknown> | string | null);
        expect(leasingParamsSchema.safeParse(result).success).toBe(true);
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe("leasingParamsSchema", () => {
  const messages = (input: unknown) => {
    const result = leasingParamsSchema.safeParse(input);
    if (result.success) return {};
    return leasingParamsErrors(result.error);
  };

  it("accepts valid values, also numeric strings", () => {
    expect(leasingParamsSchema.parse(DEFAULT_PARAMS)).toEqual(DEFAULT_PARAMS);
    expect(
      leasingParamsSchema.parse({ client: "consumer", duration: "36", initialFee: "0", repurchase: "50" }),
    ).toEqual({
      client: "consumer",
      duration: 36,
      initialFee: 0,
      repurchase: 50,
    });
  });

  it("names each field in Polish", () => {
    expect(messages({ client: "firma", duration: 24, initialFee: 50, repurchase: 0 })).toEqual({
      client: "Rodzaj klienta musi mieć wartość „entrepreneur” (Dla firmy) lub „consumer” (Prywatnie)",
      duration: "Okres leasingu musi wynosić 36, 48 lub 60 miesięcy",
      initialFee: "Opłata wstępna musi być liczbą całkowitą od 0 do 45 %",
      repurchase: "Wykup musi być liczbą całkowitą nie mniejszą niż 1 %",
    });
    expect(messages({ ...DEFAULT_PARAMS, duration: 60.5, initialFee: "abc" })).toEqual({
      duration: "Okres leasingu musi wynosić 36, 48 lub 60 miesięcy",
      initialFee: "Opłata wstępna musi być liczbą całkowitą od 0 do 45 %",
    });
    expect(Object.keys(messages({}))).toEqual(["client", "duration", "initialFee", "repurchase"]);
  });

  it.each([
    [60, 36, "Wykup nie może przekraczać 35 % przy okresie 60 miesięcy"],
    [48, 41, "Wykup nie może przekraczać 40 % przy okresie 48 miesięcy"],
    [36, 51, "Wykup nie może przekraczać 50 % przy okresie 36 miesięcy"],
  ])("refuses a buy-out above the cap for %i months", (duration, repurchase, message) => {
    const result = leasingParamsSchema.safeParse({ ...DEFAULT_PARAMS, duration, repurchase });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ["repurchase"], message })]);
  });

  it("accepts the buy-out at the cap", () => {
    for (const duration of DURATIONS) {
      const repurchase = MAX_REPURCHASE_BY_DURATION[duration];
      expect(leasingParamsSchema.safeParse({ ...DEFAULT_PARAMS, duration, repurchase }).success).toBe(true);
    }
  });

  it("can be extended and keep the cap rule", () => {
    const extended = leasingParamsObjectSchema
      .extend({ price: z.number() })
      .superRefine(addRepurchaseCapIssue);
    const result = extended.safeParse({ ...DEFAULT_PARAMS, repurchase: 40, price: 1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["repurchase"]);
  });
});
