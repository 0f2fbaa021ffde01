import { describe, expect, it } from "vitest";
import { BOOT_PENDING, BOOTED } from "./boot-names.ts";
import { bootScript, writeBootScript } from "./boot-scripts.server.tsx";

/** The routes as the page carries them: what the build's manifest has, less the flags that are false. */
const ROOT = {
  id: "root",
  path: "",
  module: "/assets/root-B.js",
  imports: ["/assets/framework-F.js", "/assets/shell-l.js"],
  hasLoader: true,
};
const HOME = {
  id: "routes/home",
  parentId: "root",
  index: true,
  module: "/assets/home-B.js",
  imports: ["/assets/cards-K.js"],
  hasLoader: true,
  note: 'a "hasAction":false; in a string',
};
const ENTRY = { module: "/assets/entry.client-C.js", imports: ["/assets/framework-F.js"] };
const MANIFEST = {
  entry: ENTRY,
  url: "/assets/manifest-1.js",
  version: "1",
  routes: {
    root: { ...ROOT, hasAction: false, hasClientLoader: false },
    "routes/home": { ...HOME, hasErrorBoundary: false },
    "routes/other": { id: "routes/other", parentId: "root", path: "inne", module: "/assets/other-O.js" },
  },
} as unknown as Parameters<typeof writeBootScript>[0];
/** The manifest as the page carries it: the routes it needs, without their false flags. */
const CARRIED = {
  entry: ENTRY,
  url: "/assets/manifest-1.js",
  version: "1",
  routes: { root: ROOT, "routes/home": HOME },
};
const BOOT = writeBootScript(MANIFEST, new Set(["root", "routes/home"]), ["root", "routes/home"]);

const NONCE = "5rwJeEwSXhtHu9pFH5LsDA==";
/**
 * Runs a boot script against a browser's parts made for the test: a page that paints, a head
 * that collects links, and `import()` answered by `load`. Returns what happened, in order.
 */
async function run(script: string, visibility: "visible" | "hidden" = "visible") {
  const events: string[] = [];
  const head: { rel: string; href: string; nonce: string }[] = [];
  const win: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    querySelector: (selector: string) => (selector === "script[nonce]" ? { nonce: NONCE } : null),
    createElement: () => ({}),
    head: { append: (el: { rel: string; href: string; nonce: string }) => head.push({ ...el }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    readonly callback: (list: unknown, observer: unknown) => void;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.callback = callback;
    }
    observe() {
      events.push("waits for paint");
      setTimeout(() => {
        events.push("painted");
        this.callback({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
      }, 5);
    }
  }
  const load = async (url: string) => {
    events.push(
      `import ${url} (${head.length} preloads, route modules ${win.__reactRouterRouteModules ? "named" : "not named"})`,
    );
    return { url };
  };
  win[BOOTED] = () =>
    events.push(`hydrate (${Object.keys(win.__reactRouterRouteModules as object).join(", ")})`);
  const body = script.replaceAll("import(", "load(");
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...a: unknown[]) => Promise<void>;
  await new AsyncFunction("window", "document", "PerformanceObserver", "load", "setTimeout", body)(
    win,
    document,
    PerformanceObserver,
    load,
    setTimeout,
  );
  return { events, head, win };
}

describe("the boot script", () => {
  it("carries the route manifest of the routes asked for, compact and without their false flags", () => {
    const json = /window\.__reactRouterManifest = (.*);\n/.exec(BOOT)?.[1];
    expect(JSON.parse(json!)).toEqual(CARRIED);
    expect(json).toBe(JSON.stringify(CARRIED));
  });

  it("leaves no static import: the browser would fetch it as it reads the page", () => {
    expect(BOOT).not.toMatch(/import \* as/);
    expect(BOOT).not.toContain(NONCE);
    expect(BOOT.endsWith('import("/assets/entry.client-C.js");')).toBe(true);
  });

  it("once painted, preloads the entry and the route modules with their imports, names them, then hydrates", async () => {
    const { events, head, win } = await run(BOOT);
    expect(events).toEqual([
      "waits for paint",
      "painted",
      "import /assets/root-B.js (6 preloads, route modules not named)",
      "import /assets/home-B.js (6 preloads, route modules not named)",
      "hydrate (root, routes/home)",
      "import /assets/entry.client-C.js (6 preloads, route modules named)",
    ]);
    // The entry and its imports, then each route module with its own, once each, with the page's nonce.
    expect(head.map((l) => l.href)).toEqual([
      "/assets/entry.client-C.js",
      "/assets/framework-F.js",
      "/assets/root-B.js",
      "/assets/shell-l.js",
      "/assets/home-B.js",
      "/assets/cards-K.js",
    ]);
    expect(head.every((l) => l.rel === "modulepreload" && l.nonce === NONCE)).toBe(true);
    expect(win.__reactRouterManifest).toEqual(CARRIED);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B.js" },
      "routes/home": { url: "/assets/home-B.js" },
    });
    expect(win[BOOT_PENDING]).toBe(false);
  });

  it("does not wait for a paint in a hidden tab, which does not paint", async () => {
    const { events } = await run(BOOT, "hidden");
    expect(events[0]).toBe("import /assets/root-B.js (6 preloads, route modules not named)");
  });

  it("puts a route whose client loader is a chunk of its own together from its chunks, as React Router does", async () => {
    const home = (MANIFEST.routes as Record<string, object>)["routes/home"];
    const split = {
      ...MANIFEST,
      routes: {
        ...MANIFEST.routes,
        "routes/home": { ...home, clientLoaderModule: "/assets/home-loader-L.js" },
      },
    } as unknown as typeof MANIFEST;
    const script = writeBootScript(split, new Set(["root", "routes/home"]), ["root", "routes/home"]);
    expect(script).toContain("const [route0, route1_clientLoader, route1_main] = await Promise.all(");
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    const { win } = await run(script);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B.js" },
      "routes/home": { url: "/assets/home-B.js" },
    });
  });

  it("carries the routes of the page's parent paths too, and is made once for each set of routes", () => {
    const asked: string[] = [];
    const router = (pathname: string) =>
      ({
        state: { location: { pathname } },
        match: (path: string) => {
          asked.push(path);
          return path === "/inne" ? [{ route: { id: "root" } }, { route: { id: "routes/other" } }] : null;
        },
      }) as unknown as Parameters<typeof bootScript>[1];
    const deep = bootScript(MANIFEST, router("/inne/strona"), ["root", "routes/home"]);
    expect(asked).toEqual(["/", "/inne"]);
    const carried = JSON.parse(/__reactRouterManifest = (.*);\n/.exec(deep)![1]!) as typeof CARRIED;
    expect(Object.keys(carried.routes)).toEqual(["root", "routes/home", "routes/other"]);
    expect(bootScript(MANIFEST, router("/inne/druga"), ["root", "routes/home"])).toBe(deep);
    expect(bootScript(MANIFEST, router("/"), ["root", "routes/home"])).toBe(BOOT);
  });
});
