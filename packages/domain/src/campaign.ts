// Campaign parameters (SPEC §3): the keys an advertising link may carry. The browser keeps those of the
// landing address in session storage (`vhs_utm`) and sends them with leads and orders; the entry-address
// cookie keeps them too (and nothing else of the query). No Zod at the top: the browser imports this.

export const CAMPAIGN_STORAGE_KEY = "vhs_utm";

/** The 19 keys of SPEC §3, in its order. */
export const CAMPAIGN_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_id",
  "uap",
  "saids",
  "cmids",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "gad_source",
  "click_id",
  "adfcd",
  "tblci",
  "at_gd",
  "subid1",
  "subid2",
  "clickId",
] as const;

export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

/** Longest value kept: click identifiers are long, but not this long. */
export const CAMPAIGN_VALUE_MAX = 500;

const KEY_SET = new Set<string>(CAMPAIGN_KEYS);

export function isCampaignKey(key: string): key is CampaignKey {
  return KEY_SET.has(key);
}

/** A value worth keeping: non-empty, not too long, no control characters. */
function keepable(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length > 0 &&
    value.length <= CAMPAIGN_VALUE_MAX &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** The campaign keys of a query (the first value of each); other parameters are left out. */
export function campaignFromQuery(query: URLSearchParams | string): Campaign {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const out: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key);
    if (keepable(value)) out[key] = value;
  }
  return out;
}

/** The campaign keys of an untrusted object (stored JSON, a form field); anything else is dropped. */
export function campaignFromObject(value: unknown): Campaign {
  const out: Campaign = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  for (const [key, v] of Object.entries(value)) if (isCampaignKey(key) && keepable(v)) out[key] = v;
  return out;
}

/** A form field's JSON (`campaign`) → the campaign keys in it; bad JSON gives none. */
export function campaignFromJson(json: unknown): Campaign {
  if (typeof json !== "string" || json.length > 20_000) return {};
  try {
    return campaignFromObject(JSON.parse(json));
  } catch {
    return {};
  }
}

export function hasCampaign(campaign: Campaign): boolean {
  return Object.keys(campaign).length > 0;
}

/**
 * The entry address as remembered (SPEC §2): the path and the campaign keys of the query only. A partner's
 * `token=`, search filters or anything personal in the query are not kept.
 */
export function entryAddress(pathname: string, search: string, maxLength = 1024): string {
  const campaign = campaignFromQuery(search);
  const query = new URLSearchParams(campaign as Record<string, string>).toString();
  const path = pathname.slice(0, maxLength);
  const full = query ? `${path}?${query}` : path;
  return full.length <= maxLength ? full : path;
}
