// The benchmark's reference: bare `react-dom/server` renderToPipeableStream on node:http, no
// framework, rendering a page of 50 Polish car cards from memory (QUALITY.md's "bare
// renderToPipeableStream" row). The cards and header come from cars.ts, shared with the stock
// React Router app in stock-rr/. Written with createElement: Node strips types, not JSX.
// Run: PORT=4000 NODE_ENV=production node scripts/bench/reference-server.ts
import { createServer } from "node:http";
import { createElement as h, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { CarsPageBody, cars, PAGE_TITLE } from "./cars.ts";

function Page(): ReactNode {
  return h(
    "html",
    { lang: "pl" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, PAGE_TITLE),
    ),
    h("body", null, h(CarsPageBody, { cars })),
  );
}

const server = createServer((req, res) => {
  if (req.url !== "/") {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Nie znaleziono");
    return;
  }
  const stream = renderToPipeableStream(h(Page), {
    onShellReady() {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      stream.pipe(res);
    },
    onShellError() {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Błąd");
    },
    onError(error) {
      console.error(error);
    },
  });
});

server.listen(Number(process.env.PORT ?? 4000), process.env.HOST ?? "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "reference listening", port: process.env.PORT ?? 4000 }));
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
