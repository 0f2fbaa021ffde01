import { ArticleView } from "../../components/publishing/article-layout.tsx";
import { MediaContact } from "../../components/publishing/media-contact.tsx";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadArticle } from "../../lib/publishing.server.ts";
import { articleMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/article";

/** /biuro-prasowe/artykul/:post: one press release (without a post: 301 to the press office), with the media contact. */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const loaded = await loadArticle(context, request, "press", params.post);
  return { ...loaded, head: articleMeta(loaded, "press") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
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
