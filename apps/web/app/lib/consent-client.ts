// The visitor's choice in the browser: stored in the same cookie the no-JavaScript form sets, told to
// Consent Mode, and the tag manager loaded (or withdrawn cookies removed) at once, without a reload.

import { useSyncExternalStore } from "react";
import {
  allowsTagManager,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  type ConsentChoice,
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

let chosenHere = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the visitor answered the banner on this page (it then gives way to a short confirmation). */
export function useChosenHere(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => chosenHere,
    () => false,
  );
}

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
  chosenHere = true;
  for (const listener of listeners) listener();
}
