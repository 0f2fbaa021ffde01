import { formatDate, formatPercent, formatPln, formatPlnWhole } from "@vhs/domain/format.ts";
import { BODY_TYPE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from "@vhs/domain/labels.ts";
import { OFFER_STATUS_LABELS, type OfferView } from "@vhs/domain/offer-contract.ts";
import type { ReactNode } from "react";
import { amountsOf } from "../../lib/offer.ts";
import { formatInt } from "../../lib/polish.ts";
import { CarPicture } from "../car-picture.tsx";

// The offer as the customer reads it, like a lessor's offer page: the car and its picture, the monthly
// instalment as the headline, the lease's terms, what the instalment includes, the schedule (folded),
// the validity and the salesperson. Shared by /oferta/{token} and the external offer's /o2/{token}.

const labelOf = (labels: Record<string, string>, value: string | null) =>
  value ? (labels[value] ?? value) : null;

/** The car's facts as short chips: year, new/used, fuel, gearbox, power, mileage, body, colour. */
export function carFacts(car: OfferView["car"]): string[] {
  const facts: (string | null)[] = [
    car.year ? `rocznik ${car.year}` : null,
    car.isNew === null ? null : car.isNew ? "nowy" : "używany",
    labelOf(FUEL_LABELS, car.fuel),
    labelOf(GEARBOX_LABELS, car.gearbox),
    car.powerKm ? `${formatInt(car.powerKm)} KM` : null,
    car.mileageKm !== null && car.isNew === false ? `przebieg ${formatInt(car.mileageKm)} km` : null,
    labelOf(BODY_TYPE_LABELS, car.bodyType),
    car.colour ? `kolor: ${car.colour}` : null,
  ];
  return facts.filter((f): f is string => Boolean(f));
}

function Term({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 py-2 first:border-t-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right font-semibold">
        {children}
        {hint && <span className="block text-xs font-normal text-slate-600">{hint}</span>}
      </dd>
    </div>
  );
}

const STATUS_TONE: Partial<Record<OfferView["status"], string>> = {
  confirmed: "bg-green-100 text-green-900",
  documents_complete: "bg-green-100 text-green-900",
  accepted: "bg-green-100 text-green-900",
  expired: "bg-slate-200 text-slate-800",
  withdrawn: "bg-slate-200 text-slate-800",
};

/** The top of the page: the car, its picture and the instalment card. */
export function OfferHero({ offer, children }: { offer: OfferView; children?: ReactNode }) {
  const a = amountsOf(offer);
  const { car } = offer;
  const forWhom = offer.client === "consumer" ? "Leasing konsumencki" : "Leasing dla firmy";
  const closed = offer.expired || offer.withdrawn;
  const facts = carFacts(car);
  return (
    <section aria-labelledby="oferta-tytul" className="pt-6">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">{forWhom}</span>
        <span
          className={`rounded-full px-3 py-1 font-semibold ${STATUS_TONE[offer.status] ?? "bg-amber-100 text-amber-900"}`}
        >
          {OFFER_STATUS_LABELS[offer.status]}
        </span>
      </div>
      <h1 id="oferta-tytul" className="mt-3 text-2xl font-bold break-words sm:text-3xl">
        <span className="block text-base font-semibold text-slate-700">Twoja oferta leasingu</span>
        {car.name}
      </h1>
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0">
          <div className="rounded-2xl bg-gradient-to-b from-slate-100 to-white px-4 pt-6 pb-2">
            <CarPicture
              bodyType={car.bodyType ?? "hatchback"}
              colour={car.colour}
              width={480}
              eager
              className={`mx-auto h-auto w-full max-w-md ${closed ? "opacity-60 grayscale" : ""}`}
            />
          </div>
          <ul aria-label="Samochód w skrócie" className="mt-3 flex flex-wrap gap-2 text-sm">
            {/* A car described by the salesperson has no facts: its first equipment lines instead. */}
            {(facts.length > 0 ? facts : car.equipment.slice(0, 8)).map((fact) => (
              <li key={fact} className="rounded-full border border-slate-300 px-3 py-1">
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 p-5 shadow-sm">
          <p className="text-sm font-semibold text-slate-700">Rata miesięczna</p>
          <p className="mt-1 text-4xl font-extrabold tracking-tight text-brand-800">
            {formatPln(a.installment)}
            <span className="ml-1 text-base font-semibold text-slate-700">{a.suffix}</span>
          </p>
          {!a.gross && (
            <p className="text-sm text-slate-700">{formatPln(offer.quote.installmentGross)} brutto</p>
          )}
          <dl className="mt-4 text-sm">
            <Term label="Okres leasingu">{offer.duration} mies.</Term>
            <Term label="Opłata wstępna" hint={formatPercent(offer.initialFee, 0)}>
              {formatPlnWhole(a.initialFee)} {a.suffix}
            </Term>
            <Term label="Wykup" hint={formatPercent(offer.repurchase, 0)}>
              {formatPlnWhole(a.repurchase)} {a.suffix}
            </Term>
            <Term
              label="Cena samochodu"
              hint={a.gross ? undefined : `${formatPlnWhole(offer.quote.priceGross)} brutto`}
            >
              {formatPlnWhole(a.price)} {a.suffix}
            </Term>
            {offer.quote.rrsoPct !== null && <Term label="RRSO">{formatPercent(offer.quote.rrsoPct)}</Term>}
          </dl>
          <p
            className={`mt-3 rounded-md px-3 py-2 text-sm ${closed ? "bg-slate-100" : "bg-amber-50 text-amber-950"}`}
          >
            {offer.withdrawn
              ? "Oferta została wycofana."
              : offer.expired
                ? `Oferta była ważna do ${formatDate(offer.validUntil)}.`
                : `Oferta ważna do ${formatDate(offer.validUntil)}.`}
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}

/** What the instalment includes, the schedule, the salesperson and the note. */
export function OfferDetails({ offer }: { offer: OfferView }) {
  const a = amountsOf(offer);
  const { quote, operator } = offer;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="w-racie" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="w-racie" className="text-lg font-semibold">
          W racie masz
        </h2>
        {quote.included.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {quote.included.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-green-700">
                  ✓
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">
            Rata obejmuje samo finansowanie: ubezpieczenie i serwis wybierasz we własnym zakresie.
          </p>
        )}
        <p className="mt-4 text-sm text-slate-700">
          Suma opłat: {formatPln(a.totalPaid)} {a.suffix}, oprocentowanie {formatPercent(quote.annualRatePct)}{" "}
          w skali roku.
        </p>
      </section>
      <section aria-labelledby="doradca" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="doradca" className="text-lg font-semibold">
          Twój doradca
        </h2>
        <p className="mt-3 font-semibold">{operator.name}</p>
        <ul className="mt-1 space-y-1">
          {operator.phone && (
            <li>
              Telefon:{" "}
              <a className="text-brand-700 underline" href={`tel:${operator.phone.replace(/[^\d+]/g, "")}`}>
                {operator.phone}
              </a>
            </li>
          )}
          <li>
            E-mail:{" "}
            <a className="break-all text-brand-700 underline" href={`mailto:${operator.email}`}>
              {operator.email}
            </a>
          </li>
        </ul>
        {offer.note && (
          <figure className="mt-4 border-l-4 border-brand-600 bg-brand-50 px-4 py-3">
            <blockquote className="whitespace-pre-line">{offer.note}</blockquote>
            <figcaption className="mt-1 text-sm text-slate-700">— {operator.name}</figcaption>
          </figure>
        )}
      </section>
      <Schedule offer={offer} />
    </div>
  );
}

function Schedule({ offer }: { offer: OfferView }) {
  const gross = offer.client === "consumer";
  const rows = offer.quote.schedule;
  if (rows.length === 0) return null;
  return (
    <details className="rounded-2xl border border-slate-200 p-5 md:col-span-2">
      <summary className="cursor-pointer text-lg font-semibold">
        Harmonogram spłat ({rows.length} rat)
      </summary>
      <section
        className="mt-3 max-h-[28rem] overflow-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
        aria-label="Harmonogram spłat, tabela"
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">Raty leasingu miesiąc po miesiącu</caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-2 text-left">
                Nr
              </th>
              <th scope="col" className="px-2 py-2">
                Rata {gross ? "brutto" : "netto"}
              </th>
              <th scope="col" className="px-2 py-2">
                Kapitał netto
              </th>
              <th scope="col" className="px-2 py-2">
                Odsetki netto
              </th>
              <th scope="col" className="py-2 pl-2">
                Pozostało netto
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {r.month}
                </th>
                <td className="px-2 py-1">{formatPln(gross ? r.installmentGross : r.installmentNet)}</td>
                <td className="px-2 py-1">{formatPln(r.capitalNet)}</td>
                <td className="px-2 py-1">{formatPln(r.interestNet)}</td>
                <td className="py-1 pl-2">{formatPln(r.remainingNet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
