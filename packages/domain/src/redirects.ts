// Redirect targets (QUALITY.md "redirects"): internal paths stay on this site; external
// targets only to allow-listed hosts over https. Everything else is refused (null).

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * Returns a safe Location value for `target`, or null when it must not be followed.
 * Internal: a single leading "/" followed by anything but "/" or "\" (so "//evil" and
 * "/\evil" are refused), after percent-decoding too (so "/%2F%2Fevil" is refused).
 */
export function safeRedirectTarget(target: string, allowedHosts: readonly string[]): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return null;
  if (CONTROL_OR_SPACE.test(target)) return null;
  if (target.startsWith("/")) {
    let decoded = target;
    try {
      for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (CONTROL_OR_SPACE.test(decoded)) return null;
    if (decoded.startsWith("//") || decoded.startsWith("/\\") || decoded.includes("\\")) return null;
    // Resolve against a dummy origin: the result must stay on that origin.
    const url = new URL(target, "https://internal.invalid");
    if (url.origin !== "https://internal.invalid") return null;
    // Dot segments can collapse to "//" ("/.//evil"): check the normalised path as well.
    if (url.pathname.startsWith("//")) return null;
    return url.pathname + url.search + url.hash;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (!allowedHosts.some((h) => h.toLowerCase() === host)) return null;
  return url.toString();
}
