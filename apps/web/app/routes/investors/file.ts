import { createContext, data } from "react-router";
import { fetchApiFile } from "../../lib/api-file.server.ts";
import { serverContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import { slugOfInvestorFile } from "../../lib/investors.ts";
import type { Route } from "./+types/file";

/** Why the middleware answered no PDF: the loader turns it into the error page. */
const missing = createContext<number>(404);

/**
 * /dokumenty/inwestorzy/{slug}.pdf: an investor document (content/investors/attachments) as the API's
 * tagged PDF, streamed as it comes with the API's Content-Type and Content-Disposition (attachment) —
 * the address every attachment's `href` names. As routes/content/document-pdf.ts: without a PDF the loader
 * throws and the root renders the Polish 404 page (a wrong name or an unknown document) or 503 page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const url = new URL(request.url);
    const slug = slugOfInvestorFile(params.file);
    if ((request.method !== "GET" && request.method !== "HEAD") || url.pathname.endsWith(".data") || !slug)
      return next();
    const file = await fetchApiFile(
      context.get(serverContext),
      "/investor-document/pdf",
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

export default function InvestorFileRoute() {
  return null;
}
