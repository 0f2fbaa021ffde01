import { describe, expect, it } from "vitest";
import {
  BODY_TYPE_LABELS,
  comparePl,
  DRIVE_LABELS,
  FUEL_LABELS,
  foldDiacritics,
  GEARBOX_LABELS,
  isFuelSlug,
  normalizeFuelSlug,
  STATE_LABELS,
  slugify,
} from "./labels.ts";

describe("filter labels (DOMAIN §7.3)", () => {
  it("lists body types in the doc's order", () => {
    expect(Object.entries(BODY_TYPE_LABELS)).toEqual([
      ["suv", "SUV"],
      ["hatchback", "Hatchback"],
      ["sedan", "Sedan"],
      ["kombi", "Kombi"],
      ["minivan", "Minivan"],
      ["coupe", "Coupé"],
      ["kabriolet", "Kabriolet"],
      ["pickup", "Pick-up"],
      ["crossover", "Crossover"],
      ["liftback", "Liftback"],
      ["dostawczy", "Dostawczy"],
    ]);
  });

  it("lists fuels, gearboxes, drives and states in the doc's order", () => {
    expect(Object.entries(FUEL_LABELS)).toEqual([
      ["benzyna", "Benzyna"],
      ["diesel", "Diesel"],
      ["hybryda", "Hybryda"],
      ["hybryda-plug-in", "Hybryda plug-in"],
      ["elektryczny", "Elektryczny"],
      ["lpg", "Benzyna+LPG"],
      ["wodor", "Wodór"],
    ]);
    expect(Object.entries(GEARBOX_LABELS)).toEqual([
      ["manualna", "Manualna"],
      ["automatyczna", "Automatyczna"],
    ]);
    expect(Object.entries(DRIVE_LABELS)).toEqual([
      ["przedni", "Na przednie koła"],
      ["tylny", "Na tylne koła"],
      ["4x4", "4x4 / AWD"],
    ]);
    expect(Object.entries(STATE_LABELS)).toEqual([
      ["nowy", "Nowy"],
      ["uzywany", "Używany"],
    ]);
  });

  it("every slug is its own slugified form", () => {
    for (const map of [BODY_TYPE_LABELS, FUEL_LABELS, GEARBOX_LABELS, DRIVE_LABELS, STATE_LABELS]) {
      for (const slug of Object.keys(map)) expect(slugify(slug)).toBe(slug);
    }
  });

  it("resolves fuel aliases", () => {
    expect(isFuelSlug("diesel")).toBe(true);
    expect(isFuelSlug("mild-hybrid")).toBe(false);
    expect(isFuelSlug("toString")).toBe(false);
    expect(normalizeFuelSlug(" Mild-Hybrid ")).toBe("hybryda");
    expect(normalizeFuelSlug("wodor")).toBe("wodor");
    expect(normalizeFuelSlug("para")).toBeNull();
  });
});

describe("comparePl", () => {
  it("sorts in Polish alphabetical order", () => {
    const words = [
      "Żuk",
      "zebra",
      "Łada",
      "Lada",
      "ćma",
      "Cma",
      "Śmig",
      "Skoda",
      "źrebię",
      "Ąbc",
      "Azja",
      "Opel",
      "Ósemka",
    ];
    expect([...words].sort(comparePl)).toEqual([
      "Azja",
      "Ąbc",
      "Cma",
      "ćma",
      "Lada",
      "Łada",
      "Opel",
      "Ósemka",
      "Skoda",
      "Śmig",
      "zebra",
      "źrebię",
      "Żuk",
    ]);
  });

  it("compares numbers inside names numerically", () => {
    expect(["Audi A6", "Audi A10", "Audi A4"].sort(comparePl)).toEqual(["Audi A4", "Audi A6", "Audi A10"]);
    expect(comparePl("Łódź", "Łódź")).toBe(0);
  });
});

describe("foldDiacritics and slugify", () => {
  it("folds Polish and other diacritics, keeping case", () => {
    expect(foldDiacritics("Zażółć gęślą jaźń")).toBe("Zazolc gesla jazn");
    expect(foldDiacritics("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("ACELNOSZZ acelnoszz");
    expect(foldDiacritics("Škoda Citroën Coupé Straße Øresund")).toBe("Skoda Citroen Coupe Strasse Oresund");
  });

  it("makes lowercase, hyphenated slugs", () => {
    expect(slugify("Škoda Octavia Kombi 2.0 TDI")).toBe("skoda-octavia-kombi-2-0-tdi");
    expect(slugify("  Źrebię — ŁÓDŹ!  ")).toBe("zrebie-lodz");
    expect(slugify("Mercedes-Benz Klasa C (W206)")).toBe("mercedes-benz-klasa-c-w206");
    expect(slugify("Coupé")).toBe("coupe");
    expect(slugify("Używany")).toBe("uzywany");
    expect(slugify("Wodór")).toBe("wodor");
    expect(slugify("---")).toBe("");
  });
});
