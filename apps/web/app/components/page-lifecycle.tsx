import { lazy, Suspense, useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  type NavigateFunction,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from "react-router";
import { emit } from "../lib/events.ts";
import { useHydrated } from "../lib/hydrated.ts";
import { redactOfferPath } from "../lib/offer-path.ts";
import type { EarlyError } from "../lib/page-watch.ts";
import { getUiState, openDrawer, resetUiState, setUiState, useUiState } from "../lib/ui-store.ts";
import { scheduleManifestPrefetch, shouldReloadAfterChunkError } from "../lib/version.ts";

/** The page's watch (lib/page-watch.ts): one chunk, fetched once, right after hydration. */
let watch: Promise<typeof import("../lib/page-watch.ts")> | undefined;
const loadWatch = () => (watch ??= import("../lib/page-watch.ts"));
/**
 * Runs `use` once the watch is here. A chunk that cannot be fetched (a deploy removed it) reaches the
 * reload guard below and leaves nothing to run, and no unhandled rejection.
 */
const withWatch = (use: (m: Awaited<ReturnType<typeof loadWatch>>) => void) =>
  void loadWatch().then(
    (m) => m && use(m),
    () => {},
  );
const UpdateNoticeBody = lazy(() => loadWatch().then((m) => ({ default: m.UpdateNoticeBody })));

/** The new-version notice's live region: in the document from the start, filled when a new build is found. */
function UpdateNotice() {
  const { reloadOnNextNavigation } = useUiState();
  return (
    <div role="status" aria-live="polite" className="update-notice">
      {reloadOnNextNavigation ? (
        <Suspense fallback={null}>
          <UpdateNoticeBody />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The root error boundary: what it caught (not a 404 or another answer a loader threw) is reported. */
export function useBoundaryErrorReport(error: unknown): void {
  useEffect(() => {
    if (!isRouteErrorResponse(error)) withWatch((m) => m.reportError("boundary", error));
  }, [error]);
}

/** Phone width threshold (SPEC §9) and the delayed top scroll on brand/search pages. */
export const PHONE_MAX_WIDTH = 600;
export const MOBILE_SCROLL_DELAY_MS = 250;
export const MOBILE_SCROLL_OFFSET_PX = 155;

interface RouteHandle {
  openLeasingDrawer?: boolean;
  /**
   * Brand and search pages: on a phone, scroll to [data-scroll-anchor] after 250 ms — only when the
   * visitor asked for another list on the same page (filters, sort, paging), never on arriving.
   */
  mobileScrollAnchor?: boolean;
}

function lastHandle(matches: ReturnType<typeof useMatches>): RouteHandle {
  const merged: RouteHandle = {};
  for (const m of matches) Object.assign(merged, (m.handle as RouteHandle | undefined) ?? {});
  return merged;
}

/**
 * In-page navigation for plain internal links (components/site-link.tsx), as React Router's `<Link>` does
 * it: a plain left click without modifier keys on a same-origin `a[data-discover]` that opens in this
 * window and is not a download; going to the address already shown replaces the history entry. Clicks a
 * `<Link>` (or anything else) already handled are left alone.
 */
export function linkClickTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target as Element | null;
  const anchor = target?.closest?.("a[data-discover]");
  if (anchor?.tagName !== "A") return null;
  const a = anchor as HTMLAnchorElement;
  if ((a.target && a.target !== "_self") || a.hasAttribute("download") || a.origin !== origin) return null;
  return a.pathname + a.search + a.hash;
}

function useLinkNavigation(navigate: NavigateFunction) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const to = linkClickTarget(event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(to, { replace: to === pathname + search + hash });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** Site-wide page lifecycle (SPEC §2, §4), rendered once in the root layout. */
export function PageLifecycle() {
  const navigate = useNavigate();
  useLinkNavigation(navigate);
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const previousState = useRef(navigation.state);
  const firstRender = useRef(true);
  const previousPath = useRef(location.pathname);

  // Hydrated: a marker for tests and styles that should wait for the page to run JavaScript, set once
  // every part that changes when it does has changed (lib/hydrated.ts).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "1";
  }, [hydrated]);

  // Page start.
  useEffect(() => {
    const was = previousState.current;
    previousState.current = navigation.state;
    if (was !== "idle" || navigation.state !== "loading") return;
    // A new build: the next page is loaded whole. Only another page: a form that updates its own address
    // (filters, steps kept in the query) is never reloaded under the visitor's hands.
    if (
      getUiState().reloadOnNextNavigation &&
      navigation.location &&
      navigation.location.pathname !== window.location.pathname
    ) {
      const { pathname, search, hash } = navigation.location;
      window.location.assign(pathname + search + hash);
      return;
    }
    resetUiState();
    const root = document.documentElement;
    root.style.transition = "none";
    root.style.marginTop = "0px";
  }, [navigation.state, navigation.location]);

  // Page finish: every committed location (the first one included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location
  useEffect(() => {
    const handle = lastHandle(matches);
    if (handle.openLeasingDrawer) openDrawer();
    const samePage = !firstRender.current && previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (!firstRender.current) window.scrollTo({ top: 0 });
    firstRender.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Landing on the page keeps its heading in view; a new list asked for on it is scrolled to.
    if (handle.mobileScrollAnchor && samePage && window.innerWidth < PHONE_MAX_WIDTH) {
      timer = setTimeout(() => {
        const el = document.querySelector("[data-scroll-anchor]");
        if (el)
          window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - MOBILE_SCROLL_OFFSET_PX });
      }, MOBILE_SCROLL_DELAY_MS);
    }
    // An offer's link is a credential: the tag manager sees the path with the token cut short.
    emit("page-view", {
      path: redactOfferPath(location.pathname),
      search: location.search,
      title: document.title,
    });
    const query = new URLSearchParams(location.search);
    const orderUuid = query.get("orderUuid");
    if (query.get("status") === "failed" && orderUuid) emit("order-step-failed", { step: 7, orderUuid });
    // What the next click needs, fetched while the visitor reads (SPEC §9: 1 s after the page starts).
    const stopPrefetch = scheduleManifestPrefetch(() =>
      withWatch((m) => m.prefetchLinkedRouteModules(document)),
    );
    return () => {
      clearTimeout(timer);
      stopPrefetch();
    };
  }, [location.key]);

  // The page's watch (version poll, hourly build check, error reports) and the chunk-load reload guard.
  useEffect(() => {
    // Errors before the watch arrives are kept (a few) and reported when it does.
    const early: EarlyError[] = [];
    const onError = (e: ErrorEvent) =>
      void (early.length < 10 && early.push(["error", e.error ?? e.message]));
    const onRejection = (e: PromiseRejectionEvent) =>
      void (early.length < 10 && early.push(["unhandledrejection", e.reason]));
    const stopEarly = () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    let stopWatch: (() => void) | undefined;
    let stopped = false;
    withWatch((m) => {
      stopEarly();
      if (!stopped) stopWatch = m.startPageWatch(() => setUiState({ reloadOnNextNavigation: true }), early);
    });
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      if (shouldReloadAfterChunkError(window.location.pathname, Date.now(), sessionStorage))
        window.location.reload();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      stopped = true;
      stopEarly();
      stopWatch?.();
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);

  return <UpdateNotice />;
}
