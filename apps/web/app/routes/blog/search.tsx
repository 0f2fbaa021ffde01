import { SearchView } from "../../components/publishing/views.tsx";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadSearch } from "../../lib/publishing.server.ts";
import { searchMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/search";

/**
 * /moto/wyszukaj/:search: the blog's full-text search (Polish inflection and missing diacritics do not
 * matter). The form sends `?q=`, which moves to the phrase's own address.
 */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const data = await loadSearch(context, request, "blog", params.search);
  return { ...data, head: searchMeta(data, "blog") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  return <SearchView channel="blog" data={loaderData} />;
}
