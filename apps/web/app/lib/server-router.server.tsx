import { Fragment, type ReactElement, Suspense } from "react";
import {
  type EntryContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  ServerRouter,
  StaticRouterProvider,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
} from "react-router";

/**
 * React Router's `ServerRouter` with the site's routes made once per build instead of once per answer.
 *
 * For every document, `ServerRouter` builds the route tree from the build's manifest (a route object and
 * React elements for the component, error boundary and fallback of each of the site's routes), then
 * `createStaticRouter` converts that whole tree into data routes again. Neither depends on the request:
 * only the matches, the loader data and the location do. On this site's 70-odd routes that was 4–7 % of a
 * rendered page's CPU (docs/benchmarks.md). Here the converted routes are taken once, from what the stock
 * `ServerRouter` returns for the first answer, and each answer gets a static router over them, made as
 * `createStaticRouter` makes one.
 *
 * React Router does not export the pieces (`createServerRoutes`, `StreamTransfer`), so they are read from
 * the element tree `ServerRouter` returns. If a release reshapes that tree, the stock `ServerRouter` is
 * used for every answer, as before, with one warning in the log; server-router.test.ts fails so that the
 * upgrade is noticed.
 */

type StaticHandlerContext = EntryContext["staticHandlerContext"];
/** React Router's static data router: a plain object whose shape its renderers read. */
type StaticRouter = Record<string, unknown> & {
  routes: unknown[];
  manifest: Record<string, unknown>;
  createHref: unknown;
  encodeLocation: unknown;
  state: { location: unknown };
};
interface RouteMatchLike {
  route: { id: string };
}
interface Prepared {
  routes: unknown[];
  manifest: Record<string, { id: string } | undefined>;
  createHref: unknown;
  encodeLocation: unknown;
  StreamTransfer: (props: Record<string, unknown>) => ReactElement | null;
}

/**
 * Per build (its assets manifest, the one object React Router hands every answer of a build; the route
 * modules object is made anew for each), what every answer shares; null when the tree was not understood.
 */
const preparedByBuild = new WeakMap<object, Prepared | null>();
let warned = false;

function asElement(value: unknown): ReactElement<Record<string, unknown>> | null {
  return value !== null && typeof value === "object" && "type" in value && "props" in value
    ? (value as ReactElement<Record<string, unknown>>)
    : null;
}

/** The shared pieces, read from the tree the stock ServerRouter draws for a copy of this answer's context. */
function prepare(context: EntryContext, url: string): Prepared | null {
  const probe: EntryContext = {
    ...context,
    staticHandlerContext: { ...context.staticHandlerContext },
    // A stream of its own, so that the probe's reader locks nothing of this answer's.
    serverHandoffStream: new ReadableStream(),
  };
  const tree = asElement(ServerRouter({ context: probe, url }));
  const [framework, transfer] = (tree?.props.children as unknown[] | undefined) ?? [];
  const boundary = asElement(asElement(framework)?.props.children);
  const provider = asElement(boundary?.props.children);
  const streamTransfer = asElement(asElement(transfer)?.props.children);
  const router = provider?.props.router as StaticRouter | undefined;
  if (
    tree?.type !== Fragment ||
    boundary?.type !== RemixErrorBoundary ||
    provider?.type !== StaticRouterProvider ||
    typeof streamTransfer?.type !== "function" ||
    !Array.isArray(router?.routes) ||
    typeof router.manifest !== "object" ||
    typeof router.createHref !== "function" ||
    typeof router.encodeLocation !== "function"
  )
    return null;
  return {
    routes: router.routes,
    manifest: router.manifest as Prepared["manifest"],
    createHref: router.createHref,
    encodeLocation: router.encodeLocation,
    StreamTransfer: streamTransfer.type as Prepared["StreamTransfer"],
  };
}

function preparedFor(context: EntryContext, url: string): Prepared | null {
  const key = context.manifest;
  let prepared = preparedByBuild.get(key);
  if (prepared === undefined) {
    prepared = prepare(context, url);
    preparedByBuild.set(key, prepared);
    if (!prepared && !warned) {
      warned = true;
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "routes are made for every answer: React Router's ServerRouter was not understood",
        }),
      );
    }
  }
  return prepared;
}

/** How many answers were drawn over the shared routes, and how many made their own, since the start. */
const counts = { shared: 0, own: 0 };
export function sharedRoutesCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/** What `createStaticRouter` makes, over routes made once. */
function staticRouter(prepared: Prepared, context: StaticHandlerContext, future: unknown): StaticRouter {
  const manifest = prepared.manifest;
  const mapRouteMatch = <M extends RouteMatchLike>(match: M) => ({
    ...match,
    route: manifest[match.route.id] ?? match.route,
  });
  const matches = (context.matches as RouteMatchLike[]).map(mapRouteMatch);
  const matchRoutes = (context as unknown as { _match: (location: unknown) => RouteMatchLike[] | null })
    ._match;
  const futureFlags = { ...(future as object) };
  const stateless = (method: string) => () => {
    throw new Error(`You cannot use router.${method}() on the server because it is a stateless environment`);
  };
  return {
    get basename() {
      return context.basename;
    },
    get future() {
      return futureFlags;
    },
    get state() {
      return {
        historyAction: "POP",
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: IDLE_NAVIGATION,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: "idle",
        fetchers: new Map(),
        blockers: new Map(),
      };
    },
    get routes() {
      return prepared.routes;
    },
    get manifest() {
      return manifest;
    },
    get window() {
      return undefined;
    },
    match(location: unknown) {
      return matchRoutes(location)?.map(mapRouteMatch) ?? null;
    },
    initialize: stateless("initialize"),
    subscribe: stateless("subscribe"),
    enableScrollRestoration: stateless("enableScrollRestoration"),
    navigate: stateless("navigate"),
    fetch: stateless("fetch"),
    revalidate: stateless("revalidate"),
    createHref: prepared.createHref,
    encodeLocation: prepared.encodeLocation,
    getFetcher() {
      return IDLE_FETCHER;
    },
    deleteFetcher: stateless("deleteFetcher"),
    resetFetcher: stateless("resetFetcher"),
    dispose: stateless("dispose"),
    getBlocker() {
      return IDLE_BLOCKER;
    },
    deleteBlocker: stateless("deleteBlocker"),
    patchRoutes: stateless("patchRoutes"),
    _internalFetchControllers: new Map(),
    _internalSetRoutes: stateless("_internalSetRoutes"),
    _internalSetStateDoNotUseOrYouWillBreakYourApp: stateless(
      "_internalSetStateDoNotUseOrYouWillBreakYourApp",
    ),
  } as unknown as StaticRouter;
}

/** `ServerRouter`, drawing the same document over routes made once per build. */
export function SharedRoutesServerRouter({
  context,
  url,
  nonce,
}: {
  context: EntryContext;
  url: string;
  nonce?: string;
}) {
  const prepared = preparedFor(context, url);
  if (!prepared) {
    counts.own++;
    return <ServerRouter context={context} url={url} nonce={nonce} />;
  }
  counts.shared++;
  const { manifest, routeModules } = context;
  const handler = context.staticHandlerContext;
  // As ServerRouter does: a route whose client loader runs at hydration gets no server data in the page.
  handler.loaderData = { ...handler.loaderData };
  for (const match of handler.matches) {
    const routeId = match.route.id;
    const route = routeModules[routeId];
    const manifestRoute = manifest.routes[routeId];
    if (
      route &&
      manifestRoute &&
      shouldHydrateRouteLoader(routeId, route.clientLoader, manifestRoute.hasLoader, context.isSpaMode) &&
      (route.HydrateFallback || !manifestRoute.hasLoader)
    )
      delete handler.loaderData[routeId];
  }
  const router = staticRouter(prepared, handler, context.future);
  const { StreamTransfer } = prepared;
  return (
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          criticalCss: context.criticalCss,
          serverHandoffString: context.serverHandoffString,
          future: context.future,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
          nonce,
          serializeError: context.serializeError,
          renderMeta: context.renderMeta,
        }}
      >
        <RemixErrorBoundary location={router.state.location as never}>
          <StaticRouterProvider router={router as never} context={handler} hydrate={false} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {context.serverHandoffStream ? (
        <Suspense>
          <StreamTransfer
            context={context}
            identifier={0}
            reader={context.serverHandoffStream.getReader()}
            textDecoder={new TextDecoder()}
            nonce={nonce}
          />
        </Suspense>
      ) : null}
    </>
  );
}
