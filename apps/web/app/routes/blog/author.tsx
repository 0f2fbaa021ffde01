import { publishingPaths } from "@vhs/domain/publishing.ts";
import { Prose } from "../../components/content/prose.tsx";
import { Initials } from "../../components/publishing/article-parts.tsx";
import { EmptyList, PublishingHero, RssLink } from "../../components/publishing/list.tsx";
import { articlesCount, hasArticles, PagedArticles } from "../../components/publishing/views.tsx";
import { notFound } from "../../lib/http.ts";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadListPage, requestUrl } from "../../lib/publishing.server.ts";
import { type AuthorPage, CHANNELS } from "../../lib/publishing.ts";
import { listMeta } from "../../lib/publishing-meta.server.ts";
import type { Route } from "./+types/author";

/** /moto/autor/:author?strona=N: an author of the blog, their bio and their articles, newest first. */

export const headers = cacheablePageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.author)) notFound(requestUrl(request).pathname);
  const { list, links, path } = await loadListPage<AuthorPage>(
    context,
    request,
    "/blog/article/get-by-author",
    {
      author: params.author,
    },
  );
  const author = list.author;
  const head = listMeta(
    links,
    (suffix) => `${author.name}, ${author.role.toLowerCase()} – artykuły${suffix} | Leasingowo`,
    `${author.name} (${author.role}) pisze na blogu Leasingowo. Wszystkie artykuły autora, od najnowszego.`,
    "blog",
  );
  return { list, links, path, head };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function BlogAuthor({ loaderData }: Route.ComponentProps) {
  const { list, links, path } = loaderData;
  const { author } = list;
  return (
    <>
      <PublishingHero
        crumbs={[{ label: CHANNELS.blog.name, to: CHANNELS.blog.home }, { label: author.name }]}
        kicker={author.role}
        title={author.name}
        lead={<Prose html={author.bioHtml} className="text-lg" />}
        aside={
          <div className="flex items-center gap-4 lg:justify-end">
            <Initials name={author.name} large />
            <p className="text-sm text-slate-700">
              {articlesCount("blog", author.articleCount)} na blogu Leasingowo
            </p>
          </div>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold">Artykuły autora</h2>
          <RssLink channel="blog" />
        </div>
        {hasArticles(list) ? (
          <PagedArticles
            items={list.items}
            channel="blog"
            links={links}
            base={path}
            label={`Strony artykułów: ${author.name}`}
            heading="h3"
          />
        ) : (
          <EmptyList>
            Ten autor nie opublikował jeszcze artykułów. Zajrzyj do{" "}
            <a
              className="font-medium text-brand-700 underline"
              href={publishingPaths.blogCategory("najnowsze")}
            >
              najnowszych artykułów
            </a>
            .
          </EmptyList>
        )}
      </div>
    </>
  );
}
