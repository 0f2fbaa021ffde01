// Owner-name matching: a 0–1 score of an account owner against the names the order expects, and the
// threshold at which it counts as a match.
import { foldPolish, stripLegalForms } from "@vhs/domain/company.ts";

/** At or above this score the owner matches (VERIFIED), below it the result is MISMATCH. */
export const OWNER_MATCH_THRESHOLD = 0.8;

const NAME_STOPWORDS = new Set(["i", "oraz"]);

/** Folded, legal forms removed, stop words dropped, duplicates removed. */
export function ownerNameTokens(name: string): string[] {
  const tokens = stripLegalForms(foldPolish(name))
    .split(" ")
    .filter((t) => t && !NAME_STOPWORDS.has(t));
  return [...new Set(tokens)];
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal tokens, 0.8 for an initial ("j" ~ "jan"), 1 − edits/length for close long tokens, else 0. */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 0.8;
  if (a.length < 4 || b.length < 4) return 0;
  const similarity = 1 - levenshtein(a, b) / Math.max(a.length, b.length);
  return similarity >= 0.8 ? similarity : 0;
}

/**
 * How well an account owner's name matches the expected name, 0–1 (3 decimals). Tokens are paired
 * greedily by similarity; the score is the Dice coefficient of the pairs, or — when the shorter name has
 * at least two tokens and all of them pair up — 0.85 × its coverage ("Jan Kowalski" inside "Jan Kowalski
 * Usługi Transportowe" scores 0.85: a sole trader's personal account).
 */
export function matchOwnerName(expected: string, actual: string): number {
  const a = ownerNameTokens(expected);
  const b = ownerNameTokens(actual);
  if (a.length === 0 || b.length === 0) return 0;
  const pairs: { i: number; j: number; s: number }[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const s = tokenSimilarity(a[i]!, b[j]!);
      if (s > 0) pairs.push({ i, j, s });
    }
  }
  pairs.sort((x, y) => y.s - x.s);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let matched = 0;
  for (const { i, j, s } of pairs) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    matched += s;
  }
  const dice = (2 * matched) / (a.length + b.length);
  const shorter = Math.min(a.length, b.length);
  const coverage = shorter >= 2 ? (0.85 * matched) / shorter : 0;
  return Math.round(Math.min(1, Math.max(dice, coverage)) * 1000) / 1000;
}

/** The best score of an owner against any of the expected names (the firm, the applicant …). */
export function bestOwnerMatch(expectedNames: readonly string[], ownerNames: readonly string[]): number {
  let best = 0;
  for (const expected of expectedNames) {
    for (const owner of ownerNames) best = Math.max(best, matchOwnerName(expected, owner));
  }
  return best;
}
