/**
 * Encryption at rest of an order's personal data (QUALITY.md "personal data": PESEL, ID number and
 * account numbers encrypted at rest; we also encrypt contact data, addresses and income).
 *
 * - AES-256-GCM, a fresh 96-bit IV per value, the 128-bit tag kept.
 * - Envelope (one text column): `v1.{keyId}.{iv}.{tag}.{ciphertext}`, base64url parts. The key id says
 *   which key encrypted the value, so keys can rotate: new writes use the current key, reads accept every
 *   key of the keyring, and `reencrypt()` moves a value to the current key.
 * - Additional authenticated data binds a value to its place (e.g. "orders:{uuid}:contact"), so a
 *   ciphertext copied into another row or column does not decrypt.
 *
 * Keys (docs/order-flow.md): ORDER_DATA_KEY = 32 bytes as 64 hex characters or base64/base64url; its id
 * is the first 8 hex characters of SHA-256 over the key (no secret in the id). ORDER_DATA_KEYS_OLD = old
 * keys, comma-separated, kept for reading until the data is re-encrypted. Without ORDER_DATA_KEY the
 * sandbox key below is used — derived from a public string, so it protects nothing and is refused as soon
 * as any live provider is configured (COMPANY_REGISTER, BANK_PROVIDER, SMS_PROVIDER) or NODE_ENV=production
 * with ORDER_DATA_KEY_REQUIRED=1.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from "node:crypto";

export interface DataKey {
  id: string;
  key: Buffer;
}

export interface Keyring {
  current: DataKey;
  /** Every key that may have written a stored value, the current one included. */
  all: ReadonlyMap<string, Buffer>;
  /** True for the public sandbox key (a warning is logged at start). */
  sandbox: boolean;
}

/** The id of the sandbox key: values written with it are easy to find and re-encrypt. */
export const SANDBOX_KEY_ID = "sandbox";

/** The sandbox-only key: SHA-256 of a public string. Documented, deterministic, worthless as a secret. */
export function sandboxDataKey(): DataKey {
  return {
    id: SANDBOX_KEY_ID,
    key: createHash("sha256").update("leasingowo:sandbox:order-data:v1").digest(),
  };
}

function decodeKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return key.length === 32 ? key : null;
  }
  return null;
}

export function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}

export function dataKeyFrom(text: string): DataKey | null {
  const key = decodeKey(text);
  return key ? { id: keyId(key), key } : null;
}

/** A keyring from explicit keys (tests, rotation). */
export function createKeyring(current: DataKey, old: readonly DataKey[] = []): Keyring {
  const all = new Map<string, Buffer>();
  for (const k of [current, ...old]) all.set(k.id, k.key);
  return { current, all, sandbox: current.id === SANDBOX_KEY_ID };
}

/**
 * The keyring from the environment. Throws (naming the variable) on a malformed key, or when the key is
 * missing although a live provider is configured.
 */
export function readKeyring(env: Record<string, string | undefined> = process.env): Keyring {
  const raw = env.ORDER_DATA_KEY?.trim();
  const old = (env.ORDER_DATA_KEYS_OLD ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text, i) => {
      const key = dataKeyFrom(text);
      if (!key)
        throw new Error(
          `Invalid configuration:\n  ORDER_DATA_KEYS_OLD[${i}]: expected 32 bytes (hex or base64)`,
        );
      return key;
    });
  if (raw) {
    const current = dataKeyFrom(raw);
    if (!current)
      throw new Error(
        "Invalid configuration:\n  ORDER_DATA_KEY: expected 32 bytes (64 hex characters or base64)",
      );
    return createKeyring(current, [...old, sandboxDataKey()]);
  }
  const live = [
    ["COMPANY_REGISTER", "sandbox"],
    ["BANK_PROVIDER", "sandbox"],
    ["SMS_PROVIDER", "sandbox"],
  ].filter(([name, sandbox]) => env[name!] && env[name!] !== sandbox);
  if (live.length > 0 || env.ORDER_DATA_KEY_REQUIRED === "1") {
    throw new Error(
      `Invalid configuration:\n  ORDER_DATA_KEY: required with ${live.map(([n]) => n).join(", ") || "ORDER_DATA_KEY_REQUIRED=1"} (the sandbox key protects nothing)`,
    );
  }
  return createKeyring(sandboxDataKey(), old);
}

/**
 * A key as the cipher takes it. Given raw bytes, every cipher imports the key anew (about 25 µs, several
 * times the work of opening a short value); a key object made once per key skips that.
 */
export function cipherKey(key: Buffer): KeyObject {
  let object = cipherKeys.get(key);
  if (!object) {
    object = createSecretKey(key);
    cipherKeys.set(key, object);
  }
  return object;
}
const cipherKeys = new WeakMap<Buffer, KeyObject>();

const b64 = (buf: Buffer) => buf.toString("base64url");

/** Encrypts a JSON-serialisable value for a place (the AAD). */
export function sealJson(keyring: Keyring, aad: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", cipherKey(keyring.current.key), iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return `v1.${keyring.current.id}.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(ciphertext)}`;
}

/** The key id of an envelope, or null when it is not one. */
export function envelopeKeyId(envelope: string): string | null {
  const parts = envelope.split(".");
  return parts.length === 5 && parts[0] === "v1" ? parts[1]! : null;
}

export class DecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecryptionError";
  }
}

/** Decrypts an envelope written by sealJson for the same place; throws DecryptionError otherwise. */
export function openJson<T>(keyring: Keyring, aad: string, envelope: string): T {
  const parts = envelope.split(".");
  if (parts.length !== 5 || parts[0] !== "v1") throw new DecryptionError("not an envelope");
  const key = keyring.all.get(parts[1]!);
  if (!key) throw new DecryptionError("unknown key id");
  try {
    const decipher = createDecipheriv("aes-256-gcm", cipherKey(key), Buffer.from(parts[2]!, "base64url"));
    decipher.setAAD(Buffer.from(aad, "utf8"));
    decipher.setAuthTag(Buffer.from(parts[3]!, "base64url"));
    const plain = Buffer.concat([decipher.update(Buffer.from(parts[4]!, "base64url")), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as T;
  } catch {
    throw new DecryptionError("authentication failed");
  }
}

/** Opens a nullable column (null stays null). */
export function openNullable<T>(keyring: Keyring, aad: string, envelope: string | null): T | null {
  return envelope === null ? null : openJson<T>(keyring, aad, envelope);
}

/** The same value under the current key (unchanged when it already is). */
export function reencrypt(keyring: Keyring, aad: string, envelope: string): string {
  if (envelopeKeyId(envelope) === keyring.current.id) return envelope;
  return sealJson(keyring, aad, openJson(keyring, aad, envelope));
}

/** SHA-256 hex: for secrets with 256 random bits (order secrets, bank states, idempotency keys). */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
