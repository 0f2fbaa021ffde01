import { formatDate } from "@vhs/domain/format.ts";
import { OFFER_STATUS_LABELS, type OfferStatusName } from "@vhs/domain/offer-contract.ts";
import { data, Form, Link } from "react-router";
import { ClosedState, GoneOffer } from "../../components/offer/offer-steps.tsx";
import { OfferDetails, OfferHero } from "../../components/offer/offer-summary.tsx";
import { TextField } from "../../components/order/fields.tsx";
import { apiContext } from "../../lib/context.ts";
import { lookUpOffer, offerToken } from "../../lib/offer.server.ts";
import { offerStep } from "../../lib/offer.ts";
import { type LinkStage, linksForCode, sendLinkCode } from "../../lib/offer-external.server.ts";
import { OFFER_PAGE_HEADERS, offerPageMeta } from "../../lib/offer-meta.ts";
import type { Route } from "./+types/external";
// The root renders this page in the slim shell: its module comes with the page (preloaded, not fetched
// after hydration).
import "../../components/slim-shell.tsx";

// /o2/{token}: an offer whose car is not from our stock (made from the dictionaries), with its
// specification and the way into the online order. /o2 alone: a customer with a phone finds the links
// of their offers — phone → SMS code → the links (POST /v3/get-offer-link), without JavaScript too.

/** The minimal shell, with help instead of a way back to the catalogue. */
export const handle = { layout: "offer" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.token === undefined) return { view: "entry" as const };
  const token = offerToken(request, params.token);
  const found = await lookUpOffer(context.get(apiContext), request, token);
  if (found.kind === "gone") return { view: "gone" as const, gone: found.gone };
  return { view: "offer" as const, token, offer: found.offer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.token !== undefined) offerToken(request, params.token);
  const form = await request.formData();
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const api = context.get(apiContext);
  const phone = value("phone");
  if (!phone)
    return data<LinkStage>(
      { stage: "phone", phone, errors: { phone: "Podaj numer telefonu, na który dostałeś ofertę." } },
      422,
    );
  const answer =
    value("intent") === "links"
      ? await linksForCode(api, phone, value("pin"))
      : await sendLinkCode(api, phone);
  return data(answer.body, answer.status);
}

export function headers() {
  return OFFER_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.view === "offer")
    return offerPageMeta(matches, `Oferta leasingu: ${loaderData.offer.car.name}`);
  if (loaderData?.view === "gone") return offerPageMeta(matches, "Oferta nieaktualna");
  return offerPageMeta(matches, "Twoje oferty leasingu — link przez SMS");
}

export default function ExternalOffer({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.view === "entry") return <OfferLinkEntry answer={actionData as LinkStage | undefined} />;
  if (d.view === "gone") return <GoneOffer gone={d.gone} />;
  const { offer, token } = d;
  const closed = offerStep(offer) === "closed";
  return (
    <div className="pb-16">
      <OfferHero offer={offer}>
        {!closed && (
          <Form method="post" action={`/o2/${token}/wniosek`} className="mt-4">
            <button type="submit" className="btn-primary w-full">
              Złóż wniosek online
            </button>
          </Form>
        )}
        <Link to={`/o2/${token}/specyfikacja`} className="btn-secondary mt-3 block text-center">
          Pełna specyfikacja samochodu
        </Link>
      </OfferHero>
      {closed && (
        <div className="mt-6">
          <ClosedState offer={offer} />
        </div>
      )}
      <OfferDetails offer={offer} />
    </div>
  );
}

function OfferLinkEntry({ answer }: { answer: LinkStage | undefined }) {
  const stage = answer?.stage ?? "phone";
  // What was typed and refused comes back into the form.
  const typed = answer && answer.stage !== "links" ? answer : undefined;
  return (
    <div className="mx-auto max-w-xl pt-8 pb-16">
      <h1 className="text-2xl font-bold sm:text-3xl">Twoje oferty leasingu</h1>
      <p className="mt-2 text-slate-700">
        Zgubiłeś SMS z linkiem do oferty? Podaj numer telefonu, na który przygotowaliśmy ofertę. Wyślemy kod
        SMS, a po jego wpisaniu pokażemy linki do Twoich ofert.
      </p>
      {answer?.stage === "links" ? (
        <section aria-labelledby="linki" className="mt-6">
          <h2 id="linki" className="text-xl font-semibold">
            {answer.links.length > 0 ? "Twoje oferty" : "Nie znaleźliśmy ofert"}
          </h2>
          {answer.links.length > 0 ? (
            <ul className="mt-3 space-y-3">
              {answer.links.map((l) => (
                <li key={l.path} className="rounded-lg border border-slate-200 p-4">
                  <a href={l.path} className="font-semibold text-brand-700 underline">
                    {l.title}
                  </a>
                  <p className="text-sm text-slate-700">
                    {l.status && l.status in OFFER_STATUS_LABELS
                      ? OFFER_STATUS_LABELS[l.status as OfferStatusName]
                      : null}
                    {l.status && l.validUntil ? " · " : null}
                    {l.validUntil ? `ważna do ${formatDate(l.validUntil)}` : null}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">
              Pod tym numerem nie ma aktualnych ofert. Zadzwoń do swojego doradcy albo{" "}
              <a className="underline" href="/kontakt">
                napisz do nas
              </a>
              .
            </p>
          )}
        </section>
      ) : (
        <Form method="post" action="/o2" className="mt-6 space-y-4" noValidate>
          {answer?.message && (
            <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
              {answer.message}
            </p>
          )}
          {stage === "pin" && answer?.stage === "pin" && answer.sent && (
            <p
              role="status"
              className="rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
            >
              {answer.sent}
            </p>
          )}
          <TextField
            name="phone"
            label="Numer telefonu"
            type="tel"
            mask="phone"
            autoComplete="tel-national"
            required
            values={{ phone: typed?.phone ?? "" }}
            errors={typed?.errors}
          />
          {stage === "pin" ? (
            <>
              <div className="space-y-1">
                <TextField
                  name="pin"
                  label="Kod z SMS-a"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  values={{}}
                  errors={typed?.errors}
                />
              </div>
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value="links" className="btn-primary">
                  Pokaż moje oferty
                </button>
                <button type="submit" name="intent" value="send-code" className="btn-secondary">
                  Wyślij kod ponownie
                </button>
              </div>
            </>
          ) : (
            <button type="submit" name="intent" value="send-code" className="btn-primary">
              Wyślij kod
            </button>
          )}
        </Form>
      )}
    </div>
  );
}
