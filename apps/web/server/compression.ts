// Dynamic answers — rendered pages, the JSON of data requests and of the API — compressed on their way
// out when the browser accepts it, at a cost the render path can bear. Rendered pages are gzipped on the
// main thread, one burst of React's writes at a time (gzippedBursts); other answers, or pages for a
// browser that takes brotli only, are streamed through brotli at quality 2 (a fifth smaller than gzip -1
// at about its time; quality 4 saved 1–2 KiB a page and cost a render up to a third of its throughput)
// or gzip at level 1. Static files come precompressed from the build (build-tools/precompress.ts) and are
// left alone, as is anything already encoded. Off with COMPRESSION=off when a proxy in front compresses.
import { constants, crc32, createBrotliCompress, createGzip, deflateRawSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { FINAL_BLOCK, GZIP_HEADER, gzipTrailer } from "./gzip-parts.ts";

const HTML = /^text\/html/i;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this the compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/** What an Accept-Encoding header accepts: a coding is accepted with q > 0, by name or by `*`. */
function acceptedBy(accept: string | null | undefined): (coding: "br" | "gzip") => boolean {
  if (!accept) return () => false;
  const quality = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  return (coding) => (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
}

export function acceptsEncoding(accept: string | null | undefined, coding: "br" | "gzip"): boolean {
  return acceptedBy(accept)(coding);
}

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(accept: string | null | undefined): "br" | "gzip" | null {
  return preferredOf(acceptedBy(accept));
}

function preferredOf(accepts: (coding: "br" | "gzip") => boolean): "br" | "gzip" | null {
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

/** Adds Accept-Encoding to Vary: the answer depends on it. */
export function addVary(headers: Headers) {
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
          [constants.BROTLI_PARAM_QUALITY]: 2,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: 1 });
}

/** Hands `first`, then every chunk `reader` brings, to `write`; resolves when the body has ended. */
async function pump(
  first: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  write: (chunk: Uint8Array) => void,
) {
  for (const chunk of first) write(chunk);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    write(value);
  }
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
      pump(first, reader, write).then(
        () => compressor.end(),
        (e) => compressor.destroy(e as Error),
      );
    },
    cancel(reason) {
      void reader.cancel(reason);
      compressor.destroy();
    },
  });
}

/**
 * A rendered page, gzipped on the main thread. Each burst of React's writes (gathered until the next
 * event-loop turn, so a streamed page still sends each part as React flushes it) is deflated on its own,
 * synchronously, at level 1, ending on a byte boundary (a sync flush); the pieces form one deflate stream
 * inside gzip's header and trailer, as server/gzip-parts.ts joins a kept page's parts. Through a zlib
 * stream, React's dozens of small writes were each a trip to zlib's thread pool, and compressing cost a
 * render about as much as React did; here a search page renders 219 req/s gzipped against 166 with
 * streamed brotli (decision 014). Each burst starts a fresh dictionary: a few per cent more bytes.
 */
function gzippedBursts(first: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  let crc = 0;
  let size = 0;
  let burst: Uint8Array[] = [];
  let ended = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(GZIP_HEADER));
      const send = () => {
        // A burst scheduled before the answer ended (the visitor gone, the render failed) is dropped.
        if (burst.length === 0 || ended) return;
        const bytes = burst.length === 1 ? burst[0]! : Buffer.concat(burst);
        burst = [];
        crc = crc32(bytes, crc);
        size += bytes.byteLength;
        controller.enqueue(deflateRawSync(bytes, { level: 1, finishFlush: constants.Z_SYNC_FLUSH }));
      };
      const write = (chunk: Uint8Array) => {
        if (burst.push(chunk) === 1) setImmediate(send);
      };
      pump(first, reader, write).then(
        () => {
          send();
          if (ended) return;
          ended = true;
          controller.enqueue(new Uint8Array(FINAL_BLOCK));
          controller.enqueue(gzipTrailer(crc, size));
          controller.close();
        },
        (e) => {
          if (!ended) controller.error(e);
          ended = true;
        },
      );
    },
    cancel(reason) {
      ended = true;
      void reader.cancel(reason);
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
    // The body is read only to compress it: an answer left as it is keeps the bytes or text it was made
    // with, which the Node server writes out with its headers in one go, without a stream.
    if (c.req.method === "HEAD" || res.status < 200 || res.status === 204 || res.status === 206) return;
    if (res.headers.has("content-encoding")) return;
    if (!COMPRESSIBLE_TYPE.test(res.headers.get("content-type") ?? "")) return;
    if (/\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    const accepts = acceptedBy(c.req.header("accept-encoding"));
    const encoding = preferredOf(accepts);
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
    if (!res.body) return;
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
    // A rendered page: gzip on the main thread whenever the browser takes gzip (see gzippedBursts).
    if (HTML.test(headers.get("content-type") ?? "") && accepts("gzip")) {
      headers.set("Content-Encoding", "gzip");
      c.res = new Response(gzippedBursts(start.chunks, reader), init);
      return;
    }
    headers.set("Content-Encoding", encoding);
    c.res = new Response(compressedStream(start.chunks, reader, compressorFor(encoding)), init);
  };
}
