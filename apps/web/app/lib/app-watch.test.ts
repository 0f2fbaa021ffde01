import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type BrowserManifest,
  BUILD_CHECK_MS,
  linkPaths,
  PREFETCH_SLICE_MS,
  prefetchLinkedRouteModules,
  startBuildCheck,
  startVersionPolling,
} from "./app-watch.ts";
import {
  MANIFEST_PREFETCH_DELAY_MS,
  scheduleManifestPrefetch,
  VERSION_KEY,
  VERSION_POLL_MS,
} from "./version.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

/** The server's /srv/ver as the page would read it: whatever `current` is, counted. */
function server(initial: string | null) {
  const s = {
    current: initial,
    calls: 0,
    fetchVersion: async () => {
      s.calls++;
      return s.current;
    },
  };
  return s;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the app version check, every 15 s", () => {
  it("stores the first version, then flags a new one at the next poll", async () => {
    const srv = server("v1");
    const storage = memoryStorage();
    const onNewVersion = vi.fn();
    const stop = startVersionPolling({
      fetchVersion: srv.fetchVersion,
      storage,
      pageBuild: "v1",
      onNewVersion,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(srv.calls).toBe(1);
    expect(storage.getItem(VERSION_KEY)).toBe("v1");

    srv.current = "v2";
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(srv.calls).toBe(1);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(srv.calls).toBe(2);
    expect(storage.getItem(VERSION_KEY)).toBe("v2");
    expect(onNewVersion).toHaveBeenCalledTimes(1);

    // Stored now: the same version again is no news.
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(srv.calls).toBe(3);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 4);
    expect(srv.calls).toBe(3);
  });

  it("ignores a missing version and says nothing when the page already runs the new build", async () => {
    const srv = server(null);
    const storage = memoryStorage({ [VERSION_KEY]: "v1" });
    const onNewVersion = vi.fn();
    const stop = startVersionPolling({
      fetchVersion: srv.fetchVersion,
      storage,
      pageBuild: "v2",
      onNewVersion,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.getItem(VERSION_KEY)).toBe("v1");
    // The first visit after a deploy: the stored version is old, the page is new.
    srv.current = "v2";
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(storage.getItem(VERSION_KEY)).toBe("v2");
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});

describe("the new-build check, every 60 minutes", () => {
  it("compares the server's build with the page's own, hourly", async () => {
    const srv = server("v1");
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ fetchVersion: srv.fetchVersion, pageBuild: "v1", onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
    expect(srv.calls).toBe(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    // Another tab stored "v2" already: only this comparison notices that this page is old.
    srv.current = "v2";
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS - 1);
    expect(srv.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(srv.calls).toBe(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
    expect(srv.calls).toBe(2);
  });

  it("does nothing without an answer or without the page's build", async () => {
    const silent = server(null);
    const onNewBuild = vi.fn();
    const stop1 = startBuildCheck({ fetchVersion: silent.fetchVersion, pageBuild: "v1", onNewBuild });
    const stop2 = startBuildCheck({ fetchVersion: server("v2").fetchVersion, pageBuild: null, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS * 2);
    expect(silent.calls).toBe(2);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop1();
    stop2();
  });
});

describe("the route modules of the page's links, fetched ahead after 1 s", () => {
  it("runs once, 1 s after the page starts, unless the page is left first", async () => {
    const prefetch = vi.fn();
    scheduleManifestPrefetch(prefetch);
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS * 10);
    expect(prefetch).toHaveBeenCalledTimes(1);

    const left = vi.fn();
    const stop = scheduleManifestPrefetch(left);
    await vi.advanceTimersByTimeAsync(500);
    stop();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(left).not.toHaveBeenCalled();
  });

  const manifest: BrowserManifest = {
    version: "v1",
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/shell.js"] },
      "layouts/default": { id: "layouts/default", parentId: "root", module: "/assets/default.js" },
      "routes/home": {
        id: "routes/home",
        parentId: "layouts/default",
        index: true,
        module: "/assets/home.js",
      },
      "routes/brand": {
        id: "routes/brand",
        parentId: "layouts/default",
        path: "leasing/:brand",
        module: "/assets/brand.js",
        imports: ["/assets/cards.js", "/assets/shell.js"],
      },
      "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: "/assets/404.js" },
    },
  };

  const origin = "https://www.leasingowo.pl";

  /** A page with links to `paths` that has loaded `loaded`; what its prefetch appends lands in `head`. */
  function fakePage(paths: string[], loaded: string[]) {
    const head: { rel: string; as: string; href: string }[] = [];
    const anchors = paths.map((pathname) => ({ origin, pathname }));
    const doc = {
      baseURI: `${origin}/`,
      querySelectorAll: (selector: string) =>
        selector.includes("a[data-discover]") ? anchors : loaded.map((href) => ({ src: origin + href })),
      createElement: () => ({ rel: "", as: "", href: "" }),
      head: { appendChild: (link: { rel: string; as: string; href: string }) => void head.push(link) },
    } as unknown as Document;
    vi.stubGlobal("window", { __reactRouterManifest: manifest, location: { origin } });
    return { doc, hrefs: () => head.map((l) => l.href), head };
  }
  afterEach(() => vi.unstubAllGlobals());
  const atOnce = (slice: () => void) => slice();

  it("names the modules a link's route needs, once each, leaving out what the page loaded", () => {
    const page = fakePage(
      ["/leasing/toyota", "/leasing/bmw", "/"],
      ["/assets/root.js", "/assets/shell.js", "/assets/default.js", "/assets/home.js"],
    );
    prefetchLinkedRouteModules(page.doc, atOnce);
    expect(page.hrefs()).toEqual(["/assets/brand.js", "/assets/cards.js"]);
    expect(page.head.every((l) => l.rel === "prefetch" && l.as === "script")).toBe(true);
  });

  it("leaves paths only the catch-all matches (not discovered yet, or unknown)", () => {
    const page = fakePage(["/nie-ma-takiej/strony/wcale"], []);
    prefetchLinkedRouteModules(page.doc, atOnce);
    expect(page.hrefs()).toEqual([]);
  });

  it("appends the prefetch links in short slices while the browser is idle, not in one long task", () => {
    const brands = ["toyota", "bmw", "kia", "audi", "skoda", "mazda", "opel", "ford", "fiat", "seat"];
    const page = fakePage([...brands.map((b) => `/leasing/${b}`), "/"], ["/assets/root.js"]);
    // Each reading of this clock is 3 ms later: a slice has time for three paths (3, 6, then 9 ≥ 8 ms).
    let clock = 0;
    const now = () => (clock += 3);
    expect(PREFETCH_SLICE_MS).toBe(8);
    const slices: (() => void)[] = [];
    prefetchLinkedRouteModules(page.doc, (slice) => void slices.push(slice), now);
    expect(page.hrefs()).toEqual([]);
    // The first slice matches the first three brands: what a brand page needs beyond the loaded root.
    slices.shift()!();
    const brandPage = ["/assets/shell.js", "/assets/default.js", "/assets/brand.js", "/assets/cards.js"];
    expect(page.hrefs()).toEqual(brandPage);
    let runs = 1;
    while (slices.length > 0) {
      slices.shift()!();
      runs++;
    }
    // 11 paths, three a slice; the home page's link adds its own module, and nothing comes twice.
    expect(runs).toBe(4);
    expect(page.hrefs()).toEqual([...brandPage, "/assets/home.js"]);
  });

  it("reads each same-origin link path once", () => {
    const anchors = [
      { origin, pathname: "/leasing/toyota" },
      { origin: "https://example.com", pathname: "/x" },
      { origin, pathname: "/leasing/toyota" },
      { origin, pathname: "/kontakt" },
    ];
    expect(linkPaths(anchors, origin)).toEqual(["/leasing/toyota", "/kontakt"]);
  });
});
