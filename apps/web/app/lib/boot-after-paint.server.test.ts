import { describe, expect, it } from "vitest";
import { BootAfterPaint } from "./boot-after-paint.server.ts";
import { BOOT_PENDING, BOOTED } from "./boot-names.ts";

const NONCE = "5rwJeEwSXhtHu9pFH5LsDA==";
const link = (href: string) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`;
// The head and the boot script as React Router writes them (its <Scripts>, the manifest already compact).
const HEAD = `<head><meta charSet="utf-8"/><title>Leasing</title>${link("/assets/entry.client-C.js")}${link("/assets/root-B.js")}${link("/assets/entry.client-C.js")}${link("/assets/shell-l.js")}${link("/assets/home-B.js")}<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-D.css"/></head>`;
const MANIFEST = `window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"},"routes":{"root":{"id":"root","module":"/assets/root-B.js"}}};`;
const BOOT = `;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-B.js";\n  ${MANIFEST}\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C.js");`;

const edit = (boot: BootAfterPaint, text: string) => boot.edit(Buffer.from(text)).toString();

describe("BootAfterPaint", () => {
  it("takes the preload links out of the head, once each, and leaves the rest of it as written", () => {
    const head = edit(new BootAfterPaint(NONCE), HEAD);
    expect(head).not.toContain("modulepreload");
    expect(head).toBe(
      `<head><meta charSet="utf-8"/><title>Leasing</title><link nonce="${NONCE}" rel="stylesheet" href="/assets/root-D.css"/></head>`,
    );
  });

  it("loads the route modules after the first paint, preloads the taken links, then lets the entry hydrate", () => {
    const boot = new BootAfterPaint(NONCE);
    edit(boot, HEAD);
    const script = edit(boot, BOOT);
    // No static import is left: the browser would fetch it as it reads the page.
    expect(script).not.toMatch(/^\s*import \* as/m);
    const lines = script.split("\n");
    const at = (needle: string) => lines.findIndex((l) => l.includes(needle));
    expect(lines[0]).toBe(";");
    expect(at(`window.${BOOT_PENDING} = true;`)).toBe(1);
    expect(at("first-contentful-paint")).toBeGreaterThan(1);
    expect(script).toContain(
      `for (const href of ["/assets/entry.client-C.js","/assets/root-B.js","/assets/shell-l.js","/assets/home-B.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, nonce: "${NONCE}" }));`,
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-B.js")]);',
    );
    // In order: wait, preload, import; the manifest and the modules' names as written; then hydrate.
    const order = [
      at("first-contentful-paint"),
      at("for (const href of"),
      at("await Promise.all"),
      at(MANIFEST),
      at("window.__reactRouterRouteModules = "),
      at(`window.${BOOT_PENDING} = false;`),
      at(`window.${BOOTED}?.();`),
      at('import("/assets/entry.client-C.js");'),
    ];
    expect(order.every((n) => n > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(script.endsWith('import("/assets/entry.client-C.js");')).toBe(true);
  });

  it("runs as a module script: the rewritten boot parses, with its awaits at the top level", async () => {
    const boot = new BootAfterPaint(NONCE);
    edit(boot, HEAD);
    const script = edit(boot, BOOT);
    // An async function's body accepts what a module's top level does here (await, const, import()).
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("leaves a page without React Router's boot, and every chunk after the boot, as they were", () => {
    const boot = new BootAfterPaint(NONCE);
    const other = Buffer.from('<main><p>import * as x from "y"; in a paragraph</p></main>');
    expect(boot.edit(other)).toBe(other);
    edit(boot, BOOT);
    const later = Buffer.from(`<footer>${link("/assets/late.js")}</footer>`);
    expect(boot.edit(later)).toBe(later);
  });

  it("leaves a boot script cut off before its modules are named as written, so the page boots as before", () => {
    const boot = new BootAfterPaint(NONCE);
    const cut = Buffer.from(BOOT.slice(0, BOOT.indexOf("window.__reactRouterRouteModules")));
    expect(boot.edit(cut)).toBe(cut);
    const noImports = Buffer.from(`;\n  window.__reactRouterRouteModules = {};\nimport("/e.js");`);
    expect(boot.edit(noImports)).toBe(noImports);
  });

  it("leaves a preload link cut between two chunks in the head, where the browser still reads it", () => {
    const boot = new BootAfterPaint(NONCE);
    const whole = link("/assets/root-B.js");
    const first = edit(boot, `<head>${link("/assets/entry.client-C.js")}${whole.slice(0, 20)}`);
    const second = edit(boot, `${whole.slice(20)}</head>`);
    expect(`${first}${second}`).toBe(`<head>${whole}</head>`);
    expect(edit(boot, BOOT)).toContain('for (const href of ["/assets/entry.client-C.js"])');
  });
});
