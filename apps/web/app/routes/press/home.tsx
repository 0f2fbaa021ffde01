import { pressDataPath } from "@vhs/domain/publishing.ts";
import { KeptPart } from "../../components/kept-as-served.tsx";
import { ArticleRows, FeatureArticle } from "../../components/publishing/article-card.tsx";
import { CategorySections, ChannelHero, EmptyList } from "../../components/publishing/list.tsx";
import { MediaContact } from "../../components/publishing/media-contact.tsx";
import { articlesCount } from "../../components/publishing/views.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { rootMeta, withPageTags } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { loadChannelHome } from "../../lib/publishing.server.ts";
import { type ChannelHome, SERVED_HOME } from "../../lib/publishing.ts";
import { useServedData } from "../../lib/served-data.ts";
import type { Route } from "./+types/home";

/**
 * /biuro-prasowe: the press office. The newest releases, each category's latest ones, the media contact,
 * the key facts for journalists (/press/grupa…StaticData) and the investor pages.
 */

export const headers = cacheablePageHeaders;

/** The product pages with facts and figures for journalists (content/press-data). */
const PRESS_DATA = [
  { slug: "leasing-operacyjny", label: "Leasing operacyjny – fakty i liczby" },
  { slug: "leasing-konsumencki", label: "Leasing konsumencki – fakty i liczby" },
  { slug: "samochody-uzywane", label: "Leasing samochodów używanych – fakty i liczby" },
];

const INVESTORS = [
  { href: "/komunikaty", label: "Raporty bieżące (ESPI/EBI)" },
  { href: "/raporty-okresowe", label: "Raporty okresowe" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadChannelHome(context, request, "press", {
    title: "Biuro prasowe – informacje prasowe i kontakt dla mediów | Leasingowo",
    description:
      "Informacje prasowe Leasingowo: wyniki, nowe produkty, analizy rynku leasingu samochodów. Kontakt dla dziennikarzy, dane o produktach i raporty dla inwestorów.",
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withPageTags(rootMeta(matches), loaderData?.head);
}

function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <SiteLink
              to={l.href}
              className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {l.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function PressHome({ loaderData }: Route.ComponentProps) {
  const home = useServedData(SERVED_HOME.press, loaderData.home);
  return (
    <>
      <ChannelHero
        channel="press"
        kicker="Dla mediów"
        title="Biuro prasowe Leasingowo"
        lead="Informacje prasowe o naszej firmie, produktach i wynikach oraz analizy rynku leasingu samochodów. Dane możesz cytować, podając Leasingowo jako źródło."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Links only: drawn once on the server and kept as served in the browser. */}
        <KeptPart
          name={SERVED_HOME.press}
          component={PressHomeLists}
          props={home && { home }}
          kept={loaderData.home === null}
        />
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <MediaContact />
          <LinkList
            id="dane-dla-mediow"
            title="Fakty i liczby dla mediów"
            links={PRESS_DATA.map((d) => ({ href: pressDataPath(d.slug), label: d.label }))}
          />
          <LinkList id="dla-inwestorow" title="Dla inwestorów" links={INVESTORS} />
        </div>
      </div>
    </>
  );
}

/** The newest releases and each category's latest: drawn from its props alone. */
function PressHomeLists({ home }: { home: ChannelHome }) {
  const { latest, categories } = home;
  const [feature, ...rest] = latest;
  return (
    <div className="min-w-0 space-y-12">
      {feature ? (
        <section aria-labelledby="najnowsze" className="space-y-8">
          <h2 id="najnowsze" className="text-2xl font-bold text-slate-900">
            Najnowsze informacje prasowe
          </h2>
          <FeatureArticle article={feature} channel="press" heading="h3" wide={false} />
          {rest.length > 0 && <ArticleRows articles={rest} channel="press" />}
        </section>
      ) : (
        <EmptyList>Nie opublikowaliśmy jeszcze informacji prasowych.</EmptyList>
      )}
      <CategorySections
        channel="press"
        categories={categories}
        description={(cat) => `${cat.description} ${articlesCount("press", cat.count)}.`}
        items={(articles) => <ArticleRows articles={articles} channel="press" />}
      />
    </div>
  );
}
