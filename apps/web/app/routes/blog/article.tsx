import { ArticleView } from "../../components/publishing/article-layout.tsx";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadArticle } from "../../lib/publishing.server.ts";
import { articleMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/article";

/** /moto/artykul/:post: one article of the blog; /moto/artykul alone moves (301) to the blog's front page. */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const loaded = await loadArticle(context, request, "blog", params.post);
  return { ...loaded, head: articleMeta(loaded, "blog") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleView loaded={loaderData} channel="blog" />;
}
