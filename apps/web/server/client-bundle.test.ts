import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The script every page loads must not carry Zod: a value imported in the browser from a @vhs/domain module
// that also defines Zod schemas pulls the whole library into the entry chunk (first-load JS budgets,
// docs/benchmarks.md). Zod belongs in the form chunks only.
const assets = new URL("../build/client/assets", import.meta.url).pathname;

describe("the client entry chunk", () => {
  it("does not bundle Zod", () => {
    const entry = readdirSync(assets).filter((f) => /^entry\.client-[\w-]+\.js$/.test(f));
    expect(entry).toHaveLength(1);
    const code = readFileSync(`${assets}/${entry[0]}`, "utf8");
    expect(code).not.toMatch(/ZodError|\$ZodType/);
  });

  it("leaves the page's watch (version checks, error reports, the notice) to a chunk of its own", () => {
    const files = readdirSync(assets).filter((f) => f.endsWith(".js"));
    const read = (pattern: RegExp) =>
      files.filter((f) => pattern.test(f)).map((f) => readFileSync(`${assets}/${f}`, "utf8"));
    const [watch] = read(/^page-watch-[\w-]+\.js$/);
    expect(watch).toContain("Dostępna jest nowa wersja serwisu.");
    expect(watch).toContain("/srv/client-error");
    for (const code of read(/^(entry\.client|shell|root)-[\w-]+\.js$/)) {
      expect(code).not.toContain("Dostępna jest nowa wersja serwisu.");
      expect(code).not.toContain("/srv/client-error");
    }
  });
});

const read = (file: string) => readFileSync(`${assets}/${file}`, "utf8");
const staticImports = (code: string) =>
  [...code.matchAll(/(?:^|;)\s*import\s*[^"]*?from\s*"\.\/([^"]+)"/g)].map((m) => m[1]!);

/** The chunks every page loads: the root's and what they import statically, transitively. */
function firstLoadFiles(files: string[]): Set<string> {
  const firstLoad = new Set<string>();
  const visit = (file: string) => {
    if (firstLoad.has(file)) return;
    firstLoad.add(file);
    for (const next of staticImports(read(file))) visit(next);
  };
  visit(files.find((f) => /^root-[\w-]+\.js$/.test(f))!);
  return firstLoad;
}

// The chat widget is downloaded once the page runs (components/chat/chat-dock.tsx) and its panel when the
// visitor first reaches for the button: the modules every page loads (the entry, the root and what they
// import statically) carry neither, only the dock's link.
describe("the chat widget", () => {
  it("keeps the widget and its panel out of the first-load chunks", () => {
    const files = readdirSync(assets).filter((f) => f.endsWith(".js"));
    const panel = files.filter((f) => read(f).includes("W czym możemy pomóc? Wybierz jedną z opcji"));
    expect(panel).toEqual([expect.stringMatching(/^chat-panel-[\w-]+\.js$/)]);

    const firstLoad = firstLoadFiles(files);
    expect(firstLoad.size).toBeGreaterThan(1);
    expect([...firstLoad].filter((f) => f.startsWith("chat-panel-"))).toEqual([]);
    expect([...firstLoad].filter((f) => f.startsWith("chat-widget-"))).toEqual([]);
    expect(files.filter((f) => /^chat-widget-[\w-]+\.js$/.test(f))).toHaveLength(1);
  });
});

// Embed mode's messages to the partner's page (ResizeObserver, the debounced messenger) load only on a
// partner's page: no other page downloads them.
describe("embed mode", () => {
  it("keeps the frame's messenger out of the first-load chunks", () => {
    const files = readdirSync(assets).filter((f) => f.endsWith(".js"));
    const bridge = files.filter((f) => read(f).includes("ancestorOrigins"));
    expect(bridge).toEqual([expect.stringMatching(/^embed-bridge-[\w-]+\.js$/)]);
    const firstLoad = firstLoadFiles(files);
    expect([...firstLoad].filter((f) => f.startsWith("embed-bridge-"))).toEqual([]);
    for (const f of firstLoad) expect(read(f)).not.toContain("ResizeObserver(");
  });
});
