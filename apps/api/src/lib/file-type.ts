// What an uploaded document is, decided by its content (QUALITY.md "uploads"): the first bytes (the
// "magic bytes") of PDF, JPEG, PNG and HEIC. The media type the browser sends and the file's name are
// never trusted; the name's extension must agree with the content, so a PNG named ".pdf" or a program
// renamed ".pdf" is refused. Four signatures do not justify a dependency (docs/decisions/010-*.md).

export const ALLOWED_MEDIA_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
export type AllowedMediaType = (typeof ALLOWED_MEDIA_TYPES)[number];

/** How many leading bytes detectFileType() needs to decide (an HEIC `ftyp` box lists its brands there). */
export const SNIFF_BYTES = 64;

/** The extensions each type may carry (lower case, without the dot). */
export const EXTENSIONS: Record<AllowedMediaType, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/heic": ["heic", "heif"],
};

/** The rule as the customer reads it, quoted in every refusal. */
export const FILE_TYPE_RULE =
  "Przyjmujemy tylko pliki PDF, JPEG, PNG i HEIC, a rozszerzenie nazwy musi odpowiadać treści pliku.";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEVC-coded HEIF images (ISO/IEC 23008-12): iPhone photos and their sequences. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
/** Generic HEIF brands: accepted only when the compatible brands also name HEVC (AVIF uses them too). */
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

function isHeic(bytes: Uint8Array): boolean {
  // An ISO-BMFF file starts with the `ftyp` box: size (4 bytes), "ftyp", major brand, minor version,
  // then the compatible brands up to the box's end.
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size % 4 !== 0) return false;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!GENERIC_HEIF_BRANDS.has(major)) return false;
  for (let at = 16; at + 4 <= Math.min(size, bytes.length); at += 4) {
    if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** The media type of a file from its first bytes (at least SNIFF_BYTES when the file is that long), or null. */
export function detectFileType(head: Uint8Array): AllowedMediaType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // "%PDF-"
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, PNG)) return "image/png";
  if (isHeic(head)) return "image/heic";
  return null;
}

/** The extension of a file name, lower case, without the dot ("" when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export type FileTypeVerdict =
  | { ok: true; mediaType: AllowedMediaType }
  | { ok: false; reason: "unknown-content" | "extension-mismatch"; message: string };

/** Checks the content and the name together: the content decides the type, the extension must agree. */
export function checkFileType(head: Uint8Array, name: string): FileTypeVerdict {
  const mediaType = detectFileType(head);
  if (!mediaType)
    return {
      ok: false,
      reason: "unknown-content",
      message: `Nieobsługiwany rodzaj pliku. ${FILE_TYPE_RULE}`,
    };
  const ext = extensionOf(name);
  if (!EXTENSIONS[mediaType].includes(ext)) {
    const expected = EXTENSIONS[mediaType].map((e) => `.${e}`).join(" lub ");
    return {
      ok: false,
      reason: "extension-mismatch",
      message: `Treść pliku to ${LABELS[mediaType]}, a ${ext ? `nazwa ma rozszerzenie „.${ext}”` : "nazwa pliku nie ma rozszerzenia"} (oczekiwano ${expected}). ${FILE_TYPE_RULE}`,
    };
  }
  return { ok: true, mediaType };
}

const LABELS: Record<AllowedMediaType, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "obraz JPEG",
  "image/png": "obraz PNG",
  "image/heic": "zdjęcie HEIC",
};
