import { formatPlnWhole } from "@vhs/domain/format.ts";
import { type ModelCardData, variantHref } from "../lib/catalog.ts";
import { countOf, PIECES } from "../lib/polish.ts";
import { CarPicture } from "./car-picture.tsx";
import { MonthlyFrom } from "./installment.tsx";
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
          <p className="car-card-price">
            od <b>{formatPlnWhole(model.price)}</b> netto
          </p>
          <p className="text-brand-700">
            <MonthlyFrom price={model.price} priceType="net" />
          </p>
        </>
      ) : (
        <p className="car-card-price">Na zamówienie</p>
      )}
      <p className="text-sm text-slate-600">
        {model.count > 0 ? `${countOf(model.count, PIECES)} w ofercie` : "Brak aut na stanie"}
      </p>
    </article>
  );
}

/** Price "od …" of a list of models, for headings. */
export function priceFromText(price: number): string {
  return price > 0 ? `od ${formatPlnWhole(price)} netto` : "na zamówienie";
}
