import { OFFER_STATUS_LABELS, type OfferView } from "@vhs/domain/offer-contract.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { DocumentsStep } from "../../components/offer/documents-step.tsx";
import {
  ClosedState,
  FinalState,
  GoneOffer,
  PaymentStep,
  StepSection,
  stepsOf,
} from "../../components/offer/offer-steps.tsx";
import { OfferDetails, OfferHero } from "../../components/offer/offer-summary.tsx";
import { PersonalForm } from "../../components/offer/personal-form.tsx";
import { PinStep } from "../../components/offer/pin-step.tsx";
import { emitWithContact, useBecameTrue } from "../../lib/business-events.ts";
import { loadOffer, type OfferActionAnswer, offerAction } from "../../lib/offer.server.ts";
import { noticeOf, OFFER_NOTICES, offerStep } from "../../lib/offer.ts";
import { storedValues } from "../../lib/offer-form.ts";
import { OFFER_PAGE_HEADERS, offerPageMeta } from "../../lib/offer-meta.ts";
import type { Route } from "./+types/offer";
// The root renders this page in the slim shell: its module comes with the page (preloaded, not fetched
// after hydration).
import "../../components/slim-shell.tsx";

/** /oferta/{token}: the offer from the SMS link, and its steps (data, PIN, documents, payment). */
/** The minimal shell, with help instead of a way back to the catalogue. */
export const handle = { layout: "offer" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { ...(await loadOffer(request, params.token, context)), renderedAt: Date.now() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return offerAction(request, params.token, context);
}

/** One customer's page with personal data: never stored, indexed or sent on as a referrer. */
export function headers() {
  return OFFER_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const found = loaderData?.found;
  if (found?.kind === "gone") return offerPageMeta(matches, "Oferta nieaktualna");
  return offerPageMeta(matches, found ? `Oferta leasingu: ${found.offer.car.name}` : null);
}

/** Analytics: the offer confirmed with its SMS code on this page (SPEC §3); no token, no personal data. */
function OfferEvents({ offer }: { offer: OfferView }) {
  useBecameTrue(offer.personal.confirmed, () => {
    const fields = { purpose: offer.client, ...(offer.car.brand ? { brand: offer.car.brand } : {}) };
    void emitWithContact(
      "offer-confirmed",
      { ...fields, ...(offer.car.model ? { model: offer.car.model } : {}) },
      { email: offer.personal.summary?.email },
    );
  });
  return null;
}

export default function OfferPage({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.found.kind === "gone") return <GoneOffer gone={d.found.gone} />;
  const { offer } = d.found;
  const { token } = d;
  const answer = actionData as OfferActionAnswer | undefined;
  const step = d.editing && offer.personal.stored && !offer.personal.confirmed ? "form" : offerStep(offer);
  const notice = noticeOf(d.notice);
  const steps = stepsOf(offer, step === "closed" ? "form" : step);
  const formValues = answer?.intent === "store" ? answer.values : storedValues(offer);
  const errorsFor = (intent: string) => (answer?.intent === intent ? answer.errors : undefined);
  const messageFor = (intent: string) => (answer?.intent === intent ? answer.message : undefined);
  const [form, pin, documents, payment] = steps;
  return (
    <div className="pb-16">
      <OfferEvents offer={offer} />
      <OfferHero offer={offer}>
        {step !== "closed" && step !== "done" && (
          <a
            href={`#${steps.find((s) => s.state === "current")?.id ?? "kroki"}`}
            className="btn-primary mt-4 block text-center"
          >
            {step === "form"
              ? "Akceptuję — przejdź dalej"
              : step === "pin"
                ? "Wpisz kod z SMS-a"
                : "Prześlij dokumenty"}
          </a>
        )}
      </OfferHero>
      {notice && (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900"
        >
          {OFFER_NOTICES[notice]}
        </p>
      )}
      {step === "closed" ? (
        <div className="mt-6">
          <ClosedState offer={offer} />
        </div>
      ) : (
        <section aria-labelledby="kroki-tytul" className="mt-8" id="kroki">
          <h2 id="kroki-tytul" className="text-xl font-bold sm:text-2xl">
            {step === "done" ? "Status oferty" : "Potwierdź ofertę w kilku krokach"}
          </h2>
          <p className="mt-1 text-slate-700">Status: {OFFER_STATUS_LABELS[offer.status]}.</p>
          {step === "done" && (
            <div className="mt-4">
              <FinalState offer={offer} />
            </div>
          )}
          <ol className="mt-4 space-y-4">
            <StepSection
              info={{ ...form!, state: step === "form" ? "current" : form!.state }}
              number={1}
              summary={offer.personal.stored && step !== "form" ? "Dane zapisane." : undefined}
            >
              {step === "form" && (
                <PersonalForm
                  offer={offer}
                  token={token}
                  values={formValues}
                  errors={errorsFor("store")}
                  message={messageFor("store")}
                />
              )}
            </StepSection>
            <StepSection
              info={pin!}
              number={2}
              summary={offer.personal.confirmed ? "Oferta potwierdzona kodem SMS." : undefined}
            >
              {step === "pin" && (
                <PinStep
                  offer={offer}
                  token={token}
                  errors={errorsFor("confirm-pin") ?? errorsFor("regenerate-pin")}
                  message={messageFor("confirm-pin") ?? messageFor("regenerate-pin")}
                  renderedAt={d.renderedAt}
                />
              )}
            </StepSection>
            <StepSection info={documents!} number={3}>
              {(step === "documents" || step === "done") && (
                <DocumentsStep
                  offer={offer}
                  token={token}
                  upload={answer?.intent === "upload" ? answer.upload : undefined}
                  message={messageFor("delete")}
                />
              )}
            </StepSection>
            {payment && (
              <StepSection info={payment} number={4}>
                {(step === "documents" || step === "done") && (
                  <PaymentStep
                    offer={offer}
                    token={token}
                    message={messageFor("pay")}
                    returned={d.paymentReturn}
                  />
                )}
              </StepSection>
            )}
          </ol>
        </section>
      )}
      <OfferDetails offer={offer} />
      <p className="mt-8 text-sm text-slate-600">
        Oferta przygotowana{" "}
        {new Date(offer.createdAt).toLocaleDateString("pl-PL", { timeZone: "Europe/Warsaw" })} przez{" "}
        {SITE_NAME}. Nie jest wiążąca do czasu podpisania umowy leasingu.
      </p>
    </div>
  );
}
