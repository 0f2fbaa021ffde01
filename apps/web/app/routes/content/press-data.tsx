import { ContentPage } from "../../components/content/content-page.tsx";
import { loadContent } from "../../lib/content.server.ts";
import type { ContentPageData } from "../../lib/content.ts";
import { notFound } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/press-data";

/**
 * /press/grupa{Product}StaticData (SPEC §2): key facts about one product group for journalists, e.g.
 * /press/grupaLeasingOperacyjnyStaticData → content/press-data/leasing-operacyjny.md.
 */

export const headers = cacheablePageHeaders;

/** "grupaLeasingOperacyjnyStaticData" → "leasing-operacyjny"; anything else → null. */
export function productOf(segment: string): string | null {
  const m = /^grupa((?:[A-Z][a-z0-9]*)+)StaticData$/.exec(segment);
  if (!m) return null;
  return m[1]!.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const product = productOf(params.page);
  if (!product) notFound(path);
  return loadContent<ContentPageData>(context, "/v3/press-static-data", { product }, path);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.page.title} | Leasingowo` : null,
    description: loaderData?.page.description,
  });
}

export default function PressData({ loaderData }: Route.ComponentProps) {
  return <ContentPage content={loaderData} crumbs={[{ label: loaderData.page.h1 }]} />;
}
