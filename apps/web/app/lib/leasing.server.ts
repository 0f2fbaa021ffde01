// Server-side leasing helpers for loaders: the calculator setup (current benchmark and rates), fetched
// at most once per request and cached for a minute across requests (a fixing changes once a day), and
// the root loader's `leasing` data.
import { safeRedirectTarget } from "@vhs/domain/redirects.ts";
import type { RouterContextProvider } from "react-router";
import type { ApiClient } from "./api.server.ts";
import { apiContext } from "./context.ts";
import { paramsFromCookieHeader } from "./leasing-params.ts";
import type { LeasingSetup, LeasingShell } from "./leasing-shell.ts";

export const SETUP_TTL_MS = 60_000;

let cached: { at: number; setup: LeasingSetup } | null = null;
const perRequest = new WeakMap<ApiClient, Promise<LeasingSetup | null>>();

/** For tests: forget the cross-request cache. */
export function clearLeasingSetupCache(): void {
  cached = null;
}

/**
 * GET /v3/leasing-calculator-setup for this request: one API call per request at most (the root loader
 * and a page loader share it), served from a one-minute cache when fresh. When the API fails, the last
 * good answer is used if there is one, else null.
 */
export function getLeasingSetup(context: Readonly<RouterContextProvider>): Promise<LeasingSetup | null> {
  const api = context.get(apiContext);
  const pending = perRequest.get(api);
  if (pending) return pending;
  const promise = (async () => {
    const now = Date.now();
    if (cached && now - cached.at < SETUP_TTL_MS) return cached.setup;
    const result = await api.get<LeasingSetup>("/v3/leasing-calculator-setup");
    if (result.error) return cached?.setup ?? null;
    cached = { at: now, setup: result.data };
    return result.data;
  })();
  perRequest.set(api, promise);
  return promise;
}

/** The root loader's `leasing`: the cookie's parameters and the current rates. */
export async function loadLeasingShell(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<LeasingShell> {
  const params = paramsFromCookieHeader(request.headers.get("cookie"));
  const setup = await getLeasingSetup(context);
  return { params, rates: setup?.rates ?? null, benchmark: setup?.benchmark ?? null };
}

/** Where a parameters form sends the visitor back: an internal path only, else `fallback`. */
export function safeBackPath(
  value: FormDataEntryValue | string | null | undefined,
  fallback: string,
): string {
  if (typeof value !== "string" || !value) return fallback;
  return safeRedirectTarget(value, []) ?? fallback;
}

/** True when the request reached us over HTTPS (cookies then get `Secure`). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
