import { variantHref } from "../lib/catalog.ts";
import { type MonthlyInstallment, useMonthlyInstallment } from "../lib/leasing.ts";
import { useVisitorParams } from "../lib/leasing-shell.ts";
import type { ModelCardData } from "../lib/model-offers.ts";
import { countOf, PIECES } from "../lib/polish.ts";
import { CarPicture } from "./car-picture.tsx";
import { MonthlyAmount, PriceAmount } from "./installment.tsx";
import { SiteLink } from "./site-link.tsx";

type Heading = "h2" | "h3" | "h4";

/**
 * A model, or one body type of it (the brand page): picture, name, the lowest price "od …" and the
 * instalment from it with the visitor's parameters, the number of cars.
 */
export function ModelCard({
  model,
  heading,
  showBrand,
}: {
  model: ModelCardData;
  heading?: Heading;
  showBrand?: boolean;
}) {
  const monthly = useMonthlyInstallment(model.price, "net");
  const consumer = useVisitorParams().client === "consumer";
  return (
    <ModelCardView
      model={model}
      heading={heading}
      showBrand={showBrand}
      monthly={model.price > 0 ? monthly : null}
      consumer={consumer}
    />
  );
}

/** ModelCard drawn from its props alone (no hooks): the instalment worked out and whether a consumer. */
export function ModelCardView({
  model,
  heading: H = "h3",
  showBrand = true,
  monthly,
  consumer,
}: {
  model: ModelCardData;
  heading?: Heading;
  showBrand?: boolean;
  monthly: MonthlyInstallment | null;
  consumer: boolean;
}) {
  const title = `${showBrand ? `${model.brand.name} ` : ""}${model.name}${model.bodyName ? ` ${model.bodyName}` : ""}`;
  return (
    <article className="car-card">
      <CarPicture bodyType={model.bodyType} className="car-card-picture" />
      <H className="text-lg font-semibold leading-tight">
        <SiteLink to={variantHref(model.brand.slug, model.slug)} className="car-card-link">
          {title}
        </SiteLink>
      </H>
      {model.lead && <p className="line-clamp-2 text-sm text-slate-700">{model.lead}</p>}
      {model.price > 0 ? (
        <>
          <p className="car-card-monthly">
            <MonthlyAmount result={monthly} />
          </p>
          <p className="car-card-price">
            <PriceAmount net={model.price} gross={model.priceGross} consumer={consumer} />
          </p>
        </>
      ) : (
        <p className="car-card-monthly">Na zamówienie</p>
      )}
      <p className="text-sm text-slate-600">
        {model.count > 0 ? `${countOf(model.count, PIECES)} w ofercie` : "Brak aut na stanie"}
      </p>
    </article>
  );
}
