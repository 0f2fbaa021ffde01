import { useContext } from "react";
import { ServerRenderContext } from "../../lib/server-render.ts";

/**
 * Google Consent Mode v2's defaults (all denied) before any tag, in the page's head with this answer's
 * nonce; only on hosts with a tag manager container. Its text comes from the server's render
 * (lib/consent.ts, consentModeScript) and the browser keeps it as served: nothing of it is in the bundle.
 * The browser also hides a nonce from the DOM, hence the suppressed hydration warning.
 */
export function ConsentModeScript() {
  const server = useContext(ServerRenderContext);
  return (
    <script
      nonce={server?.nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input
      dangerouslySetInnerHTML={{ __html: server?.consentModeScript ?? "" }}
    />
  );
}
