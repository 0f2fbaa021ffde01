import { formatDate } from "@vhs/domain/format.ts";
import type { BodyTypeSlug } from "@vhs/domain/labels.ts";
import type { ArticleSummary } from "@vhs/domain/publishing.ts";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { CarGrid } from "../../components/car-grid.tsx";
import { BodyTypeCard, ModelHeadline } from "../../components/catalog/body-type-card.tsx";
import { ModelAbout, type ModelCard, ModelLeasingText } from "../../components/catalog/model-texts.tsx";
import { StickyOrderBar } from "../../components/catalog/sticky-order-bar.tsx";
import { SERVED_COLOURS, SERVED_EQUIPMENT, VariantPanel } from "../../components/catalog/variant-panel.tsx";
import { Banners } from "../../components/catalog-ui.tsx";
import { MonthlyFrom, PriceFrom } from "../../components/installment.tsx";
import { KeptPart } from "../../components/kept-as-served.tsx";
import { LeasingParamsButton } from "../../components/leasing-drawer.tsx";
import { DeferredMotoNews, toNewsCard } from "../../components/publishing/moto-news.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { carRef, parseCarRef } from "../../lib/car-lists.ts";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import {
  type Banner,
  type BodyEntry,
  type CarDetail,
  type CardCar,
  type CarPage,
  type LimitedOffer,
  type SeoText,
  toCardCar,
  variantHref,
} from "../../lib/catalog.ts";
import { readyOrStreamed } from "../../lib/deferred.ts";
import { notFound, required } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cheapestEntry, headlineOffer, panelVariant } from "../../lib/model-offers.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { countOf, OFFERS } from "../../lib/polish.ts";
import { skipAfterListToggle } from "../../lib/revalidate.ts";
import { emptySearch, searchHref, withChange } from "../../lib/search-query.ts";
import { servedAside, useServedData } from "../../lib/served-data.ts";
import type { Route } from "./+types/model";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STOCK_ON_PAGE = 6;

interface ModelDescription {
  model: { id: number; slug: string; name: string };
  brand: { slug: string; name: string };
  title: string;
  lead: string;
  paragraphs: string[];
  segment: string;
  segmentName: string;
  generationYear: number;
}

interface Video {
  title: string;
  url: string;
  provider: string;
}

/**
 * /samochody/{brand}/{model}[?wariant={groupId}]: the model page — its body types with the cheapest price
 * and instalment, the chosen (or the cheapest new) variant with its data, colours and equipment, new and
 * used stock, the limited offer, description cards, videos and SEO text. Unknown brand/model → 404.
 */

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const { brand, model } = params;
  if (!SLUG.test(brand) || !SLUG.test(model) || brand.length > 60 || model.length > 60) notFound(path);
  const catalog = catalogApi(context);
  const wanted = parseCarRef(url.searchParams.get("wariant") ?? "");

  const stock = (state: "nowy" | "uzywany") =>
    catalog.cached<CarPage>("/v3/cars/", {
      brand: [brand],
      model: [model],
      state: [state],
      perPage: STOCK_ON_PAGE,
    });
  const descriptionP = catalog.cached<ModelDescription>(`/v2/model-description/${model}`);
  // SEO text and the limited offer need the model's id: they start as soon as the description is in.
  const byIdP = descriptionP.then((d) =>
    d.error
      ? null
      : Promise.all([
          catalog.cached<SeoText>("/seo/model", { id: d.data.model.id }),
          catalog.cached<{ offer: LimitedOffer | null }>("/limited-offer", { modelId: d.data.model.id }),
        ]),
  );
  const newP = stock("nowy");
  const wantedP = wanted
    ? catalog.cached<CarDetail>("/v3/car/", { groupId: wanted.groupId, fullEq: 1, showPrice: 1 })
    : null;

  // Blog articles (those about this model first, then the newest), below the fold: not waited for.
  const motoNewsP = catalog
    .cached<{ items: ArticleSummary[] }>("/moto-news", { brand, model, limit: 3 })
    .then((news) => orElse(news, { items: [] as ArticleSummary[] }).items.map(toNewsCard));
  const [bodies, description, cards, videos, newCars, usedCars, banners] = await Promise.all([
    catalog.cached<BodyEntry[]>("/v3/model-bodytypes", { model, brand }),
    descriptionP,
    catalog.cached<ModelCard[]>("/v2/model-description-cards", { model }),
    catalog.cached<Video[]>("/v3/model-video", { model }),
    newP,
    stock("uzywany"),
    catalog.cached<Banner[]>("/v3/brand-slot-banners", { brand, slot: "model-page" }),
  ]);
  const bodyTypes = required(bodies, path);
  const desc = required(description, path);

  // The variant shown in detail: the one asked for (when it is this model's), else the cheapest new car.
  let variant: CarDetail | null = null;
  let variantMissing = false;
  if (wantedP) {
    const found = await wantedP;
    if (!found.error && found.data.model.slug === model && found.data.brand.slug === brand)
      variant = found.data;
    else variantMissing = true;
  }
  const news = orElse(newCars, null);
  const fallbackGroup = news?.items[0]?.groupId ?? cheapestEntry(bodyTypes)?.groupId ?? null;
  if (!variant && fallbackGroup) {
    variant = orElse(
      await catalog.cached<CarDetail>("/v3/car/", { groupId: fallbackGroup, fullEq: 1, showPrice: 1 }),
      null,
    );
  }
  const byId = await byIdP;
  const seo = byId ? orElse(byId[0], null) : null;
  const limited = byId ? (orElse(byId[1], null)?.offer ?? null) : null;

  const panel = variant && panelVariant(variant, wanted?.variantId ?? null);

  // Links into the search for this model (built here, so the search's URL code stays on the server).
  const base = withChange(emptySearch(), { brand: [brand], model: [model] });
  const links = {
    body: Object.fromEntries(
      bodyTypes.map((b) => [
        b.bodyType,
        searchHref(withChange(base, { body: [b.bodyType as BodyTypeSlug] })),
      ]),
    ),
    nowy: searchHref(withChange(base, { state: ["nowy"] })),
    uzywany: searchHref(withChange(base, { state: ["uzywany"] })),
  };

  return {
    links,
    brand: desc.brand,
    model: desc.model,
    description: { title: desc.title, lead: desc.lead },
    seo: seo && { title: seo.title, description: seo.description, h1: seo.h1 },
    // The texts are drawn once, on the server, for a whole page (lib/served-data.ts).
    about: servedAside(context, SERVED_ABOUT, {
      paragraphs: desc.paragraphs,
      cards: orElse(cards, [] as ModelCard[]),
    }),
    seoText: servedAside(context, SERVED_SEO_TEXT, seo?.text ?? []),
    bodyTypes,
    variant: panel?.variant ?? null,
    // The variant's colours and equipment are drawn once, on the server, for a whole page.
    variantColours: servedAside(context, SERVED_COLOURS, panel?.colours ?? []),
    variantEquipment: servedAside(context, SERVED_EQUIPMENT, panel?.equipment ?? null),
    chosen: variant !== null && wanted !== null && !variantMissing,
    chosenOffer: wanted?.variantId ?? null,
    variantMissing,
    videos: orElse(videos, [] as Video[]),
    // The stock cards are drawn once, on the server, for a whole page (lib/served-data.ts).
    newCars: slimPage(news, (items) => servedAside(context, SERVED_NEW, items)),
    usedCars: slimPage(orElse(usedCars, null), (items) => servedAside(context, SERVED_USED, items)),
    // The offer's car is linked to, not shown: its id only.
    limited: limited && { ...limited, car: { id: limited.car.id } },
    banners: orElse(banners, [] as Banner[]),
    motoNews: (await readyOrStreamed(motoNewsP)).data,
  };
}

/** The stock lists' keys in the data drawn without being sent for hydration. */
const SERVED_NEW = "model-new-cars";
const SERVED_USED = "model-used-cars";
const SERVED_ABOUT = "model-about";
const SERVED_SEO_TEXT = "model-seo-text";

function slimPage(page: CarPage | null, aside: (items: CardCar[]) => CardCar[] | null) {
  return page && { total: page.total, items: aside(page.items.map((c) => toCardCar(c))) };
}

/** One stock list's cards, drawn from the data sent aside on the server; `formsId` apart from the other list's. */
function StockGrid({ served, items, formsId }: { served: string; items: CardCar[] | null; formsId: string }) {
  return <CarGrid cars={useServedData(served, items)} kept={items === null} heading="h3" formsId={formsId} />;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData?.seo?.title ?? (loaderData ? `${loaderData.description.title} w leasingu` : null),
    description: loaderData?.seo?.description,
  });
}

export const shouldRevalidate = skipAfterListToggle;

/** What the phone's order bar orders: the chosen car, else the model's headline offer. */
function barOffer(d: Route.ComponentProps["loaderData"]) {
  const name = `${d.brand.name} ${d.model.name}`;
  if (d.chosen && d.variant) {
    const v = d.variant;
    const offer = v.offer;
    const price = offer?.price ?? v.price;
    if (price)
      return { price, variantId: offer?.id ?? null, groupId: v.groupId, name: `${name} ${v.version.name}` };
  }
  const headline = headlineOffer(d.bodyTypes);
  return headline
    ? {
        price: headline.price,
        variantId: headline.variantId,
        groupId: headline.groupId,
        name: `${name} ${headline.entry.name}`,
      }
    : null;
}

export default function ModelPage({ loaderData: d }: Route.ComponentProps) {
  const name = `${d.brand.name} ${d.model.name}`;
  const about = useServedData(SERVED_ABOUT, d.about);
  const seoText = useServedData(SERVED_SEO_TEXT, d.seoText);
  const cheapest = cheapestEntry(d.bodyTypes);
  const bar = barOffer(d);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Strona główna", to: "/" },
          { label: "Samochody", to: "/wyszukaj" },
          { label: d.brand.name, to: `/samochody/${d.brand.slug}` },
          { label: d.model.name },
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold">{d.seo?.h1 ?? `${name} w leasingu`}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{d.description.lead}</p>
      <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-2">
        <ModelHeadline model={d.model} entries={d.bodyTypes} />
        <LeasingParamsButton className="text-brand-700 underline">
          Zmień parametry leasingu
        </LeasingParamsButton>
        {cheapest && (
          <SiteLink to={`/wybierz/${d.brand.slug}/${d.model.slug}`} className="text-brand-700 underline">
            Wybierz wersję i kolor, zamów online
          </SiteLink>
        )}
      </div>

      {d.variantMissing && (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          Tego samochodu nie ma już w ofercie. Pokazujemy inne wersje modelu {name}.
        </p>
      )}

      <section aria-labelledby="nadwozia" className="mt-8">
        <h2 id="nadwozia" className="text-2xl font-bold">
          Wersje nadwozia i ceny
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {d.bodyTypes.map((b) => (
            <BodyTypeCard
              key={b.bodyType}
              entry={b}
              brand={d.brand}
              model={d.model}
              allHref={d.links.body[b.bodyType] ?? "/wyszukaj"}
              usedHref={d.links.uzywany}
            />
          ))}
        </ul>
      </section>

      {d.variant && <VariantPanel d={d} variant={d.variant} />}

      {d.limited && (
        <section aria-labelledby="oferta-limitowana" className="limited-offer mt-10">
          <p className="text-sm font-semibold uppercase tracking-wide">
            Oferta limitowana · rabat {d.limited.discountPct} %
          </p>
          <h2 id="oferta-limitowana" className="mt-1 text-2xl font-bold">
            {d.limited.title}
          </h2>
          <p className="mt-2">{d.limited.text}</p>
          <p className="mt-3">
            <PriceFrom net={d.limited.price} gross={d.limited.priceGross} from={false} />{" "}
            <s className="text-slate-600">
              <PriceFrom net={d.limited.listPrice} gross={d.limited.listPriceGross} from={false} />
            </s>{" "}
            · <MonthlyFrom price={d.limited.price} priceType="net" />
          </p>
          <p className="mt-1 text-sm">Ważna do {formatDate(d.limited.validUntil)}.</p>
          <SiteLink
            to={variantHref(d.brand.slug, d.model.slug, carRef(d.limited.groupId, d.limited.car.id))}
            className="btn-primary mt-4"
          >
            Zobacz ofertę limitowaną
          </SiteLink>
        </section>
      )}

      {[
        {
          id: "nowe",
          title: `Nowe samochody ${name}`,
          page: d.newCars,
          state: "nowy" as const,
          served: SERVED_NEW,
        },
        {
          id: "uzywane",
          title: `Używane samochody ${name}`,
          page: d.usedCars,
          state: "uzywany" as const,
          served: SERVED_USED,
        },
      ].map(
        (s) =>
          s.page &&
          s.page.total > 0 && (
            <section key={s.id} aria-labelledby={s.id} className="mt-12">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={s.id} className="text-2xl font-bold">
                  {s.title}
                </h2>
                <SiteLink to={d.links[s.state]} className="text-brand-700 underline">
                  Wszystkie: {countOf(s.page.total, OFFERS)}
                </SiteLink>
              </div>
              <div className="mt-4">
                <StockGrid
                  served={s.served}
                  items={s.page.items}
                  formsId={s.state === "nowy" ? "kn" : "ku"}
                />
              </div>
            </section>
          ),
      )}

      <KeptPart
        name="model-about"
        component={ModelAbout}
        props={about && { name, paragraphs: about.paragraphs, cards: about.cards }}
        kept={d.about === null}
      />

      {d.videos.length > 0 && (
        <section aria-labelledby="filmy" className="mt-12">
          <h2 id="filmy" className="text-2xl font-bold">
            Filmy
          </h2>
          <ul className="mt-3 space-y-2">
            {d.videos.map((v) => (
              <li key={v.url}>
                <a href={v.url} rel="noopener noreferrer" className="text-brand-700 underline">
                  {v.title}
                </a>{" "}
                <span className="text-sm text-slate-600">
                  ({v.provider === "youtube" ? "YouTube" : v.provider}, otwiera inny serwis)
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Banners banners={d.banners} label={`Oferta ${name}`} className="mt-12" />
      <DeferredMotoNews articles={d.motoNews} className="mt-12" />

      <KeptPart
        name="model-leasing-text"
        component={ModelLeasingText}
        props={seoText && { name, text: seoText }}
        kept={d.seoText === null}
      />
      {bar && <StickyOrderBar {...bar} />}
    </div>
  );
}
