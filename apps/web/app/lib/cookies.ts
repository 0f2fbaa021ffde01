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
  return parts.join("; ");
}

/** Embed tokens are opaque partner tokens: a conservative charset and length. */
export function validEmbedToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{8,128}$/.test(value) ? value : null;
}
