import { DEFAULT_H1 } from "@vhs/domain/site.ts";
import { type FormEvent, useRef } from "react";
import { useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { CarGrid } from "../../components/car-grid.tsx";
import { Banners, Pagination } from "../../components/catalog-ui.tsx";
import { SeoSection } from "../../components/content/prose.tsx";
import { KeptPart } from "../../components/kept-as-served.tsx";
import { EmptyState, Filters } from "../../components/search/filters.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { useHydrated } from "../../lib/hydrated.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { countOf, formatInt, OFFERS } from "../../lib/polish.ts";
import { skipAfterListToggle } from "../../lib/revalidate.ts";
import { loadSearch } from "../../lib/search.server.ts";
import { formQuery, pageLink, SEARCH_PATH, SERVED_CARS, SERVED_FILTERS } from "../../lib/search-form.ts";
import { useServedData } from "../../lib/served-data.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/search";

export const handle = { mobileScrollAnchor: true };

/** The meta-tags call gives the h1 of the search page; the site's default h1 is not one for it. */
function rootH1(h1: string | null | undefined): string {
  return h1 && h1 !== DEFAULT_H1 ? h1 : "Wyszukaj samochód";
}

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

/** GET /wyszukaj?…: the search state is the address (lib/search.server.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

export const shouldRevalidate = skipAfterListToggle;

/** The search page: the query box, the filters, the sorted list of cars with paging, and a guide under it. */
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
