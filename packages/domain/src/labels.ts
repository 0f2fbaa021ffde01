// Polish filter labels and slugs (DOMAIN §7.3), Polish collation and diacritic folding.
// Maps are slug → label, in the order of DOMAIN §7.3 (object key order is insertion order for these keys).
// Labels are the short names; the doc's explanations in parentheses are kept in the *_HINTS maps.
import { onFirstUse } from "./format.ts";

export const BODY_TYPE_LABELS = {
  suv: "SUV",
  hatchback: "Hatchback",
  sedan: "Sedan",
  kombi: "Kombi",
  minivan: "Minivan",
  coupe: "Coupé",
  kabriolet: "Kabriolet",
  pickup: "Pick-up",
  crossover: "Crossover",
  liftback: "Liftback",
  dostawczy: "Dostawczy",
} as const;
export type BodyTypeSlug = keyof typeof BODY_TYPE_LABELS;

export const BODY_TYPE_HINTS: Readonly<Partial<Record<BodyTypeSlug, string>>> = {
  minivan: "Van osobowy (MPV)",
  dostawczy: "Van, furgon (LCV)",
};

export const FUEL_LABELS = {
  benzyna: "Benzyna",
  diesel: "Diesel",
  hybryda: "Hybryda",
  "hybryda-plug-in": "Hybryda plug-in",
  elektryczny: "Elektryczny",
  lpg: "Benzyna+LPG",
  wodor: "Wodór",
} as const;
export type FuelSlug = keyof typeof FUEL_LABELS;

export const FUEL_HINTS: Readonly<Partial<Record<FuelSlug, string>>> = {
  diesel: "Olej napędowy",
  hybryda: "HEV, także miękka hybryda (MHEV)",
  "hybryda-plug-in": "PHEV",
  elektryczny: "BEV",
  wodor: "FCEV",
};

/** Alternative slugs mapped onto the filter slugs (DOMAIN §7.3: `hybryda` includes `mild-hybrid`). */
export const FUEL_SLUG_ALIASES: Readonly<Record<string, FuelSlug>> = { "mild-hybrid": "hybryda" };

export const GEARBOX_LABELS = {
  manualna: "Manualna",
  automatyczna: "Automatyczna",
} as const;
export type GearboxSlug = keyof typeof GEARBOX_LABELS;

export const DRIVE_LABELS = {
  przedni: "Na przednie koła",
  tylny: "Na tylne koła",
  "4x4": "4x4 / AWD",
} as const;
export type DriveSlug = keyof typeof DRIVE_LABELS;

export const DRIVE_HINTS: Readonly<Record<DriveSlug, string>> = {
  przedni: "FWD",
  tylny: "RWD",
  "4x4": "Na cztery koła",
};

export const STATE_LABELS = {
  nowy: "Nowy",
  uzywany: "Używany",
} as const;
export type StateSlug = keyof typeof STATE_LABELS;

export function isFuelSlug(value: unknown): value is FuelSlug {
  return typeof value === "string" && Object.hasOwn(FUEL_LABELS, value);
}

/** A filter value → its canonical fuel slug (aliases resolved), or null. */
export function normalizeFuelSlug(value: string): FuelSlug | null {
  const slug = value.trim().toLowerCase();
  if (isFuelSlug(slug)) return slug;
  return FUEL_SLUG_ALIASES[slug] ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Collation and folding

const polishCollator = onFirstUse(() => new Intl.Collator("pl", { numeric: true }));

/** Polish alphabetical order (a < ą < b … l < ł … z < ź < ż), numbers compared numerically ("A4" < "A10"). */
export function comparePl(a: string, b: string): number {
  return polishCollator().compare(a, b);
}

// Letters that Unicode does not decompose into base + combining mark.
const NON_DECOMPOSING: Readonly<Record<string, string>> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ø: "o",
  Ø: "O",
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
};

/** Removes diacritics, keeping case: "Łódź Škoda" → "Lodz Skoda". For search and slugs. */
export function foldDiacritics(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[łŁđĐøØßæÆœŒ]/g, (ch) => NON_DECOMPOSING[ch] ?? ch);
}

/** "Škoda Octavia Kombi 2.0 TDI" → "skoda-octavia-kombi-2-0-tdi"; "Źrebię ŁÓDŹ" → "zrebie-lodz". */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
