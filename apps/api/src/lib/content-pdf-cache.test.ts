// The PDF libraries stay out of a process until it makes a PDF (content-pdf-cache.ts, order-pdf-model.ts):
// in a fresh process, so that no other test's imports count.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const here = (path: string) => new URL(path, import.meta.url).href;

const script = `
import { registerHooks } from "node:module";
const urls = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    urls.add(resolved.url);
    return resolved;
  },
});
const loaded = () =>
  [...new Set([...urls].map((u) => /node_modules\\/((?:@pdf-lib\\/)?[a-z-]*(?:pdf|font)[a-z-]*)\\//.exec(u)?.[1]).filter(Boolean))].sort();
await import(${JSON.stringify(here("../app.ts"))});
const atStart = loaded();
const { documentPdfCached } = await import(${JSON.stringify(here("./content-pdf-cache.ts"))});
const pdf = await documentPdfCached(
  { slug: "proba", title: "Próba", h1: null, lead: null, description: "Próba", version: "1.0",
    validFrom: "2026-01-01", body: "Treść dokumentu.", contentHash: "proba" },
  { publicOrigin: "https://leasingowo.test" },
);
console.log(JSON.stringify({ atStart, afterDocument: loaded(), bytes: pdf.length }));
`;

describe("PDF libraries loaded on demand", () => {
  it("are not loaded with the API, and are once a document's PDF is made", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
      atStart: string[];
      afterDocument: string[];
      bytes: number;
    };
    expect(result.atStart).toEqual([]);
    expect(result.afterDocument).toContain("pdfkit");
    expect(result.bytes).toBeGreaterThan(1000);
  });
});
