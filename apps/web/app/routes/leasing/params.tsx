import { leasingParamsSchema } from "@vhs/domain/leasing-params.ts";
import { useState } from "react";
import { data, Form, Link, redirect, useRouteLoaderData } from "react-router";
import { MonthlyFrom } from "../../components/installment.tsx";
import { PARAMS_PATH } from "../../components/leasing-drawer.tsx";
import { LeasingParamsFields, toDraft, updateDraft } from "../../components/leasing-params-fields.tsx";
import { parseForm } from "../../lib/forms.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { isSecureRequest, safeBackPath } from "../../lib/leasing.server.ts";
import { paramsCookie, paramsFromCookieHeader } from "../../lib/leasing-params.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/params";

const SAVED = `${PARAMS_PATH}?zapisano=1`;

/** The parameters page: the leasing drawer of a visitor without JavaScript, and the drawer form's target. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    params: paramsFromCookieHeader(request.headers.get("cookie")),
    back: safeBackPath(url.searchParams.get("powrot"), SAVED),
    saved: url.searchParams.get("zapisano") === "1",
  };
}

/** POST: valid parameters go into the `vhs_f` cookie and the visitor goes back where they came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeBackPath(form.get("powrot"), SAVED);
  const result = parseForm(form, leasingParamsSchema);
  if (!result.ok) return data({ errors: result.errors, values: result.values, back }, { status: 422 });
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": paramsCookie(result.data, { secure: isSecureRequest(request) }) },
  });
}

export default function ParamsPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const back = actionData?.back ?? loaderData.back;
  const [draft, setDraft] = useState(() =>
    actionData?.values
      ? {
          client: actionData.values.client ?? "",
          duration: actionData.values.duration ?? "",
          initialFee: actionData.values.initialFee ?? "",
          repurchase: actionData.values.repurchase ?? "",
        }
      : toDraft(loaderData.params),
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">{root?.meta.h1 ?? "Parametry leasingu"}</h1>
      <p className="mt-3 text-slate-700">
        Według tych parametrów liczymy raty przy wszystkich samochodach w serwisie. Zapisujemy je w pliku
        cookie na tym urządzeniu.
      </p>
      <p className="mt-3 text-slate-700" data-testid="przyklad-raty">
        Przykład: samochód za 150 000 zł netto (184 500 zł brutto) — przy Twoich parametrach rata{" "}
        <MonthlyFrom price={150_000} priceType="net" />
      </p>
      {loaderData.saved && !actionData && (
        <p role="status" className="mt-4 rounded bg-green-50 p-3 text-green-800">
          Zapisano parametry leasingu.
        </p>
      )}
      <Form method="post" action={PARAMS_PATH} noValidate className="mt-6 space-y-6">
        <input type="hidden" name="powrot" value={back === SAVED ? "" : back} />
        <LeasingParamsFields
          idPrefix="parametry-"
          draft={draft}
          errors={actionData?.errors}
          enhanced={hydrated}
          onChange={(patch) => setDraft((d) => updateDraft(d, patch))}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">
            Zapisz parametry
          </button>
          {back !== SAVED && back !== PARAMS_PATH && (
            <Link to={back} className="text-brand-700 underline">
              Wróć bez zapisywania
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
