// The page cache's second level, shared by every web process: Redis, when REDIS_URL is set
// (docs/decisions/021-shared-state.md). The in-process cache (page-cache.ts) stays in front of it.
//
// - Keys: {prefix}page:{build id}:{SHA-256 of the page key}. The page key already holds the host, the
//   address and the cookies that change a page (brand hosts stay apart); the build id keeps a page that
//   points at one build's scripts from being answered by a process serving another build (rolling deploys).
// - Values: one binary string — a 4-byte header length, the JSON header (status, headers, the per-answer
//   slots, part lengths, expiry times), then the page's parts as UTF-8. Redis drops the key at the end of
//   the stale period (PX), the same rules as in memory.
// - Redis is a cache, never a dependency: an error, a lost connection or an answer slower than the
//   timeout is a miss (the page is rendered here), and writes happen after the answer.

import { createHash } from "node:crypto";
import { createClient, RESP_TYPES } from "redis";
import { z } from "zod";
import type { StoredPage } from "./page-cache.ts";

export interface SharedPageStore {
  /** Settles once the store is first usable (never, while Redis stays unreachable). */
  readonly ready: Promise<void>;
  /** The encoded page, or null (none, or the store failed or was too slow). */
  get(key: string): Promise<Buffer | null>;
  /** Keeps the encoded page for `ttlMs`; never throws. */
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

const headerSchema = z.object({
  v: z.literal(1),
  status: z.number().int(),
  headers: z.array(z.tuple([z.string(), z.string()])),
  slots: z.array(z.enum(["nonce", "key"])),
  lengths: z.array(z.number().int().min(0)),
  bytes: z.number().int().min(0),
  expires: z.number(),
  staleUntil: z.number(),
});

export function encodeStoredPage(page: StoredPage): Buffer {
  const parts = page.parts.map((p) => Buffer.from(p));
  const header = Buffer.from(
    JSON.stringify({
      v: 1,
      status: page.status,
      headers: page.headers,
      slots: page.slots,
      lengths: parts.map((p) => p.length),
      bytes: page.bytes,
      expires: page.expires,
      staleUntil: page.staleUntil,
    }),
  );
  const size = Buffer.alloc(4);
  size.writeUInt32BE(header.length);
  return Buffer.concat([size, header, ...parts]);
}

/** The page in `raw`, or null when it is not one this version wrote. */
export function decodeStoredPage(raw: Buffer): StoredPage | null {
  try {
    const headerEnd = 4 + raw.readUInt32BE(0);
    const parsed = headerSchema.safeParse(JSON.parse(raw.subarray(4, headerEnd).toString("utf8")));
    if (!parsed.success) return null;
    const { lengths, slots, ...rest } = parsed.data;
    if (lengths.length !== slots.length + 1) return null;
    const parts: string[] = [];
    let at = headerEnd;
    for (const length of lengths) {
      parts.push(raw.toString("utf8", at, at + length));
      at += length;
    }
    if (at !== raw.length) return null;
    return {
      status: rest.status,
      headers: rest.headers,
      slots,
      parts,
      bytes: rest.bytes,
      expires: rest.expires,
      staleUntil: rest.staleUntil,
    };
  } catch {
    return null;
  }
}

export interface RedisPageStoreOptions {
  url: string;
  /** Put before every key: the deployment's prefix and the build id (see above). */
  prefix: string;
  /** A read slower than this is a miss (default 100 ms). */
  timeoutMs?: number;
  /** Told about failures, at most once a minute. */
  onError?: (message: string) => void;
}

const ERROR_LOG_EVERY_MS = 60_000;

/**
 * A Redis-backed store. Returns at once: the client connects (and reconnects) in the background, and
 * commands made while it is not connected fail at once (no offline queue) and count as misses.
 */
export function createRedisPageStore(options: RedisPageStoreOptions): SharedPageStore {
  const timeoutMs = options.timeoutMs ?? 100;
  let lastError = Number.NEGATIVE_INFINITY;
  const report = (e: unknown) => {
    if (Date.now() - lastError < ERROR_LOG_EVERY_MS) return;
    lastError = Date.now();
    options.onError?.((e as Error).message || String(e));
  };
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 3000),
    },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  client.on("error", report);
  const ready = new Promise<void>((resolve) => client.once("ready", () => resolve()));
  client.connect().catch(report);
  const redisKey = (key: string) => `${options.prefix}page:${createHash("sha256").update(key).digest("hex")}`;

  return {
    ready,
    async get(key) {
      if (!client.isReady) return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      try {
        const value = await Promise.race([client.get(redisKey(key)), late]);
        return value instanceof Buffer ? value : null;
      } catch (e) {
        report(e);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    async set(key, value, ttlMs) {
      if (!client.isReady) return;
      try {
        await client.set(redisKey(key), value, { expiration: { type: "PX", value: Math.max(1, ttlMs) } });
      } catch (e) {
        report(e);
      }
    },
    async close() {
      // Open also while reconnecting: destroy() stops the retries too.
      if (client.isOpen) client.destroy();
    },
  };
}
