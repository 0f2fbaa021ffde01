import { SITE_NAME } from "@vhs/domain/site.ts";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { CarGrid } from "../../components/car-grid.tsx";
import { Pagination } from "../../components/catalog-ui.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import { type Collection, toCardCar } from "../../lib/catalog.ts";
import { notFound, required } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { countOf, OFFERS } from "../../lib/polish.ts";
import { skipAfterListToggle } from "../../lib/revalidate.ts";
import { servedAside, useServedData } from "../../lib/served-data.ts";
import type { Route } from "./+types/collection";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SORTS = new Set(["default", "price-asc", "price-desc"]);
const SORT_NAMES: Record<string, string> = {
  default: "Polecane",
  "price-asc": "Od najtańszych",
  "price-desc": "Od najdroższych",
};

function pageOf(value: string | null): number {
  const n = Number(value ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** /kolekcje/{slug}[?sort&page]: a curated collection and a page of its cars; unknown → 404. */

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

/** The collection's cars' key in the data drawn without being sent for hydration. */
const SERVED_CARS = "collection-cars";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  if (!SLUG.test(params.slug) || params.slug.length > 60) notFound(path);
  const sortParam = url.searchParams.get("sort") ?? "default";
  const sort = SORTS.has(sortParam) ? sortParam : "default";
  const page = pageOf(url.searchParams.get("page"));
  const collection = required(
    await catalogApi(context).cached<Collection>("/v2/collection", {
      slug: params.slug,
      sort: sort === "default" ? undefined : sort,
      page,
      perPage: 24,
    }),
    path,
  );
  const { cars, ...about } = collection;
  return {
    collection: {
      ...about,
      // The cards are drawn once, on the server, for a whole page (lib/served-data.ts).
      cars: {
        ...cars,
        facets: undefined,
        items: servedAside(
          context,
          SERVED_CARS,
          cars.items.map((c) => toCardCar(c)),
        ),
        shown: cars.items.length,
      },
    },
    sort,
    page,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.collection.title} | ${SITE_NAME}` : null,
    description: loaderData?.collection.lead,
  });
}

export const shouldRevalidate = skipAfterListToggle;

export default function CollectionPage({ loaderData: d }: Route.ComponentProps) {
  const c = d.collection;
  const items = useServedData(SERVED_CARS, c.cars.items);
  const href = (page: number, sort = d.sort) => {
    const q = new URLSearchParams();
    if (sort !== "default") q.set("sort", sort);
    if (page > 1) q.set("page", String(page));
    const s = q.toString();
    return `/kolekcje/${c.slug}${s ? `?${s}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Strona główna", to: "/" }, { label: "Kolekcje" }, { label: c.title }]} />
      <h1 className="mt-3 text-3xl font-bold">{c.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{c.lead}</p>
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        {c.description.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>

      <section aria-labelledby="samochody" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="samochody" className="text-2xl font-bold">
            Samochody w kolekcji
          </h2>
          <nav aria-label="Kolejność">
            <ul className="flex flex-wrap gap-3 text-sm">
              {Object.entries(SORT_NAMES).map(([value, label]) => (
                <li key={value}>
                  {value === d.sort ? (
                    <span aria-current="true" className="font-semibold">
                      {label}
                    </span>
                  ) : (
                    <SiteLink to={href(1, value)} className="text-brand-700 underline">
                      {label}
                    </SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mt-2 text-slate-700">{countOf(c.cars.total, OFFERS)} w kolekcji.</p>
        {c.cars.shown > 0 ? (
          <div className="mt-4">
            <CarGrid cars={items} kept={c.cars.items === null} heading="h3" formsId="k" />
            <Pagination page={c.cars.page} pages={c.cars.pages} href={(p) => href(p)} />
          </div>
        ) : (
          <p className="mt-4">
            W tej kolekcji nie ma teraz samochodów.{" "}
            <SiteLink to="/wyszukaj">Zobacz wszystkie samochody</SiteLink>.
          </p>
        )}
      </section>
    </div>
  );
}
