// A partner's page on another local origin (docs/embed.md, "Trying it locally"): it frames the embed
// host with /embed.js (the frame brings its own banner, main and footer landmarks, so the page around it
// names a region of its own) and records every message it receives from the frame's origin in `window.__messages`.
import { createServer, type Server } from "node:http";

export function partnerPageHtml(options: { embedOrigin: string; token: string; path: string }): string {
  const { embedOrigin, token, path } = options;
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Auto Nowak – leasing samochodów</title></head>
<body>
<section aria-label="Auto Nowak – leasing">
<h1>Auto Nowak – leasing samochodów</h1>
<div data-leasingowo-embed data-token="${token}" data-path="${path}" data-title="Leasing samochodu – Leasingowo"></div>
</section>
<script>
window.__messages = [];
window.addEventListener("message", function (event) {
  if (event.origin === ${JSON.stringify(embedOrigin)}) window.__messages.push(event.data);
});
</script>
<script src="${embedOrigin}/embed.js"></script>
</body>
</html>`;
}

/** Serves one page on 127.0.0.1:port until closed. */
export async function servePage(port: number, html: () => string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(html());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
