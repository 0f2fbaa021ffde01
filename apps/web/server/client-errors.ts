// POST /srv/client-error: the browser's error reports (app/lib/error-report.ts) go to the API's
// POST /v3/client-error through the site's own transport — like the dealer form's /srv/notion — so they
// reach the API in the split deployment too, with the visitor's address for its per-visitor limit.
// Reports from other sites are refused; the API's answer (202, 422, 429) is passed on as it is.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type ApiTransport, createApiClient } from "../app/lib/api.server.ts";
import { isSameSitePost } from "./visitor.ts";

export const CLIENT_ERROR_PATH = "/srv/client-error";

type Env = { Variables: { requestId: string; clientAddress: string | undefined } };

export function clientErrorRoutes(options: { transport: ApiTransport; ownHosts: readonly string[] }) {
  const app = new Hono<Env>();
  const headers = { "Cache-Control": "no-store" };
  app.post(
    CLIENT_ERROR_PATH,
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json({ error: true, message: "Zgłoszenie błędu jest zbyt duże." }, 413, headers),
    }),
    async (c) => {
      if (!isSameSitePost(c.req.raw.headers, [...options.ownHosts, c.req.header("host") ?? ""]))
        return c.json(
          { error: true, message: "Zgłoszenie można wysłać tylko z naszej strony." },
          403,
          headers,
        );
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(
          { error: true, message: "Nieprawidłowa treść zgłoszenia (oczekiwano JSON)." },
          400,
          headers,
        );
      }
      const api = createApiClient(options.transport, {
        requestId: c.get("requestId"),
        clientAddress: c.get("clientAddress"),
      });
      const result = await api.post<unknown>("/v3/client-error", body);
      // The API unreachable or failing: the browser drops the report, nothing to retry.
      const status = (result.error && result.status >= 500 ? 503 : result.status) as 202;
      return c.json(result.error ? result.body : result.data, status, headers);
    },
  );
  return app;
}
