// Answering a cacheable page through the page cache (page-cache.ts, decisions 004 and 021): from this
// process's memory, else from the shared store (Redis) when configured, else rendered and kept. A page past
// its TTL is answered as it was while one fresh render replaces it in the background.
import { randomUUID } from "node:crypto";
import { PAGE_CACHE_HEADER } from "../app/lib/page-cache-headers.ts";
import { cspNonce } from "./headers.ts";
import { isCacheablePage, type PageCache } from "./page-cache.ts";

/** Server rendering of one request with a nonce; `renderedKeys` collects the page's per-answer values. */
export type PageRenderer = (
  request: Request,
  nonce: string,
) => { rendered: Promise<Response>; renderedKeys: string[] };

/** Renders a page and keeps it when it may be kept: the answer to send (kept), or the render as it is. */
async function renderAndKeep(
  pages: PageCache,
  key: string,
  request: Request,
  nonce: string,
  render: PageRenderer,
) {
  const { rendered: pending, renderedKeys } = render(request, nonce);
  const rendered = await pending;
  if (!isCacheablePage(rendered)) return { kept: false as const, rendered };
  // The cache keeps text (decision 004: memory outside the heap drove full collections); the answer goes
  // out as the page's bytes with plain headers, a light answer the Node server writes in one go (an answer
  // built on the render's own Response would be read from a stream again).
  const bytes = new Uint8Array(await rendered.arrayBuffer());
  const body = UTF8.decode(bytes);
  pages.set(key, { status: rendered.status, headers: rendered.headers, body }, { nonce, keys: renderedKeys });
  return {
    kept: true as const,
    response: new Response(bytes, { status: rendered.status, headers: rendered.headers }),
  };
}

const UTF8 = new TextDecoder();

/**
 * A rendered answer without the page cache's header, passed on as it is rather than wrapped in a new one.
 * Headers that cannot change (an answer fetched from elsewhere) are copied into a new answer first.
 */
export function withoutCacheHeader(rendered: Response): Response {
  try {
    rendered.headers.delete(PAGE_CACHE_HEADER);
    return rendered;
  } catch {
    const response = new Response(rendered.body, rendered);
    response.headers.delete(PAGE_CACHE_HEADER);
    return response;
  }
}

/**
 * The answer to a request whose page may be shared (`key` from pageCacheKey). With `gzip` (the browser
 * accepts it and compression is on) a kept page is answered gzipped from its kept copy; a render goes
 * out as it is and the compression middleware encodes it.
 */
export async function answerThroughCache(
  pages: PageCache,
  key: string,
  request: Request,
  nonce: string,
  render: PageRenderer,
  gzip = false,
): Promise<Response> {
  const fresh = { nonce, newKey: randomUUID };
  let hit = pages.get(key, fresh, gzip);
  // Not here, or stale here: another process may have rendered it (the shared store, when configured).
  if (pages.shared && (!hit || hit.stale)) {
    const theirs = await pages.getShared(key, fresh, gzip);
    if (theirs && (!hit || !theirs.stale)) hit = theirs;
  }
  if (hit) {
    const response = new Response(hit.body, { status: hit.status, headers: hit.headers });
    response.headers.set(PAGE_CACHE_HEADER, hit.stale ? "stale" : "hit");
    // Past its TTL: answered as it was, while one fresh render replaces it in the background.
    if (hit.stale && pages.claimRefresh(key)) {
      const again = new Request(request.url, { headers: request.headers });
      void renderAndKeep(pages, key, again, cspNonce(), render).then(
        (r) => {
          if (!r.kept) {
            pages.releaseRefresh(key);
            void r.rendered.body?.cancel();
          }
        },
        () => pages.releaseRefresh(key),
      );
    }
    return response;
  }
  const r = await renderAndKeep(pages, key, request, nonce, render);
  if (r.kept) {
    r.response.headers.set(PAGE_CACHE_HEADER, "miss");
    return r.response;
  }
  return withoutCacheHeader(r.rendered);
}
