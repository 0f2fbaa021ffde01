import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { type MouseEvent, type ReactNode, use, useId } from "react";
import { preload } from "react-dom";
import { useFetcher, useLocation } from "react-router";
import {
  type CarListKind,
  type CarLists,
  isListOp,
  LIST_RELOAD_FIELD,
  LIST_TOGGLE_PATHS,
} from "../lib/car-lists.ts";
import { carPictureSrc } from "../lib/car-picture-src.ts";
import { type CardCar, refOfCar } from "../lib/catalog.ts";
import { monthlyInstallment } from "../lib/leasing.ts";
import {
  type LeasingRates,
  useDrawnAgainOnNewParams,
  useLeasingShell,
  useVisitorParams,
} from "../lib/leasing-shell.ts";
import {
  ORDER_CAR_PARAM,
  ORDER_ERROR_PARAM,
  ORDER_LIST_PARAM,
  orderCarKey,
  orderErrorFor,
} from "../lib/order-entry.ts";
import { type ServerRender, ServerRenderContext } from "../lib/server-render.ts";
import { CarCard, CarCardView, type CarCardViewProps, type Heading } from "./car-card.tsx";
import { CarListForm, listFormId, listToggleState, useCarLists } from "./car-list-toggle.tsx";
import { KeptAsServed } from "./kept-as-served.tsx";
import { OrderListForm } from "./order-button.tsx";

/** How many cards of a list load their picture at once (the rest when scrolled to). */
const EAGER_PICTURES = 4;

/**
 * A grid of car cards as a list, with the two forms its cards' buttons submit. `kept` when the list's data
 * was sent aside (lib/served-data.ts): the browser keeps the served cards (`cars` is null there), their
 * buttons still submit the live forms, and the first thing that changes a card (a heart or "Porównaj",
 * new leasing parameters) loads the page's data, after which React draws the cards again. Since nothing
 * in the browser reads a kept card's markup back, the server draws it as static markup, which it reuses
 * for every answer with the same card (the fragment cache, lib/server-render.ts).
 */
export function CarGrid({
  cars,
  kept = false,
  heading = "h3",
  label,
  extra,
  formsId,
}: {
  cars: CardCar[] | null;
  kept?: boolean;
  heading?: Heading;
  /** The list's accessible name, when the heading before it does not name it. */
  label?: string;
  extra?: (car: CardCar) => ReactNode;
  /**
   * A short stem for the list's forms' ids, unique on the page (each list of a page its own): every card
   * names the forms three times, so React's own id (nine characters) costs a search page half a kilobyte.
   */
  formsId?: string;
}) {
  const reactId = useId();
  const id = formsId ?? reactId;
  const forms = { list: `${id}l`, order: `${id}z` };
  const onServedClick = useServedGrid(cars === null, forms.list);
  return (
    <>
      <CarListForm id={forms.list} />
      <OrderListForm id={forms.order} />
      <KeptAsServed onServedClick={onServedClick}>
        {cars && (
          <CarGridItems cars={cars} kept={kept} forms={forms} heading={heading} label={label} extra={extra} />
        )}
      </KeptAsServed>
    </>
  );
}

const LIST_KINDS: CarListKind[] = ["favourites", "compare"];

/**
 * While a grid is kept as served: a heart or "Porównaj" goes through a fetcher as it does on a live card
 * (without a page load), asking for the page's data again so the cards show the change; new leasing
 * parameters (the drawer) load it too, as the instalments on the cards depend on them.
 */
function useServedGrid(served: boolean, listForm: string) {
  const fetcher = useFetcher();
  useDrawnAgainOnNewParams(served);
  return (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest("button");
    const kind = button && LIST_KINDS.find((k) => button.getAttribute("form") === listFormId(listForm, k));
    if (!button || !kind || !isListOp(button.name)) return;
    event.preventDefault();
    void fetcher.submit(
      { id: button.value, op: button.name, js: "1", [LIST_RELOAD_FIELD]: "1" },
      { method: "post", action: LIST_TOGGLE_PATHS[kind] },
    );
  };
}

function CarGridItems({
  cars,
  kept,
  forms,
  heading,
  label,
  extra,
}: {
  cars: CardCar[];
  kept: boolean;
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
  const errorOf = (car: CardCar) =>
    failedCar && failedCar === keyOf(car) ? orderErrorFor(query, failedCar) : null;
  const lists = useCarLists();
  const rates = useLeasingShell()?.rates ?? null;
  const params = useVisitorParams();
  // A build-time constant: the browser's bundle leaves staticCards out.
  const server = import.meta.env.SSR && kept && !extra ? use(ServerRenderContext) : null;
  const served = server && staticCards(server, { cars, forms, heading, errorOf, lists, rates, params });
  return (
    <>
      {goneMessage && (
        <p role="alert" className="mb-3 font-medium text-red-700">
          {goneMessage}
        </p>
      )}
      {served !== null ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own cards, drawn by React as static markup
        <ul className="car-grid" aria-label={label} dangerouslySetInnerHTML={{ __html: served }} />
      ) : (
        <ul className="car-grid" aria-label={label}>
          {cars.map((car, i) => (
            <li key={car.id}>
              <CarCard
                car={car}
                heading={heading}
                extra={extra?.(car)}
                forms={forms}
                eager={i < EAGER_PICTURES}
                orderError={errorOf(car)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CarCardItem(props: CarCardViewProps) {
  return (
    <li>
      <CarCardView {...props} />
    </li>
  );
}

/**
 * A kept grid's cards as static markup, on the server: each card is drawn from its props alone
 * (CarCardView), so the props are its key in the fragment cache. The pictures loaded at once are preloaded
 * from the page's head, as React does for the images it renders itself.
 */
function staticCards(
  server: ServerRender,
  {
    cars,
    forms,
    heading,
    errorOf,
    lists,
    rates,
    params,
  }: {
    cars: CardCar[];
    forms: { list: string; order: string };
    heading: Heading;
    errorOf: (car: CardCar) => string | null;
    lists: CarLists;
    rates: LeasingRates | null;
    params: LeasingParams;
  },
): string {
  const consumer = params.client === "consumer";
  let html = "";
  cars.forEach((car, i) => {
    const ref = refOfCar(car);
    const props: CarCardViewProps = {
      car,
      heading,
      forms,
      eager: i < EAGER_PICTURES,
      orderError: errorOf(car),
      state: {
        favourite: listToggleState("favourites", ref, lists),
        compare: listToggleState("compare", ref, lists),
        installment: monthlyInstallment(car.price, "net", params, rates),
        consumer,
      },
    };
    if (props.eager) preload(carPictureSrc(car.bodyType, car.colourHex), { as: "image" });
    // Found by the car's object (the same for every page drawn from a cached answer, lib/catalog.ts
    // toCardCar): serialising two dozen cars for their keys cost more than the rest of the kept parts.
    const { car: _car, ...rest } = props;
    html += server.fragment("card", CarCardItem, props, { object: car, rest: JSON.stringify(rest) });
  });
  return html;
}
