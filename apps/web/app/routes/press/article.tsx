import { ArticleView } from "../../components/publishing/article-layout.tsx";
import { MediaContact } from "../../components/publishing/article-parts.tsx";
import { rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadArticle } from "../../lib/publishing.server.ts";
import { articleMeta } from "../../lib/publishing.ts";
import type { Route } from "./+types/article";

/** /biuro-prasowe/artykul/:post: one press release (without a post: 301 to the press office), with the media contact. */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadArticle(context, request, "press", params.post);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return articleMeta(rootMeta(matches), loaderData, "press");
}

export default function PressArticle({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleView
      loaded={loaderData}
      channel="press"
      aside={<MediaContact id="pub-rzeczniczka" title="Pytania dziennikarzy" />}
    />
  );
}
