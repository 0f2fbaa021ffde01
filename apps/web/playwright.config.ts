import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The production build on a fresh, seeded embedded database in a temporary folder.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "vhs-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The sandbox outboxes (team e-mails, Notion pages, SMS) of this run, for the specs to read.
const outboxDir = process.env.E2E_OUTBOX_DIR ?? `${dataDir}-outbox`;
process.env.E2E_OUTBOX_DIR = outboxDir;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: "off" },
  // A test tagged @desktop or @phone is about that screen (or needs one run only): the other project
  // leaves it out.
  // Each project is a visitor of its own: the server trusts one proxy hop here and reads the address
  // from X-Forwarded-For (TEST-NET addresses), so the per-address limits (5 contact forms in 10 min)
  // count each project's forms apart, as they would two people's, whatever the run's pace.
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.10" },
      },
      grepInvert: /@phone/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.20" } },
      grepInvert: /@desktop/,
      // Killing and restarting a server of its own is not about the screen: the desktop run covers it.
      testIgnore: /order-crash\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "node server.ts",
    cwd: ".",
    url: `http://127.0.0.1:${port}/api/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      LOG_LEVEL: "warn",
      TRUSTED_PROXY_HOPS: "1",
      // A tag manager container, so that consent-first analytics runs as in production
      // (tests/consent.spec.ts answers googletagmanager.com with a local stub).
      GTM_CONTAINER_DEFAULT: "GTM-E2ETEST",
      // The brands' hosts (tests/brands.spec.ts): Chromium resolves *.localhost to this machine.
      COSTING_BRAND_HOST: `koszty.localhost:${port}`,
      TOOLS_BRAND_HOST: `narzedzia.localhost:${port}`,
      // The demo partner's test page (tests/embed.spec.ts) on the next port may frame the site.
      EMBED_DEMO_ORIGINS: `http://127.0.0.1:${port + 1}`,
    },
  },
});
