import { createCipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cipherKey,
  createKeyring,
  DecryptionError,
  dataKeyFrom,
  envelopeKeyId,
  openJson,
  readKeyring,
  reencrypt,
  SANDBOX_KEY_ID,
  sealJson,
} from "./order-crypto.ts";

const K1 = dataKeyFrom("00".repeat(32))!;
const K2 = dataKeyFrom(Buffer.alloc(32, 7).toString("base64"))!;

describe("order data encryption (AES-256-GCM envelopes)", () => {
  it("round-trips a value, with a fresh IV each time and the key id in the envelope", () => {
    const ring = createKeyring(K1);
    const a = sealJson(ring, "orders:1:consumerEnc", { pesel: "44051401359" });
    const b = sealJson(ring, "orders:1:consumerEnc", { pesel: "44051401359" });
    expect(a).not.toBe(b);
    expect(a).not.toContain("44051401359");
    expect(envelopeKeyId(a)).toBe(K1.id);
    expect(K1.id).toMatch(/^[0-9a-f]{8}$/);
    expect(openJson(ring, "orders:1:consumerEnc", a)).toEqual({ pesel: "44051401359" });
  });

  it("opens values sealed with the raw key bytes, and makes each key's key object once", () => {
    // What was stored before the key objects: a cipher given the key's bytes directly.
    const iv = Buffer.alloc(12, 3);
    const cipher = createCipheriv("aes-256-gcm", K2.key, iv);
    cipher.setAAD(Buffer.from("orders:9:contactEnc"));
    const body = Buffer.concat([cipher.update(JSON.stringify({ email: "a@b.pl" })), cipher.final()]);
    const b64 = (b: Buffer) => b.toString("base64url");
    const envelope = `v1.${K2.id}.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
    expect(openJson(createKeyring(K1, [K2]), "orders:9:contactEnc", envelope)).toEqual({ email: "a@b.pl" });
    expect(cipherKey(K2.key)).toBe(cipherKey(K2.key));
    expect(cipherKey(K2.key)).not.toBe(cipherKey(K1.key));
    expect(cipherKey(K2.key).export().equals(K2.key)).toBe(true);
  });

  it("refuses a value moved to another row or column, a tampered value and an unknown key", () => {
    const ring = createKeyring(K1);
    const sealed = sealJson(ring, "orders:1:consumerEnc", "x");
    expect(() => openJson(ring, "orders:2:consumerEnc", sealed)).toThrow(DecryptionError);
    expect(() => openJson(ring, "orders:1:contactEnc", sealed)).toThrow(DecryptionError);
    const parts = sealed.split(".");
    parts[4] = Buffer.from("y").toString("base64url");
    expect(() => openJson(ring, "orders:1:consumerEnc", parts.join("."))).toThrow(DecryptionError);
    expect(() => openJson(createKeyring(K2), "orders:1:consumerEnc", sealed)).toThrow(/unknown key id/);
  });

  it("rotates: old keys still read, reencrypt() moves a value to the current key", () => {
    const old = createKeyring(K1);
    const sealed = sealJson(old, "a", { n: 1 });
    const rotated = createKeyring(K2, [K1]);
    expect(openJson(rotated, "a", sealed)).toEqual({ n: 1 });
    const moved = reencrypt(rotated, "a", sealed);
    expect(envelopeKeyId(moved)).toBe(K2.id);
    expect(openJson(createKeyring(K2), "a", moved)).toEqual({ n: 1 });
    expect(reencrypt(rotated, "a", moved)).toBe(moved);
  });

  it("reads the keyring from the environment; the sandbox key only without live providers", () => {
    const sandbox = readKeyring({});
    expect(sandbox.sandbox).toBe(true);
    expect(sandbox.current.id).toBe(SANDBOX_KEY_ID);
    const configured = readKeyring({ ORDER_DATA_KEY: "11".repeat(32), ORDER_DATA_KEYS_OLD: "00".repeat(32) });
    expect(configured.sandbox).toBe(false);
    expect(configured.all.has(K1.id)).toBe(true);
    expect(configured.all.has(SANDBOX_KEY_ID)).toBe(true);
    expect(() => readKeyring({ ORDER_DATA_KEY: "krótki" })).toThrow(/ORDER_DATA_KEY/);
    expect(() => readKeyring({ BANK_PROVIDER: "tink" })).toThrow(
      /ORDER_DATA_KEY: required with BANK_PROVIDER/,
    );
    expect(() => readKeyring({ ORDER_DATA_KEY_REQUIRED: "1" })).toThrow(/ORDER_DATA_KEY/);
    expect(readKeyring({ BANK_PROVIDER: "sandbox", COMPANY_REGISTER: "sandbox" }).sandbox).toBe(true);
  });
});
