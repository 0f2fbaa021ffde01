import type { ReactNode } from "react";
import { type Channel, type LoadedArticle, searchHref } from "../../lib/publishing.ts";
import { Breadcrumbs } from "../breadcrumbs.tsx";
import { ContentBlocks } from "../content/blocks.tsx";
import { TableOfContents } from "../content/table-of-contents.tsx";
import { JsonLd } from "../served-markup.tsx";
import { SiteLink } from "../site-link.tsx";
import { Kicker } from "./article-card.tsx";
import { ArticleMetaLine, AuthorBox, CarsBox, Gallery, RelatedArticles } from "./article-parts.tsx";
import { ShareLinks } from "./share.tsx";
import "./publishing.css";

/** Tags as links to the search for each. */
function Tags({ tags, channel }: { tags: string[]; channel: Channel }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-700">Tematy</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <SiteLink
              to={searchHref(channel, tag)}
              className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
            >
              #{tag}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One article: breadcrumbs, category, h1, lead, the date line, the cover, the body blocks (with their car
 * lists), the gallery, tags, sharing, the author, and beside the body the cars it names and its sections;
 * articles to read next below. `aside` adds a channel's own box (the press office's contact).
 */
export function ArticleView({
  loaded,
  channel,
  aside,
  after,
}: {
  loaded: LoadedArticle;
  channel: Channel;
  aside?: ReactNode;
  after?: ReactNode;
}) {
  const { article, cars, canonical, crumbs } = loaded;
  const cover = article.cover;
  return (
    <>
      <article>
        <header className="pub-hero">
          <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:pt-12">
            <Breadcrumbs items={crumbs} />
            <div className="mt-6 max-w-3xl">
              <Kicker article={article} channel={channel} />
              <h1 className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl lg:text-5xl lg:leading-tight">
                {article.title}
              </h1>
              <p className="mt-5 text-lg leading-relaxed text-slate-700 sm:text-xl">{article.lead}</p>
              <ArticleMetaLine article={article} />
            </div>
          </div>
        </header>
        {cover && (
          <figure className="mx-auto mt-8 max-w-6xl px-4">
            <img
              src={cover.src}
              width={1200}
              height={630}
              alt={cover.alt}
              fetchPriority="high"
              className="aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover"
            />
            {cover.caption && (
              <figcaption className="mt-2 text-sm text-slate-600">{cover.caption}</figcaption>
            )}
          </figure>
        )}
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 max-w-3xl">
            <div className="pub-body">
              <ContentBlocks blocks={article.blocks} cars={cars} />
            </div>
            <Gallery items={article.gallery} />
            <div className="mt-12 space-y-8 border-t border-slate-200 pt-8">
              <Tags tags={article.tags} channel={channel} />
              <ShareLinks url={canonical} links={loaded.share} />
              {article.authorDetails && <AuthorBox author={article.authorDetails} />}
            </div>
          </div>
          <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
            <CarsBox cars={article.cars} />
            <TableOfContents headings={article.headings} />
            {aside}
          </div>
        </div>
      </article>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16">
        <RelatedArticles article={article} channel={channel} />
        {after}
      </div>
      {loaded.structuredData.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
    </>
  );
}
