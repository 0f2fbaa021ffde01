import { describe, expect, it } from "vitest";
import { compactRouteManifest } from "./manifest-compact.server.ts";

const manifest = {
  entry: { module: "/assets/entry.client-Cjk_5J_C.js", imports: [], css: [] },
  routes: {
    root: { id: "root", path: "", hasLoader: true, module: "/assets/root-BXweFh0v.js" },
    "routes/catalog/search": {
      id: "routes/catalog/search",
      parentId: "root",
      path: "wyszukaj",
      note: 'a "quoted" ; value,\n with : spaces, and "hasLoader":false, in it',
    },
  },
};
// The script as React Router writes it.
const script = (json: string) =>
  `;\nimport * as route0 from "/assets/root-BXweFh0v.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-Cjk_5J_C.js");`;

describe("compactRouteManifest", () => {
  it("takes the indentation out of the manifest's JSON and leaves everything else as it was", () => {
    const printed = Buffer.from(script(JSON.stringify(manifest, null, 2)));
    const compacted = compactRouteManifest(printed).toString();
    expect(compacted).toBe(script(JSON.stringify(manifest)));
    expect(compacted.length).toBeLessThan(printed.length - 100);
  });

  it("leaves out the routes' flags that are false, and only those", () => {
    const flagged = {
      ...manifest,
      routes: {
        ...manifest.routes,
        "routes/home": {
          hasAction: false,
          id: "routes/home",
          hasLoader: true,
          hasClientLoader: false,
          module: "/assets/home.js",
          hasErrorBoundary: false,
        },
      },
    };
    const compacted = compactRouteManifest(Buffer.from(script(JSON.stringify(flagged, null, 2)))).toString();
    const {
      hasAction: _a,
      hasClientLoader: _c,
      hasErrorBoundary: _e,
      ...home
    } = flagged.routes["routes/home"];
    expect(compacted).toBe(
      script(JSON.stringify({ ...flagged, routes: { ...flagged.routes, "routes/home": home } })),
    );
    // A string that reads like a flag is text, kept as it is.
    expect(compacted).toContain('and \\"hasLoader\\":false, in it');
  });

  it("leaves chunks without the manifest, or with a manifest cut off, untouched", () => {
    const other = Buffer.from('<p class="a b">x ; y</p>');
    expect(compactRouteManifest(other)).toBe(other);
    const cut = Buffer.from(
      script(JSON.stringify(manifest, null, 2)).split(";\n  window.__reactRouterRouteModules")[0] ?? "",
    );
    expect(compactRouteManifest(cut)).toBe(cut);
  });

  it("gives a manifest seen before the same compact form, whatever comes around it", () => {
    const json = JSON.stringify({ ...manifest, routes: { root: manifest.routes.root } }, null, 2);
    const first = compactRouteManifest(Buffer.from(script(json))).toString();
    const around = Buffer.from(`<p>before</p>${script(json)}<p>after</p>`);
    expect(compactRouteManifest(around).toString()).toBe(`<p>before</p>${first}<p>after</p>`);
  });

  it("does not mistake a manifest for another that reads the same up to a semicolon in a string", () => {
    const note = (rest: string) => ({
      ...manifest,
      routes: { root: { ...manifest.routes.root, note: `same start; ${rest}` } },
    });
    for (const rest of ["one ending", "another ending"]) {
      const printed = Buffer.from(script(JSON.stringify(note(rest), null, 2)));
      expect(compactRouteManifest(printed).toString()).toBe(script(JSON.stringify(note(rest))));
    }
  });
});
