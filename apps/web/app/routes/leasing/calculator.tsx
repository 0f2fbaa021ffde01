import { formatDate, formatNumber, formatPercent, formatPln, formatPlnWhole } from "@vhs/domain/format.ts";
import { DEFAULT_PARAMS } from "@vhs/domain/leasing-constants.ts";
import { leasingParamsSchema } from "@vhs/domain/leasing-params.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-parse.ts";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { LeasingParamsFields, updateDraft } from "../../components/leasing-params-fields.tsx";
import { ScheduleChart } from "../../components/schedule-chart.tsx";
import { calculate, calculatorValues, validateCalculator } from "../../lib/calculator.server.ts";
import {
  type CalculatorErrors,
  type CalculatorResult,
  type CalculatorValues,
  calculatorQuery,
  type LeaseAnswer,
  type ReverseAnswer,
  type TaxEffectAnswer,
} from "../../lib/calculator.ts";
import { apiContext } from "../../lib/context.ts";
import { formValues, parseForm } from "../../lib/forms.ts";
import { required } from "../../lib/http.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { getLeasingSetup, isSecureRequest } from "../../lib/leasing.server.ts";
import { paramsCookie, paramsFromCookieHeader, setParams, subscribe } from "../../lib/leasing-params.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/calculator";

export const CALCULATOR_PATH = "/kalkulator-leasingowy";

/** GET: the query holds the inputs (a shareable URL); results are rendered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const values = calculatorValues(url.searchParams, paramsFromCookieHeader(request.headers.get("cookie")));
  const setupPromise = getLeasingSetup(context);
  const checked = validateCalculator(values);
  let errors: CalculatorErrors = {};
  let result: CalculatorResult | null = null;
  if (checked.ok) {
    const answer = await calculate(api, checked.input);
    if (answer.ok) result = answer.result;
    else if ("errors" in answer) errors = answer.errors;
    else required(answer.failed, url.pathname);
  } else {
    errors = checked.errors;
  }
  const setup = await setupPromise;
  if (!setup) throw data("Service Unavailable", { status: 503 });
  return {
    values,
    errors,
    result,
    saved: url.searchParams.get("zapisano") === "1",
    setup: {
      benchmark: setup.benchmark,
      margins: setup.margins,
      rates: setup.rates,
      taxForms: setup.taxForms,
      vatDeductions: setup.vatDeductions,
      fuels: setup.fuels,
      carValueLimits: setup.carValueLimits,
      lowEmissionCo2Threshold: setup.lowEmissionCo2Threshold,
    },
  };
}

/**
 * POST ("Zapisz jako moje parametry", works without JavaScript): the form's client, term, fee and
 * buy-out go into the `vhs_f` cookie, then back to the GET URL of the same inputs.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = calculatorValues(new URLSearchParams(formValues(form)), DEFAULT_PARAMS);
  const target = `${CALCULATOR_PATH}?${calculatorQuery(values)}`;
  const parsed = parseForm(form, leasingParamsSchema);
  if (!parsed.ok) return redirect(target, 303);
  return redirect(`${target}&zapisano=1`, {
    status: 303,
    headers: { "Set-Cookie": paramsCookie(parsed.data, { secure: isSecureRequest(request) }) },
  });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Setup = LoaderData["setup"];

const SAVED_MESSAGE = "Zapisano Twoje parametry leasingu — według nich liczymy raty w całym serwisie.";
const DEBOUNCE_MS = 400;

export default function Calculator({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const location = useLocation();
  // Live results come from this route's loader through a fetcher: no navigation, so the page is not
  // "started" again (no scroll to the top, no page view) while the visitor types.
  const fetcher = useFetcher<typeof loader>();
  const [live, setLive] = useState<LoaderData | null>(null);
  const { errors, result, setup } = live ?? loaderData;
  const [values, setValues] = useState<CalculatorValues>(loaderData.values);
  const [status, setStatus] = useState(loaderData.saved ? SAVED_MESSAGE : "");
  const userChange = useRef(false);

  // Arriving by a navigation (a link, back/forward, the first load): the form takes the URL's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location
  useEffect(() => {
    setLive(null);
    setValues(loaderData.values);
  }, [location.key]);

  useEffect(() => {
    if (fetcher.data) setLive(fetcher.data);
  }, [fetcher.data]);

  function change(patch: Partial<CalculatorValues>) {
    userChange.current = true;
    setValues((current) => updateDraft(current, patch));
  }

  // The drawer (or any other screen) changed the visitor's parameters: the calculator follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribe once
  useEffect(
    () =>
      subscribe((p) =>
        change({
          client: p.client,
          duration: String(p.duration),
          initialFee: String(p.initialFee),
          repurchase: String(p.repurchase),
        }),
      ),
    [],
  );

  /** Recalculates on the server and keeps the address shareable (replaced: Back leaves the calculator). */
  function recalculate(next: CalculatorValues) {
    const href = `${CALCULATOR_PATH}?${calculatorQuery(next)}`;
    window.history.replaceState(window.history.state, "", href);
    void fetcher.load(href);
  }

  // Live recalculation, debounced; the new instalment is announced by the result's <output>.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetcher.load is stable enough; keyed on values
  useEffect(() => {
    if (!userChange.current) return;
    const timer = setTimeout(() => {
      userChange.current = false;
      recalculate(values);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "zapisz") {
      const checked = checkLeasingParams({ ...values });
      if (!checked.params) {
        setStatus("Nie zapisano parametrów: popraw zaznaczone pola.");
        return;
      }
      setParams(checked.params);
      setStatus(SAVED_MESSAGE);
      return;
    }
    userChange.current = false;
    recalculate(values);
  }

  const busy = fetcher.state !== "idle";
  const isFirm = values.client === "entrepreneur";
  const errorList = Object.entries(errors) as [keyof CalculatorValues, string][];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{root?.meta.h1 ?? "Kalkulator leasingowy"}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">
        Policz ratę leasingu samochodu dla firmy lub prywatnie, zobacz harmonogram i efekt podatkowy — albo
        sprawdź, na jaki samochód Cię stać.
      </p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        {/* Fields of the other mode or client type are hidden by CSS (app.css, .calculator), so the form
            shows the right fields with or without JavaScript and nothing moves when the page hydrates. */}
        <form
          method="get"
          action={CALCULATOR_PATH}
          onSubmit={onSubmit}
          noValidate
          className="calculator space-y-6"
        >
          {errorList.length > 0 && (
            <div className="rounded border border-red-700 bg-red-50 p-4">
              <h2 className="font-semibold text-red-800">Popraw dane w formularzu:</h2>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {errorList.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${field}`} className="text-red-800 underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <fieldset className="space-y-2">
            <legend className="font-medium">Co chcesz obliczyć?</legend>
            <div className="flex flex-wrap gap-2">
              <Choice
                name="mode"
                value="installment"
                checked={values.mode === "installment"}
                onChange={() => change({ mode: "installment" })}
              >
                Ratę dla ceny samochodu
              </Choice>
              <Choice
                name="mode"
                value="price"
                checked={values.mode === "price"}
                onChange={() => change({ mode: "price" })}
              >
                Na jaki samochód mnie stać?
              </Choice>
            </div>
          </fieldset>

          <div className="mode-installment space-y-3">
            <AmountField
              id="price"
              label="Cena samochodu"
              value={values.price}
              error={errors.price}
              onChange={(price) => change({ price })}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Cena jest podana</legend>
              <div className="flex flex-wrap gap-2">
                <Choice
                  name="priceType"
                  value="net"
                  checked={values.priceType === "net"}
                  onChange={() => change({ priceType: "net" })}
                >
                  netto
                </Choice>
                <Choice
                  name="priceType"
                  value="gross"
                  checked={values.priceType === "gross"}
                  onChange={() => change({ priceType: "gross" })}
                >
                  brutto (z VAT)
                </Choice>
              </div>
            </fieldset>
          </div>

          <div className="mode-price">
            <AmountField
              id="installment"
              label={
                <>
                  Rata, którą chcesz płacić co miesiąc (<span className="client-entrepreneur">netto</span>
                  <span className="client-consumer">brutto</span>)
                </>
              }
              value={values.installment}
              error={errors.installment}
              onChange={(installment) => change({ installment })}
            />
          </div>

          <LeasingParamsFields
            idPrefix=""
            draft={values}
            errors={errors}
            enhanced={hydrated}
            onChange={change}
          />

          <TaxFields values={values} errors={errors} setup={setup} onChange={change} />

          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              Oblicz
            </button>
            <button type="submit" name="intent" value="zapisz" formMethod="post" className="btn-secondary">
              Zapisz jako moje parametry
            </button>
          </div>
          <p role="status" className="text-sm text-green-800">
            {status}
          </p>
        </form>

        <div aria-busy={busy} className={busy ? "opacity-70 transition-opacity" : undefined}>
          {result?.mode === "installment" && (
            <InstallmentResult lease={result.lease} taxEffect={result.taxEffect} setup={setup} />
          )}
          {result?.mode === "price" && <ReverseResult reverse={result.reverse} values={values} />}
          {!result && (
            <section aria-labelledby="wynik-tytul" className="rounded-lg bg-slate-50 p-6">
              <h2 id="wynik-tytul" className="text-xl font-semibold">
                Wynik
              </h2>
              <p className="mt-2">
                <output aria-live="polite">Popraw zaznaczone pola formularza, aby zobaczyć wynik.</output>
              </p>
            </section>
          )}
          {setup.benchmark && <RateNote setup={setup} client={isFirm ? "entrepreneur" : "consumer"} />}
        </div>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Form pieces

function Choice({
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

function AmountField({
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
          className="w-48 rounded border border-slate-400 px-3 py-2 text-right text-lg aria-invalid:border-red-700"
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

function TaxFields({
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
          className="w-full rounded border border-slate-400 px-2 py-2"
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
            className="w-full rounded border border-slate-400 px-2 py-2"
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
            className="w-28 rounded border border-slate-400 px-2 py-2 text-right aria-invalid:border-red-700"
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
function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section aria-label={label} tabIndex={0} className={className}>
      {children}
    </section>
  );
}

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2">
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function InstallmentResult({
  lease,
  taxEffect,
  setup,
}: {
  lease: LeaseAnswer;
  taxEffect: TaxEffectAnswer | null;
  setup: Setup;
}) {
  const firm = lease.primary === "net";
  const basis = firm ? "netto" : "brutto";
  const primaryInstallment = firm ? lease.installmentNet : lease.installmentGross;
  const pair = (net: number, gross: number) =>
    firm ? `${formatPln(net)} netto (${formatPln(gross)} brutto)` : `${formatPln(gross)} brutto`;
  return (
    <div className="space-y-8">
      <section aria-labelledby="wynik-tytul" className="rounded-lg bg-brand-50 p-6">
        <h2 id="wynik-tytul" className="text-xl font-semibold">
          Rata miesięczna
        </h2>
        <p className="mt-2 text-4xl font-bold text-brand-800">
          <output htmlFor="price initialFee repurchase" aria-live="polite" data-testid="rata">
            {formatPln(primaryInstallment)} <span className="text-2xl font-semibold">{basis}</span>
          </output>
        </p>
        {firm && (
          <p className="mt-1 text-slate-700">
            {formatPln(lease.installmentGross)} brutto (z VAT 23 %), przez {lease.duration} miesięcy
          </p>
        )}
        {!firm && <p className="mt-1 text-slate-700">przez {lease.duration} miesięcy</p>}
        <dl className="mt-4">
          <Row term={`Cena samochodu`}>{pair(lease.priceNet, lease.priceGross)}</Row>
          <Row term={`Opłata wstępna (${lease.initialFee} %)`}>
            {pair(lease.initialFeeNet, lease.initialFeeGross)}
          </Row>
          <Row term={`Wykup (${lease.repurchase} %)`}>{pair(lease.repurchaseNet, lease.repurchaseGross)}</Row>
          <Row term="Kwota finansowana">{pair(lease.financedNet, lease.financedGross)}</Row>
          <Row term="Suma opłat (opłata wstępna, raty i wykup)">
            {pair(lease.totalPaidNet, lease.totalPaidGross)}
          </Row>
          <Row term="Całkowity koszt z wykupem">leasing {formatPercent(lease.totalCostPct)}</Row>
          <Row term="Całkowity koszt bez wykupu">leasing {formatPercent(lease.totalCostPctExclBuyout)}</Row>
          <Row term="Oprocentowanie nominalne">{formatPercent(lease.rate)}</Row>
          {lease.rrsoPct !== null && <Row term="RRSO">{formatPercent(lease.rrsoPct)}</Row>}
        </dl>
        <p className="mt-3 text-sm text-slate-600">
          „Leasing {formatPercent(lease.totalCostPct)}” to suma opłat podzielona przez cenę samochodu. Raty
          płatne z dołu; wyliczenie ma charakter informacyjny i nie jest ofertą.
        </p>
      </section>

      <section aria-labelledby="harmonogram-tytul" className="space-y-3">
        <h2 id="harmonogram-tytul" className="text-xl font-semibold">
          Harmonogram spłat
        </h2>
        <ScheduleChart rows={lease.schedule} basis={`kwoty ${basis}`} />
        <details className="rounded border border-slate-300">
          <summary className="cursor-pointer px-4 py-3 font-medium">
            Pokaż tabelę rat ({lease.schedule.length} pozycji, kwoty {basis})
          </summary>
          <ScrollRegion label="Tabela rat" className="max-h-96 overflow-auto px-2 pb-2">
            <table className="w-full text-right text-sm tabular-nums">
              <caption className="sr-only">Harmonogram spłat, kwoty {basis}</caption>
              <thead className="sticky top-0 bg-white">
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">
                    Rata nr
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Rata
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Część kapitałowa
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Część odsetkowa
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Saldo po racie
                  </th>
                </tr>
              </thead>
              <tbody>
                {lease.schedule.map((row) => (
                  <tr key={row.month} className="odd:bg-slate-50">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {row.month}
                    </th>
                    <td className="px-2 py-1">{formatPln(row.installment)}</td>
                    <td className="px-2 py-1">{formatPln(row.capital)}</td>
                    <td className="px-2 py-1">{formatPln(row.interest)}</td>
                    <td className="px-2 py-1">{formatPln(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="px-2 pt-2 text-sm text-slate-600">
              Saldo po ostatniej racie to wykup:{" "}
              {formatPln(firm ? lease.repurchaseNet : lease.repurchaseGross)} {basis}.
            </p>
          </ScrollRegion>
        </details>
      </section>

      {taxEffect && <TaxEffectResult tax={taxEffect} setup={setup} />}
    </div>
  );
}

function TaxEffectResult({ tax, setup }: { tax: TaxEffectAnswer; setup: Setup }) {
  const fuel = setup.fuels.find((f) => f.value === tax.fuel)?.label ?? tax.fuel;
  return (
    <section aria-labelledby="efekt-tytul" className="space-y-3">
      <h2 id="efekt-tytul" className="text-xl font-semibold">
        Efekt podatkowy (zasady 2026)
      </h2>
      <p className="text-lg">
        Realny koszt 1. raty: <strong data-testid="realny-koszt">{formatPln(tax.monthly.realCost)}</strong>{" "}
        miesięcznie
      </p>
      <p className="text-sm text-slate-700">
        {tax.taxFormLabel};{" "}
        {tax.vatDeduction === 0 ? "bez odliczenia VAT" : `odliczenie ${tax.vatDeduction} % VAT`}. Limit
        wartości samochodu: {formatPlnWhole(tax.limit)} ({fuel}
        {tax.co2 !== null ? `, CO₂ ${formatNumber(tax.co2)} g/km` : ""}). Wartość samochodu dla limitu{" "}
        {formatPln(tax.carValueForLimit)}, więc w koszty wliczasz {formatPercent(tax.ratio * 100)} części
        kapitałowej rat (odsetki w całości).
      </p>
      <ScrollRegion label="Koszt leasingu po odliczeniach" className="overflow-x-auto">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="mb-2 text-left font-medium">Koszt leasingu po odliczeniach</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-1 text-left">
                Pozycja
              </th>
              <th scope="col" className="px-2 py-1">
                1. rata
              </th>
              <th scope="col" className="px-2 py-1">
                Opłata wstępna
              </th>
              <th scope="col" className="px-2 py-1">
                Cała umowa (bez wykupu)
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                Do zapłaty brutto
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.installmentGross)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.gross)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.grossPaidExclBuyout)}</td>
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                VAT do odliczenia
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.vatDeducted)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.vatDeducted)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.vatDeducted)}</td>
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                Oszczędność w podatku i składce zdrowotnej
                {tax.savingRatePct !== null ? ` (${formatNumber(tax.savingRatePct)} %)` : ""}
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.taxSaving)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.taxSaving)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.taxSaving)}</td>
            </tr>
            <tr className="font-semibold">
              <th scope="row" className="px-2 py-1 text-left">
                Realny koszt
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.realCost)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.realCost)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.realCost)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-slate-700">
        Wykup {formatPln(tax.buyout.net)} netto ({formatPln(tax.buyout.gross)} brutto) rozlicza się osobno.{" "}
        {tax.monthly.note}
      </p>
      {tax.incomeTaxNote && <p className="text-sm text-slate-700">{tax.incomeTaxNote}</p>}
      <p className="text-sm text-slate-600">{tax.disclaimer}</p>
    </section>
  );
}

function ReverseResult({ reverse, values }: { reverse: ReverseAnswer; values: CalculatorValues }) {
  const basis = reverse.priceType === "net" ? "netto" : "brutto";
  const forPrice = calculatorQuery({
    ...values,
    mode: "installment",
    price: String(reverse.price),
    priceType: reverse.priceType,
  });
  return (
    <section aria-labelledby="wynik-tytul" className="space-y-3 rounded-lg bg-brand-50 p-6">
      <h2 id="wynik-tytul" className="text-xl font-semibold">
        Na jaki samochód Cię stać
      </h2>
      <p className="text-4xl font-bold text-brand-800">
        <output htmlFor="installment initialFee repurchase" aria-live="polite" data-testid="cena-maksymalna">
          {formatPlnWhole(reverse.price)} <span className="text-2xl font-semibold">{basis}</span>
        </output>
      </p>
      <p>
        To najwyższa cena samochodu dla raty {formatPln(reverse.targetInstallment)} {basis} przy tych
        parametrach. Rata dla tej ceny: {formatPln(reverse.installment)} {basis}.
      </p>
      {reverse.clipped === "max" && (
        <p className="text-sm text-slate-700">
          Najdroższy samochód w naszej ofercie kosztuje {formatPlnWhole(reverse.price)} {basis} — przy tej
          racie stać Cię na każdy ({formatPlnWhole(reverse.unclippedPrice)} to górna granica wyliczenia).
        </p>
      )}
      {reverse.clipped === "min" && (
        <p className="text-sm text-slate-700">
          Ta rata wystarcza na samochód za {formatPlnWhole(reverse.unclippedPrice)} {basis}, a najtańszy w
          naszej ofercie kosztuje {formatPlnWhole(reverse.price)} {basis}.
        </p>
      )}
      <p>
        <Link to={`${CALCULATOR_PATH}?${forPrice}`} className="font-medium text-brand-700 underline">
          Policz ratę dla samochodu za {formatPlnWhole(reverse.price)} {basis}
        </Link>
      </p>
    </section>
  );
}

function RateNote({ setup, client }: { setup: Setup; client: "entrepreneur" | "consumer" }) {
  const benchmark = setup.benchmark!;
  const rate = setup.rates?.[client];
  return (
    <p className="mt-6 text-sm text-slate-600">
      Oprocentowanie {rate !== undefined ? formatPercent(rate) : ""} = {benchmark.name}{" "}
      {formatPercent(benchmark.value)} (notowanie z {formatDate(benchmark.fixingDate)}, {benchmark.source}) +
      marża {formatNumber(setup.margins[client])} pkt proc.{" "}
      {client === "entrepreneur" ? "dla firm" : "dla klientów prywatnych"}. Oprocentowanie jest zmienne.
    </p>
  );
}
