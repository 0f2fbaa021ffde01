import { slugOfPdfFile } from "../../lib/content.ts";
import { pdfFileRoute } from "../../lib/pdf-route.server.ts";

/**
 * /dokumenty/{slug}.pdf: a document (content/documents) as the API's tagged PDF (lib/pdf-route.server.ts).
 * A route parameter cannot end in ".pdf" inside a segment next to /informacje/{slug}, hence this address
 * (docs/decisions/006-tagged-pdf-with-pdfkit.md).
 */
const route = pdfFileRoute("/document/pdf", slugOfPdfFile);
export const middleware = route.middleware;
export const loader = route.loader;

export default function DocumentPdfRoute() {
  return null;
}
