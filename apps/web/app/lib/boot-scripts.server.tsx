/**
 * The page's two scripts as React Router's <Scripts> would write them, but with its JavaScript fetched after
 * the first paint, not beside its stylesheets.
 *
 * React Router's <Scripts> puts a `<link rel="modulepreload">` in the head for every module the page
 * hydrates with (the client entry, React Router, the shell, the route modules and their chunks: about
 * 120 KB of gzip on a catalogue page), and its boot script imports the route modules statically. The
 * browser starts all of those as it reads the head, and on a slow phone connection they share the line
 * with the render-blocking stylesheets: the page's text waits for bytes it does not need to be drawn
 * (Lighthouse's "network dependency tree"; docs/benchmarks.md). The site works without JavaScript, so
 * nothing a visitor can do waits for the paint.
 *
 * So the server draws no preload link, and the boot script loads the route modules by dynamic imports
 * that start once the browser has painted the page; the script adds the preload links then, so the modules
 * still load side by side instead of one import after another. The route modules are bound to the names
 * React Router gives them before the rest of its boot runs, and React Router hydrates once they are
 * (entry.client.tsx). The route manifest the script carries is React Router's, as JSON without indentation
 * and without the routes' false flags (its browser code only asks whether a flag is true).
 *
 * The browser still draws React Router's own <Scripts> (root.tsx) and hydrates over these: both scripts keep
 * their server text (`suppressHydrationWarning`), and React hoists its preload links into the head, where
 * they find the boot script's.
 *
 * A page's boot script depends only on the routes it matched and those of its parent paths, so each such
 * set's script is made once and kept. Where React Router is set up in a way this does not draw (a single-page
 * app, subresource integrity, eager route discovery, hot module replacement), its own <Scripts> is drawn:
 * the page then loads its JavaScript the way React Router does, which is slower to paint but as correct.
 */
import { useContext } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  Scripts,
} from "react-router";
import { BOOT_PENDING, BOOTED } from "./boot-names.ts";

type FrameworkContextObject = NonNullable<React.ContextType<typeof FrameworkContext>>;
type Manifest = FrameworkContextObject["manifest"];
type DataRouter = NonNullable<React.ContextType<typeof DataRouterContext>>["router"];

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
 * Adds the preload links <Scripts> would have drawn: the client entry and its imports, and each route module
 * the page imports with its own, read from the route manifest the script has just set. The nonce is read from
 * the page's own scripts, so the script holds nothing that differs between two answers.
 */
const PRELOAD =
  '{const m=window.__reactRouterManifest,nonce=document.querySelector("script[nonce]")?.nonce,routes=Object.values(m.routes);' +
  "for(const href of new Set([m.entry.module,...m.entry.imports,...urls.flatMap((u)=>[u,...(routes.find((r)=>r.module===u)?.imports??[])])]))" +
  'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href,nonce}));}';

export function BootScripts({ nonce }: { nonce: string }) {
  const framework = useContext(FrameworkContext);
  const data = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  if (!framework || !data?.staticContext || !state || !drawnHere(framework)) return <Scripts nonce={nonce} />;
  // React Router sends the hydration data only after its scripts were drawn (its StreamTransfer asks).
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  const context = `window.__reactRouterContext = ${framework.serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
  const boot = bootScript(
    framework.manifest,
    data.router,
    state.matches.map((m) => m.route.id),
  );
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own script, as its <Scripts> writes it */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our boot script, from the build's manifest only
        dangerouslySetInnerHTML={{ __html: boot }}
        type="module"
        async
      />
    </>
  );
}

function drawnHere(framework: FrameworkContextObject): boolean {
  const { manifest } = framework;
  return (
    !framework.isSpaMode &&
    framework.ssr &&
    framework.routeDiscovery.mode === "lazy" &&
    typeof manifest.sri !== "object" &&
    !manifest.hmr?.runtime
  );
}

/** Boot scripts by manifest (one per build), then by the routes a page matched and those of its parents. */
const kept = new WeakMap<Manifest, Map<string, string>>();
const MAX_KEPT = 512;

/** The boot script of a page that matched `matched` (route ids, outermost first). */
export function bootScript(manifest: Manifest, router: DataRouter, matched: readonly string[]): string {
  const routeIds = manifestRouteIds(router, matched);
  const key = `${matched.join(",")}|${[...routeIds].join(",")}`;
  let scripts = kept.get(manifest);
  if (!scripts) {
    scripts = new Map();
    kept.set(manifest, scripts);
  }
  let script = scripts.get(key);
  if (script === undefined) {
    if (scripts.size >= MAX_KEPT) scripts.clear();
    script = writeBootScript(manifest, routeIds, matched);
    scripts.set(key, script);
  }
  return script;
}

/**
 * The routes whose manifest the page carries, as React Router chooses them (its getPartialManifest): the
 * routes it matched and those that match each of its parent paths, so that a link one level up needs no
 * manifest request.
 */
function manifestRouteIds(router: DataRouter, matched: readonly string[]): Set<string> {
  const ids = new Set(matched);
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) for (const m of router.match(path) ?? []) ids.add(m.route.id);
  return ids;
}

/** A route's flag that is false: left out, as React Router's browser code reads an absent flag as false. */
const withoutFalseFlags = (key: string, value: unknown) =>
  value === false && /^has[A-Z]/.test(key) ? undefined : value;

export function writeBootScript(
  manifest: Manifest,
  routeIds: ReadonlySet<string>,
  matched: readonly string[],
) {
  const { sri: _sri, ...rest } = manifest;
  const routes = Object.fromEntries([...routeIds].map((id) => [id, manifest.routes[id]]));
  const partial = JSON.stringify({ ...rest, routes }, withoutFalseFlags);
  // Each route's modules under React Router's names: one module as `routeN`, several (a route whose client
  // loader or action is a chunk of its own) as `routeN_…` put together into `routeN`.
  const urls: string[] = [];
  const names: string[] = [];
  const joined: string[] = [];
  matched.forEach((id, index) => {
    const entry = manifest.routes[id];
    if (!entry) throw new Error(`Route ${id} not found in manifest`);
    const name = `route${index}`;
    const chunks = [
      [entry.clientActionModule, `${name}_clientAction`],
      [entry.clientLoaderModule, `${name}_clientLoader`],
      [entry.clientMiddlewareModule, `${name}_clientMiddleware`],
      [entry.hydrateFallbackModule, `${name}_HydrateFallback`],
    ].filter((c): c is [string, string] => Boolean(c[0]));
    if (chunks.length === 0) {
      urls.push(entry.module);
      names.push(name);
      return;
    }
    chunks.push([entry.module, `${name}_main`]);
    for (const [url, chunkName] of chunks) {
      urls.push(url);
      names.push(chunkName);
    }
    joined.push(`const ${name} = {${chunks.map(([, n]) => `...${n}`).join(",")}};`);
  });
  const named = matched.map((id, index) => `${JSON.stringify(id)}:route${index}`).join(",");
  return [
    `window.${BOOT_PENDING}=true;`,
    `window.__reactRouterManifest = ${partial};`,
    AFTER_PAINT,
    `const urls=[${urls.map((u) => JSON.stringify(u)).join(",")}];`,
    PRELOAD,
    `const [${names.join(", ")}] = await Promise.all(urls.map((u)=>import(u)));`,
    ...joined,
    `window.__reactRouterRouteModules = {${named}};`,
    `window.${BOOT_PENDING}=false;`,
    `window.${BOOTED}?.();`,
    `import(${JSON.stringify(manifest.entry.module)});`,
  ].join("\n");
}
