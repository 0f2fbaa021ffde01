// Security headers on every response (QUALITY.md): nonce-based CSP for HTML, a strict
// no-content CSP for everything else, HSTS, nosniff, Referrer-Policy.

import { randomBytes } from "node:crypto";
import { TAG_MANAGER_CSP } from "../app/lib/tag-manager.ts";

/**
 * The CSP of an HTML page. A page of a host with a tag manager container (app/lib/tag-manager.ts) also
 * allows exactly the tag manager's origins and those of the analytics it sends; the container itself
 * loads only after consent, by the page's nonce-trusted script ('strict-dynamic').
 */
export function htmlCsp(
  nonce: string,
  options: { tagManager?: boolean; frameAncestors?: readonly string[]; images?: readonly string[] } = {},
): string {
  const extra = (list: readonly string[]) => (options.tagManager ? ` ${list.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra(TAG_MANAGER_CSP.script)}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https://cdn.imagin.studio${extra(TAG_MANAGER_CSP.img)}${options.images?.length ? ` ${options.images.join(" ")}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${extra(TAG_MANAGER_CSP.connect)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Only an embed partner's page may frame it (server/embed.ts); everything else never.
    `frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(" ") : "'none'"}`,
  ].join("; ");
}

export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Assets (CSS, JS, images) get a CSP too; an SVG opened directly cannot run script. */
export const ASSET_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

export function applySecurityHeaders(
  headers: Headers,
  csp: string,
  options: { framedBy?: readonly string[] } = {},
): void {
  // A page that sends no referrer to other sites (an offer's page, whose address is a credential) keeps
  // its stricter policy.
  const own = headers.get("Referrer-Policy");
  for (const [k, v] of Object.entries(COMMON_HEADERS)) headers.set(k, v);
  if (own === "same-origin" || own === "no-referrer") headers.set("Referrer-Policy", own);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
  // A page a partner frames: its CSP frame-ancestors names them; X-Frame-Options cannot, so it goes.
  if (options.framedBy?.length) headers.delete("X-Frame-Options");
}

/** Random bytes drawn from the system in one call for many nonces: one call per request cost more than the rest of the headers. */
const NONCE_BYTES = 16;
const NONCE_POOL = 256 * NONCE_BYTES;
let pool = Buffer.alloc(0);
let taken = NONCE_POOL;

/** A fresh CSP nonce (16 random bytes, base64), never the same twice. */
export function cspNonce(): string {
  if (taken >= NONCE_POOL) {
    pool = randomBytes(NONCE_POOL);
    taken = 0;
  }
  const nonce = pool.toString("base64", taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}
