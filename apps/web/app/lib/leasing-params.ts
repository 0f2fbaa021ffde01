// The visitor's leasing parameters (SPEC §3, §4): kept in the `vhs_f` cookie, read on the
// server by the root loader (so every instalment is right in the first HTML) and, in the browser, held in
// a tiny store: `getParams()`, `setParams()` (writes the cookie) and `subscribe()` — "a change of the
// leasing parameters triggers registered callbacks". Zod-free on purpose: this ships to every page.
import { DEFAULT_PARAMS, type LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { parseLeasingParams, serializeLeasingParams } from "@vhs/domain/leasing-params-parse.ts";
import { useMemo, useSyncExternalStore } from "react";
import { PARAMS_COOKIE, readCookie, serializeCookie } from "./cookies.ts";

/** The cookie lives a year; it holds no personal data (four plain numbers and a client type). */
export const PARAMS_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Parameters from a Cookie header; a missing, malformed or tampered cookie gives the defaults. */
export function paramsFromCookieHeader(header: string | null | undefined): LeasingParams {
  return parseLeasingParams(readCookie(header ?? null, PARAMS_COOKIE));
}

/** The Set-Cookie value (server) or `document.cookie` assignment (browser) for the parameters. */
export function paramsCookie(params: LeasingParams, options: { secure?: boolean } = {}): string {
  return serializeCookie(PARAMS_COOKIE, serializeLeasingParams(params), {
    maxAge: PARAMS_COOKIE_MAX_AGE,
    secure: options.secure ?? false,
  });
}

export function sameParams(a: LeasingParams, b: LeasingParams): boolean {
  return (
    a.client === b.client &&
    a.duration === b.duration &&
    a.initialFee === b.initialFee &&
    a.repurchase === b.repurchase
  );
}

// ---------------------------------------------------------------------------------------------------------
// The browser store

export type ParamsListener = (params: LeasingParams, previous: LeasingParams) => void;

let current: LeasingParams | null = null;
const listeners = new Set<ParamsListener>();

function hasDocument(): boolean {
  return typeof document !== "undefined";
}

/** The current parameters: in the browser from the store (first read: the cookie), else the defaults. */
export function getParams(): LeasingParams {
  if (current) return current;
  if (!hasDocument()) return DEFAULT_PARAMS;
  current = paramsFromCookieHeader(document.cookie);
  return current;
}

function commit(next: LeasingParams, previous: LeasingParams): LeasingParams {
  current = next;
  if (!sameParams(previous, next)) for (const listener of [...listeners]) listener(next, previous);
  return next;
}

/**
 * Changes the parameters: normalised by the same lenient rules as the cookie (an invalid field falls back
 * to its default, the buy-out is capped by the term), written to the cookie, then every subscriber is
 * called once if anything changed. Returns what was stored.
 */
export function setParams(next: LeasingParams): LeasingParams {
  const normalised = parseLeasingParams(next);
  const previous = getParams(); // before the cookie changes: the first read comes from it
  if (hasDocument()) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = paramsCookie(normalised, {
      secure: typeof location !== "undefined" && location.protocol === "https:",
    });
  }
  return commit(normalised, previous);
}

/**
 * Takes parameters the server has just read from the cookie (after a form post, say) without writing the
 * cookie again; subscribers hear about it only if something changed.
 */
export function syncParamsFromServer(params: LeasingParams): void {
  if (!current) {
    current = params;
    return;
  }
  commit(params, current);
}

/** Registers a callback for every change; returns the function that unregisters it. */
export function subscribe(listener: ParamsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: forget the store's state and every subscriber. */
export function resetParamsStore(): void {
  current = null;
  listeners.clear();
}

/**
 * React binding: the current parameters, re-rendering on every change. On the server and while hydrating
 * it answers `serverParams` (the root loader's reading of the cookie), so the first HTML and the hydrated
 * page agree.
 */
export function useLeasingParams(serverParams: LeasingParams | undefined): LeasingParams {
  const server = serverParams ?? DEFAULT_PARAMS;
  const snapshot = useMemo(() => snapshotFor(server), [server]);
  return useSyncExternalStore(subscribe, snapshot, () => server);
}

/**
 * The store's answer for a page hydrated with `server`: the server's own object while the values are the
 * same. The store's first reading of the cookie is a new object with those values, and React draws every
 * part that asks again, in one task right after hydration, whenever the answer is not the object it
 * hydrated with: on a catalogue page, every price.
 */
export function snapshotFor(server: LeasingParams): () => LeasingParams {
  return () => {
    const params = getParams();
    return sameParams(params, server) ? server : params;
  };
}
