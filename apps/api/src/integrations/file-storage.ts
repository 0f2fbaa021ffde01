/**
 * Where uploaded documents live: one interface, two implementations, chosen from the environment.
 *
 * - disk (default): files under UPLOADS_DIR (default: `uploads` beside the database's DATA_DIR, i.e.
 *   ./data/uploads), never under a public folder, named by a random storage key. Each file is encrypted
 *   while it streams (lib/file-encryption.ts) into a temporary file, flushed to disk, then renamed to its
 *   key: a killed process leaves at most a temporary file, never a half file under a real name, and the
 *   sweep run when the storage is created deletes those leftovers.
 * - s3: an S3-compatible object store (AWS S3, MinIO, Ceph, Cloudflare R2 …), file-storage-s3.ts. The
 *   content is encrypted here before it leaves the process; a PUT is atomic, so nothing is left half.
 *
 * UPLOADS_STORAGE selects (default: s3 when UPLOADS_S3_BUCKET is set, else disk); a wrong or missing value
 * stops the process with a message naming the variable, like config.ts. docs/decisions/010-*.md.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { createFileEncryptor, decryptFile } from "../lib/file-encryption.ts";
import { log } from "../lib/log.ts";
import type { Keyring } from "../lib/order-crypto.ts";
import { createS3FileStorage } from "./file-storage-s3.ts";

export interface FileStorage {
  readonly kind: "disk" | "s3";
  /**
   * Encrypts and stores `content` under `key`. Resolves only once the object is completely stored; when
   * `content` throws (too large, wrong type, the client went away) it rejects and leaves nothing behind.
   */
  put(key: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** The decrypted content, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object (no error when it is already gone). */
  delete(key: string): Promise<void>;
  /** Deletes what a killed process left behind; answers how many leftovers it removed. */
  sweep(): number;
  /**
   * The keys of complete objects last written before `before` (ms), for removing objects whose row was
   * never inserted (a process killed between storing a file and committing its row).
   */
  listWrittenBefore(before: number): Promise<string[]>;
}

/** Storage failed (disk full, object store down): the caller answers 503, the customer tries again. */
export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageError";
  }
}

/** A new random storage key: 192 bits, hex; no part of the offer or the file's name. */
export function newStorageKey(): string {
  return randomBytes(24).toString("hex");
}

const KEY_PATTERN = /^[0-9a-f]{48}$/;
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new StorageError("malformed storage key");
}

// ---------------------------------------------------------------------------------------------------------
// Configuration

const schema = z
  .object({
    UPLOADS_STORAGE: z.enum(["disk", "s3"]).optional(),
    DATA_DIR: z.string().min(1).default("./data/pglite"),
    UPLOADS_DIR: z.string().min(1).optional(),
    UPLOADS_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    UPLOADS_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected an S3 bucket name (3–63 a-z 0-9 . -)")
      .optional(),
    UPLOADS_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, "expected a region such as eu-central-1")
      .default("eu-central-1"),
    UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Object names start with it (a "folder" inside a shared bucket). */
    UPLOADS_S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9/_.-]{0,100}$/, "expected letters, digits, / _ . -")
      .default("offer-files/"),
    UPLOADS_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  })
  .superRefine((env, ctx) => {
    const storage = env.UPLOADS_STORAGE ?? (env.UPLOADS_S3_BUCKET ? "s3" : "disk");
    if (storage !== "s3") return;
    for (const key of [
      "UPLOADS_S3_BUCKET",
      "UPLOADS_S3_ACCESS_KEY_ID",
      "UPLOADS_S3_SECRET_ACCESS_KEY",
    ] as const)
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "required when UPLOADS_STORAGE=s3" });
  });

export type FileStorageConfig =
  | { kind: "disk"; dir: string }
  | {
      kind: "s3";
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      prefix: string;
      timeoutMs: number;
    };

/** The storage the environment asks for; throws naming the variable when a value is wrong or missing. */
export function readFileStorageConfig(
  source: Record<string, string | undefined> = process.env,
): FileStorageConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if ((env.UPLOADS_STORAGE ?? (env.UPLOADS_S3_BUCKET ? "s3" : "disk")) === "disk")
    return { kind: "disk", dir: env.UPLOADS_DIR ?? join(dirname(env.DATA_DIR), "uploads") };
  return {
    kind: "s3",
    endpoint: (env.UPLOADS_S3_ENDPOINT ?? `https://s3.${env.UPLOADS_S3_REGION}.amazonaws.com`).replace(
      /\/+$/,
      "",
    ),
    bucket: env.UPLOADS_S3_BUCKET!,
    region: env.UPLOADS_S3_REGION,
    accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY!,
    prefix: env.UPLOADS_S3_PREFIX,
    timeoutMs: env.UPLOADS_S3_TIMEOUT_MS,
  };
}

/**
 * Builds the configured storage and runs its start-up sweep. With an object store the sandbox key is
 * refused: documents leaving the machine must be encrypted with a real ORDER_DATA_KEY.
 */
export function createFileStorage(config: FileStorageConfig, keyring: Keyring): FileStorage {
  if (config.kind === "s3") {
    if (keyring.sandbox)
      throw new Error(
        "Invalid configuration:\n  ORDER_DATA_KEY: required with UPLOADS_STORAGE=s3 (the sandbox key protects nothing)",
      );
    return createS3FileStorage({ ...config, keyring });
  }
  const storage = createDiskFileStorage({ dir: config.dir, keyring });
  const removed = storage.sweep();
  if (removed > 0) log("warn", "file storage: removed unfinished uploads", { removed });
  return storage;
}

// ---------------------------------------------------------------------------------------------------------
// Disk

/** A temporary file older than this is a leftover even if its process id is alive again (pid reuse). */
const STALE_TEMP_MS = 60 * 60 * 1000;

export interface DiskFileStorage extends FileStorage {
  readonly kind: "disk";
  readonly dir: string;
  /** Where an object's file is (tests look at the bytes at rest). */
  pathOf(key: string): string;
  /** The temporary folder (tests look for leftovers). */
  readonly tempDir: string;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Flushes a directory entry (the rename) to disk; some file systems refuse, which is harmless. */
function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort
  }
}

export function createDiskFileStorage(options: { dir: string; keyring: Keyring }): DiskFileStorage {
  const dir = resolve(options.dir);
  const tempDir = join(dir, ".tmp");
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, key.slice(0, 2), key);
  };

  return {
    kind: "disk",
    dir,
    tempDir,
    pathOf,

    async put(key, content) {
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true, mode: 0o700 });
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      // The process id in the name lets the sweep of another process leave a live upload alone.
      const temp = join(tempDir, `${process.pid}-${randomBytes(8).toString("hex")}.part`);
      const encryptor = createFileEncryptor(options.keyring, key);
      async function* encrypted() {
        yield encryptor.header;
        for await (const chunk of content) {
          const out = encryptor.update(chunk);
          if (out.length) yield out;
        }
        yield encryptor.final();
      }
      try {
        await pipeline(
          Readable.from(encrypted()),
          createWriteStream(temp, { flags: "wx", mode: 0o600, flush: true }),
        );
        if (existsSync(target)) throw new StorageError("storage key already used");
        await rename(temp, target);
        syncDir(dirname(target));
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },

    async get(key) {
      try {
        return decryptFile(options.keyring, key, await readFile(pathOf(key)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async listWrittenBefore(before) {
      if (!existsSync(dir)) return [];
      const keys: string[] = [];
      for (const shard of readdirSync(dir)) {
        if (!/^[0-9a-f]{2}$/.test(shard)) continue;
        for (const key of readdirSync(join(dir, shard))) {
          if (!KEY_PATTERN.test(key)) continue;
          try {
            if (statSync(join(dir, shard, key)).mtimeMs < before) keys.push(key);
          } catch {
            // deleted meanwhile
          }
        }
      }
      return keys;
    },

    sweep() {
      if (!existsSync(tempDir)) return 0;
      let removed = 0;
      for (const name of readdirSync(tempDir)) {
        const path = join(tempDir, name);
        const pid = Number(/^(\d+)-/.exec(name)?.[1] ?? Number.NaN);
        let stale = true;
        try {
          stale = Date.now() - statSync(path).mtimeMs > STALE_TEMP_MS;
        } catch {
          continue;
        }
        // At start-up nothing of this process is in flight, so its own pid (a restarted container often
        // gets the same one) counts as dead.
        const orphan = !Number.isInteger(pid) || pid === process.pid || !processAlive(pid) || stale;
        if (!orphan) continue;
        rmSync(path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
