import { safeRedirectTarget } from "@vhs/domain/redirects.ts";
import { data, redirect, redirectDocument } from "react-router";
import { ContentPage } from "../components/content/content-page.tsx";
import { loadBlockCars, withBlocksAside } from "../lib/content.server.ts";
import type { ContentPageData } from "../lib/content.ts";
import { apiContext, serverContext } from "../lib/context.ts";
import { notFound, required } from "../lib/http.ts";
import { knownPaths } from "../lib/known-paths.server.ts";
import { pageMeta, rootMeta } from "../lib/meta.ts";
import type { Route } from "./+types/catch-all";

/**
 * Every other path, in this order: a published landing page (content/landings), a stored redirect
 * (internal, or an allow-listed external host), else the Polish 404. `?preview={token}` shows an
 * unpublished landing page to an editor holding CONTENT_PREVIEW_TOKEN (never cached, never indexed).
 *
 * Which paths have a landing page or a redirect is known beforehand (lib/known-paths.server.ts): any other
 * path gets the 404 without a database query.
 */

const LANDING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const api = context.get(apiContext);
  const slug = path.slice(1);
  const token = url.searchParams.get("preview");
  // An editor's preview may be of a draft, which the list leaves out: it is always looked up.
  const known = token ? null : required(await knownPaths(context), path);
  if (LANDING_SLUG.test(slug) && slug.length <= 120 && (!known || known.landings.has(slug))) {
    const landing = await api.get<ContentPageData>(
      "/landing",
      token ? { slug, preview: 1 } : { slug },
      token ? { headers: { authorization: `Bearer ${token.slice(0, 200)}` } } : {},
    );
    if (!landing.error) {
      const page = landing.data;
      const cars = await loadBlockCars(context, page);
      return data(
        { landing: { page: withBlocksAside(context, page), cars }, preview: Boolean(token) },
        token ? { headers: { "Cache-Control": "no-store" } } : undefined,
      );
    }
    if (token && landing.status === 401)
      throw data("Podgląd wymaga ważnego tokenu redakcji.", { status: 401 });
    if (landing.status !== 404) required(landing, path);
  }
  if (known && !known.redirects.has(path)) notFound(path);
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

/** An editor's preview says "no-store" (set by the loader); everything else keeps the site's defaults. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.landing.page;
  return pageMeta(rootMeta(matches), {
    title: page ? `${page.title} | Leasingowo` : null,
    description: page?.description,
    noindex: loaderData?.preview,
  });
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const { landing, preview } = loaderData;
  return (
    <>
      {preview && (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center font-medium text-amber-900">
          Podgląd redakcyjny — tej strony nie widzą jeszcze klienci, jeśli nie jest opublikowana.
        </p>
      )}
      <ContentPage content={landing} crumbs={[{ label: landing.page.h1 }]} />
    </>
  );
}
