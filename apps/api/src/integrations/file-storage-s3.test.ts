// The S3 implementation over real HTTP against a local stub of the S3 REST API (PutObject, GetObject,
// DeleteObject, ListObjectsV2 with continuation, path-style). The stub verifies AWS Signature Version 4 on its own (the algorithm as AWS
// documents it, written here with node:crypto, not with the library the client uses), and the payload
// hash against the body, and answers 403 SignatureDoesNotMatch like S3 when anything is off.
import { createHash, createHmac } from "node:crypto";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyring, dataKeyFrom } from "../lib/order-crypto.ts";
import { newStorageKey, StorageError } from "./file-storage.ts";
import { createS3FileStorage } from "./file-storage-s3.ts";
import { type Stub, startStub } from "./stub-server.ts";

const ACCESS_KEY_ID = "AKIALEASINGOWOTEST01";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYLEASINGOWO";
const REGION = "eu-central-1";
const keyring = createKeyring(
  dataKeyFrom("7f6e5d4c3b2a19080706050403020100f0e0d0c0b0a090807060504030201000")!,
);

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** The reason a request's SigV4 signature is wrong, or null when it is right. */
function signatureProblem(req: Request, rawPath: string, body: Buffer): string | null {
  const auth = req.headers.get("authorization") ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return "malformed Authorization";
  const [, accessKey, date, region, signedHeaders, signature] = m as unknown as string[];
  if (accessKey !== ACCESS_KEY_ID) return "unknown access key";
  if (region !== REGION) return "wrong region";
  const amzDate = req.headers.get("x-amz-date") ?? "";
  if (!amzDate.startsWith(date!)) return "x-amz-date does not match the credential date";
  const when = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  if (!(Math.abs(Date.now() - when) < 15 * 60_000)) return "request time too skewed";
  const payloadHash = req.headers.get("x-amz-content-sha256") ?? "";
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "payload hash mismatch";
  const names = signedHeaders!.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"])
    if (!names.includes(required)) return `${required} not signed`;
  const url = new URL(req.url);
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join("&");
  const canonicalHeaders = names
    .map((n) => `${n}:${(req.headers.get(n) ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const kSigning = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date!), region!), "s3"), "aws4_request");
  return createHmac("sha256", kSigning).update(stringToSign).digest("hex") === signature
    ? null
    : "signature does not match";
}

const objects = new Map<string, Buffer>();
const writtenAt = new Map<string, Date>();
/** ListObjectsV2 pages are this long here (S3's 1 000), so a short list already takes several pages. */
const LIST_PAGE = 2;

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** ListObjectsV2 as S3 answers it: names in order after the continuation token, under the prefix. */
function listObjects(query: URLSearchParams): Response {
  if (query.get("list-type") !== "2") return s3Error(400, "InvalidArgument");
  const prefix = query.get("prefix") ?? "";
  const after = query.get("continuation-token");
  const names = [...objects.keys()].filter((n) => n.startsWith(prefix) && (!after || n > after)).sort();
  const page = names.slice(0, LIST_PAGE);
  const truncated = names.length > LIST_PAGE;
  const contents = page
    .map(
      (n) =>
        `<Contents><Key>${xmlEscape(n)}</Key><LastModified>${writtenAt.get(n)!.toISOString()}</LastModified><Size>${objects.get(n)!.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>leasingowo-dokumenty</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${LIST_PAGE}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ""}</ListBucketResult>`,
    { status: 200, headers: { "content-type": "application/xml" } },
  );
}
const seen: { method: string; path: string; problem: string | null }[] = [];
let failNextPut = false;
let stub: Stub;

const s3Error = (status: number, code: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`, {
    status,
    headers: { "content-type": "application/xml" },
  });

beforeAll(async () => {
  const app = new Hono();
  app.get("/:bucket", async (c) => {
    const url = new URL(c.req.url);
    const problem = signatureProblem(c.req.raw, url.pathname, Buffer.alloc(0));
    seen.push({ method: "LIST", path: url.pathname, problem });
    if (problem) return s3Error(403, "SignatureDoesNotMatch");
    if (c.req.param("bucket") !== "leasingowo-dokumenty") return s3Error(404, "NoSuchBucket");
    return listObjects(url.searchParams);
  });
  app.all("/:bucket/*", async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    const body = Buffer.from(await c.req.arrayBuffer());
    const problem = signatureProblem(c.req.raw, rawPath, body);
    seen.push({ method: c.req.method, path: rawPath, problem });
    if (problem) return s3Error(403, "SignatureDoesNotMatch");
    if (c.req.param("bucket") !== "leasingowo-dokumenty") return s3Error(404, "NoSuchBucket");
    const name = rawPath.slice(`/${c.req.param("bucket")}/`.length);
    if (c.req.method === "PUT") {
      if (failNextPut) {
        failNextPut = false;
        return s3Error(503, "SlowDown");
      }
      objects.set(name, body);
      writtenAt.set(name, new Date());
      return c.body(null, 200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` });
    }
    if (c.req.method === "GET") {
      const data = objects.get(name);
      return data ? c.body(new Uint8Array(data), 200) : s3Error(404, "NoSuchKey");
    }
    if (c.req.method === "DELETE") {
      objects.delete(name);
      return c.body(null, 204);
    }
    return s3Error(405, "MethodNotAllowed");
  });
  stub = await startStub(app);
});
afterAll(async () => {
  await stub.close();
});

const storageWith = (secret = SECRET) =>
  createS3FileStorage({
    endpoint: stub.url,
    bucket: "leasingowo-dokumenty",
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: secret,
    prefix: "offer-files/",
    timeoutMs: 5000,
    keyring,
  });

async function* once(data: Buffer) {
  yield data;
}

describe("S3-compatible storage", () => {
  it("puts, gets and deletes a signed, encrypted object", async () => {
    const storage = storageWith();
    const key = newStorageKey();
    const plain = Buffer.from("%PDF-1.7 dowód osobisty ABC123456, PESEL 44051401359");
    seen.length = 0;
    await storage.put(key, once(plain));
    expect(seen).toEqual([
      { method: "PUT", path: `/leasingowo-dokumenty/offer-files/${key}`, problem: null },
    ]);
    // The object store holds ciphertext only.
    const stored = objects.get(`offer-files/${key}`)!;
    expect(stored.includes(Buffer.from("ABC123456"))).toBe(false);
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);

    expect((await storage.get(key))!.equals(plain)).toBe(true);
    await storage.delete(key);
    expect(objects.has(`offer-files/${key}`)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(seen.map((s) => [s.method, s.problem])).toEqual([
      ["PUT", null],
      ["GET", null],
      ["DELETE", null],
      ["GET", null],
    ]);
    expect(storage.sweep()).toBe(0);
  });

  it("lists the objects written before a time, across pages, only its own prefix and key shape", async () => {
    for (const name of objects.keys()) objects.delete(name);
    const storage = storageWith();
    const old = [newStorageKey(), newStorageKey(), newStorageKey()];
    const fresh = newStorageKey();
    for (const key of [...old, fresh]) await storage.put(key, once(Buffer.from("%PDF-1.7")));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const key of old) writtenAt.set(`offer-files/${key}`, hourAgo);
    // Not ours: another prefix, and a name under ours that no upload would make.
    for (const name of [`inne/${newStorageKey()}`, "offer-files/README.txt"]) {
      objects.set(name, Buffer.from("x"));
      writtenAt.set(name, hourAgo);
    }
    seen.length = 0;
    const listed = await storage.listWrittenBefore(Date.now() - 30 * 60 * 1000);
    expect(listed.sort()).toEqual([...old].sort());
    // Five objects under the prefix, two a page: three signed list requests.
    expect(seen.map((s) => [s.method, s.problem])).toEqual([
      ["LIST", null],
      ["LIST", null],
      ["LIST", null],
    ]);
    expect(await storage.listWrittenBefore(Date.now() + 60_000)).toHaveLength(4);
  });

  it("is refused by the store with a wrong secret, and says so as a StorageError", async () => {
    const storage = storageWith("zly-sekret");
    seen.length = 0;
    await expect(storage.put(newStorageKey(), once(Buffer.from("x")))).rejects.toBeInstanceOf(StorageError);
    expect(seen[0]!.problem).toBe("signature does not match");
  });

  it("turns the store's failures and an unreachable store into StorageError", async () => {
    failNextPut = true;
    await expect(storageWith().put(newStorageKey(), once(Buffer.from("x")))).rejects.toThrow(
      "object store PUT answered 503",
    );
    const down = createS3FileStorage({
      endpoint: "http://127.0.0.1:9",
      bucket: "leasingowo-dokumenty",
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      prefix: "",
      timeoutMs: 2000,
      keyring,
    });
    await expect(down.get(newStorageKey())).rejects.toBeInstanceOf(StorageError);
  });

  it("sends nothing when the content fails before its end", async () => {
    seen.length = 0;
    async function* failing() {
      yield Buffer.from("%PDF-");
      throw new Error("too large");
    }
    await expect(storageWith().put(newStorageKey(), failing())).rejects.toThrow("too large");
    expect(seen).toEqual([]);
  });
});
