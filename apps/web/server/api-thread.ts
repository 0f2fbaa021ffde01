// The one-process site's API, run on a worker thread (server/api-worker.ts) and called through messages.
// PGlite answers a query synchronously on the thread that asked, so on the web's own event loop every
// query the API makes holds up every page being rendered; the API's heap (its caches, the database's
// client) is marked and swept with the web's, and its timers fire between renders. On a thread of its own
// the API keeps all of that to itself, as a separately deployed API does, with no network hop: the
// requests and answers are copied as bytes between the threads.
import { Worker } from "node:worker_threads";
import type { ApiBindings } from "@vhs/api/lib/client-address.ts";
import type { ThreadRequest, ToWorker, WorkerMessage } from "./api-thread-protocol.ts";

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

export interface ApiThread {
  /**
   * The API's answer to `request`, as `app.fetch(request, bindings)` would give it. As on the event loop,
   * the request's signal is not followed: the API client's timeout is for a split deployment's network,
   * while here a page whose first PDFs take over a second on a busy machine should wait for them, and a
   * listener on every request's signal keeps each request's objects past the young generation.
   */
  fetch(request: Request, bindings?: ApiBindings): Promise<Response>;
  /** Closes the API's database and ends the thread. */
  close(): Promise<void>;
  /** Whether the database was seeded on this start, and which it is. */
  seeded: boolean;
  database: string;
}

/**
 * Starts the API's thread; resolves once its database is migrated (and seeded) and it answers. The thread
 * reads this process's environment, with `env` over it.
 */
export function startApiThread(
  env: Record<string, string> = {},
  /** Called when the thread ends without being closed (it failed): the site cannot answer without it. */
  onFailure?: (error: Error) => void,
): Promise<ApiThread> {
  const worker = new Worker(new URL("./api-worker.ts", import.meta.url), { env: { ...process.env, ...env } });
  const pending = new Map<number, { resolve: (r: Response) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;
  let onClosed: (() => void) | null = null;
  let ready = false;

  const failAll = (error: Error) => {
    gone = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  return new Promise((resolveStart, rejectStart) => {
    worker.once("error", (e) => rejectStart(e));
    worker.on("error", (e) => failAll(new Error(`the API's thread failed: ${e.message}`)));
    worker.on("exit", (code) => {
      const error = new Error(`the API's thread ended (code ${code})`);
      failAll(error);
      rejectStart(new Error(`the API's thread ended before it was ready (code ${code})`));
      if (onClosed) onClosed();
      else if (ready) onFailure?.(error);
    });
    worker.on("message", (message: WorkerMessage) => {
      if ("ready" in message) {
        ready = true;
        resolveStart({ fetch, close, seeded: message.seeded, database: message.database });
        return;
      }
      if ("closed" in message) {
        // The API's own timers could keep the thread alive: its database is closed, so end it.
        void worker.terminate();
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if ("error" in message) {
        waiting.reject(new Error(message.error));
        return;
      }
      // As a Uint8Array: a body @hono/node-server writes out without reading a stream.
      const body = NULL_BODY_STATUS.has(message.status) ? null : new Uint8Array(message.body);
      waiting.resolve(
        new Response(body, {
          status: message.status,
          statusText: message.statusText,
          headers: message.headers,
        }),
      );
    });
  });

  async function fetch(request: Request, bindings?: ApiBindings): Promise<Response> {
    if (gone) throw gone;
    const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
    const body = hasBody ? await request.arrayBuffer() : null;
    const id = nextId++;
    const message: ThreadRequest = {
      id,
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body,
      clientAddress: bindings?.clientAddress,
    };
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage(message satisfies ToWorker, body ? [body] : []);
    });
  }

  function close(): Promise<void> {
    if (gone) return Promise.resolve();
    return new Promise((resolve) => {
      onClosed = resolve;
      worker.postMessage({ close: true } satisfies ToWorker);
    });
  }
}
