import { PRESS_CATEGORIES } from "@vhs/domain/publishing.ts";
import { CategoryView } from "../../components/publishing/views.tsx";
import { notFound } from "../../lib/http.ts";
import { rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { CALLS, loadListPage, requestUrl } from "../../lib/publishing.server.ts";
import { type CategoryPage, listMeta } from "../../lib/publishing.ts";
import type { Route } from "./+types/category";

/** /biuro-prasowe/kategoria/:category?strona=N: one of the press office's categories. */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!PRESS_CATEGORIES.some((c) => c.slug === params.category)) notFound(requestUrl(request).pathname);
  const { list, links, path } = await loadListPage<CategoryPage>(context, request, CALLS.press.category, {
    slug: params.category,
  });
  return { list, links, path };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const category = loaderData?.list.category;
  return listMeta(
    rootMeta(matches),
    loaderData,
    (suffix) => `${category?.name} – informacje prasowe${suffix} | Leasingowo`,
    `${category?.name}: ${category?.description} Informacje prasowe Leasingowo.`,
    "press",
  );
}

export default function PressCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryView channel="press" {...loaderData} />;
}
