// The visitor's choice in the browser: stored in the same cookie the no-JavaScript form sets, told to
// Consent Mode, and the tag manager loaded (or withdrawn cookies removed) at once, without a reload.
// Loaded on demand (the banner's answer, the settings page, analytics-start.ts): never in the first load.

import {
  allowsTagManager,
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE_S,
  type ConsentChoice,
  choiceFromForm,
  currentConsent,
  encodeConsent,
} from "./consent.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import {
  clearWithdrawnCookies,
  loadTagManager,
  tagManagerRequested,
  updateConsentMode,
} from "./tag-manager.ts";

/** The choice stored in this browser, if it counts (the current version). */
export function storedConsent(): ConsentChoice | null {
  return currentConsent(readCookie(document.cookie, CONSENT_COOKIE));
}

function queue(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** A page with a stored choice that allows it: the tag manager loads (after hydration, so never first). */
export function startTagManager(container: string | null): void {
  const choice = storedConsent();
  if (container && allowsTagManager(choice)) loadTagManager(document, queue(), container);
}

/** Stores the choice made with JavaScript and applies it to this page. */
export function chooseConsent(choice: ConsentChoice, container: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = serializeCookie(CONSENT_COOKIE, encodeConsent(choice), {
    maxAge: CONSENT_MAX_AGE_S,
    secure: window.location.protocol === "https:",
  });
  updateConsentMode(queue(), choice, tagManagerRequested(document));
  if (container && allowsTagManager(choice)) loadTagManager(document, queue(), container);
  clearWithdrawnCookies(document, window.location.hostname, choice);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/** The banner's answer ("all" or "none") as a choice made now. */
export function answerChoice(answer: "all" | "none"): ConsentChoice {
  return choiceFromForm({ choice: answer }, Date.now())!;
}
