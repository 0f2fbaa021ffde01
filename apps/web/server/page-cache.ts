// A short-lived cache of whole rendered catalogue pages (docs/decisions/004-page-cache.md).
//
// The home, brand, model, collection and search pages are the same for every visitor who sends the same
// address and the same leasing parameters, favourites and comparison (cookies vhs_f, vhs_fav, vhs_cmp) and
// the same answer to the cookie banner (vhs_consent: decided or not).
// Such a page is rendered once and answered from memory for a few seconds. Only what must differ per
// answer differs: the CSP nonce and the idempotency keys of "Zamów online" forms, which the render
// registers (app/lib/response-tokens.ts) and which are replaced by fresh values on every hit.
//
// With a shared store (REDIS_URL, server/shared-page-cache.ts) this in-process cache stays in front: a
// miss here asks the shared store before rendering, and every kept page is also written there, so a page
// rendered by one web process is answered by the others (docs/decisions/021-shared-state.md).
//
// Never cached: anything but GET, data requests (.data), answers other than 200 HTML, answers that set a
// cookie, routes that do not opt in (PAGE_CACHE_HEADER from their `headers` export), and requests that
// carry any other cookie (an order's secret, an embed token…), an embed token in the query, an
// Authorization header, or `Cache-Control: no-cache` / `no-store` (a forced fresh render).

import { CONSENT_COOKIE, consentCacheKey } from "../app/lib/consent.ts";
import { PAGE_CACHE_HEADER } from "../app/lib/page-cache-headers.ts";
import { addVary } from "./compression.ts";
import { type DeflatedPart, deflatePart, gzipJoined } from "./gzip-parts.ts";
import { decodeStoredPage, encodeStoredPage, type SharedPageStore } from "./shared-page-cache.ts";

/** Cookies that may come with a cacheable request; the first three are part of the key. */
const KEY_COOKIES = ["vhs_f", "vhs_fav", "vhs_cmp"] as const;
const ALLOWED_COOKIES = new Set<string>([...KEY_COOKIES, "vhs_entry", CONSENT_COOKIE]);

export interface PageCacheOptions {
  ttlMs: number;
  /** How long past its TTL a page may still be answered while one fresh render replaces it. */
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** A second level shared by every web process (Redis); absent = this process only. */
  shared?: SharedPageStore | undefined;
}

/** A kept page as the shared store holds it too. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The page split at every per-answer value: text, value, text, value, …, text. */
  parts: string[];
  /** What each value between two parts is: the nonce, or an idempotency key. */
  slots: ("nonce" | "key")[];
  bytes: number;
  expires: number;
  staleUntil: number;
}

interface Entry extends StoredPage {
  /** A fresh render for this key is under way (in this process). */
  refreshing: boolean;
  /** The parts deflated, made on the first answer that is sent gzipped (gzip-parts.ts). */
  deflated?: DeflatedPart[];
}

export interface RenderedPage<Body = string> {
  status: number;
  headers: Headers;
  body: Body;
}

/** The per-answer values of one answer: its nonce, and a new idempotency key for each form. */
type Fresh = { nonce: string; newKey: () => string };

export interface CachedPage extends RenderedPage<string | Uint8Array<ArrayBuffer>> {
  /** Past its TTL: answer it, and render the page afresh once (claimRefresh). */
  stale: boolean;
}

function cookieNames(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name) out.set(name, eq < 0 ? "" : part.slice(eq + 1).trim());
  }
  return out;
}

/** The cache key of a request, or null when its answer must be rendered for it alone. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.searchParams.has("token")) return null;
  if (request.headers.has("authorization")) return null;
  if (/no-cache|no-store/i.test(request.headers.get("cache-control") ?? "")) return null;
  const cookies = cookieNames(request.headers.get("cookie"));
  for (const name of cookies.keys()) if (!ALLOWED_COOKIES.has(name)) return null;
  return [
    url.host,
    url.pathname + url.search,
    ...KEY_COOKIES.map((n) => cookies.get(n) ?? ""),
    // Whether the cookie banner is shown: decided or not, whatever the choice and its time.
    consentCacheKey(cookies.get(CONSENT_COOKIE)),
  ].join("\n");
}

/** Whether a rendered answer may be kept: the route opted in, 200 HTML, no cookie set. */
export function isCacheablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get(PAGE_CACHE_HEADER) === "public" &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie")
  );
}

/** Splits `body` at every occurrence of the nonce and of each key. */
function split(body: string, nonce: string, keys: readonly string[]): Pick<StoredPage, "parts" | "slots"> {
  const values = new Map<string, "nonce" | "key">([[nonce, "nonce"]]);
  for (const k of keys) if (k) values.set(k, "key");
  const pattern = new RegExp(
    [...values.keys()].map((v) => v.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"),
    "g",
  );
  // Kept as text, and a hit joins strings, which the socket encodes as it writes. Joining bytes instead
  // allocated a page-sized buffer outside V8's heap on every hit; at a thousand hits a second that
  // memory set off a full collection several times a second, each one stalling every answer in flight.
  const parts: string[] = [];
  const slots: ("nonce" | "key")[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    parts.push(body.slice(last, match.index));
    slots.push(values.get(match[0])!);
    last = match.index + match[0].length;
  }
  parts.push(body.slice(last));
  return { parts, slots };
}

export function createPageCache(options: PageCacheOptions) {
  const store = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const staleMs = options.staleMs ?? 60_000;
  const now = options.now ?? Date.now;
  let bytes = 0;

  function drop(key: string) {
    const entry = store.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    store.delete(key);
  }

  /** Keeps an entry in this process, within the bounds (least recently used out first). */
  function keep(key: string, page: StoredPage): Entry {
    drop(key);
    const entry: Entry = { ...page, refreshing: false };
    store.set(key, entry);
    bytes += page.bytes;
    trim(key);
    return entry;
  }

  /** Drops the least recently used entries while over the bounds, never `keep` (the newest). */
  function trim(keep: string) {
    for (let first = store.keys().next().value; first !== undefined && first !== keep; ) {
      if (store.size <= maxEntries && bytes <= maxBytes) return;
      drop(first);
      first = store.keys().next().value;
    }
  }

  /**
   * The kept page with fresh per-answer values; with `gzip`, gzipped from the parts deflated once (a hit
   * then costs a CRC over the kept bytes and a copy of the compressed ones, not compressing the whole page again).
   */
  function answer(key: string, entry: Entry, fresh: Fresh, at: number, gzip: boolean): CachedPage {
    const headers = new Headers(entry.headers);
    const stale = entry.expires <= at;
    const values = entry.slots.map((slot) => (slot === "nonce" ? fresh.nonce : fresh.newKey()));
    if (gzip) {
      if (!entry.deflated) {
        entry.deflated = entry.parts.map(deflatePart);
        const extra = entry.deflated.reduce((n, p) => n + p.raw.length + p.deflated.length, 0);
        // Counted against the bounds like the text, if the entry is still the one kept.
        if (store.get(key) === entry) {
          entry.bytes += extra;
          bytes += extra;
          trim(key);
        }
      }
      headers.set("Content-Encoding", "gzip");
      addVary(headers);
      return { status: entry.status, headers, body: gzipJoined(entry.deflated, values), stale };
    }
    let body = entry.parts[0]!;
    for (let i = 0; i < values.length; i++) body += values[i] + entry.parts[i + 1]!;
    return { status: entry.status, headers, body, stale };
  }

  return {
    enabled: options.ttlMs > 0,
    /** Whether a shared store is behind this cache (then ask `getShared` after a miss or a stale hit). */
    shared: options.ttlMs > 0 && options.shared !== undefined,
    /** A kept page for this key with fresh per-answer values (maybe stale, gzipped if asked), or null. */
    get(key: string, fresh: Fresh, gzip = false): CachedPage | null {
      const entry = store.get(key);
      if (!entry) return null;
      const at = now();
      if (entry.staleUntil <= at) {
        drop(key);
        return null;
      }
      // Most recently used last: the first entry is the one to evict.
      store.delete(key);
      store.set(key, entry);
      return answer(key, entry, fresh, at, gzip);
    },
    /**
     * The page another process kept for this key (kept here too, with its own expiry), or null: none,
     * past its stale time, or the shared store did not answer in time (then the page is rendered here).
     */
    async getShared(key: string, fresh: Fresh, gzip = false): Promise<CachedPage | null> {
      if (!options.shared || !this.enabled) return null;
      const raw = await options.shared.get(key);
      const page = raw ? decodeStoredPage(raw) : null;
      const at = now();
      if (!page || page.staleUntil <= at) return null;
      const mine = store.get(key);
      // Ours is as new or newer (e.g. the shared copy is the one this process wrote): keep ours.
      if (mine && mine.expires >= page.expires) return null;
      return answer(key, keep(key, page), fresh, at, gzip);
    },
    /** True once per stale page: the caller renders it afresh (set, or releaseRefresh on failure). */
    claimRefresh(key: string): boolean {
      const entry = store.get(key);
      if (!entry || entry.refreshing || entry.expires > now()) return false;
      entry.refreshing = true;
      return true;
    },
    releaseRefresh(key: string) {
      const entry = store.get(key);
      if (entry) entry.refreshing = false;
    },
    /** Keeps a rendered page (its nonce and idempotency keys are replaced on every later answer). */
    set(key: string, page: RenderedPage, perAnswer: { nonce: string; keys: readonly string[] }) {
      if (!this.enabled) return;
      drop(key);
      const headers = [...page.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
      const { parts, slots } = split(page.body, perAnswer.nonce, perAnswer.keys);
      const size = Buffer.byteLength(page.body);
      if (size > maxBytes / 4) return;
      const at = now();
      const stored: StoredPage = {
        status: page.status,
        headers,
        parts,
        slots,
        bytes: size,
        expires: at + options.ttlMs,
        staleUntil: at + options.ttlMs + staleMs,
      };
      keep(key, stored);
      // Written in the background: a slow or absent shared store never delays the answer.
      void options.shared?.set(key, encodeStoredPage(stored), options.ttlMs + staleMs);
    },
    clear() {
      store.clear();
      bytes = 0;
    },
    get size() {
      return store.size;
    },
    /** What the kept pages take, text and deflated copies. */
    get bytes() {
      return bytes;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
