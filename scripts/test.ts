// `npm test`: the whole suite — lint, typecheck, build, unit + API integration (Vitest),
// end-to-end in Chromium (Playwright) — then one closing line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "vhs-test-"));
let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(name: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function step(name: string, cmd: string, args: string[]) {
  if (run(name, cmd, args)) passed++;
  else failed++;
}

step("lint", "npx", ["biome", "check", "."]);
step("typecheck", "npm", ["run", "typecheck"]);
const built = run("build", "npm", ["run", "build"]);
if (built) passed++;
else failed++;

const vitestJson = join(out, "vitest.json");
run("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
try {
  const report = JSON.parse(readFileSync(vitestJson, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0);
} catch {
  failed++;
  failures.push("vitest report missing");
}

if (built) {
  const e2eJson = join(out, "e2e.json");
  run("end-to-end tests", "node", ["scripts/e2e.ts"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  try {
    const report = JSON.parse(readFileSync(e2eJson, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (report.stats.expected + report.stats.unexpected === 0 ? 1 : 0);
  } catch {
    failed++;
    failures.push("playwright report missing");
  }
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
