// The page's watch over the deployed build (SPEC §4, §9): the app version read every 15 s, the new-build
// check every hour, and the route modules of the page's links fetched ahead 1 s after the page starts
// (React Router fetches the manifest of the links on screen itself; what a click still waits for is the
// code of the route, which is what is prefetched here).
// Each returns the function that stops it; the page lifecycle starts them once per document.
import { matchRoutes, type RouteObject } from "react-router";
import { decideVersion, VERSION_KEY, VERSION_POLL_MS } from "./version.ts";

export const BUILD_CHECK_MS = 60 * 60 * 1000;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/**
 * The app version check: on start and every 15 s. A version that differs from the stored one is stored;
 * when it is not the build this page already runs (a first visit after a deploy is), the page is told.
 */
export function startVersionPolling(deps: {
  fetchVersion: () => Promise<string | null>;
  storage: Storage;
  pageBuild: string | null;
  onNewVersion: () => void;
}): () => void {
  let stopped = false;
  async function check() {
    const fetched = await deps.fetchVersion();
    if (stopped || !fetched) return;
    const decision = decideVersion(fetched, deps.storage.getItem(VERSION_KEY));
    if (decision === "stored" || decision === "changed") deps.storage.setItem(VERSION_KEY, fetched);
    if (decision === "changed" && fetched !== deps.pageBuild) deps.onNewVersion();
  }
  void check();
  const interval = setInterval(check, VERSION_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(interval);
  };
}

/**
 * The new-build check: every hour the server's build is compared with the one this page runs. It catches
 * what the version check cannot: another tab already stored the new version, so this one sees no change.
 */
export function startBuildCheck(deps: {
  fetchVersion: () => Promise<string | null>;
  pageBuild: string | null;
  onNewBuild: () => void;
}): () => void {
  let stopped = false;
  const interval = setInterval(async () => {
    const fetched = await deps.fetchVersion();
    if (!stopped && fetched && deps.pageBuild && fetched !== deps.pageBuild) deps.onNewBuild();
  }, BUILD_CHECK_MS);
  return () => {
    stopped = true;
    clearInterval(interval);
  };
}

/** The parts of React Router's browser manifest read here (window.__reactRouterManifest). */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  module: string;
  imports?: string[] | undefined;
}
export interface BrowserManifest {
  version: string;
  routes: Record<string, ManifestRoute | undefined>;
}

/** Links worth fetching ahead: at most this many distinct paths. */
const MAX_PREFETCH_PATHS = 40;

/** The nested route tree React Router matches against, rebuilt from the manifest's flat list. */
function routeTree(manifest: BrowserManifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  const routes = Object.values(manifest.routes).filter((r): r is ManifestRoute => Boolean(r));
  for (const r of routes) {
    const node = { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive } as RouteObject;
    const list = children.get(r.parentId) ?? [];
    list.push(node);
    children.set(r.parentId, list);
  }
  const attach = (node: RouteObject) => {
    const own = children.get(node.id);
    if (own && !node.index) (node as { children?: RouteObject[] }).children = own.map(attach);
    return node;
  };
  return (children.get(undefined) ?? []).map(attach);
}

/**
 * The route modules (and their imports) that navigating to `path` would load, the route tree built once
 * for all the paths asked: only routes React Router already knows (its discovery fetched them for the
 * links on screen); a path that only the catch-all 404 matches needs none.
 */
export function routeModuleFinder(manifest: BrowserManifest): (path: string) => string[] {
  const tree = routeTree(manifest);
  return (path) => {
    const matches = matchRoutes(tree, path);
    if (!matches || matches.at(-1)?.route.path === "*") return [];
    return matches.flatMap((m) => {
      const route = manifest.routes[m.route.id as string];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    });
  };
}

/** The distinct same-origin paths of the page's internal links (`a[data-discover]`), in page order. */
export function linkPaths(anchors: Iterable<{ origin: string; pathname: string }>, origin: string): string[] {
  const paths = new Set<string>();
  for (const a of anchors) if (a.origin === origin) paths.add(a.pathname);
  return [...paths];
}

/** Runs `slice` when the browser is idle (or soon, where it cannot tell). */
export type WhenIdle = (slice: () => void) => void;
const whenIdle: WhenIdle = (slice) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(slice, { timeout: 2000 })
    : setTimeout(slice, 0);

/**
 * How long one slice of the prefetch may run before it gives the page back its main thread. Matching a
 * path costs about half a millisecond on a desktop and four times that on a phone, and a page has up to
 * 40 link paths: done at once it was a long task of 100–200 ms on a phone, blocking taps and counted by
 * Lighthouse's total blocking time.
 */
export const PREFETCH_SLICE_MS = 8;

/**
 * In the browser: `<link rel="prefetch">` for the route modules of the page's links — fetched at the
 * lowest priority into the HTTP cache (the assets are immutable), not parsed or run until a click needs
 * them. Skipped when the visitor asked to save data or is on a 2G connection. The work is done in short
 * slices while the browser is idle (`PREFETCH_SLICE_MS`), never as one long task.
 */
export function prefetchLinkedRouteModules(
  doc: Document,
  idle: WhenIdle = whenIdle,
  now: () => number = () => performance.now(),
): void {
  const manifest = (window as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest;
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (!manifest || connection?.saveData || connection?.effectiveType?.includes("2g")) return;
  const loaded = new Set<string>();
  for (const el of doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="modulepreload"], link[rel="prefetch"], script[src]',
  )) {
    // A link's address is its href, a script's its src (a script has no href).
    const href = (el as HTMLLinkElement).href || (el as HTMLScriptElement).src;
    loaded.add(new URL(href, doc.baseURI).pathname);
  }
  const paths = linkPaths(
    doc.querySelectorAll<HTMLAnchorElement>("a[data-discover]"),
    window.location.origin,
  ).slice(0, MAX_PREFETCH_PATHS);
  const find = routeModuleFinder(manifest);
  let next = 0;
  const slice = () => {
    const start = now();
    do {
      for (const href of find(paths[next++]!)) {
        if (loaded.has(href)) continue;
        loaded.add(href);
        const link = doc.createElement("link");
        link.rel = "prefetch";
        link.as = "script";
        link.href = href;
        doc.head.appendChild(link);
      }
    } while (next < paths.length && now() - start < PREFETCH_SLICE_MS);
    if (next < paths.length) idle(slice);
  };
  if (paths.length > 0) idle(slice);
}
