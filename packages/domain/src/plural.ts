// Polish plural forms ("1 oferta", "3 oferty", "5 ofert"), for the web and the API's messages alike.

/** The three Polish forms of a counted noun: for 1, for 2–4 (but not 12–14), for the rest. */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The form of the noun that goes with `n` (an integer; fractions take the "few" form, as in "1,5 oferty"). */
export function plural(n: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  if (abs === 1) return one;
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/** "rok / lata / lat" after a whole number; a fraction of years reads "roku" ("4,5 roku"). */
export function yearsWord(n: number): string {
  return Number.isInteger(n) ? plural(n, ["rok", "lata", "lat"]) : "roku";
}
