// The pure editing logic of the masked input (SPEC §5) on the domain's applyMask: what the field holds
// and where the caret goes after each edit. Kept apart from the component so it is unit-tested.
import { applyMask, MASKS, type MaskResult, maskOnBlur } from "@vhs/domain/mask.ts";

/** The field masks (DOMAIN §3 with REGON and KRS), the same that /digital-order/setup gives. */
export const INPUT_MASKS = MASKS;
export type MaskName = keyof typeof INPUT_MASKS;

const ALNUM = /[\p{L}\p{N}]/u;
const countInput = (value: string) => [...value].filter((ch) => ALNUM.test(ch)).length;

export interface MaskEdit {
  /** The field's value before the edit. */
  previous: string;
  /** The field's value as the browser changed it. */
  raw: string;
  /** The caret in `raw` after the edit. */
  caret: number;
  /** InputEvent.inputType ("insertText", "deleteContentBackward", …). */
  inputType?: string | undefined;
}

/**
 * The masked value and caret after one edit. Separators are inserted while typing; the caret stays after
 * the characters that preceded it. Deleting only a separator (which the mask would put straight back)
 * deletes the typed character next to it instead, so Backspace and Delete never get stuck.
 */
export function maskedEdit(mask: string, edit: MaskEdit): MaskResult {
  const result = applyMask(mask, edit.raw, edit.caret);
  const deleting = edit.inputType === "deleteContentBackward" || edit.inputType === "deleteContentForward";
  if (!deleting || result.value !== edit.previous || edit.raw === edit.previous) return result;
  const raw = edit.raw;
  if (edit.inputType === "deleteContentBackward") {
    let i = edit.caret;
    while (i > 0 && !ALNUM.test(raw[i - 1]!)) i--;
    if (i === 0) return result;
    return applyMask(mask, raw.slice(0, i - 1) + raw.slice(i), i - 1);
  }
  let i = edit.caret;
  while (i < raw.length && !ALNUM.test(raw[i]!)) i++;
  if (i >= raw.length) return result;
  const next = applyMask(mask, raw.slice(0, i) + raw.slice(i + 1), edit.caret);
  return next;
}

/**
 * A stored or posted value shown in a masked field: formatted by the mask when the mask keeps every
 * typed letter and digit, otherwise exactly as it was (nothing typed is ever dropped on the server).
 */
export function displayValue(mask: string, value: string): string {
  if (!value) return "";
  const masked = applyMask(mask, value).value;
  return countInput(masked) === countInput(value) ? masked : value;
}

/** On blur: a field holding no input character reverts to "" (SPEC §5); anything else stays. */
export function blurValue(mask: string, value: string): string {
  return maskOnBlur(mask, value) === "" ? "" : value;
}

/** Masks of digits only get the numeric keyboard on phones. */
export const digitsOnly = (mask: string) => !/[A*]/.test(mask);
