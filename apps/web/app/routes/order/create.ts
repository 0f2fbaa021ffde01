import { redirect } from "react-router";
import { catalogApi } from "../../lib/catalog.server.ts";
import type { CarDetail } from "../../lib/catalog.ts";
import { formValues } from "../../lib/forms.ts";
import { safeBackPath } from "../../lib/leasing.server.ts";
import type { CreateOrderBody } from "../../lib/order.server.ts";
import { orderParams, positiveId, startOrder, validGroupId } from "../../lib/order-entry.server.ts";
import {
  carOfKey,
  ORDER_CAR_PARAM,
  ORDER_ERROR_PARAM,
  ORDER_FORM_FIELDS,
  ORDER_LIST_PARAM,
  type OrderErrorCode,
  validOrderKey,
} from "../../lib/order-entry.ts";
import type { Route } from "./+types/create";

// POST /zamow-online: every "Zamów online" button (model page, car cards, /wybierz/…) posts here. A
// plain form, so it works without JavaScript: the car (variantId, or groupId for a group's cheapest offer;
// /wybierz sends `wersja` + `kolor`), the idempotency key rendered with the button, and the page to go
// back to. Success: the order's secret goes into the httpOnly `vhs_order` cookie and the visitor to
// /zamow/{uuid} (303). Failure: back to that page with `zamow-blad` (a code, the message is the page's)
// and the submitted choices, so nothing chosen is lost; never a 500.

/** GET (a bookmarked or typed address): nothing to create; the home page. */
export function loader() {
  return redirect("/", 302);
}

const CAR_KEY = /^[A-Za-z0-9_-]{1,80}$/;

function backWithError(
  back: string,
  code: OrderErrorCode,
  carKey: string | undefined,
  values: Record<string, string>,
): string {
  const [path = "/", query = ""] = back.split("?", 2);
  const params = new URLSearchParams(query);
  // The choices of a GET form (/wybierz: version, colour, parameters) come back into the address.
  for (const [name, value] of Object.entries(values)) {
    if ((ORDER_FORM_FIELDS as readonly string[]).includes(name) || name === "carKey" || name === "campaign")
      continue;
    if (value.length <= 200) params.set(name, value);
  }
  params.set(ORDER_ERROR_PARAM, code);
  if (carKey && CAR_KEY.test(carKey)) params.set(ORDER_CAR_PARAM, carKey);
  if (values.list && CAR_KEY.test(values.list)) params.set(ORDER_LIST_PARAM, values.list);
  return `${path}?${params}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const back = safeBackPath(values.back, "/");
  const fail = (code: OrderErrorCode) =>
    redirect(backWithError(back, code, values.carKey, values), { status: 303 });

  const catalog = catalogApi(context);
  // A car card's button sends only its car key (the list's form carries the key and the way back).
  const fromCard = carOfKey(values.carKey);
  let variantId = positiveId(values.variantId ?? values.kolor ?? fromCard.variantId);
  const groupId = values.groupId ?? values.wersja ?? fromCard.groupId;
  if (groupId !== undefined && !validGroupId(groupId)) return fail("niedostepny");
  if (variantId !== null && groupId) {
    // /wybierz without JavaScript: a colour left from another version than the one now chosen is
    // dropped (the version's cheapest offer is ordered instead).
    const group = await catalog.cached<CarDetail>("/v3/car/", { groupId, showPrice: 1 });
    if (group.error && group.status === 404) return fail("niedostepny");
    if (!group.error && !group.data.offers.some((o) => o.id === variantId)) variantId = null;
  }
  if (variantId === null && !groupId) return fail("niedostepny");

  const params = orderParams(values, request.headers.get("cookie"));
  if (!params.ok) return fail("parametry");

  const body: CreateOrderBody =
    variantId !== null ? { variantId, ...params.params } : { groupId: groupId!, ...params.params };
  // A list's one form starts orders of several cars (its cards): there the car is part of the key.
  const key =
    validOrderKey(values.listKey) && values.carKey && CAR_KEY.test(values.carKey)
      ? `${values.listKey}:${values.carKey}`
      : validOrderKey(values.idempotencyKey)
        ? values.idempotencyKey
        : null;
  const started = await startOrder(catalog.api, request, body, key, values.campaign);
  if (!started.ok) return fail(started.code);
  return redirect(started.location, { status: 303, headers: { "Set-Cookie": started.cookie } });
}
