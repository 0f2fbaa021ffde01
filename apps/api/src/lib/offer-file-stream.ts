// An offer's document on its way in and out of the storage: the customer's file name as we keep it, the
// bytes counted, hashed and typed as they stream (routes/offer-files.ts), and the download's
// Content-Disposition.
import { createHash } from "node:crypto";
import { OFFER_FILE_RULES } from "@vhs/domain/offer-contract.ts";
import { checkFileType, extensionOf, SNIFF_BYTES } from "./file-type.ts";
import { UploadRefusal } from "./multipart-upload.ts";

export const MAX_MB = OFFER_FILE_RULES.maxBytes / 1024 / 1024;
export const TOO_LARGE = `Plik jest za duży: dopuszczalny rozmiar jednego pliku to ${MAX_MB} MB.`;

/** A file name as we keep it: no path, no control characters, at most 200 characters (extension kept). */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .split("")
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  if (base.length <= 200) return base;
  const ext = extensionOf(base);
  return ext ? `${base.slice(0, 199 - ext.length)}.${ext}` : base.slice(0, 200);
}

export interface Inspected {
  size: number;
  sha256: string;
  mediaType: string;
}

/**
 * The file's bytes on their way to the storage: counted (over the limit → 413 at once), hashed, and typed
 * by the first bytes before any of them is written (a refused type never reaches the storage).
 */
export function inspect(source: AsyncIterable<Uint8Array>, fileName: string, out: Inspected) {
  return (async function* () {
    const hash = createHash("sha256");
    let head: Uint8Array[] = [];
    let headBytes = 0;
    let typed = false;
    let size = 0;
    const check = () => {
      const verdict = checkFileType(Buffer.concat(head), fileName);
      if (!verdict.ok) throw new UploadRefusal(415, verdict.message, "file");
      out.mediaType = verdict.mediaType;
      typed = true;
    };
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > OFFER_FILE_RULES.maxBytes) throw new UploadRefusal(413, TOO_LARGE, "file");
      hash.update(chunk);
      if (typed) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes >= SNIFF_BYTES) {
        check();
        yield* head;
        head = [];
      }
    }
    if (size === 0) throw new UploadRefusal(422, "Nieprawidłowe pole „file”: plik jest pusty.", "file");
    if (!typed) {
      check();
      yield* head;
    }
    out.size = size;
    out.sha256 = hash.digest("hex");
  })();
}

/** `attachment` with an ASCII fallback name and the real (Polish) one in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const fallback =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ł/g, "l")
      .replace(/Ł/g, "L")
      .replace(/[^\x20-\x7e]|["\\]/g, "_") || "dokument";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
