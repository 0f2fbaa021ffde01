// The business events of SPEC §3 from what the pages show: a step saved, an order sent, an offer
// confirmed, a lead sent. Each fires when the state changes while the visitor is on the page (never on
// arriving at a page that already shows it, so a reload counts nothing twice). Phone and e-mail are
// hashed (lib/hash.ts) before they reach the event.

import { useEffect, useRef } from "react";
import { type EventFields, emit, type SiteEvents } from "./events.ts";
import { hashedContact } from "./hash.ts";

/** The ids in `now` that were not in `before` (in `now`'s order). */
export function newlyDone(before: readonly string[], now: readonly string[]): string[] {
  const seen = new Set(before);
  return now.filter((id) => !seen.has(id));
}

/** Runs `fire` for each id that joins `ids` after the first render. */
export function useNewlyDone(ids: readonly string[], fire: (id: string) => void): void {
  const previous = useRef<readonly string[] | null>(null);
  const key = ids.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the list's content
  useEffect(() => {
    if (previous.current) for (const id of newlyDone(previous.current, ids)) fire(id);
    previous.current = ids;
  }, [key]);
}

/** Runs `fire` once when `on` turns true after the first render. */
export function useBecameTrue(on: boolean, fire: () => void): void {
  useNewlyDone(on ? ["on"] : [], fire);
}

type WithContact<K extends keyof SiteEvents> = Omit<SiteEvents[K], "phone" | "email">;

/** Emits an event whose phone and e-mail are hashed first (dropped when the browser cannot hash). */
export async function emitWithContact<K extends keyof SiteEvents>(
  name: K,
  payload: WithContact<K>,
  contact: { phone?: string | undefined; email?: string | undefined },
): Promise<void> {
  const hashed: EventFields = await hashedContact(contact);
  emit(name, { ...payload, ...hashed } as SiteEvents[K]);
}
