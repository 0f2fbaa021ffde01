// Helpers for the offer-document tests: an operator and an offer inserted directly (the offer service is
// built elsewhere), small real files of each accepted type and some refused ones, and multipart bodies.
import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { Db } from "@vhs/db/client.ts";
import { type OfferQuote, type OfferStatus, offers } from "@vhs/db/schema/offers.ts";
import { createOperator, newOfferToken } from "../lib/offer-link.ts";
import { createKeyring, dataKeyFrom, type Keyring, sealJson } from "../lib/order-crypto.ts";

/** A fixed test key (not the sandbox key), so the tests prove real encryption. */
export const TEST_KEY_HEX = "5c2e8a1f3b7d9e0c4a6f8b2d1e3c5a7f9b1d3e5c7a9f1b3d5e7c9a1f3b5d7e9c";
export const testKeyring = (): Keyring => createKeyring(dataKeyFrom(TEST_KEY_HEX)!);

export async function insertOperator(db: Db, name = "Anna Doradczyni") {
  return createOperator(db, { name, email: `${randomUUID().slice(0, 8)}@leasingowo.test`, phone: null });
}

/** An offer row with the columns the schema requires; answers its id and link token. */
export async function insertOffer(
  db: Db,
  keyring: Keyring,
  input: {
    operatorId: string;
    status?: OfferStatus;
    client?: "entrepreneur" | "consumer";
    validUntil?: Date;
  },
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const { token, hash } = newOfferToken();
  await db.insert(offers).values({
    id,
    linkHash: hash,
    linkEnc: sealJson(keyring, `offers:${id}:link`, token),
    status: input.status ?? "opened",
    operatorId: input.operatorId,
    carSource: "description",
    car: {
      source: "description",
      description: "Toyota Corolla 1.8 Hybrid",
      priceNet: 100_000,
      priceGross: 123_000,
    },
    client: input.client ?? "consumer",
    duration: 36,
    initialFee: 10,
    repurchase: 20,
    quote: { included: [], schedule: [] } as unknown as OfferQuote,
    validUntil: input.validUntil ?? new Date(Date.now() + 14 * 24 * 3600_000),
  });
  return { id, token };
}

// ---------------------------------------------------------------------------------------------------------
// Files

/** A small but complete PDF (one empty page). */
export function samplePdf(): Buffer {
  const objects = [
    "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n",
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(body.length);
    body += o;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 2×2 RGB PNG. */
export function samplePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG's JFIF start (SOI, APP0), a comment and the end marker. */
export function sampleJpeg(): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  const text = Buffer.from("skan prawa jazdy", "ascii");
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, text.length + 2]), text]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, com, Buffer.from([0xff, 0xd9])]);
}

/** An HEIC header as an iPhone writes it: `ftyp` (heic; mif1, heic) and the start of a `meta` box. */
export function sampleHeic(major = "heic", compatible = ["mif1", "heic"]): Buffer {
  const size = 16 + 4 * compatible.length;
  const ftyp = Buffer.alloc(size);
  ftyp.writeUInt32BE(size, 0);
  ftyp.write("ftyp", 4, "ascii");
  ftyp.write(major, 8, "ascii");
  compatible.forEach((b, i) => {
    ftyp.write(b, 16 + 4 * i, "ascii");
  });
  const meta = Buffer.alloc(40);
  meta.writeUInt32BE(40, 0);
  meta.write("meta", 4, "ascii");
  return Buffer.concat([ftyp, meta]);
}

/** A Windows program's first bytes ("MZ", the DOS stub). */
export function sampleExe(): Buffer {
  const b = Buffer.alloc(512);
  b.write("MZ", 0, "ascii");
  b.write("This program cannot be run in DOS mode.", 78, "ascii");
  return b;
}

/** A multipart form with `kind` and the file (the browser's way: FormData). */
export function uploadForm(
  file: { name: string; bytes: Uint8Array; type?: string },
  kind = "id_card",
): FormData {
  const form = new FormData();
  form.set("kind", kind);
  form.set(
    "file",
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
    file.name,
  );
  return form;
}
