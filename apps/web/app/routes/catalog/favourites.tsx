import { SITE_NAME } from "@vhs/domain/site.ts";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { CarGrid } from "../../components/car-grid.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { COMPARE_PATH, MAX_COMPARE, readCarLists } from "../../lib/car-lists.ts";
import { catalogApi, loadListedCars } from "../../lib/catalog.server.ts";
import { type CarItem, refOfCar, toCardCar } from "../../lib/catalog.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { CARS, countOf } from "../../lib/polish.ts";
import type { Route } from "./+types/favourites";

const COMPARE_FORM = "porownaj-ulubione";

/**
 * /ulubione: the cars kept with the heart (cookie vhs_fav), rendered on the server — so the list is there
 * in the first HTML — newest first. Cars sold in the meantime are counted, not shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { favourites } = readCarLists(request.headers.get("cookie"));
  const { cars, failed } = await loadListedCars(catalogApi(context), [...favourites].reverse());
  const available = cars.map((c) => c.car).filter((c): c is CarItem => c !== null);
  return {
    cars: available.map((c) => toCardCar(c)),
    gone: failed ? 0 : cars.length - available.length,
    failed,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: `Ulubione samochody | ${SITE_NAME}`,
    description: "Samochody zapisane w ulubionych na tym urządzeniu: porównaj je i sprawdź raty leasingu.",
    noindex: true,
  });
}

export default function Favourites({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Strona główna", to: "/" }, { label: "Ulubione" }]} />
      <h1 className="mt-3 text-3xl font-bold">Ulubione samochody</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Samochody, które oznaczysz serduszkiem, zapisujemy w pliku cookie na tym urządzeniu — zostaną tu także
        przy następnej wizycie.
      </p>
      {d.failed && (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          Nie udało się wczytać części ulubionych samochodów. Odśwież stronę za chwilę.
        </p>
      )}
      {d.gone > 0 && (
        <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3">
          {d.gone === 1
            ? "Jednego z ulubionych samochodów nie ma już w ofercie."
            : `${countOf(d.gone, CARS)} z ulubionych nie ma już w ofercie.`}
        </p>
      )}
      {d.cars.length === 0 ? (
        <div className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6">
          <h2 className="text-xl font-semibold">Nie masz jeszcze ulubionych samochodów</h2>
          <p className="mt-2">
            Kliknij serce przy samochodzie w wynikach wyszukiwania albo na stronie modelu, a zapiszemy go
            tutaj.
          </p>
          <SiteLink to="/wyszukaj" className="btn-primary mt-4">
            Przeglądaj samochody
          </SiteLink>
        </div>
      ) : (
        <section aria-labelledby="lista-ulubionych" className="mt-8">
          <h2 id="lista-ulubionych" className="text-xl font-semibold">
            {countOf(d.cars.length, CARS)} w ulubionych
          </h2>
          {d.cars.length > 1 && (
            <form
              id={COMPARE_FORM}
              method="get"
              action={COMPARE_PATH}
              className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-brand-50 p-3"
            >
              <p className="text-sm">
                Zaznacz od 2 do {MAX_COMPARE} samochodów pole „Do porównania” i porównaj je obok siebie.
              </p>
              <button type="submit" className="btn-primary py-2">
                Porównaj zaznaczone
              </button>
            </form>
          )}
          <div className="mt-4">
            <CarGrid
              cars={d.cars}
              heading="h3"
              extra={
                d.cars.length > 1
                  ? (car) => (
                      <label className="choice choice-sm">
                        <input type="checkbox" name="ids" value={refOfCar(car)} form={COMPARE_FORM} />
                        Do porównania
                        <span className="sr-only">
                          : {`${car.brand.name} ${car.model.name} ${car.version}`}
                        </span>
                      </label>
                    )
                  : undefined
              }
            />
          </div>
        </section>
      )}
    </div>
  );
}
