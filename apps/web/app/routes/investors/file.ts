import { slugOfPdfFile } from "../../lib/content.ts";
import { pdfFileRoute } from "../../lib/pdf-route.server.ts";

/**
 * /dokumenty/inwestorzy/{slug}.pdf: an investor document (content/investors/attachments) as the API's tagged
 * PDF (lib/pdf-route.server.ts) — the address every attachment's `href` names.
 */
const route = pdfFileRoute("/investor-document/pdf", slugOfPdfFile);
export const middleware = route.middleware;
export const loader = route.loader;

export default function InvestorFileRoute() {
  return null;
}
