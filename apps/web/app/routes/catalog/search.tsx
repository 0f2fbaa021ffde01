import { DEFAULT_H1 } from "@vhs/domain/site.ts";
import { type FormEvent, useRef } from "react";
import { data, redirect, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { CarGrid } from "../../components/car-grid.tsx";
import { Banners, Pagination } from "../../components/catalog-ui.tsx";
import { SERVED_SEO, SeoSection } from "../../components/content/prose.tsx";
import { KeptPart } from "../../components/kept-as-served.tsx";
import { EmptyState, Filters } from "../../components/search/filters.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import {
  type Banner,
  type CarPage,
  type CatalogSetup,
  type ModelPage,
  toCardCar,
} from "../../lib/catalog.ts";
import { type ContentPageData, seoSection } from "../../lib/content.ts";
import { required } from "../../lib/http.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { getLeasingSetup } from "../../lib/leasing.server.ts";
import { installmentPerNetZl } from "../../lib/leasing.ts";
import { paramsFromCookieHeader } from "../../lib/leasing-params.ts";
import { notifyTarget } from "../../lib/notify.server.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { countOf, formatInt, OFFERS } from "../../lib/polish.ts";
import { skipAfterListToggle } from "../../lib/revalidate.ts";
import { formQuery, pageLink, SEARCH_PATH } from "../../lib/search-form.ts";
import {
  activeFilters,
  canonicalQuery,
  foreignParams,
  parseSearch,
  searchHref,
  toApiQuery,
  toSearchParams,
  withChange,
  withoutFilter,
} from "../../lib/search-query.ts";
import { servedAside, useServedData } from "../../lib/served-data.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/search";

export const handle = { mobileScrollAnchor: true };

/** The meta-tags call gives the h1 of the search page; the site's default h1 is not one for it. */
function rootH1(h1: string | null | undefined): string {
  return h1 && h1 !== DEFAULT_H1 ? h1 : "Wyszukaj samochód";
}

interface SearchAnswer {
  q: string;
  terms: string[];
  ignored: string[];
  brands: { slug: string; name: string }[];
  models: { slug: string; name: string; brand: { slug: string; name: string } }[];
  cars: CarPage;
}

interface Suggestion {
  label: string;
  href: string;
  total: number;
}

const MAX_SUGGESTIONS = 8;

function apiError(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "Nie udało się zastosować filtrów.";
}

/** GET /wyszukaj?…: the search state is the URL; a non-canonical URL (a no-JavaScript form post) redirects. */

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

/** The found cars' key in the data drawn without being sent for hydration. */
const SERVED_CARS = "search-cars";
/** The filters' options and counts, likewise. */
const SERVED_FILTERS = "search-filters";

function withoutFacets({ facets: _, ...page }: CarPage): CarPage {
  return page;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  for (const key of [...url.searchParams.keys()]) if (key.startsWith("_")) url.searchParams.delete(key);
  const canonical = canonicalQuery(url.searchParams);
  if (canonical !== url.searchParams.toString()) {
    throw redirect(canonical ? `${SEARCH_PATH}?${canonical}` : SEARCH_PATH, 302);
  }
  const catalog = catalogApi(context);
  const state = parseSearch(url.searchParams);
  const [setupResult, banners, seoText] = await Promise.all([
    catalog.cached<CatalogSetup>("/v3/setup"),
    catalog.cached<Banner[]>("/slot-banners", { slot: "search-list" }),
    catalog.cached<ContentPageData>("/v2/seo", { slug: "wyszukaj" }),
  ]);
  const setup = required(setupResult, url.pathname);
  const brandNames = Object.fromEntries(setup.brands.map((b) => [b.slug, b.name]));
  state.brand = state.brand.filter((b) => Object.hasOwn(brandNames, b));

  // The models of the chosen brands (for the model filter and its labels).
  const brandModels = await Promise.all(
    state.brand.map(async (brand) => {
      const models = orElse(
        await catalog.cached<ModelPage>("/v3/models/", { brand: [brand], perPage: 300 }),
        null,
      );
      return {
        brand,
        name: brandNames[brand]!,
        models: (models?.items ?? []).map((m) => ({ slug: m.slug, name: m.name, count: m.offers })),
      };
    }),
  );
  const modelNames = Object.fromEntries(brandModels.flatMap((b) => b.models.map((m) => [m.slug, m.name])));
  const modelsOf = Object.fromEntries(brandModels.map((b) => [b.brand, b.models.map((m) => m.slug)]));
  if (state.brand.length) state.model = state.model.filter((m) => Object.hasOwn(modelNames, m));

  // A monthly budget is a price range for the visitor's leasing parameters (cookie vhs_f) and today's rates.
  const params = paramsFromCookieHeader(request.headers.get("cookie"));
  const perNetZl = installmentPerNetZl(params, (await getLeasingSetup(context))?.rates ?? null);
  const installmentBasis = params.client === "consumer" ? "brutto" : "netto";
  const query = toApiQuery(state, undefined, perNetZl);
  let error: string | null = null;
  let cars: CarPage = { items: [], total: 0, page: state.page, perPage: 24, pages: 0 };
  let matched: Pick<SearchAnswer, "models" | "ignored"> = { models: [], ignored: [] };
  if (state.q) {
    const result = await catalog.api.get<SearchAnswer>("/v3/search/", query);
    if (result.error && result.status === 422) error = apiError(result.body);
    else {
      const answer = required(result, url.pathname);
      cars = answer.cars;
      matched = { models: answer.models, ignored: answer.ignored };
    }
  } else {
    // Results are the same for every visitor (instalments are computed when rendering): the first pages
    // of a filter set go through the site cache (30 s), so popular entry points (a body type from the home
    // page, a brand) cost one API call per half minute. Free-text searches are not cached.
    const result =
      state.page <= 5
        ? await catalog.cached<CarPage>("/v3/cars/", query)
        : await catalog.api.get<CarPage>("/v3/cars/", query);
    if (result.error && result.status === 422) error = apiError(result.body);
    else cars = required(result, url.pathname);
  }

  // Past the last page (a stale link): the last page.
  if (cars.pages > 0 && state.page > cars.pages) {
    throw redirect(searchHref(withChange(state, { page: cars.pages }), foreignParams(url.searchParams)), 302);
  }

  const names = { brand: brandNames, model: modelNames };
  const active = activeFilters(state, names, installmentBasis);
  // Nothing found: how many cars each filter, left out, would give.
  let suggestions: Suggestion[] = [];
  if (!error && cars.total === 0 && active.length > 0) {
    const tries = active.slice(0, MAX_SUGGESTIONS).map(async (f): Promise<Suggestion | null> => {
      const wider = withoutFilter(state, f, modelsOf);
      const r = await catalog.api.get<CarPage | SearchAnswer>(wider.q ? "/v3/search/" : "/v3/cars/", {
        ...toApiQuery(wider, undefined, perNetZl),
        perPage: 1,
        facets: undefined,
      });
      if (r.error) return null;
      const total = "cars" in r.data ? r.data.cars.total : r.data.total;
      return total > 0 ? { label: f.label, href: searchHref(wider), total } : null;
    });
    suggestions = (await Promise.all(tries))
      .filter((s): s is Suggestion => s !== null)
      .sort((a, b) => b.total - a.total);
  }

  // Nothing found for one brand (or one of its models): the empty state offers to tell when it arrives.
  const oneBrand = state.brand.length === 1 ? brandModels[0] : undefined;
  const notify =
    !error && cars.total === 0
      ? notifyTarget(
          oneBrand && { slug: oneBrand.brand, name: oneBrand.name },
          state.model.length === 1 ? oneBrand?.models.find((m) => m.slug === state.model[0]) : undefined,
        )
      : null;

  return data(
    {
      state,
      error,
      notify,
      // The cards are drawn once, on the server, for a whole page (lib/served-data.ts); the facets go
      // with the filters below.
      cars: {
        ...withoutFacets(cars),
        items: servedAside(
          context,
          SERVED_CARS,
          cars.items.map((c) => toCardCar(c)),
        ),
      },
      shown: cars.items.length,
      matched,
      suggestions,
      // The guide under the list, on the plain search page only (a filtered list is about its cars).
      seo:
        active.length === 0 && state.page === 1 && !state.q
          ? servedAside(context, SERVED_SEO, seoSection(orElse(seoText, null)))
          : null,
      active: active.map((f) => ({ label: f.label, href: searchHref(withoutFilter(state, f, modelsOf)) })),
      sorts: setup.sorts,
      // The filters' options and counts are drawn once, on the server, for a whole page: the form's
      // inputs are uncontrolled, so the served ones submit as well as React's would.
      filters: servedAside(context, SERVED_FILTERS, {
        setup: {
          brands: setup.brands,
          bodytypes: setup.bodytypes,
          fuels: setup.fuels,
          gearboxes: setup.gearboxes,
          drives: setup.drives,
          states: setup.states,
          seats: setup.seats,
          productionYears: setup.productionYears,
        },
        brandModels,
        facets: cars.facets ?? null,
      }),
      installmentBasis,
      banners: orElse(banners, [] as Banner[]),
      /** The canonical query without the page, for paging links. */
      query: toSearchParams(withChange(state, { page: 1 })).toString(),
    },
    { status: error ? 400 : 200 },
  );
}

export const shouldRevalidate = skipAfterListToggle;

/** A checkbox group of one filter, with the number of matching offers next to each value. */
export default function Search({ loaderData: d }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const formId = "filtry";
  const { state, cars } = d;
  const items = useServedData(SERVED_CARS, cars.items);
  const filters = useServedData(SERVED_FILTERS, d.filters);
  const filterProps = filters && { filters, state, installmentBasis: d.installmentBasis, formId };
  const busy = navigation.state === "loading" && navigation.location.pathname === SEARCH_PATH;
  const activeCount = d.active.length - (state.q ? 1 : 0);

  /** With JavaScript: straight to the canonical URL (no redirect round trip), as a client navigation. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fd = new FormData(form, submitter as HTMLElement | null);
    const query = formQuery(fd);
    // Filters that no longer fit the chosen brands are dropped by the loader.
    navigate(query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH);
  }

  const pageHref = (page: number) => pageLink(d.query, page);
  const from = cars.total ? (cars.page - 1) * cars.perPage + 1 : 0;
  const to = Math.min(cars.page * cars.perPage, cars.total);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{rootH1(root?.meta.h1)}</h1>
      <search className="mt-4 block">
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor="q" className="w-full text-sm font-medium">
            Marka, model lub opis
          </label>
          <input
            type="search"
            id="q"
            name="q"
            form={formId}
            defaultValue={state.q}
            maxLength={120}
            placeholder="np. skoda octavia kombi"
            className="field min-w-0 flex-1"
            autoComplete="off"
          />
          <button type="submit" form={formId} className="btn-primary py-2">
            Szukaj
          </button>
        </div>
      </search>
      <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-8">
        <form
          method="get"
          action={SEARCH_PATH}
          id={formId}
          ref={formRef}
          onSubmit={onSubmit}
          aria-label="Filtry"
        >
          <details className="filter-drawer">
            <summary className="filter-drawer-summary">
              Filtry{activeCount > 0 && <> ({activeCount})</>}
            </summary>
            <div className="filter-drawer-body">
              <h2 className="sr-only">Filtry</h2>
              {/* Keyed by the query: the inputs are uncontrolled, so a new search (Back included) draws
                  them afresh instead of leaving the boxes as they were last clicked. */}
              <KeptPart
                key={d.query}
                name="filters"
                component={Filters}
                props={filterProps}
                kept={d.filters === null}
              />
              <div className="filter-drawer-actions">
                <button type="submit" className="btn-primary w-full">
                  Pokaż wyniki
                </button>
                <SiteLink to={SEARCH_PATH} className="mt-2 block text-center text-sm underline">
                  Wyczyść filtry
                </SiteLink>
              </div>
            </div>
          </details>
        </form>

        <section aria-labelledby="wyniki" className="mt-6 min-w-0 lg:mt-0" data-scroll-anchor>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="wyniki" className="text-xl font-semibold">
              Wyniki
            </h2>
            <div className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
              <label htmlFor="sort" className="text-sm">
                Kolejność
              </label>
              <select
                id="sort"
                name="sort"
                form={formId}
                defaultValue={state.sort}
                className="field min-w-0 max-w-full flex-1 py-1"
                onChange={() => formRef.current?.requestSubmit()}
              >
                {d.sorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.name}
                  </option>
                ))}
              </select>
              {!hydrated && (
                <button type="submit" form={formId} className="btn-secondary px-3 py-1 text-sm">
                  Sortuj
                </button>
              )}
            </div>
          </div>

          <p role="status" className="mt-2 text-slate-700" aria-busy={busy || undefined}>
            {d.error
              ? "Nie można pokazać wyników dla tych filtrów."
              : cars.total > 0
                ? `Znaleźliśmy ${countOf(cars.total, OFFERS)}${cars.pages > 1 ? `, pokazujemy ${formatInt(from)}–${formatInt(to)}` : ""}.`
                : "Nie znaleźliśmy samochodów spełniających wszystkie warunki."}
          </p>

          {d.active.length > 0 && (
            <div className="mt-3">
              <h3 className="sr-only">Wybrane filtry</h3>
              <ul className="flex flex-wrap gap-2" aria-label="Wybrane filtry (kliknij, aby usunąć)">
                {d.active.map((f) => (
                  <li key={f.href + f.label}>
                    <SiteLink to={f.href} className="chip">
                      {f.label} <span aria-hidden="true">×</span>
                      <span className="sr-only"> – usuń filtr</span>
                    </SiteLink>
                  </li>
                ))}
                <li>
                  <SiteLink to={SEARCH_PATH} className="chip chip-clear">
                    Wyczyść wszystkie
                  </SiteLink>
                </li>
              </ul>
            </div>
          )}

          {d.error && (
            <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
              <p>{d.error}</p>
              <p className="mt-2">
                <SiteLink to={SEARCH_PATH} className="underline">
                  Zacznij wyszukiwanie od nowa
                </SiteLink>
              </p>
            </div>
          )}

          {d.matched.models.length > 0 && (
            <div className="mt-4">
              <h3 className="font-semibold">Pasujące modele</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {d.matched.models.map((m) => (
                  <li key={m.slug}>
                    <SiteLink to={`/samochody/${m.brand.slug}/${m.slug}`} className="chip">
                      {m.brand.name} {m.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {d.matched.ignored.length > 0 && (
            <p className="mt-2 text-sm text-slate-600">
              Pominęliśmy słowa, które niczego nie znalazły: {d.matched.ignored.join(", ")}.
            </p>
          )}

          {d.shown > 0 ? (
            <div className="mt-6">
              <CarGrid
                cars={items}
                kept={cars.items === null}
                heading="h3"
                label="Znalezione samochody"
                formsId="k"
              />
              <Pagination page={cars.page} pages={cars.pages} href={pageHref} />
            </div>
          ) : (
            !d.error && <EmptyState d={d} />
          )}

          <Banners banners={d.banners} label="Polecamy" heading="h3" className="mt-10" />
        </section>
      </div>
      <SeoSection seo={d.seo} />
    </div>
  );
}
