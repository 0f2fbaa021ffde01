import { CONSENT_SETTINGS_PATH } from "../../lib/consent-constants.ts";
import { SiteLink } from "../site-link.tsx";

/**
 * The footer's way back to the cookie choice, on every page. The settings page comes back to the page
 * it was opened from (its Referer), so the link itself is the same everywhere.
 */
export function ConsentSettingsLink() {
  return <SiteLink to={CONSENT_SETTINGS_PATH}>Ustawienia cookies</SiteLink>;
}
