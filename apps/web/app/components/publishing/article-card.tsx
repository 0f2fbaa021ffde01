import { formatDay } from "@vhs/domain/format.ts";
import type { ArticleSummary, Fragment } from "@vhs/domain/publishing.ts";
import { CHANNELS, type Channel, readingTime } from "../../lib/publishing.ts";
import { SiteLink } from "../site-link.tsx";
import "./publishing.css";

type Heading = "h2" | "h3";

/** "22 września 2026 · 4 min czytania" (the date as `<time>`). */
export function CardMeta({ article }: { article: ArticleSummary }) {
  return (
    <p className="pub-meta">
      <time dateTime={article.publishedOn}>{formatDay(article.publishedOn)}</time>
      <span>{readingTime(article.readingMinutes)}</span>
    </p>
  );
}

/** The category above a title, linking to its list. */
export function Kicker({ article, channel }: { article: ArticleSummary; channel: Channel }) {
  return (
    <p className="pub-kicker">
      <SiteLink to={CHANNELS[channel].category(article.category.slug)}>{article.category.name}</SiteLink>
    </p>
  );
}

function CoverImage({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  if (!article.cover) return null;
  return (
    <img
      src={article.cover.src}
      width={1200}
      height={630}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="pub-card-image"
    />
  );
}

/** Highlighted pieces of a search hit's text: the matched words as `<mark>`. */
export function Fragments({ fragments }: { fragments: Fragment[] }) {
  if (fragments.length === 0) return null;
  return (
    <p className="pub-fragments mt-2 text-sm leading-relaxed text-slate-700">
      {fragments.map((f, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move
        f.mark ? <mark key={i}>{f.text}</mark> : <span key={i}>{f.text}</span>,
      )}
    </p>
  );
}

/** One article in a list: cover, category, title (its link covers the card), lead, date, reading time. */
export function ArticleCard({
  article,
  channel,
  heading: H = "h3",
  lead = true,
  fragments,
  tight = false,
}: {
  article: ArticleSummary;
  channel: Channel;
  heading?: Heading;
  lead?: boolean;
  fragments?: Fragment[];
  /** On a phone: a small picture beside the title, no lead (long lists stay short). */
  tight?: boolean;
}) {
  return (
    <article className={`pub-card h-full ${fragments ? "pub-card-hit" : tight ? "pub-card-tight" : ""}`}>
      <CoverImage article={article} />
      <div className="pub-card-body flex flex-1 flex-col p-5">
        <Kicker article={article} channel={channel} />
        <H className="mt-2 text-lg font-semibold leading-snug text-slate-900">
          <SiteLink to={CHANNELS[channel].article(article.slug)} className="pub-card-link pub-card-title">
            {article.title}
          </SiteLink>
        </H>
        {fragments ? (
          <Fragments fragments={fragments} />
        ) : (
          lead && (
            <p className="pub-card-lead mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700">
              {article.lead}
            </p>
          )
        )}
        <div className="mt-auto pt-4">
          <CardMeta article={article} />
        </div>
      </div>
    </article>
  );
}

/** The newest article, large: the picture beside the text on wide screens, above it on a phone. */
export function FeatureArticle({
  article,
  channel,
  heading: H = "h2",
  wide = true,
}: {
  article: ArticleSummary;
  channel: Channel;
  heading?: Heading;
  /** The picture beside the text on wide screens (false in a narrow column: above it). */
  wide?: boolean;
}) {
  return (
    <article className={`pub-card ${wide ? "lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : ""}`}>
      <CoverImage article={article} eager />
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <Kicker article={article} channel={channel} />
        <H className="mt-3 text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">
          <SiteLink to={CHANNELS[channel].article(article.slug)} className="pub-card-link pub-card-title">
            {article.title}
          </SiteLink>
        </H>
        <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{article.lead}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          {article.author && (
            <span className="text-sm font-medium text-slate-900">{article.author.name}</span>
          )}
          <CardMeta article={article} />
        </div>
      </div>
    </article>
  );
}

/** Cards in a grid: one column on a phone, two on a tablet, three on a desktop. */
export function ArticleGrid({
  articles,
  channel,
  heading = "h3",
  columns = 3,
  tight = false,
}: {
  articles: ArticleSummary[];
  channel: Channel;
  heading?: Heading;
  columns?: 2 | 3;
  tight?: boolean;
}) {
  return (
    <ul
      className={`grid ${tight ? "gap-4" : "gap-6"} sm:grid-cols-2 sm:gap-6 ${columns === 3 ? "lg:grid-cols-3" : ""}`}
    >
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} channel={channel} heading={heading} tight={tight} />
        </li>
      ))}
    </ul>
  );
}

/** Articles as a plain list (a press office's category): date, title, lead; no pictures. */
export function ArticleRows({
  articles,
  channel,
  heading: H = "h3",
}: {
  articles: ArticleSummary[];
  channel: Channel;
  heading?: Heading;
}) {
  return (
    <ul className="pub-rows divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {articles.map((a) => (
        <li key={a.slug} className="relative p-5 hover:bg-slate-50">
          <CardMeta article={a} />
          <H className="mt-1 text-lg font-semibold leading-snug text-slate-900">
            <SiteLink to={CHANNELS[channel].article(a.slug)} className="pub-card-link pub-card-title">
              {a.title}
            </SiteLink>
          </H>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">{a.lead}</p>
        </li>
      ))}
    </ul>
  );
}
