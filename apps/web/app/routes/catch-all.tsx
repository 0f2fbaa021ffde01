import { safeRedirectTarget } from "@vhs/domain/redirects.ts";
import { redirect, redirectDocument } from "react-router";
import { apiContext, serverContext } from "../lib/context.ts";
import { notFound, required } from "../lib/http.ts";
import type { Route } from "./+types/catch-all";

/** Unknown paths: a stored redirect (internal, or an allow-listed external host), else 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const api = context.get(apiContext);
  const found = required(
    await api.get<{ redirect: { target: string; status: number } | null }>("/v3/redirect", { path }),
    path,
  );
  if (found.redirect) {
    const target = safeRedirectTarget(found.redirect.target, context.get(serverContext).redirectHosts);
    if (target) {
      const status = found.redirect.status === 302 ? 302 : 301;
      // An external target is a full page load: a document redirect, not a client navigation.
      return target.startsWith("/") ? redirect(target, status) : redirectDocument(target, status);
    }
  }
  notFound(path);
}

export default function CatchAll() {
  return null;
}
