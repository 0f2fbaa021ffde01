import { describe, expect, it } from "vitest";
import { BootAfterPaint } from "./boot-after-paint.server.ts";
import { BOOT_PENDING, BOOTED } from "./boot-names.ts";

const NONCE = "5rwJeEwSXhtHu9pFH5LsDA==";
const link = (href: string) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`;
// The head and the boot script as React Router writes them (its <Scripts>, the manifest already compact).
const HEAD = `<head><meta charSet="utf-8"/><title>Leasing</title>${link("/assets/entry.client-C.js")}${link("/assets/root-B.js")}${link("/assets/entry.client-C.js")}${link("/assets/shell-l.js")}${link("/assets/home-B.js")}<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-D.css"/></head>`;
const MANIFEST = {
  entry: { module: "/assets/entry.client-C.js", imports: ["/assets/framework-F.js"], css: [] },
  routes: {
    root: {
      id: "root",
      module: "/assets/root-B.js",
      imports: ["/assets/framework-F.js", "/assets/shell-l.js"],
    },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      module: "/assets/home-B.js",
      imports: ["/assets/cards-K.js"],
    },
  },
};
const BOOT = `;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-B.js";\n  window.__reactRouterManifest = ${JSON.stringify(MANIFEST)};\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C.js");`;

const edit = (boot: BootAfterPaint, text: string) => boot.edit(Buffer.from(text)).toString();

/**
 * Runs a rewritten boot script against a browser's parts made for the test: a page that paints, a head
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

describe("BootAfterPaint", () => {
  it("takes the preload links out of the head, and leaves the rest of it as written", () => {
    const head = edit(new BootAfterPaint(), HEAD);
    expect(head).toBe(
      `<head><meta charSet="utf-8"/><title>Leasing</title><link nonce="${NONCE}" rel="stylesheet" href="/assets/root-D.css"/></head>`,
    );
  });

  it("leaves no static import in the boot script: the browser would fetch it as it reads the page", () => {
    const boot = new BootAfterPaint();
    edit(boot, HEAD);
    const script = edit(boot, BOOT);
    expect(script).not.toMatch(/import \* as/);
    expect(script).not.toContain(NONCE);
    expect(script.endsWith('import("/assets/entry.client-C.js");')).toBe(true);
  });

  it("once painted, preloads what the head did, loads the route modules under their names, then hydrates", async () => {
    const script = edit(new BootAfterPaint(), BOOT);
    const { events, head, win } = await run(script);
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
    expect(win.__reactRouterManifest).toEqual(MANIFEST);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B.js" },
      "routes/home": { url: "/assets/home-B.js" },
    });
    expect(win[BOOT_PENDING]).toBe(false);
  });

  it("does not wait for a paint in a hidden tab, which does not paint", async () => {
    const { events } = await run(edit(new BootAfterPaint(), BOOT), "hidden");
    expect(events[0]).toBe("import /assets/root-B.js (6 preloads, route modules not named)");
  });

  it("leaves a page without React Router's boot, and every chunk after the boot, as they were", () => {
    const boot = new BootAfterPaint();
    const other = Buffer.from('<main><p>import * as x from "y"; in a paragraph</p></main>');
    expect(boot.edit(other)).toBe(other);
    edit(boot, BOOT);
    const later = Buffer.from(`<footer>${link("/assets/late.js")}</footer>`);
    expect(boot.edit(later)).toBe(later);
  });

  it("leaves a boot script cut off, or without its manifest, as written, so the page boots as before", () => {
    const cut = Buffer.from(BOOT.slice(0, BOOT.indexOf("window.__reactRouterRouteModules") + 40));
    expect(new BootAfterPaint().edit(cut)).toBe(cut);
    const noManifest = Buffer.from(
      `;\nimport * as route0 from "/r.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/e.js");`,
    );
    expect(new BootAfterPaint().edit(noManifest)).toBe(noManifest);
  });

  it("leaves a preload link cut between two chunks in the head, where the browser still reads it", () => {
    const boot = new BootAfterPaint();
    const whole = link("/assets/root-B.js");
    const first = edit(boot, `<head>${link("/assets/entry.client-C.js")}${whole.slice(0, 20)}`);
    const second = edit(boot, `${whole.slice(20)}</head>`);
    expect(`${first}${second}`).toBe(`<head>${whole}</head>`);
  });
});
