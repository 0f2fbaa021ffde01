import { describe, expect, it } from "vitest";
import { detectLegalForm, foldPolish, LEGAL_FORM_LABELS, LEGAL_FORMS, stripLegalForms } from "./company.ts";

describe("foldPolish", () => {
  it("lower-cases, drops diacritics (ł too) and turns punctuation into single spaces", () => {
    expect(foldPolish("ŁÓDŹ, „Żółć” Sp. z o.o.")).toBe("lodz zolc sp z o o");
    expect(foldPolish("  Eco-Trans  ")).toBe("eco trans");
  });
});

describe("detectLegalForm", () => {
  it.each([
    ["AUTO-FLOTA POLSKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", "limited-liability-company"],
    ["Auto-Flota Polska Sp. z o.o.", "limited-liability-company"],
    ["Auto-Flota Polska sp.z o.o.", "limited-liability-company"],
    ["BUDMAX S.A.", "joint-stock-company"],
    ["BUDMAX SPÓŁKA AKCYJNA", "joint-stock-company"],
    ["GREEN ENERGY INVEST PROSTA SPÓŁKA AKCYJNA", "simple-joint-stock-company"],
    ["Green Energy Invest P.S.A.", "simple-joint-stock-company"],
    ["ECO-TRANS LOGISTYKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ SPÓŁKA KOMANDYTOWA", "limited-partnership"],
    ["Eco-Trans sp. z o.o. sp.k.", "limited-partnership"],
    ["XYZ SPÓŁKA KOMANDYTOWO-AKCYJNA", "limited-joint-stock-partnership"],
    ["XYZ S.K.A.", "limited-joint-stock-partnership"],
    ["PIEKARNIA ZŁOTY KŁOS SPÓŁKA JAWNA M. I K. ZIELIŃSCY", "general-partnership"],
    ["Kancelaria Lewandowski i Partnerzy sp.p.", "professional-partnership"],
    ["AGRO-MAR K. DĄBROWSKA, M. DĄBROWSKI S.C.", "civil-partnership"],
  ] as const)("%s → %s", (name, form) => {
    expect(detectLegalForm(name, { krs: "0000000001" })).toBe(form);
  });

  it("without a written form: a sole trader when there is no KRS number, otherwise other", () => {
    expect(detectLegalForm("JAN KOWALSKI USŁUGI TRANSPORTOWE")).toBe("sole-trader");
    expect(detectLegalForm("Salon dla psa Anna Kowalska")).toBe("sole-trader");
    expect(detectLegalForm("FUNDACJA ROZWOJU MOTORYZACJI", { krs: "0000543210" })).toBe("other");
  });

  it("has a Polish label for every form", () => {
    for (const form of LEGAL_FORMS) expect(LEGAL_FORM_LABELS[form]).toMatch(/\S/);
  });
});

describe("stripLegalForms", () => {
  it("removes every spelling of every form", () => {
    expect(
      stripLegalForms(foldPolish("Kowalski Transport Spółka z ograniczoną odpowiedzialnością sp.k.")),
    ).toBe("kowalski transport");
    expect(stripLegalForms(foldPolish("BUDMAX S.A."))).toBe("budmax");
    expect(stripLegalForms(foldPolish("Sasanka"))).toBe("sasanka");
  });
});
