import { useContext } from "react";
import { consentModeScript } from "../../lib/consent.ts";
import { CspNonce } from "../../lib/nonce.ts";

const SCRIPT = consentModeScript();

/**
 * Google Consent Mode v2's defaults (all denied) before any tag, in the page's head with this answer's
 * nonce; only on hosts with a tag manager container. The browser hides a nonce from the DOM, hence the
 * suppressed hydration warning.
 */
export function ConsentModeScript() {
  const nonce = useContext(CspNonce);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
