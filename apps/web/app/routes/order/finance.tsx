import { useEffect, useState } from "react";
import { data, Link, redirect, useFetcher, useLocation } from "react-router";
import { toDraft } from "../../components/leasing-params-fields.tsx";
import { Details } from "../../components/order/finance-details.tsx";
import { SelectStep, Step } from "../../components/order/finance-steps.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import {
  type DictMake,
  type DictModel,
  type DictVersion,
  FINANCE_FIELDS,
  type FinanceErrors,
  type FinanceValues,
  financeHref,
  findMake,
  findModel,
  makeSlug,
  ORDER_ONLY_FIELDS,
  validateFinance,
  versionYears,
} from "../../lib/finance.ts";
import { formValues } from "../../lib/forms.ts";
import { notFound, required } from "../../lib/http.ts";
import { paramsFromCookieHeader } from "../../lib/leasing-params.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { startOrder } from "../../lib/order-entry.server.ts";
import { ORDER_ERROR_MESSAGES, validOrderKey } from "../../lib/order-entry.ts";
import type { Route } from "./+types/finance";

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
    form.campaign,
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
