import { isAllowedOrigin } from "@vhs/domain/request-origin.ts";

// Who is asking, as far as the outer server can tell: the visitor's address (for the API's per-visitor form
// limits) and whether a form post comes from our own pages (the /srv/* endpoints' cross-site refusal).

/**
 * The visitor's address: the connection's peer, or — behind `trustedProxyHops` proxies of ours (a load
 * balancer: 1) — the X-Forwarded-For entry the nearest of them wrote. Entries further left are whatever
 * the client sent, so a rotated X-Forwarded-For changes nothing.
 */
export function visitorAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxyHops: number,
): string | undefined {
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  // Each of our proxies appends the address it saw: the last `hops` entries are ours to believe.
  const address =
    trustedProxyHops === 0 ? peer : (forwarded[Math.max(0, forwarded.length - trustedProxyHops)] ?? peer);
  // "::ffff:203.0.113.7" is an IPv4 visitor on a dual-stack socket.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") || undefined;
}

/** A form post from our own site (see @vhs/domain/request-origin.ts, which decides it). */
export function isSameSitePost(headers: Headers, ownHosts: readonly string[]): boolean {
  return isAllowedOrigin(headers, { ownHosts });
}
