// The messages between the web's event loop and the API's worker thread (server/api-thread.ts,
// server/api-worker.ts): a request and its answer as plain data, the bodies as transferred bytes.
export interface ThreadRequest {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  clientAddress: string | undefined;
}

export type ThreadAnswer =
  | {
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { id: number; error: string };

export type WorkerMessage =
  | { ready: true; seeded: boolean; database: string }
  | { closed: true }
  | ThreadAnswer;

export type ToWorker = ThreadRequest | { close: true };
