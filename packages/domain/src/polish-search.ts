// Full-text search in Polish that behaves the same on PGlite and PostgreSQL (docs/decisions/015): text is
// folded (lower case, no diacritics) in TypeScript before PostgreSQL's 'simple' configuration indexes it,
// and each query word is cut to a stem by stripping an inflectional ending and matched as a prefix
// ("samochodów" → samochod:* finds "samochód", "samochody"). The hit's fragments are cut here too.
import { foldDiacritics } from "./labels.ts";
import type { Fragment } from "./publishing.ts";

/** Each character's fold, once: Unicode normalisation per character is the costly part of a search hit. */
const FOLDED = new Map<string, string>();

/** Lower case, no diacritics ("Łódź" → "lodz"), one character for one: positions stay comparable. */
export function foldForSearch(text: string): string {
  let out = "";
  for (const ch of text) {
    let folded = FOLDED.get(ch);
    if (folded === undefined) {
      const f = foldDiacritics(ch).toLowerCase();
      folded = f.length === ch.length ? f : " ".repeat(ch.length);
      // Texts use a few hundred distinct characters; the bound only guards against odd input.
      if (FOLDED.size < 4096) FOLDED.set(ch, folded);
    }
    out += folded;
  }
  return out;
}

/** Inflectional endings (folded), longest first: nouns, adjectives and verbs' common forms. */
const ENDINGS = [
  "owiach",
  "iejszy",
  "owego",
  "owemu",
  "owych",
  "owymi",
  "ach",
  "ami",
  "ego",
  "emu",
  "ich",
  "ych",
  "imi",
  "ymi",
  "owi",
  "owa",
  "owe",
  "owy",
  "ow",
  "om",
  "ej",
  "em",
  "ie",
  "ia",
  "iu",
  "ii",
  "a",
  "e",
  "i",
  "o",
  "u",
  "y",
].sort((a, b) => b.length - a.length);
/** A stem keeps at least this many letters. */
const MIN_STEM = 4;
const STOP_WORDS = new Set(
  "na do od po za ze we co to jak czy nie sie oraz dla przy jest ale lub tak ten ta te by o w z i a u".split(
    " ",
  ),
);

/** One folded word → its stem (the word itself when it is short or has no known ending). */
export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM)
      return word.slice(0, -ending.length);
  }
  return word;
}

/** The query's stems: folded words of letters and digits, stop words dropped, at most 8, no repeats. */
export function searchStems(query: string): string[] {
  const words = foldForSearch(query).match(/[a-z0-9]+/g) ?? [];
  const stems = words.filter((w) => w.length >= 2 && !STOP_WORDS.has(w)).map(stem);
  return [...new Set(stems)].slice(0, 8);
}

/** A PostgreSQL tsquery of the stems as prefixes, all required (`&`) or any (`|`). Stems are [a-z0-9]. */
export function prefixTsQuery(stems: readonly string[], mode: "all" | "any"): string {
  return stems.map((s) => `${s}:*`).join(mode === "all" ? " & " : " | ");
}

/**
 * The window of `text` (about `length` characters, cut at word boundaries) holding the most words that
 * start with a stem, split into fragments with the matched words marked. No match: the text's start.
 */
export function highlightFragments(text: string, stems: readonly string[], length = 220): Fragment[] {
  const folded = foldForSearch(text);
  const matches: { start: number; end: number }[] = [];
  if (stems.length > 0) {
    const pattern = new RegExp(`(?<![a-z0-9])(?:${stems.join("|")})[a-z0-9]*`, "g");
    for (const m of folded.matchAll(pattern)) matches.push({ start: m.index, end: m.index + m[0].length });
  }
  // The start that covers the most matches within `length` characters.
  let best = { start: 0, count: 0 };
  for (let i = 0; i < matches.length; i++) {
    let count = 0;
    for (let j = i; j < matches.length && matches[j]!.end - matches[i]!.start <= length; j++) count++;
    if (count > best.count) best = { start: matches[i]!.start, count };
  }
  // Open the window a little before the first match, at a word boundary.
  let from = Math.max(0, best.start - 40);
  if (from > 0) {
    const space = text.indexOf(" ", from);
    from = space >= 0 && space < best.start ? space + 1 : best.start;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    if (space > from) to = space;
  }
  const fragments: Fragment[] = [];
  const push = (t: string, mark: boolean) => {
    if (t) fragments.push({ text: t, mark });
  };
  if (from > 0) push("… ", false);
  let at = from;
  for (const m of matches) {
    if (m.start < from || m.end > to) continue;
    push(text.slice(at, m.start), false);
    push(text.slice(m.start, m.end), true);
    at = m.end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push(" …", false);
  return fragments;
}
