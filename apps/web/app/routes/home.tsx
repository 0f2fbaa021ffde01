import { useRouteLoaderData } from "react-router";
import "../components/home/home.css";
import type { ArticleSummary } from "@vhs/domain/publishing.ts";
import type { MenuBrand } from "../components/header.tsx";
import { BudgetLinks, BudgetSearchBox } from "../components/home/budget-search.tsx";
import { Hero, type HeroCar } from "../components/home/hero.tsx";
import { PopularModels } from "../components/home/popular-models.tsx";
import { HomeCatalogSections, PopularBrands } from "../components/home-catalog.tsx";
import { KeptPart } from "../components/kept-as-served.tsx";
import { keptLater } from "../components/kept-later.ts";
import { DeferredMotoNews, toNewsCard } from "../components/publishing/moto-news.tsx";
import "../components/trust/trust.css";
import { catalogApi, orElse } from "../lib/catalog.server.ts";
import { variantHref } from "../lib/catalog.ts";
import { apiContext, serverContext } from "../lib/context.ts";
import { readyOrStreamed } from "../lib/deferred.ts";
import { loadHomeCatalog } from "../lib/home.server.ts";
import { required } from "../lib/http.ts";
import { useDrawnAgainOnNewParams } from "../lib/leasing-shell.ts";
import { cacheablePageHeaders } from "../lib/page-cache-headers.ts";
import { servedAside, useServedData } from "../lib/served-data.ts";
import { loadTrust } from "../lib/trust.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/home";

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const { cache } = context.get(serverContext);
  // The blog's newest articles, at the bottom of the page: not waited for (DeferredMotoNews); the page
  // stands without them when the call fails.
  const motoNewsP = catalogApi(context)
    .cached<{ items: ArticleSummary[] }>("/moto-news", { limit: 3 })
    .then((news) => orElse(news, { items: [] as ArticleSummary[] }).items.map(toNewsCard));
  const [menuBrands, catalog, trust] = await Promise.all([
    cache.get("menu-brands", () => api.get<MenuBrand[]>("/v3/menu-brands")),
    loadHomeCatalog(context),
    loadTrust(context),
  ]);
  const brands = required(menuBrands, "/");
  // The hero shows the most popular model of the catalogue, priced from its cheapest offer.
  const top = catalog.popular[0];
  const heroCar: HeroCar | null = top
    ? {
        name: `${top.brand.name} ${top.name}`,
        href: variantHref(top.brand.slug, top.slug),
        bodyType: top.bodyType,
        price: top.price,
      }
    : null;
  // The brands, the popular models, the collections and the trust section are drawn once, on the server,
  // for a whole page (lib/served-data.ts).
  return {
    brands: servedAside(context, SERVED_BRANDS, brands),
    catalog: {
      ...catalog,
      popular: servedAside(context, SERVED_POPULAR, catalog.popular),
      collections: servedAside(context, SERVED_COLLECTIONS, catalog.collections),
    },
    trust: servedAside(context, SERVED_TRUST, trust),
    heroCar,
    motoNews: (await readyOrStreamed(motoNewsP)).data,
  };
}

// Below the fold, kept as served on a first visit: their code comes when the browser draws them itself.
const HowItWorks = keptLater(() => import("../components/home/how-it-works.tsx").then((m) => m.HowItWorks));
const TrustSection = keptLater(() =>
  import("../components/trust/trust-section.tsx").then((m) => m.TrustSection),
);

const SERVED_TRUST = "home-trust";
const SERVED_BRANDS = "home-brands";
const SERVED_POPULAR = "home-popular";
const SERVED_COLLECTIONS = "home-collections";

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { catalog } = loaderData;
  const trust = useServedData(SERVED_TRUST, loaderData.trust);
  const brands = useServedData(SERVED_BRANDS, loaderData.brands);
  const popular = useServedData(SERVED_POPULAR, catalog.popular);
  const collections = useServedData(SERVED_COLLECTIONS, catalog.collections);
  // A whole page's answer (its brands sent aside): the parts drawn the same for everyone are kept as
  // served; after a navigation in the browser they come with the data and are drawn by React.
  const kept = loaderData.brands === null;
  // Kept parts that show instalments or prices at the visitor's parameters: new ones from the drawer load
  // the page's data again, and React draws the parts with them.
  useDrawnAgainOnNewParams(kept);
  return (
    <>
      <Hero h1={root?.meta.h1 ?? "Leasing samochodów nowych i używanych"} car={loaderData.heroCar} />
      <BudgetSearchBox bodyTypes={catalog.bodyTypes} />
      <BudgetLinks kept={kept} />
      <PopularModels models={popular} kept={kept} />

      <KeptPart name="home-brands" component={PopularBrands} props={brands && { brands }} kept={kept} />
      <HomeCatalogSections data={catalog} collections={collections} kept={kept} />
      <KeptPart name="how-it-works" component={HowItWorks} props={{}} kept={kept} />
      <KeptPart
        name="trust"
        component={TrustSection}
        props={
          trust && { opinions: trust.opinions, banks: trust.banks, contact: root?.footer?.contact ?? null }
        }
        kept={loaderData.trust === null}
      />
      <DeferredMotoNews articles={loaderData.motoNews} />
    </>
  );
}
