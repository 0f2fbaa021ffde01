// Encryption at rest of uploaded documents, with the order keyring (order-crypto.ts): AES-256-GCM, a
// fresh 96-bit IV per file, streaming (a 10 MB file is never held twice in memory while it is written).
//
// Format of a stored object:  "LOF1" | key-id length (1 byte) | key id (ASCII) | IV (12) | ciphertext | tag (16)
// The additional authenticated data is the header plus the storage key, so an object copied under another
// key, or a header altered to name another key, does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { cipherKey, DecryptionError, type Keyring } from "./order-crypto.ts";

const MAGIC = Buffer.from("LOF1", "ascii");
const IV_BYTES = 12;
const TAG_BYTES = 16;

function aad(header: Buffer, storageKey: string): Buffer {
  return Buffer.concat([header, Buffer.from(`offer-files:${storageKey}`, "utf8")]);
}

export interface FileEncryptor {
  /** The bytes to write first. */
  header: Buffer;
  update(chunk: Uint8Array): Buffer;
  /** The last ciphertext bytes and the tag: write them last. */
  final(): Buffer;
}

/** Starts encrypting one object stored under `storageKey` with the keyring's current key. */
export function createFileEncryptor(keyring: Keyring, storageKey: string): FileEncryptor {
  const id = Buffer.from(keyring.current.id, "ascii");
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([id.length]), id, iv]);
  const cipher = createCipheriv("aes-256-gcm", cipherKey(keyring.current.key), iv);
  cipher.setAAD(aad(header, storageKey));
  return {
    header,
    update: (chunk) => cipher.update(chunk),
    final: () => Buffer.concat([cipher.final(), cipher.getAuthTag()]),
  };
}

/** Encrypts a whole buffer (tests, small objects). */
export function encryptFile(keyring: Keyring, storageKey: string, plain: Uint8Array): Buffer {
  const e = createFileEncryptor(keyring, storageKey);
  return Buffer.concat([e.header, e.update(plain), e.final()]);
}

/**
 * Decrypts a stored object; throws DecryptionError when it is not one of ours, the key is unknown or the
 * content was altered. The whole object is authenticated before any byte is answered.
 */
export function decryptFile(keyring: Keyring, storageKey: string, stored: Uint8Array): Buffer {
  const data = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (data.length < MAGIC.length + 1 || !data.subarray(0, MAGIC.length).equals(MAGIC))
    throw new DecryptionError("not an encrypted file");
  const idLength = data[MAGIC.length]!;
  const headerLength = MAGIC.length + 1 + idLength + IV_BYTES;
  if (data.length < headerLength + TAG_BYTES) throw new DecryptionError("truncated file");
  const id = data.subarray(MAGIC.length + 1, MAGIC.length + 1 + idLength).toString("ascii");
  const key = keyring.all.get(id);
  if (!key) throw new DecryptionError("unknown key id");
  const header = data.subarray(0, headerLength);
  const iv = header.subarray(headerLength - IV_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", cipherKey(key), iv);
    decipher.setAAD(aad(header, storageKey));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(data.subarray(headerLength, data.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new DecryptionError("authentication failed");
  }
}
