import { useLocation } from "react-router";
import { CONSENT_SETTINGS_PATH } from "../../lib/consent.ts";
import { isOfferPath } from "../../lib/offer-path.ts";
import { SiteLink } from "../site-link.tsx";

/**
 * The settings page, told where to come back to when saved. Not from an offer's page: its address is a
 * credential and stays out of other addresses (the offer's page is found again by its link).
 */
export function consentSettingsHref(pathname: string, search: string): string {
  if (pathname === CONSENT_SETTINGS_PATH || isOfferPath(pathname)) return CONSENT_SETTINGS_PATH;
  return `${CONSENT_SETTINGS_PATH}?${new URLSearchParams({ powrot: pathname + search })}`;
}

/** The footer's way back to the cookie choice, on every page. */
export function ConsentSettingsLink() {
  const { pathname, search } = useLocation();
  return <SiteLink to={consentSettingsHref(pathname, search)}>Ustawienia cookies</SiteLink>;
}
