import "../../components/catalog.css";
import { formatDate, formatPlnWhole } from "@vhs/domain/format.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import type { ReactNode } from "react";
import { Form, redirect } from "react-router";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { CarListToggle } from "../../components/car-list-toggle.tsx";
import { CarPicture } from "../../components/car-picture.tsx";
import { MonthlyFrom } from "../../components/installment.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import {
  COMPARE_PATH,
  COMPARE_TOGGLE_PATH,
  compareHref,
  MAX_COMPARE,
  parseCarRefs,
  readCarLists,
  without,
} from "../../lib/car-lists.ts";
import { catalogApi, loadListedCars } from "../../lib/catalog.server.ts";
import { type CarDetail, type CarItem, carName, differs, refOfCar, variantHref } from "../../lib/catalog.ts";
import { useVisitorParams } from "../../lib/leasing-shell.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { formatInt } from "../../lib/polish.ts";
import type { Route } from "./+types/compare";

/**
 * /porownaj?ids=a,b,c: up to four cars side by side, the rows where they differ marked. The URL is the
 * comparison (shareable); without ids it opens the visitor's own comparison (cookie vhs_cmp).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.getAll("ids");
  if (!raw.length) {
    const { compare } = readCarLists(request.headers.get("cookie"));
    if (compare.length) throw redirect(compareHref(compare), 302);
  }
  const all = parseCarRefs(raw, 100);
  const refs = all.slice(0, MAX_COMPARE);
  const { cars, details, failed } = await loadListedCars(catalogApi(context), refs, { fullEq: true });
  const listed = cars.flatMap((c) => {
    const detail = details.get(c.ref);
    return c.car && detail ? [{ ref: c.ref, car: c.car, detail }] : [];
  });
  return {
    items: listed,
    refs: listed.map((l) => l.ref),
    tooMany: all.length > MAX_COMPARE,
    gone: failed ? 0 : refs.length - listed.length,
    failed,
    onlyDifferences: url.searchParams.get("roznice") === "1",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: `Porównanie samochodów | ${SITE_NAME}`,
    description:
      "Porównaj do czterech samochodów obok siebie: ceny, raty leasingu, dane techniczne i wyposażenie.",
    noindex: true,
  });
}

type Item = { ref: string; car: CarItem; detail: CarDetail };

interface Row {
  label: string;
  values: (string | null)[];
  /** What to show instead of the plain value (the instalment). */
  render?: (item: Item) => ReactNode;
}

/** The rows of the comparison; a consumer, who pays brutto, gets no netto price row. */
function specRows(items: Item[], consumer: boolean): Row[] {
  const row = (label: string, value: (i: Item) => string | null, render?: Row["render"]): Row => ({
    label,
    values: items.map(value),
    render,
  });
  return [
    ...(consumer
      ? [row("Cena brutto", (i) => formatPlnWhole(i.car.priceGross))]
      : [
          row("Cena netto", (i) => formatPlnWhole(i.car.price)),
          row("Cena brutto", (i) => formatPlnWhole(i.car.priceGross)),
        ]),
    row(
      "Rata leasingu",
      (i) => String(i.car.price),
      (i) => <MonthlyFrom price={i.car.price} priceType="net" />,
    ),
    row("Stan", (i) => (i.car.state === "uzywany" ? "Używany" : "Nowy")),
    row("Rok produkcji", (i) => String(i.car.productionYear)),
    row("Wersja", (i) => i.car.version),
    row("Nadwozie", (i) => i.car.bodyTypeName),
    row("Silnik", (i) => i.detail.version.engineName),
    row("Pojemność", (i) => (i.car.engineCapacity > 0 ? `${formatInt(i.car.engineCapacity)} cm³` : "—")),
    row("Moc", (i) => `${formatInt(i.car.powerKm)} KM (${formatInt(i.car.powerKw)} kW)`),
    row("Paliwo", (i) => i.car.fuelName),
    row("Skrzynia biegów", (i) => i.car.gearboxName),
    row("Napęd", (i) => i.car.driveName),
    row("Liczba miejsc", (i) => String(i.car.seats)),
    row("Liczba drzwi", (i) => String(i.car.doors)),
    row("Emisja CO₂", (i) => `${formatInt(i.car.co2)} g/km`),
    row("Limit kosztów w firmie", (i) => formatPlnWhole(i.detail.version.taxLimit)),
    row("Przebieg", (i) => (i.car.mileageKm === null ? "—" : `${formatInt(i.car.mileageKm)} km`)),
    row("Pierwsza rejestracja", (i) => (i.car.firstRegistration ? formatDate(i.car.firstRegistration) : "—")),
    row("Kolor", (i) => i.car.colour),
    row("Lokalizacja", (i) => i.car.location ?? "—"),
    row("Dostępność", (i) => (i.car.count > 0 ? "Od ręki" : "Na zamówienie")),
  ];
}

/** Standard equipment by category: a row per item any of the cars has. */
function equipmentRows(items: Item[]): { category: string; rows: Row[] }[] {
  const categories = new Map<string, Map<string, string>>();
  for (const i of items)
    for (const group of i.detail.equipment) {
      const names = categories.get(group.category) ?? new Map<string, string>();
      for (const item of group.items) names.set(item.code, item.name);
      categories.set(group.category, names);
    }
  const has = (i: Item, code: string) => i.detail.equipment.some((g) => g.items.some((e) => e.code === code));
  return [...categories].map(([category, names]) => ({
    category,
    rows: [...names].map(([code, name]) => ({
      label: name,
      values: items.map((i) => (has(i, code) ? "Tak" : "Nie")),
    })),
  }));
}

function Cells({ row, items }: { row: Row; items: Item[] }) {
  return (
    <>
      {items.map((item, i) => {
        const value = row.values[i];
        return (
          <td key={item.ref}>
            {row.render ? (
              row.render(item)
            ) : value === "Tak" ? (
              <>
                <span aria-hidden="true">✓</span>
                <span className="sr-only">Tak</span>
              </>
            ) : value === "Nie" ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Nie</span>
              </>
            ) : (
              value
            )}
          </td>
        );
      })}
    </>
  );
}

function CompareRow({ row, items }: { row: Row; items: Item[] }) {
  const diff = differs(row.values);
  return (
    <tr className={diff ? "row-diff" : undefined} data-diff={diff || undefined}>
      <th scope="row">
        {row.label}
        {diff && <span className="diff-badge">różni się</span>}
      </th>
      <Cells row={row} items={items} />
    </tr>
  );
}

export default function Compare({ loaderData: d }: Route.ComponentProps) {
  const items = d.items as Item[];
  const consumer = useVisitorParams().client === "consumer";
  const specs = specRows(items, consumer).filter((r) => !d.onlyDifferences || differs(r.values));
  const equipment = equipmentRows(items)
    .map((g) => ({ ...g, rows: g.rows.filter((r) => !d.onlyDifferences || differs(r.values)) }))
    .filter((g) => g.rows.length > 0);
  const here = compareHref(d.refs);
  const toggleDiff = d.onlyDifferences ? here : `${here}${here.includes("?") ? "&" : "?"}roznice=1`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Strona główna", to: "/" }, { label: "Porównanie" }]} />
      <h1 className="mt-3 text-3xl font-bold">Porównanie samochodów</h1>
      {d.tooMany && (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          Porównujemy najwyżej {MAX_COMPARE} samochody — pokazujemy pierwsze {MAX_COMPARE}.
        </p>
      )}
      {d.failed && (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          Nie udało się wczytać części samochodów. Odśwież stronę za chwilę.
        </p>
      )}
      {d.gone > 0 && (
        <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
          Części samochodów z tego porównania nie ma już w ofercie.
        </p>
      )}
      {items.length === 0 ? (
        <div className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6">
          <h2 className="text-xl font-semibold">Nie wybrałeś jeszcze samochodów do porównania</h2>
          <p className="mt-2">
            Kliknij „Porównaj” przy samochodach w wynikach wyszukiwania albo zaznacz je w ulubionych —
            porównasz do {MAX_COMPARE} aut obok siebie.
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <SiteLink to="/wyszukaj" className="btn-primary">
              Przeglądaj samochody
            </SiteLink>
            <SiteLink to="/ulubione" className="btn-secondary">
              Ulubione
            </SiteLink>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">
            Wiersze, w których samochody się różnią, są wyróżnione i oznaczone „różni się”. Ten adres możesz
            skopiować i wysłać — pokaże to samo porównanie.
          </p>
          <p className="mt-3 flex flex-wrap gap-4">
            <SiteLink to={toggleDiff} className="font-medium text-brand-700 underline">
              {d.onlyDifferences ? "Pokaż wszystkie wiersze" : "Pokaż tylko różnice"}
            </SiteLink>
            {items.length < MAX_COMPARE && (
              <SiteLink to="/wyszukaj" className="font-medium text-brand-700 underline">
                Dodaj kolejny samochód
              </SiteLink>
            )}
          </p>
          <div className="compare-scroll mt-6">
            <table className="compare-table">
              <caption id="porownanie-tytul" className="sr-only">
                Porównanie: {items.map((i) => carName(i.car)).join(", ")}
              </caption>
              <thead>
                <tr>
                  <td />
                  {items.map((i) => (
                    <th key={i.ref} scope="col">
                      <CarPicture
                        bodyType={i.car.bodyType}
                        colour={i.car.colourHex}
                        width={160}
                        className="h-auto w-full max-w-40"
                      />
                      <SiteLink
                        to={variantHref(i.car.brand.slug, i.car.model.slug, refOfCar(i.car))}
                        className="block text-base font-semibold text-brand-700 underline"
                      >
                        {carName(i.car)}
                      </SiteLink>
                      <span className="block text-sm font-normal">{i.car.version}</span>
                      <div className="mt-2 flex flex-wrap items-center gap-2 font-normal">
                        <CarListToggle
                          kind="favourites"
                          refId={refOfCar(i.car)}
                          name={`${carName(i.car)} ${i.car.version}`}
                        />
                        <Form method="post" action={COMPARE_TOGGLE_PATH}>
                          <input type="hidden" name="id" value={i.ref} />
                          <input type="hidden" name="op" value="remove" />
                          <input
                            type="hidden"
                            name="powrot"
                            value={compareHref(without(d.refs, i.ref)) || COMPARE_PATH}
                          />
                          <button type="submit" className="car-action">
                            Usuń<span className="sr-only"> z porównania: {carName(i.car)}</span>
                          </button>
                        </Form>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {specs.map((row) => (
                  <CompareRow key={row.label} row={row} items={items} />
                ))}
              </tbody>
              {equipment.map((g) => (
                <tbody key={g.category}>
                  <tr>
                    <th scope="colgroup" colSpan={items.length + 1} className="compare-group">
                      Wyposażenie: {g.category}
                    </th>
                  </tr>
                  {g.rows.map((row) => (
                    <CompareRow key={row.label} row={row} items={items} />
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </div>
  );
}
