import type { ArticleSummary } from "@vhs/domain/publishing.ts";
import { SiteLink } from "../site-link.tsx";
import { ArticleGrid } from "./article-card.tsx";

/**
 * "Z bloga Moto": the newest articles (on a model page those about the model first, from /moto-news), as the
 * blog's cards, with a link to the blog. Nothing when the blog has nothing to show.
 */
export function MotoNews({
  articles,
  title = "Z bloga Moto",
  className = "mx-auto max-w-6xl px-4 py-10",
}: {
  articles: ArticleSummary[];
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
      <div className="mt-6">
        <ArticleGrid articles={articles} channel="blog" tight />
      </div>
    </section>
  );
}
