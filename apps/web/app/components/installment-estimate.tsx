import { formatPlnWhole } from "@vhs/domain/format.ts";
import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { calculateLease, type PriceType } from "@vhs/domain/leasing-math.ts";
import { useLeasingShell } from "../lib/leasing-shell.ts";

/**
 * The monthly instalment of one configuration (a chosen car and the parameters in the form on the page,
 * not the visitor's saved ones), by the same domain function and current rate as every other instalment
 * of the site. Netto for firms, brutto for consumers; the fee and the buy-out in the same basis.
 * `params` null (the form's parameters are invalid) or no price: a hint instead of a figure.
 */
export function InstallmentEstimate({
  price,
  priceType,
  params,
  id,
}: {
  price: number | null;
  priceType: PriceType;
  params: LeasingParams | null;
  id?: string;
}) {
  const rates = useLeasingShell()?.rates ?? null;
  let body: React.ReactNode;
  if (!rates) {
    body = <p>Nie możemy teraz policzyć raty. Spróbuj ponownie za chwilę.</p>;
  } else if (!params) {
    body = <p>Popraw parametry leasingu, a policzymy ratę.</p>;
  } else if (price === null || !(price > 0)) {
    body = <p>Podaj cenę samochodu, a policzymy ratę.</p>;
  } else {
    const lease = calculateLease({ price, priceType, ...params, annualRatePct: rates[params.client] });
    const gross = params.client === "consumer";
    const basis = gross ? "brutto" : "netto";
    body = (
      <>
        <p className="text-lg">
          Rata:{" "}
          <strong
            className="text-2xl text-brand-700"
            data-installment={(gross ? lease.installmentGross : lease.installmentNet).toFixed(2)}
          >
            {formatPlnWhole(gross ? lease.installmentGross : lease.installmentNet)} {basis}/mies.
          </strong>
        </p>
        <p className="text-sm text-slate-700">
          {params.duration} rat · opłata wstępna{" "}
          {formatPlnWhole(gross ? lease.initialFeeGross : lease.initialFeeNet)} {basis} · wykup{" "}
          {formatPlnWhole(gross ? lease.repurchaseGross : lease.repurchaseNet)} {basis}
        </p>
      </>
    );
  }
  return (
    <div id={id} aria-live="polite" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      {body}
    </div>
  );
}
