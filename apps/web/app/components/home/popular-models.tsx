import { formatPlnWhole } from "@vhs/domain/format.ts";
import { variantHref } from "../../lib/catalog.ts";
import { type MonthlyInstallment, monthlyInstallment } from "../../lib/leasing.ts";
import { useLeasingShell, useVisitorParams } from "../../lib/leasing-shell.ts";
import type { ModelCardData } from "../../lib/model-offers.ts";
import { countOf, PIECES } from "../../lib/polish.ts";
import { CarPicture } from "../car-picture.tsx";
import { PriceAmount } from "../installment.tsx";
import { KeptPart } from "../kept-as-served.tsx";
import { SiteLink } from "../site-link.tsx";

/** What the section is drawn from: the models, each one's instalment for the visitor, and whether a consumer. */
interface PopularModelsViewProps {
  models: ModelCardData[];
  installments: (MonthlyInstallment | null)[];
  consumer: boolean;
}

/** A popular model with its monthly price first and large, the car price under it. */
function PopularModelCard({
  model,
  monthly,
  consumer,
}: {
  model: ModelCardData;
  monthly: MonthlyInstallment | null;
  consumer: boolean;
}) {
  return (
    <article className="popular-card">
      <CarPicture bodyType={model.bodyType} className="car-card-picture" />
      <h3 className="font-semibold leading-tight sm:text-lg">
        <SiteLink to={variantHref(model.brand.slug, model.slug)} className="car-card-link">
          {model.brand.name} {model.name}
        </SiteLink>
      </h3>
      {monthly ? (
        <p className="mt-auto pt-2 text-slate-700" data-installment={monthly.amount.toFixed(2)}>
          od{" "}
          <strong className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">
            {formatPlnWhole(monthly.amount)}
          </strong>{" "}
          <span className="whitespace-nowrap font-semibold">
            {monthly.basis === "net" ? "netto" : "brutto"}/mies.
          </span>
        </p>
      ) : null}
      {model.price > 0 ? (
        <p className={`text-sm text-slate-600 ${monthly ? "" : "mt-auto pt-2"}`}>
          cena <PriceAmount net={model.price} gross={model.priceGross} consumer={consumer} />
        </p>
      ) : (
        <p className="mt-auto pt-2 font-semibold">Na zamówienie</p>
      )}
      <p className="text-sm text-slate-600">
        {model.count > 0 ? `${countOf(model.count, PIECES)} w ofercie` : "Brak aut na stanie"}
      </p>
    </article>
  );
}

/** The section drawn from its props alone (no hooks): a whole page's answer takes it from the fragment cache. */
function PopularModelsView({ models, installments, consumer }: PopularModelsViewProps) {
  return (
    <section aria-labelledby="popularne-modele" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="popularne-modele" className="text-2xl font-bold">
          Popularne modele
        </h2>
        <SiteLink to="/wyszukaj" className="font-semibold text-brand-700 underline underline-offset-2">
          Wszystkie samochody
        </SiteLink>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {models.map((m, i) => (
          <li key={m.id}>
            <PopularModelCard model={m} monthly={installments[i] ?? null} consumer={consumer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Popularne modele": the models Poles register most, each with its instalment "od …" at the visitor's
 * parameters. `kept` when the models were sent aside (a whole page's answer, lib/served-data.ts): the
 * browser keeps the served section (`models` is null there) until new parameters load the page's data
 * again (routes/home.tsx), and React draws it with the new instalments.
 */
export function PopularModels({ models, kept }: { models: ModelCardData[] | null; kept: boolean }) {
  const params = useVisitorParams();
  const rates = useLeasingShell()?.rates ?? null;
  if (models?.length === 0) return null;
  const props = models && {
    models,
    installments: models.map((m) => monthlyInstallment(m.price, "net", params, rates)),
    consumer: params.client === "consumer",
  };
  return <KeptPart name="popular-models" component={PopularModelsView} props={props} kept={kept} />;
}
