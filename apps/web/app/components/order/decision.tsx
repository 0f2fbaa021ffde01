import { formatPlnFor } from "@vhs/domain/format.ts";
import type { DigitalOrder, OrderStatusView } from "../../lib/order-types.ts";
import { Poll } from "./poll.tsx";

const EFFECT_LABEL: Record<string, string> = {
  pass: "spełnione",
  info: "informacja",
  manual_review: "do oceny analityka",
  rejected: "niespełnione",
};

/**
 * The decision screen: the status in a live region, polled until final (checkStatus → pollAfterMs), then
 * the outcome with its reasons and, on approval, the offer as a PDF.
 */
export function DecisionView({ order, status }: { order: DigitalOrder; status: OrderStatusView }) {
  const decision = status.final ? order.decision : null;
  const tone =
    status.status === "approved"
      ? "border-green-700 bg-green-50 text-green-950"
      : status.status === "rejected"
        ? "border-red-700 bg-red-50 text-red-950"
        : status.final
          ? "border-amber-700 bg-amber-50 text-amber-950"
          : "border-brand-700 bg-brand-50 text-slate-900";
  return (
    <div className="space-y-6">
      {/* The box keeps its height from "checking" to the outcome, and everything that arrives with the
          decision goes below what is already on the screen: nothing the visitor reads moves. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={`min-h-52 rounded-lg border-2 p-5 sm:min-h-40 ${tone}`}
      >
        <p className="text-sm">Status wniosku {order.reference}</p>
        <p className="text-2xl font-bold" data-testid="status-wniosku">
          {status.statusLabel}
        </p>
        <p className="mt-1">{status.statusDescription}</p>
        {!status.final && (
          <p className="mt-2 text-sm">Sprawdzamy status co kilka sekund — nie zamykaj tej strony.</p>
        )}
      </div>
      {!status.final && status.pollAfterMs !== null && <Poll ms={status.pollAfterMs} token={status} />}

      <section aria-labelledby="wniosek-dane" className="rounded-lg bg-slate-50 p-5">
        <h2 id="wniosek-dane" className="text-lg font-semibold">
          Wniosek
        </h2>
        <p>
          {order.car.brand} {order.car.model} {order.car.version} ({order.car.year}) ·{" "}
          {order.leasing.duration} miesięcy · opłata wstępna {order.leasing.initialFee} % · wykup{" "}
          {order.leasing.repurchase} %
        </p>
        {order.quote && (
          <p>
            Rata:{" "}
            {formatPlnFor(order.leasing.client, order.quote.installmentNet, order.quote.installmentGross)}
          </p>
        )}
      </section>

      {decision && (
        <section aria-labelledby="uzasadnienie">
          <h2 id="uzasadnienie" className="text-xl font-semibold">
            Na czym opiera się decyzja
          </h2>
          <ul className="mt-3 space-y-2">
            {decision.reasons.map((r) => (
              <li key={r.code} className="rounded border border-slate-200 p-3">
                <span className="text-sm font-semibold text-slate-700">
                  {EFFECT_LABEL[r.effect] ?? r.effect}:{" "}
                </span>
                {r.message}
              </li>
            ))}
          </ul>
        </section>
      )}

      {status.final && status.documentAvailable && (
        <section aria-labelledby="oferta" className="rounded-lg border border-slate-200 p-5">
          <h2 id="oferta" className="text-xl font-semibold">
            Twoja oferta leasingowa
          </h2>
          <p className="mt-1 text-slate-700">
            Oferta z decyzją, ratą i warunkami — ważna 30 dni. Doradca skontaktuje się z Tobą w sprawie umowy.
          </p>
          <a href={`/pobierz/${order.uuid}`} download className="btn-primary mt-3">
            Pobierz ofertę (PDF)
          </a>
        </section>
      )}
    </div>
  );
}
