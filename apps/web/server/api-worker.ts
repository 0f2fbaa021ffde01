// The API of the one-process site, on a worker thread of its own (server/api-thread.ts says why): the
// database (PGlite's queries run synchronously on the thread that made them) and the API's own heap and
// timers stay off the event loop that renders pages. Reads the same environment as the web.
import { parentPort } from "node:worker_threads";
import type { ThreadRequest, ToWorker, WorkerMessage } from "./api-thread-protocol.ts";
import { readWebEnv } from "./env.ts";
import { openInProcessApi } from "./in-process-api.ts";

const port = parentPort;
if (!port) throw new Error("api-worker.ts runs as a worker thread (server/api-thread.ts starts it)");
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const { app, seeded, database, close } = await openInProcessApi(readWebEnv());

async function answer(r: ThreadRequest): Promise<void> {
  try {
    const request = new Request(r.url, {
      method: r.method,
      headers: r.headers,
      body: r.body && r.body.byteLength > 0 ? r.body : undefined,
    });
    const response = await app.fetch(request, { clientAddress: r.clientAddress });
    const body = await response.arrayBuffer();
    post(
      {
        id: r.id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      },
      [body],
    );
  } catch (e) {
    post({ id: r.id, error: (e as Error).message });
  }
}

port.on("message", (message: ToWorker) => {
  if ("close" in message) {
    void close().finally(() => {
      post({ closed: true });
      port.close();
    });
    return;
  }
  void answer(message);
});

post({ ready: true, seeded, database });
