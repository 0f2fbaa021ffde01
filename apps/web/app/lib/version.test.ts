import { afterEach, describe, expect, it, vi } from "vitest";
import { decideVersion, RELOAD_GUARD_MS, shouldReloadAfterChunkError } from "./version.ts";

describe("app version check (SPEC §4)", () => {
  it("ignores a missing version, stores the first, flags a change", () => {
    expect(decideVersion(null, "a")).toBe("ignore");
    expect(decideVersion("", null)).toBe("ignore");
    expect(decideVersion("a", null)).toBe("stored");
    expect(decideVersion("a", "a")).toBe("same");
    expect(decideVersion("b", "a")).toBe("changed");
  });

  it("reloads after a failed chunk load at most once per path in 10 s", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(shouldReloadAfterChunkError("/a", 100_000, storage)).toBe(true);
    expect(shouldReloadAfterChunkError("/a", 100_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(shouldReloadAfterChunkError("/b", 100_001, storage)).toBe(true);
    expect(shouldReloadAfterChunkError("/a", 100_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});

describe("the chunk-load reload guard on the clock", () => {
  afterEach(() => vi.useRealTimers());

  it("allows one reload per path per 10 s window of real time", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2026-11-25T10:00:00Z"));
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(shouldReloadAfterChunkError("/wyszukaj", Date.now(), storage)).toBe(true);
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(shouldReloadAfterChunkError("/wyszukaj", Date.now(), storage)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldReloadAfterChunkError("/wyszukaj", Date.now(), storage)).toBe(true);
    expect(shouldReloadAfterChunkError("/wyszukaj", Date.now(), storage)).toBe(false);
  });
});
