/**
 * The two globals through which the page's boot script (lib/boot-scripts.server.tsx) and the client
 * entry (entry.client.tsx) agree on when React Router can hydrate: set while the route modules load, and
 * the entry's callback for when they have.
 */
export const BOOT_PENDING = "__vhsBootPending";
export const BOOTED = "__vhsBooted";
