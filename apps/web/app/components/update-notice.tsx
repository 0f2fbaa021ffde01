import { useState } from "react";
import { useUiState } from "../lib/ui-store.ts";

/**
 * A new build is deployed: a polite notice. The next page the visitor opens is loaded whole anyway; the
 * button reloads now, at the visitor's choice — nothing reloads by itself, so a form being filled in stays.
 * The live region is always in the document (empty until needed), so screen readers announce the notice
 * without moving focus. Part of the first-load script on purpose: after a deploy the old build's lazy
 * chunks may be gone from the server, and this is what tells the visitor so.
 */
export function UpdateNotice() {
  const { reloadOnNextNavigation } = useUiState();
  const [dismissed, setDismissed] = useState(false);
  const shown = reloadOnNextNavigation && !dismissed;

  function later(event: React.MouseEvent<HTMLButtonElement>) {
    const hadFocus = event.currentTarget === document.activeElement;
    setDismissed(true);
    // The button goes away: focus moves to the page's content rather than being lost.
    if (hadFocus) document.getElementById("tresc")?.focus();
  }

  return (
    <div role="status" aria-live="polite" className="update-notice">
      {shown ? (
        <div className="pointer-events-auto flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4 shadow-lg sm:flex-row sm:items-center">
          <p className="text-sm text-slate-900 sm:flex-1">
            <strong className="font-semibold">Dostępna jest nowa wersja serwisu.</strong> Wczytamy ją, gdy
            przejdziesz na kolejną stronę. Możesz też odświeżyć stronę teraz.
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary py-2" onClick={() => window.location.reload()}>
              Odśwież teraz
            </button>
            <button type="button" className="btn-secondary py-2" onClick={later}>
              Później
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
