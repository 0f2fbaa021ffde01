import { DEFAULT_PARAMS } from "@vhs/domain/leasing-constants.ts";
import { leasingParamsSchema } from "@vhs/domain/leasing-params.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, redirect, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { AmountField, Choice, TaxFields } from "../../components/calculator/fields.tsx";
import {
  InstallmentResult,
  PinnedResult,
  RateNote,
  ReverseResult,
} from "../../components/calculator/results.tsx";
import { SERVED_SEO, SeoSection } from "../../components/content/prose.tsx";
import { LeasingParamsFields, updateDraft } from "../../components/leasing-params-fields.tsx";
import {
  cachedCalculations,
  calculate,
  calculatorValues,
  validateCalculator,
} from "../../lib/calculator.server.ts";
import {
  CALCULATOR_PATH,
  type CalculatorErrors,
  type CalculatorResult,
  type CalculatorValues,
  calculatorQuery,
  withoutSchedule,
} from "../../lib/calculator.ts";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import { type ContentPageData, seoSection } from "../../lib/content.ts";
import { apiContext, serverContext } from "../../lib/context.ts";
import { emit } from "../../lib/events.ts";
import { formValues, parseForm } from "../../lib/forms.ts";
import { required } from "../../lib/http.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { getLeasingSetup, isSecureRequest } from "../../lib/leasing.server.ts";
import { paramsCookie, paramsFromCookieHeader, setParams, subscribe } from "../../lib/leasing-params.ts";
import { servedAside, useServedData } from "../../lib/served-data.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/calculator";

/** GET: the query holds the inputs (a shareable URL); results are rendered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const values = calculatorValues(url.searchParams, paramsFromCookieHeader(request.headers.get("cookie")));
  const setupPromise = getLeasingSetup(context);
  const seoPromise = catalogApi(context).cached<ContentPageData>("/v2/seo", {
    slug: "kalkulator-leasingowy",
  });
  const checked = validateCalculator(values);
  let errors: CalculatorErrors = {};
  let result: CalculatorResult | null = null;
  if (checked.ok) {
    const answer = await calculate(cachedCalculations(api, context.get(serverContext).cache), checked.input);
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
    result: result && withoutSchedule(result),
    // The schedule (a chart and a table of every month) is drawn on the server and kept as served.
    schedule:
      result?.mode === "installment" ? servedAside(context, SERVED_SCHEDULE, result.lease.schedule) : [],
    seo: servedAside(context, SERVED_SEO, seoSection(orElse(await seoPromise, null))),
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

const SERVED_SCHEDULE = "calculator-schedule";

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
  const shown = live ?? loaderData;
  const { errors, result, setup } = shown;
  const schedule = useServedData(SERVED_SCHEDULE, shown.schedule);
  const [values, setValues] = useState<CalculatorValues>(loaderData.values);
  const [status, setStatus] = useState(loaderData.saved ? SAVED_MESSAGE : "");
  const userChange = useRef(false);
  const usedReported = useRef(false);

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
    // Analytics: the calculator was used with the visitor's own values (once per visit of the page).
    if (!usedReported.current) {
      usedReported.current = true;
      emit("calculator-used", { mode: next.mode, purpose: next.client, duration: Number(next.duration) });
    }
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

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
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
            <InstallmentResult
              lease={result.lease}
              schedule={schedule}
              scheduleKept={shown.schedule === null}
              taxEffect={result.taxEffect}
              setup={setup}
            />
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
        {result && <PinnedResult result={result} />}
      </div>
      <SeoSection seo={loaderData.seo} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Form pieces
