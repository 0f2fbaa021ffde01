import "./catalog.css";
import { formatPlnWhole } from "@vhs/domain/format.ts";
import type { ReactNode } from "react";
import { type CardCar, carName, refOfCar, variantHref } from "../lib/catalog.ts";
import { type MonthlyInstallment, useMonthlyInstallment } from "../lib/leasing.ts";
import { useVisitorParams } from "../lib/leasing-shell.ts";
import { orderCarKey } from "../lib/order-entry.ts";
import { formatInt } from "../lib/polish.ts";
import { ListToggleButton, type ListToggleState, useListToggle } from "./car-list-toggle.tsx";
import { CarPicture } from "./car-picture.tsx";
import { MonthlyAmountText } from "./installment.tsx";
import { ListOrderButton } from "./order-button.tsx";
import { SiteLink } from "./site-link.tsx";

export type Heading = "h2" | "h3" | "h4";

/**
 * A car's price as the visitor's leasing parameters say: a firm reads netto with brutto beside it, a
 * consumer (who pays brutto and deducts nothing) brutto only.
 */
export function CarPrice(props: { net: number; gross: number; className?: string }) {
  return <PriceLine {...props} consumer={useVisitorParams().client === "consumer"} />;
}

function PriceLine({
  net,
  gross,
  className,
  consumer,
}: {
  net: number;
  gross: number;
  className?: string;
  consumer: boolean;
}) {
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

/**
 * The car's labels ("Dostępny od ręki", "Promocja"…), at most `max` of them; `plain` leaves out the list's
 * class, for a list's car card, which styles its parts by their place (catalog.css).
 */
export function CarLabels({
  labels,
  max = 3,
  plain = false,
}: {
  labels: { code: string; name: string }[];
  max?: number;
  plain?: boolean;
}) {
  if (!labels.length) return null;
  return (
    <ul className={plain ? undefined : "car-labels"} aria-label="Etykiety">
      {labels.slice(0, max).map((l) => (
        <li key={l.code} className={`car-label-${l.code}`}>
          {l.name}
        </li>
      ))}
    </ul>
  );
}

export interface CarCardProps {
  car: CardCar;
  heading?: Heading;
  extra?: ReactNode;
  /** The ids of the list's CarListForm and OrderListForm. */
  forms: { list: string; order: string };
  /** A failed "Zamów online" of this car, to show at its button. */
  orderError?: string | null;
  /** The picture loads at once (the first cards of a page). */
  eager?: boolean;
}

/** What a card shows of the visitor: the car's place in their lists, its instalment and their price basis. */
export interface CardState {
  favourite: ListToggleState;
  compare: ListToggleState;
  installment: MonthlyInstallment | null;
  consumer: boolean;
}

/**
 * One car of a list (search results, collections, stock on a model page, favourites): the picture, name,
 * version, key data, price, the "od … zł/mies." instalment with the visitor's parameters, the heart and
 * "Porównaj" and "Zamów online". Its buttons submit the list's two forms (CarGrid), so they work without
 * JavaScript. `extra` goes next to "Porównaj" (e.g. a "compare this" checkbox on the favourites page).
 */
export function CarCard(props: CarCardProps) {
  const ref = refOfCar(props.car);
  const state: CardState = {
    favourite: useListToggle("favourites", ref),
    compare: useListToggle("compare", ref),
    installment: useMonthlyInstallment(props.car.price, "net"),
    consumer: useVisitorParams().client === "consumer",
  };
  return <CarCardView {...props} state={state} />;
}

export type CarCardViewProps = CarCardProps & { state: CardState };

/**
 * A car card drawn from its props alone (no hooks, no context), so that a server may draw it as static
 * markup and reuse that for every answer with the same props (components/car-grid.tsx). Lean markup on
 * purpose: a search page has 24 of these, so the card's parts are styled from catalog.css by their place in
 * it rather than by utility classes on every element.
 */
export function CarCardView({
  car,
  heading: H = "h3",
  extra,
  forms,
  orderError,
  eager = false,
  state,
}: CarCardViewProps) {
  const name = carName(car);
  const ref = refOfCar(car);
  const carKey = orderCarKey({ variantId: car.id, groupId: car.groupId });
  const full = `${name} ${car.version}`;
  const used = car.state === "uzywany";
  return (
    <article className="car-card car-offer">
      <CarPicture bodyType={car.bodyType} colour={car.colourHex} eager={eager} sizedByStyle />
      <div>
        <H>
          <SiteLink to={variantHref(car.brand.slug, car.model.slug, ref)}>{name}</SiteLink>
        </H>
        <ListToggleButton
          kind="favourites"
          refId={ref}
          name={full}
          form={forms.list}
          toggle={state.favourite}
          byPlace
        />
      </div>
      <p>{`${car.version} · ${car.productionYear}`}</p>
      <p>
        {used ? <span className="state-used">Używany</span> : <span>Nowy</span>}
        {` ${car.bodyTypeName} · ${car.fuelName} · ${car.gearboxName} · ${formatInt(car.powerKm)} KM${
          used && car.mileageKm !== null ? ` · ${formatInt(car.mileageKm)} km` : ""
        }`}
      </p>
      <p>{car.location ? `${car.colour} · ${car.location}` : car.colour}</p>
      <CarLabels labels={car.labels} max={2} plain />
      {/* The monthly price first and large: it is what a lease is chosen by. */}
      <p>
        <MonthlyAmountText result={state.installment} />
      </p>
      <PriceLine net={car.price} gross={car.priceGross} consumer={state.consumer} />
      <div>
        <ListToggleButton
          kind="compare"
          refId={ref}
          name={full}
          form={forms.list}
          toggle={state.compare}
          byPlace
        />
        {extra}
        {carKey && <ListOrderButton form={forms.order} carKey={carKey} name={full} error={orderError} />}
      </div>
    </article>
  );
}
