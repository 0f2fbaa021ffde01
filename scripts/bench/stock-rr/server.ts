// The benchmark's stock React Router server: the production build of this folder's app
// (`react-router build scripts/bench/stock-rr`, done by `npm run bench`) behind
// @react-router/node's createRequestListener (createRequestHandler(build) adapted to node:http),
// and the built client assets. No caching, no middleware of our own.
//
// The template serves the build with @react-router/serve (Express, compression, morgan
// request logs, express.static in front of every request), which is not installed here. This
// server has none of those, so it is at least as fast as the template's: measuring against it
// makes the "≥ 1.0 × stock React Router" bar no easier. Without compression, as the bench by
// default sends no Accept-Encoding, so compression would not apply anyway.
// Run: PORT=4001 NODE_ENV=production node scripts/bench/stock-rr/server.ts
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import { extname, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";

// React picks its production or development build when first imported.
process.env.NODE_ENV ??= "production";
const { createRequestListener } = await import("@react-router/node");

const buildFile = fileURLToPath(new URL("./build/server/index.js", import.meta.url));
if (!existsSync(buildFile)) {
  console.error(`No build at ${buildFile}: run npx react-router build scripts/bench/stock-rr`);
  process.exit(1);
}
const build = (await import(buildFile)) as ServerBuild;
const handler = createRequestListener({ build, mode: process.env.NODE_ENV });

// Vite's fingerprinted client files, as the template's server serves them (cached for a year).
const assetsDir = fileURLToPath(new URL("./build/client/assets/", import.meta.url));
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

const server = createServer((req, res) => {
  const url = req.url ?? "/";
  if (url.startsWith("/assets/")) {
    const file = normalize(assetsDir + decodeURIComponent(url.slice("/assets/".length).split("?")[0]!));
    if (!file.startsWith(assetsDir) || file.endsWith(sep) || !existsSync(file)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Nie znaleziono");
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": "public, max-age=31536000, immutable",
    });
    createReadStream(file).pipe(res);
    return;
  }
  void handler(req, res);
});

const port = Number(process.env.PORT ?? 4001);
server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "stock React Router listening", port }));
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
