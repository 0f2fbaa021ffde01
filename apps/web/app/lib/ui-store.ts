import { useSyncExternalStore } from "react";

// Site-wide UI state (SPEC §2/§4): reset on every page start; the leasing drawer is closed
// then, and opens afterwards if the route's metadata (handle.openLeasingDrawer) asks for it.

export interface UiState {
  drawerOpen: boolean;
  /**
   * Counts requests to open the drawer: each one reaches the dialog even when `drawerOpen` was already
   * true (Escape closes the native dialog a moment before the store hears of it).
   */
  drawerRequests: number;
  /** Set when the server's build id changed: the next navigation does a full reload. */
  reloadOnNextNavigation: boolean;
}

const initial: UiState = { drawerOpen: false, drawerRequests: 0, reloadOnNextNavigation: false };
let state: UiState = initial;
const listeners = new Set<() => void>();

export function getUiState(): UiState {
  return state;
}

export function setUiState(patch: Partial<UiState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

/** Opens the leasing drawer (a new request, see `drawerRequests`). */
export function openDrawer(): void {
  setUiState({ drawerOpen: true, drawerRequests: state.drawerRequests + 1 });
}

/** Page start: everything back to its initial value except the pending-reload flag. */
export function resetUiState(): void {
  setUiState({ ...initial, reloadOnNextNavigation: state.reloadOnNextNavigation });
}

export function useUiState(): UiState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => initial,
  );
}
