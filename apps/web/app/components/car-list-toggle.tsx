import type { MouseEvent } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import {
  type CarListKind,
  type CarLists,
  COMPARE_TOGGLE_PATH,
  compareHref,
  FAVOURITES_TOGGLE_PATH,
  LIST_TOGGLE_PATHS,
  type ListOp,
  MAX_COMPARE,
} from "../lib/car-lists.ts";
import { SiteLink } from "./site-link.tsx";

const EMPTY: CarLists = { favourites: [], compare: [] };

/** The visitor's favourites and comparison as the root loader read them from the cookies. */
export function useCarLists(): CarLists {
  return (useRouteLoaderData("root") as { carLists?: CarLists } | undefined)?.carLists ?? EMPTY;
}

const HEART_TITLES = { add: "Dodaj do ulubionych", remove: "Usuń z ulubionych" } as const;

/** Where one car stands in one list, as a heart or "Porównaj" shows it. */
export interface ListToggleState {
  inList: boolean;
  /** What a click does. */
  op: ListOp;
  /** The comparison's address when it is full (4 cars) and this car is not in it: a link there instead. */
  fullHref: string | null;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The state of a car's heart or "Porównaj" in the visitor's lists; `pending` is a click on its way. */
export function listToggleState(
  kind: CarListKind,
  refId: string,
  lists: CarLists,
  pending?: FormDataEntryValue | null,
): ListToggleState {
  const inList = pending ? pending === "add" : lists[kind].includes(refId);
  const full = kind === "compare" && !inList && lists.compare.length >= MAX_COMPARE;
  return { inList, op: inList ? "remove" : "add", fullHref: full ? compareHref(lists.compare) : null };
}

/**
 * One car's place in one list: whether it is there (a pending click counts at once) and the click that
 * changes it. With JavaScript the click goes through a fetcher (keyed by list and car, so every button of
 * the same car agrees); without it the button submits its form, the action changes the cookie and sends the
 * visitor back to the page (Referer).
 */
export function useListToggle(kind: CarListKind, refId: string): ListToggleState {
  const fetcher = useFetcher({ key: `${kind}:${refId}` });
  const state = listToggleState(kind, refId, useCarLists(), fetcher.formData?.get("op"));
  return {
    ...state,
    onClick(event) {
      event.preventDefault();
      void fetcher.submit(
        { id: refId, op: state.op, js: "1" },
        { method: "post", action: LIST_TOGGLE_PATHS[kind] },
      );
    },
  };
}

/**
 * The forms the list buttons submit without JavaScript, one for the favourites and one for the comparison:
 * the buttons point at them with `form` and say the operation and the car with their own name and value
 * (`add` or `remove`, the car's reference), so two empty forms serve a whole list of cars. Render them once,
 * anywhere on the page.
 */
export function CarListForm({ id }: { id: string }) {
  return (
    <>
      <form id={listFormId(id, "favourites")} method="post" action={FAVOURITES_TOGGLE_PATH} hidden />
      <form id={listFormId(id, "compare")} method="post" action={COMPARE_TOGGLE_PATH} hidden />
    </>
  );
}

/** The id of a CarListForm's form for one list. */
export function listFormId(id: string, kind: CarListKind): string {
  return kind === "compare" ? `${id}-p` : id;
}

/**
 * The heart (favourites) or "Porównaj" (comparison) of one car: a toggle button (aria-pressed) that submits
 * a CarListForm. When the comparison is full (4 cars), a link to it instead of "Porównaj".
 */
export function CarListButton(props: ListButtonProps) {
  return <ListToggleButton {...props} toggle={useListToggle(props.kind, props.refId)} />;
}

interface ListButtonProps {
  kind: CarListKind;
  /** The car's reference (see lib/car-lists.ts). */
  refId: string;
  /** The car's name, for the button's accessible name ("Ulubione: Škoda Octavia …"). */
  name: string;
  /** The id of a CarListForm on the page. */
  form: string;
}

/**
 * CarListButton drawn from a state given to it (no hooks: a card drawn as static markup uses it too).
 * `byPlace`: the button sits in a list's car card, whose stylesheet styles it by its place there
 * (catalog.css), so neither it nor the car's name for screen readers in it carries a class.
 */
export function ListToggleButton({
  kind,
  refId,
  name,
  form,
  toggle,
  byPlace = false,
}: ListButtonProps & { toggle: ListToggleState; byPlace?: boolean }) {
  if (toggle.fullHref) {
    return (
      <SiteLink to={toggle.fullHref} className="car-action">
        Porównanie pełne ({MAX_COMPARE}/{MAX_COMPARE})
      </SiteLink>
    );
  }
  // No type attribute: a button's default type is submit (a list page has dozens of these).
  const common = {
    form: listFormId(form, kind),
    name: toggle.op,
    value: refId,
    "aria-pressed": toggle.inList,
    onClick: toggle.onClick,
  };
  // The heart has no text, so its title says what a click does; "Porównaj" says it in its text.
  return kind === "favourites" ? (
    <button
      {...common}
      title={HEART_TITLES[toggle.op]}
      className={byPlace ? undefined : "car-heart"}
      aria-label={`Ulubione: ${name}`}
    />
  ) : (
    <button {...common} className={byPlace ? undefined : "car-compare"}>
      Porównaj<span className={byPlace ? undefined : "sr-only"}>{`: ${name}`}</span>
    </button>
  );
}

/** A heart or "Porównaj" with its own form (outside car cards: the model page, the comparison). */
export function CarListToggle({ kind, refId, name }: { kind: CarListKind; refId: string; name: string }) {
  const form = `t-${kind}-${refId}`;
  return (
    <>
      <form id={listFormId(form, kind)} method="post" action={LIST_TOGGLE_PATHS[kind]} hidden />
      <CarListButton kind={kind} refId={refId} name={name} form={form} />
    </>
  );
}
