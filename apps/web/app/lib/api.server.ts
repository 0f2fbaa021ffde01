// The one server-only API client (SPEC §7, ARCHITECTURE "Process model"): JSON both ways;
// a non-2xx answer, a network error or a timeout never throws but returns
// `{ error: true, status, body }`; the filter renames; the embed client token; the visitor's address
// for the API's per-visitor limits (believed only through the transport, lib/client-address.ts in the API).
import { CLIENT_ADDRESS_HEADER } from "@vhs/domain/lead-texts.ts";

export type ApiResult<T> =
  | { error: false; status: number; data: T }
  | { error: true; status: number; body: unknown };

/** How requests reach the API: the API app's own fetch in-process, or HTTP. */
export interface ApiTransport {
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
  timeoutMs: number;
}

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** Paths whose filters use the API's names: body → bodyType, brands → brand; filter/mode dropped. */
const RENAMED_FILTER_PATHS = new Set(["/v3/models/", "/v3/popular-models/", "/v3/search/"]);

export function renameFilters(path: string, query: Query): Query {
  if (!RENAMED_FILTER_PATHS.has(path)) return query;
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === "filter" || key === "mode") continue;
    if (key === "body") out.bodyType = value;
    else if (key === "brands") out.brand = value;
    else out[key] = value;
  }
  return out;
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query: Query = {},
  embedToken?: string | null,
): string {
  const url = new URL(baseUrl.replace(/\/$/, "") + path);
  for (const [key, value] of Object.entries(renameFilters(path, query))) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
  if (embedToken) url.searchParams.set("token", embedToken);
  return url.toString();
}

export interface ApiClient {
  /** Made for a partner's frame: its calls carry the embed token (docs/embed.md). */
  readonly embed?: boolean;
  get<T>(
    path: string,
    query?: Query,
    options?: { timeoutMs?: number; headers?: Record<string, string> },
  ): Promise<ApiResult<T>>;
  post<T>(
    path: string,
    body?: unknown,
    query?: Query,
    options?: { timeoutMs?: number; headers?: Record<string, string> },
  ): Promise<ApiResult<T>>;
}

export function createApiClient(
  transport: ApiTransport,
  opts: { embedToken?: string | null; requestId?: string; clientAddress?: string | undefined } = {},
): ApiClient {
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    query: Query,
    body: unknown,
    timeoutMs: number,
    extra: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json", ...extra };
    if (opts.requestId) headers["x-request-id"] = opts.requestId;
    if (opts.clientAddress) headers[CLIENT_ADDRESS_HEADER] = opts.clientAddress;
    if (body !== undefined) headers["content-type"] = "application/json";
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await transport.fetch(
        new Request(buildUrl(transport.baseUrl, path, query, opts.embedToken), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        }),
      );
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text as the body
      }
      if (!response.ok) return { error: true, status: response.status, body: parsed };
      return { error: false, status: response.status, data: parsed as T };
    } catch (e) {
      const timedOut = signal.aborted;
      return {
        error: true,
        status: timedOut ? 504 : 503,
        body: {
          message: timedOut
            ? "Przekroczono czas oczekiwania na odpowiedź."
            : "Usługa jest chwilowo niedostępna.",
          cause: (e as Error).name,
        },
      };
    }
  }
  return {
    embed: Boolean(opts.embedToken),
    get: (path, query = {}, o = {}) =>
      call("GET", path, query, undefined, o.timeoutMs ?? transport.timeoutMs, o.headers),
    post: (path, body, query = {}, o = {}) =>
      call("POST", path, query, body ?? {}, o.timeoutMs ?? transport.timeoutMs * 3, o.headers),
  };
}

/** True when the API could not be reached at all (as opposed to answering with an error). */
export function isUnavailable(result: ApiResult<unknown>): boolean {
  return result.error && (result.status === 503 || result.status === 504 || result.status === 502);
}
