import { formatPercent, formatPlnFor } from "@vhs/domain/format.ts";
import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { calculateLease } from "@vhs/domain/leasing-math.ts";
import { useState } from "react";
import { useHydrated } from "../../lib/hydrated.ts";
import { useLeasingShell } from "../../lib/leasing-shell.ts";
import type { DigitalOrder, Quote } from "../../lib/order-types.ts";
import { formatInt } from "../../lib/polish.ts";
import { LeasingParamsFields, type ParamsDraft, updateDraft } from "../leasing-params-fields.tsx";
import { DocumentLinks } from "./document-links.tsx";
import { Checkbox, TextField } from "./fields.tsx";
import { StepForm, type StepProps } from "./step-form.tsx";

// Steps 1 and 2 of the order form: contact, then the car and the leasing parameters.

// 1 ─ contact ─────────────────────────────────────────────────────────────────────────────────────────

export function ContactStep({ setup, values, errors, action }: StepProps<"contact">) {
  return (
    <StepForm action={action} intent="contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="Imię" autoComplete="given-name" required {...{ values, errors }} />
        <TextField
          name="lastName"
          label="Nazwisko"
          autoComplete="family-name"
          required
          {...{ values, errors }}
        />
        <TextField
          name="email"
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          required
          {...{ values, errors }}
        />
        <TextField
          name="phone"
          label="Telefon komórkowy"
          type="tel"
          mask="phone"
          autoComplete="tel-national"
          hint="Dziewięć cyfr, np. 600 700 800."
          required
          {...{ values, errors }}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="font-medium">Zgody i upoważnienia</legend>
        {setup.consents.map((consent) => (
          <div key={consent.id} className="space-y-1">
            <Checkbox
              name={`consents.${consent.id}`}
              checked={values[`consents.${consent.id}`] === "on"}
              errors={errors}
            >
              <span className="font-medium">{consent.title}</span>
              {consent.required ? " (wymagane)" : ""}
            </Checkbox>
            <details className="ml-8 text-sm text-slate-700">
              <summary className="cursor-pointer text-brand-700 underline">
                Pełna treść: {consent.title.toLocaleLowerCase("pl")}
              </summary>
              <p className="mt-2 whitespace-pre-line">{consent.text}</p>
            </details>
            <DocumentLinks documents={consent.documents} />
          </div>
        ))}
      </fieldset>
    </StepForm>
  );
}

// 2 ─ car and leasing parameters ──────────────────────────────────────────────────────────────────────

export function QuoteTable({ quote, client }: { quote: Quote; client: DigitalOrder["leasing"]["client"] }) {
  const amount = (net: number, gross: number) => formatPlnFor(client, net, gross);
  const rows: [string, string][] = [
    ["Rata miesięczna", amount(quote.installmentNet, quote.installmentGross)],
    ["Opłata wstępna", amount(quote.initialFeeNet, quote.initialFeeGross)],
    ["Wykup", amount(quote.repurchaseNet, quote.repurchaseGross)],
    [
      "Suma opłat",
      `${amount(quote.totalPaidNet, quote.totalPaidGross)}, ${formatPercent(quote.totalCostPct)} ceny`,
    ],
    [
      "Oprocentowanie",
      `${quote.benchmark.name} ${formatPercent(quote.benchmark.value)} + marża ${formatPercent(quote.margin)} = ${formatPercent(quote.annualRatePct)}`,
    ],
  ];
  if (client === "consumer" && quote.rrsoPct !== null) rows.push(["RRSO", formatPercent(quote.rrsoPct)]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="mb-2 sm:mb-0" data-testid={term === "Rata miesięczna" ? "rata" : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CarSummary({ order }: { order: DigitalOrder }) {
  const car = order.car;
  return (
    <p className="text-slate-700">
      <span className="font-semibold text-slate-900">
        {car.brand} {car.model}
      </span>{" "}
      {car.version}, {car.year} r.
      {car.isNew ? ", nowy" : car.mileageKm ? `, przebieg ${formatInt(car.mileageKm)} km` : ""} · cena{" "}
      {formatPlnFor(order.leasing.client, car.priceNet, car.priceGross)}
    </p>
  );
}

/** The quote for the car at `params` with today's rates, as the API would answer it; null without rates. */
function recalculatedQuote(
  priceNet: number,
  params: LeasingParams,
  shell: ReturnType<typeof useLeasingShell>,
): Quote | null {
  const rate = shell?.rates?.[params.client];
  if (rate === undefined || !shell?.benchmark || !(params.duration > 0)) return null;
  const lease = calculateLease({ price: priceNet, priceType: "net", ...params, annualRatePct: rate });
  return {
    ...lease,
    annualRatePct: rate,
    margin: Math.round((rate - shell.benchmark.value) * 100) / 100,
    benchmark: shell.benchmark,
  };
}

export function LeasingStep({ order, values, errors, action }: StepProps<"leasing">) {
  const hydrated = useHydrated();
  const shell = useLeasingShell();
  const [draft, setDraft] = useState<ParamsDraft>({
    client: values.client ?? "",
    duration: values.duration ?? "",
    initialFee: values.initialFee ?? "",
    repurchase: values.repurchase ?? "",
  });
  const params: LeasingParams = {
    client: draft.client === "consumer" ? "consumer" : "entrepreneur",
    duration: Number(draft.duration) as LeasingParams["duration"],
    initialFee: Number(draft.initialFee),
    repurchase: Number(draft.repurchase),
  };
  const changed =
    draft.client !== order.leasing.client ||
    Number(draft.duration) !== order.leasing.duration ||
    Number(draft.initialFee) !== order.leasing.initialFee ||
    Number(draft.repurchase) !== order.leasing.repurchase;
  // With JavaScript, the table itself is recalculated as the parameters change (the same domain maths as
  // the API); saving confirms it. Without, the saved table stays and the save recalculates it.
  const recalculated = hydrated && changed ? recalculatedQuote(order.car.priceNet, params, shell) : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="samochod" className="rounded-lg border border-slate-200 p-4">
        <h3 id="samochod" className="text-lg font-semibold">
          Samochód
        </h3>
        <CarSummary order={order} />
      </section>
      <StepForm action={action} intent="leasing">
        <LeasingParamsFields
          idPrefix="wniosek-"
          draft={draft}
          errors={errors}
          enhanced={hydrated}
          onChange={(patch) => setDraft((d) => updateDraft(d, patch))}
        />
        <p className="text-sm text-slate-700">
          Zmiana rodzaju klienta usuwa zapisane dane wnioskodawcy (kroki 3 i 4) i weryfikację rachunku (krok
          7).
        </p>
        <section aria-labelledby="rata" className="rounded-lg bg-slate-50 p-4">
          <h3 id="rata" className="text-lg font-semibold">
            {recalculated ? "Rata po zmianie parametrów" : "Rata przy zapisanych parametrach"}
          </h3>
          {recalculated ? (
            <QuoteTable quote={recalculated} client={params.client} />
          ) : order.quote ? (
            <QuoteTable quote={order.quote} client={order.leasing.client} />
          ) : (
            <p>Nie udało się teraz obliczyć raty. Zapisz parametry, a policzymy ją ponownie.</p>
          )}
          <p aria-live="polite" className="mt-3 font-medium" data-testid="rata-po-zmianie">
            {recalculated
              ? `Po zmianie rata wyniesie ${formatPlnFor(params.client, recalculated.installmentNet, recalculated.installmentGross)} miesięcznie — zapisz, aby ją potwierdzić.`
              : ""}
          </p>
        </section>
      </StepForm>
    </div>
  );
}
