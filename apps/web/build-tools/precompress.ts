// The client build's text files, compressed once at build time: brotli at its best quality and gzip -9
// beside each file (`x.js.br`, `x.js.gz`), which the server's static handler answers when the browser
// accepts them (serveStatic `precompressed`). A request then costs no compression at all, and the
// best levels, too slow per request, are affordable once.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: text formats; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

/** The brotli and gzip copies of `content`, each only when it is smaller than the original. */
export function compressedCopies(content: Uint8Array): { br?: Buffer; gz?: Buffer } {
  if (content.byteLength < MIN_BYTES) return {};
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    },
  });
  const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  return {
    ...(br.byteLength < content.byteLength ? { br } : {}),
    ...(gz.byteLength < content.byteLength ? { gz } : {}),
  };
}

/** Vite plugin: after the client bundle is written, writes the compressed copies of its text files. */
export function precompress(): Plugin {
  return {
    name: "vhs-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const item of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(item.fileName)) continue;
        const content =
          item.type === "chunk"
            ? Buffer.from(item.code)
            : typeof item.source === "string"
              ? Buffer.from(item.source)
              : item.source;
        const copies = compressedCopies(content);
        const path = join(dir, item.fileName);
        if (copies.br) writeFileSync(`${path}.br`, copies.br);
        if (copies.gz) writeFileSync(`${path}.gz`, copies.gz);
      }
    },
  };
}
