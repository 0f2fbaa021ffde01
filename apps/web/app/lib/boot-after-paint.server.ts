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
const MODULE_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");\n?/g;
const BOOT_MARK = Buffer.from("window.__reactRouterRouteModules = ");
const MANIFEST_MARK = "window.__reactRouterManifest = ";
const LINK_MARK = Buffer.from('<link rel="modulepreload"');

/**
 * Waits for the first contentful paint as the browser reports it. Without paint timing, for the task after
 * the next frame; in a hidden tab, which does not paint, not at all. Never more than 3 s, so that a frame
 * that is never drawn (a partner's hidden iframe) still comes to life. Written small: it is in every answer.
 */
const AFTER_PAINT =
  'await new Promise((go)=>{if(document.visibilityState==="hidden")return go();setTimeout(go,3e3);' +
  'if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(()=>setTimeout(go));' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length)o.disconnect(),go()})' +
  '.observe({type:"paint",buffered:true})});';

/**
 * Adds the preload links the head had: the client entry and its imports, and each route module the page
 * imports with its own (React Router's choice), read from the route manifest the script has just set. The
 * nonce is read from the page's own scripts, so the script holds nothing that differs between two answers.
 */
const PRELOAD =
  '{const m=window.__reactRouterManifest,nonce=document.querySelector("script[nonce]")?.nonce,routes=Object.values(m.routes);' +
  "for(const href of new Set([m.entry.module,...m.entry.imports,...urls.flatMap((u)=>[u,...(routes.find((r)=>r.module===u)?.imports??[])])]))" +
  'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,nonce}));}';

export class BootAfterPaint {
  #done = false;

  /** `bytes` with the preload links taken out, or with the boot script rewritten; otherwise `bytes`. */
  edit(bytes: Buffer): Buffer {
    if (this.#done) return bytes;
    if (bytes.includes(LINK_MARK)) bytes = dropLinks(bytes);
    if (bytes.includes(BOOT_MARK)) {
      this.#done = true;
      bytes = rewriteBoot(bytes);
    }
    return bytes;
  }
}

function dropLinks(bytes: Buffer): Buffer {
  const text = bytes.toString("utf8");
  const out = text.replace(PRELOAD_LINK, "");
  return out.length === text.length ? bytes : Buffer.from(out);
}

/**
 * React Router's boot, `import * as routeN from "…";` lines, the manifest, the route modules' names and
 * the entry's `import(…)`, as: the flag the entry waits on, the manifest, the wait for the paint, the
 * preloads, the same names bound by dynamic imports, then the rest as written and the call to hydrate.
 */
function rewriteBoot(bytes: Buffer): Buffer {
  const text = bytes.toString("utf8");
  const boot = text.indexOf(BOOT_MARK.toString());
  const manifestAt = text.lastIndexOf(MANIFEST_MARK, boot);
  // The manifest's statement ends just before the route modules are named.
  const manifestEnd = text.lastIndexOf(";", boot) + 1;
  const named = text.indexOf(";", boot);
  if (manifestAt === -1 || manifestEnd <= manifestAt || named === -1) return bytes;
  const names: string[] = [];
  const urls: string[] = [];
  let first = -1;
  const imports = text.slice(0, manifestAt);
  const rest = imports.replace(MODULE_IMPORT, (_statement, name: string, url: string, at: number) => {
    if (first === -1) first = at;
    names.push(name);
    urls.push(url);
    return "";
  });
  if (first === -1) return bytes;
  const loader = [
    `window.${BOOT_PENDING}=true;`,
    text.slice(manifestAt, manifestEnd),
    AFTER_PAINT,
    `const urls=[${urls.join(",")}];`,
    PRELOAD,
    `const [${names.join(", ")}] = await Promise.all(urls.map((u)=>import(u)));`,
  ].join("\n");
  const hydrate = `\nwindow.${BOOT_PENDING}=false;\nwindow.${BOOTED}?.();`;
  return Buffer.from(
    `${rest.slice(0, first)}${loader}\n${rest.slice(first)}${text.slice(manifestEnd, named + 1)}${hydrate}${text.slice(named + 1)}`,
  );
}
