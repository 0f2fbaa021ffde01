/**
 * React Router prints the page's part of its route manifest into every document as JSON indented by
 * two spaces (`JSON.stringify(manifest, null, 2)` in its <Scripts>): 1.3 KB of a search page's 3.2 KB
 * script is indentation. This takes the whitespace out of that JSON as the answer streams past
 * (lib/kept-splice.server.ts), leaving every other byte as React wrote it.
 *
 * It also leaves out the routes' flags that are false (`"hasAction":false` and the like, six or seven
 * of each route's): React Router's browser code only ever asks whether a flag is true, so an absent
 * flag reads as a false one, and a search page's manifest is 0.65 KB shorter.
 *
 * React writes a string of over a few hundred characters as a chunk of its own, so the script's text
 * arrives whole; should the JSON not end within the chunk it started in, the chunk is left as it is.
 *
 * A page prints the manifest of the routes it matched, so the same few texts come by again and again:
 * each one's compact form is kept (a few hundred of them at most) and the byte walk runs once per text.
 */
/** A route's flag that is false, with its comma. Quotes inside JSON strings are escaped, so never these. */
const FALSE_FLAG = /,"has[A-Z][A-Za-z]*":false(?=[,}])|(?<=\{)"has[A-Z][A-Za-z]*":false,/g;
const START = Buffer.from("window.__reactRouterManifest = ");
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SEMICOLON = 0x3b;
const SPACE = 0x20;
const NEWLINE = 0x0a;

/** Manifest texts (as latin1, up to their first semicolon) and their compact forms. */
const compacted = new Map<string, Buffer>();
const MAX_KEPT = 256;

export function compactRouteManifest(bytes: Buffer): Buffer {
  const start = bytes.indexOf(START);
  if (start === -1) return bytes;
  const from = start + START.length;
  const semicolon = bytes.indexOf(SEMICOLON, from);
  if (semicolon === -1) return bytes;
  // The walk below depends only on the bytes before the semicolon it stops at: a text seen before, that
  // stopped at its first semicolon then, stops there again with the same result.
  const key = bytes.toString("latin1", from, semicolon);
  const known = compacted.get(key);
  if (known) return Buffer.concat([bytes.subarray(0, from), known, bytes.subarray(semicolon)]);
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
      const json = Buffer.from(out.toString("utf8", from, length).replace(FALSE_FLAG, ""));
      if (i === semicolon) {
        if (compacted.size >= MAX_KEPT) compacted.clear();
        compacted.set(key, json);
      }
      return Buffer.concat([out.subarray(0, from), json, bytes.subarray(i)]);
    } else if (b !== SPACE && b !== NEWLINE) out[length++] = b;
  }
  return bytes;
}
