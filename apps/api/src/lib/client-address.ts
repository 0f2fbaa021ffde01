// The visitor's address, for the per-visitor form limits. A visitor could send any X-Forwarded-For or
// X-Client-Address, so the API never reads the address from a header it cannot trust: it comes in the
// request's bindings (`app.fetch(request, { clientAddress })`), which only server code can set — the
// web's outer server for /api/*, the in-process transport for the web's own calls, and the standalone
// server for callers that show the internal token.
import { timingSafeEqual } from "node:crypto";
import { CLIENT_ADDRESS_HEADER, INTERNAL_TOKEN_HEADER } from "@vhs/domain/lead-texts.ts";

export interface ApiBindings {
  clientAddress?: string | undefined;
}

const ADDRESS = /^[0-9A-Fa-f:.]{2,64}$/;

/** The address from the bindings, when it looks like an IPv4/IPv6 address; null otherwise. */
export function clientAddressOf(bindings: ApiBindings | undefined): string | null {
  const address = bindings?.clientAddress?.trim();
  return address && ADDRESS.test(address) ? address : null;
}

type FetchWithBindings = (request: Request, bindings?: ApiBindings) => Response | Promise<Response>;

/**
 * The one-process site's transport to the API: requests through it are built by the web's own API client,
 * so the address header it sets is believed.
 */
export function inProcessFetch(app: { fetch: FetchWithBindings }) {
  return async (request: Request) =>
    app.fetch(request, { clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The standalone API (split deployment): the address header is believed only from a caller that shows
 * INTERNAL_API_TOKEN — the web processes. Without a token configured, no address is known.
 */
export function bindingsFromTrustedCaller(request: Request, token: string | undefined): ApiBindings {
  const shown = request.headers.get(INTERNAL_TOKEN_HEADER);
  if (!token || !shown || !sameSecret(shown, token)) return {};
  return { clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined };
}
