import { createContext, data } from "react-router";
import { fetchApiFile } from "../../lib/api-file.server.ts";
import { slugOfPdfFile } from "../../lib/content.ts";
import { serverContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import type { Route } from "./+types/document-pdf";

/** Why the middleware answered no PDF: the loader turns it into the error page. */
const missing = createContext<number>(404);

/**
 * /dokumenty/{slug}.pdf: a document (content/documents) as the API's tagged PDF, streamed as it comes
 * (Content-Disposition: attachment). A route parameter cannot end in ".pdf" inside a segment next to
 * /informacje/{slug}, hence this address (docs/decisions/006-tagged-pdf-with-pdfkit.md).
 *
 * The PDF is answered by the middleware; without one the loader throws, and the root renders the site's
 * Polish 404 page (unknown document or a wrong name) or 503 page (API down) — a resource route could
 * only answer bare text.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const url = new URL(request.url);
    const slug = slugOfPdfFile(params.file);
    if ((request.method !== "GET" && request.method !== "HEAD") || url.pathname.endsWith(".data") || !slug)
      return next();
    const file = await fetchApiFile(
      context.get(serverContext),
      "/document/pdf",
      { slug },
      { type: "application/pdf", fallbackDisposition: `attachment; filename="${slug}.pdf"` },
    );
    if (typeof file !== "number") return file;
    context.set(missing, file === 503 ? 503 : 404);
    return next();
  },
];

export function loader({ request, context }: Route.LoaderArgs): never {
  if (context.get(missing) === 503) throw data("Service Unavailable", { status: 503 });
  notFound(new URL(request.url).pathname.replace(/\.data$/, ""));
}

export default function DocumentPdfRoute() {
  return null;
}
