import type { ServerContext } from "./context.ts";

export interface ApiFileOptions {
  /** The one content type accepted from the API (e.g. "application/pdf"). */
  type: string;
  /** Content-Disposition when the API sends none. */
  fallbackDisposition: string;
  /** Cache-Control of the answer; by default the API's own. */
  cacheControl?: string;
}

/**
 * A file the API answers (a PDF), fetched through the server-only client's transport — the JSON client
 * cannot carry bytes — and handed back as a Response that streams it with its type, disposition and
 * length. Anything else is the status to answer instead: the API's 4xx as it is, 503 when the API is
 * unreachable, fails or answers something that is not the file.
 */
export async function fetchApiFile(
  server: Pick<ServerContext, "transport" | "requestId">,
  path: string,
  query: Record<string, string>,
  options: ApiFileOptions,
): Promise<Response | number> {
  const { transport, requestId } = server;
  let upstream: Response;
  try {
    upstream = await transport.fetch(
      new Request(`${transport.baseUrl.replace(/\/$/, "")}${path}?${new URLSearchParams(query)}`, {
        headers: { accept: options.type, "x-request-id": requestId },
        signal: AbortSignal.timeout(transport.timeoutMs * 3),
      }),
    );
  } catch {
    return 503;
  }
  const type = upstream.headers.get("content-type") ?? "";
  if (!upstream.ok || !type.startsWith(options.type) || !upstream.body) {
    await upstream.body?.cancel();
    return upstream.status >= 400 && upstream.status < 500 ? upstream.status : 503;
  }
  const headers = new Headers({
    "Content-Type": options.type,
    "Content-Disposition": upstream.headers.get("content-disposition") ?? options.fallbackDisposition,
    "Cache-Control": options.cacheControl ?? upstream.headers.get("cache-control") ?? "no-store",
  });
  const length = upstream.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
