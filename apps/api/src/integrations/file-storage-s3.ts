// Uploaded documents in an S3-compatible object store (the live deployment, ARCHITECTURE.md): PUT, GET and
// DELETE of one object, path-style (`{endpoint}/{bucket}/{prefix}{key}`, which AWS S3, MinIO, Ceph and R2
// all accept), signed with AWS Signature Version 4 by aws4fetch (docs/decisions/010-*.md); ListObjectsV2
// for the hourly check for objects without a row, its XML read by fast-xml-parser.
//
// The object store never sees a plaintext byte: the content is encrypted here (lib/file-encryption.ts) and
// the signed payload hash covers the ciphertext. Uploads are at most 10 MB, so the encrypted object is
// assembled in memory and sent in one PUT, which S3 makes visible atomically — there is no half object
// to sweep (an object whose row was never committed is what the listing finds). Only our own status codes leave this module: the provider's error bodies are logged, not shown.
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { XMLParser } from "fast-xml-parser";
import { createFileEncryptor, decryptFile } from "../lib/file-encryption.ts";
import { log } from "../lib/log.ts";
import type { Keyring } from "../lib/order-crypto.ts";
import { assertStorageKey, type FileStorage, isStorageKey, StorageError } from "./file-storage.ts";
import type { FetchLike } from "./support.ts";

export interface S3StorageOptions {
  /** "https://s3.eu-central-1.amazonaws.com", "http://127.0.0.1:9000" (MinIO) … without a trailing slash. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every object name, e.g. "offer-files/". */
  prefix: string;
  timeoutMs: number;
  keyring: Keyring;
  fetch?: FetchLike;
}

export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
  });
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    const path = `${options.prefix}${key}`.split("/").map(encodeURIComponent).join("/");
    return `${options.endpoint}/${encodeURIComponent(options.bucket)}/${path}`;
  };

  async function send(method: "PUT" | "GET" | "DELETE", key: string | URL, body?: Buffer): Promise<Response> {
    const headers: Record<string, string> = {
      // The real payload hash (not UNSIGNED-PAYLOAD): the store refuses a body altered on the way.
      "x-amz-content-sha256": createHash("sha256")
        .update(body ?? Buffer.alloc(0))
        .digest("hex"),
    };
    if (body) headers["content-type"] = "application/octet-stream";
    const signed = await client.sign(typeof key === "string" ? objectUrl(key) : key.href, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    try {
      return await doFetch(signed.url, {
        method,
        headers: signed.headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (e) {
      const name = (e as { name?: string }).name;
      throw new StorageError(
        name === "TimeoutError" ? `object store ${method} timed out` : `object store ${method} failed`,
      );
    }
  }

  async function fail(method: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1];
    log("error", "object store refused", { method, status: res.status, code });
    throw new StorageError(`object store ${method} answered ${res.status}`);
  }

  return {
    kind: "s3",

    async put(key, content) {
      const encryptor = createFileEncryptor(options.keyring, key);
      const parts: Buffer[] = [encryptor.header];
      for await (const chunk of content) parts.push(encryptor.update(chunk));
      parts.push(encryptor.final());
      const res = await send("PUT", key, Buffer.concat(parts));
      if (!res.ok) await fail("PUT", res);
      await res.body?.cancel();
    },

    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail("GET", res);
      return decryptFile(options.keyring, key, new Uint8Array(await res.arrayBuffer()));
    },

    async delete(key) {
      const res = await send("DELETE", key);
      // S3 answers 204 also for a missing object; some compatible stores answer 404.
      if (!res.ok && res.status !== 404) await fail("DELETE", res);
      await res.body?.cancel();
    },

    async listWrittenBefore(before) {
      const keys: string[] = [];
      let continuation: string | undefined;
      // Pages of up to 1 000 objects under the prefix; a store that keeps answering pages is cut off.
      for (let page = 0; page < 10_000; page++) {
        const url = new URL(`${options.endpoint}/${encodeURIComponent(options.bucket)}`);
        url.searchParams.set("list-type", "2");
        if (options.prefix) url.searchParams.set("prefix", options.prefix);
        if (continuation) url.searchParams.set("continuation-token", continuation);
        const res = await send("GET", url);
        if (!res.ok) await fail("LIST", res);
        const listing = listParser.parse(await res.text()) as ListBucketResult;
        const result = listing.ListBucketResult ?? {};
        for (const object of result.Contents ?? []) {
          const name = String(object.Key ?? "");
          const key = name.startsWith(options.prefix) ? name.slice(options.prefix.length) : "";
          const written = Date.parse(String(object.LastModified ?? ""));
          if (isStorageKey(key) && written < before) keys.push(key);
        }
        continuation = result.IsTruncated === "true" ? result.NextContinuationToken : undefined;
        if (!continuation) break;
      }
      return keys;
    },

    sweep: () => 0,
  };
}

/** The part of ListObjectsV2's answer this module reads. */
interface ListBucketResult {
  ListBucketResult?: {
    Contents?: { Key?: unknown; LastModified?: unknown }[];
    IsTruncated?: string;
    NextContinuationToken?: string;
  };
}

const listParser = new XMLParser({
  // Keys are hex, but a tag value must never become a number; Contents is a list even with one object.
  parseTagValue: false,
  isArray: (name) => name === "Contents",
});
