import { SearchView } from "../../components/publishing/views.tsx";
import { rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadSearch } from "../../lib/publishing.server.ts";
import { searchMeta } from "../../lib/publishing.ts";
import type { Route } from "./+types/search";

/**
 * /moto/wyszukaj/:search: the blog's full-text search (Polish inflection and missing diacritics do not
 * matter). The form sends `?q=`, which moves to the phrase's own address.
 */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadSearch(context, request, "blog", params.search);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return searchMeta(rootMeta(matches), loaderData, "blog");
}

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  return <SearchView channel="blog" data={loaderData} />;
}
