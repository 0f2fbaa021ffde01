import { redirect } from "react-router";
import { apiContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import { rememberOrderCookie, validOrderSecret, validOrderUuid } from "../../lib/order.server.ts";
import type { DigitalOrder } from "../../lib/order-types.ts";
import type { Route } from "./+types/return";

/**
 * /powrot/{uuid}/{secret}: the personal link e-mailed to the owner. A valid pair (checked by the API in
 * constant time) is remembered in the httpOnly cookie and the browser goes on to the step to continue,
 * without the secret in the address; a wrong pair is the Polish 404 (rendered by the root, hence the
 * empty screen component: a resource route could only answer it as bare JSON).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The 404's message names the path: never echo the (wrong) secret back.
  const path = "/powrot";
  const uuid = params.uuid.toLowerCase();
  const secret = params.secret;
  if (!validOrderUuid(uuid) || !validOrderSecret(secret)) notFound(path);
  const result = await context.get(apiContext).get<DigitalOrder>("/digital-order/get", { uuid, secret });
  if (result.error) {
    if (result.status === 404 || result.status === 422) notFound(path);
    throw new Response("Usługa jest chwilowo niedostępna.", { status: 503 });
  }
  const order = result.data;
  const step = order.status === "draft" ? (order.nextStep ?? "bank") : "decyzja";
  return redirect(`/zamow/${uuid}?krok=${step}`, {
    status: 303,
    headers: {
      "Set-Cookie": rememberOrderCookie(request, uuid, secret),
      "Cache-Control": "no-store, private",
    },
  });
}

export function headers() {
  return { "Cache-Control": "no-store, private" };
}

export default function ReturnRoute() {
  return null;
}
