// The search form in the browser: its fields straight to the search's canonical query (lib/search-query.ts
// on the server makes the same one), so a submit with JavaScript needs no redirect round trip. Kept apart
// from search-query.ts, whose label tables need not ship to the browser.

export const SEARCH_PATH = "/wyszukaj";

/**
 * The query of a submitted search form: empty fields and defaults (the default order, netto prices, a
 * price type without a price) left out, everything else in the form's order, which is the canonical key
 * order. Anything the server would still put differently it redirects once.
 */
export function formQuery(entries: Iterable<[string, FormDataEntryValue]>): string {
  const list = [...entries].filter((e): e is [string, string] => typeof e[1] === "string");
  const hasPrice = list.some(([k, v]) => (k === "priceMin" || k === "priceMax") && v.trim() !== "");
  const out = new URLSearchParams();
  for (const [key, raw] of list) {
    const value = key === "q" ? raw.replace(/\s+/g, " ").trim() : raw.trim();
    if (!value) continue;
    if (key === "sort" && value === "default") continue;
    if (key === "priceType" && (value === "net" || !hasPrice)) continue;
    if (key === "page") continue;
    out.append(key, value);
  }
  return out.toString();
}

/** /wyszukaj?… of a page of results, from the canonical query without its page. */
export function pageLink(query: string, page: number): string {
  const q = page > 1 ? `${query}${query ? "&" : ""}page=${page}` : query;
  return q ? `${SEARCH_PATH}?${q}` : SEARCH_PATH;
}

/** The found cars' key in the search page's data drawn without being sent for hydration (lib/served-data.ts). */
export const SERVED_CARS = "search-cars";
/** The filters' options and counts, likewise. */
export const SERVED_FILTERS = "search-filters";
