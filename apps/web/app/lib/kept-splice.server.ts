import { randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { PartBytes } from "./fragment-cache.server.ts";

/**
 * The kept parts of a page (lib/fragment-cache.server.ts), put into its answer as the bytes the cache holds.
 * React is given a short marker for each part instead of its HTML, and this stream, between React and the
 * answer, puts the part's bytes where the marker is. React would otherwise measure every part's length in
 * UTF-8 and encode it again for every answer, and a search page's kept parts are four fifths of its HTML
 * (docs/benchmarks.md).
 *
 * A marker is U+E000, this answer's random token, the part's number and U+E001: characters of Unicode's
 * private use area, which the site's text never holds, around a token nothing outside this answer knows,
 * so that no text on a page can pass for a marker.
 */
export class KeptSplice {
  readonly #parts: PartBytes[] = [];
  readonly #token: string;
  readonly #open: Buffer;

  /** A splice for one answer, its token taken from the answer's CSP nonce (random already), or made. */
  static forAnswer(nonce: string): KeptSplice {
    return new KeptSplice(/^[A-Za-z0-9+/]{8,}/.exec(nonce)?.[0] ?? randomBytes(12).toString("hex"));
  }

  constructor(token: string) {
    if (!/^[A-Za-z0-9+/]{4,}$/.test(token)) throw new Error("A splice token is letters and digits.");
    this.#token = token;
    this.#open = Buffer.from(`${OPEN}${token}`);
  }

  /** The marker that stands for `part` in what React writes. */
  marker(part: PartBytes): string {
    this.#parts.push(part);
    return `${OPEN}${this.#token}${this.#parts.length - 1}${CLOSE}`;
  }

  /**
   * The stream React writes the page to: the answer's bytes come out, with the parts in place.
   *
   * What React writes between two of its flushes goes out as one chunk. React writes 4 KB at a time
   * and calls the destination's `flush()` when it has written what is ready (the way it lets a
   * compression stream know); with each part's bytes a piece of its own, a search page would
   * otherwise leave here in some sixty chunks, each carried on to the web stream, the answer and
   * the socket on its own.
   */
  stream(options: { final?: (callback: (error?: Error | null) => void) => void } = {}): Transform & {
    flush(): void;
  } {
    const open = this.#open;
    const parts = this.#parts;
    // The end of a chunk that may be the start of a marker cut in two.
    let carry: Buffer | null = null;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const hold = (piece: Buffer) => {
      pending.push(piece);
      pendingBytes += piece.length;
    };
    const release = (stream: Transform) => {
      if (pendingBytes === 0) return;
      const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      stream.push(out);
    };
    const transform = new Transform({
      final: options.final,
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
        carry = null;
        let from = 0;
        for (;;) {
          const start = bytes.indexOf(open, from);
          if (start === -1) {
            const keep = openingAtEnd(bytes, open, from);
            if (bytes.length - keep > from) hold(bytes.subarray(from, bytes.length - keep));
            if (keep > 0) carry = bytes.subarray(bytes.length - keep);
            break;
          }
          const end = bytes.indexOf(CLOSE_BYTES, start + open.length);
          if (end === -1) {
            if (start > from) hold(bytes.subarray(from, start));
            carry = bytes.subarray(start);
            break;
          }
          if (start > from) hold(bytes.subarray(from, start));
          const part = parts[Number(bytes.toString("latin1", start + open.length, end))];
          hold(part ?? bytes.subarray(start, end + CLOSE_BYTES.length));
          from = end + CLOSE_BYTES.length;
        }
        // A writer that never flushes still gets its bytes out, a chunk at a time.
        if (pendingBytes >= MAX_HELD_BYTES) release(this);
        callback();
      },
      flush(callback: TransformCallback) {
        if (carry) hold(carry);
        carry = null;
        release(this);
        callback();
      },
    });
    return Object.assign(transform, { flush: () => release(transform) });
  }
}

/** Bytes held back waiting for React's flush before they go out anyway. */
const MAX_HELD_BYTES = 64 * 1024;

const OPEN = "\uE000";
const CLOSE = "\uE001";
const CLOSE_BYTES = Buffer.from(CLOSE);

/** How many bytes at the end of `bytes` (after `from`) are the beginning of `open`. */
function openingAtEnd(bytes: Buffer, open: Buffer, from: number): number {
  const longest = Math.min(open.length - 1, bytes.length - from);
  for (let n = longest; n > 0; n--) {
    if (bytes.compare(open, 0, n, bytes.length - n, bytes.length) === 0) return n;
  }
  return 0;
}
