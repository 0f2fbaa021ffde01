import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Asks the server again after `ms`: with JavaScript the route's data is revalidated in place; without
 * it, a <meta http-equiv="refresh"> inside <noscript> reloads the page (a meta tag needs no script, so
 * the nonce-based CSP does not stand in its way).
 */
export function Poll({ ms, token }: { ms: number; token: unknown }) {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per answer (token)
  useEffect(() => {
    const timer = setTimeout(() => {
      void revalidator.revalidate();
    }, ms);
    return () => clearTimeout(timer);
  }, [ms, token]);
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
