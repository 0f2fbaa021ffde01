import type { ReactNode } from "react";
import type { CollectionEntry } from "../lib/catalog.ts";
import type { HomeCatalog } from "../lib/home.server.ts";
import { useVisitorParams } from "../lib/leasing-shell.ts";
import { countOf, OFFERS } from "../lib/polish.ts";
import { BrandTile } from "./brand-tile.tsx";
import { CarListToggle } from "./car-list-toggle.tsx";
import { CarPicture } from "./car-picture.tsx";
import { Banners } from "./catalog-ui.tsx";
import type { MenuBrand } from "./header.tsx";
import { MonthlyFrom, PriceAmount, PriceFrom } from "./installment.tsx";
import { KeptPart } from "./kept-as-served.tsx";
import { LeasingParamsButton } from "./leasing-drawer.tsx";
import { SiteLink } from "./site-link.tsx";

const EXAMPLE_PRICE = 100_000;

/**
 * Catalogue entry points of the home page: body types, the calculator, limited offers, collections (the
 * popular models have their own section, components/home/popular-models.tsx).
 */
export function HomeCatalogSections({
  data,
  collections,
  kept,
}: {
  data: Omit<HomeCatalog, "popular" | "collections">;
  /** Null in the browser while the section is kept as served. */
  collections: CollectionEntry[] | null;
  kept: boolean;
}) {
  const params = useVisitorParams();
  return (
    <>
      {data.topBanners.length > 0 && (
        <section aria-labelledby="na-skroty" className="mx-auto max-w-6xl px-4 pt-4">
          <h2 id="na-skroty" className="sr-only">
            Na skróty
          </h2>
          <Banners banners={data.topBanners} label="Na skróty" heading="h3" />
        </section>
      )}
      <KeptPart
        name="home-body-types"
        component={BodyTypeTiles}
        props={{ bodyTypes: data.bodyTypes }}
        kept={kept}
      />

      <section aria-labelledby="kalkulator" className="mx-auto max-w-6xl px-4 py-10">
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-6">
          <h2 id="kalkulator" className="text-2xl font-bold">
            Ile zapłacisz miesięcznie?
          </h2>
          <p className="mt-2">
            Samochód za <PriceFrom net={EXAMPLE_PRICE} from={false} /> przy Twoich parametrach leasingu:{" "}
            <strong className="text-brand-700">
              <MonthlyFrom price={EXAMPLE_PRICE} priceType="net" />
            </strong>
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <SiteLink to="/kalkulator-leasingowy" className="btn-primary">
              Otwórz kalkulator leasingowy
            </SiteLink>
            <LeasingParamsButton className="btn-secondary">Zmień parametry leasingu</LeasingParamsButton>
          </p>
        </div>
      </section>

      {data.limited.length > 0 && (
        <section aria-labelledby="oferty-limitowane" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="oferty-limitowane" className="text-2xl font-bold">
            Oferty limitowane
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.limited.map((o) => (
              <li key={o.id} className="car-card">
                <CarPicture bodyType={o.bodyType} colour={o.colourHex} className="car-card-picture" />
                <p className="text-sm font-semibold text-red-700">Rabat {o.discountPct} %</p>
                <div className="car-card-head">
                  <h3 className="text-lg font-semibold leading-tight">
                    <SiteLink to={o.href} className="car-card-link">
                      {o.title}
                    </SiteLink>
                  </h3>
                  <CarListToggle kind="favourites" refId={o.ref} name={o.name} />
                </div>
                <p className="mt-auto pt-2">
                  <PriceFrom net={o.price} gross={o.priceGross} from={false} />{" "}
                  <s className="text-sm text-slate-600">
                    <PriceFrom net={o.listPrice} gross={o.listPriceGross} from={false} />
                  </s>
                </p>
                <p className="text-brand-700">
                  <MonthlyFrom price={o.price} priceType="net" />
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <KeptPart
        name="home-collections"
        component={CollectionTiles}
        props={collections && { collections, consumer: params.client === "consumer" }}
        kept={kept}
      />

      {data.middleBanners.length > 0 && (
        <section aria-labelledby="polecamy" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="polecamy" className="sr-only">
            Polecamy
          </h2>
          <Banners banners={data.middleBanners} label="Polecamy" heading="h3" />
        </section>
      )}
    </>
  );
}

/** A home-page section of tiles: its heading and a grid of links. */
function TileSection({
  id,
  title,
  className,
  grid,
  children,
}: {
  id: string;
  title: string;
  className: string;
  /** The grid's columns and gaps. */
  grid: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className={`mt-6 grid ${grid}`}>{children}</ul>
    </section>
  );
}

/** "Popularne marki": the brands' tiles, the same for every visitor (kept as served on a whole page). */
export function PopularBrands({ brands }: { brands: MenuBrand[] }) {
  return (
    <TileSection
      id="marki"
      title="Popularne marki"
      className="mx-auto max-w-6xl px-4 pb-6"
      grid="grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {brands.map((b) => (
        <li key={b.id}>
          <BrandTile brand={b} />
        </li>
      ))}
    </TileSection>
  );
}

/**
 * "Wybierz nadwozie": the body types with their counts, the same for every visitor. Drawn from its props
 * alone, so that a whole-page answer takes it from the fragment cache and the browser keeps it as served.
 */
function BodyTypeTiles({ bodyTypes }: Pick<HomeCatalog, "bodyTypes">) {
  if (bodyTypes.length === 0) return null;
  return (
    <TileSection
      id="nadwozia"
      title="Wybierz nadwozie"
      className="mx-auto max-w-6xl px-4 py-10"
      grid="grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {bodyTypes.map((b) => (
        <li key={b.slug}>
          <SiteLink to={`/wyszukaj?body=${b.slug}`} className="body-tile">
            <span className="font-semibold">{b.name}</span>
            <span className="text-sm font-normal text-slate-600">{countOf(b.count, OFFERS)}</span>
          </SiteLink>
        </li>
      ))}
    </TileSection>
  );
}

/** "Kolekcje": the curated lists with their offers and lowest price (no hooks: drawn as static markup). */
function CollectionTiles({ collections, consumer }: { collections: CollectionEntry[]; consumer: boolean }) {
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="kolekcje" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="kolekcje" className="text-2xl font-bold">
          Kolekcje
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((c) => (
            <li key={c.slug} className="car-card">
              <h3 className="text-lg font-semibold leading-tight">
                <SiteLink to={`/kolekcje/${c.slug}`} className="car-card-link">
                  {c.title}
                </SiteLink>
              </h3>
              <p className="text-sm text-slate-700">{c.lead}</p>
              <p className="mt-auto pt-2 text-sm">
                {countOf(c.offers, OFFERS)}
                {c.priceFrom > 0 && (
                  <>
                    , <PriceAmount net={c.priceFrom} consumer={consumer} />
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
