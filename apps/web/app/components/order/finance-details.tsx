// The last step of /sfinansuj-online (routes/order/finance.tsx): the car's year, price and mileage, the
// leasing parameters with the estimate, and "Zamów online".
import { formatPlnWhole } from "@vhs/domain/format.ts";
import type { PriceType } from "@vhs/domain/leasing-math.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import {
  type DictVersion,
  type FinanceValues,
  financePrice,
  ORDER_ONLY_FIELDS,
  versionYears,
} from "../../lib/finance.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import type { action } from "../../routes/order/finance.tsx";
import { InstallmentEstimate } from "../installment-estimate.tsx";
import { LeasingParamsFields, type ParamsDraft, updateDraft } from "../leasing-params-fields.tsx";
import { useOrderKey } from "../order-button.tsx";
import { FieldError, Step } from "./finance-steps.tsx";

export function Details({
  version,
  values,
  errors,
  thisYear,
  modelPath,
  onRecalculate,
}: {
  version: DictVersion;
  values: FinanceValues;
  errors: Record<string, string | undefined>;
  thisYear: number;
  modelPath: string;
  onRecalculate: (href: string) => void;
}) {
  const hydrated = useHydrated();
  // With JavaScript the order goes through a fetcher: refused details come back here without a
  // navigation (the steps loaded by the page's fetcher stay), success redirects to /zamow/{uuid}.
  const order = useFetcher<typeof action>();
  const [showOrderErrors, setShowOrderErrors] = useState(false);
  const shown =
    showOrderErrors && order.data ? (order.data.errors as Record<string, string | undefined>) : errors;
  const keyId = useId();
  const idempotencyKey = useOrderKey(keyId);
  const [draft, setDraft] = useState<ParamsDraft>({
    client: values.client,
    duration: values.duration,
    initialFee: values.initialFee,
    repurchase: values.repurchase,
  });
  const [price, setPrice] = useState(values.price);
  const [priceType, setPriceType] = useState(values.priceType);
  const years = versionYears(version, thisYear);
  const params = checkLeasingParams({ ...draft }).params;
  const amount = financePrice(price);
  const postTo = `${modelPath}?${new URLSearchParams({ wersja: String(version.id) })}`;
  const described = (name: string, hint?: string) =>
    [shown[name] ? `${name}-blad` : null, hint ?? null].filter(Boolean).join(" ") || undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (submitter?.getAttribute("formmethod") === "post") {
      setShowOrderErrors(true);
      void order.submit(form, { method: "post", action: postTo });
      return;
    }
    setShowOrderErrors(false);
    const query = new URLSearchParams();
    for (const [k, v] of form)
      if (typeof v === "string" && !ORDER_ONLY_FIELDS.includes(k)) query.append(k, v);
    onRecalculate(`${modelPath}?${query}`);
  }

  return (
    <Step n={4} title="Samochód, cena i leasing">
      <p className="text-sm text-slate-700" data-testid="wersja-slownik">
        {version.name}: {version.bodyLabel.toLowerCase()}, {version.fuelLabel.toLowerCase()},{" "}
        {version.powerKm} KM, CO₂ {version.co2} g/km · cena katalogowa nowego{" "}
        {formatPlnWhole(version.priceNet)} netto ({formatPlnWhole(version.priceGross)} brutto)
      </p>
      {shown._form && (
        <p
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {shown._form}
        </p>
      )}
      <form method="get" action={modelPath} noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <input type="hidden" name="wersja" value={version.id} />
        <div>
          <label htmlFor="year" className="block font-medium">
            Rok produkcji
          </label>
          <select
            id="year"
            name="year"
            defaultValue={values.year}
            className="mt-1 rounded-md border border-slate-500 px-3 py-2"
            aria-invalid={shown.year ? true : undefined}
            aria-describedby={described("year")}
          >
            {!years.includes(Number(values.year)) && (
              <option value={values.year}>{values.year || "—"}</option>
            )}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <FieldError id="year-blad" message={shown.year} />
        </div>

        <div>
          <label htmlFor="price" className="block font-medium">
            Cena zakupu (zł)
          </label>
          <input
            id="price"
            name="price"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            className="mt-1 w-full max-w-xs rounded-md border border-slate-500 px-3 py-2"
            aria-invalid={shown.price ? true : undefined}
            aria-describedby={described("price", "price-podpowiedz")}
          />
          <p id="price-podpowiedz" className="mt-1 text-sm text-slate-600">
            Cena z faktury lub umowy, np. 89 000.
          </p>
          <FieldError id="price-blad" message={shown.price} />
        </div>

        <fieldset aria-describedby={shown.priceType ? "priceType-blad" : undefined}>
          <legend className="font-medium">Cena jest</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(["net", "gross"] as const).map((t) => (
              <label key={t} className="choice">
                <input
                  type="radio"
                  name="priceType"
                  value={t}
                  checked={priceType === t}
                  onChange={() => setPriceType(t)}
                />
                <span>{t === "net" ? "netto (faktura VAT)" : "brutto"}</span>
              </label>
            ))}
          </div>
          <FieldError id="priceType-blad" message={shown.priceType} />
        </fieldset>

        <fieldset aria-describedby={shown.seller ? "seller-blad" : undefined}>
          <legend className="font-medium">Sprzedawca</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(
              [
                ["dealer", "Dealer lub komis"],
                ["private", "Osoba prywatna"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="choice">
                <input type="radio" name="seller" value={value} defaultChecked={values.seller === value} />
                <span>{label}</span>
              </label>
            ))}
          </div>
          <FieldError id="seller-blad" message={shown.seller} />
        </fieldset>

        <div>
          <label htmlFor="mileageKm" className="block font-medium">
            Przebieg (km)
          </label>
          <input
            id="mileageKm"
            name="mileageKm"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.mileageKm}
            className="mt-1 w-full max-w-xs rounded-md border border-slate-500 px-3 py-2"
            aria-invalid={shown.mileageKm ? true : undefined}
            aria-describedby={described("mileageKm", "mileageKm-podpowiedz")}
          />
          <p id="mileageKm-podpowiedz" className="mt-1 text-sm text-slate-600">
            Dla samochodu używanego. Nowy samochód z salonu: zostaw puste.
          </p>
          <FieldError id="mileageKm-blad" message={shown.mileageKm} />
        </div>

        <fieldset>
          <legend className="text-lg font-semibold">Parametry leasingu</legend>
          <div className="mt-2">
            <LeasingParamsFields
              idPrefix="finansowanie-"
              draft={draft}
              errors={shown as Record<string, string>}
              enhanced={hydrated}
              onChange={(patch) => setDraft((current) => updateDraft(current, patch))}
            />
          </div>
        </fieldset>

        <InstallmentEstimate
          price={Number.isFinite(amount) ? amount : null}
          priceType={priceType as PriceType}
          params={params}
        />

        <div className="flex flex-wrap gap-3">
          <input type="hidden" name="idempotencyKey" id={keyId} value={idempotencyKey} />
          <button type="submit" className="btn-secondary">
            Przelicz ratę
          </button>
          <button type="submit" formMethod="post" formAction={postTo} className="btn-primary">
            Zamów online
          </button>
        </div>
      </form>
    </Step>
  );
}
