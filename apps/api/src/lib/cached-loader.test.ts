import { describe, expect, it } from "vitest";
import { cachedLoader, versionedLoader } from "./cached-loader.ts";

describe("cachedLoader", () => {
  it("shares one load between callers until the time is up, and tries a failed load again", async () => {
    let loads = 0;
    let fail = true;
    const get = cachedLoader(async () => {
      loads++;
      if (fail) throw new Error("down");
      return loads;
    }, 60_000);
    await expect(get()).rejects.toThrow("down");
    fail = false;
    expect(await Promise.all([get(), get()])).toEqual([2, 2]);
    expect(loads).toBe(2);
  });
});

describe("versionedLoader", () => {
  it("loads again only when the version has changed", async () => {
    let version = "a";
    let loads = 0;
    let asked = 0;
    const get = versionedLoader(
      async () => {
        asked++;
        return version;
      },
      async () => ({ load: ++loads, version }),
      0,
    );
    const first = await get();
    expect(first).toEqual({ load: 1, version: "a" });
    await new Promise((r) => setTimeout(r, 2));
    expect(await get()).toBe(first);
    version = "b";
    await new Promise((r) => setTimeout(r, 2));
    expect(await get()).toEqual({ load: 2, version: "b" });
    expect(asked).toBe(3);
  });
});
