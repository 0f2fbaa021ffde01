// The client build's files (hashed assets, embed.js, favicon), served from disk with their precompressed
// twins. The list of files is read once at start: the build never changes under a running process, and a
// page's address then costs a set lookup instead of a failed stat of the disk on every request.

import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const PRECOMPRESSED = /\.(br|gz|zst)$/;

/** The URL paths of the files under `root` ("/assets/root-abc.js"), leaving out precompressed twins. */
export function listStaticFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    files.add(`/${path.split(sep).join("/")}`);
  }
  return files;
}

/** Serves the files of `root`, immutable under /assets/ (hashed names) and for an hour otherwise. */
export function staticFiles(root: string): MiddlewareHandler {
  const files = listStaticFiles(root);
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !files.has(c.req.path)) return next();
    const answered = await serve(c, next);
    if (answered?.status === 200) {
      const immutable = c.req.path.startsWith("/assets/");
      answered.headers.set(
        "Cache-Control",
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    }
    return answered;
  };
}
