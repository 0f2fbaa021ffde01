import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and during hydration, true once the page runs JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
