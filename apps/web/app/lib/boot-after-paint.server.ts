/**
 * The page's JavaScript fetched after its first paint, not beside its stylesheets.
 *
 * React Router's <Scripts> puts a `<link rel="modulepreload">` in the head for every module the page
 * hydrates with (the client entry, React Router, the shell, the route modules and their chunks: about
 * 120 KB of gzip on a catalogue page), and its boot script imports the route modules statically. The
 * browser starts all of those as it reads the head, and on a slow phone connection they share the line
 * with the render-blocking stylesheets: the page's text waits for bytes it does not need to be drawn
 * (Lighthouse's "network dependency tree"; docs/benchmarks.md). The site works without JavaScript, so
 * nothing a visitor can do waits for the paint.
 *
 * This edit, between React and the answer (lib/kept-splice.server.ts), takes the preload links out of
 * the head and turns the boot script's static imports into dynamic ones that start once the browser has
 * painted the page. The preload links are then added by the script, so the modules still load side by
 * side instead of one import after another. Everything else in the script is left as React Router wrote
 * it: the route modules are bound to the same names before the rest of it runs, and React Router
 * hydrates once they are (entry.client.tsx).
 *
 * React writes a string of over a few hundred characters as a chunk of its own, so the boot script's text
 * arrives whole. Should a link or the script be cut between two chunks, it is left as written: the page
 * then loads that part the way it did before, which is slower to paint but no less correct.
 */

import { BOOT_PENDING, BOOTED } from "./boot-names.ts";

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\/?>/g;
const HREF = /\shref="([^"]+)"/;
const MODULE_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");\n?/g;
const BOOT_MARK = Buffer.from("window.__reactRouterRouteModules = ");
const LINK_MARK = Buffer.from('<link rel="modulepreload"');

/**
 * Waits for the first contentful paint as the browser reports it. Without paint timing, for the task after
 * the next frame; in a hidden tab, which does not paint, not at all. Never more than 3 s, so that a frame
 * that is never drawn (a partner's hidden iframe) still comes to life.
 */
const AFTER_PAINT = [
  "await new Promise((go) => {",
  '  if (document.visibilityState === "hidden") return go();',
  "  setTimeout(go, 3000);",
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go));',
  "  new PerformanceObserver((list, observer) => {",
  '    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), go();',
  '  }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

export class BootAfterPaint {
  readonly #nonce: string;
  readonly #preloads: string[] = [];
  #done = false;

  constructor(nonce: string) {
    this.#nonce = nonce;
  }

  /** `bytes` with the preload links taken out, or with the boot script rewritten; otherwise `bytes`. */
  edit(bytes: Buffer): Buffer {
    if (this.#done) return bytes;
    if (bytes.includes(LINK_MARK)) bytes = this.#takeLinks(bytes);
    if (bytes.includes(BOOT_MARK)) bytes = this.#rewriteBoot(bytes);
    return bytes;
  }

  #takeLinks(bytes: Buffer): Buffer {
    const text = bytes.toString("utf8");
    const out = text.replace(PRELOAD_LINK, (link) => {
      const href = HREF.exec(link)?.[1];
      if (!href) return link;
      if (!this.#preloads.includes(href)) this.#preloads.push(href);
      return "";
    });
    return out.length === text.length ? bytes : Buffer.from(out);
  }

  #rewriteBoot(bytes: Buffer): Buffer {
    const text = bytes.toString("utf8");
    const boot = text.indexOf(BOOT_MARK.toString());
    // The imports stand before the route modules are named; the entry's `import(…)` after.
    const head = text.slice(0, boot);
    const names: string[] = [];
    const urls: string[] = [];
    let first = -1;
    const rest = head.replace(MODULE_IMPORT, (_statement, name: string, url: string, at: number) => {
      if (first === -1) first = at;
      names.push(name);
      urls.push(url);
      return "";
    });
    this.#done = true;
    if (first === -1) return bytes;
    const before = rest.slice(0, first);
    const after = rest.slice(first);
    // The route modules' names, then the client entry's hydration (entry.client.tsx): the first route
    // module to load runs the entry, which waits while this is set.
    const named = text.indexOf(";", boot);
    if (named === -1) return bytes;
    const loader = [
      `window.${BOOT_PENDING} = true;`,
      AFTER_PAINT,
      `for (const href of ${JSON.stringify(this.#preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, nonce: ${JSON.stringify(this.#nonce)} }));`,
      `const [${names.join(", ")}] = await Promise.all([${urls.map((u) => `import(${u})`).join(", ")}]);`,
    ].join("\n");
    const hydrate = `\nwindow.${BOOT_PENDING} = false;\nwindow.${BOOTED}?.();`;
    return Buffer.from(
      `${before}${loader}\n${after}${text.slice(boot, named + 1)}${hydrate}${text.slice(named + 1)}`,
    );
  }
}
