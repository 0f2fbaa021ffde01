import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { firstLoadAssets } from "./assets.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A client and server build of one route, as React Router writes them, in the given discovery mode. */
function build(mode: "lazy" | "initial"): string {
  dir = mkdtempSync(join(os.tmpdir(), "vhs-assets-"));
  const assets = join(dir, "client", "assets");
  mkdirSync(assets, { recursive: true });
  mkdirSync(join(dir, "server"));
  const manifest = {
    entry: { module: "/assets/entry.js", imports: [], css: [] },
    routes: { root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/entry.js"] } },
    version: "abc",
    url: "/assets/manifest-abc.js",
  };
  writeFileSync(join(assets, "manifest-abc.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  writeFileSync(join(assets, "entry.js"), `console.log(${JSON.stringify("x".repeat(500))});`);
  writeFileSync(join(assets, "root.js"), 'import "./entry.js";');
  writeFileSync(
    join(dir, "server", "index.js"),
    `var routeDiscovery = {\n\t"mode": "${mode}",\n\t"manifestPath": "/__manifest"\n};\n`,
  );
  return join(dir, "client");
}

describe("firstLoadAssets", () => {
  it("leaves the route manifest out when each page prints its part inline (lazy discovery)", () => {
    const [root] = firstLoadAssets(build("lazy")).routes;
    expect(root?.jsFiles).toEqual(["/assets/entry.js", "/assets/root.js"]);
  });

  it("counts the route manifest in every page's first load when pages import it whole", () => {
    const [root] = firstLoadAssets(build("initial")).routes;
    expect(root?.jsFiles).toEqual(["/assets/entry.js", "/assets/manifest-abc.js", "/assets/root.js"]);
  });
});
