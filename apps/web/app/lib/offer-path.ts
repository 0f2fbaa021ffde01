// The customer's offer link (/oferta/{token}, /o2/{token}) is their only credential: wherever a path is
// written down — the request log, the tag manager's page views, the entry-URL cookie — the token is cut
// to its first 6 characters (as the API's logs show it). Small and browser-safe: the page lifecycle
// imports it.
import { maskOfferToken, OFFER_TOKEN_PATTERN } from "@vhs/domain/offer-contract.ts";

const OFFER_PATH = /^\/(oferta|o2)\/([A-Za-z0-9_-]{32})(?=\/|\.data$|$)/;

/** True for a string that may be an offer's link token (the API decides whether it opens one). */
export function isOfferToken(value: string | undefined | null): value is string {
  return typeof value === "string" && OFFER_TOKEN_PATTERN.test(value);
}

/** `/oferta/{token}/plik` → `/oferta/AbCdEf…/plik`; other paths unchanged. */
export function redactOfferPath(path: string): string {
  return path.replace(
    OFFER_PATH,
    (_all, prefix: string, token: string) => `/${prefix}/${maskOfferToken(token)}`,
  );
}

/** Whether a path is an offer's own page (not to be remembered or cached anywhere). */
export function isOfferPath(path: string): boolean {
  return OFFER_PATH.test(path);
}

/** An order's own pages: the form (/zamow/{uuid}) and the bank's way back (/powrot/{uuid}/{secret}). */
const ORDER_PAGE_PATH =
  /^\/(zamow|powrot)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|\.data$|$)/i;

/**
 * Whether a path is one visitor's own page, an offer's or an order's: no stored meta tags are kept for such
 * an address, so none is looked up (a lookup per order would also crowd the site's shell cache).
 */
export function isPrivatePagePath(path: string): boolean {
  return OFFER_PATH.test(path) || ORDER_PAGE_PATH.test(path);
}
