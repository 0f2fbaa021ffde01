// Polish plural forms for counts shown to visitors ("1 oferta", "3 oferty", "5 ofert").

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

// One formatter for the whole module: creating an Intl.NumberFormat per call costs more than the
// rest of rendering a card (a search page formats a few hundred numbers).
const intFormat = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 0, useGrouping: "always" });

/** 20000 → "20 000" (a no-break space between groups, as formatNumber of @vhs/domain/format.ts), rounded. */
export function formatInt(n: number): string {
  return intFormat.format(n);
}

/** "1 605 ofert": the number (grouped with a no-break space) and the noun in the right form. */
export function countOf(n: number, forms: PluralForms): string {
  return `${formatInt(n)}\u00a0${plural(n, forms)}`;
}

export const OFFERS: PluralForms = ["oferta", "oferty", "ofert"];
export const CARS: PluralForms = ["samochód", "samochody", "samochodów"];
export const MODELS: PluralForms = ["model", "modele", "modeli"];
export const PIECES: PluralForms = ["sztuka", "sztuki", "sztuk"];
