/**
 * A document (content/documents, docs/content.md) as an accessible, tagged PDF: the same Markdown the site
 * shows under /informacje/{slug}, laid out on A4 pages (docs/decisions/006-tagged-pdf-with-pdfkit.md).
 *
 * - Tagged (PDF/UA-1): a structure tree (Document → H1/H2/H3, P, L/LI/Lbl/LBody, Table/THead/TBody/TR/TH/TD,
 *   BlockQuote, Link with its annotation), language pl-PL, the title in the metadata and shown by viewers
 *   (DisplayDocTitle), bookmarks for the headings. Page furniture — the running header, the company footer,
 *   "Strona X z Y", rules and table shading — is marked as artifacts, so screen readers skip it.
 * - Text is set in DejaVu Sans (dejavu-fonts-ttf), embedded as a subset with a ToUnicode map: every Polish
 *   letter is a real glyph and the text can be searched, copied and read aloud.
 * - The Markdown is read from markdown-it's token stream (raw HTML off, its link check on), never from the
 *   rendered HTML. `:::` blocks: a FAQ becomes questions (H3) and answers, a call to action its text and its
 *   address; car lists, the calculator and forms become a one-line pointer to the page on the site.
 * - Lines are broken here, not by pdfkit: each line's text is its own marked-content sequence, so a page
 *   break never falls inside one and every link annotation is attached to a Link element on its own page.
 * - Deterministic: the same file (and origin) gives the same bytes; the creation date is the day the
 *   version applies from. Bytes are cached per content hash (content-pdf-cache.ts).
 */
import { formatDay } from "@vhs/domain/format.ts";
import { COMPANY } from "@vhs/domain/site.ts";
import PDFDocument from "pdfkit";
import { documentBlocks, plain } from "./content-pdf-blocks.ts";
import { CONTENT_WIDTH, fonts, MARGIN, MUTED, PAGE, Writer } from "./content-pdf-writer.ts";

/** What a document row gives the PDF. */
export interface PdfSource {
  slug: string;
  title: string;
  h1: string | null;
  lead: string | null;
  description: string;
  version: string;
  /** YYYY-MM-DD */
  validFrom: string;
  body: string;
  contentHash: string;
  /** The page the document belongs to (default: /informacje/{slug}). */
  path?: string;
  /** The line under the title (default: "Wersja …, obowiązuje od …"). */
  metaLine?: string;
}

export interface PdfOptions {
  /** The site's origin, for absolute links ("/informacje/rodo" → "https://…/informacje/rodo"). */
  publicOrigin: string;
}

// ─── Markdown → blocks ───────────────────────────────────────────────────────────────────────────────────

export async function renderDocumentPdf(source: PdfSource, options: PdfOptions): Promise<Uint8Array> {
  const origin = options.publicOrigin.replace(/\/+$/, "");
  const pageUrl = `${origin}${source.path ?? `/informacje/${source.slug}`}`;
  const blocks = documentBlocks(source.body, pageUrl, origin);
  // In a sentence, Polish writes the year with "r." (the page shows the bare date in a label).
  const validFrom = `${formatDay(source.validFrom)} r.`;

  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: MARGIN,
    bufferPages: true,
    pdfVersion: "1.7",
    subset: "PDF/UA" as never,
    tagged: true,
    lang: "pl-PL",
    displayTitle: true,
    font: fonts().regular,
    info: {
      Title: source.title,
      Author: COMPANY.name,
      Subject: source.description,
      Creator: COMPANY.name,
      CreationDate: new Date(`${source.validFrom}T00:00:00Z`),
    },
  });
  escapeXmpInfo(doc);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const w = new Writer(doc);
  const root = doc.struct("Document");
  doc.addStructure(root);
  w.heading(root, 1, [plain(source.h1 ?? source.title)], MARGIN.left, CONTENT_WIDTH, 0);
  const meta = w.child(root, "P");
  w.text(
    meta,
    [plain(source.metaLine ?? `Wersja ${source.version}, obowiązuje od ${validFrom}`)],
    MARGIN.left,
    CONTENT_WIDTH,
    9,
    false,
    MUTED,
  );
  meta.end();
  if (source.lead) {
    w.y += 4;
    const lead = w.child(root, "P");
    w.text(lead, [plain(source.lead)], MARGIN.left, CONTENT_WIDTH, 11);
    lead.end();
  }
  w.y += 6;
  w.rule(MARGIN.left, CONTENT_WIDTH, w.y);
  w.y += 12;
  w.blocks(root, blocks, MARGIN.left, CONTENT_WIDTH);
  root.end();
  w.furniture(source.title, source.version);
  doc.end();
  return done;
}

/**
 * pdfkit writes the title, author and subject into the XMP metadata without escaping them: a title with
 * "&" or "<" would make the XML invalid. The document information dictionary is written first (as given),
 * the XMP packet last: escape the values between the two.
 */
function escapeXmpInfo(doc: PDFKit.PDFDocument) {
  const endMetadata = doc.endMetadata.bind(doc);
  doc.endMetadata = () => {
    const info = doc.info as unknown as Record<string, unknown>;
    for (const key of ["Title", "Author", "Subject"])
      if (typeof info[key] === "string")
        info[key] = (info[key] as string).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
    endMetadata();
  };
}
