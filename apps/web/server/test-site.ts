// The whole site for server tests: the real production build, the real API and a seeded test database,
// answered through app.request() (no port). `npm run build` must have run first.
import { existsSync } from "node:fs";
import { type ApiOptions, createApiApp } from "@vhs/api/app.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createSiteApp, type SiteOptions } from "./app.ts";
import { rememberRouteMatches } from "./route-matching.ts";

export const TEST_ORIGIN = "https://www.leasingowo.pl";

const buildPath = new URL("../build/server/index.js", import.meta.url);
const clientDir = new URL("../build/client", import.meta.url).pathname;

export interface TestSite {
  site: ReturnType<typeof createSiteApp>;
  handle: DbHandle;
  build: ServerBuild;
  /** The API app the site calls (in process). */
  api: ReturnType<typeof createApiApp>;
  /** The same build and API with other site options (e.g. an unreachable API's transport). */
  variant(options: Partial<SiteOptions>): ReturnType<typeof createSiteApp>;
  close(): Promise<void>;
}

export interface TestSiteOptions {
  api?: ApiOptions;
  site?: Partial<SiteOptions>;
  /** Runs on the seeded database before the site answers anything (e.g. to add content rows). */
  prepare?: (handle: DbHandle) => Promise<void>;
}

export async function createTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  if (!existsSync(buildPath))
    throw new Error("Run `npm run build` first: these tests use the production build.");
  // A crawl makes thousands of API calls: only warnings and errors are worth reading.
  setLogLevel("warn");
  const build = (await import(buildPath.href)) as ServerBuild;
  await rememberRouteMatches();
  const handle = await createTestDb({ seed: true });
  await options.prepare?.(handle);
  const api = createApiApp(handle, { basePath: "/api", ...options.api });
  const variant = (more: Partial<SiteOptions>) =>
    createSiteApp({
      build,
      clientDir,
      publicOrigin: TEST_ORIGIN,
      redirectHosts: ["partner.leasingowo.pl"],
      api,
      transport: { fetch: async (r) => api.fetch(r), baseUrl: "http://api.internal", timeoutMs: 10_000 },
      ...options.site,
      ...more,
    });
  return { site: variant({}), handle, build, api, variant, close: () => handle.close() };
}

/** A test file's site: created before its tests (seeding takes a few seconds), closed after them. */
export function setUpTestSite(options: TestSiteOptions = {}): () => TestSite {
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
