import { formatPlnWhole } from "@vhs/domain/format.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type CardCar, carName, refOfCar, variantHref } from "../lib/catalog.ts";
import { useVisitorParams } from "../lib/leasing.ts";
import { formatInt } from "../lib/polish.ts";
import { CarListButton, CarListForm } from "./car-list-toggle.tsx";
import { CarPicture } from "./car-picture.tsx";
import { MonthlyFrom } from "./installment.tsx";
import { OrderButton } from "./order-button.tsx";

type Heading = "h2" | "h3" | "h4";

/** Netto for firms, brutto for consumers first (as the visitor's leasing parameters say). */
export function CarPrice({ net, gross, className = "" }: { net: number; gross: number; className?: string }) {
  const consumer = useVisitorParams().client === "consumer";
  const [main, other] = consumer
    ? [`${formatPlnWhole(gross)} brutto`, `${formatPlnWhole(net)} netto`]
    : [`${formatPlnWhole(net)} netto`, `${formatPlnWhole(gross)} brutto`];
  return (
    <p className={className}>
      <b>{main}</b> <small>{`(${other})`}</small>
    </p>
  );
}

/** The car's labels ("Dostępny od ręki", "Promocja"…), at most `max` of them. */
export function CarLabels({ labels, max = 3 }: { labels: { code: string; name: string }[]; max?: number }) {
  if (!labels.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Etykiety">
      {labels.slice(0, max).map((l) => (
        <li key={l.code} className={`car-label car-label-${l.code}`}>
          {l.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * One car of a list (search results, collections, stock on a model page, favourites): the picture, name,
 * version, key data, price, the "od … zł/mies." instalment with the visitor's parameters, the heart and
 * "Porównaj" and "Zamów online" (a plain POST form, see order-button.tsx). `extra` goes next to "Porównaj"
 * (e.g. a "compare this" checkbox on the favourites page).
 * Lean markup on purpose: a search page renders 24 of these per request.
 */
export function CarCard({
  car,
  heading: H = "h3",
  extra,
}: {
  car: CardCar;
  heading?: Heading;
  extra?: ReactNode;
}) {
  const name = carName(car);
  const ref = refOfCar(car);
  const form = `k-${ref}`;
  const full = `${name} ${car.version}`;
  const used = car.state === "uzywany";
  return (
    <article className="car-card" data-car={ref}>
      <CarPicture bodyType={car.bodyType} colour={car.colourHex} className="car-card-picture" />
      <div className="car-card-head">
        <H className="text-lg font-semibold leading-tight">
          <Link to={variantHref(car.brand.slug, car.model.slug, ref)} className="car-card-link">
            {name}
          </Link>
        </H>
        <CarListButton kind="favourites" refId={ref} name={full} form={form} />
      </div>
      <p className="text-sm text-slate-700">{`${car.version} · ${car.productionYear}`}</p>
      <p className="text-sm">
        <span className={used ? "state-badge state-used" : "state-badge state-new"}>
          {used ? "Używany" : "Nowy"}
        </span>
        {` ${car.bodyTypeName} · ${car.fuelName} · ${car.gearboxName} · ${formatInt(car.powerKm)} KM${
          used && car.mileageKm !== null ? ` · ${formatInt(car.mileageKm)} km` : ""
        }`}
      </p>
      <p className="text-sm text-slate-600">
        {car.location ? `${car.colour} · ${car.location}` : car.colour}
      </p>
      <CarLabels labels={car.labels} max={2} />
      <CarPrice net={car.price} gross={car.priceGross} className="car-card-price" />
      <p className="text-brand-700">
        <MonthlyFrom price={car.price} priceType="net" />
      </p>
      <div className="car-card-actions">
        <CarListForm id={form} refId={ref} />
        <CarListButton kind="compare" refId={ref} name={full} form={form} />
        {extra}
        <OrderButton
          variantId={car.id}
          groupId={car.groupId}
          name={full}
          className="btn-primary px-3 py-1.5 text-sm"
          formClassName="ml-auto"
        />
      </div>
    </article>
  );
}

/** A grid of car cards as a list. */
export function CarGrid({
  cars,
  heading = "h3",
  label,
  extra,
}: {
  cars: CardCar[];
  heading?: Heading;
  /** The list's accessible name, when the heading before it does not name it. */
  label?: string;
  extra?: (car: CardCar) => ReactNode;
}) {
  return (
    <ul className="car-grid" aria-label={label}>
      {cars.map((car) => (
        <li key={car.id}>
          <CarCard car={car} heading={heading} extra={extra?.(car)} />
        </li>
      ))}
    </ul>
  );
}
