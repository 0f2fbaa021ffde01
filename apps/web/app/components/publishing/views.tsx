import type { ArticleSummary, SearchHit } from "@vhs/domain/publishing.ts";
import type { ReactNode } from "react";
import { countOf, type PluralForms } from "../../lib/polish.ts";
import {
  type CategoryPage,
  CHANNELS,
  type Channel,
  type ListLinks,
  SERVED_ARTICLES,
  type SearchPage,
  type ServedList,
  searchHref,
} from "../../lib/publishing.ts";
import { useServedData } from "../../lib/served-data.ts";
import type { Crumb } from "../breadcrumbs.tsx";
import { KeptPart } from "../kept-as-served.tsx";
import { ArticleCard } from "./article-card.tsx";
import { CategoryNav, EmptyList, ListPagination, PublishingHero, RssLink, SearchForm } from "./list.tsx";

const BLOG_ARTICLES: PluralForms = ["artykuł", "artykuły", "artykułów"];
const RELEASES: PluralForms = ["informacja prasowa", "informacje prasowe", "informacji prasowych"];

export function articlesCount(channel: Channel, n: number): string {
  return countOf(n, channel === "blog" ? BLOG_ARTICLES : RELEASES);
}

/** "Strona 2 z 5" under a list's heading. */
function PageOf({ links }: { links: ListLinks }) {
  if (links.pages <= 1) return null;
  return (
    <p className="text-sm text-slate-600">
      Strona {links.page} z {links.pages}
    </p>
  );
}

/** The cards of one list page: drawn from its props alone, so that the browser can keep them as served. */
function ArticleCards({
  items,
  channel,
  heading,
}: {
  items: ArticleSummary[];
  channel: Channel;
  heading: "h2" | "h3";
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} channel={channel} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Cards of one list page, with the paging links under them. `items` is null in a whole page's loader
 * data (lib/publishing.server.ts): the cards are drawn once on the server and kept as served.
 */
export function PagedArticles({
  items,
  channel,
  links,
  base,
  label,
  heading = "h2",
  children,
}: {
  items: ArticleSummary[] | null;
  channel: Channel;
  links: ListLinks;
  base: string;
  label: string;
  heading?: "h2" | "h3";
  children?: ReactNode;
}) {
  const shown = useServedData(SERVED_ARTICLES, items);
  return (
    <>
      {children}
      <KeptPart
        name={SERVED_ARTICLES}
        component={ArticleCards}
        props={shown && { items: shown, channel, heading }}
        kept={items === null}
      />
      <ListPagination links={links} base={base} label={label} />
    </>
  );
}

/** A list's articles are there (null: sent aside, so there were some). */
export const hasArticles = (list: { items: unknown[] | null }) =>
  list.items === null || list.items.length > 0;

/** A category's page of a channel: its name and description, the category links, its articles, paging. */
export function CategoryView({
  channel,
  list,
  links,
  path,
}: {
  channel: Channel;
  list: ServedList<CategoryPage>;
  links: ListLinks;
  path: string;
}) {
  const c = CHANNELS[channel];
  const { category } = list;
  const title = category.slug === "najnowsze" ? "Najnowsze artykuły" : category.name;
  return (
    <>
      <PublishingHero
        crumbs={[{ label: c.name, to: c.home }, { label: category.name }]}
        kicker={channel === "blog" ? "Blog Leasingowo" : "Biuro prasowe"}
        title={title}
        lead={
          <>
            <p>{category.description}</p>
            <p className="mt-2 text-sm text-slate-600">
              {articlesCount(channel, category.count)} w kategorii
            </p>
          </>
        }
        aside={<SearchForm channel={channel} compact />}
      >
        <CategoryNav channel={channel} current={category.slug} />
      </PublishingHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <PageOf links={links} />
          <RssLink channel={channel} />
        </div>
        {hasArticles(list) ? (
          <PagedArticles
            items={list.items}
            channel={channel}
            links={links}
            base={path}
            label={`Strony kategorii ${category.name}`}
          />
        ) : (
          <EmptyList>W tej kategorii nie ma jeszcze artykułów.</EmptyList>
        )}
      </div>
    </>
  );
}

/** Search hits with their marked fragments: drawn from its props alone. */
function SearchHits({ hits, channel }: { hits: SearchHit[]; channel: Channel }) {
  return (
    <ul className="max-w-4xl space-y-4">
      {hits.map((hit) => (
        <li key={hit.slug}>
          <ArticleCard article={hit} channel={channel} heading="h2" fragments={hit.fragments} />
        </li>
      ))}
    </ul>
  );
}

/** The hits, drawn once on the server and kept as served in the browser (null: sent aside). */
function KeptHits({ hits, channel }: { hits: SearchHit[] | null; channel: Channel }) {
  const shown = useServedData(SERVED_ARTICLES, hits);
  return (
    <KeptPart
      name="publishing-hits"
      component={SearchHits}
      props={shown && { hits: shown, channel }}
      kept={hits === null}
    />
  );
}

/** The search page: the form, a hint (nothing typed), the message (too short) or the hits with marks. */
export function SearchView({ channel, data }: { channel: Channel; data: SearchPage }) {
  const c = CHANNELS[channel];
  const crumbs: Crumb[] = [{ label: c.name, to: c.home }, { label: "Wyszukiwanie" }];
  const where = channel === "blog" ? "w blogu" : "w biurze prasowym";
  const title =
    data.state === "results" ? (
      <>
        Wyniki wyszukiwania: <span className="text-brand-700">„{data.phrase}”</span>
      </>
    ) : (
      `Szukaj ${where}`
    );
  return (
    <>
      <PublishingHero
        crumbs={crumbs}
        kicker={channel === "blog" ? "Blog Leasingowo" : "Biuro prasowe"}
        title={title}
      >
        <div className="max-w-2xl">
          <SearchForm channel={channel} phrase={data.phrase} error={data.error} />
        </div>
      </PublishingHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {data.state === "empty" && (
          <div className="max-w-3xl space-y-4 text-slate-700">
            <p>
              Wpisz słowo lub frazę, np. <strong>ładowanie</strong>, <strong>opony zimowe</strong> albo{" "}
              <strong>wykup</strong>. Szukamy w tytułach, wstępach i treści{" "}
              {channel === "blog" ? "artykułów" : "informacji prasowych"}: odmiana słów i pisownia bez
              polskich znaków nie przeszkadzają.
            </p>
            <p>Możesz też przejrzeć kategorie:</p>
            <CategoryNav channel={channel} />
          </div>
        )}
        {data.state === "invalid" && (
          <div className="max-w-3xl space-y-4">
            <p className="text-slate-700">
              Popraw frazę w polu powyżej i wyszukaj ponownie albo przejrzyj kategorie:
            </p>
            <CategoryNav channel={channel} />
          </div>
        )}
        {data.state === "results" &&
          (hasArticles(data.result) ? (
            <>
              <p className="mb-6 text-slate-700" role="status">
                Znaleźliśmy {articlesCount(channel, data.result.paging.total)} dla frazy „{data.phrase}”.
              </p>
              <KeptHits hits={data.result.items} channel={channel} />
              <ListPagination
                links={data.links}
                base={searchHref(channel, data.phrase)}
                label="Strony wyników wyszukiwania"
              />
            </>
          ) : (
            <div className="max-w-3xl space-y-4">
              <EmptyList>
                Nie znaleźliśmy nic dla frazy „{data.phrase}”. Sprawdź pisownię, wpisz krótszą frazę albo
                przejrzyj kategorie.
              </EmptyList>
              <CategoryNav channel={channel} />
            </div>
          ))}
      </div>
    </>
  );
}
