// A model's body types (routes/catalog/model.tsx): the headline instalment and one card per body type.
// Both say which car their price is for, and a card's "Zamów online" orders exactly that car: the cheapest
// new one of its body type, or the cheapest used one when there is no new car. A cheaper used car is
// offered as a link beside it, never silently priced or ordered in its place.
import { carRef } from "../../lib/car-lists.ts";
import { type BodyEntry, variantHref } from "../../lib/catalog.ts";
import { entryOffer, headlineOffer } from "../../lib/model-offers.ts";
import { countOf, OFFERS, PIECES } from "../../lib/polish.ts";
import { CarLabels } from "../car-card.tsx";
import { CarPicture } from "../car-picture.tsx";
import { MonthlyFrom, PriceFrom } from "../installment.tsx";
import { SiteLink } from "../site-link.tsx";
import { OrderButton } from "./order-form.tsx";

type Named = { slug: string; name: string };

const stateOf = (isNew: boolean) => (isNew ? "nowy samochód" : "samochód używany");

/** "od 1 234 zł netto/mies." for the model, with the car it is for. */
export function ModelHeadline({ model, entries }: { model: Named; entries: readonly BodyEntry[] }) {
  const offer = headlineOffer(entries);
  if (!offer) return <p>Ten model jest teraz dostępny tylko na zamówienie.</p>;
  const total = entries.reduce((s, b) => s + b.count, 0);
  return (
    <div>
      <p className="text-3xl font-bold text-brand-700" data-testid="rata-modelu">
        <MonthlyFrom price={offer.price} priceType="net" />
      </p>
      <p className="mt-1 text-slate-700" data-testid="rata-modelu-oferta">
        najtańsza oferta: {model.name} {offer.entry.name}, {stateOf(offer.isNew)} · cena{" "}
        <PriceFrom net={offer.price} gross={offer.priceGross} from={false} /> · {countOf(total, PIECES)} w
        ofercie
      </p>
    </div>
  );
}

export function BodyTypeCard({
  entry,
  brand,
  model,
  allHref,
  usedHref,
}: {
  entry: BodyEntry;
  brand: Named;
  model: Named;
  /** All offers of this body type (the search). */
  allHref: string;
  /** The model's used cars (the search), for "Używane od …". */
  usedHref: string;
}) {
  const offer = entryOffer(entry);
  const title = `${model.name} ${entry.name}`;
  const usedCheaper = offer?.isNew === true && !entry.is_new && entry.price > 0 && entry.price < offer.price;
  const which = offer?.isNew ? "Najtańszy nowy" : "Najtańszy używany";
  return (
    <li className="car-card" data-testid="nadwozie">
      <CarPicture bodyType={entry.bodyType} width={240} className="car-card-picture" />
      <h3 className="text-lg font-semibold">{title}</h3>
      {offer ? (
        <>
          <p className="text-xl text-brand-700">
            <MonthlyFrom price={offer.price} priceType="net" />
          </p>
          <p className="text-sm">
            {offer.isNew ? "Nowy" : "Używany"}: <PriceFrom net={offer.price} gross={offer.priceGross} />
          </p>
          {usedCheaper && (
            <p className="text-sm">
              <SiteLink to={usedHref} className="text-brand-700 underline">
                Używane od <PriceFrom net={entry.price} gross={entry.priceGross} from={false} />
                <span className="sr-only">: {title}</span>
              </SiteLink>
            </p>
          )}
        </>
      ) : (
        <p>Na zamówienie</p>
      )}
      <p className="text-sm text-slate-600">
        {countOf(entry.count, PIECES)} · {countOf(entry.offers, OFFERS)}
      </p>
      <CarLabels labels={entry.labels} max={3} />
      <p className="mt-auto flex flex-wrap gap-x-4 pt-2 text-sm">
        {offer && (
          <SiteLink
            to={variantHref(brand.slug, model.slug, carRef(offer.groupId, offer.variantId))}
            className="font-medium text-brand-700 underline"
          >
            {which}
            <span className="sr-only"> {entry.name}</span>
          </SiteLink>
        )}
        <SiteLink to={allHref} className="font-medium text-brand-700 underline">
          Wszystkie oferty<span className="sr-only"> {entry.name}</span>
        </SiteLink>
      </p>
      {offer && (
        <OrderButton
          variantId={offer.variantId}
          groupId={offer.groupId}
          name={`${brand.name} ${title}, ${which.toLowerCase()}`}
          className="btn-primary px-3 py-1.5 text-sm"
          formClassName="pt-2"
        />
      )}
    </li>
  );
}
