import { formatPlnWhole } from "@vhs/domain/format.ts";
import { BODY_TYPE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from "@vhs/domain/labels.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { data, Form, Link } from "react-router";
import { CarPicture } from "../../components/car-picture.tsx";
import { apiContext } from "../../lib/context.ts";
import { getOffer, isGone, offerToken } from "../../lib/offer.server.ts";
import { offerStep } from "../../lib/offer.ts";
import { OFFER_PAGE_HEADERS, offerPageMeta } from "../../lib/offer-meta.ts";
import { formatInt } from "../../lib/polish.ts";
import type { Route } from "./+types/specification";
// The root renders this page in the slim shell: its module comes with the page (preloaded, not fetched
// after hydration).
import "../../components/slim-shell.tsx";

/** /o2/{token}/specyfikacja: the offered car's full specification (its fields and equipment lines). */
/** The minimal shell, with help instead of a way back to the catalogue. */
export const handle = { layout: "offer" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = offerToken(request, params.token);
  const offer = await getOffer(context.get(apiContext), request, token);
  // Closed: the API's reason, as the offer's own page shows it.
  if (isGone(offer)) throw data(offer, { status: 410 });
  return { token, offer };
}

export { OfferErrorBoundary as ErrorBoundary } from "../../components/offer/offer-boundary.tsx";

export function headers() {
  return OFFER_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return offerPageMeta(matches, loaderData ? `Specyfikacja: ${loaderData.offer.car.name}` : null);
}

const label = (labels: Record<string, string>, value: string | null) =>
  value ? (labels[value] ?? value) : null;

export function specRows(car: OfferView["car"]): [string, string][] {
  const rows: [string, string | null][] = [
    ["Marka", car.brand],
    ["Model", car.model],
    ["Wersja", car.version],
    ["Rok produkcji", car.year ? String(car.year) : null],
    ["Stan", car.isNew === null ? null : car.isNew ? "Nowy" : "Używany"],
    ["Przebieg", car.mileageKm !== null ? `${formatInt(car.mileageKm)} km` : null],
    ["Nadwozie", label(BODY_TYPE_LABELS, car.bodyType)],
    ["Paliwo", label(FUEL_LABELS, car.fuel)],
    ["Skrzynia biegów", label(GEARBOX_LABELS, car.gearbox)],
    ["Moc", car.powerKm ? `${formatInt(car.powerKm)} KM` : null],
    ["Kolor", car.colour],
    ["Cena netto", formatPlnWhole(car.priceNet)],
    ["Cena brutto", formatPlnWhole(car.priceGross)],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== "");
}

export default function Specification({ loaderData: { offer, token } }: Route.ComponentProps) {
  const { car } = offer;
  return (
    <div className="pt-6 pb-16">
      <p className="text-sm">
        <Link to={`/o2/${token}`} className="text-brand-700 underline">
          ← Wróć do oferty
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold break-words sm:text-3xl">
        <span className="block text-base font-semibold text-slate-700">Specyfikacja samochodu</span>
        {car.name}
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <CarPicture
          bodyType={car.bodyType ?? "hatchback"}
          colour={car.colour}
          width={480}
          eager
          className="h-auto w-full max-w-md rounded-2xl bg-slate-100 px-4 py-6"
        />
        <section aria-labelledby="dane-tytul">
          <h2 id="dane-tytul" className="text-lg font-semibold">
            Dane techniczne
          </h2>
          <dl className="mt-2 divide-y divide-slate-200">
            {specRows(car).map(([name, value]) => (
              <div key={name} className="flex justify-between gap-4 py-2">
                <dt className="text-slate-700">{name}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section aria-labelledby="wyposazenie-tytul" className="mt-8">
        <h2 id="wyposazenie-tytul" className="text-lg font-semibold">
          Wyposażenie
        </h2>
        {car.equipment.length > 0 ? (
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {car.equipment.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="text-green-700">
                  ✓
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">Doradca nie podał listy wyposażenia — zapytaj go o szczegóły.</p>
        )}
      </section>
      {offerStep(offer) !== "closed" && (
        <Form method="post" action={`/o2/${token}/wniosek`} className="mt-8">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Złóż wniosek online
          </button>
        </Form>
      )}
    </div>
  );
}
