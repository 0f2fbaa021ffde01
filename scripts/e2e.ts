// End-to-end tests in real Chromium. Playwright's own browser download cannot work here,
// so this finds a system Chromium (CHROMIUM_PATH, or Debian's /usr/bin/chromium) and, as
// root on Debian, installs the `chromium` package when none is present.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
].filter((p): p is string => Boolean(p));

function findChromium(): string | undefined {
  return candidates.find((p) => existsSync(p));
}

let chromium = findChromium();
if (!chromium && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("Chromium not found: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  chromium = findChromium();
}
if (!chromium) {
  console.error("No Chromium found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}

const r = spawnSync(
  "npx",
  ["playwright", "test", "--config", "apps/web/playwright.config.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(r.status ?? 1);
