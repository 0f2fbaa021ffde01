import { formatPlnWhole } from "@vhs/domain/format.ts";
import type { ReactNode } from "react";
import type { CalculatorErrors, CalculatorValues } from "../../lib/calculator.ts";
import type { Route } from "../../routes/leasing/+types/calculator";

// The calculator form's own fields: choices, amounts with units, the tax-effect inputs.

type LoaderData = Route.ComponentProps["loaderData"];
type Setup = LoaderData["setup"];

export function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

export function AmountField({
  id,
  label,
  value,
  error,
  hint,
  suffix = "zł",
  onChange,
}: {
  id: keyof CalculatorValues;
  label: ReactNode;
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  suffix?: string;
  onChange: (value: string) => void;
}) {
  const describedBy = [error ? `${id}-blad` : null, hint ? `${id}-podpowiedz` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <span className="flex items-center gap-2">
        <input
          type="text"
          id={id}
          name={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-48 rounded border border-slate-500 px-3 py-2 text-right text-lg aria-invalid:border-red-700"
        />
        <span aria-hidden="true">{suffix}</span>
      </span>
      {hint && (
        <p id={`${id}-podpowiedz`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-blad`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TaxFields({
  values,
  errors,
  setup,
  onChange,
}: {
  values: CalculatorValues;
  errors: CalculatorErrors;
  setup: Setup;
  onChange: (patch: Partial<CalculatorValues>) => void;
}) {
  const limits = setup.carValueLimits;
  return (
    <fieldset className="mode-installment client-entrepreneur space-y-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold">Efekt podatkowy</legend>
      <div className="space-y-1">
        <label htmlFor="taxForm" className="block font-medium">
          Forma opodatkowania
        </label>
        <select
          id="taxForm"
          name="taxForm"
          value={values.taxForm}
          onChange={(e) => onChange({ taxForm: e.currentTarget.value })}
          className="w-full rounded border border-slate-500 px-2 py-2"
        >
          {setup.taxForms.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium">Odliczenie VAT</legend>
        <div className="flex flex-col gap-2">
          {setup.vatDeductions.map((v) => (
            <Choice
              key={v.value}
              name="vatDeduction"
              value={String(v.value)}
              checked={values.vatDeduction === String(v.value)}
              onChange={() => onChange({ vatDeduction: String(v.value) })}
            >
              {v.label}
            </Choice>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="fuel" className="block font-medium">
            Napęd
          </label>
          <select
            id="fuel"
            name="fuel"
            value={values.fuel}
            onChange={(e) => onChange({ fuel: e.currentTarget.value })}
            className="w-full rounded border border-slate-500 px-2 py-2"
          >
            {setup.fuels.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="co2" className="block font-medium">
            Emisja CO₂ (g/km)
          </label>
          <input
            type="text"
            id="co2"
            name="co2"
            inputMode="numeric"
            autoComplete="off"
            value={values.co2}
            onChange={(e) => onChange({ co2: e.currentTarget.value })}
            aria-invalid={errors.co2 ? true : undefined}
            aria-describedby={errors.co2 ? "co2-blad co2-podpowiedz" : "co2-podpowiedz"}
            className="w-28 rounded border border-slate-500 px-2 py-2 text-right aria-invalid:border-red-700"
          />
          {errors.co2 && (
            <p id="co2-blad" className="text-sm font-medium text-red-700">
              {errors.co2}
            </p>
          )}
        </div>
      </div>
      <p id="co2-podpowiedz" className="text-sm text-slate-600">
        Limit wartości samochodu w kosztach: {formatPlnWhole(limits.zeroEmission)} dla elektrycznych i
        wodorowych, {formatPlnWhole(limits.lowEmission)} przy emisji CO₂ poniżej{" "}
        {setup.lowEmissionCo2Threshold} g/km, {formatPlnWhole(limits.standard)} dla pozostałych (także gdy
        emisji nie podasz).
      </p>
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Results

/** A box that may scroll (a long or wide table): reachable with the keyboard, so it can be scrolled. */
