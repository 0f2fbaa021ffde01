import { lazy, Suspense, useContext, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";
import { ServerRenderContext } from "../../lib/server-render.ts";
import { ServedMarkup } from "../served-markup.tsx";

// The chat widget's place on every page but the online order form (SPEC §1, §4; docs/chat.md): a small round
// button at the bottom right. The server renders it as a link to the contact page (what it is without
// JavaScript, chat-launcher.tsx), which the browser keeps as served; once the page runs, the widget's own
// module (chat-widget.tsx) is fetched and puts its button in the link's place. So the chat adds to a page's
// first-load JavaScript only this file.

const ChatWidget = lazy(() => import("./chat-widget.tsx"));

/** The online order's pages have no widget: nothing floats over the form. */
export function chatHiddenOn(pathname: string): boolean {
  return /^\/(zamow-online|zamow|powrot|pobierz)(\/|$)/.test(pathname);
}

export const CHAT_PANEL_ID = "czat-panel";

export function ChatDock() {
  const server = useContext(ServerRenderContext);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  if (chatHiddenOn(pathname)) return null;
  return (
    <>
      {/* The served link stays as it is (nothing to hydrate into it) until the widget's button replaces it. */}
      {!ready && <ServedMarkup html={server?.chatLink} />}
      {hydrated && (
        <Suspense fallback={null}>
          <ChatWidget onReady={() => setReady(true)} />
        </Suspense>
      )}
    </>
  );
}
