import type { Config } from "@react-router/dev/config";

// A stock React Router app, as the template creates it: server rendering on, defaults otherwise.
export default {
  ssr: true,
} satisfies Config;
