import { type ComponentType, createElement, lazy } from "react";

/** The server's imports of kept-later parts still under way (none once all have arrived). */
const loading = new Set<Promise<unknown>>();

/**
 * A part kept as served (KeptPart) whose code the browser fetches only when it draws the part itself: after
 * a client navigation, or when new data makes the part live. On a first visit the served HTML stands and
 * the code is not part of the page's first load. Meant for parts below the fold.
 *
 * On the server the part is needed at once and synchronously (the fragment cache draws it as static
 * markup), so the import starts when the route module loads and the server's render waits for all of them
 * once (`keptLaterLoaded`). In the browser it is React's `lazy`: React Router's navigations are transitions,
 * so the page being left stays on screen until the code has come.
 *
 * Import the part's stylesheet statically in the route module: the served HTML needs it on the first load.
 */
export function keptLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazy(() => load().then((component) => ({ default: component })));
  let loaded: ComponentType<P> | null = null;
  const arriving = load().then((component) => {
    loaded = component;
    loading.delete(arriving);
  });
  loading.add(arriving);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, when its module loads (as React's lazy is)
  return function KeptLater(props: P) {
    if (!loaded)
      throw new Error("A kept-later part was drawn before its code arrived (await keptLaterLoaded).");
    return createElement(loaded, props);
  };
}

/** Null when every kept-later part's code is here (the server's renders need not wait), else a promise. */
export function keptLaterLoaded(): Promise<unknown> | null {
  return loading.size === 0 ? null : Promise.all(loading);
}
