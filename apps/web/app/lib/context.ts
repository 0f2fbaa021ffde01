import type { EmbedConfig } from "@vhs/domain/embed-constants.ts";
import type { BrandHosts } from "@vhs/domain/site-brands.ts";
import { createContext } from "react-router";
import type { ApiClient, ApiTransport } from "./api.server.ts";
import type { ResponseCache } from "./cache.server.ts";
import type { FragmentCache } from "./fragment-cache.server.ts";
import type { TagManagerConfig } from "./tag-manager.ts";

/** What the process gives every request: set by the outer server (server/app.ts). */
export interface ServerContext {
  transport: ApiTransport;
  /** CSP nonce for this HTML response. */
  nonce: string;
  /** Correlates the web's and the API's log lines for one page request. */
  requestId: string;
  /** The visitor's address as the outer server determined it (TRUSTED_PROXY_HOPS), for the API's form limits. */
  clientAddress?: string | undefined;
  /** Public origin for canonical and Open Graph URLs. */
  publicOrigin: string;
  buildId: string;
  /** Hosts that route-data redirects may send a visitor to. */
  redirectHosts: string[];
  /** Site-wide, non-personal API data (menu, footer, meta tags): one cache per site app. */
  cache: ResponseCache;
  /** Per-answer values rendered into this page (lib/response-tokens.ts), for the page cache. */
  renderedKeys?: string[];
  /** The developers' pages (/dev/komponenty) answer; false in production (NODE_ENV=production). */
  devPages?: boolean;
  /** Tag manager containers by host; absent in development or without a container (no analytics). */
  tagManager?: TagManagerConfig | undefined;
  /** The hosts of the costing and tools brands (packages/domain/src/site-brands.ts); absent = the default site only. */
  brandHosts?: BrandHosts | undefined;
  /**
   * Embed mode (docs/embed.md): null on every other host; on an embed host the token in use and its
   * partner (null without a token). Decided by the outer server (server/embed.ts).
   */
  embed?: { token: string | null; partner: EmbedConfig | null } | null;
  /**
   * Whether this request asks for a whole page (not a client navigation's `.data`), and the data its
   * loaders rendered without sending it for hydration (lib/served-data.ts).
   */
  served?: { document: boolean; data: Map<string, unknown> };
  /** The static HTML of kept parts, reused across answers (lib/fragment-cache.server.ts); absent = drawn every time. */
  fragments?: FragmentCache;
  /** React Router's routes made once per build rather than per answer (lib/server-router.server.tsx); default on. */
  sharedRoutes?: boolean;
}

export const serverContext = createContext<ServerContext>();

/** The API client for this request (with the embed token, when present). */
export const apiContext = createContext<ApiClient>();
