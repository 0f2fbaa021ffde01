// The visitor's cookie consent (docs/decisions/016-consent-and-analytics.md): what is stored, how it reads
// back, what Google Consent Mode v2 is told. Shared by the server (the no-JavaScript form post, the banner's
// render, the page cache's key) and the browser (the banner's script, the tag manager's loader).

export {
  CONSENT_ACTION,
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE_S,
  CONSENT_SETTINGS_PATH,
  CONSENT_VERSION,
} from "./consent-constants.ts";

import { CONSENT_COOKIE, CONSENT_VERSION } from "./consent-constants.ts";

export interface ConsentChoice {
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** When it was given: Unix time in seconds. */
  at: number;
}

/**
 * The cookie's value: `v{version}.a{0|1}.m{0|1}.t{unix seconds}`, e.g. `v1.a1.m0.t1795000000` — only
 * characters a cookie carries as they are, short, and readable in the browser's tools.
 */
export function encodeConsent(choice: ConsentChoice): string {
  return `v${choice.version}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}.t${Math.floor(choice.at)}`;
}

const FORMAT = /^v(\d{1,4})\.a([01])\.m([01])\.t(\d{1,12})$/;

/** The stored choice, or null when the value is missing or malformed. */
export function decodeConsent(value: string | null | undefined): ConsentChoice | null {
  const m = value ? FORMAT.exec(value) : null;
  if (!m) return null;
  return { version: Number(m[1]), analytics: m[2] === "1", marketing: m[3] === "1", at: Number(m[4]) };
}

/** The choice that counts: one made under the current version; otherwise the banner asks again. */
export function currentConsent(value: string | null | undefined): ConsentChoice | null {
  const choice = decodeConsent(value);
  return choice?.version === CONSENT_VERSION ? choice : null;
}

/** What the banner's and the settings form's buttons send. */
export type ConsentAnswer = "all" | "none" | "custom";

/**
 * A form's answer → the choice: "all" grants both categories, "none" neither, "custom" what is ticked
 * (an unticked checkbox sends nothing, so nothing is granted unless ticked). Null for an unknown answer.
 */
export function choiceFromForm(
  values: { choice?: unknown; analytics?: unknown; marketing?: unknown },
  nowMs: number,
): ConsentChoice | null {
  const at = Math.floor(nowMs / 1000);
  const ticked = (v: unknown) => v === "on" || v === "1" || v === "true";
  switch (values.choice) {
    case "all":
      return { version: CONSENT_VERSION, analytics: true, marketing: true, at };
    case "none":
      return { version: CONSENT_VERSION, analytics: false, marketing: false, at };
    case "custom":
      return {
        version: CONSENT_VERSION,
        analytics: ticked(values.analytics),
        marketing: ticked(values.marketing),
        at,
      };
    default:
      return null;
  }
}

type ConsentValue = "granted" | "denied";
export interface ConsentModeState {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** Google Consent Mode v2 before any choice: everything denied. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** Storage for the necessary cookies only (the cookie policy, § 6): granted from the start. */
export const NECESSARY_STORAGE = { functionality_storage: "granted", security_storage: "granted" } as const;

/** A choice as Consent Mode v2 signals: analytics → analytics_storage; marketing → the three ad signals. */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  if (!choice) return CONSENT_MODE_DEFAULT;
  const ad: ConsentValue = choice.marketing ? "granted" : "denied";
  return {
    ad_storage: ad,
    analytics_storage: choice.analytics ? "granted" : "denied",
    ad_user_data: ad,
    ad_personalization: ad,
  };
}

/** Whether the tag manager may load at all: some category beyond the necessary one was accepted. */
export function allowsTagManager(choice: ConsentChoice | null): boolean {
  return Boolean(choice && (choice.analytics || choice.marketing));
}

/**
 * The page cache's part of the key (server/page-cache.ts): pages differ only by whether the banner is
 * shown, so every decided visitor shares one copy whatever they chose and when.
 */
export function consentCacheKey(value: string | null | undefined): string {
  return currentConsent(value) ? "decided" : "";
}

/**
 * The inline script in the page's head, before any tag: the dataLayer, `gtag`, the Consent Mode default
 * (all denied), and — for a visitor who chose before — the update from the cookie, so that every event
 * queued on this page is read with the visitor's choice.
 */
export function consentModeScript(): string {
  const cookie = new RegExp(
    `(?:^|;\\s*)${CONSENT_COOKIE}=v${CONSENT_VERSION}\\.a([01])\\.m([01])\\.t\\d+(?:;|$)`,
  );
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments)}",
    "window.gtag=gtag;",
    `gtag("consent","default",${JSON.stringify({ ...CONSENT_MODE_DEFAULT, ...NECESSARY_STORAGE })});`,
    `var m=${cookie.toString()}.exec(document.cookie);`,
    'if(m){var a=m[2]==="1"?"granted":"denied";',
    'gtag("consent","update",{ad_storage:a,analytics_storage:m[1]==="1"?"granted":"denied",ad_user_data:a,ad_personalization:a})}',
  ].join("");
}
