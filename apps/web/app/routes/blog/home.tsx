import { KeptPart } from "../../components/kept-as-served.tsx";
import { ArticleGrid, FeatureArticle } from "../../components/publishing/article-card.tsx";
import { CategorySections, ChannelHero, EmptyList } from "../../components/publishing/list.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadChannelHome } from "../../lib/publishing.server.ts";
import { CHANNELS, type ChannelHome, SERVED_HOME } from "../../lib/publishing.ts";
import { useServedData } from "../../lib/served-data.ts";
import type { Route } from "./+types/home";

/**
 * /moto: the motoring blog's front page. The newest article large, the next ones as cards, then three of
 * each category with a link to all of it; the category links, the search form and the RSS feed on top.
 */

export const headers = cacheablePageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadChannelHome(context, request, "blog", {
    title: "Blog motoryzacyjny: testy, premiery, porady i leasing | Leasingowo",
    description:
      "Blog Leasingowo o samochodach: testy i premiery, samochody elektryczne, przepisy, porady dla kierowców i leasing wyjaśniony po ludzku.",
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

export default function BlogHome({ loaderData }: Route.ComponentProps) {
  const home = useServedData(SERVED_HOME.blog, loaderData.home);
  return (
    <>
      <ChannelHero
        channel="blog"
        kicker="Blog Leasingowo"
        title="Moto: samochody, drogi i leasing"
        lead="Testujemy samochody, które można u nas wziąć w leasing, śledzimy premiery i przepisy, a o podatkach i umowach piszemy po ludzku."
      />
      {/* Links only: drawn once on the server and kept as served in the browser. */}
      <KeptPart
        name={SERVED_HOME.blog}
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
      <CategorySections
        channel="blog"
        categories={categories}
        items={(articles) => <ArticleGrid articles={articles} channel="blog" tight />}
      />
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
