import type { EmbedConfig } from "@vhs/domain/embed-constants.ts";
import { type ComponentType, createContext, type ReactNode } from "react";

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
  /** A partner's header and footer in embed mode (components/embed/embed-shell.tsx). */
  embedShell: (partner: EmbedConfig, path: string) => { header: string; footer: string };
  /** The page's scripts, its JavaScript fetched after the first paint (lib/boot-scripts.server.tsx). */
  scripts: ReactNode;
  /** Data this page's loaders rendered without sending it for hydration (lib/served-data.ts). */
  served: Map<string, unknown>;
  /**
   * The static HTML of a part the browser keeps as served: `component` drawn with `props`, once for each
   * name and props and then reused (lib/fragment-cache.server.ts). The component must be drawn from its
   * props alone — no hooks, no context — as the props are the key. `by` says what the props hold more
   * cheaply than serialising them, for a part drawn again and again from the same object: that object,
   * never changed, and a key for the rest of the props.
   */
  fragment: <P extends object>(
    name: string,
    component: ComponentType<P>,
    props: P,
    by?: { object: object; rest: string },
  ) => string;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
