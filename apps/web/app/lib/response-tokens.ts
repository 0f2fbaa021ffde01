import { createContext } from "react";

/**
 * Values that must differ in every answer though the page is otherwise the same (the idempotency keys of
 * "Zamów online" forms). While rendering on the server, each is added to this list, so that a cached
 * page (server/page-cache.ts) gets fresh ones on every answer. Null in the browser.
 */
export const ResponseTokens = createContext<string[] | null>(null);
