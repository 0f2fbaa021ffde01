import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAR_LABELS,
  type CarLabel,
  type CarListFields,
  codesFromMask,
  compareCars,
  groupByBodyType,
  labelMask,
  labelsFromCodes,
  mergeLabels,
  sortByNamePl,
  sortCars,
} from "./catalog-rules.ts";

const CODES = Object.keys(CAR_LABELS);
const BODIES = ["suv", "kombi", "sedan", "hatchback"];

const labelArb: fc.Arbitrary<CarLabel> = fc
  .constantFrom(...CODES)
  .map((code) => ({ code, name: CAR_LABELS[code as keyof typeof CAR_LABELS] }));

const carArb: fc.Arbitrary<CarListFields & { id: number }> = fc.record({
  id: fc.nat({ max: 1_000_000 }),
  is_new: fc.boolean(),
  // Some prices are 0 ("no price"), as the rules must handle them.
  price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  count: fc.nat({ max: 12 }),
  bodyType: fc.constantFrom(...BODIES),
  labels: fc.uniqueArray(labelArb, { selector: (l) => l.code, maxLength: 4 }),
  groupId: fc.string({ minLength: 1, maxLength: 8 }),
});
const carsArb = fc.uniqueArray(carArb, { selector: (c) => c.id, maxLength: 40 });
const RUNS = { numRuns: 300, seed: 7 };

describe("groupByBodyType (SPEC §3)", () => {
  it("gives one entry per body type, in the order the body types first appear", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        const bodies = [...new Set(cars.map((c) => c.bodyType))];
        expect(groupByBodyType(cars).map((e) => e.bodyType)).toEqual(bodies);
      }),
      RUNS,
    );
  });

  it("adds up the counts of each body type", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        for (const entry of groupByBodyType(cars)) {
          const sum = cars.filter((c) => c.bodyType === entry.bodyType).reduce((s, c) => s + c.count, 0);
          expect(entry.count).toBe(sum);
        }
      }),
      RUNS,
    );
  });

  it("keeps the cheapest priced variant (the first of equal ones); count 0 gives price 0", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        for (const entry of groupByBodyType(cars)) {
          const own = cars.filter((c) => c.bodyType === entry.bodyType);
          const priced = own.filter((c) => c.price > 0);
          const min = Math.min(...priced.map((c) => c.price));
          const expected = priced.length ? priced.find((c) => c.price === min)! : own[0]!;
          expect(entry.id).toBe(expected.id);
          expect(entry.groupId).toBe(expected.groupId);
          expect(entry.is_new).toBe(expected.is_new);
          expect(entry.price).toBe(entry.count === 0 ? 0 : expected.price);
        }
      }),
      RUNS,
    );
  });

  it("merges the labels of all variants of a body type without duplicates", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        for (const entry of groupByBodyType(cars)) {
          const codes = new Set(
            cars.filter((c) => c.bodyType === entry.bodyType).flatMap((c) => c.labels.map((l) => l.code)),
          );
          const got = entry.labels.map((l) => l.code);
          expect(new Set(got)).toEqual(codes);
          expect(got.length).toBe(codes.size);
        }
      }),
      RUNS,
    );
  });

  it("zeroes priceGross together with price when the count is 0", () => {
    const cars = [
      { is_new: true, price: 100, priceGross: 123, count: 0, bodyType: "suv", labels: [], groupId: "a" },
      { is_new: true, price: 90, priceGross: 110.7, count: 0, bodyType: "suv", labels: [], groupId: "b" },
    ];
    expect(groupByBodyType(cars)).toEqual([{ ...cars[1], price: 0, priceGross: 0 }]);
  });

  it("does not change its input", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        const copy = structuredClone(cars);
        groupByBodyType(cars);
        expect(cars).toEqual(copy);
      }),
      RUNS,
    );
  });
});

describe("car list order (SPEC §9)", () => {
  it("puts new cars first, then priced cars by price ascending, unpriced last within their state", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        const sorted = sortCars(cars);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          if (a.is_new !== b.is_new) {
            expect(a.is_new).toBe(true);
            continue;
          }
          if (a.price > 0 && b.price > 0) expect(a.price).toBeLessThanOrEqual(b.price);
          else expect(b.price === 0 || a.price > 0).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("is a stable permutation of its input", () => {
    fc.assert(
      fc.property(carsArb, (cars) => {
        const sorted = sortCars(cars);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...cars].sort((a, b) => a.id - b.id));
        // Equal items keep their relative order.
        for (let i = 1; i < sorted.length; i++)
          if (compareCars(sorted[i - 1]!, sorted[i]!) === 0)
            expect(cars.indexOf(sorted[i - 1]!)).toBeLessThan(cars.indexOf(sorted[i]!));
      }),
      RUNS,
    );
  });

  it("is antisymmetric and transitive", () => {
    fc.assert(
      fc.property(carArb, carArb, carArb, (a, b, c) => {
        expect(Math.sign(compareCars(a, b))).toBe(-Math.sign(compareCars(b, a)) || 0);
        if (compareCars(a, b) <= 0 && compareCars(b, c) <= 0)
          expect(compareCars(a, c)).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });
});

describe("labels", () => {
  it("maps codes to labels in display order, dropping duplicates and unknown codes", () => {
    expect(labelsFromCodes(["promocja", "nieznany", "od-reki", "promocja"])).toEqual([
      { code: "od-reki", name: "Dostępny od ręki" },
      { code: "promocja", name: "Promocja" },
    ]);
  });

  it("round-trips codes through a bit mask; OR of masks is the union of the codes", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CODES)), fc.array(fc.constantFrom(...CODES)), (a, b) => {
        expect(codesFromMask(labelMask(a))).toEqual(labelsFromCodes(a).map((l) => l.code));
        expect(codesFromMask(labelMask(a) | labelMask(b))).toEqual(
          labelsFromCodes([...a, ...b]).map((l) => l.code),
        );
      }),
      RUNS,
    );
    expect(labelMask(["nieznany"])).toBe(0);
  });

  it("merges label lists keeping the first occurrence of each code", () => {
    fc.assert(
      fc.property(fc.array(fc.array(labelArb, { maxLength: 5 }), { maxLength: 5 }), (lists) => {
        const merged = mergeLabels(...lists);
        const codes = lists.flat().map((l) => l.code);
        expect(merged.map((l) => l.code)).toEqual([...new Set(codes)]);
      }),
      RUNS,
    );
  });
});

describe("name lists (Polish collation)", () => {
  it("sorts Š among S, Ł after L and Ż after Z, as a Polish reader expects", () => {
    const names = [
      "Żuk",
      "Škoda",
      "Łada",
      "Seat",
      "Lexus",
      "Zastava",
      "Subaru",
      "Citroën",
      "Cupra",
      "Alfa Romeo",
    ];
    expect(sortByNamePl(names.map((name) => ({ name }))).map((b) => b.name)).toEqual([
      "Alfa Romeo",
      "Citroën",
      "Cupra",
      "Lexus",
      "Łada",
      "Seat",
      "Škoda",
      "Subaru",
      "Zastava",
      "Żuk",
    ]);
  });

  it("returns a sorted permutation", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 20 }), (names) => {
        const sorted = sortByNamePl(names.map((name) => ({ name }))).map((x) => x.name);
        expect([...sorted].sort()).toEqual([...names].sort());
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i - 1]!.localeCompare(sorted[i]!, "pl", { numeric: true })).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });
});
