import { PRESS_CATEGORIES } from "@vhs/domain/publishing.ts";
import { CategoryView } from "../../components/publishing/views.tsx";
import { notFound } from "../../lib/http.ts";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { CALLS, loadListPage, requestUrl } from "../../lib/publishing.server.ts";
import type { CategoryPage } from "../../lib/publishing.ts";
import { listMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/category";

/** /biuro-prasowe/kategoria/:category?strona=N: one of the press office's categories. */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!PRESS_CATEGORIES.some((c) => c.slug === params.category)) notFound(requestUrl(request).pathname);
  const { list, links, path } = await loadListPage<CategoryPage>(context, request, CALLS.press.category, {
    slug: params.category,
  });
  const category = list.category;
  const head = listMeta(
    links,
    (suffix) => `${category.name} – informacje prasowe${suffix} | Leasingowo`,
    `${category.name}: ${category.description} Informacje prasowe Leasingowo.`,
    "press",
  );
  return { list, links, path, head };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function PressCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryView channel="press" {...loaderData} />;
}
