// Embed mode in the outer server (docs/embed.md): on an embed host (first label EMBED_HOST_LABEL) the
// partner is found by the embed token (?token=, else the cookie) through the API's /v3/embed-config. It
// decides who may frame the page (CSP frame-ancestors: the partner's origins only), which origins may post
// to it, and how the answer's cookies are made to work in a third-party frame. Every other host is never
// framed.
import { type EmbedConfig, isEmbedHost } from "@vhs/domain/embed.ts";
import { type ApiTransport, createApiClient } from "../app/lib/api.server.ts";
import type { ResponseCache } from "../app/lib/cache.server.ts";
import { EMBED_TOKEN_COOKIE, embedCookie, readCookie, validEmbedToken } from "../app/lib/cookies.ts";

/** What the outer server knows of a request's embed mode. */
export type EmbedState =
  /** Not an embed host: the site as usual, never framed. */
  | { mode: "off" }
  /** An embed host: with the partner of the token, or none (no token, or the API refused it). */
  | { mode: "on"; token: string | null; partner: EmbedConfig | null; refused: boolean };

export async function embedStateOf(
  request: Request,
  options: { embedLabel: string; transport: ApiTransport; cache: ResponseCache; requestId?: string },
): Promise<EmbedState> {
  const url = new URL(request.url);
  if (!isEmbedHost(url.host, options.embedLabel)) return { mode: "off" };
  const token =
    validEmbedToken(url.searchParams.get("token")) ??
    validEmbedToken(readCookie(request.headers.get("cookie"), EMBED_TOKEN_COOKIE));
  // A token of the wrong shape is refused like an unknown one.
  const malformed = url.searchParams.has("token") && !validEmbedToken(url.searchParams.get("token"));
  if (!token) return { mode: "on", token: null, partner: null, refused: malformed };
  const api = createApiClient(options.transport, { embedToken: token, requestId: options.requestId });
  const result = await options.cache.get(`embed-config:${token}`, () =>
    api.get<EmbedConfig>("/v3/embed-config"),
  );
  if (result.error)
    return { mode: "on", token, partner: null, refused: result.status === 403 || result.status === 422 };
  return { mode: "on", token, partner: result.data, refused: false };
}

/** Every Set-Cookie of an answer made for a partner's frame, rewritten to work there. */
export function embedCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (!cookies.length) return;
  headers.delete("Set-Cookie");
  for (const c of cookies) headers.append("Set-Cookie", embedCookie(c));
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A small Polish page for refusals made before any rendering (403). */
export function refusalPage(title: string, text: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Strona główna</a></p></main></body></html>`;
}
