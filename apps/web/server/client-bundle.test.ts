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
