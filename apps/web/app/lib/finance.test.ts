import { describe, expect, it } from "vitest";
import {
  type DictMake,
  type DictModel,
  type FinanceValues,
  financeHref,
  findMake,
  findModel,
  validateFinance,
  versionYears,
} from "./finance.ts";

const MAKES: DictMake[] = [
  { id: 8, name: "Audi" },
  { id: 2, name: "Škoda" },
  { id: 7, name: "Mercedes-Benz" },
];
const MODELS: DictModel[] = [
  { id: 11, name: "Octavia", generation: "IV", label: "Octavia IV (od 2020)", yearFrom: 2020, yearTo: null },
  {
    id: 12,
    name: "Octavia",
    generation: "III",
    label: "Octavia III (2013–2020)",
    yearFrom: 2013,
    yearTo: 2020,
  },
  { id: 13, name: "Fabia", generation: "IV", label: "Fabia IV (od 2021)", yearFrom: 2021, yearTo: null },
];
const VALID: FinanceValues = {
  year: "2021",
  price: "89 000",
  priceType: "gross",
  seller: "private",
  mileageKm: "64 000",
  client: "consumer",
  duration: "48",
  initialFee: "20",
  repurchase: "30",
};
const VERSION = { yearFrom: 2020, yearTo: null };

describe("the vehicle dictionary in the address", () => {
  it("finds a make by id or by its name's slug, Polish letters and case aside", () => {
    expect(findMake(MAKES, "8")?.name).toBe("Audi");
    expect(findMake(MAKES, "skoda")?.id).toBe(2);
    expect(findMake(MAKES, "Škoda")?.id).toBe(2);
    expect(findMake(MAKES, "MERCEDES-BENZ")?.id).toBe(7);
    expect(findMake(MAKES, "99")).toBeNull();
    expect(findMake(MAKES, "")).toBeNull();
    expect(findMake(MAKES, "tesla")).toBeNull();
  });

  it("finds a model by id, label, name + generation, or name (the newest generation)", () => {
    expect(findModel(MODELS, "12")?.generation).toBe("III");
    expect(findModel(MODELS, "octavia-iii")?.id).toBe(12);
    expect(findModel(MODELS, "octavia-iii-2013-2020")?.id).toBe(12);
    expect(findModel(MODELS, "octavia")?.id).toBe(11);
    expect(findModel(MODELS, "superb")).toBeNull();
  });

  it("builds the steps' addresses", () => {
    expect(financeHref()).toBe("/sfinansuj-online");
    expect(financeHref(MAKES[1])).toBe("/sfinansuj-online/skoda");
    expect(financeHref(MAKES[1], MODELS[0], "kombi")).toBe("/sfinansuj-online/skoda/11/kombi");
  });

  it("offers the version's years, newest first, up to this year", () => {
    expect(versionYears({ yearFrom: 2020, yearTo: 2022 }, 2026)).toEqual([2022, 2021, 2020]);
    expect(versionYears({ yearFrom: 2024, yearTo: null }, 2026)).toEqual([2026, 2025, 2024]);
  });
});

describe("validateFinance", () => {
  it("accepts a used car from a private seller", () => {
    const r = validateFinance(VALID, VERSION, 2026);
    expect(r).toEqual({
      ok: true,
      data: {
        year: 2021,
        price: 89000,
        priceType: "gross",
        seller: "private",
        mileageKm: 64000,
        params: { client: "consumer", duration: 48, initialFee: 20, repurchase: 30 },
      },
    });
  });

  it("needs no mileage for a new car from a dealer", () => {
    const r = validateFinance({ ...VALID, year: "2026", seller: "dealer", mileageKm: "" }, VERSION, 2026);
    expect(r.ok && r.data.mileageKm).toBeUndefined();
  });

  it("names every bad field in Polish", () => {
    const r = validateFinance(
      {
        ...VALID,
        year: "2019",
        price: "dużo",
        priceType: "x",
        seller: "",
        mileageKm: "",
        duration: "50",
      },
      VERSION,
      2026,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.year).toBe("Wybierz rok produkcji z lat 2020–2026");
    expect(r.errors.price).toBe("Podaj cenę w złotych, np. 89 000 albo 89 000,50");
    expect(r.errors.priceType).toMatch(/netto czy brutto/);
    expect(r.errors.seller).toMatch(/kto sprzedaje/);
    expect(r.errors.mileageKm).toBe("Podaj przebieg samochodu używanego");
    expect(r.errors.duration).toMatch(/36, 48 lub 60/);
  });

  it("keeps the price within the calculator's range", () => {
    const low = validateFinance({ ...VALID, price: "500" }, VERSION, 2026);
    expect(!low.ok && low.errors.price).toMatch(/^Cena musi wynosić od 1\s000 zł do 10\s000\s000 zł$/);
    const empty = validateFinance({ ...VALID, price: " " }, VERSION, 2026);
    expect(!empty.ok && empty.errors.price).toBe("Podaj cenę samochodu");
    const mileage = validateFinance({ ...VALID, mileageKm: "2 000 000" }, VERSION, 2026);
    expect(!mileage.ok && mileage.errors.mileageKm).toMatch(
      /^Przebieg musi być liczbą od 0 do 1\s000\s000 km$/,
    );
  });
});
