// Dynamic answers — rendered pages, the JSON of data requests and of the API — compressed on their way
// out when the browser accepts it. The render path pays little: brotli at a fast quality (4, about gzip
// -6's size at a fraction of its time) or gzip at level 1, streamed so a page that streams keeps
// streaming. Static files come precompressed from the build (build-tools/precompress.ts)
// and are left alone, as is anything already encoded. Off with COMPRESSION=off when a proxy in front
// compresses.
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this the compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(accept: string | null | undefined): "br" | "gzip" | null {
  if (!accept) return null;
  const quality = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}

function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

type Compressor = ReturnType<typeof createGzip> | ReturnType<typeof createBrotliCompress>;

function compressorFor(encoding: "br" | "gzip"): Compressor {
  return encoding === "br"
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: 1 });
}

/**
 * `chunks` then the rest of `reader`, compressed. The compressor is flushed once per burst of writes
 * (after the event loop turn that brought them), not per write: a streamed page still sends each part
 * as React flushes it, and the many small writes of one flush compress together.
 */
function compressedStream(
  first: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  compressor: Compressor,
): ReadableStream<Uint8Array> {
  let flushPending = false;
  const write = (chunk: Uint8Array) => {
    compressor.write(chunk);
    if (flushPending) return;
    flushPending = true;
    setImmediate(() => {
      flushPending = false;
      if (!compressor.writableEnded) compressor.flush();
    });
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      compressor.on("end", () => controller.close());
      compressor.on("error", (e) => controller.error(e));
      void (async () => {
        try {
          for (const chunk of first) write(chunk);
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            write(value);
          }
          compressor.end();
        } catch (e) {
          compressor.destroy(e as Error);
        }
      })();
    },
    cancel(reason) {
      void reader.cancel(reason);
      compressor.destroy();
    },
  });
}

/** Reads until MIN_BYTES have come or the body ended: whether it is worth compressing at all. */
async function head(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  while (bytes < MIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) return { chunks, ended: true };
    chunks.push(value);
    bytes += value.byteLength;
  }
  return { chunks, ended: false };
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || !res.body || res.status < 200 || res.status === 204 || res.status === 206)
      return;
    if (res.headers.has("content-encoding")) return;
    if (!COMPRESSIBLE_TYPE.test(res.headers.get("content-type") ?? "")) return;
    if (/\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    if (!encoding) {
      // Caches must know the answer depends on Accept-Encoding; headers of a fetched answer are immutable.
      try {
        addVary(res.headers);
      } catch {
        c.res = undefined;
        c.res = new Response(res.body, res);
        addVary(c.res.headers);
      }
      return;
    }
    const reader = res.body.getReader();
    const start = await head(reader);
    const headers = new Headers(res.headers);
    addVary(headers);
    const init = { status: res.status, statusText: res.statusText, headers };
    c.res = undefined;
    if (start.ended) {
      // Small after all: sent as it is.
      c.res = new Response(new Blob(start.chunks as BlobPart[]), init);
      return;
    }
    headers.delete("content-length");
    headers.set("Content-Encoding", encoding);
    c.res = new Response(compressedStream(start.chunks, reader, compressorFor(encoding)), init);
  };
}
