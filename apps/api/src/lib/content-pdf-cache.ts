// The documents' PDFs as the routes ask for them: typeset once per content hash, and the typesetting
// (pdfkit, its font engine and the embedded fonts: several MB of code and sources) loaded only when the
// first PDF is asked for. A process that never makes one, as most web processes with the API inside do
// not, keeps a smaller heap, and every full collection of that heap is shorter.
import type { PdfOptions, PdfSource } from "./content-pdf.ts";

const cache = new Map<string, Promise<Uint8Array>>();
const CACHE_ENTRIES = 64;

/** renderDocumentPdf (content-pdf.ts), kept per content hash (and origin): a file is typeset once per process. */
export function documentPdfCached(source: PdfSource, options: PdfOptions): Promise<Uint8Array> {
  const key = `${source.contentHash}|${options.publicOrigin}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = import("./content-pdf.ts").then((pdf) => pdf.renderDocumentPdf(source, options));
    hit.catch(() => cache.delete(key));
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  return hit;
}
