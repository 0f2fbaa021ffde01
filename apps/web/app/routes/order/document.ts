import { fetchApiFile } from "../../lib/api-file.server.ts";
import { type ServerContext, serverContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import { orderSecret, validOrderUuid } from "../../lib/order.server.ts";
import type { Route } from "./+types/document";

/**
 * /pobierz/{id}: the approved order's offer as a PDF. The secret is read from the httpOnly cookie and
 * the API's document is fetched server-side (the raw transport: the JSON client cannot carry a PDF) and
 * streamed with its own Content-Type and Content-Disposition.
 *
 * The PDF is answered by the route's middleware; when there is none (no cookie, a wrong secret, no
 * decision yet) the loader throws the 404, which the root renders as the site's Polish 404 page — a
 * resource route could only answer it as bare JSON.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname.endsWith(".data")) return next();
    const pdf = await fetchDocument(request, params.id, context.get(serverContext));
    return pdf ?? next();
  },
];

async function fetchDocument(request: Request, id: string, server: ServerContext): Promise<Response | null> {
  const uuid = id.toLowerCase();
  if (!validOrderUuid(uuid)) return null;
  const secret = orderSecret(request, uuid);
  if (!secret) return null;
  const file = await fetchApiFile(
    server,
    "/digital-order/document",
    { uuid, secret },
    {
      type: "application/pdf",
      fallbackDisposition: `attachment; filename="oferta-leasingowa.pdf"`,
      cacheControl: "no-store, private",
    },
  );
  return typeof file === "number" ? null : file;
}

/** Reached only without a document: the Polish 404 page. */
export function loader({ request }: Route.LoaderArgs): never {
  notFound(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/** Personal: the 404 of an order is not cached either. */
export function headers() {
  return { "Cache-Control": "no-store, private" };
}

export default function DocumentRoute() {
  return null;
}
