// A document's upload, passed from the browser to the API as it arrives: the multipart body is streamed
// through (never parsed or held here), and refused before it is read when its declared length is over
// the 10 MB limit (with the multipart's own overhead). A body without a length is counted while it
// streams and cut off past the limit, so no more than the limit ever passes through this process.
import { OFFER_API, OFFER_FILE_RULES } from "@vhs/domain/offer-contract.ts";
import type { ServerContext } from "./context.ts";
import { UPLOAD_TOO_LARGE, type UploadAnswer } from "./offer.ts";
import { asOrderError } from "./order-types.ts";

/** Room for the multipart boundaries, the part headers and the `kind` field around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
export const MAX_UPLOAD_BODY = OFFER_FILE_RULES.maxBytes + MULTIPART_OVERHEAD;

const GENERIC = "Nie udało się przesłać pliku. Spróbuj ponownie za chwilę.";

export type UploadResult = UploadAnswer & { status: number };

/** Counts the bytes passing through and fails the stream past `limit` (`over` then says so). */
function byteLimit(limit: number) {
  let seen = 0;
  const state = { over: false };
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) {
        state.over = true;
        controller.error(new RangeError("upload over the limit"));
      } else controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

/** The browser's multipart POST, forwarded to POST /personal-form/upload-file/{token}. */
export async function forwardUpload(
  server: Pick<ServerContext, "transport" | "requestId" | "clientAddress">,
  token: string,
  request: Request,
): Promise<UploadResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    await request.body?.cancel();
    return { ok: false, status: 400, message: "Wybierz plik do przesłania." };
  }
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_UPLOAD_BODY) {
    await request.body.cancel();
    return { ok: false, status: 413, message: UPLOAD_TOO_LARGE };
  }
  const { transport } = server;
  const headers: Record<string, string> = {
    "content-type": type,
    accept: "application/json",
    "x-request-id": server.requestId,
  };
  if (declared !== null) headers["content-length"] = declared;
  const limit = byteLimit(MAX_UPLOAD_BODY);
  let upstream: Response;
  try {
    upstream = await transport.fetch(
      new Request(`${transport.baseUrl.replace(/\/$/, "")}${OFFER_API.uploadFile(token)}`, {
        method: "POST",
        headers,
        body: request.body.pipeThrough(limit.stream),
        // Node's fetch streams a request body only half-duplex.
        duplex: "half",
        signal: AbortSignal.timeout(transport.timeoutMs * 12),
      } as RequestInit),
    );
  } catch {
    if (limit.state.over) return { ok: false, status: 413, message: UPLOAD_TOO_LARGE };
    return { ok: false, status: 503, message: GENERIC };
  }
  if (limit.state.over) {
    await upstream.body?.cancel();
    return { ok: false, status: 413, message: UPLOAD_TOO_LARGE };
  }
  let body: unknown = null;
  try {
    body = await upstream.json();
  } catch {
    // not JSON: the generic message
  }
  if (upstream.ok) {
    const name = (body as { name?: unknown } | null)?.name;
    return { ok: true, status: 200, name: typeof name === "string" ? name : "" };
  }
  if (upstream.status === 404) return { ok: false, status: 404, message: "Nie znaleźliśmy tej oferty." };
  const message = asOrderError(body)?.message;
  if (upstream.status === 413) return { ok: false, status: 413, message: message ?? UPLOAD_TOO_LARGE };
  const status = upstream.status >= 400 && upstream.status < 500 ? upstream.status : 503;
  return { ok: false, status, message: status === 503 ? GENERIC : (message ?? GENERIC) };
}
