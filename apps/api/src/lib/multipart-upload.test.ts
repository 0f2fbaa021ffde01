import { describe, expect, it } from "vitest";
import { type IncomingFile, receiveUpload, UploadRefusal } from "./multipart-upload.ts";

const boundary = "----granica-test";
const part = (name: string, value: string | Buffer, fileName?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ""}\r\n\r\n`,
    ),
    typeof value === "string" ? Buffer.from(value) : value,
    Buffer.from("\r\n"),
  ]);
const end = Buffer.from(`--${boundary}--\r\n`);

/** A request whose body arrives in 1 KB pieces. */
function requestOf(body: Buffer, headers: Record<string, string> = {}) {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(body.subarray(at, at + 1024));
      at += 1024;
    },
  });
  return new Request("http://x/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

async function drain(file: IncomingFile): Promise<number> {
  let n = 0;
  for await (const chunk of file.content) n += (chunk as Buffer).length;
  return n;
}

const options = (consume: (f: IncomingFile) => Promise<number>, maxBodyBytes = 1_000_000) => ({
  fileField: "file",
  maxBodyBytes,
  tooLargeMessage: "Za duży.",
  consume,
});

describe("receiveUpload", () => {
  it("hands the file to the consumer as a stream and collects the fields", async () => {
    const body = Buffer.concat([
      part("kind", "id_card"),
      part("file", Buffer.alloc(50_000, 7), "a.pdf"),
      end,
    ]);
    const got = await receiveUpload(requestOf(body), options(drain));
    expect(got).toEqual({ fields: { kind: "id_card" }, stored: 50_000 });
  });

  it("stops at the body limit while the consumer is still reading, and the consumer sees the end", async () => {
    let consumerFailed = false;
    const body = Buffer.concat([part("file", Buffer.alloc(100_000, 1), "a.pdf"), end]);
    const slow = async (file: IncomingFile) => {
      try {
        return await drain(file);
      } catch (e) {
        consumerFailed = true;
        throw e;
      }
    };
    const outcome = receiveUpload(requestOf(body), options(slow, 10_000));
    await expect(outcome).rejects.toMatchObject({ status: 413, message: "Za duży." });
    expect(consumerFailed).toBe(true);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const body = Buffer.concat([part("file", Buffer.alloc(100), "a.pdf"), end]);
    let consumed = false;
    await expect(
      receiveUpload(
        requestOf(body, { "content-length": "5000000" }),
        options(async (f) => {
          consumed = true;
          return drain(f);
        }, 10_000),
      ),
    ).rejects.toMatchObject({ status: 413 });
    expect(consumed).toBe(false);
  });

  it("refuses a second file, a file under another name and a broken body", async () => {
    const two = Buffer.concat([part("file", "1", "a.pdf"), part("file", "2", "b.pdf"), end]);
    await expect(receiveUpload(requestOf(two), options(drain))).rejects.toMatchObject({ status: 422 });
    const other = Buffer.concat([part("zalacznik", "1", "a.pdf"), end]);
    await expect(receiveUpload(requestOf(other), options(drain))).rejects.toMatchObject({
      status: 422,
      field: "zalacznik",
    });
    const broken = Buffer.concat([part("file", Buffer.alloc(3000, 2), "a.pdf")]); // no closing boundary
    const error = await receiveUpload(requestOf(broken), options(drain)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRefusal);
    expect((error as UploadRefusal).status).toBe(400);
  });

  it("refuses other content types naming the file field", async () => {
    const req = new Request("http://x", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    await expect(receiveUpload(req, options(drain))).rejects.toMatchObject({ status: 415, field: "file" });
  });
});
