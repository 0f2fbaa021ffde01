// `npm run embed:demo`: serves the demo partner's page (docs/embed.md, "Trying it locally") on
// http://127.0.0.1:3001 — Auto Nowak's page framing http://embed.localhost:3000 through /embed.js, with the
// messages it receives listed in `window.__messages`. Start the site with
// `EMBED_DEMO_ORIGINS=http://127.0.0.1:3001 npm start` first. Ports: EMBED_DEMO_PORT, PORT; the framed
// screen: EMBED_DEMO_PATH (default /kalkulator-leasingowy). Stops on Ctrl+C.
import { partnerPageHtml, servePage } from "../apps/web/tests/support/embed-partner.ts";

const port = Number(process.env.EMBED_DEMO_PORT ?? 3001);
const site = Number(process.env.PORT ?? 3000);
const path = process.env.EMBED_DEMO_PATH ?? "/kalkulator-leasingowy";
const embedOrigin = `http://embed.localhost:${site}`;

const server = await servePage(port, () =>
  partnerPageHtml({ embedOrigin, token: "an-demo-7Kq2vX9pLm4RtY8w", path }),
);
console.log(`The demo partner's page: http://127.0.0.1:${port}/ (frames ${embedOrigin}${path})`);
process.on("SIGINT", () => server.close(() => process.exit(0)));
