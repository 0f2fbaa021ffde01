// Input masks (SPEC §5; masks from DOMAIN §3): '#' digit, 'A' letter (upper-cased, Polish letters allowed),
// '*' letter or digit (upper-cased); any other mask character is a literal separator inserted automatically.

export const MASKS = {
  nip: "###-###-##-##",
  pesel: "###########",
  postalCode: "##-###",
  nrb: "## #### #### #### #### #### ####",
  idCard: "AAA ######",
  phone: "### ### ###",
  regon: "#########",
  krs: "##########",
} as const;

export type MaskResult = { value: string; cursor: number };

function isToken(maskChar: string): boolean {
  return maskChar === "#" || maskChar === "A" || maskChar === "*";
}

const DIGIT = /^[0-9]$/;
const LETTER = /^\p{L}$/u;

/** The character as it goes into the value, or null when it does not fit the token. */
function fitToken(token: string, ch: string): string | null {
  if (token === "#") return DIGIT.test(ch) ? ch : null;
  if (token === "A") return LETTER.test(ch) ? ch.toLocaleUpperCase("pl") : null;
  return DIGIT.test(ch) || LETTER.test(ch) ? ch.toLocaleUpperCase("pl") : null;
}

/**
 * Applies `mask` to what the user typed. Characters that fit no slot are skipped; separators are inserted
 * before the next accepted character (never trailing, unless the user typed them); input beyond the mask is
 * dropped. `cursor` (a caret index in `raw`, default: end) is mapped to the same place among the typed
 * characters: right after the characters that preceded it, before any separator inserted after them.
 */
export function applyMask(mask: string, raw: string, cursor: number = raw.length): MaskResult {
  let value = "";
  let maskIndex = 0;
  let rawIndex = 0;
  let committed = 0; // length up to the last typed character (auto-inserted separators are not kept at the end)
  let mappedCursor: number | null = null;
  while (maskIndex < mask.length && rawIndex < raw.length) {
    if (mappedCursor === null && rawIndex >= cursor) mappedCursor = value.length;
    const maskChar = mask[maskIndex]!;
    const ch = raw[rawIndex]!;
    if (isToken(maskChar)) {
      const fitted = fitToken(maskChar, ch);
      if (fitted !== null) {
        value += fitted;
        maskIndex++;
        committed = value.length;
      }
      rawIndex++;
    } else {
      value += maskChar;
      maskIndex++;
      if (ch === maskChar) {
        rawIndex++;
        committed = value.length;
      }
    }
  }
  value = value.slice(0, committed);
  return { value, cursor: Math.min(mappedCursor ?? value.length, value.length) };
}

/** On blur: a value holding no input character (only separators, or empty) becomes "" (SPEC §5). */
export function maskOnBlur(mask: string, value: string): string {
  const { value: masked } = applyMask(mask, value);
  let hasInput = false;
  for (let k = 0; k < masked.length && k < mask.length; k++) {
    if (isToken(mask[k]!)) hasInput = true;
  }
  return hasInput ? masked : "";
}

/** True when the value fills every slot of the mask. */
export function isMaskComplete(mask: string, value: string): boolean {
  return applyMask(mask, value).value.length === mask.length;
}
