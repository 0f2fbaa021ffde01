// Loaded only in embed mode (components/embed/embed-bridge-slot.tsx): connects the messenger to the
// browser — the parent window, the content's height, a ResizeObserver.
import { createEmbedMessenger, type EmbedMessenger, parentOrigin } from "./embed-messenger.ts";

export interface EmbedBridge extends EmbedMessenger {}

/** `aria-current="page"` on the frame menu's link to this path, and on no other. */
export function markCurrentScreen(path: string, root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-embed-screen]")) {
    if (link.getAttribute("href") === path) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

export function startEmbedBridge(partnerOrigins: readonly string[]): EmbedBridge | null {
  if (window.parent === window) return null;
  const target = parentOrigin(partnerOrigins, {
    ancestorOrigin: window.location.ancestorOrigins?.[0],
    referrer: document.referrer,
  });
  if (!target) return null;
  const messenger = createEmbedMessenger({
    post: (message) => window.parent.postMessage(message, target),
    measure: () => ({
      height: document.body.getBoundingClientRect().height,
      path: window.location.pathname,
    }),
  });
  const observer = new ResizeObserver(() => messenger.schedule());
  observer.observe(document.body);
  messenger.reset();
  messenger.schedule();
  return {
    ...messenger,
    // A navigation inside the frame: the served header (components/embed/embed-shell.tsx) marks the new
    // screen, then the parent hears the new size and path.
    schedule() {
      markCurrentScreen(window.location.pathname);
      messenger.schedule();
    },
    dispose() {
      observer.disconnect();
      messenger.dispose();
    },
  };
}
