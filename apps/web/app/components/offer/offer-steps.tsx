import { formatDate, formatPln } from "@vhs/domain/format.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import type { GoneOffer as Gone, OfferStep } from "../../lib/offer.ts";

// The steps' frame (a numbered list saying which are done), the payment of the initial fee, the final
// states and an expired or withdrawn offer.

export interface StepInfo {
  id: string;
  title: string;
  state: "done" | "current" | "todo";
}

export function stepsOf(offer: OfferView, step: OfferStep): StepInfo[] {
  const order: OfferStep[] = ["form", "pin", "documents", "done"];
  const at = order.indexOf(step);
  const state = (i: number): StepInfo["state"] => (i < at ? "done" : i === at ? "current" : "todo");
  const steps: StepInfo[] = [
    { id: "krok-dane", title: "Twoje dane", state: state(0) },
    { id: "krok-kod", title: "Potwierdzenie kodem SMS", state: state(1) },
    {
      id: "krok-dokumenty",
      title: "Dokumenty",
      state: offer.status === "documents_complete" || step === "done" ? "done" : state(2),
    },
  ];
  if (offer.payment.enabled)
    steps.push({
      id: "krok-platnosc",
      title: "Opłata wstępna",
      state: offer.payment.status === "paid" ? "done" : at >= 2 ? "current" : "todo",
    });
  return steps;
}

/** One step's section: its number, title and state; the current one open, the others folded. */
export function StepSection({
  info,
  number,
  summary,
  children,
}: {
  info: StepInfo;
  number: number;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  const badge =
    info.state === "done"
      ? "bg-green-700 text-white"
      : info.state === "current"
        ? "bg-brand-700 text-white"
        : "bg-slate-200 text-slate-800";
  const stateText = info.state === "done" ? "zrobione" : info.state === "current" ? "teraz" : "później";
  return (
    <li
      id={info.id}
      className="scroll-mt-4 rounded-2xl border border-slate-200 p-4 sm:p-5"
      aria-current={info.state === "current" ? "step" : undefined}
    >
      <h2 className="flex items-center gap-3 text-lg font-semibold sm:text-xl">
        <span
          aria-hidden="true"
          className={`grid size-8 shrink-0 place-items-center rounded-full text-sm ${badge}`}
        >
          {info.state === "done" ? "✓" : number}
        </span>
        <span>
          {info.title}
          <span className="sr-only">
            {" "}
            — krok {number}, {stateText}
          </span>
        </span>
      </h2>
      {summary && <div className="mt-2 text-slate-700">{summary}</div>}
      {children && <div className="mt-4">{children}</div>}
    </li>
  );
}

/** While a payment the customer came back from is not confirmed yet, the page asks again every 3 s. */
function usePendingRefresh(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

export function PaymentStep({
  offer,
  token,
  message,
  returned = false,
}: {
  offer: OfferView;
  token: string;
  message?: string | undefined;
  /** Back from the provider's page. */
  returned?: boolean;
}) {
  usePendingRefresh(returned && offer.payment.status === "pending");
  const { payment } = offer;
  if (payment.status === "paid")
    return (
      <p className="font-medium text-green-800">
        Opłata wstępna {formatPln(payment.amountGross)} jest zapłacona. Dziękujemy!
      </p>
    );
  return (
    <div className="space-y-3">
      <p>
        Opłatę wstępną w wysokości <strong>{formatPln(payment.amountGross)} brutto</strong> możesz zapłacić od
        razu online — szybkim przelewem, BLIK-iem lub kartą. Możesz też zapłacić przelewem po podpisaniu
        umowy.
      </p>
      {payment.status === "pending" && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
          {returned
            ? "Czekamy na potwierdzenie płatności od operatora płatności — zwykle trwa to kilka sekund."
            : "Płatność jest w toku. Jeśli jej nie dokończono, możesz zacząć ją jeszcze raz."}
        </p>
      )}
      {payment.status === "failed" && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-red-900">
          Płatność się nie udała. Spróbuj jeszcze raz.
        </p>
      )}
      {message && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {message}
        </p>
      )}
      <Form method="post" action={`/oferta/${token}`} reloadDocument>
        <input type="hidden" name="intent" value="pay" />
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Zapłać opłatę wstępną online
        </button>
      </Form>
    </div>
  );
}

/** Confirmed and documents sent, or accepted: what happens next. */
export function FinalState({ offer }: { offer: OfferView }) {
  const accepted = offer.status === "accepted";
  return (
    <div role="status" className="rounded-2xl border border-green-700 bg-green-50 p-5 text-green-950">
      <h2 className="text-xl font-semibold">
        {accepted ? "Oferta przyjęta do realizacji" : "Wszystko gotowe — dziękujemy!"}
      </h2>
      <p className="mt-2">
        {accepted
          ? "Przygotowujemy umowę leasingu. Doradca skontaktuje się z Tobą, aby ustalić podpisanie umowy i odbiór samochodu."
          : `Oferta jest potwierdzona${offer.personal.confirmedAt ? ` (${formatDate(offer.personal.confirmedAt)})` : ""}, a dokumenty przesłane. Doradca sprawdzi je i odezwie się w ciągu jednego dnia roboczego.`}
      </p>
    </div>
  );
}

/** An expired or withdrawn offer: said plainly, with the way to a new one. */
export function ClosedState({ offer }: { offer: OfferView }) {
  const phone = offer.operator.phone;
  return (
    <div role="status" className="rounded-2xl border border-slate-300 bg-slate-50 p-5">
      <h2 className="text-xl font-semibold">
        {offer.withdrawn || offer.status === "withdrawn" ? "Ta oferta została wycofana" : "Ta oferta wygasła"}
      </h2>
      <p className="mt-2">
        {offer.withdrawn || offer.status === "withdrawn"
          ? "Doradca wycofał tę ofertę, więc nie można jej już potwierdzić."
          : `Oferta była ważna do ${formatDate(offer.validUntil)}. Ceny i raty mogły się zmienić, dlatego przygotujemy dla Ciebie nową.`}
      </p>
      <p className="mt-3">Poproś o nową ofertę:</p>
      <ul className="mt-1 flex flex-wrap gap-3">
        {phone && (
          <li>
            <a className="btn-primary" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
              Zadzwoń: {phone}
            </a>
          </li>
        )}
        <li>
          <a className="btn-secondary" href="/kontakt">
            Napisz do nas
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The page of an offer the API no longer shows (410): its reason, with the salesperson's contact. */
export function GoneOffer({ gone }: { gone: Gone }) {
  const withdrawn = gone.code === "OFFER_WITHDRAWN";
  return (
    <div className="mx-auto max-w-2xl pt-10 pb-16">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {withdrawn ? "Ta oferta została wycofana" : "Ta oferta wygasła"}
      </h1>
      <p className="mt-3 text-lg">{gone.message}</p>
      <p className="mt-6 font-semibold">Co możesz zrobić</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        <li>
          <a className="btn-primary" href="/kontakt">
            Poproś o nową ofertę
          </a>
        </li>
        <li>
          <a className="btn-secondary" href="/o2">
            Znajdź inne swoje oferty
          </a>
        </li>
      </ul>
    </div>
  );
}
