import type { Readable } from "node:stream";

/**
 * The answer's body as a web stream that already holds what React has written.
 *
 * React writes a page it has finished into the answer's stream at once, but a Node stream hands its
 * first chunk on only at a later tick, and by then the HTTP server (@hono/node-server) has looked for
 * bytes, found none and sent the headers in a write of their own, with the body in another after them. A
 * web stream started with what is already there lets the headers and the page leave in one write: one
 * system call and one packet fewer per page. What React writes later (a section still on its way) follows
 * as it comes, with the Node stream paused while the web stream's queue is full.
 */
export function answerStream(body: Readable): ReadableStream<Uint8Array> {
  const written = body.read() as Buffer | null;
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (written) controller.enqueue(written);
        const close = () => {
          if (!open) return;
          open = false;
          controller.close();
        };
        body.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) body.pause();
        });
        body.once("end", close);
        body.once("close", close);
        body.once("error", (error) => {
          if (!open) return;
          open = false;
          controller.error(error);
        });
      },
      pull() {
        if (body.isPaused()) body.resume();
      },
      cancel(reason) {
        open = false;
        body.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
