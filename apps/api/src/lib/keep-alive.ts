import type { Server } from "node:http";

/** Longer than the 60 s a proxy or load balancer keeps an idle connection to us (see below). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * A proxy or load balancer keeps idle connections to a server open for up to 60 s (nginx's upstream
 * `keepalive_timeout`, most cloud balancers' idle timeout). With Node's 5 s the server closes them first,
 * and a request sent on a connection at the moment the server closes it fails: a 502 at the proxy,
 * ECONNRESET at a client. So the server keeps idle connections longer than the proxy does. Stopping is not
 * held up by them: `server.close()` closes the idle ones at once.
 */
export function keepIdleConnections(server: Pick<Server, "keepAliveTimeout" | "headersTimeout">): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Older Node closed a connection whose next request's headers had not come within `headersTimeout` of the
  // last one; kept above the keep-alive time so that the two never race.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}
