// Test support: the whole site in-process — the real production build, the real API and a seeded test
// database — answering through `site.request()`, no port.
import { existsSync } from "node:fs";
import { createApiApp } from "@vhs/api/app.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createSiteApp, type SiteOptions } from "./app.ts";

export const TEST_ORIGIN = "https://www.leasingowo.pl";

const buildPath = new URL("../build/server/index.js", import.meta.url);
const clientDir = new URL("../build/client", import.meta.url).pathname;

export interface TestSite {
  site: ReturnType<typeof createSiteApp>;
  handle: DbHandle;
  build: ServerBuild;
  /** The same build and API with other options (e.g. another transport). */
  variant: (options: Partial<SiteOptions>) => ReturnType<typeof createSiteApp>;
  close: () => Promise<void>;
}

/** `prepare` runs on the seeded database before the site answers anything (e.g. to add content rows). */
export async function createTestSite(
  options: Partial<SiteOptions> & { prepare?: (handle: DbHandle) => Promise<void> } = {},
): Promise<TestSite> {
  if (!existsSync(buildPath))
    throw new Error("Run `npm run build` first: these tests use the production build.");
  const { prepare, ...overrides } = options;
  // A crawl makes thousands of API calls: only warnings and errors are worth reading.
  setLogLevel("warn");
  const build = (await import(buildPath.href)) as ServerBuild;
  const handle = await createTestDb({ seed: true });
  await prepare?.(handle);
  const api = createApiApp(handle, { basePath: "/api" });
  const variant = (more: Partial<SiteOptions>) =>
    createSiteApp({
      build,
      clientDir,
      api,
      transport: { fetch: async (r) => api.fetch(r), baseUrl: "http://api.internal", timeoutMs: 10_000 },
      publicOrigin: TEST_ORIGIN,
      redirectHosts: ["partner.leasingowo.pl"],
      ...overrides,
      ...more,
    });
  return { site: variant({}), handle, build, variant, close: () => handle.close() };
}

/** A test file's site: created before its tests (seeding takes a few seconds), closed after them. */
export function setUpTestSite(options: Parameters<typeof createTestSite>[0] = {}): () => TestSite {
  let t: TestSite | undefined;
  beforeAll(async () => {
    t = await createTestSite(options);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error("The test site is created in beforeAll.");
    return t;
  };
}
