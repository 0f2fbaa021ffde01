// A kept page gzipped once, answered gzipped on every hit without compressing it again.
//
// The page differs per answer only in a few short values (the CSP nonce, the forms' idempotency keys),
// so each text between two values is deflated once, on its own, and ends on a byte boundary (a sync
// flush, no final block). On a hit the pieces are joined with the fresh values as stored (uncompressed)
// deflate blocks between them, an empty final block closes the stream, and the gzip header and trailer
// (CRC-32 and length of the whole text) go around it (RFC 1951 §3.2.4, RFC 1952). Each piece starts a
// fresh deflate state, so none refers back into another: the joined stream is valid as it stands.
import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * One text of a page, deflated on its own, and as UTF-8 for the CRC (kept: a CRC over bytes is several
 * times faster than over the string, which it would encode on every answer).
 */
export interface DeflatedPart {
  raw: Buffer;
  deflated: Buffer;
}

/** gzip's header: deflate, no name or time, unknown OS. */
export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with the final bit: the end of the deflate stream. */
export const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

export function deflatePart(text: string): DeflatedPart {
  const raw = Buffer.from(text);
  return { raw, deflated: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }) };
}

/** `value` as non-final stored deflate blocks (byte-aligned before and after). */
function storedBlocks(value: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < value.length; at += STORED_MAX) {
    const piece = value.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    out.push(head, piece);
  }
  return out;
}

/** The gzip answer for parts[0] values[0] parts[1] … parts[n], from the parts made by deflatePart. */
export function gzipJoined(parts: readonly DeflatedPart[], values: readonly string[]): Buffer<ArrayBuffer> {
  if (parts.length !== values.length + 1) throw new Error("gzipJoined: one value between every two parts");
  const chunks: Buffer[] = [GZIP_HEADER, parts[0]!.deflated];
  let crc = crc32(parts[0]!.raw);
  let size = parts[0]!.raw.length;
  for (let i = 0; i < values.length; i++) {
    const value = Buffer.from(values[i]!);
    const next = parts[i + 1]!;
    chunks.push(...storedBlocks(value), next.deflated);
    crc = crc32(next.raw, crc32(value, crc));
    size += value.length + next.raw.length;
  }
  chunks.push(FINAL_BLOCK, gzipTrailer(crc, size));
  return Buffer.concat(chunks);
}

/** gzip's trailer: the CRC-32 and the length (mod 2³²) of the whole uncompressed text. */
export function gzipTrailer(crc: number, size: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return trailer;
}
