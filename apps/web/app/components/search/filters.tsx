import type { ReactNode } from "react";
import { SiteLink } from "../../components/site-link.tsx";
import type { FacetName, Facets } from "../../lib/catalog.ts";
import { countOf, formatInt, OFFERS } from "../../lib/polish.ts";
import { SEARCH_PATH } from "../../lib/search-form.ts";
import type { Route } from "../../routes/catalog/+types/search";
import { NotifyLink } from "../notify-link.tsx";

// The search page's filter form (facets with counts, ranges) and its empty state.

type LoaderData = Route.ComponentProps["loaderData"];

export function FilterGroup({
  legend,
  name,
  options,
  selected,
  facets,
  compact = false,
  scroll = false,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  selected: readonly (string | number)[];
  /** Offers among the results by value; shown for a group with nothing chosen, and for chosen values. */
  facets?: Record<string, number>;
  compact?: boolean;
  scroll?: boolean;
}) {
  const chosen = new Set(selected.map(String));
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{legend}</legend>
      {/* The options are not list items: a search page has about a hundred, and the fieldset and its
          legend already group and name them. */}
      <div className={`${compact ? "filter-chips" : "filter-list"}${scroll ? " filter-scroll" : ""}`}>
        {options.map((o) => {
          const checked = chosen.has(o.value);
          const count = facets && (chosen.size === 0 || checked) ? (facets[o.value] ?? 0) : null;
          return (
            <label key={o.value}>
              <input type="checkbox" name={name} value={o.value} defaultChecked={checked} />
              {o.label}
              {count !== null && <small>{`(${formatInt(count)})`}</small>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function RangeFields({
  legend,
  names,
  values,
  unit,
  max,
  step,
  children,
}: {
  legend: string;
  names: [string, string];
  values: [number | null, number | null];
  unit: string;
  max: number;
  step: number;
  children?: ReactNode;
}) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["od", "do"] as const).map((word, i) => (
          <label key={word} className="text-sm">
            <span className="block">{`${word} (${unit})`}</span>
            <input
              type="number"
              inputMode="numeric"
              name={names[i]}
              min={0}
              max={max}
              step={step}
              defaultValue={values[i] ?? ""}
              className="field w-full"
            />
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** The filters' options and counts (sent aside on a whole page's render: lib/served-data.ts). */
type FilterData = NonNullable<LoaderData["filters"]>;

export function Filters({
  filters,
  state,
  installmentBasis,
  formId,
}: {
  filters: FilterData;
  state: LoaderData["state"];
  installmentBasis: LoaderData["installmentBasis"];
  formId: string;
}) {
  const { setup, brandModels } = filters;
  const facets: Partial<Facets> = filters.facets ?? {};
  const f = (name: FacetName) => facets[name];
  const years: { value: string; label: string }[] = [];
  for (let y = Math.max(setup.productionYears.min, 1990); y <= setup.productionYears.max; y++)
    years.push({ value: String(y), label: String(y) });
  const shownModels = new Set(brandModels.flatMap((b) => b.models.map((m) => m.slug)));
  const gross = state.priceType === "gross";
  return (
    <div className="space-y-5">
      <FilterGroup
        legend="Stan"
        name="state"
        options={setup.states.map((s) => ({ value: s.slug, label: s.name }))}
        selected={state.state}
        facets={f("state")}
        compact
      />
      <FilterGroup
        legend="Nadwozie"
        name="body"
        options={setup.bodytypes.map((b) => ({ value: b.slug, label: b.name }))}
        selected={state.body}
        facets={f("body")}
      />
      <FilterGroup
        legend="Marka"
        name="brand"
        options={setup.brands.map((b) => ({ value: b.slug, label: b.name }))}
        selected={state.brand}
        facets={f("brand")}
        scroll
      />
      {brandModels.length > 0 ? (
        brandModels.map((b) => (
          <FilterGroup
            key={b.brand}
            legend={`Model marki ${b.name}`}
            name="model"
            options={b.models.map((m) => ({ value: m.slug, label: m.name }))}
            selected={state.model}
            scroll={b.models.length > 10}
          />
        ))
      ) : (
        <p className="text-sm text-slate-600">Wybierz markę i pokaż wyniki, aby zawęzić je do modelu.</p>
      )}
      {state.model
        .filter((m) => !shownModels.has(m))
        .map((m) => (
          <input key={m} type="hidden" name="model" value={m} />
        ))}
      <FilterGroup
        legend="Rok produkcji"
        name="productionYear"
        options={years}
        selected={state.productionYear}
        compact
      />
      <FilterGroup
        legend="Rodzaj paliwa"
        name="fuel"
        options={setup.fuels.map((x) => ({ value: x.slug, label: x.name }))}
        selected={state.fuel}
        facets={f("fuel")}
      />
      <FilterGroup
        legend="Skrzynia biegów"
        name="gearbox"
        options={setup.gearboxes.map((x) => ({ value: x.slug, label: x.name }))}
        selected={state.gearbox}
        facets={f("gearbox")}
        compact
      />
      <FilterGroup
        legend="Napęd"
        name="drive"
        options={setup.drives.map((x) => ({ value: x.slug, label: x.name }))}
        selected={state.drive}
        facets={f("drive")}
      />
      <FilterGroup
        legend="Liczba miejsc"
        name="seats"
        options={setup.seats.map((x) => ({ value: String(x.value), label: String(x.value) }))}
        selected={state.seats}
        facets={f("seats")}
        compact
      />
      <RangeFields
        legend={`Rata miesięczna ${installmentBasis}`}
        names={["installmentMin", "installmentMax"]}
        values={[state.installmentMin, state.installmentMax]}
        unit="zł/mies."
        max={1_000_000}
        step={1}
      >
        <p className="mt-1 text-xs text-slate-600">Przy Twoich parametrach leasingu.</p>
      </RangeFields>
      <RangeFields
        legend="Moc silnika"
        names={["powerMin", "powerMax"]}
        values={[state.powerMin, state.powerMax]}
        unit="KM"
        max={2000}
        step={1}
      />
      <RangeFields
        legend="Cena samochodu"
        names={["priceMin", "priceMax"]}
        values={[state.priceMin, state.priceMax]}
        unit="zł"
        max={10_000_000}
        step={1}
      >
        <div className="mt-2 flex gap-2" role="radiogroup" aria-label="Rodzaj ceny">
          <label className="choice choice-sm" htmlFor={`${formId}-netto`}>
            <input type="radio" id={`${formId}-netto`} name="priceType" value="net" defaultChecked={!gross} />
            netto
          </label>
          <label className="choice choice-sm" htmlFor={`${formId}-brutto`}>
            <input
              type="radio"
              id={`${formId}-brutto`}
              name="priceType"
              value="gross"
              defaultChecked={gross}
            />
            brutto
          </label>
        </div>
      </RangeFields>
    </div>
  );
}

export function EmptyState({ d }: { d: LoaderData }) {
  return (
    <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6">
      <h3 className="text-lg font-semibold">Jak poszerzyć wyszukiwanie?</h3>
      {d.suggestions.length > 0 ? (
        <>
          <p className="mt-2">Usuń jeden z filtrów, a znajdziesz więcej samochodów:</p>
          <ul className="mt-3 space-y-2">
            {d.suggestions.map((s) => (
              <li key={s.href}>
                <SiteLink to={s.href} className="underline">
                  Bez filtra {s.label}: {countOf(s.total, OFFERS)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>Sprawdź pisownię albo wpisz samą markę lub model.</li>
          <li>Wybierz mniej filtrów albo poszerz zakres ceny i mocy.</li>
        </ul>
      )}
      <p className="mt-4 flex flex-wrap gap-4">
        <SiteLink to={SEARCH_PATH} className="btn-secondary">
          Pokaż wszystkie samochody
        </SiteLink>
        <SiteLink to="/" className="btn-secondary">
          Przeglądaj marki
        </SiteLink>
      </p>
      {d.notify && (
        <div className="mt-6">
          <NotifyLink {...d.notify} />
        </div>
      )}
    </div>
  );
}
