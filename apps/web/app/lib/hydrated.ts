import { startTransition, useEffect, useState } from "react";

/** Whether the page has hydrated once: a part mounted after that knows it from its first drawing. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true once the page runs JavaScript.
 *
 * The change comes as a transition, which React draws in slices it can interrupt. With
 * `useSyncExternalStore` and a server snapshot that differs (the usual way), React draws every part that
 * asks again in one task, synchronously, right after hydration: on a phone that is a long task while the
 * visitor may already be tapping. Every part that asks flips in the same drawing, and the page's
 * `data-hydrated` marker (components/page-lifecycle.tsx) is set after it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
