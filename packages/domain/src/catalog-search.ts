// Free-text catalogue search: a phonetic search key that makes Polish spellings,
// missing diacritics and common typos meet the real names ("skoda oktawia" → Škoda Octavia,
// "toyta corola" → Toyota Corolla), and a query parser that turns filter words ("kombi",
// "hybryda", "automat", "4x4", "używany") into filters. The trigram matching itself runs in
// PostgreSQL (pg_trgm) over keys built by `searchKey`.
import {
  type BodyTypeSlug,
  type DriveSlug,
  type FuelSlug,
  foldDiacritics,
  type GearboxSlug,
  type StateSlug,
} from "./labels.ts";
import { MAX_QUERY_LENGTH } from "./site.ts";

/**
 * One word → its phonetic key: folded, lower case, Polish and English spellings of the same sound
 * made equal (w/v, k/c/ck/q, sz/sh, cz/ch-less, y/j/i, x/ks, ph/f), doubled letters collapsed.
 */
function wordKey(word: string): string {
  let w = word;
  w = w.replace(/ph/g, "f").replace(/qu/g, "kw").replace(/q/g, "k").replace(/x/g, "ks");
  w = w.replace(/sh|sz/g, "s").replace(/cz/g, "c").replace(/ck/g, "k");
  // A hard c (before a, o, u, a consonant or at the end) sounds like k.
  w = w.replace(/c(?=[aouklmnrt]|$)/g, "k");
  w = w.replace(/w/g, "v").replace(/[yj]/g, "i");
  w = w.replace(/(.)\1+/g, "$1");
  return w;
}

/** Splits folded text into words; hyphens and dots inside words are dropped ("C-HR" → "chr", "ë-C3" → "ec3"). */
function words(text: string): string[] {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/(?<=[a-z0-9])[-.](?=[a-z0-9])/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Phonetic search key of a text: "Škoda Octavia" → "skoda oktavia", "Toyota C-HR" → "toiota chr". */
export function searchKey(text: string): string {
  return words(text).map(wordKey).join(" ");
}

export interface ParsedSearch {
  /** Phonetic keys of the words left for the name match (brands, models). */
  terms: string[];
  body: BodyTypeSlug[];
  fuel: FuelSlug[];
  gearbox: GearboxSlug[];
  drive: DriveSlug[];
  state: StateSlug[];
}

// Filter words (folded, lower case) → filter values. Only whole words count, so a model name
// such as "Yaris Cross" is never read as the crossover body type.
const FILTER_WORDS: ReadonlyArray<[keyof Omit<ParsedSearch, "terms">, string, readonly string[]]> = [
  ["body", "suv", ["suv", "suvy", "suva"]],
  ["body", "hatchback", ["hatchback", "hatchbacki", "hatchbacka"]],
  ["body", "sedan", ["sedan", "sedany", "sedana", "limuzyna"]],
  ["body", "kombi", ["kombi", "combi", "estate"]],
  ["body", "minivan", ["minivan", "minivany", "mpv", "van"]],
  ["body", "coupe", ["coupe"]],
  ["body", "kabriolet", ["kabriolet", "kabriolety", "cabrio", "cabriolet"]],
  ["body", "pickup", ["pickup", "pikap"]],
  ["body", "crossover", ["crossover", "crossovery"]],
  ["body", "liftback", ["liftback"]],
  ["body", "dostawczy", ["dostawczy", "dostawcze", "dostawczak", "furgon"]],
  ["fuel", "benzyna", ["benzyna", "benzynowy", "benzynowe", "benzynowa"]],
  ["fuel", "diesel", ["diesel", "diesle", "dieslem", "ropa"]],
  ["fuel", "hybryda", ["hybryda", "hybrydy", "hybrydowy", "hybrydowe", "hybrid", "hev", "mhev"]],
  ["fuel", "hybryda-plug-in", ["phev", "plugin"]],
  ["fuel", "elektryczny", ["elektryczny", "elektryczne", "elektryk", "elektryki", "bev", "ev"]],
  ["fuel", "lpg", ["lpg", "gaz"]],
  ["fuel", "wodor", ["wodor", "wodorowy", "fcev"]],
  ["gearbox", "automatyczna", ["automat", "automatyczna", "automatem", "automatic"]],
  ["gearbox", "manualna", ["manual", "manualna", "reczna"]],
  ["drive", "4x4", ["4x4", "awd", "4wd", "quattro", "xdrive", "4motion", "allgrip"]],
  ["drive", "tylny", ["rwd"]],
  ["drive", "przedni", ["fwd"]],
  ["state", "nowy", ["nowy", "nowe", "nowa", "nowych"]],
  ["state", "uzywany", ["uzywany", "uzywane", "uzywana", "uzywanych"]],
];

const FILTER_WORD_MAP: ReadonlyMap<string, [keyof Omit<ParsedSearch, "terms">, string]> = new Map(
  FILTER_WORDS.flatMap(([field, value, list]) => list.map((w) => [w, [field, value]] as const)),
);

export { MAX_QUERY_LENGTH };

/**
 * Splits a free-text query into filter values and name terms. "plug-in" and "plug in" count as
 * one filter word; every filter value appears at most once.
 */
export function parseSearchQuery(query: string): ParsedSearch {
  const parsed: ParsedSearch = { terms: [], body: [], fuel: [], gearbox: [], drive: [], state: [] };
  const text = foldDiacritics(query.slice(0, MAX_QUERY_LENGTH))
    .toLowerCase()
    .replace(/plug[\s-]?in/g, "plugin");
  for (const word of words(text)) {
    const hit = FILTER_WORD_MAP.get(word);
    if (hit) {
      const list = parsed[hit[0]] as string[];
      if (!list.includes(hit[1])) list.push(hit[1]);
      continue;
    }
    const key = wordKey(word);
    if (key && !parsed.terms.includes(key)) parsed.terms.push(key);
  }
  return parsed;
}
