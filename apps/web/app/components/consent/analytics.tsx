import { useEffect } from "react";

/**
 * The browser's side of measurement, rendered once in the root layout. After hydration it loads
 * lib/analytics-start.ts (never part of the first load), which keeps the landing address's campaign keys
 * (`vhs_utm`), adds them to lead and order forms, and loads the tag manager when the stored choice allows
 * it and the host has a container.
 */
export function Analytics({ container }: { container: string | null }) {
  useEffect(() => {
    import("../../lib/analytics-start.ts").then(
      (m) => m.startAnalytics(container),
      () => {},
    );
  }, [container]);
  return null;
}
