import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { entryAddress } from "@vhs/domain/campaign.ts";
import { EMBED_TOKEN_REFUSED } from "@vhs/domain/embed.ts";
import { SERVED_BY_HEADER } from "@vhs/domain/lead-texts.ts";
import { CROSS_SITE_REFUSED, isAllowedOrigin, isStateChanging } from "@vhs/domain/request-origin.ts";
import type { BrandHosts } from "@vhs/domain/site-brands.ts";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type ApiTransport, createApiClient } from "../app/lib/api.server.ts";
import { createResponseCache } from "../app/lib/cache.server.ts";
import type { ServerContext } from "../app/lib/context.ts";
import { ENTRY_URL_COOKIE, readCookie, serializeCookie } from "../app/lib/cookies.ts";
import type { FragmentCache } from "../app/lib/fragment-cache.server.ts";
import { sendLead, sourcePathOf } from "../app/lib/leads.server.ts";
import { leadFormPage, sentLocation } from "../app/lib/leads.ts";
import { isOfferPath, redactOfferPath } from "../app/lib/offer-path.ts";
import { containerForHost, type TagManagerConfig } from "../app/lib/tag-manager.ts";
import { articleImageRoutes } from "./article-images.ts";
import { clientErrorRoutes } from "./client-errors.ts";
import { acceptsEncoding, compression } from "./compression.ts";
import { consentRoutes } from "./consent.ts";
import { drawnImageRoutes } from "./drawn-images.ts";
import { type EmbedState, embedCookies, embedStateOf, refusalPage } from "./embed.ts";
import { ASSET_CSP, applySecurityHeaders, cspNonce, htmlCsp, STRICT_CSP } from "./headers.ts";
import { answerThroughCache, withoutCacheHeader } from "./page-answer.ts";
import { createPageCache, pageCacheKey } from "./page-cache.ts";
import type { SharedPageStore } from "./shared-page-cache.ts";
import { sitemapRoutes } from "./sitemap.ts";
import { staticFiles } from "./static-files.ts";
import { isSameSitePost, visitorAddress } from "./visitor.ts";

export interface SiteOptions {
  build: ServerBuild;
  transport: ApiTransport;
  /**
   * The API app, mounted under /api in the one-process default (absent when split). It is told the
   * visitor's address in its bindings, never by a header a visitor could forge.
   */
  api?: {
    fetch: (
      request: Request,
      bindings?: { clientAddress?: string | undefined },
    ) => Response | Promise<Response>;
  };
  /** Compress dynamic answers for browsers that accept it (server/compression.ts); default on. */
  compression?: boolean;
  /** Folder of the client build (static assets); absent in tests that need no assets. */
  clientDir?: string;
  publicOrigin: string;
  redirectHosts: string[];
  log?: (fields: Record<string, unknown>) => void;
  /** How long site-wide API data (menu, footer, meta tags) is reused; 0 turns it off. */
  shellCacheTtlMs?: number;
  /** How long a rendered catalogue page is reused (server/page-cache.ts); 0 turns it off. */
  pageCacheTtlMs?: number;
  /** Room for the static HTML of kept parts (app/lib/fragment-cache.server.ts); 0 = draw them every time. */
  fragmentCacheBytes?: number;
  /** Make React Router's routes once per build, not once per answer (app/lib/server-router.server.tsx); default on. */
  sharedRoutes?: boolean;
  /** The page cache's second level shared by every web process (Redis, REDIS_URL); absent = none. */
  sharedPageStore?: SharedPageStore | undefined;
  /** Proxies of ours in front of this server (a load balancer: 1), whose X-Forwarded-For is believed. */
  trustedProxyHops?: number;
  /** Serve the developers' pages (/dev/*): off unless said, so production answers them with the 404. */
  devPages?: boolean;
  /** Google Tag Manager containers by host (production only; absent = no analytics). */
  tagManager?: TagManagerConfig | undefined;
  /** The hosts of the costing and tools brands; absent = every host shows the default site. */
  brandHosts?: BrandHosts | undefined;
  /** The first host label of embed mode (EMBED_HOST_LABEL, docs/embed.md); default "embed". */
  embedLabel?: string;
  /** INSTANCE_ID: sent back as `X-Served-By` on every answer, so tests see which instance answered. */
  instanceId?: string | undefined;
}

const OFF: EmbedState = { mode: "off" };

/** Paths that are never a partner's page: the API (checks its token itself) and the hashed assets. */
function isEmbedFree(path: string): boolean {
  return path === "/api" || path.startsWith("/api/") || path.startsWith("/assets/");
}

/** The host a request was made to (as the browser named it). */
function hostOf(url: string): string {
  return new URL(url).host;
}

/** `/a/b/` → `/a/b`; several leading slashes collapse so the target can never be `//host`. */
/**
 * Paths as logged: the order return link carries a bearer secret in its last segment, an offer's link
 * (/oferta/{token}, /o2/{token}) its token.
 */
export function loggablePath(path: string): string {
  return redactOfferPath(path.replace(/^(\/powrot\/[^/]+\/)[^/]+/, "$1•••"));
}

export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/[/\\]+$/, "");
  return `/${trimmed.replace(/^[/\\]+/, "")}`;
}

/**
 * A path with broken percent-encoding ("/a/%", "/%zz") is an unknown path like any other:
 * escape the stray "%" so React Router renders the Polish 404 instead of a bare 400.
 */
export function repairPercentEncoding(request: Request): Request {
  const url = new URL(request.url);
  try {
    decodeURIComponent(url.pathname);
    return request;
  } catch {
    url.pathname = url.pathname.replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
    try {
      decodeURIComponent(url.pathname);
    } catch {
      // Valid escapes that decode to invalid UTF-8 (e.g. "%C5"): escape every "%".
      url.pathname = url.pathname.replace(/%/g, "%25");
    }
    return new Request(url, request);
  }
}

const DEFAULT_FRAGMENT_CACHE_BYTES = 8 * 1024 * 1024;

const FALLBACK_500 = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Wystąpił błąd</title></head><body><main><h1>Wystąpił nieoczekiwany błąd</h1><p>Przepraszamy, coś poszło nie tak. Spróbuj ponownie za chwilę.</p><p><a href="/">Strona główna</a></p></main></body></html>`;

/** The whole site in one Hono app: API under /api, /srv/*, static assets, server rendering. */
export function createSiteApp(options: SiteOptions) {
  const { build } = options;
  const entry = build.entry.module as unknown as {
    serverContext: Parameters<RouterContextProvider["set"]>[0];
    FragmentCache: typeof FragmentCache;
  };
  const handle = createRequestHandler(build, "production");
  const buildId = build.assets.version;
  const cache = createResponseCache({ ttlMs: options.shellCacheTtlMs ?? 30_000 });
  const fragments = new entry.FragmentCache(options.fragmentCacheBytes ?? DEFAULT_FRAGMENT_CACHE_BYTES);
  const pages = createPageCache({
    ttlMs: options.pageCacheTtlMs ?? 10_000,
    shared: options.sharedPageStore,
  });
  const app = new Hono<{
    Variables: {
      nonce: string;
      requestId: string;
      clientAddress: string | undefined;
      embed: EmbedState;
    };
  }>();
  const ownHosts = [new URL(options.publicOrigin).host];

  // Security headers and a request log line for every response, whatever produced it.
  app.use(async (c, next) => {
    const started = performance.now();
    const nonce = cspNonce();
    c.set("nonce", nonce);
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
    c.set(
      "clientAddress",
      visitorAddress(peer, c.req.header("x-forwarded-for"), options.trustedProxyHops ?? 0),
    );
    const embed = isEmbedFree(c.req.path)
      ? OFF
      : await embedStateOf(c.req.raw, {
          embedLabel: options.embedLabel ?? "embed",
          transport: options.transport,
          cache,
          requestId,
        });
    c.set("embed", embed);
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const isApi = c.req.path === "/api" || c.req.path.startsWith("/api/");
    const isHtml = type.startsWith("text/html") && !isApi;
    const partner = embed.mode === "on" ? embed.partner : null;
    const framedBy = isHtml && partner ? partner.origins : undefined;
    const csp = isHtml
      ? htmlCsp(nonce, {
          tagManager: containerForHost(hostOf(c.req.url), options.tagManager) !== null,
          frameAncestors: framedBy,
          images: partner?.look.logoUrl ? [new URL(partner.look.logoUrl).origin] : undefined,
        })
      : type.startsWith("application/json") || isApi
        ? STRICT_CSP
        : ASSET_CSP;
    const finish = () => {
      applySecurityHeaders(c.res.headers, csp, { framedBy });
      // Inside a partner's frame the site is a third party: its cookies must say so to be kept.
      if (embed.mode === "on") embedCookies(c.res.headers);
    };
    // Responses from fetch handlers may carry immutable headers: copy before changing.
    try {
      finish();
    } catch {
      c.res = new Response(c.res.body, c.res);
      finish();
    }
    c.res.headers.set("X-Request-Id", requestId);
    if (options.instanceId) c.res.headers.set(SERVED_BY_HEADER, options.instanceId);
    // Path only: queries may carry personal data.
    options.log?.({
      requestId,
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  if (options.compression !== false) app.use(compression());

  // Embed mode with an unknown or revoked partner token: nothing of the site is shown (403).
  app.use(async (c, next) => {
    const embed = c.get("embed");
    // Public files (/embed.js itself, the icon) are served whatever token the frame's cookie holds.
    const file = /\/[^/]+\.(?:js|svg|png|ico|txt|css|woff2)$/.test(c.req.path);
    if (embed.mode === "on" && embed.refused && !file)
      return c.html(refusalPage("Dostęp zablokowany", EMBED_TOKEN_REFUSED), 403, {
        "Cache-Control": "no-store",
      });
    await next();
  });

  // Cross-site form posts (ASVS V3.5): a page's actions (React Router) accept a state-changing request
  // from our own pages only, or — in embed mode — from the partner's pages. The API checks its own writes;
  // /srv/* endpoints check theirs with their own answers.
  app.use(async (c, next) => {
    if (!isStateChanging(c.req.method) || isEmbedFree(c.req.path) || c.req.path.startsWith("/srv/"))
      return next();
    const embed = c.get("embed");
    const allowed = isAllowedOrigin(c.req.raw.headers, {
      ownHosts: [...ownHosts, c.req.header("host") ?? ""],
      allowedOrigins: embed.mode === "on" ? (embed.partner?.origins ?? []) : [],
    });
    if (allowed) return next();
    return c.html(refusalPage("Formularz odrzucony", CROSS_SITE_REFUSED), 403, {
      "Cache-Control": "no-store",
    });
  });

  // SPEC §2: a trailing slash is removed by a 301 (query kept). The API's own paths
  // (e.g. /api/v3/cars/) are left alone.
  app.use(async (c, next) => {
    // The raw (still percent-encoded) path: a decoded one could put "\0" in a header.
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (path.length > 1 && (path.endsWith("/") || path.startsWith("//")) && !path.startsWith("/api/")) {
      return c.redirect(withoutTrailingSlash(path) + url.search, 301);
    }
    await next();
  });

  if (options.api) {
    const api = options.api;
    app.all("/api/*", (c) => {
      const url = new URL(c.req.url);
      url.pathname = url.pathname.slice(4);
      return api.fetch(new Request(url, c.req.raw), { clientAddress: c.get("clientAddress") });
    });
  }

  // SPEC §7 "local /srv/notion (dealer contact)": the dealer form posts here — form-encoded without
  // JavaScript, JSON with it — and the lead goes to the API's POST /v3/dealer-lead through the site's own
  // transport. Sent: back to the form's page with ?wyslano=1 (303), or JSON. Refused without JavaScript:
  // a 307 has the browser post the same body to the form's page, which shows the messages with what was
  // typed. Posts from other sites are refused (403).
  app.post(
    "/srv/notion",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ error: true, message: "Treść formularza jest zbyt duża." }, 413),
    }),
    async (c) => {
      const headers = { "Cache-Control": "no-store" };
      if (!isSameSitePost(c.req.raw.headers, [...ownHosts, c.req.header("host") ?? ""]))
        return c.json(
          { error: true, message: "Formularz można wysłać tylko z naszej strony." },
          403,
          headers,
        );
      const api = createApiClient(options.transport, {
        requestId: c.get("requestId"),
        clientAddress: c.get("clientAddress"),
      });
      const asJson = (c.req.header("content-type") ?? "").startsWith("application/json");
      const formData = new FormData();
      try {
        if (asJson) {
          const body = (await c.req.json()) as unknown;
          if (body && typeof body === "object")
            for (const [k, v] of Object.entries(body)) if (typeof v === "string") formData.set(k, v);
        } else for (const [k, v] of await c.req.formData()) if (typeof v === "string") formData.set(k, v);
      } catch {
        return c.json({ error: true, message: "Nieprawidłowa treść formularza." }, 400, headers);
      }
      const { status, answer } = await sendLead(api, "dealer", formData, c.req.header("cookie") ?? null);
      if (asJson) return c.json(answer, status as 200, headers);
      if (answer.ok) return c.redirect(sentLocation(sourcePathOf(formData, "/dla-dealera")), 303);
      return c.redirect(leadFormPage("dealer"), 307);
    },
  );

  // The cookie banner's and settings page's form without JavaScript (server/consent.ts).
  app.route("/", consentRoutes({ ownHosts }));

  app.get("/srv/ver", (c) => c.json({ ver: buildId }, 200, { "Cache-Control": "no-store" }));
  app.get("/srv/date", (c) =>
    c.json({ date: new Date().toISOString() }, 200, { "Cache-Control": "no-store" }),
  );
  app.route("/", clientErrorRoutes({ transport: options.transport, ownHosts }));

  // robots.txt names this origin's sitemap, so both are answered here rather than from public/.
  app.route("/", sitemapRoutes({ transport: options.transport, publicOrigin: options.publicOrigin }));

  // The car drawings and brand marks; the blog's and press office's covers (SVG, and PNG for Open Graph).
  app.route("/", drawnImageRoutes());
  app.route("/", articleImageRoutes());

  if (options.clientDir) app.use(staticFiles(options.clientDir));

  /** Server rendering of one request; `renderedKeys` collects the page's per-answer values. */
  function render(
    request: Request,
    nonce: string,
    requestId: string,
    clientAddress?: string,
    embed: EmbedState = OFF,
  ) {
    const renderedKeys: string[] = [];
    const context: ServerContext = {
      transport: options.transport,
      nonce,
      requestId,
      clientAddress,
      publicOrigin: options.publicOrigin,
      buildId,
      redirectHosts: options.redirectHosts,
      cache,
      renderedKeys,
      devPages: options.devPages ?? false,
      tagManager: options.tagManager,
      brandHosts: options.brandHosts,
      embed: embed.mode === "on" ? { token: embed.token, partner: embed.partner } : null,
      served: { document: !new URL(request.url).pathname.endsWith(".data"), data: new Map() },
      fragments,
      sharedRoutes: options.sharedRoutes ?? true,
    };
    const loadContext = new RouterContextProvider(new Map([[entry.serverContext, context]]));
    return { rendered: handle(request, loadContext), renderedKeys };
  }

  app.all("*", async (c) => {
    const request = repairPercentEncoding(c.req.raw);
    const nonce = c.get("nonce");
    const requestId = c.get("requestId");
    const embed = c.get("embed");
    // A partner's pages are never kept for others (their look, their cookies).
    const key = pages.enabled && embed.mode === "off" ? pageCacheKey(request) : null;
    let response: Response;
    if (key) {
      const gzip =
        options.compression !== false && acceptsEncoding(request.headers.get("accept-encoding"), "gzip");
      response = await answerThroughCache(
        pages,
        key,
        request,
        nonce,
        (r, n) => render(r, n, requestId),
        gzip,
      );
    } else {
      // The visitor's address goes with renders made for this visitor alone (every POST, so every form
      // action); pages kept for everyone are made without it.
      const rendered = await render(request, nonce, requestId, c.get("clientAddress"), embed).rendered;
      response = withoutCacheHeader(rendered);
    }
    // SPEC §2: the first entry URL is stored in a cookie (here, so that cached pages set it too): its path
    // and campaign keys only — never a partner's token or anything else the query carried.
    const url = new URL(request.url);
    const isDocument =
      request.method === "GET" &&
      !url.pathname.endsWith(".data") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    // An offer's link is a credential: never remembered as the entry address.
    if (
      isDocument &&
      !isOfferPath(url.pathname) &&
      !readCookie(request.headers.get("cookie"), ENTRY_URL_COOKIE)
    ) {
      response.headers.append(
        "Set-Cookie",
        serializeCookie(ENTRY_URL_COOKIE, entryAddress(url.pathname, url.search), {
          maxAge: 60 * 60 * 24 * 30,
          secure: url.protocol === "https:",
        }),
      );
    }
    return response;
  });

  app.onError((err, c) => {
    options.log?.({
      level: "error",
      msg: "unhandled",
      requestId: c.get("requestId"),
      path: loggablePath(c.req.path),
      error: err.name,
    });
    return c.html(FALLBACK_500, 500);
  });

  return app;
}
