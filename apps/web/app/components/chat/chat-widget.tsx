import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";

// The site's chat widget (SPEC §1, §4; docs/chat.md): a small round button at the bottom right of every
// page except the online order form. The panel (chat-panel.tsx) is a module of its own, downloaded when the
// button is first pointed at, focused or clicked, so a page that never opens the chat carries only this
// button. Without JavaScript the button is a link to the contact page.

const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(loadPanel);

/** The online order's pages have no widget: nothing floats over the form. */
export function chatHiddenOn(pathname: string): boolean {
  return /^\/(zamow-online|zamow|powrot|pobierz)(\/|$)/.test(pathname);
}

export const CHAT_PANEL_ID = "czat-panel";

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 5h16v11H9l-5 4V5z" />
      <path strokeLinecap="round" d="M8 9h8M8 12h5" />
    </svg>
  );
}

const LAUNCHER =
  "chat-launcher inline-flex h-14 items-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white shadow-lg hover:bg-brand-800";

export function ChatWidget() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (chatHiddenOn(pathname)) return null;

  if (!hydrated) {
    return (
      <aside className="chat-dock" aria-label="Czat">
        <a href="/kontakt" className={LAUNCHER}>
          <ChatIcon />
          <span className="max-md:sr-only">Kontakt z doradcą</span>
        </a>
      </aside>
    );
  }

  const prefetch = () => void loadPanel();
  return (
    // A landmark of its own: everything on the page is in one (axe "region").
    <aside className="chat-dock" aria-label="Czat">
      {wanted && (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={LAUNCHER}
        aria-expanded={open}
        aria-controls={wanted ? CHAT_PANEL_ID : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        <ChatIcon />
        <span className="max-md:sr-only">Czat z doradcą</span>
      </button>
    </aside>
  );
}
