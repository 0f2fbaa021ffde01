import { type InputHTMLAttributes, useRef } from "react";
import {
  blurValue,
  digitsOnly,
  displayValue,
  INPUT_MASKS,
  type MaskName,
  maskedEdit,
} from "../lib/mask-input.ts";

export { INPUT_MASKS, type MaskName };

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue"> & {
  /** A mask of SPEC §5 (`#` digit, `A` letter, `*` letter or digit, others literal) or a MASKS name. */
  mask: string;
  defaultValue?: string;
};

/**
 * A text input with an input mask (SPEC §5): applied while typing with the caret kept, upper-casing
 * letters; a field left with no input character is emptied on blur. Uncontrolled, so without JavaScript
 * it is a plain input and the server normalises what was typed.
 */
export function MaskedInput({
  mask: maskOrName,
  defaultValue = "",
  onInput,
  onBlur,
  onFocus,
  ...props
}: Props) {
  const mask = maskOrName in INPUT_MASKS ? INPUT_MASKS[maskOrName as MaskName] : maskOrName;
  const previous = useRef(displayValue(mask, defaultValue));
  return (
    <input
      type="text"
      inputMode={digitsOnly(mask) ? "numeric" : undefined}
      autoComplete="off"
      spellCheck={false}
      {...props}
      defaultValue={displayValue(mask, defaultValue)}
      onFocus={(e) => {
        previous.current = e.currentTarget.value;
        onFocus?.(e);
      }}
      onInput={(e) => {
        const el = e.currentTarget;
        const inputType = (e.nativeEvent as InputEvent).inputType;
        const next = maskedEdit(mask, {
          previous: previous.current,
          raw: el.value,
          caret: el.selectionStart ?? el.value.length,
          inputType,
        });
        if (next.value !== el.value) el.value = next.value;
        if (document.activeElement === el) el.setSelectionRange(next.cursor, next.cursor);
        previous.current = next.value;
        onInput?.(e);
      }}
      onBlur={(e) => {
        const el = e.currentTarget;
        const value = blurValue(mask, el.value);
        if (value !== el.value) el.value = value;
        onBlur?.(e);
      }}
    />
  );
}
