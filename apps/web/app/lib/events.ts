// A typed client-side event bus: page lifecycle and analytics events are published here;
// the analytics and embed modules subscribe. No personal data goes on the bus.
//
// Every event is also queued for the tag manager in `window.dataLayer` (the array Google Tag Manager
// reads when it loads). Pushing to an in-page array sends nothing: the tag manager, loaded only after
// consent, decides what leaves the browser.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The business events' payload fields (SPEC §3). `phone` and `email` are SHA-256 hashes of the trimmed,
 * lower-cased values (lib/hash.ts), never the values themselves; `purpose` is who leases (firm / consumer)
 * or what a form is about; `transactionId` an order's uuid or an offer's reference.
 */
export type EventFields = {
  brand?: string;
  model?: string;
  purpose?: string;
  body?: string;
  phone?: string;
  email?: string;
  transactionId?: string;
};

export interface SiteEvents {
  "page-view": { path: string; search: string; title: string };
  "order-step-failed": { step: number; orderUuid: string };
  /** A step of the online order saved (its number in the form and its name). */
  "order-step-done": EventFields & { step: number; stepName: string };
  /** The online order sent for a decision. */
  "order-submitted": EventFields;
  /** An offer accepted with its SMS code. */
  "offer-confirmed": EventFields;
  /** The leasing calculator recalculated with the visitor's own values. */
  "calculator-used": EventFields & { mode: string; duration: number };
  /** A lead form sent (contact, dealer, partner, notify). */
  "contact-sent": EventFields & { form: string };
}

type Handler<K extends keyof SiteEvents> = (payload: SiteEvents[K]) => void;
const handlers = new Map<keyof SiteEvents, Set<Handler<never>>>();

export function on<K extends keyof SiteEvents>(name: K, handler: Handler<K>): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler as Handler<never>);
  return () => set.delete(handler as Handler<never>);
}

/** The tag manager's entry for an event, `{event, ...payload}`; none for a page view with pdf=1 (SPEC §2). */
export function dataLayerEntry<K extends keyof SiteEvents>(name: K, payload: SiteEvents[K]) {
  if (
    name === "page-view" &&
    new URLSearchParams((payload as SiteEvents["page-view"]).search).get("pdf") === "1"
  )
    return undefined;
  return { event: name, ...payload };
}

export function emit<K extends keyof SiteEvents>(name: K, payload: SiteEvents[K]): void {
  const entry = dataLayerEntry(name, payload);
  if (entry && typeof window !== "undefined") {
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  }
  for (const handler of handlers.get(name) ?? []) (handler as Handler<K>)(payload);
}
