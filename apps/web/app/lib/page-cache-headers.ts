// Routes whose page is the same for every visitor with the same address and cookies vhs_f, vhs_fav,
// vhs_cmp export these headers: the outer server may then keep the rendered page for a few seconds
// (server/page-cache.ts; the header is not sent to the browser).

/** The opt-in header (value "public"); answers carry it as hit, stale or miss instead. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export function cacheablePageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: "public" };
}
