// Route matches remembered by address (decision 024). React Router matches a rendered page's address
// against the site's route branches, in rank order, four to six times per answer: the request handler,
// the data query, the static router, and the route manifest sent to the browser (once for every folder
// above the address). Each time it walks the branches until one fits, joining and normalising paths on
// the way; on this site's 78 branches that was 7 % of a rendered page's CPU (docs/benchmarks.md). What a
// matcher finds depends only on its routes and the path, so each matcher remembers it by path here, and
// every caller gets its own copy of the matches (React Router's renderers assign to them).
//
// React Router does not export its matcher, so it is reached by its file beside the package's entry.
// If a release moves or reshapes it, the site runs unchanged without the memory and says so once in
// its log; route-matching.test.ts fails so that the upgrade is noticed.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** What React Router's matcher gives for an address: the route of each level, with its params. */
interface RouteMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: unknown;
}
interface MatcherPrototype {
  match(this: object, location: unknown, allowPartial?: boolean): RouteMatch[] | null;
  update(this: object, routes: unknown): void;
}

/** Addresses remembered per matcher; past this, it starts again (the addresses come from visitors). */
const MAX_PATHS = 2000;
/** Longer addresses are matched every time rather than kept. */
const MAX_PATH_LENGTH = 512;

const INSTALLED = Symbol.for("leasingowo.rememberedRouteMatches");

/** How often a match was answered from memory and how often it was made, since the process started. */
const counts = { remembered: 0, matched: 0 };
export function routeMatchCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/** The path of a location as React Router reads it: the string up to its query or fragment. */
function pathOf(location: unknown): string | null {
  if (typeof location === "string") {
    const end = location.search(/[?#]/);
    return end === -1 ? location : location.slice(0, end);
  }
  if (location && typeof location === "object" && "pathname" in location) {
    const { pathname } = location as { pathname?: unknown };
    return typeof pathname === "string" ? pathname : null;
  }
  return null;
}

/** The matcher's methods wrapped so that each matcher remembers its matches by path. */
export function rememberMatches(proto: MatcherPrototype): void {
  const record = proto as MatcherPrototype & { [INSTALLED]?: true };
  if (record[INSTALLED]) return;
  const { match, update } = proto;
  const byMatcher = new WeakMap<object, Map<string, RouteMatch[] | null>>();
  proto.update = function (routes) {
    byMatcher.delete(this);
    return update.call(this, routes);
  };
  proto.match = function (location, allowPartial = false) {
    const path = pathOf(location);
    if (path === null || path.length > MAX_PATH_LENGTH) return match.call(this, location, allowPartial);
    let known = byMatcher.get(this);
    if (!known) {
      known = new Map();
      byMatcher.set(this, known);
    }
    const key = `${allowPartial ? "p" : "w"}${path}`;
    let found = known.get(key);
    if (found === undefined) {
      counts.matched++;
      found = match.call(this, location, allowPartial);
      if (known.size >= MAX_PATHS) known.clear();
      known.set(key, found);
    } else counts.remembered++;
    return found === null ? null : found.map((m) => ({ ...m, params: { ...m.params } }));
  };
  record[INSTALLED] = true;
}

function isMatcherPrototype(value: unknown): value is MatcherPrototype {
  const proto = value as Partial<MatcherPrototype> | undefined;
  return typeof proto?.match === "function" && typeof proto.update === "function";
}

/** React Router's own matcher class, by its file beside the package's entry, or why it was not found. */
async function reactRouterMatcher(): Promise<MatcherPrototype | string> {
  try {
    const entry = createRequire(import.meta.url).resolve("react-router");
    const file = new URL("./lib/router/matcher.js", pathToFileURL(entry));
    const mod = (await import(file.href)) as { V6RegExMatcher?: { prototype?: unknown } };
    const proto = mod.V6RegExMatcher?.prototype;
    return isMatcherPrototype(proto) ? proto : `${file.pathname} has no V6RegExMatcher with match and update`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Makes React Router's matcher remember its matches; false (and why, in the log) if it was not found. */
export async function rememberRouteMatches(
  log: (entry: Record<string, unknown>) => void = (entry) => console.warn(JSON.stringify(entry)),
): Promise<boolean> {
  const found = await reactRouterMatcher();
  if (typeof found === "string") {
    log({
      level: "warn",
      msg: "route matches are not remembered: React Router's matcher was not found",
      why: found,
    });
    return false;
  }
  rememberMatches(found);
  return true;
}
