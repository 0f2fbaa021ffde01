import { variantHref } from "../lib/catalog.ts";
import type { ModelCardData } from "../lib/model-offers.ts";
import { countOf, PIECES } from "../lib/polish.ts";
import { CarPicture } from "./car-picture.tsx";
import { MonthlyFrom, PriceFrom } from "./installment.tsx";
import { SiteLink } from "./site-link.tsx";

type Heading = "h2" | "h3" | "h4";

/**
 * A model, or one body type of it (the brand page): picture, name, the lowest price "od …" and the
 * instalment from it with the visitor's parameters, the number of cars.
 */
export function ModelCard({
  model,
  heading: H = "h3",
  showBrand = true,
}: {
  model: ModelCardData;
  heading?: Heading;
  showBrand?: boolean;
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
            <MonthlyFrom price={model.price} priceType="net" />
          </p>
          <p className="car-card-price">
            <PriceFrom net={model.price} gross={model.priceGross} />
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

/** Price "od …" of a list of models, for headings: netto or brutto as the visitor pays. */
export function PriceFromText({ net, gross }: { net: number; gross: number }) {
  return net > 0 ? <PriceFrom net={net} gross={gross} /> : <>na zamówienie</>;
}
