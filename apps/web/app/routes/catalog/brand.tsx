import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { type BodyGroup, BrandModels, brandModelsProps } from "../../components/catalog/brand-models.tsx";
import { Banners } from "../../components/catalog-ui.tsx";
import { KeptPart } from "../../components/kept-as-served.tsx";
import { NotifyLink } from "../../components/notify-link.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import type { Banner, ModelPage, SeoText } from "../../lib/catalog.ts";
import { groupModelsByBody } from "../../lib/catalog-grouping.ts";
import { derivedFrom } from "../../lib/derived.ts";
import { notFound, required } from "../../lib/http.ts";
import { useDrawnAgainOnNewParams, useLeasingShell, useVisitorParams } from "../../lib/leasing-shell.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { modelCardData } from "../../lib/model-offers.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { countOf, MODELS, OFFERS, PIECES } from "../../lib/polish.ts";
import { skipAfterListToggle } from "../../lib/revalidate.ts";
import { emptySearch, searchHref, withChange } from "../../lib/search-query.ts";
import { servedAside, useServedData } from "../../lib/served-data.ts";
import type { Route } from "./+types/brand";

export const handle = { mobileScrollAnchor: true };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /samochody/{brand}: the brand's models grouped by body type, its SEO text and banners; unknown → 404. */

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

/**
 * The brand's model cards by body type, made once per models' answer (cached): every answer draws the
 * cards from one object, which the fragment cache knows without serialising it again.
 */
const brandGroups = derivedFrom((list: ModelPage): BodyGroup[] =>
  groupModelsByBody(list.items).map((g) => ({
    bodyType: g.bodyType,
    name: g.name,
    priceFrom: g.priceFrom,
    priceFromGross: g.priceFromGross,
    count: g.count,
    models: g.models.map(({ model, entry }) => modelCardData(model, entry)),
  })),
);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const brand = params.brand;
  if (!SLUG.test(brand) || brand.length > 60) notFound(path);
  const catalog = catalogApi(context);
  const [brands, seo, models, slotBanners, brandBanners] = await Promise.all([
    catalog.cached<{ slug: string; name: string }[]>("/v3/brands"),
    catalog.cached<SeoText & { lead: string }>("/seo/brand", { brand }),
    catalog.cached<ModelPage>("/v3/models/", { brand: [brand], perPage: 300 }),
    catalog.cached<Banner[]>("/v3/brand-slot-banners", { brand, slot: "brand-page" }),
    catalog.cached<Banner[]>("/banners", { brandName: brand }),
  ]);
  const known = required(brands, path).find((b) => b.slug === brand);
  if (!known) notFound(path);
  const text = required(seo, path);
  const list = required(models, path);
  const name = known.name;
  const groups = brandGroups(list);
  return {
    brand: { slug: brand, name },
    allHref: searchHref(withChange(emptySearch(), { brand: [brand] })),
    seo: text,
    models: {
      count: list.items.length,
      offers: sum(list.items, (m) => m.offers),
      cars: sum(list.items, (m) => m.count),
    },
    groupCount: groups.length,
    // The model cards are drawn once, on the server, for a whole page (lib/served-data.ts).
    groups: servedAside(context, SERVED_GROUPS, groups),
    banners: orElse(slotBanners, [] as Banner[]),
    brandBanners: orElse(brandBanners, [] as Banner[]),
  };
}

/** The model groups' key in the data drawn without being sent for hydration. */
const SERVED_GROUPS = "brand-models";

const sum = <T,>(items: T[], of: (item: T) => number) => items.reduce((s, i) => s + of(i), 0);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData?.seo.title,
    description: loaderData?.seo.description,
  });
}

export const shouldRevalidate = skipAfterListToggle;

export default function BrandPage({ loaderData: d }: Route.ComponentProps) {
  const groups = useServedData(SERVED_GROUPS, d.groups);
  const kept = d.groups === null;
  const params = useVisitorParams();
  const rates = useLeasingShell()?.rates ?? null;
  // The kept cards show instalments: new parameters from the drawer draw them again.
  useDrawnAgainOnNewParams(kept);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Strona główna", to: "/" },
          { label: "Samochody", to: "/wyszukaj" },
          { label: d.brand.name },
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold">{d.seo.h1}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{d.seo.lead}</p>
      <p className="mt-3">
        {countOf(d.models.count, MODELS)}, {countOf(d.models.offers, OFFERS)} (
        {countOf(d.models.cars, PIECES)}).{" "}
        <SiteLink to={d.allHref} className="font-medium text-brand-700 underline">
          Wszystkie oferty marki {d.brand.name}
        </SiteLink>
      </p>

      <Banners banners={d.banners} label={`Promocje marki ${d.brand.name}`} className="mt-6" />

      <section aria-labelledby="modele" className="mt-10" data-scroll-anchor>
        <h2 id="modele" className="text-2xl font-bold">
          Modele według nadwozia
        </h2>
        {d.groupCount === 0 && (
          <>
            <p className="mt-4">
              Nie mamy teraz samochodów tej marki. <SiteLink to="/wyszukaj">Zobacz inne samochody</SiteLink>.
            </p>
            <div className="mt-6 max-w-3xl">
              <NotifyLink subject={d.brand.slug} what={d.brand.name} />
            </div>
          </>
        )}
        <KeptPart
          name="brand-models"
          component={BrandModels}
          props={groups && brandModelsProps(groups, params, rates)}
          kept={kept}
        />
      </section>

      <Banners banners={d.brandBanners} label={`Oferta marki ${d.brand.name}`} className="mt-12" />

      {d.seo.text.length > 0 && (
        <section aria-labelledby="o-marce" className="mt-12 max-w-3xl">
          <h2 id="o-marce" className="text-2xl font-bold">
            Leasing samochodów {d.brand.name}
          </h2>
          {d.seo.text.map((p) => (
            <p key={p} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
        </section>
      )}
    </div>
  );
}
