import { documentHref, documentPdfHref } from "../../lib/content.ts";
import type { OrderDocumentRef } from "../../lib/order-types.ts";

/**
 * The documents a consent or statement refers to: each one's page, opened in a new tab so that the form
 * keeps what was typed (said in the link text, for everyone), and its PDF. Plain links outside the
 * checkbox's label, so they work without JavaScript and never tick the box.
 */
export function DocumentLinks({ documents }: { documents: OrderDocumentRef[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="ml-8 space-y-1 text-sm">
      {documents.map((d) => (
        <li key={d.slug}>
          <a
            href={documentHref(d.slug)}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline"
          >
            {d.title} <span className="font-normal text-slate-600">(otwiera się w nowej karcie)</span>
          </a>
          <span aria-hidden="true"> · </span>
          <a
            href={documentPdfHref(d.slug)}
            download
            aria-label={`Pobierz PDF: ${d.title}`}
            className="text-brand-700 underline"
          >
            Pobierz PDF
          </a>
        </li>
      ))}
    </ul>
  );
}
