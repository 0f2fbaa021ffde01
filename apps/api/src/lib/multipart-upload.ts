// Reading one uploaded file from a multipart/form-data request as a stream (@fastify/busboy parses the
// multipart framing; docs/decisions/010-*.md). The file's bytes go to the caller's consumer as they
// arrive; nothing buffers the whole body. A body larger than the limit is refused before it is read: from
// Content-Length at once, otherwise as soon as the counted bytes pass the limit, and the rest of the
// request is then never read (the body stream is cancelled).
import type { Readable } from "node:stream";
import { Busboy } from "@fastify/busboy";

/** Room for the multipart framing and the small fields around a file of the maximum size. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A refusal with its HTTP status and a Polish message (the route answers it as is). */
export class UploadRefusal extends Error {
  readonly status: 400 | 409 | 413 | 415 | 422;
  readonly field: string | undefined;
  constructor(status: 400 | 409 | 413 | 415 | 422, message: string, field?: string) {
    super(message);
    this.name = "UploadRefusal";
    this.status = status;
    this.field = field;
  }
}

export interface IncomingFile {
  /** The name the customer's file had (as the browser sent it; may be empty). */
  fileName: string;
  content: Readable;
}

export interface ReceivedUpload<T> {
  fields: Record<string, string>;
  /** What the consumer answered for the file, or undefined when the request carried none. */
  stored: T | undefined;
}

/**
 * Parses `request` (multipart/form-data) and hands the file field `fileField` to `consume`, which must
 * read the stream to its end (or throw). Other file fields are refused; at most a few short text fields are
 * accepted. Throws UploadRefusal for bad requests; a failure of `consume` is thrown as it is.
 */
export async function receiveUpload<T>(
  request: Request,
  options: {
    fileField: string;
    maxBodyBytes: number;
    tooLargeMessage: string;
    consume: (file: IncomingFile) => Promise<T>;
  },
): Promise<ReceivedUpload<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !/boundary=/i.test(contentType))
    throw new UploadRefusal(
      415,
      `Nieprawidłowe pole „${options.fileField}”: prześlij plik jako multipart/form-data.`,
      options.fileField,
    );
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > options.maxBodyBytes)
    throw new UploadRefusal(413, options.tooLargeMessage, options.fileField);
  if (!request.body)
    throw new UploadRefusal(422, `Nieprawidłowe pole „${options.fileField}”: brak pliku.`, options.fileField);

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 8, parts: 10, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20 },
    });
  } catch {
    throw new UploadRefusal(400, "Nieprawidłowa treść żądania (oczekiwano poprawnego multipart/form-data).");
  }

  const fields: Record<string, string> = {};
  let stored: Promise<T> | undefined;
  let fileStream: Readable | undefined;
  let failure: unknown;
  let failed!: (e: unknown) => void;
  const failedSignal = new Promise<never>((_, reject) => {
    failed = reject;
  });
  failedSignal.catch(() => undefined);
  const fail = (e: unknown) => {
    if (failure === undefined) failure = e;
    failed(e);
  };

  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated)
      fail(new UploadRefusal(422, `Nieprawidłowe pole „${name}”: wartość jest za długa.`, name));
    else fields[name] = value;
  });
  parser.on("file", (name, stream, fileName) => {
    if (name !== options.fileField || stored) {
      stream.resume();
      fail(
        new UploadRefusal(
          422,
          `Nieprawidłowe pole „${name}”: prześlij jeden plik w polu „${options.fileField}”.`,
          name,
        ),
      );
      return;
    }
    fileStream = stream;
    stored = options.consume({ fileName, content: stream });
    stored.catch((e) => {
      stream.destroy();
      fail(e);
    });
  });
  parser.on("filesLimit", () =>
    fail(
      new UploadRefusal(
        422,
        `Nieprawidłowe pole „${options.fileField}”: prześlij jeden plik naraz.`,
        options.fileField,
      ),
    ),
  );
  parser.on("partsLimit", () =>
    fail(new UploadRefusal(422, "Nieprawidłowe żądanie: zbyt wiele pól formularza.", "żądanie")),
  );
  parser.on("fieldsLimit", () =>
    fail(new UploadRefusal(422, "Nieprawidłowe żądanie: zbyt wiele pól formularza.", "żądanie")),
  );
  parser.on("error", () =>
    fail(new UploadRefusal(400, "Nieprawidłowa treść żądania (oczekiwano poprawnego multipart/form-data).")),
  );
  const finished = new Promise<void>((resolve) => parser.on("finish", () => resolve()));

  const reader = request.body.getReader();
  let bytesRead = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), failedSignal]);
      if (done) break;
      bytesRead += value.byteLength;
      if (bytesRead > options.maxBodyBytes)
        throw new UploadRefusal(413, options.tooLargeMessage, options.fileField);
      // Wait until busboy took the chunk (it waits for the file stream's consumer): back-pressure.
      await Promise.race([
        new Promise<void>((resolve, reject) => parser.write(value, (e) => (e ? reject(e) : resolve()))),
        failedSignal,
      ]);
    }
    parser.end();
    await Promise.race([finished, failedSignal]);
    const result = stored ? await Promise.race([stored, failedSignal]) : undefined;
    if (failure !== undefined) throw failure;
    return { fields, stored: result };
  } catch (e) {
    const error = failure ?? e;
    // Stop reading the request: whatever follows is never looked at.
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    fileStream?.destroy(new Error("upload aborted"));
    // The consumer must see the end of its stream (it removes what it began to store) before we answer.
    if (stored) await stored.catch(() => undefined);
    throw error instanceof Error && /write after end|Unexpected end/i.test(error.message)
      ? new UploadRefusal(400, "Nieprawidłowa treść żądania (oczekiwano poprawnego multipart/form-data).")
      : error;
  }
}
