// Polish counts shown to visitors ("1 oferta", "3 oferty", "5 ofert"): the plural rule is the domain's.
import { formatNumber, remembered } from "@vhs/domain/format.ts";
import { type PluralForms, plural } from "@vhs/domain/plural.ts";

export { type PluralForms, plural };

/** 20000 → "20 000" (formatNumber without decimals, remembered: a search page formats a few hundred numbers). */
export const formatInt: (n: number) => string = remembered((n) => formatNumber(n, 0));

/** "1 605 ofert": the number (grouped with a no-break space) and the noun in the right form. */
export function countOf(n: number, forms: PluralForms): string {
  return `${formatInt(n)}\u00a0${plural(n, forms)}`;
}

export const OFFERS: PluralForms = ["oferta", "oferty", "ofert"];
export const CARS: PluralForms = ["samochód", "samochody", "samochodów"];
export const MODELS: PluralForms = ["model", "modele", "modeli"];
export const PIECES: PluralForms = ["sztuka", "sztuki", "sztuk"];
