import type { Server } from "node:http";

/** Longer than the 60 s a proxy or load balancer keeps an idle connection to us (see below). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * A proxy or load balancer keeps idle connections to a server open for up to 60 s (nginx's upstream
 * `keepalive_timeout`, most cloud balancers' idle timeout). With Node's 5 s the server closes them first,
 * and a request sent on a connection at the moment the server closes it fails: a 502 at the proxy,
 * ECONNRESET at a client. So the server keeps idle connections longer than the proxy does. Stopping is not
 * held up by them: `server.close()` closes the idle ones at once. (Node's `headersTimeout`, 60 s, counts
 * only while a request's headers arrive, not while a connection waits idle: it stays as it is.)
 */
export function keepIdleConnections(server: Pick<Server, "keepAliveTimeout">): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
