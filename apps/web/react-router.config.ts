import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route manifest ships once as a cached asset instead of a partial copy inline in every
  // page plus `/__manifest` requests for the links on screen (decision 028).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
