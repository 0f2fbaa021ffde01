import { useState } from "react";

/**
 * A new build is deployed: the notice's text and buttons, shown inside the page lifecycle's live region
 * (`role="status"`, always in the document, so screen readers announce it without focus moving). The next
 * page the visitor opens is loaded whole anyway; "Odśwież teraz" reloads now, at the visitor's choice —
 * nothing reloads by itself, so a form being filled in stays. Loaded with the page's watch
 * (lib/page-watch.ts), never on its own after a deploy.
 */
export function UpdateNoticeBody() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  function later(event: React.MouseEvent<HTMLButtonElement>) {
    const hadFocus = event.currentTarget === document.activeElement;
    setDismissed(true);
    // The button goes away: focus moves to the page's content rather than being lost.
    if (hadFocus) document.getElementById("tresc")?.focus();
  }

  return (
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
  );
}
