// Cookie names used by the site (SPEC §2, §3, §6).
export const ENTRY_URL_COOKIE = "vhs_entry";
export const EMBED_TOKEN_COOKIE = "vhs_et";
export const PARAMS_COOKIE = "vhs_f";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeCookie(
  name: string,
  value: string,
  opts: { maxAge?: number; httpOnly?: boolean; secure?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (opts.secure) parts.push("Secure");
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  if (opts.httpOnly) parts.push("HttpOnly");
  const cookie = parts.join("; ");
  // A cookie written by the page's script inside a partner's frame (the root element says so).
  return typeof document !== "undefined" && document.documentElement?.hasAttribute(EMBED_ATTRIBUTE)
    ? embedCookie(cookie)
    : cookie;
}

/** Set on <html> of a page in embed mode (root.tsx). */
export const EMBED_ATTRIBUTE = "data-embed";

/**
 * A cookie as it must be to work inside a partner's frame (a third-party context): SameSite=None, Secure,
 * and Partitioned (CHIPS), so it is kept per partner site and never shared with other sites' frames.
 * Secure cookies are accepted over http only on localhost, as browsers treat it as a secure context.
 */
export function embedCookie(cookie: string): string {
  const parts = cookie
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p && !/^(samesite|secure|partitioned)(=|$)/i.test(p));
  return [...parts, "SameSite=None", "Secure", "Partitioned"].join("; ");
}

/** Embed tokens are opaque partner tokens: a conservative charset and length. */
export function validEmbedToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{8,128}$/.test(value) ? value : null;
}
