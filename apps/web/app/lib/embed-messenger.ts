// The frame's messages to the partner's page (SPEC §2, §9; docs/embed.md): on page start the value 1 (a
// reset), then the content's height and the current path, debounced by 200 ms, on mount, on resize and
// after each route change. Messages go only to the partner's origin, never to "*".
import { EMBED_POST_DEBOUNCE_MS, type EmbedMessage } from "@vhs/domain/embed-constants.ts";

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface EmbedMessenger {
  /** Page start: posts 1 at once and cancels a size message still waiting. */
  reset(): void;
  /** Something may have changed (mounted, resized, navigated): the size goes 200 ms after the last call. */
  schedule(): void;
  dispose(): void;
}

export function createEmbedMessenger(options: {
  post: (message: EmbedMessage) => void;
  measure: () => { height: number; path: string };
  delayMs?: number;
  timers?: Timers;
}): EmbedMessenger {
  const delay = options.delayMs ?? EMBED_POST_DEBOUNCE_MS;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  let pending: unknown = null;
  let last: string | null = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    reset() {
      cancel();
      last = null;
      options.post(1);
    },
    schedule() {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        const { height, path } = options.measure();
        const message = { height: Math.max(0, Math.ceil(height)), path };
        // The same size and path twice in a row tells the parent nothing.
        const key = `${message.height} ${message.path}`;
        if (key === last) return;
        last = key;
        options.post(message);
      }, delay);
    },
    dispose: cancel,
  };
}

/**
 * The partner origin to post to: the framing page's (as the browser tells it: ancestorOrigins, else the
 * referrer's origin) when it is one of the partner's; with a single origin, that one (a message to a
 * window of another origin is simply dropped by the browser); otherwise none.
 */
export function parentOrigin(
  partnerOrigins: readonly string[],
  framing: { ancestorOrigin?: string | null | undefined; referrer?: string | null | undefined },
): string | null {
  const candidates = [framing.ancestorOrigin, originOf(framing.referrer)];
  for (const c of candidates) if (c && partnerOrigins.includes(c)) return c;
  return partnerOrigins.length === 1 ? partnerOrigins[0]! : null;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
