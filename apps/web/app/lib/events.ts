// A typed client-side event bus: page lifecycle and analytics events are published here;
// the analytics and embed modules subscribe. No personal data goes on the bus.

export interface SiteEvents {
  "page-view": { path: string; search: string; title: string };
  "order-step-failed": { step: number; orderUuid: string };
}

type Handler<K extends keyof SiteEvents> = (payload: SiteEvents[K]) => void;
const handlers = new Map<keyof SiteEvents, Set<Handler<never>>>();
/** The last events, for tests and late subscribers (bounded). */
export const recentEvents: { name: keyof SiteEvents; payload: unknown }[] = [];

export function on<K extends keyof SiteEvents>(name: K, handler: Handler<K>): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler as Handler<never>);
  return () => set.delete(handler as Handler<never>);
}

export function emit<K extends keyof SiteEvents>(name: K, payload: SiteEvents[K]): void {
  recentEvents.push({ name, payload });
  if (recentEvents.length > 50) recentEvents.shift();
  for (const handler of handlers.get(name) ?? []) (handler as Handler<K>)(payload);
}
