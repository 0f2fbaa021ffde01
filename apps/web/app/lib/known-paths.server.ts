import type { RouterContextProvider } from "react-router";
import type { ApiResult } from "./api.server.ts";
import { apiContext, serverContext } from "./context.ts";

/**
 * The site's paths that have something stored for them: a landing page (by slug), a redirect, or meta tags
 * of their own. Asked once for all of them and kept with the site-wide data (30 s), so that a path with
 * nothing stored (a mistyped link, a crawler's guess, a scan of random addresses, and most catalogue
 * pages' meta tags) is answered without a database query, and never fills the cache with its own entries.
 */
export interface KnownPaths {
  landings: Set<string>;
  redirects: Set<string>;
  meta: Set<string>;
}

interface KnownPathsAnswer {
  landings: string[];
  redirects: string[];
  meta: string[];
}

const byAnswer = new WeakMap<KnownPathsAnswer, KnownPaths>();

/**
 * The known paths, null when the API has no such list (an older API, while a deployment rolls out: every
 * path is then looked up as before), or the API's failure. When the API fails, it could not answer a
 * path's own questions either: a caller answers as it would for those (an error page, or default meta
 * tags) rather than waiting for a second failure.
 */
export async function knownPaths(
  context: Readonly<RouterContextProvider>,
): Promise<ApiResult<KnownPaths | null>> {
  const { cache } = context.get(serverContext);
  const api = context.get(apiContext);
  const answer = await cache.get("known-paths", () => api.get<KnownPathsAnswer>("/v3/known-paths"));
  if (answer.error) return answer.status === 404 ? { error: false, status: 404, data: null } : answer;
  let known = byAnswer.get(answer.data);
  if (!known) {
    known = {
      landings: new Set(answer.data.landings),
      redirects: new Set(answer.data.redirects),
      meta: new Set(answer.data.meta),
    };
    byAnswer.set(answer.data, known);
  }
  return { error: false, status: answer.status, data: known };
}
