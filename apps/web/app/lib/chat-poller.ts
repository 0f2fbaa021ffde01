// The chat widget's polling (SPEC §9: every 1000 ms): it asks for new messages while the panel is open and
// the page is visible, and not at all while the panel is closed or the tab is in the background
// (visibilitychange). One request at a time: the next one is planned when the previous one has ended, so
// a slow answer never piles requests up.
import { CHAT_POLL_MS } from "@vhs/domain/chat-texts.ts";

/** What the poller needs of the page: `document` in the browser. */
export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

export interface ChatPoller {
  /** Open: poll at once, then every interval while visible. Closed: stop. */
  setOpen(open: boolean): void;
  /** Stops for good (the widget is unmounted). */
  dispose(): void;
}

export function createChatPoller(options: {
  poll: () => Promise<unknown>;
  page: VisibilitySource;
  intervalMs?: number;
}): ChatPoller {
  const intervalMs = options.intervalMs ?? CHAT_POLL_MS;
  let open = false;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  const active = () => open && !disposed && !options.page.hidden;

  function clear() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function plan() {
    clear();
    if (active() && !running) timer = setTimeout(tick, intervalMs);
  }

  async function tick() {
    timer = null;
    if (!active() || running) return;
    running = true;
    try {
      await options.poll();
    } catch {
      // A failed poll is tried again at the next tick.
    } finally {
      running = false;
      plan();
    }
  }

  function onVisibility() {
    if (active()) void tick();
    else clear();
  }

  return {
    setOpen(next) {
      if (disposed || next === open) return;
      open = next;
      if (open) {
        options.page.addEventListener("visibilitychange", onVisibility);
        if (active()) void tick();
      } else {
        options.page.removeEventListener("visibilitychange", onVisibility);
        clear();
      }
    },
    dispose() {
      disposed = true;
      options.page.removeEventListener("visibilitychange", onVisibility);
      clear();
    },
  };
}
