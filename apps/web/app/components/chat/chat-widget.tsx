import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { CHAT_PANEL_ID } from "./chat-dock.tsx";
import { ChatIcon, LAUNCHER } from "./chat-launcher.tsx";

// The chat widget's button (SPEC §1, §4; docs/chat.md), loaded after hydration by chat-dock.tsx. The panel
// (chat-panel.tsx) is a module of its own, downloaded when the button is first pointed at, focused or
// clicked, so a page that never opens the chat carries only this button.

const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(loadPanel);

/** `onReady`: the button is in the page, so the dock can drop the served link. */
export default function ChatWidget({ onReady }: { onReady: () => void }) {
  // Before the browser paints: the served link and this button are never both in the page (two "Czat"
  // landmarks). Only in the browser: the widget is never rendered on the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the button first shows
  useLayoutEffect(onReady, []);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
