/**
 * React Router prints the page's part of its route manifest into every document as JSON indented by
 * two spaces (`JSON.stringify(manifest, null, 2)` in its <Scripts>): 1.3 KB of a search page's 3.2 KB
 * script is indentation. This takes the whitespace out of that JSON as the answer streams past
 * (lib/kept-splice.server.ts), leaving every other byte as React wrote it.
 *
 * React writes a string of over a few hundred characters as a chunk of its own, so the script's text
 * arrives whole; should the JSON not end within the chunk it started in, the chunk is left as it is.
 */
const START = Buffer.from("window.__reactRouterManifest = ");
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SEMICOLON = 0x3b;
const SPACE = 0x20;
const NEWLINE = 0x0a;

export function compactRouteManifest(bytes: Buffer): Buffer {
  const start = bytes.indexOf(START);
  if (start === -1) return bytes;
  const from = start + START.length;
  const out = Buffer.allocUnsafe(bytes.length);
  bytes.copy(out, 0, 0, from);
  let length = from;
  let inString = false;
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (inString) {
      out[length++] = b;
      if (b === BACKSLASH && i + 1 < bytes.length) out[length++] = bytes[++i] as number;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) {
      inString = true;
      out[length++] = b;
    } else if (b === SEMICOLON) {
      // The JSON's end: outside its strings JSON has no semicolon.
      bytes.copy(out, length, i);
      return out.subarray(0, length + bytes.length - i);
    } else if (b !== SPACE && b !== NEWLINE) out[length++] = b;
  }
  return bytes;
}
