// Loaded only in embed mode (components/embed/embed-bridge-slot.tsx): connects the messenger to the
// browser — the parent window, the content's height, a ResizeObserver.
import { createEmbedMessenger, type EmbedMessenger, parentOrigin } from "./embed-messenger.ts";

export interface EmbedBridge extends EmbedMessenger {}

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
    dispose() {
      observer.disconnect();
      messenger.dispose();
    },
  };
}
