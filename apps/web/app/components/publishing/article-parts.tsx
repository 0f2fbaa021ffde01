import { formatDay } from "@vhs/domain/format.ts";
import { type ArticlePage, type Author, type Cover, publishingPaths } from "@vhs/domain/publishing.ts";
import { countOf, type PluralForms } from "../../lib/polish.ts";
import type { Channel } from "../../lib/publishing.ts";
import { readingTime } from "../../lib/publishing.ts";
import { Prose } from "../content/prose.tsx";
import { SiteLink } from "../site-link.tsx";
import { ArticleGrid } from "./article-card.tsx";
import "./publishing.css";

/** Under the title: published (and updated) date, the author, the reading time. */
export function ArticleMetaLine({ article }: { article: ArticlePage }) {
  return (
    <p className="pub-meta mt-6">
      <span>
        <span className="sr-only">Opublikowano: </span>
        <time dateTime={article.publishedOn}>{formatDay(article.publishedOn)}</time>
      </span>
      {article.updatedOn && article.updatedOn !== article.publishedOn && (
        <span>
          Zaktualizowano: <time dateTime={article.updatedOn}>{formatDay(article.updatedOn)}</time>
        </span>
      )}
      {article.author && (
        <span>
          <SiteLink
            to={publishingPaths.blogAuthor(article.author.slug)}
            className="font-medium text-slate-900 underline-offset-4 hover:text-brand-800 hover:underline"
            rel="author"
          >
            {article.author.name}
          </SiteLink>
        </span>
      )}
      <span>{readingTime(article.readingMinutes)}</span>
    </p>
  );
}

/** The author's initials in a circle (the blog has no photographs of its authors). */
export function Initials({ name, large = false }: { name: string; large?: boolean }) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${large ? "size-20 text-2xl" : "size-16 text-xl"}`}
    >
      {initials}
    </span>
  );
}

const ARTICLES: PluralForms = ["artykuł", "artykuły", "artykułów"];

/** "O autorze": name, role, bio and the link to all their articles. */
export function AuthorBox({ author, headingLevel = 2 }: { author: Author; headingLevel?: 1 | 2 }) {
  const H = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      aria-labelledby={`pub-autor-${author.slug}`}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row"
    >
      <Initials name={author.name} />
      <div className="min-w-0">
        {headingLevel === 2 && <p className="pub-kicker">O autorze</p>}
        <H
          id={`pub-autor-${author.slug}`}
          className={headingLevel === 1 ? "text-3xl font-bold" : "mt-1 text-xl font-semibold"}
        >
          {author.name}
        </H>
        <p className="text-sm text-slate-600">{author.role}</p>
        <Prose html={author.bioHtml} className="mt-3 text-base" />
        {headingLevel === 2 && (
          <SiteLink
            to={publishingPaths.blogAuthor(author.slug)}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Wszystkie artykuły autora ({countOf(author.articleCount, ARTICLES)})
          </SiteLink>
        )}
      </div>
    </section>
  );
}

/** "Samochody z artykułu": the catalogue pages of the models the article is about. */
export function CarsBox({ cars }: { cars: ArticlePage["cars"] }) {
  if (cars.length === 0) return null;
  return (
    <aside aria-labelledby="pub-samochody" className="rounded-2xl bg-slate-900 p-6 text-white">
      <h2 id="pub-samochody" className="text-lg font-semibold">
        Samochody z artykułu
      </h2>
      <p className="mt-1 text-sm text-slate-200">Sprawdź ceny i raty leasingu w naszej ofercie.</p>
      <ul className="mt-4 space-y-2">
        {cars.map((car) => (
          <li key={car.href}>
            <SiteLink
              to={car.href}
              className="flex items-center justify-between gap-3 rounded-lg bg-white/10 px-4 py-3 font-semibold hover:bg-white/20"
            >
              {car.name}
              <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A gallery (the "Zdjęcia" category): each picture with its caption. */
export function Gallery({ items }: { items: Cover[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="pub-galeria" className="mt-12">
      <h2 id="pub-galeria" className="text-2xl font-bold">
        Galeria
      </h2>
      <div className="pub-gallery mt-6">
        {items.map((item, i) => (
          <figure key={item.caption ?? item.src}>
            <img
              src={item.src}
              width={1200}
              height={630}
              alt={item.alt}
              loading="lazy"
              decoding="async"
              className="pub-card-image"
            />
            {item.caption && (
              <figcaption>
                <span className="font-semibold text-slate-900">
                  {i + 1}/{items.length}.{" "}
                </span>
                {item.caption}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
    </section>
  );
}

/** "Przeczytaj również": the API's related articles as cards. */
export function RelatedArticles({ article, channel }: { article: ArticlePage; channel: Channel }) {
  if (article.related.length === 0) return null;
  return (
    <section aria-labelledby="pub-podobne" className="border-t border-slate-200 pt-10">
      <h2 id="pub-podobne" className="mb-6 text-2xl font-bold">
        {channel === "blog" ? "Przeczytaj również" : "Inne informacje prasowe"}
      </h2>
      <ArticleGrid articles={article.related} channel={channel} />
    </section>
  );
}
