// First-load JavaScript and CSS per route, from the client build. React Router's manifest
// (build/client/assets/manifest-*.js) gives the route tree, and per route its module, imports
// and CSS; the static-import closure of those files is followed by reading the chunks (and
// Vite's .vite/manifest.json when the build keeps it). Dynamic import() is not first load.
// With `routeDiscovery: { mode: "initial" }` every page also imports the manifest file itself, and
// then it is counted in every route's first load too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

interface RrManifestItem {
  module: string;
  imports?: string[];
  css?: string[];
}
interface RrRoute extends RrManifestItem {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}
interface RrManifest {
  entry: RrManifestItem;
  routes: Record<string, RrRoute>;
  version?: string;
  /** The manifest file's own address, as pages import it. */
  url?: string;
}
interface ViteChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface RouteAssets {
  id: string;
  /** URL pattern built from the route tree ("/", "/o-nas", "/*" …). */
  path: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  jsFiles: string[];
  cssFiles: string[];
}

export interface AssetsReport {
  source: string;
  manifest: string;
  routes: RouteAssets[];
}

/**
 * Whether the server build beside `clientDir` has every page import the whole route manifest
 * (`routeDiscovery: { mode: "initial" }`) instead of printing its part of it inline.
 */
export function manifestLoadedFirst(clientDir: string): boolean {
  const server = join(clientDir, "..", "server", "index.js");
  if (!existsSync(server)) return false;
  return /routeDiscovery\s*=\s*\{\s*"?mode"?\s*:\s*"initial"/.test(readFileSync(server, "utf8"));
}

export function firstLoadAssets(clientDir: string): AssetsReport {
  const assetsDir = join(clientDir, "assets");
  if (!existsSync(assetsDir)) throw new Error(`no client build at ${clientDir} (run npm run build)`);

  // Newest manifest-*.js, should an old one be left behind.
  const manifestFile = readdirSync(assetsDir)
    .filter((f) => /^manifest-.*\.js$/.test(f))
    .map((f) => join(assetsDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!manifestFile) throw new Error(`no React Router manifest (manifest-*.js) in ${assetsDir}`);
  const text = readFileSync(manifestFile, "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  const rr = JSON.parse(json) as RrManifest;

  // Vite's own manifest, if the build keeps it: file → its static imports and CSS.
  const viteFile = join(clientDir, ".vite", "manifest.json");
  const vite = new Map<string, { imports: string[]; css: string[] }>();
  if (existsSync(viteFile)) {
    const chunks = JSON.parse(readFileSync(viteFile, "utf8")) as Record<string, ViteChunk>;
    for (const chunk of Object.values(chunks)) {
      vite.set(`/${chunk.file}`, {
        imports: (chunk.imports ?? []).flatMap((k) => (chunks[k] ? [`/${chunks[k].file}`] : [])),
        css: (chunk.css ?? []).map((c) => `/${c}`),
      });
    }
  }

  const read = (url: string) => readFileSync(join(clientDir, url));
  const staticImports = (url: string): string[] => {
    const found = new Set(vite.get(url)?.imports ?? []);
    // `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"` — not `import("…")`.
    for (const m of read(url)
      .toString("utf8")
      .matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      const spec = m[1]!;
      if (spec.startsWith(".")) found.add(posix.join(posix.dirname(url), spec));
      else if (spec.startsWith("/")) found.add(spec);
    }
    return [...found];
  };

  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (url: string) => {
    let s = sizes.get(url);
    if (!s) {
      const buf = read(url);
      s = { raw: buf.length, gzip: gzipSync(buf).length }; // zlib default level (6)
      sizes.set(url, s);
    }
    return s;
  };

  const manifestUrl = rr.url ?? `/assets/${manifestFile.slice(assetsDir.length + 1)}`;
  const withManifest = manifestLoadedFirst(clientDir);

  const children = new Set(Object.values(rr.routes).flatMap((r) => (r.parentId ? [r.parentId] : [])));
  const chainOf = (route: RrRoute): RrRoute[] => {
    const chain: RrRoute[] = [];
    for (let r: RrRoute | undefined = route; r; r = r.parentId ? rr.routes[r.parentId] : undefined)
      chain.unshift(r);
    return chain;
  };

  // Leaf routes only: a layout's code is counted in each of its children.
  const routes = Object.values(rr.routes)
    .filter((r) => !children.has(r.id))
    .map((route): RouteAssets => {
      const items: RrManifestItem[] = [rr.entry, ...chainOf(route)];
      const js = new Set<string>();
      const queue = [
        ...(withManifest ? [manifestUrl] : []),
        ...items.flatMap((i) => [i.module, ...(i.imports ?? [])]),
      ];
      while (queue.length) {
        const url = queue.pop()!;
        if (js.has(url)) continue;
        js.add(url);
        queue.push(...staticImports(url));
      }
      const css = new Set([
        ...items.flatMap((i) => i.css ?? []),
        ...[...js].flatMap((u) => vite.get(u)?.css ?? []),
      ]);
      const sum = (files: Set<string>) =>
        [...files].reduce(
          (acc, f) => {
            const s = size(f);
            return { files: acc.files + 1, raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
          },
          { files: 0, raw: 0, gzip: 0 },
        );
      const path = `/${chainOf(route)
        .map((r) => r.path ?? "")
        .filter(Boolean)
        .join("/")}`;
      return {
        id: route.id,
        path,
        js: sum(js),
        css: sum(css),
        jsFiles: [...js].sort(),
        cssFiles: [...css].sort(),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  return {
    source: vite.size
      ? "React Router manifest + .vite/manifest.json"
      : "React Router manifest + chunk imports",
    manifest: manifestFile,
    routes,
  };
}
