import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  generateNip,
  generateNrb,
  generatePesel,
  isValidNip,
  isValidNrb,
  isValidPesel,
} from "./identifiers.ts";
import { applyMask, isMaskComplete, MASKS, maskOnBlur } from "./mask.ts";

describe("MASKS (DOMAIN §3)", () => {
  it("holds the field masks", () => {
    expect(MASKS).toEqual({
      nip: "###-###-##-##",
      pesel: "###########",
      postalCode: "##-###",
      nrb: "## #### #### #### #### #### ####",
      idCard: "AAA ######",
      phone: "### ### ###",
      regon: "#########",
      krs: "##########",
    });
  });
});

describe("applyMask", () => {
  it("inserts separators while typing", () => {
    expect(applyMask(MASKS.nip, "7261120385").value).toBe("726-112-03-85");
    expect(applyMask(MASKS.postalCode, "00838").value).toBe("00-838");
    expect(applyMask(MASKS.phone, "600700800").value).toBe("600 700 800");
    expect(applyMask(MASKS.nrb, "61109010140000071219812874").value).toBe("61 1090 1014 0000 0712 1981 2874");
  });

  it("adds no trailing separator until the next character arrives", () => {
    expect(applyMask(MASKS.nip, "726").value).toBe("726");
    expect(applyMask(MASKS.nip, "7261").value).toBe("726-1");
    expect(applyMask(MASKS.postalCode, "00").value).toBe("00");
  });

  it("keeps a separator the user typed", () => {
    expect(applyMask(MASKS.nip, "726-").value).toBe("726-");
    expect(applyMask(MASKS.postalCode, "00-838").value).toBe("00-838");
  });

  it("re-formats pasted values with other separators", () => {
    expect(applyMask(MASKS.nip, "726 112 03 85").value).toBe("726-112-03-85");
    expect(applyMask(MASKS.phone, "600-700-800").value).toBe("600 700 800");
    expect(applyMask(MASKS.nrb, "61-1090-1014-0000-0712-1981-2874").value).toBe(
      "61 1090 1014 0000 0712 1981 2874",
    );
  });

  it("skips characters that do not fit and drops input beyond the mask", () => {
    expect(applyMask(MASKS.postalCode, "0a0x8-3b8").value).toBe("00-838");
    expect(applyMask(MASKS.postalCode, "00-8381234").value).toBe("00-838");
    expect(applyMask(MASKS.pesel, "4405140135912").value).toBe("44051401359");
    expect(applyMask(MASKS.nip, "abc").value).toBe("");
    expect(applyMask(MASKS.postalCode, "00x").value).toBe("00");
  });

  it("upper-cases letters for 'A', Polish letters included, and digits are refused there", () => {
    expect(applyMask(MASKS.idCard, "aba300000").value).toBe("ABA 300000");
    expect(applyMask(MASKS.idCard, "a1b2a3").value).toBe("ABA 3");
    expect(applyMask("AAA", "żółw").value).toBe("ŻÓŁ");
  });

  it("accepts letters or digits for '*', upper-cased", () => {
    expect(applyMask("**-**", "a1-ęx").value).toBe("A1-ĘX");
    expect(applyMask("**-**", "a1_!b2").value).toBe("A1-B2");
  });

  it("treats mask literals the user typed as consumed, literal digits too", () => {
    expect(applyMask("+48 ### ### ###", "600700800").value).toBe("+48 600 700 800");
    expect(applyMask("+48 ### ### ###", "+48 600 700 800").value).toBe("+48 600 700 800");
  });

  it("round-trips every generated identifier through its mask", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let state = seed;
        const rng = () => {
          state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
          return state / 2 ** 31;
        };
        const nip = applyMask(MASKS.nip, generateNip(rng)).value;
        const nrb = applyMask(MASKS.nrb, generateNrb(rng)).value;
        const pesel = applyMask(MASKS.pesel, generatePesel(rng)).value;
        expect(isMaskComplete(MASKS.nip, nip) && isValidNip(nip)).toBe(true);
        expect(isMaskComplete(MASKS.nrb, nrb) && isValidNrb(nrb)).toBe(true);
        expect(isValidPesel(pesel)).toBe(true);
        // Idempotent: masking a masked value changes nothing.
        expect(applyMask(MASKS.nip, nip).value).toBe(nip);
        expect(applyMask(MASKS.nrb, nrb).value).toBe(nrb);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe("applyMask cursor", () => {
  it("defaults to the end of the value", () => {
    expect(applyMask(MASKS.nip, "7261")).toEqual({ value: "726-1", cursor: 5 });
  });

  it("jumps over an inserted separator when typing at the end", () => {
    // The user typed "1" after "726": caret after "1".
    expect(applyMask(MASKS.nip, "7261", 4)).toEqual({ value: "726-1", cursor: 5 });
  });

  it("stays after the typed character when inserting in the middle", () => {
    // "726-112" with "9" typed after "7": raw "7926-112", caret 2.
    expect(applyMask(MASKS.nip, "7926-112", 2)).toEqual({ value: "792-611-2", cursor: 2 });
  });

  it("stays put when a refused character was typed", () => {
    // "00-8" with "x" typed after "00-": raw "00-x8", caret 4 (after x).
    expect(applyMask(MASKS.postalCode, "00-x8", 4)).toEqual({ value: "00-8", cursor: 3 });
  });

  it("keeps its place when deleting a character before it", () => {
    // "726-112-03" with the "6" deleted (backspace at 3): raw "72-112-03", caret 2.
    expect(applyMask(MASKS.nip, "72-112-03", 2)).toEqual({ value: "721-120-3", cursor: 2 });
  });

  it("stays before an existing separator", () => {
    // Caret just before ("00|-838") and just after ("00-|838") the separator.
    expect(applyMask(MASKS.postalCode, "00-838", 2)).toEqual({ value: "00-838", cursor: 2 });
    expect(applyMask(MASKS.postalCode, "00-838", 3)).toEqual({ value: "00-838", cursor: 3 });
  });

  it("maps a caret at the start to 0 and clamps a caret past the end", () => {
    expect(applyMask(MASKS.phone, "600700800", 0)).toEqual({ value: "600 700 800", cursor: 0 });
    expect(applyMask(MASKS.phone, "600700800", 99)).toEqual({ value: "600 700 800", cursor: 11 });
  });

  it("counts the same typed characters before the caret (property)", () => {
    const typed = fc.array(fc.constantFrom("0", "5", "9", "a", "-", " "), { maxLength: 16 });
    fc.assert(
      fc.property(typed, fc.nat(20), (chars, at) => {
        const raw = chars.join("");
        const cursor = Math.min(at, raw.length);
        const { value, cursor: mapped } = applyMask(MASKS.nip, raw, cursor);
        expect(mapped).toBeGreaterThanOrEqual(0);
        expect(mapped).toBeLessThanOrEqual(value.length);
        const digitsBefore = (text: string) => text.replace(/\D/g, "").length;
        const accepted = Math.min(digitsBefore(raw.slice(0, cursor)), 10);
        expect(digitsBefore(value.slice(0, mapped))).toBe(accepted);
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe("maskOnBlur", () => {
  it("empties a value holding only separators", () => {
    expect(maskOnBlur(MASKS.nip, "")).toBe("");
    expect(maskOnBlur(MASKS.nip, "---")).toBe("");
    expect(maskOnBlur(MASKS.phone, "   ")).toBe("");
    expect(maskOnBlur("+48 ### ### ###", "+48 ")).toBe("");
  });

  it("keeps a value with input (masked)", () => {
    expect(maskOnBlur(MASKS.nip, "726")).toBe("726");
    expect(maskOnBlur(MASKS.nip, "726-")).toBe("726-");
    expect(maskOnBlur(MASKS.postalCode, "00838")).toBe("00-838");
  });
});
