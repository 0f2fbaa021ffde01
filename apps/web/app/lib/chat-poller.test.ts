import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChatPoller, type VisibilitySource } from "./chat-poller.ts";

/** The page's visibility as the browser reports it: `hidden` and the visibilitychange event. */
class Page extends EventTarget implements VisibilitySource {
  hidden = false;
  listeners = 0;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event("visibilitychange"));
  }
  override addEventListener(type: "visibilitychange", listener: () => void) {
    this.listeners++;
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: "visibilitychange", listener: () => void) {
    this.listeners--;
    super.removeEventListener(type, listener);
  }
}

describe("the chat widget's polling", () => {
  let page: Page;
  let polls: number;
  const poll = async () => {
    polls++;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    page = new Page();
    polls = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls at once when opened, then every 1000 ms while open", async () => {
    const poller = createChatPoller({ poll, page });
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls).toBe(0);
    poller.setOpen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(polls).toBe(5);
    poller.dispose();
  });

  it("does not poll while closed", async () => {
    const poller = createChatPoller({ poll, page });
    poller.setOpen(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(polls).toBe(3);
    poller.setOpen(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toBe(3);
    expect(page.listeners).toBe(0);
    poller.setOpen(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toBe(5);
    poller.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toBe(5);
    expect(page.listeners).toBe(0);
  });

  it("stops while the page is hidden and resumes at once when it is visible again", async () => {
    const poller = createChatPoller({ poll, page });
    poller.setOpen(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toBe(2);
    page.setHidden(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toBe(2);
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toBe(4);
    poller.dispose();
  });

  it("does not start when opened on a hidden page", async () => {
    page.hidden = true;
    const poller = createChatPoller({ poll, page });
    poller.setOpen(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls).toBe(0);
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    poller.dispose();
  });

  it("never overlaps: a slow answer delays the next request, a failed one is retried", async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const slow = async () => {
      calls++;
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 2500));
      inFlight--;
      if (calls === 1) throw new Error("network");
    };
    const poller = createChatPoller({ poll: slow, page });
    poller.setOpen(true);
    // 0: first request (2.5 s, fails); 3.5 s: second; 7 s: third.
    await vi.advanceTimersByTimeAsync(7000);
    expect(calls).toBe(3);
    expect(most).toBe(1);
    poller.dispose();
  });
});
