// Cross-site request refusal (ASVS 5.0 V3.5): a state-changing request is accepted from our own pages
// (Sec-Fetch-Site same-origin or same-site, or — older browsers — an Origin on one of our hosts), from an
// origin explicitly allowed (an embed partner's page), or from no browser at all (no Origin and no
// Sec-Fetch-Site: a server-to-server call such as the web's own calls to the API or a payment callback).

export interface OriginPolicy {
  /** Our hosts (host[:port]) as browsers name them in Origin. */
  ownHosts: readonly string[];
  /** Other origins allowed to post (an embed partner's), exactly as browsers send Origin. */
  allowedOrigins?: readonly string[];
}

export function isAllowedOrigin(headers: Headers, policy: OriginPolicy): boolean {
  const origin = headers.get("origin");
  if (origin && policy.allowedOrigins?.includes(origin)) return true;
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "same-site";
  if (origin === null) return true;
  try {
    return policy.ownHosts.includes(new URL(origin).host);
  } catch {
    return false;
  }
}

/** Methods that change state: the ones checked. */
export function isStateChanging(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

export const CROSS_SITE_REFUSED = "Formularz można wysłać tylko ze strony serwisu Leasingowo.";
