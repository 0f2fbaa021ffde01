// The whole site for server tests: the real production build, the real API and a seeded test database,
// answered through app.request() (no port). `npm run build` must have run first.
import { existsSync } from "node:fs";
import { type ApiOptions, createApiApp } from "@vhs/api/app.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { ServerBuild } from "react-router";
import { createSiteApp, type SiteOptions } from "./app.ts";

const buildPath = new URL("../build/server/index.js", import.meta.url);
const clientDir = new URL("../build/client", import.meta.url).pathname;

export interface TestSite {
  site: ReturnType<typeof createSiteApp>;
  handle: DbHandle;
  close(): Promise<void>;
}

export async function createTestSite(
  options: { api?: ApiOptions; site?: Partial<SiteOptions> } = {},
): Promise<TestSite> {
  if (!existsSync(buildPath))
    throw new Error("Run `npm run build` first: these tests use the production build.");
  const build = (await import(buildPath.href)) as ServerBuild;
  const handle = await createTestDb({ seed: true });
  const api = createApiApp(handle, { basePath: "/api", ...options.api });
  const site = createSiteApp({
    build,
    clientDir,
    publicOrigin: "https://www.leasingowo.pl",
    redirectHosts: ["partner.leasingowo.pl"],
    api,
    transport: { fetch: async (r) => api.fetch(r), baseUrl: "http://api.internal", timeoutMs: 2000 },
    ...options.site,
  });
  return { site, handle, close: () => handle.close() };
}
