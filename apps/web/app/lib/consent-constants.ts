// The consent's names and addresses, apart from its rules (lib/consent.ts): the pieces every page's first
// load needs (the banner's slot, the footer's link) import only these, so the rules stay out of it.

/** First-party, readable by the page's script (it decides whether the tag manager may load). */
export const CONSENT_COOKIE = "vhs_consent";
/** The version of the banner's text and categories: a choice made under another version is asked again. */
export const CONSENT_VERSION = 1;
/** A choice is kept for 12 months, then asked again. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The no-JavaScript form's endpoint (server/consent.ts). */
export const CONSENT_ACTION = "/srv/consent";
/** The window event that tells the page a choice was just made (lib/consent-client.ts). */
export const CONSENT_EVENT = "vhs:consent";
/** The page with the settings form (the footer's "Ustawienia cookies"). */
export const CONSENT_SETTINGS_PATH = "/ustawienia-cookies";
