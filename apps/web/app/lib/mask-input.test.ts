import { describe, expect, it } from "vitest";
import { blurValue, digitsOnly, displayValue, INPUT_MASKS, maskedEdit } from "./mask-input.ts";

const NIP = INPUT_MASKS.nip;

describe("maskedEdit: typing", () => {
  it("inserts separators and keeps the caret after the typed character", () => {
    expect(maskedEdit(NIP, { previous: "525", raw: "5254", caret: 4, inputType: "insertText" })).toEqual({
      value: "525-4",
      cursor: 5,
    });
    expect(
      maskedEdit(INPUT_MASKS.phone, {
        previous: "",
        raw: "600700800",
        caret: 9,
        inputType: "insertFromPaste",
      }),
    ).toEqual({ value: "600 700 800", cursor: 11 });
  });

  it("keeps the caret in place when a character is typed in the middle", () => {
    // "525-447", caret after the first digit, "9" typed.
    expect(
      maskedEdit(NIP, { previous: "525-447", raw: "5925-447", caret: 2, inputType: "insertText" }),
    ).toEqual({ value: "592-544-7", cursor: 2 });
  });

  it("upper-cases letters and skips what does not fit", () => {
    expect(
      maskedEdit(INPUT_MASKS.idCard, { previous: "AB", raw: "ABa", caret: 3, inputType: "insertText" }),
    ).toEqual({ value: "ABA", cursor: 3 });
    expect(
      maskedEdit(INPUT_MASKS.idCard, { previous: "ABA", raw: "ABA3", caret: 4, inputType: "insertText" }),
    ).toEqual({ value: "ABA 3", cursor: 5 });
    expect(maskedEdit(NIP, { previous: "52", raw: "52x", caret: 3, inputType: "insertText" })).toEqual({
      value: "52",
      cursor: 2,
    });
  });

  it("takes a pasted NIP with a country prefix and separators", () => {
    expect(
      maskedEdit(NIP, { previous: "", raw: "PL 525 447 65 42", caret: 16, inputType: "insertFromPaste" })
        .value,
    ).toBe("525-447-65-42");
  });

  it("drops input beyond the mask", () => {
    expect(
      maskedEdit(INPUT_MASKS.postalCode, {
        previous: "00-844",
        raw: "00-8445",
        caret: 7,
        inputType: "insertText",
      }),
    ).toEqual({ value: "00-844", cursor: 6 });
  });
});

describe("maskedEdit: deleting", () => {
  it("deletes a digit and closes the gap", () => {
    // "525-447", Backspace after "4" at index 5.
    expect(
      maskedEdit(NIP, { previous: "525-447", raw: "525-47", caret: 4, inputType: "deleteContentBackward" }),
    ).toEqual({ value: "525-47", cursor: 4 });
  });

  it("Backspace right after a separator deletes the digit before it", () => {
    expect(
      maskedEdit(NIP, { previous: "525-447", raw: "525447", caret: 3, inputType: "deleteContentBackward" }),
    ).toEqual({ value: "524-47", cursor: 2 });
  });

  it("Delete right before a separator deletes the digit after it", () => {
    expect(
      maskedEdit(NIP, { previous: "525-447", raw: "525447", caret: 3, inputType: "deleteContentForward" }),
    ).toEqual({ value: "525-47", cursor: 3 });
  });

  it("deleting the last digit keeps the separator, the next Backspace removes it", () => {
    expect(
      maskedEdit(NIP, { previous: "525-4", raw: "525-", caret: 4, inputType: "deleteContentBackward" }),
    ).toEqual({ value: "525-", cursor: 4 });
    expect(
      maskedEdit(NIP, { previous: "525-", raw: "525", caret: 3, inputType: "deleteContentBackward" }),
    ).toEqual({ value: "525", cursor: 3 });
  });
});

describe("displayValue and blurValue", () => {
  it("formats stored values that fit the mask", () => {
    expect(displayValue(NIP, "5254476542")).toBe("525-447-65-42");
    expect(displayValue(INPUT_MASKS.phone, "600700800")).toBe("600 700 800");
    expect(displayValue(INPUT_MASKS.postalCode, "00-844")).toBe("00-844");
  });

  it("shows a value that does not fit exactly as typed (nothing is lost)", () => {
    expect(displayValue(INPUT_MASKS.pesel, "9012abc")).toBe("9012abc");
    expect(displayValue(NIP, "52544765421")).toBe("52544765421");
    expect(displayValue(NIP, "")).toBe("");
  });

  it("empties a field holding only separators on blur (SPEC §5)", () => {
    expect(blurValue(NIP, "-")).toBe("");
    expect(blurValue(NIP, "")).toBe("");
    expect(blurValue(NIP, "525-4")).toBe("525-4");
  });

  it("tells digit-only masks", () => {
    expect(digitsOnly(INPUT_MASKS.nip)).toBe(true);
    expect(digitsOnly(INPUT_MASKS.idCard)).toBe(false);
  });
});
