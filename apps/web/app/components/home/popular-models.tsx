import { formatPlnWhole } from "@vhs/domain/format.ts";
import { variantHref } from "../../lib/catalog.ts";
import { useMonthlyInstallment } from "../../lib/leasing.ts";
import type { ModelCardData } from "../../lib/model-offers.ts";
import { countOf, PIECES } from "../../lib/polish.ts";
import { CarPicture } from "../car-picture.tsx";
import { PriceFrom } from "../installment.tsx";
import { SiteLink } from "../site-link.tsx";

/** A popular model with its monthly price first and large, the car price under it. */
function PopularModelCard({ model }: { model: ModelCardData }) {
  const monthly = useMonthlyInstallment(model.price, "net");
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
          cena <PriceFrom net={model.price} gross={model.priceGross} />
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

/** "Popularne modele": the models Poles register most, each with its instalment "od …". */
export function PopularModels({ models }: { models: ModelCardData[] }) {
  if (models.length === 0) return null;
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
        {models.map((m) => (
          <li key={m.id}>
            <PopularModelCard model={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}
