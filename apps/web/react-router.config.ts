import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route manifest as one immutable asset rather than a partial one printed into every page
  // (docs/decisions/025-route-manifest-as-asset.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
