// The visitor's favourites and comparison: lists of car references kept in cookies (`vhs_fav`,
// `vhs_cmp`), read by the root loader (so the hearts and the header count are right in the first HTML)
// and changed by POST forms to /ulubione/zmien and /porownaj/zmien. Browser-safe and framework-free.
//
// A car reference is the car group of the catalogue API (new cars of one version and model year, or one
// used car) and, optionally, the chosen offer in it: "n-1103000-2025.13047", "u-0008345".
import { readCookie } from "./cookies.ts";

export const FAVOURITES_COOKIE = "vhs_fav";
export const COMPARE_COOKIE = "vhs_cmp";
export const FAVOURITES_PATH = "/ulubione";
export const FAVOURITES_TOGGLE_PATH = "/ulubione/zmien";
export const COMPARE_PATH = "/porownaj";
export const COMPARE_TOGGLE_PATH = "/porownaj/zmien";

export const MAX_FAVOURITES = 30;
export const MAX_COMPARE = 4;
/** Both lists are kept for a year. */
export const CAR_LIST_MAX_AGE = 60 * 60 * 24 * 365;

export type CarListKind = "favourites" | "compare";

/** Where a heart or "Porównaj" posts: the list's own action. */
export const LIST_TOGGLE_PATHS: Record<CarListKind, string> = {
  favourites: FAVOURITES_TOGGLE_PATH,
  compare: COMPARE_TOGGLE_PATH,
};

export const LIST_LIMITS: Record<CarListKind, number> = { favourites: MAX_FAVOURITES, compare: MAX_COMPARE };
export const LIST_COOKIES: Record<CarListKind, string> = {
  favourites: FAVOURITES_COOKIE,
  compare: COMPARE_COOKIE,
};

const REF_PATTERN = /^(n-\d{7}-\d{4}|u-\d{7})(?:\.([1-9]\d{0,9}))?$/;

export interface CarRef {
  groupId: string;
  /** The chosen offer (variant id) in the group, when known. */
  variantId: number | null;
}

/** "n-1103000-2025.13047" → { groupId, variantId }; null for anything else. */
export function parseCarRef(token: string): CarRef | null {
  const match = REF_PATTERN.exec(token.trim());
  if (!match) return null;
  const variantId = match[2] ? Number(match[2]) : null;
  if (variantId !== null && variantId > 2_147_483_647) return null;
  return { groupId: match[1]!, variantId };
}

export function formatCarRef(ref: CarRef): string {
  return ref.variantId === null ? ref.groupId : `${ref.groupId}.${ref.variantId}`;
}

/** A reference for a car group and an optional offer in it. */
export function carRef(groupId: string, variantId?: number | null): string {
  return formatCarRef({ groupId, variantId: variantId ?? null });
}

/**
 * A list of references from a cookie value or query values (comma-separated and/or repeated): valid ones
 * only, without duplicates, in their order, at most `max` of them.
 */
export function parseCarRefs(values: string | readonly string[] | null | undefined, max: number): string[] {
  if (!values) return [];
  const tokens = (typeof values === "string" ? [values] : values).flatMap((v) => v.split(","));
  const out: string[] = [];
  for (const token of tokens) {
    if (out.length >= max) break;
    const ref = parseCarRef(token);
    if (!ref) continue;
    const formatted = formatCarRef(ref);
    if (!out.includes(formatted)) out.push(formatted);
  }
  return out;
}

export function serializeCarRefs(refs: readonly string[]): string {
  return refs.join(",");
}

export type ListOp = "add" | "remove";

export function isListOp(value: unknown): value is ListOp {
  return value === "add" || value === "remove";
}

export interface ListChange {
  refs: string[];
  /** False when the change was refused (the list is full) or changed nothing. */
  changed: boolean;
  /** True when an add was refused because the list already holds `max` cars. */
  full: boolean;
}

/**
 * Adds (to the end) or removes one reference. Adding to a full list changes nothing (full: true); adding
 * what is there already or removing what is not there changes nothing. Idempotent, so a double click or a
 * resubmitted form cannot flip the state back.
 */
export function changeList(refs: readonly string[], op: ListOp, ref: string, max: number): ListChange {
  const current = [...refs];
  const has = current.includes(ref);
  if (op === "remove") {
    return has
      ? { refs: current.filter((r) => r !== ref), changed: true, full: false }
      : { refs: current, changed: false, full: false };
  }
  if (has) return { refs: current, changed: false, full: false };
  if (current.length >= max) return { refs: current, changed: false, full: true };
  return { refs: [...current, ref], changed: true, full: false };
}

/** The list with `ref` first removed and the rest kept: for "remove from comparison" links. */
export function without(refs: readonly string[], ref: string): string[] {
  return refs.filter((r) => r !== ref);
}

/** /porownaj?ids=a,b,c (or /porownaj for an empty list). */
export function compareHref(refs: readonly string[]): string {
  return refs.length
    ? `${COMPARE_PATH}?${new URLSearchParams({ ids: serializeCarRefs(refs) })}`
    : COMPARE_PATH;
}

export interface CarLists {
  favourites: string[];
  compare: string[];
}

/** Both lists from a Cookie header (the root loader gives them to every page). */
export function readCarLists(cookieHeader: string | null): CarLists {
  return {
    favourites: parseCarRefs(readCookie(cookieHeader, FAVOURITES_COOKIE), MAX_FAVOURITES),
    compare: parseCarRefs(readCookie(cookieHeader, COMPARE_COOKIE), MAX_COMPARE),
  };
}

/**
 * Sent with a toggle from a list kept as served (components/car-card.tsx): the page's own data is
 * loaded again after it, since only then can React draw the cards with the change.
 */
export const LIST_RELOAD_FIELD = "reload";

/**
 * For a route's shouldRevalidate: a heart or "Porównaj" click changes only the root's lists, so pages
 * whose own data does not depend on them need not load again.
 */
export function isListToggle(formAction: string | undefined): boolean {
  return formAction === FAVOURITES_TOGGLE_PATH || formAction === COMPARE_TOGGLE_PATH;
}
