// The search page's data (routes/catalog/search.tsx): the search state is the address, the cars and the
// filters' counts come from the catalogue API, and the cards and filters are sent aside, drawn on the server.
import { data, type RouterContextProvider, redirect } from "react-router";
import { SERVED_SEO } from "../components/content/prose.tsx";
import { catalogApi, orElse } from "./catalog.server.ts";
import {
  type Banner,
  type CarPage,
  type CatalogSetup,
  type Facets,
  type ModelPage,
  toCardCar,
} from "./catalog.ts";
import { type ContentPageData, seoSection } from "./content.ts";
import { derivedFrom } from "./derived.ts";
import { required } from "./http.ts";
import { getLeasingSetup } from "./leasing.server.ts";
import { installmentPerNetZl } from "./leasing.ts";
import { paramsFromCookieHeader } from "./leasing-params.ts";
import { notifyTarget } from "./notify.server.ts";
import { SEARCH_PATH, SERVED_CARS, SERVED_FILTERS } from "./search-form.ts";
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
} from "./search-query.ts";
import { servedAside } from "./served-data.ts";

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

function withoutFacets({ facets: _, ...page }: CarPage): CarPage {
  return page;
}

const FILTER_SETUP = [
  "brands",
  "bodytypes",
  "fuels",
  "gearboxes",
  "drives",
  "states",
  "seats",
  "productionYears",
] as const;
type FilterSetup = Pick<CatalogSetup, (typeof FILTER_SETUP)[number]>;

interface BrandModels {
  brand: string;
  name: string;
  models: { slug: string; name: string; count: number }[];
}

interface FiltersData {
  setup: FilterSetup;
  brandModels: BrandModels[];
  facets: Facets | null;
}

/** The setup's part the filters show, once per cached setup. */
const filterSetup = derivedFrom(
  (setup: CatalogSetup) => Object.fromEntries(FILTER_SETUP.map((k) => [k, setup[k]])) as FilterSetup,
);

/**
 * The filters' data of a list without chosen brands, made once per cached setup and list (its facets): the
 * same answers give the same object, which the fragment cache knows by identity (lib/fragment-cache.server.ts
 * propsKey) instead of serialising it for every answer.
 */
const filtersOf = derivedFrom((setup: CatalogSetup) =>
  derivedFrom((facets: Facets): FiltersData => ({ setup: filterSetup(setup), brandModels: [], facets })),
);

/** The filters' options and counts; chosen brands bring their models, and those are made afresh. */
function filtersData(setup: CatalogSetup, brandModels: BrandModels[], facets: Facets | null): FiltersData {
  if (brandModels.length > 0 || !facets) return { setup: filterSetup(setup), brandModels, facets };
  return filtersOf(setup)(facets);
}

/** GET /wyszukaj?…: the search state is the URL; a non-canonical URL (a no-JavaScript form post) redirects. */
export async function loadSearch(request: Request, context: Readonly<RouterContextProvider>) {
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
      filters: servedAside(context, SERVED_FILTERS, filtersData(setup, brandModels, cars.facets ?? null)),
      installmentBasis,
      banners: orElse(banners, [] as Banner[]),
      /** The canonical query without the page, for paging links. */
      query: toSearchParams(withChange(state, { page: 1 })).toString(),
    },
    { status: error ? 400 : 200 },
  );
}
