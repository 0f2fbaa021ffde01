import { formatPlnWhole } from "@vhs/domain/format.ts";
import type { PriceType } from "@vhs/domain/leasing-math.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-parse.ts";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { data, Link, redirect, useFetcher, useLocation } from "react-router";
import { InstallmentEstimate } from "../../components/installment-estimate.tsx";
import {
  LeasingParamsFields,
  type ParamsDraft,
  toDraft,
  updateDraft,
} from "../../components/leasing-params-fields.tsx";
import { useOrderKey } from "../../components/order-button.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import {
  type DictMake,
  type DictModel,
  type DictVersion,
  FINANCE_FIELDS,
  type FinanceErrors,
  type FinanceValues,
  financeHref,
  financePrice,
  findMake,
  findModel,
  makeSlug,
  validateFinance,
  versionYears,
} from "../../lib/finance.ts";
import { formValues } from "../../lib/forms.ts";
import { notFound, required } from "../../lib/http.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { paramsFromCookieHeader } from "../../lib/leasing-params.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { startOrder } from "../../lib/order-entry.server.ts";
import { ORDER_ERROR_MESSAGES, validOrderKey } from "../../lib/order-entry.ts";
import type { Route } from "./+types/finance";

/** Fields of the order that a GET submission without JavaScript drags into the query. */
const ORDER_ONLY_FIELDS = ["idempotencyKey"];
const BODY = /^[a-z0-9-]{1,40}$/;

type Catalog = ReturnType<typeof catalogApi>;

interface Resolved {
  make: DictMake | null;
  model: DictModel | null;
  body: string | null;
  makes: DictMake[];
  models: DictModel[] | null;
  versions: DictVersion[] | null;
}

/** The make, model and body of the address, with the dictionary lists each step needs. Unknown → 404. */
async function resolve(
  catalog: Catalog,
  params: Route.LoaderArgs["params"],
  path: string,
): Promise<Resolved> {
  const makes = required(await catalog.cached<DictMake[]>("/digital-order/eurotax/brands"), path);
  const out: Resolved = { make: null, model: null, body: null, makes, models: null, versions: null };
  if (!params.brandOrId) return out;
  out.make = findMake(makes, params.brandOrId) ?? notFound(path);
  out.models = required(
    await catalog.cached<DictModel[]>("/digital-order/eurotax/models", { id: out.make.id }),
    path,
  );
  if (!params.model) return out;
  out.model = findModel(out.models, params.model) ?? notFound(path);
  const versions = required(
    await catalog.cached<DictVersion[]>("/digital-order/eurotax/versions", { id: out.model.id }),
    path,
  );
  // The body segment narrows the versions (an unknown one is ignored: every version is shown).
  const body = params.body?.toLowerCase() ?? null;
  const ofBody = body && BODY.test(body) ? versions.filter((v) => v.body === body) : [];
  out.body = ofBody.length > 0 ? body : null;
  out.versions = ofBody.length > 0 ? ofBody : versions;
  return out;
}

function thisYear(): number {
  return new Date().getFullYear();
}

function defaultValues(version: DictVersion, cookie: string | null): FinanceValues {
  const params = toDraft(paramsFromCookieHeader(cookie));
  return {
    year: String(versionYears(version, thisYear())[0] ?? version.yearFrom),
    price: "",
    priceType: params.client === "consumer" ? "gross" : "net",
    seller: "dealer",
    mileageKm: "",
    ...params,
  };
}

function valuesFrom(form: Record<string, string>): FinanceValues {
  return Object.fromEntries(FINANCE_FIELDS.map((f) => [f, form[f] ?? ""])) as unknown as FinanceValues;
}

/**
 * /sfinansuj-online/{make}/{model}/{body?}?wersja=&year=&price=…: a car from a dealer or a private seller,
 * picked from the vehicle dictionary step by step — make, model (generation), version — then the year,
 * price, seller, mileage and the leasing parameters, with the instalment. Every step is a GET form, so the
 * choices are in the address and it all works without JavaScript. `?marka=`/`?model=` (the step forms)
 * redirect to the path of the choice. The make may be an id or a name slug.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  if (ORDER_ONLY_FIELDS.some((f) => url.searchParams.has(f))) {
    for (const f of ORDER_ONLY_FIELDS) url.searchParams.delete(f);
    throw redirect(`${path}?${url.searchParams}`, 302);
  }
  const catalog = catalogApi(context);
  const r = await resolve(catalog, params, path);
  const errors: FinanceErrors & { marka?: string; model?: string } = {};

  // The step forms: ?marka= on the start, ?model= on a make's page.
  const wantedMake = url.searchParams.get("marka");
  if (!r.make && wantedMake !== null) {
    const make = findMake(r.makes, wantedMake);
    if (make) throw redirect(financeHref(make), 302);
    errors.marka = "Wybierz markę z listy";
  }
  const wantedModel = url.searchParams.get("model");
  if (r.make && !r.model && wantedModel !== null && r.models) {
    const model = findModel(r.models, wantedModel);
    if (model) throw redirect(financeHref(r.make, model), 302);
    errors.model = "Wybierz model z listy";
  }

  const wantedVersion = url.searchParams.get("wersja");
  const version = r.versions?.find((v) => String(v.id) === wantedVersion) ?? null;
  if (r.versions && wantedVersion !== null && !version) errors.wersja = "Wybierz wersję z listy";

  let values: FinanceValues | null = null;
  if (version) {
    const cookie = request.headers.get("cookie");
    if (url.searchParams.has("price")) {
      // Fields missing from a hand-made address keep their defaults.
      values = defaultValues(version, cookie);
      for (const f of FINANCE_FIELDS) {
        const v = url.searchParams.get(f);
        if (v !== null) values[f] = v;
      }
      const checked = validateFinance(values, version, thisYear());
      if (!checked.ok) Object.assign(errors, checked.errors);
    } else {
      values = defaultValues(version, cookie);
    }
  }

  return {
    makes: r.makes.map((m) => ({ ...m, slug: makeSlug(m) })),
    make: r.make,
    models: r.models,
    model: r.model,
    body: r.body,
    versions: r.versions,
    version,
    values,
    errors,
    thisYear: thisYear(),
  };
}

/**
 * POST (the details form's "Zamów online"): checks the details again and creates the order with the
 * dictionary version; the order's secret goes into the `vhs_order` cookie and the visitor to
 * /zamow/{uuid}. Errors come back by field with everything typed.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const form = formValues(await request.formData());
  const catalog = catalogApi(context);
  const r = await resolve(catalog, params, path);
  const values = valuesFrom(form);
  const version = r.versions?.find((v) => String(v.id) === form.wersja) ?? null;
  if (!version) return data({ errors: { wersja: "Wybierz wersję z listy" } as FinanceErrors, values }, 422);
  const checked = validateFinance(values, version, thisYear());
  if (!checked.ok) return data({ errors: checked.errors, values }, 422);
  const d = checked.data;
  const started = await startOrder(
    catalog.api,
    request,
    {
      dictionaryVersionId: version.id,
      year: d.year,
      price: d.price,
      priceType: d.priceType,
      seller: d.seller,
      ...(d.mileageKm !== undefined ? { mileageKm: d.mileageKm } : {}),
      ...d.params,
    },
    validOrderKey(form.idempotencyKey) ? form.idempotencyKey : null,
  );
  if (started.ok)
    return redirect(started.location, { status: 303, headers: { "Set-Cookie": started.cookie } });
  const errors: FinanceErrors = {};
  for (const f of started.fields) {
    const field = f.field === "dictionaryVersionId" ? "wersja" : f.field;
    if ((FINANCE_FIELDS as readonly string[]).includes(field) || field === "wersja")
      errors[field as keyof FinanceErrors] ??= f.message;
  }
  if (Object.keys(errors).length === 0) errors._form = ORDER_ERROR_MESSAGES[started.code];
  return data({ errors, values }, started.status === 422 ? 422 : 503);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const make = loaderData?.make?.name;
  const model = loaderData?.model ? ` ${loaderData.model.label}` : "";
  return pageMeta(rootMeta(matches), {
    title: make
      ? `Leasing samochodu ${make}${model} spoza naszej oferty`
      : "Sfinansuj online samochód od dealera lub z ogłoszenia",
    description:
      "Wybierz markę, model i wersję samochodu od dealera albo osoby prywatnej, podaj cenę i sprawdź ratę leasingu. Wniosek online, decyzja w 15 minut.",
  });
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

export default function FinancePage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  // A navigation (a link, back/forward, a POST) starts from the loader's data.
  return <Finance key={location.key} loaderData={loaderData} actionData={actionData} />;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`krok-${n}`} className="rounded-lg border border-slate-200 p-4">
      <h2 id={`krok-${n}`} className="text-xl font-semibold">
        {n}. {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A select in its own GET form with "Dalej"; with JavaScript a change loads the next step at once. */
function SelectStep({
  id,
  name,
  label,
  action,
  hidden,
  value,
  placeholder,
  options,
  error,
  onPick,
}: {
  id: string;
  name: string;
  label: string;
  action: string;
  hidden?: Record<string, string>;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error: string | undefined;
  onPick: (value: string) => void;
}) {
  const errorId = `${id}-blad`;
  return (
    <form
      method="get"
      action={action}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPick(String(new FormData(event.currentTarget).get(name) ?? ""));
      }}
      noValidate
    >
      {Object.entries(hidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value}
          className="mt-1 w-full rounded-md border border-slate-500 px-3 py-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => event.currentTarget.value && onPick(event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId} message={error} />
      </div>
      <button type="submit" className="btn-secondary py-2">
        Dalej
      </button>
    </form>
  );
}

function Finance({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  // With JavaScript a step reloads this route's data through a fetcher (no navigation: the page does not
  // jump to the top); the address is kept in step, so it can be shared or reloaded.
  const fetcher = useFetcher<typeof loader>();
  const [live, setLive] = useState<LoaderData | null>(null);
  useEffect(() => {
    if (fetcher.data) setLive(fetcher.data);
  }, [fetcher.data]);
  const d = live ?? loaderData;
  const errors: Record<string, string | undefined> = { ...d.errors, ...(live ? {} : actionData?.errors) };

  function go(href: string) {
    window.history.replaceState(window.history.state, "", href);
    void fetcher.load(href);
  }
  const modelPath = financeHref(d.make, d.model, d.body);

  return (
    <div className="space-y-6 py-8">
      <div>
        <p>
          <Link to="/leasing-samochodu" className="text-brand-700 underline">
            Jak działa leasing samochodu spoza oferty
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">
          {d.make ? `Sfinansuj samochód ${d.make.name}` : "Sfinansuj samochód spoza naszej oferty"}
        </h1>
        <p className="mt-2 text-slate-700">
          Samochód od dealera albo osoby prywatnej: wybierz markę, model i wersję, podaj cenę, a pokażemy ratę
          i przyjmiemy wniosek online.
        </p>
      </div>

      <Step n={1} title="Marka">
        <SelectStep
          key="marka"
          id="marka"
          name="marka"
          label="Marka samochodu"
          action="/sfinansuj-online"
          value={d.make ? String(d.make.id) : ""}
          placeholder="Wybierz markę"
          options={d.makes.map((m) => ({ value: String(m.id), label: m.name }))}
          error={errors.marka}
          onPick={(value) => {
            const make = d.makes.find((m) => String(m.id) === value);
            go(make ? financeHref(make) : "/sfinansuj-online?marka=");
          }}
        />
      </Step>

      {d.make && d.models && (
        <Step n={2} title="Model">
          <SelectStep
            key={`model-${d.make.id}`}
            id="model"
            name="model"
            label={`Model ${d.make.name} (generacja i lata produkcji)`}
            action={financeHref(d.make)}
            value={d.model ? String(d.model.id) : ""}
            placeholder="Wybierz model"
            options={d.models.map((m) => ({ value: String(m.id), label: m.label }))}
            error={errors.model}
            onPick={(value) => {
              const model = d.models?.find((m) => String(m.id) === value);
              go(model ? financeHref(d.make, model) : `${financeHref(d.make)}?model=`);
            }}
          />
        </Step>
      )}

      {d.model && d.versions && (
        <Step n={3} title="Wersja">
          <SelectStep
            key={`wersja-${d.model.id}`}
            id="wersja"
            name="wersja"
            label={`Wersja ${d.model.label}`}
            action={modelPath}
            value={d.version ? String(d.version.id) : ""}
            placeholder="Wybierz wersję"
            options={d.versions.map((v) => ({
              value: String(v.id),
              label: `${v.name} — ${v.bodyLabel}, ${v.fuelLabel} (${v.yearTo ? `${v.yearFrom}–${v.yearTo}` : `od ${v.yearFrom}`})`,
            }))}
            error={errors.wersja}
            onPick={(value) => go(`${modelPath}?${new URLSearchParams({ wersja: value })}`)}
          />
        </Step>
      )}

      {d.version && d.values && (
        <Details
          key={d.version.id}
          version={d.version}
          values={(!live && actionData?.values) || d.values}
          errors={errors}
          thisYear={d.thisYear}
          modelPath={modelPath}
          onRecalculate={go}
        />
      )}
    </div>
  );
}

function Details({
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
