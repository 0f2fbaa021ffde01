import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decryptFile, encryptFile } from "../lib/file-encryption.ts";
import { createKeyring, DecryptionError, dataKeyFrom, sandboxDataKey } from "../lib/order-crypto.ts";
import {
  createDiskFileStorage,
  createFileStorage,
  newStorageKey,
  readFileStorageConfig,
  StorageError,
} from "./file-storage.ts";

const KEY = dataKeyFrom("0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c")!;
const keyring = createKeyring(KEY);
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "file-storage-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function* chunks(...parts: (string | Buffer)[]) {
  for (const p of parts) yield typeof p === "string" ? Buffer.from(p) : p;
}

describe("disk storage", () => {
  it("stores encrypted content under a random key and gives the plaintext back", async () => {
    const storage = createDiskFileStorage({ dir: tempDir(), keyring });
    const key = newStorageKey();
    const plain = Buffer.concat([Buffer.from("%PDF-1.7 PESEL 44051401359 "), Buffer.alloc(300_000, 0x41)]);
    await storage.put(key, chunks(plain.subarray(0, 1000), plain.subarray(1000)));
    const atRest = readFileSync(storage.pathOf(key));
    expect(atRest.includes(Buffer.from("44051401359"))).toBe(false);
    expect(atRest.includes(Buffer.alloc(64, 0x41))).toBe(false);
    expect(atRest.subarray(0, 4).toString()).toBe("LOF1");
    expect((await storage.get(key))!.equals(plain)).toBe(true);
    expect(readdirSync(storage.tempDir)).toEqual([]);
    await storage.delete(key);
    expect(existsSync(storage.pathOf(key))).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // already gone: no error
  });

  it("leaves nothing when the content fails half-way", async () => {
    const storage = createDiskFileStorage({ dir: tempDir(), keyring });
    const key = newStorageKey();
    async function* failing() {
      yield Buffer.alloc(100_000, 1);
      throw new Error("client went away");
    }
    await expect(storage.put(key, failing())).rejects.toThrow("client went away");
    expect(existsSync(storage.pathOf(key))).toBe(false);
    expect(readdirSync(storage.tempDir)).toEqual([]);
  });

  it("detects tampering and keys copied between objects", async () => {
    const storage = createDiskFileStorage({ dir: tempDir(), keyring });
    const a = newStorageKey();
    const b = newStorageKey();
    await storage.put(a, chunks("treść pliku A"));
    const bytes = readFileSync(storage.pathOf(a));
    mkdirSync(join(storage.pathOf(b), ".."), { recursive: true });
    writeFileSync(storage.pathOf(b), bytes);
    await expect(storage.get(b)).rejects.toBeInstanceOf(DecryptionError);
    bytes[bytes.length - 20]! ^= 1;
    writeFileSync(storage.pathOf(a), bytes);
    await expect(storage.get(a)).rejects.toBeInstanceOf(DecryptionError);
  });

  it("reads files written with an old key after rotation", () => {
    const old = createKeyring(sandboxDataKey());
    const sealed = encryptFile(old, "k", Buffer.from("stary klucz"));
    const rotated = createKeyring(KEY, [sandboxDataKey()]);
    expect(decryptFile(rotated, "k", sealed).toString()).toBe("stary klucz");
    expect(() => decryptFile(keyring, "k", sealed)).toThrow(DecryptionError);
  });

  it("refuses malformed keys (no path can be built from outside input)", async () => {
    const storage = createDiskFileStorage({ dir: tempDir(), keyring });
    await expect(storage.put("../../etc/passwd", chunks("x"))).rejects.toBeInstanceOf(StorageError);
    expect(() => storage.pathOf("ab/../../x")).toThrow(StorageError);
  });

  it("sweeps temporary files of dead processes and stale ones, not those of a live upload", () => {
    const dir = tempDir();
    const tmp = join(dir, ".tmp");
    mkdirSync(tmp, { recursive: true });
    const dead = join(tmp, "999999-aaaa.part"); // no such process
    const own = join(tmp, `${process.pid}-bbbb.part`); // a restarted process may get its old pid back
    const live = join(tmp, `${process.ppid}-cccc.part`); // another process, still running
    const stale = join(tmp, `${process.ppid}-dddd.part`);
    for (const f of [dead, own, live, stale]) writeFileSync(f, "half");
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, hourAgo, hourAgo);
    const storage = createFileStorage({ kind: "disk", dir }, keyring);
    expect(storage.kind).toBe("disk");
    expect(readdirSync(tmp)).toEqual([`${process.ppid}-cccc.part`]);
    expect(storage.sweep()).toBe(0);
  });
});

describe("configuration", () => {
  it("defaults to the disk beside the database folder", () => {
    expect(readFileStorageConfig({})).toEqual({ kind: "disk", dir: "data/uploads" });
    expect(readFileStorageConfig({ DATA_DIR: "/srv/leasing/pglite" })).toEqual({
      kind: "disk",
      dir: "/srv/leasing/uploads",
    });
    expect(readFileStorageConfig({ UPLOADS_DIR: "/var/lib/uploads" })).toEqual({
      kind: "disk",
      dir: "/var/lib/uploads",
    });
  });

  it("selects S3 from its variables", () => {
    const config = readFileStorageConfig({
      UPLOADS_S3_BUCKET: "leasingowo-dokumenty",
      UPLOADS_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      UPLOADS_S3_SECRET_ACCESS_KEY: "sekret",
    });
    expect(config).toMatchObject({
      kind: "s3",
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "leasingowo-dokumenty",
      region: "eu-central-1",
      prefix: "offer-files/",
    });
  });

  it("names the wrong or missing variable", () => {
    expect(() => readFileStorageConfig({ UPLOADS_STORAGE: "ftp" })).toThrow(/UPLOADS_STORAGE/);
    expect(() => readFileStorageConfig({ UPLOADS_STORAGE: "s3" })).toThrow(
      /UPLOADS_S3_BUCKET: required when UPLOADS_STORAGE=s3[\s\S]*UPLOADS_S3_ACCESS_KEY_ID[\s\S]*UPLOADS_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readFileStorageConfig({ UPLOADS_STORAGE: "s3", UPLOADS_S3_BUCKET: "Zły_Kubeł" })).toThrow(
      /UPLOADS_S3_BUCKET: expected an S3 bucket name/,
    );
    expect(() => readFileStorageConfig({ UPLOADS_S3_ENDPOINT: "ftp://x" })).toThrow(/UPLOADS_S3_ENDPOINT/);
  });

  it("refuses the public sandbox key with an object store", () => {
    const config = readFileStorageConfig({
      UPLOADS_S3_BUCKET: "leasingowo-dokumenty",
      UPLOADS_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      UPLOADS_S3_SECRET_ACCESS_KEY: "sekret",
    });
    expect(() => createFileStorage(config, createKeyring(sandboxDataKey()))).toThrow(
      /ORDER_DATA_KEY: required with UPLOADS_STORAGE=s3/,
    );
    expect(createFileStorage(config, keyring).kind).toBe("s3");
  });
});
