import { DEFAULT_DESCRIPTION, DEFAULT_H1, DEFAULT_TITLE } from "@vhs/domain/site.ts";
import { brandTitle, SITE_BRANDS, siteBrandOf } from "@vhs/domain/site-brands.ts";
import { lazy, Suspense, useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaDescriptor,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ChatDock } from "./components/chat/chat-dock.tsx";
import { Analytics } from "./components/consent/analytics.tsx";
import { ConsentBannerSlot } from "./components/consent/consent-banner-slot.tsx";
import { ConsentModeScript } from "./components/consent/consent-mode-script.tsx";
import { ErrorPage, errorPageTitle } from "./components/error-page.tsx";
import { Footer, type FooterData } from "./components/footer.tsx";
import { Header, type MenuBrand } from "./components/header.tsx";
import { KeptPart } from "./components/kept-as-served.tsx";
import { LeasingDrawer } from "./components/leasing-drawer.tsx";
import { LoadingBar } from "./components/loading-bar.tsx";
import { PageLifecycle, useBoundaryErrorReport } from "./components/page-lifecycle.tsx";
import { ServedMarkup } from "./components/served-markup.tsx";
import { shellVariantOf } from "./components/shell-variants.tsx";
import { type ApiResult, createApiClient } from "./lib/api.server.ts";
import { readCarLists } from "./lib/car-lists.ts";
import { CONSENT_COOKIE, currentConsent } from "./lib/consent.ts";
import { apiContext, serverContext } from "./lib/context.ts";
import {
  EMBED_ATTRIBUTE,
  EMBED_TOKEN_COOKIE,
  readCookie,
  serializeCookie,
  validEmbedToken,
} from "./lib/cookies.ts";
import { useHydrated } from "./lib/hydrated.ts";
import { knownPaths } from "./lib/known-paths.server.ts";
import { loadLeasingShell } from "./lib/leasing.server.ts";
import { isPrivatePagePath } from "./lib/offer-path.ts";
import { servedAside, useServedData } from "./lib/served-data.ts";
import { ServerRenderContext } from "./lib/server-render.ts";
import { containerForHost } from "./lib/tag-manager.ts";

/**
 * Per request: the API client. In embed mode (docs/embed.md) it carries the partner's token, which the
 * page's query moves into a cookie; elsewhere no token is sent. The first-entry cookie is the outer
 * server's (server/app.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const server = context.get(serverContext);
    const url = new URL(request.url);
    const embedToken = server.embed?.partner ? server.embed.token : null;
    context.set(
      apiContext,
      createApiClient(server.transport, {
        embedToken,
        requestId: server.requestId,
        clientAddress: server.clientAddress,
      }),
    );
    const response = await next();
    const fromCookie = validEmbedToken(readCookie(request.headers.get("cookie"), EMBED_TOKEN_COOKIE));
    if (embedToken && embedToken !== fromCookie) {
      // Made SameSite=None; Secure; Partitioned by the outer server, like every cookie of a partner's frame.
      response.headers.append(
        "Set-Cookie",
        serializeCookie(EMBED_TOKEN_COOKIE, embedToken, {
          httpOnly: true,
          secure: url.protocol === "https:",
        }),
      );
    }
    return response;
  },
];

interface MetaTags {
  title: string;
  description: string;
  h1: string | null;
}

/** Every page's tags: title, description, Open Graph, the canonical address (routes may replace them). */
function rootTags(title: string, description: string, siteName: string, canonical: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "pl_PL" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
  ];
}

/** The meta tags of a path with none of its own, as the API answers them. */
const DEFAULT_TAGS: MetaTags = { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, h1: DEFAULT_H1 };
const DEFAULT_META: ApiResult<MetaTags> = { error: false, status: 200, data: DEFAULT_TAGS };

/**
 * The meta tags stored for a path: asked of the API only for a path that has some (lib/known-paths.server.ts),
 * the defaults the API would answer for any other.
 */
async function storedMeta(context: Route.LoaderArgs["context"], path: string): Promise<ApiResult<MetaTags>> {
  const known = await knownPaths(context);
  // The API failed: the shell goes on as when the meta tags fail, without waiting for them too.
  if (known.error) return known;
  if (known.data && !known.data.meta.has(path)) return DEFAULT_META;
  const server = context.get(serverContext);
  const api = context.get(apiContext);
  return server.cache.get(`meta:${path}`, () => api.post<MetaTags>("/v3/meta-tags", {}, { url: path }));
}

/** The shell's data. Failures degrade to defaults: the shell itself never needs the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const server = context.get(serverContext);
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";
  const [meta, brands, footer, links, leasing] = await Promise.all([
    // An offer's token is not sent on (nor kept as a cache key), and neither is an order's address: their
    // pages have meta of their own.
    isPrivatePagePath(path)
      ? Promise.resolve({ error: true as const, status: 404, body: null })
      : storedMeta(context, path),
    server.cache.get("menu-brands", () => api.get<MenuBrand[]>("/v3/menu-brands")),
    server.cache.get("footer", () => api.get<FooterData>("/v3/footer")),
    server.cache.get("footer-links", () => api.get<{ label: string; href: string }[]>("/footer-links")),
    // The visitor's leasing parameters (cookie vhs_f) and the current rates, for every instalment.
    loadLeasingShell(request, context),
  ]);
  // The brand of this host (the costing or tools brand, or the default site): its look, menu and meta defaults.
  const brand = SITE_BRANDS[siteBrandOf(url.host, server.brandHosts)];
  const found = meta.error ? null : meta.data;
  const footerData = footer.error ? null : footer.data;
  const pageMeta: MetaTags =
    brand.key !== "default" && (path === "/" || !found)
      ? { ...brand.meta, h1: found?.h1 ?? DEFAULT_H1 }
      : found
        ? { ...found, title: brandTitle(found.title, brand) }
        : DEFAULT_TAGS;
  return {
    meta: pageMeta,
    // The site-wide tags (built here, on the server: the browser only reads them on each navigation).
    head: rootTags(pageMeta.title, pageMeta.description, brand.name, server.publicOrigin + path),
    siteBrand: {
      key: brand.key,
      name: brand.name,
      shortName: brand.shortName,
      tagline: brand.tagline,
      logoIcon: brand.logoIcon,
      // The default site's colours are app/theme.css's own: only another brand's go over them.
      colours: brand.key === "default" ? null : brand.colours,
      menu: brand.menu,
      brandsMenu: brand.brandsMenu,
    },
    // The brands menu is the same on every page: drawn on the server and kept as served when there is one.
    menuBrands:
      brands.error || brands.data.length === 0 ? [] : servedAside(context, SERVED_MENU_BRANDS, brands.data),
    // The contact and copyright lines serve other parts too (the header, the slim shell, the home page);
    // the footer's link columns are drawn on the server and kept as served (lib/served-data.ts).
    footer: footerData && { contact: footerData.contact, copyright: footerData.copyright },
    footerColumns: servedAside(context, SERVED_FOOTER_COLUMNS, footerData?.columns ?? []),
    footerLinks: links.error ? [] : links.data,
    leasing,
    // The visitor's favourites and comparison (cookies vhs_fav, vhs_cmp): hearts and the header count.
    carLists: readCarLists(request.headers.get("cookie")),
    canonical: server.publicOrigin + path,
    buildId: server.buildId,
    // Whether the visitor answered the cookie banner (not what: cached pages are shared by all who did).
    consentDecided: currentConsent(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)) !== null,
    // This host's tag manager container; null in development or when none is configured (SPEC §9).
    tagManager: containerForHost(url.host, server.tagManager),
    // A partner's look and screens in embed mode (docs/embed.md); null elsewhere.
    embed: server.embed?.partner ?? null,
  };
}

const SERVED_FOOTER_COLUMNS = "footer-columns";
const SERVED_MENU_BRANDS = "menu-brands";

/** The status an error boundary shows: a thrown response's own, otherwise 500. */
function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  // An error page's title comes from here rather than from the boundary's markup, so the document has one
  // <title>. It is no page of its own: no canonical address, not indexed.
  if (error) {
    return [
      { title: errorPageTitle(errorStatus(error)) },
      { name: "description", content: DEFAULT_DESCRIPTION },
      { name: "robots", content: "noindex" },
    ];
  }
  return loaderData?.head ?? [];
}

/**
 * The slim header and footer of the order and offer pages, fetched by those pages only. No Suspense
 * boundary: the server waits for the module (the HTML is whole, also without JavaScript) and hydration
 * waits for it too, instead of showing a fallback.
 */
const SlimHeader = lazy(() => import("./components/slim-shell.tsx").then((m) => ({ default: m.SlimHeader })));
const SlimFooter = lazy(() => import("./components/slim-shell.tsx").then((m) => ({ default: m.SlimFooter })));

/** Embed mode's messages to the partner's page: nothing to render, so fetched once the page runs. */
const EmbedBridgeSlot = lazy(() => import("./components/embed/embed-bridge-slot.tsx"));

/** The brand's colours as the design tokens' variables (app/theme.css), over the default site's. */
function brandStyle(colours: Record<50 | 100 | 600 | 700 | 800, string>): React.CSSProperties {
  return Object.fromEntries(
    Object.entries(colours).map(([shade, hex]) => [`--color-brand-${shade}`, hex]),
  ) as React.CSSProperties;
}

/**
 * The partner frame's messages, once the page runs JavaScript. A component of its own: the layout itself
 * would otherwise be drawn again, header and footer with it, in one task right after hydration.
 */
function EmbedBridgeOnceHydrated({ origins }: { origins: readonly string[] }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <EmbedBridgeSlot origins={origins} />
    </Suspense>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const variant = shellVariantOf(useMatches().map((m) => m.handle));
  const siteBrand = rootData?.siteBrand;
  const embed = rootData?.embed ?? null;
  // A partner's header and footer as the server rendered them (the browser keeps them as served).
  const server = useContext(ServerRenderContext);
  const { pathname } = useLocation();
  const embedShell = embed && server ? server.embedShell(embed, pathname) : undefined;
  const menuBrands = useServedData(SERVED_MENU_BRANDS, rootData?.menuBrands ?? null);
  const footerColumns = useServedData(SERVED_FOOTER_COLUMNS, rootData?.footerColumns ?? null);
  return (
    <html
      lang="pl"
      data-brand={siteBrand?.key}
      style={siteBrand?.colours ? brandStyle(siteBrand.colours) : undefined}
      {...(embed ? { [EMBED_ATTRIBUTE]: "" } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteBrand?.colours?.[600] ?? "#0a66a8"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {rootData?.tagManager && <ConsentModeScript />}
        <Meta />
        <Links />
      </head>
      {/* In a partner's frame the body is as tall as its content: the frame is sized to it. */}
      <body className={`flex flex-col bg-white text-slate-900 antialiased${embed ? "" : " min-h-screen"}`}>
        <LoadingBar />
        <Analytics container={rootData?.tagManager ?? null} />
        {embed ? (
          <ServedMarkup html={embedShell?.header} />
        ) : variant === "default" ? (
          <Header
            siteBrand={siteBrand}
            brands={rootData ? menuBrands : []}
            brandsKept={rootData?.menuBrands === null}
            favourites={rootData?.carLists.favourites.length ?? 0}
            compare={rootData?.carLists.compare ?? []}
            contact={rootData?.footer?.contact}
          />
        ) : (
          <SlimHeader variant={variant} phone={rootData?.footer?.contact.phone} />
        )}
        {/* Below the header: the skip link and the menu come first in the tab order, the banner before the content. */}
        <ConsentBannerSlot
          decided={rootData?.consentDecided ?? true}
          container={rootData?.tagManager ?? null}
        />
        <div className="flex-1">{children}</div>
        {embed ? (
          <ServedMarkup html={embedShell?.footer} />
        ) : variant === "default" ? (
          <KeptPart
            name="footer"
            component={Footer}
            props={
              footerColumns && {
                columns: footerColumns,
                footer: rootData?.footer ?? null,
                links: rootData?.footerLinks ?? [],
                tagline: siteBrand?.key === "default" ? null : (siteBrand?.tagline ?? null),
              }
            }
            kept={rootData?.footerColumns === null}
            sticky
          />
        ) : (
          <SlimFooter links={rootData?.footerLinks ?? []} copyright={rootData?.footer?.copyright} />
        )}
        <LeasingDrawer />
        {embed ? <EmbedBridgeOnceHydrated origins={embed.origins} /> : <ChatDock />}
        <ScrollRestoration />
        {/* On the server, React Router's scripts as written to load the page's JavaScript after its first paint. */}
        {server ? server.scripts : <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <PageLifecycle />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useBoundaryErrorReport(error);
  return <ErrorPage status={errorStatus(error)} />;
}
