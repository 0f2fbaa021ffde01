import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, redirect, useFetcher, useLocation } from "react-router";
import { CarPicture } from "../../components/car-picture.tsx";
import { PriceFrom } from "../../components/installment.tsx";
import { InstallmentEstimate } from "../../components/installment-estimate.tsx";
import {
  LeasingParamsFields,
  type ParamsDraft,
  toDraft,
  updateDraft,
} from "../../components/leasing-params-fields.tsx";
import { useOrderKey } from "../../components/order-button.tsx";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import type { CarDetail, CarItem, CarPage } from "../../lib/catalog.ts";
import { notFound, required } from "../../lib/http.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { paramsFromCookieHeader } from "../../lib/leasing-params.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import {
  isOrderErrorCode,
  ORDER_CREATE_PATH,
  ORDER_ERROR_MESSAGES,
  ORDER_ERROR_PARAM,
} from "../../lib/order-entry.ts";
import { countOf, formatInt, PIECES } from "../../lib/polish.ts";
import type { Route } from "./+types/choose";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PER_PAGE = 60;
const MAX_PAGES = 10;
const PARAM_FIELDS = ["client", "duration", "initialFee", "repurchase"] as const;
/** Fields of the order part of the form that a GET submission without JavaScript drags into the query. */
const ORDER_ONLY_FIELDS = ["idempotencyKey", "back"];

interface ModelDescription {
  model: { id: number; slug: string; name: string };
  brand: { slug: string; name: string };
}

/** One version (a car group: version and model year) of the model's new cars. */
export interface VersionChoice {
  groupId: string;
  version: string;
  productionYear: number;
  bodyType: string;
  bodyTypeName: string;
  fuelName: string;
  gearboxName: string;
  powerKm: number;
  price: number;
  priceGross: number;
  count: number;
}

/** The model's new offers grouped by version, cheapest first. */
export function versionChoices(items: readonly CarItem[]): VersionChoice[] {
  const byGroup = new Map<string, VersionChoice>();
  for (const car of items) {
    const seen = byGroup.get(car.groupId);
    if (seen) {
      seen.count += car.count;
      if (car.price < seen.price) {
        seen.price = car.price;
        seen.priceGross = car.priceGross;
      }
      continue;
    }
    byGroup.set(car.groupId, {
      groupId: car.groupId,
      version: car.version,
      productionYear: car.productionYear,
      bodyType: car.bodyType,
      bodyTypeName: car.bodyTypeName,
      fuelName: car.fuelName,
      gearboxName: car.gearboxName,
      powerKm: car.powerKm,
      price: car.price,
      priceGross: car.priceGross,
      count: car.count,
    });
  }
  return [...byGroup.values()].sort((a, b) => a.price - b.price || b.productionYear - a.productionYear);
}

/**
 * /wybierz/{brand}/{model}[?wersja=&kolor=&client=&duration=&initialFee=&repurchase=]: the model's new
 * versions, the colours (offers) of the chosen one and the leasing parameters, with the instalment of that
 * configuration; "Zamów online" posts it to /zamow-online. The query holds every choice, so it works as a
 * plain GET form without JavaScript. Unknown brand or model → 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const { brand, model } = params;
  if (!SLUG.test(brand) || !SLUG.test(model) || brand.length > 60 || model.length > 60) notFound(path);
  // A GET submission without JavaScript carries the order fields too: a clean address instead.
  if (ORDER_ONLY_FIELDS.some((f) => url.searchParams.has(f))) {
    for (const f of ORDER_ONLY_FIELDS) url.searchParams.delete(f);
    throw redirect(`${path}?${url.searchParams}`, 302);
  }
  const catalog = catalogApi(context);
  const stock = (page: number) =>
    catalog.cached<CarPage>("/v3/cars/", {
      brand: [brand],
      model: [model],
      state: ["nowy"],
      perPage: PER_PAGE,
      page,
    });
  const [description, first] = await Promise.all([
    catalog.cached<ModelDescription>(`/v2/model-description/${model}`),
    stock(1),
  ]);
  const desc = required(description, path);
  if (desc.brand.slug !== brand || desc.model.slug !== model) notFound(path);
  const firstPage = orElse(first, null);
  const items = [...(firstPage?.items ?? [])];
  if (firstPage && firstPage.pages > 1) {
    const rest = await Promise.all(
      Array.from({ length: Math.min(firstPage.pages, MAX_PAGES) - 1 }, (_, i) => stock(i + 2)),
    );
    for (const page of rest) items.push(...(orElse(page, null)?.items ?? []));
  }
  const versions = versionChoices(items);

  const wanted = url.searchParams.get("wersja");
  const chosen = versions.find((v) => v.groupId === wanted) ?? versions[0] ?? null;
  let offers: CarDetail["offers"] = [];
  let picture: { bodyType: string; name: string } | null = null;
  if (chosen) {
    const detail = await catalog.cached<CarDetail>("/v3/car/", { groupId: chosen.groupId, showPrice: 1 });
    if (!detail.error) {
      offers = detail.data.offers.filter((o) => o.price !== null);
      picture = { bodyType: detail.data.version.bodyType, name: detail.data.version.bodyTypeName };
    }
  }
  const colour = Number(url.searchParams.get("kolor"));
  const chosenOffer =
    offers.find((o) => o.id === colour) ?? [...offers].sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];

  // The parameters: as submitted (kept as typed, checked strictly), else the visitor's own.
  const submitted = PARAM_FIELDS.some((f) => url.searchParams.has(f));
  const values: ParamsDraft = submitted
    ? {
        client: url.searchParams.get("client") ?? "",
        duration: url.searchParams.get("duration") ?? "",
        initialFee: url.searchParams.get("initialFee") ?? "",
        repurchase: url.searchParams.get("repurchase") ?? "",
      }
    : toDraft(paramsFromCookieHeader(request.headers.get("cookie")));
  const errors = submitted ? checkLeasingParams({ ...values }).errors : {};
  const code = url.searchParams.get(ORDER_ERROR_PARAM);

  return {
    brand: desc.brand,
    model: { slug: desc.model.slug, name: desc.model.name },
    versions,
    chosen: chosen?.groupId ?? null,
    offers: offers.map((o) => ({
      id: o.id,
      colour: o.colour,
      colourHex: o.colourHex,
      count: o.count,
      price: o.price ?? 0,
      priceGross: o.priceGross ?? 0,
      location: o.location,
    })),
    chosenOffer: chosenOffer?.id ?? null,
    picture,
    values,
    errors,
    orderError: isOrderErrorCode(code) ? ORDER_ERROR_MESSAGES[code] : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData ? `${loaderData.brand.name} ${loaderData.model.name}` : null;
  return pageMeta(rootMeta(matches), {
    title: name ? `${name}: wybierz wersję i zamów leasing online` : null,
    description: name
      ? `Wybierz wersję, kolor i parametry leasingu samochodu ${name}, sprawdź ratę i złóż wniosek online.`
      : null,
  });
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function ChoosePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // A navigation to this page (a link, back/forward) starts from the loader's choices.
  return <ChooseForm key={location.key} loaderData={loaderData} />;
}

function ChooseForm({ loaderData }: { loaderData: LoaderData }) {
  const hydrated = useHydrated();
  // With JavaScript a choice reloads this route's data through a fetcher: no navigation, so the page is
  // not "started" again (no jump to the top) while the visitor picks; the address is kept shareable.
  const fetcher = useFetcher<typeof loader>();
  const [live, setLive] = useState<LoaderData | null>(null);
  useEffect(() => {
    if (fetcher.data) setLive(fetcher.data);
  }, [fetcher.data]);
  const d = live ?? loaderData;
  const keyId = useId();
  const idempotencyKey = useOrderKey(keyId);
  const [draft, setDraft] = useState<ParamsDraft>(loaderData.values);
  const [colour, setColour] = useState<number | null>(loaderData.chosenOffer);
  const name = `${d.brand.name} ${d.model.name}`;
  const path = `/wybierz/${d.brand.slug}/${d.model.slug}`;
  const version = d.versions.find((v) => v.groupId === d.chosen) ?? null;
  const offer = d.offers.find((o) => o.id === colour) ?? d.offers.find((o) => o.id === d.chosenOffer) ?? null;
  const checked = checkLeasingParams({ ...draft });
  const price = offer?.price ?? version?.price ?? null;

  function reload(form: HTMLFormElement, dropColour: boolean) {
    const data = new FormData(form);
    for (const f of ORDER_ONLY_FIELDS) data.delete(f);
    if (dropColour) data.delete("kolor");
    const query = new URLSearchParams();
    for (const [k, v] of data) if (typeof v === "string") query.append(k, v);
    const href = `${path}?${query}`;
    window.history.replaceState(window.history.state, "", href);
    void fetcher.load(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("formmethod") === "post") return; // "Zamów online": a plain POST
    event.preventDefault();
    reload(event.currentTarget, false);
  }

  return (
    <div className="py-8">
      <p>
        <Link to={`/samochody/${d.brand.slug}/${d.model.slug}`} className="text-brand-700 underline">
          Wróć do modelu {name}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{name}: wybierz wersję i zamów online</h1>
      {d.versions.length === 0 ? (
        <p className="mt-4">
          Nowego samochodu {name} nie ma teraz w ofercie.{" "}
          <Link to={`/samochody/${d.brand.slug}/${d.model.slug}`} className="text-brand-700 underline">
            Zobacz samochody używane
          </Link>{" "}
          albo{" "}
          <Link to="/leasing-samochodu" className="text-brand-700 underline">
            sfinansuj samochód spoza naszej oferty
          </Link>
          .
        </p>
      ) : (
        <form method="get" action={path} onSubmit={onSubmit} noValidate className="mt-6 space-y-8">
          <fieldset>
            <legend className="text-xl font-semibold">1. Wersja</legend>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {d.versions.map((v) => (
                <li key={v.groupId}>
                  <label className="choice h-full w-full items-start">
                    <input
                      type="radio"
                      name="wersja"
                      value={v.groupId}
                      defaultChecked={v.groupId === d.chosen}
                      className="mt-1"
                      onChange={(e) => e.currentTarget.form && reload(e.currentTarget.form, true)}
                    />
                    <span>
                      <span className="block">
                        {v.version} ({v.productionYear})
                      </span>
                      <span className="block text-sm font-normal text-slate-700">
                        {v.bodyTypeName} · {v.fuelName} · {v.gearboxName} · {formatInt(v.powerKm)} KM
                      </span>
                      <span className="block text-sm font-normal">
                        <PriceFrom net={v.price} /> ·{" "}
                        {v.count > 0 ? countOf(v.count, PIECES) : "na zamówienie"}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {!hydrated && (
              <p className="mt-2 text-sm text-slate-600">
                Po zmianie wersji wybierz „Przelicz ratę”, aby zobaczyć jej kolory.
              </p>
            )}
          </fieldset>

          {d.offers.length > 0 && (
            <fieldset>
              <legend className="text-xl font-semibold">2. Kolor</legend>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {d.offers.map((o) => (
                  <li key={o.id}>
                    <label className="choice h-full w-full">
                      <input
                        type="radio"
                        name="kolor"
                        value={o.id}
                        checked={o.id === offer?.id}
                        onChange={() => setColour(o.id)}
                      />
                      <span className="swatch" style={{ backgroundColor: o.colourHex }} aria-hidden="true" />
                      <span>
                        <span className="block">{o.colour}</span>
                        <span className="block text-sm font-normal">
                          <PriceFrom net={o.price} gross={o.priceGross} from={false} /> ·{" "}
                          {o.count > 0 ? countOf(o.count, PIECES) : "na zamówienie"}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}

          <fieldset>
            <legend className="text-xl font-semibold">3. Parametry leasingu</legend>
            <div className="mt-3">
              <LeasingParamsFields
                idPrefix="wybor-"
                draft={draft}
                errors={d.errors}
                enhanced={hydrated}
                onChange={(patch) => setDraft((current) => updateDraft(current, patch))}
              />
            </div>
          </fieldset>

          <section aria-labelledby="podsumowanie" className="space-y-3">
            <h2 id="podsumowanie" className="text-xl font-semibold">
              4. Twoja rata
            </h2>
            {version && (
              <div className="flex flex-wrap items-center gap-4">
                {d.picture && (
                  <CarPicture
                    bodyType={d.picture.bodyType}
                    colour={offer?.colourHex}
                    width={200}
                    label={`Rysunek: ${name}, ${d.picture.name.toLowerCase()}${offer ? `, kolor ${offer.colour.toLowerCase()}` : ""}`}
                  />
                )}
                <p data-testid="wybrany-samochod">
                  <strong>
                    {name} {version.version} ({version.productionYear})
                  </strong>
                  {offer && <>, {offer.colour.toLowerCase()}</>}
                  <br />
                  {offer ? (
                    <PriceFrom net={offer.price} gross={offer.priceGross} from={false} />
                  ) : (
                    <PriceFrom net={version.price} />
                  )}
                </p>
              </div>
            )}
            <InstallmentEstimate price={price} priceType="net" params={checked.params} />
            <div className="flex flex-wrap items-start gap-3">
              <input type="hidden" name="idempotencyKey" id={keyId} value={idempotencyKey} />
              <input type="hidden" name="back" value={path} />
              <button type="submit" className="btn-secondary">
                Przelicz ratę
              </button>
              <button
                type="submit"
                formMethod="post"
                formAction={ORDER_CREATE_PATH}
                className="btn-primary"
                aria-describedby={d.orderError ? "blad-zamowienia" : undefined}
              >
                Zamów online
              </button>
            </div>
            {d.orderError && (
              <p id="blad-zamowienia" role="alert" className="font-medium text-red-700">
                {d.orderError}
              </p>
            )}
          </section>
        </form>
      )}
    </div>
  );
}
