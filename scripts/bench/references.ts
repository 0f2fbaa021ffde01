// The two references every page figure is divided by, measured in the same run as the site: bare
// renderToPipeableStream (scripts/bench/reference-server.ts) and a stock React Router 8 app
// (scripts/bench/stock-rr), both rendering the same car cards from memory.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { type MeasureOptions, measure } from "./measure.ts";
import { freePort, startProcess, waitForOk } from "./processes.ts";
import type { TargetResult } from "./report.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const stockRRDir = join(root, "scripts/bench/stock-rr");

/**
 * Build the stock React Router app (scripts/bench/stock-rr, into its git-ignored build/) with
 * the repository's React Router CLI. Returns why it could not, or undefined when it was built;
 * a failure only makes the page bars fall back to QUALITY.md's estimate.
 */
export function buildStockRR(verbose: boolean): string | undefined {
  console.log("▶ Building the stock React Router app (scripts/bench/stock-rr)");
  let cli: string;
  try {
    cli = join(dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")), "bin.cjs");
  } catch (e) {
    return `@react-router/dev not found: ${(e as Error).message}`;
  }
  const r = spawnSync(process.execPath, [cli, "build", stockRRDir], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", NO_COLOR: "1" },
  });
  if (verbose) process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
  if (r.status === 0) return undefined;
  const output = stripVTControlCharacters(r.stderr?.trim() || r.stdout?.trim() || "")
    .split("\n")
    .slice(0, 15)
    .join("\n");
  return `react-router build failed (${r.error?.message ?? `exit ${r.status}`})${output ? `:\n${output}` : ""}`;
}

/** One reference server, started on `cpu`, loaded like a page target, stopped. */
export async function measureReference(
  o: { cpu: number | undefined; verbose: boolean; measure: MeasureOptions },
  name = "reference",
  script = "scripts/bench/reference-server.ts",
): Promise<TargetResult> {
  const port = await freePort();
  const ref = startProcess({
    name,
    script: join(root, script),
    port,
    cpu: o.cpu,
    verbose: o.verbose,
    env: { PORT: String(port), HOST: "127.0.0.1", NODE_ENV: process.env.NODE_ENV ?? "production" },
  });
  try {
    await waitForOk(ref, "/", 30_000).catch((e: Error) => {
      throw new Error(`${e.message}\n--- ${name} output ---\n${ref.output()}`);
    });
    return await measure(
      ref,
      { name, method: "GET", path: "/", kind: "page" },
      { ...o.measure, gc: undefined },
    );
  } finally {
    await ref.stop();
  }
}
