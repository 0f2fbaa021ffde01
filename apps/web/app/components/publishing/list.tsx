import type { ReactNode } from "react";
import {
  CHANNELS,
  type Channel,
  type ChannelHome,
  type ListLinks,
  pageHref,
  SEARCH_LABEL,
  SEARCH_MAX,
  SEARCH_PARAM,
} from "../../lib/publishing.ts";
import { Breadcrumbs, type Crumb } from "../breadcrumbs.tsx";
import { Pagination } from "../catalog-ui.tsx";
import { SiteLink } from "../site-link.tsx";
import "./publishing.css";

/** The heading band of a blog or press page: breadcrumbs, the kicker, the one h1, the lead and extras. */
export function PublishingHero({
  crumbs,
  kicker,
  title,
  lead,
  children,
  aside,
}: {
  crumbs: Crumb[];
  kicker?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="pub-hero">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <Breadcrumbs items={[{ label: "Strona główna", to: "/" }, ...crumbs]} />
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end">
          <div className="min-w-0">
            {kicker && <p className="pub-kicker">{kicker}</p>}
            <h1 className="mt-2 max-w-3xl text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
              {title}
            </h1>
            {lead && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{lead}</div>}
          </div>
          {aside && <div className="min-w-0">{aside}</div>}
        </div>
        {children && <div className="mt-8">{children}</div>}
      </div>
    </div>
  );
}

/** Links to every category of the channel (the blog's "Najnowsze" is all of them), the current one marked. */
export function CategoryNav({ channel, current }: { channel: Channel; current?: string }) {
  const c = CHANNELS[channel];
  return (
    <nav
      aria-label={channel === "blog" ? "Kategorie bloga" : "Kategorie biura prasowego"}
      className="pub-nav"
    >
      <ul>
        {channel === "press" && (
          <li>
            <SiteLink to={c.home} className="pub-pill" aria-current={current ? undefined : "page"}>
              Wszystkie
            </SiteLink>
          </li>
        )}
        {c.categories.map((cat) => (
          <li key={cat.slug}>
            <SiteLink
              to={c.category(cat.slug)}
              className="pub-pill"
              aria-current={cat.slug === current ? "page" : undefined}
            >
              {cat.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search form: a GET form, so it works without JavaScript (`?q=` moves to the phrase's address). */
export function SearchForm({
  channel,
  phrase = "",
  error = null,
  compact = false,
}: {
  channel: Channel;
  phrase?: string;
  error?: string | null;
  compact?: boolean;
}) {
  const id = `szukaj-${channel}${compact ? "-bok" : ""}`;
  const label = SEARCH_LABEL[channel];
  return (
    <search>
      <form method="get" action={CHANNELS[channel].search}>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name={SEARCH_PARAM}
            type="search"
            defaultValue={phrase}
            maxLength={SEARCH_MAX}
            placeholder={channel === "blog" ? "np. ładowanie, opony zimowe" : "np. wyniki, sekurytyzacja"}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-blad` : undefined}
            className={`min-h-11 min-w-0 flex-1 rounded-md border bg-white px-3 text-base ${error ? "border-danger-700" : "border-slate-500"}`}
          />
          <button type="submit" className="btn-primary shrink-0 py-2">
            Szukaj
          </button>
        </div>
        {error && (
          <p id={`${id}-blad`} className="mt-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}

/** Paging links of a list (the design system's `Pagination`): `?strona=N`, page 1 being the list itself. */
export function ListPagination({ links, base, label }: { links: ListLinks; base: string; label: string }) {
  return <Pagination page={links.page} pages={links.pages} href={(n) => pageHref(base, n)} label={label} />;
}

/** A visible link to the channel's RSS feed. */
export function RssLink({ channel }: { channel: Channel }) {
  return (
    <a
      href={CHANNELS[channel].rss}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
        <circle cx="5" cy="19" r="2.5" />
        <path d="M3 10.5v3a7.5 7.5 0 0 1 7.5 7.5h3A10.5 10.5 0 0 0 3 10.5Zm0-6v3A13.5 13.5 0 0 1 16.5 21h3A16.5 16.5 0 0 0 3 4.5Z" />
      </svg>
      Kanał RSS
    </a>
  );
}

/** A section of a list page with its h2 and a link to all of it. */
export function ListSection({
  id,
  title,
  description,
  more,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={id} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {more && (
          <SiteLink
            to={more.to}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {more.label} <span aria-hidden="true">→</span>
          </SiteLink>
        )}
      </div>
      {children}
    </section>
  );
}

/** "Brak artykułów" for an empty list. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">{children}</p>;
}

/** A front page's heading band: the channel's crumb, the title and lead, its categories, search form and feed. */
export function ChannelHero({
  channel,
  kicker,
  title,
  lead,
}: {
  channel: Channel;
  kicker: ReactNode;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <PublishingHero
      crumbs={[{ label: CHANNELS[channel].name }]}
      kicker={kicker}
      title={title}
      lead={lead}
      aside={
        <div className="space-y-3">
          <SearchForm channel={channel} />
          <RssLink channel={channel} />
        </div>
      }
    >
      <CategoryNav channel={channel} />
    </PublishingHero>
  );
}

/** A front page's section per category with articles: its latest ones, drawn by `items`, and a link to all. */
export function CategorySections({
  channel,
  categories,
  description = (cat) => cat.description,
  items,
}: {
  channel: Channel;
  categories: ChannelHome["categories"];
  description?: (cat: ChannelHome["categories"][number]) => string;
  items: (articles: ChannelHome["categories"][number]["items"]) => ReactNode;
}) {
  return categories
    .filter((cat) => cat.items.length > 0)
    .map((cat) => (
      <ListSection
        key={cat.slug}
        id={`kategoria-${cat.slug}`}
        title={cat.name}
        description={description(cat)}
        more={{ to: CHANNELS[channel].category(cat.slug), label: `Wszystkie w kategorii ${cat.name}` }}
      >
        {items(cat.items)}
      </ListSection>
    ));
}
