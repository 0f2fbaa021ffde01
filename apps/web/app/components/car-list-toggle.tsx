import type { MouseEvent } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import {
  type CarListKind,
  type CarLists,
  COMPARE_TOGGLE_PATH,
  compareHref,
  FAVOURITES_TOGGLE_PATH,
  type ListOp,
  MAX_COMPARE,
} from "../lib/car-lists.ts";
import { SiteLink } from "./site-link.tsx";

const EMPTY: CarLists = { favourites: [], compare: [] };

/** The visitor's favourites and comparison as the root loader read them from the cookies. */
export function useCarLists(): CarLists {
  return (useRouteLoaderData("root") as { carLists?: CarLists } | undefined)?.carLists ?? EMPTY;
}

const PATHS: Record<CarListKind, string> = {
  favourites: FAVOURITES_TOGGLE_PATH,
  compare: COMPARE_TOGGLE_PATH,
};
const HEART_TITLES = { add: "Dodaj do ulubionych", remove: "Usuń z ulubionych" } as const;

/**
 * One car's place in one list: whether it is there (a pending click counts at once) and the click that
 * changes it. With JavaScript the click goes through a fetcher (keyed by list and car, so every button of
 * the same car agrees); without it the button submits its form, the action changes the cookie and sends the
 * visitor back to the page (Referer).
 */
function useListToggle(kind: CarListKind, refId: string) {
  const lists = useCarLists();
  const fetcher = useFetcher({ key: `${kind}:${refId}` });
  const pending = fetcher.formData?.get("op");
  const inList = pending ? pending === "add" : lists[kind].includes(refId);
  const op: ListOp = inList ? "remove" : "add";
  return {
    inList,
    op,
    full: kind === "compare" && !inList && lists.compare.length >= MAX_COMPARE,
    compare: lists.compare,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      event.preventDefault();
      void fetcher.submit({ id: refId, op, js: "1" }, { method: "post", action: PATHS[kind] });
    },
  };
}

/**
 * The form the list buttons submit without JavaScript: they point at it with `form`, say which list and
 * operation with `formAction` and which car with their own name and value, so one empty form serves a
 * whole list of cars. Render it once, anywhere on the page.
 */
export function CarListForm({ id }: { id: string }) {
  return <form id={id} method="post" action={FAVOURITES_TOGGLE_PATH} hidden />;
}

/**
 * The heart (favourites) or "Porównaj" (comparison) of one car: a toggle button (aria-pressed) that submits
 * a CarListForm. When the comparison is full (4 cars), a link to it instead of "Porównaj".
 */
export function CarListButton({
  kind,
  refId,
  name,
  form,
}: {
  kind: CarListKind;
  /** The car's reference (see lib/car-lists.ts). */
  refId: string;
  /** The car's name, for the button's accessible name ("Ulubione: Škoda Octavia …"). */
  name: string;
  /** The id of a CarListForm on the page. */
  form: string;
}) {
  const t = useListToggle(kind, refId);
  if (t.full) {
    return (
      <SiteLink to={compareHref(t.compare)} className="car-action">
        Porównanie pełne ({MAX_COMPARE}/{MAX_COMPARE})
      </SiteLink>
    );
  }
  // No type attribute: a button's default type is submit (a list page has dozens of these).
  const common = {
    form,
    formAction: `${PATHS[kind]}?op=${t.op}`,
    name: "id",
    value: refId,
    "aria-pressed": t.inList,
    onClick: t.onClick,
  };
  // The heart has no text, so its title says what a click does; "Porównaj" says it in its text.
  return kind === "favourites" ? (
    <button {...common} title={HEART_TITLES[t.op]} className="car-heart" aria-label={`Ulubione: ${name}`} />
  ) : (
    <button {...common} className="car-compare">
      Porównaj<span className="sr-only">{`: ${name}`}</span>
    </button>
  );
}

/** A heart or "Porównaj" with its own form (outside car cards: the model page, the comparison). */
export function CarListToggle({ kind, refId, name }: { kind: CarListKind; refId: string; name: string }) {
  const form = `t-${kind}-${refId}`;
  return (
    <>
      <CarListForm id={form} />
      <CarListButton kind={kind} refId={refId} name={name} form={form} />
    </>
  );
}
