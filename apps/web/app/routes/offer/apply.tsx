import { formatPln } from "@vhs/domain/format.ts";
import { data, Form, Link, redirect } from "react-router";
import { apiContext } from "../../lib/context.ts";
import { getOffer, isGone, offerToken } from "../../lib/offer.server.ts";
import { amountsOf, offerStep } from "../../lib/offer.ts";
import { orderFromOffer } from "../../lib/offer-external.server.ts";
import { OFFER_PAGE_HEADERS, offerPageMeta } from "../../lib/offer-meta.ts";
import { ORDER_ERROR_MESSAGES } from "../../lib/order-entry.ts";
import type { Route } from "./+types/apply";
// The root renders this page in the slim shell: its module comes with the page (preloaded, not fetched
// after hydration).
import "../../components/slim-shell.tsx";

// /o2/{token}/wniosek: the external offer handed over to the online order. The buttons on the offer's
// pages post here; the order is created with the offer's car and parameters (POST /digital-order/create,
// one order per offer) and the customer goes on to /zamow/{uuid}. A GET (a typed or shared address) shows
// what will happen, with the same button.

/** The minimal shell, with help instead of a way back to the catalogue. */
export const handle = { layout: "offer" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = offerToken(request, params.token);
  const offer = await getOffer(context.get(apiContext), request, token);
  // Closed: the API's reason, as the offer's own page shows it.
  if (isGone(offer)) throw data(offer, { status: 410 });
  return { token, offer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const token = offerToken(request, params.token);
  const api = context.get(apiContext);
  const offer = await getOffer(api, request, token);
  if (isGone(offer) || offerStep(offer) === "closed")
    return data({ message: "Ta oferta jest już nieaktualna. Poproś doradcę o nową." }, 409);
  const started = await orderFromOffer(api, request, token, offer);
  if (!started)
    return data(
      {
        message: "Tego samochodu nie da się zamówić online. Zadzwoń do doradcy, a przygotuje wniosek z Tobą.",
      },
      409,
    );
  if (started.ok)
    return redirect(started.location, { status: 303, headers: { "Set-Cookie": started.cookie } });
  const detail = started.fields[0]?.message;
  return data(
    {
      message: detail
        ? `${ORDER_ERROR_MESSAGES[started.code]} (${detail})`
        : ORDER_ERROR_MESSAGES[started.code],
    },
    started.status === 422 ? 422 : 503,
  );
}

export { OfferErrorBoundary as ErrorBoundary } from "../../components/offer/offer-boundary.tsx";

export function headers() {
  return OFFER_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return offerPageMeta(matches, loaderData ? `Wniosek online: ${loaderData.offer.car.name}` : null);
}

export default function Apply({ loaderData: { token, offer }, actionData }: Route.ComponentProps) {
  const a = amountsOf(offer);
  return (
    <div className="mx-auto max-w-xl pt-8 pb-16">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">
        <span className="block text-base font-semibold text-slate-700">Wniosek leasingowy online</span>
        {offer.car.name}
      </h1>
      <p className="mt-3">
        Przeniesiemy samochód i warunki z oferty do wniosku: rata {formatPln(a.installment)} {a.suffix},{" "}
        {offer.duration} mies., opłata wstępna {offer.initialFee}%, wykup {offer.repurchase}%. We wniosku
        podasz dane {offer.client === "consumer" ? "osobowe" : "firmy"} i sprawdzisz rachunek w banku —
        decyzję dostaniesz w 15 minut.
      </p>
      {actionData?.message && (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {actionData.message}
        </p>
      )}
      {offerStep(offer) !== "closed" && (
        <Form method="post" action={`/o2/${token}/wniosek`} className="mt-6">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Złóż wniosek online
          </button>
        </Form>
      )}
      <p className="mt-4">
        <Link to={`/o2/${token}`} className="text-brand-700 underline">
          Wróć do oferty
        </Link>
      </p>
    </div>
  );
}
