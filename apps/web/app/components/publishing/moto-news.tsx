import { formatDay } from "@vhs/domain/format.ts";
import type { ArticleSummary } from "@vhs/domain/publishing.ts";
import { Suspense } from "react";
import { Await } from "react-router";
import { SiteLink } from "../site-link.tsx";
import "./publishing.css";

/**
 * "Z bloga Moto" on the home and model pages: the newest articles (on a model page those about the model
 * first, from /moto-news) with a link to the blog. Deliberately lighter than the blog's own cards — these
 * pages are held to the catalogue's first-load JavaScript budget (so the article address is written out here
 * rather than imported with the blog's constants). Nothing when the blog has nothing to show.
 */
/** What a card of this section shows, and no more: the page's hydration data carries only this. */
export interface NewsCard {
  slug: string;
  title: string;
  category: { name: string };
  publishedOn: string;
  cover: { src: string } | null;
}

export function toNewsCard(a: ArticleSummary): NewsCard {
  return {
    slug: a.slug,
    title: a.title,
    category: { name: a.category.name },
    publishedOn: a.publishedOn,
    cover: a.cover ? { src: a.cover.src } : null,
  };
}

/**
 * The section below the fold of the home and model pages. The loader does not wait for the blog
 * (lib/deferred.ts): when the articles are not there yet it hands over the call's promise, so the page's
 * first bytes do not wait for them, and the section streams into the same answer when they come (to search
 * engines too: their answer is sent when everything is ready, the section inside it). When they are (a
 * cached answer), the section is drawn at once.
 */
export function DeferredMotoNews({
  articles,
  ...rest
}: {
  articles: Promise<NewsCard[]> | NewsCard[];
  title?: string;
  className?: string;
}) {
  if (Array.isArray(articles)) return <MotoNews articles={articles} {...rest} />;
  return (
    <Suspense fallback={null}>
      <Await resolve={articles} errorElement={null}>
        {(items) => <MotoNews articles={items} {...rest} />}
      </Await>
    </Suspense>
  );
}

export function MotoNews({
  articles,
  title = "Z bloga Moto",
  className = "mx-auto max-w-6xl px-4 py-10",
}: {
  articles: NewsCard[];
  title?: string;
  /** The section's box: a page's own width by default; a page already inside one passes its spacing. */
  className?: string;
}) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="z-bloga" className={className}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="z-bloga" className="text-2xl font-bold">
          {title}
        </h2>
        <SiteLink to="/moto" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Wszystkie artykuły →
        </SiteLink>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {articles.map((a) => (
          <li key={a.slug} className="pub-card">
            {a.cover && (
              <img
                src={a.cover.src}
                width={1200}
                height={630}
                alt=""
                loading="lazy"
                decoding="async"
                className="pub-card-image"
              />
            )}
            <div className="p-5">
              <p className="pub-kicker">{a.category.name}</p>
              <h3 className="mt-2 text-lg font-semibold leading-snug text-slate-900">
                <SiteLink to={`/moto/artykul/${a.slug}`} className="pub-card-link pub-card-title">
                  {a.title}
                </SiteLink>
              </h3>
              <p className="pub-meta mt-3">
                <time dateTime={a.publishedOn}>{formatDay(a.publishedOn)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
