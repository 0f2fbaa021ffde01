import { BLOG_CATEGORIES } from "@vhs/domain/publishing.ts";
import { CategoryView } from "../../components/publishing/views.tsx";
import { notFound } from "../../lib/http.ts";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { CALLS, loadListPage, requestUrl } from "../../lib/publishing.server.ts";
import type { CategoryPage } from "../../lib/publishing.ts";
import { listMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/category";

/** /moto/kategoria/:category?strona=N: one of the blog's 11 categories ("najnowsze" is every article). */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!BLOG_CATEGORIES.some((c) => c.slug === params.category)) notFound(requestUrl(request).pathname);
  const { list, links, path } = await loadListPage<CategoryPage>(context, request, CALLS.blog.category, {
    slug: params.category,
  });
  const category = list.category;
  const head = listMeta(
    links,
    (suffix) =>
      category.slug === "najnowsze"
        ? `Najnowsze artykuły – blog motoryzacyjny${suffix} | Leasingowo`
        : `${category.name} – blog motoryzacyjny${suffix} | Leasingowo`,
    `${category.name}: ${category.description} Artykuły z bloga Leasingowo.`,
    "blog",
  );
  return { list, links, path, head };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryView channel="blog" {...loaderData} />;
}
