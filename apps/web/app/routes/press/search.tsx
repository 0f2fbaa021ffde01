import { SearchView } from "../../components/publishing/views.tsx";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadSearch } from "../../lib/publishing.server.ts";
import { searchMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/search";

/**
 * /biuro-prasowe/wyszukaj/:search: the press office's full-text search (Polish inflection and missing diacritics do not
 * matter). The form sends `?q=`, which moves to the phrase's own address.
 */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const data = await loadSearch(context, request, "press", params.search);
  return { ...data, head: searchMeta(data, "press") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function PressSearch({ loaderData }: Route.ComponentProps) {
  return <SearchView channel="press" data={loaderData} />;
}
