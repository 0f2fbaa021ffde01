// Addresses of the brand marks (brand-mark.ts draws them; server/app.ts serves them). Small on purpose:
// the brand tiles import it, the drawing code stays on the server.

/** Bump when the marks change: it is part of the (immutable, long-cached) address. */
export const BRAND_MARK_VERSION = "1";
export const BRAND_MARK_PATH = "/srv/marka";
/** The mark's size in CSS pixels (its viewBox). */
export const BRAND_MARK_WIDTH = 160;
export const BRAND_MARK_HEIGHT = 40;
/** What a brand slug may look like in a mark address. */
export const BRAND_MARK_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The address of this brand's mark. */
export function brandMarkSrc(slug: string): string {
  return `${BRAND_MARK_PATH}/${BRAND_MARK_VERSION}/${BRAND_MARK_SLUG.test(slug) ? slug : "marka"}.svg`;
}
