import { createContext } from "react";

/**
 * What only the server's render has (entry.server.tsx provides it; null in the browser): this answer's CSP
 * nonce and the HTML of the pieces the browser keeps as served (the Consent Mode script, the cookie banner,
 * the chat's link), so that none of their code or text is part of the JavaScript bundle.
 */
export interface ServerRender {
  nonce: string;
  consentModeScript: string;
  consentBanner: (back: string) => string;
  chatLink: string;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
