import { KeptPart } from "../../components/kept-as-served.tsx";
import { ArticleGrid, FeatureArticle } from "../../components/publishing/article-card.tsx";
import {
  CategoryNav,
  EmptyList,
  ListSection,
  PublishingHero,
  RssLink,
  SearchForm,
} from "../../components/publishing/list.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import { required } from "../../lib/http.ts";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { CALLS, originOf, requestUrl } from "../../lib/publishing.server.ts";
import { CHANNELS, type ChannelHome } from "../../lib/publishing.ts";
import { publishingMeta } from "../../lib/publishing-meta.server.ts";
import { servedAside, useServedData } from "../../lib/served-data.ts";
import type { Route } from "./+types/home";

/**
 * /moto: the motoring blog's front page. The newest article large, the next ones as cards, then three of
 * each category with a link to all of it; the category links, the search form and the RSS feed on top.
 */

export const headers = cacheablePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = requestUrl(request);
  const home = required(await catalogApi(context).cached<ChannelHome>(CALLS.blog.home), url.pathname);
  const canonical = originOf(context) + CHANNELS.blog.home;
  const head = publishingMeta({
    title: "Blog motoryzacyjny: testy, premiery, porady i leasing | Leasingowo",
    description:
      "Blog Leasingowo o samochodach: testy i premiery, samochody elektryczne, przepisy, porady dla kierowców i leasing wyjaśniony po ludzku.",
    canonical,
    channel: "blog",
  });
  // The articles are drawn once, on the server, for a whole page (lib/served-data.ts).
  return { home: servedAside(context, SERVED_HOME, home), head };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

/** The home's articles' key in the data drawn without being sent for hydration (lib/served-data.ts). */
const SERVED_HOME = "blog-home";

export default function BlogHome({ loaderData }: Route.ComponentProps) {
  const home = useServedData(SERVED_HOME, loaderData.home);
  return (
    <>
      <PublishingHero
        crumbs={[{ label: "Blog" }]}
        kicker="Blog Leasingowo"
        title="Moto: samochody, drogi i leasing"
        lead="Testujemy samochody, które można u nas wziąć w leasing, śledzimy premiery i przepisy, a o podatkach i umowach piszemy po ludzku."
        aside={
          <div className="space-y-3">
            <SearchForm channel="blog" />
            <RssLink channel="blog" />
          </div>
        }
      >
        <CategoryNav channel="blog" />
      </PublishingHero>
      {/* Links only: drawn once on the server and kept as served in the browser. */}
      <KeptPart
        name="blog-home"
        component={BlogHomeLists}
        props={home && { home }}
        kept={loaderData.home === null}
      />
    </>
  );
}

/** The newest articles, each category's latest and the calculator's box: drawn from its props alone. */
function BlogHomeLists({ home }: { home: ChannelHome }) {
  const { latest, categories } = home;
  const [feature, ...rest] = latest;
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      {feature ? (
        <section aria-labelledby="najnowsze" className="space-y-8">
          <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <h2 id="najnowsze" className="text-2xl font-bold text-slate-900">
              Najnowsze artykuły
            </h2>
            <SiteLink
              to={CHANNELS.blog.category("najnowsze")}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            >
              Wszystkie artykuły <span aria-hidden="true">→</span>
            </SiteLink>
          </div>
          <FeatureArticle article={feature} channel="blog" heading="h3" />
          {rest.length > 0 && <ArticleGrid articles={rest} channel="blog" tight />}
        </section>
      ) : (
        <EmptyList>Pierwsze artykuły pojawią się wkrótce.</EmptyList>
      )}
      {categories
        .filter((cat) => cat.items.length > 0)
        .map((cat) => (
          <ListSection
            key={cat.slug}
            id={`kategoria-${cat.slug}`}
            title={cat.name}
            description={cat.description}
            more={{ to: CHANNELS.blog.category(cat.slug), label: `Wszystkie w kategorii ${cat.name}` }}
          >
            <ArticleGrid articles={cat.items} channel="blog" tight />
          </ListSection>
        ))}
      <aside
        aria-labelledby="leasing-z-bloga"
        className="flex flex-col gap-4 rounded-2xl bg-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="leasing-z-bloga" className="text-2xl font-bold">
            Wybrałeś samochód? Policz ratę leasingu
          </h2>
          <p className="mt-2 text-brand-50">
            Kalkulator pokaże ratę netto dla firmy albo brutto dla osoby prywatnej.
          </p>
        </div>
        <SiteLink to="/kalkulator-leasingowy" className="btn-light shrink-0 text-center">
          Otwórz kalkulator
        </SiteLink>
      </aside>
    </div>
  );
}
