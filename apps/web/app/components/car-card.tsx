import "./catalog.css";
import { formatPlnWhole } from "@vhs/domain/format.ts";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useFetcher, useLocation, useRevalidator } from "react-router";
import { LIST_RELOAD_FIELD } from "../lib/car-lists.ts";
import { type CardCar, carName, refOfCar, variantHref } from "../lib/catalog.ts";
import { useVisitorParams } from "../lib/leasing-shell.ts";
import {
  ORDER_CAR_PARAM,
  ORDER_ERROR_PARAM,
  ORDER_LIST_PARAM,
  orderCarKey,
  orderErrorFor,
} from "../lib/order-entry.ts";
import { formatInt } from "../lib/polish.ts";
import { CarListButton, CarListForm } from "./car-list-toggle.tsx";
import { CarPicture } from "./car-picture.tsx";
import { MonthlyFrom } from "./installment.tsx";
import { KeptAsServed } from "./kept-as-served.tsx";
import { ListOrderButton, OrderListForm } from "./order-button.tsx";
import { SiteLink } from "./site-link.tsx";

type Heading = "h2" | "h3" | "h4";

/**
 * A car's price as the visitor's leasing parameters say: a firm reads netto with brutto beside it, a
 * consumer (who pays brutto and deducts nothing) brutto only.
 */
export function CarPrice({ net, gross, className = "" }: { net: number; gross: number; className?: string }) {
  const consumer = useVisitorParams().client === "consumer";
  return (
    <p className={className}>
      {consumer ? (
        <b>{`${formatPlnWhole(gross)} brutto`}</b>
      ) : (
        <>
          <b>{`${formatPlnWhole(net)} netto`}</b> <small>{`(${formatPlnWhole(gross)} brutto)`}</small>
        </>
      )}
    </p>
  );
}

/** The car's labels ("Dostępny od ręki", "Promocja"…), at most `max` of them. */
export function CarLabels({ labels, max = 3 }: { labels: { code: string; name: string }[]; max?: number }) {
  if (!labels.length) return null;
  return (
    <ul className="car-labels" aria-label="Etykiety">
      {labels.slice(0, max).map((l) => (
        <li key={l.code} className={`car-label-${l.code}`}>
          {l.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * One car of a list (search results, collections, stock on a model page, favourites): the picture, name,
 * version, key data, price, the "od … zł/mies." instalment with the visitor's parameters, the heart and
 * "Porównaj" and "Zamów online". Its buttons submit the list's two forms (CarGrid), so they work without
 * JavaScript. `extra` goes next to "Porównaj" (e.g. a "compare this" checkbox on the favourites page).
 * Lean markup on purpose: a search page renders 24 of these per request, so the card's parts are styled
 * from catalog.css by their place in it rather than by utility classes on every element.
 */
export function CarCard({
  car,
  heading: H = "h3",
  extra,
  forms,
  orderError,
  eager = false,
}: {
  car: CardCar;
  heading?: Heading;
  extra?: ReactNode;
  /** The ids of the list's CarListForm and OrderListForm. */
  forms: { list: string; order: string };
  /** A failed "Zamów online" of this car, to show at its button. */
  orderError?: string | null;
  /** The picture loads at once (the first cards of a page). */
  eager?: boolean;
}) {
  const name = carName(car);
  const ref = refOfCar(car);
  const carKey = orderCarKey({ variantId: car.id, groupId: car.groupId });
  const full = `${name} ${car.version}`;
  const used = car.state === "uzywany";
  return (
    <article className="car-card" data-car={ref}>
      <CarPicture bodyType={car.bodyType} colour={car.colourHex} eager={eager} />
      <div className="car-card-head">
        <H>
          <SiteLink to={variantHref(car.brand.slug, car.model.slug, ref)}>{name}</SiteLink>
        </H>
        <CarListButton kind="favourites" refId={ref} name={full} form={forms.list} />
      </div>
      <p className="car-card-sub">{`${car.version} · ${car.productionYear}`}</p>
      <p>
        <span className={used ? "state-badge state-used" : "state-badge state-new"}>
          {used ? "Używany" : "Nowy"}
        </span>
        {` ${car.bodyTypeName} · ${car.fuelName} · ${car.gearboxName} · ${formatInt(car.powerKm)} KM${
          used && car.mileageKm !== null ? ` · ${formatInt(car.mileageKm)} km` : ""
        }`}
      </p>
      <p className="car-card-sub">{car.location ? `${car.colour} · ${car.location}` : car.colour}</p>
      <CarLabels labels={car.labels} max={2} />
      {/* The monthly price first and large: it is what a lease is chosen by. */}
      <p className="car-card-monthly">
        <MonthlyFrom price={car.price} priceType="net" />
      </p>
      <CarPrice net={car.price} gross={car.priceGross} className="car-card-price" />
      <div className="car-card-actions">
        <CarListButton kind="compare" refId={ref} name={full} form={forms.list} />
        {extra}
        {carKey && <ListOrderButton form={forms.order} carKey={carKey} name={full} error={orderError} />}
      </div>
    </article>
  );
}

/** How many cards of a list load their picture at once (the rest when scrolled to). */
const EAGER_PICTURES = 4;

/**
 * A grid of car cards as a list, with the two forms its cards' buttons submit. `cars` is null when the
 * list was drawn from data sent aside (lib/served-data.ts): the browser keeps the served cards, their
 * buttons still submit the live forms, and the first thing that changes a card (a heart or "Porównaj",
 * new leasing parameters) loads the page's data, after which React draws the cards again.
 */
export function CarGrid({
  cars,
  heading = "h3",
  label,
  extra,
}: {
  cars: CardCar[] | null;
  heading?: Heading;
  /** The list's accessible name, when the heading before it does not name it. */
  label?: string;
  extra?: (car: CardCar) => ReactNode;
}) {
  const id = useId();
  const forms = { list: `${id}l`, order: `${id}z` };
  const onServedClick = useServedGrid(cars === null, forms.list);
  return (
    <>
      <CarListForm id={forms.list} />
      <OrderListForm id={forms.order} />
      <KeptAsServed onServedClick={onServedClick}>
        {cars && <CarGridItems cars={cars} forms={forms} heading={heading} label={label} extra={extra} />}
      </KeptAsServed>
    </>
  );
}

/**
 * While a grid is kept as served: a heart or "Porównaj" goes through a fetcher as it does on a live card
 * (without a page load), asking for the page's data again so the cards show the change; new leasing
 * parameters (the drawer) load it too, as the instalments on the cards depend on them.
 */
function useServedGrid(served: boolean, listForm: string) {
  const fetcher = useFetcher();
  const revalidator = useRevalidator();
  const params = JSON.stringify(useVisitorParams());
  const paramsAtLoad = useRef(params);
  useEffect(() => {
    if (served && params !== paramsAtLoad.current) void revalidator.revalidate();
  }, [served, params, revalidator]);
  return (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest("button");
    // The form attribute, not button.form.id: the form's `id` property is shadowed by its buttons named "id".
    if (!button || button.getAttribute("form") !== listForm || !button.formAction) return;
    event.preventDefault();
    const action = new URL(button.formAction);
    void fetcher.submit(
      { id: button.value, op: action.searchParams.get("op") ?? "add", js: "1", [LIST_RELOAD_FIELD]: "1" },
      { method: "post", action: action.pathname },
    );
  };
}

function CarGridItems({
  cars,
  forms,
  heading,
  label,
  extra,
}: {
  cars: CardCar[];
  forms: { list: string; order: string };
  heading: Heading;
  label: string | undefined;
  extra: ((car: CardCar) => ReactNode) | undefined;
}) {
  // A failed start comes back with the code and the car in the address (app/routes/order/create.ts).
  const query = new URLSearchParams(useLocation().search);
  const failedCar = query.get(ORDER_CAR_PARAM);
  const keyOf = (car: CardCar) => orderCarKey({ variantId: car.id, groupId: car.groupId });
  // A car sold meanwhile is no longer in the list: its message stands above the list instead.
  const goneMessage =
    failedCar &&
    query.get(ORDER_LIST_PARAM) === forms.order &&
    query.get(ORDER_ERROR_PARAM) === "niedostepny" &&
    !cars.some((c) => keyOf(c) === failedCar)
      ? orderErrorFor(query, failedCar)
      : null;
  return (
    <>
      {goneMessage && (
        <p role="alert" className="mb-3 font-medium text-red-700">
          {goneMessage}
        </p>
      )}
      <ul className="car-grid" aria-label={label}>
        {cars.map((car, i) => (
          <li key={car.id}>
            <CarCard
              car={car}
              heading={heading}
              extra={extra?.(car)}
              forms={forms}
              eager={i < EAGER_PICTURES}
              orderError={failedCar && failedCar === keyOf(car) ? orderErrorFor(query, failedCar) : null}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
