import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmbedMessenger, parentOrigin } from "./embed-messenger.ts";

describe("the frame's messages to the partner's page", () => {
  let size = { height: 640, path: "/kalkulator-leasingowy" };
  let posted: unknown[];
  const messenger = () => createEmbedMessenger({ post: (m) => posted.push(m), measure: () => size });

  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    size = { height: 640, path: "/kalkulator-leasingowy" };
  });
  afterEach(() => vi.useRealTimers());

  it("posts 1 at once on page start, then the size 200 ms after the last change", () => {
    const m = messenger();
    m.reset();
    expect(posted).toEqual([1]);
    m.schedule();
    vi.advanceTimersByTime(150);
    m.schedule(); // a resize within the window starts it again
    vi.advanceTimersByTime(199);
    expect(posted).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(posted).toEqual([1, { height: 640, path: "/kalkulator-leasingowy" }]);
  });

  it("rounds the height up and skips a message that says nothing new", () => {
    const m = messenger();
    size = { height: 480.2, path: "/wyszukaj" };
    m.schedule();
    vi.advanceTimersByTime(200);
    m.schedule();
    vi.advanceTimersByTime(200);
    expect(posted).toEqual([{ height: 481, path: "/wyszukaj" }]);
    size = { height: 900, path: "/wyszukaj" };
    m.schedule();
    vi.advanceTimersByTime(200);
    expect(posted).toEqual([
      { height: 481, path: "/wyszukaj" },
      { height: 900, path: "/wyszukaj" },
    ]);
  });

  it("a reset cancels a waiting size and makes the next one go even if unchanged", () => {
    const m = messenger();
    m.schedule();
    vi.advanceTimersByTime(200);
    m.schedule();
    m.reset();
    vi.advanceTimersByTime(500);
    expect(posted).toEqual([{ height: 640, path: "/kalkulator-leasingowy" }, 1]);
    m.schedule();
    vi.advanceTimersByTime(200);
    expect(posted).toEqual([{ height: 640, path: "/kalkulator-leasingowy" }, 1, size]);
  });

  it("posts nothing after dispose", () => {
    const m = messenger();
    m.schedule();
    m.dispose();
    vi.advanceTimersByTime(1000);
    expect(posted).toEqual([]);
  });
});

describe("the origin the frame posts to", () => {
  const origins = ["https://www.auto-nowak.pl", "https://auto-nowak.pl"];

  it("is the framing page's origin when it is the partner's", () => {
    expect(parentOrigin(origins, { ancestorOrigin: "https://auto-nowak.pl" })).toBe("https://auto-nowak.pl");
    expect(parentOrigin(origins, { referrer: "https://www.auto-nowak.pl/leasing?x=1" })).toBe(
      "https://www.auto-nowak.pl",
    );
  });

  it("is never a stranger's origin and never '*'", () => {
    expect(parentOrigin(origins, { ancestorOrigin: "https://evil.example" })).toBeNull();
    expect(parentOrigin(origins, { referrer: "https://evil.example/" })).toBeNull();
    expect(parentOrigin(origins, {})).toBeNull();
    // A single partner origin is used as it is: the browser drops it for a window of another origin.
    expect(parentOrigin(["https://www.auto-nowak.pl"], { ancestorOrigin: "https://evil.example" })).toBe(
      "https://www.auto-nowak.pl",
    );
  });
});
