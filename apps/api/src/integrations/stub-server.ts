// Test helper: serves a Hono app imitating a provider's HTTP API on 127.0.0.1 with a random port, so
// the live clients are exercised over real HTTP. Used only by the *.test.ts files next to it.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

export type Stub = {
  /** "http://127.0.0.1:PORT" */
  url: string;
  close(): Promise<void>;
};

export function startStub(app: Hono): Promise<Stub> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
