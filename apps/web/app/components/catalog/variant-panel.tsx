// The model page's detail of one variant (routes/catalog/model.tsx).
import { formatDate, formatPlnWhole } from "@vhs/domain/format.ts";
import { carRef } from "../../lib/car-lists.ts";
import { useDrawnAgainOnNewParams, useVisitorParams } from "../../lib/leasing-shell.ts";
import type { ColourOffer, PanelVariant, StandardEquipment } from "../../lib/model-offers.ts";
import { countOf, formatInt, OFFERS } from "../../lib/polish.ts";
import { useServedData } from "../../lib/served-data.ts";
import { CarLabels, CarPrice } from "../car-card.tsx";
import { CarListToggle } from "../car-list-toggle.tsx";
import { CarPicture } from "../car-picture.tsx";
import { MonthlyFrom, PriceFrom } from "../installment.tsx";
import { KeptPart } from "../kept-as-served.tsx";
import { LeasingParamsButton } from "../leasing-drawer.tsx";
import { SiteLink } from "../site-link.tsx";
import { OrderButton } from "./order-form.tsx";
import { ColourList, EquipmentList } from "./variant-lists.tsx";

/** The keys of the variant's colours and equipment in the data drawn without being sent for hydration. */
export const SERVED_COLOURS = "variant-colours";
export const SERVED_EQUIPMENT = "variant-equipment";

export interface VariantPanelProps {
  chosen: boolean;
  chosenOffer: number | null;
  /** Null in the browser while the served list is kept (lib/served-data.ts). */
  variantColours: ColourOffer[] | null;
  variantEquipment: StandardEquipment | null;
}

function Spec({ term, children }: { term: string; children: string | number }) {
  return (
    <div className="spec-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The variant shown in detail on a model page: the chosen offer (or the cheapest), its picture, price,
 * instalment, data, colours and equipment. `chosen` says the visitor picked it (?wariant=).
 */
export function VariantPanel({ d, variant }: { d: VariantPanelProps; variant: PanelVariant }) {
  const v = variant.version;
  const name = `${variant.brand.name} ${variant.model.name}`;
  const offer = variant.offer;
  const colours = useServedData(SERVED_COLOURS, d.variantColours);
  const equipment = useServedData(SERVED_EQUIPMENT, d.variantEquipment);
  const consumer = useVisitorParams().client === "consumer";
  // The kept colours show prices brutto or netto: new parameters from the drawer draw them again.
  useDrawnAgainOnNewParams(d.variantColours === null);
  const price = offer?.price ?? variant.price ?? 0;
  const gross = offer?.priceGross ?? variant.priceGross ?? 0;
  const ref = carRef(variant.groupId, offer?.id ?? null);
  const used = variant.state === "uzywany";
  const calculator = `/kalkulator-leasingowy?${new URLSearchParams({
    price: String(price),
    priceType: "net",
    fuel: v.fuel,
    co2: String(v.co2),
  })}`;
  return (
    <section aria-labelledby="wariant" className="variant-panel" id="wersja">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {d.chosen ? "Wybrana wersja" : used ? "Najtańszy samochód" : "Najtańsza nowa wersja"}
      </p>
      <h2 id="wariant" className="text-2xl font-bold">
        {name} {v.name} ({variant.productionYear})
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <CarPicture
            bodyType={v.bodyType}
            colour={offer?.colourHex}
            width={480}
            label={`Rysunek: ${name}, ${v.bodyTypeName.toLowerCase()}${offer ? `, kolor ${offer.colour.toLowerCase()}` : ""}`}
            className="h-auto w-full"
          />
          <CarLabels labels={variant.labels} max={6} />
        </div>
        <div>
          <CarPrice net={price} gross={gross} className="text-xl" />
          {variant.listPrice !== null && variant.listPrice > price && (
            <p className="text-sm text-slate-600">
              Cena katalogowa:{" "}
              <s>
                <PriceFrom net={variant.listPrice} gross={variant.listPriceGross ?? undefined} from={false} />
              </s>
            </p>
          )}
          <p className="mt-2 text-2xl text-brand-700">
            <MonthlyFrom price={price} priceType="net" />
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-3">
            <OrderButton
              variantId={offer?.id ?? null}
              groupId={variant.groupId}
              name={`${name} ${v.name}${offer ? `, ${offer.colour.toLowerCase()}` : ""}`}
              className="btn-primary py-2"
            />
            <LeasingParamsButton className="btn-secondary py-2">Zmień parametry leasingu</LeasingParamsButton>
            <SiteLink to={calculator} className="btn-secondary py-2">
              Policz w kalkulatorze
            </SiteLink>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <CarListToggle kind="favourites" refId={ref} name={`${name} ${v.name}`} />
            <CarListToggle kind="compare" refId={ref} name={`${name} ${v.name}`} />
          </div>
          <dl className="spec-list mt-4">
            <Spec term="Stan">{used ? "Używany" : "Nowy"}</Spec>
            <Spec term="Rok produkcji">{variant.productionYear}</Spec>
            <Spec term="Nadwozie">{v.bodyTypeName}</Spec>
            <Spec term="Silnik">
              {v.engineCapacity > 0 ? `${v.engineName}, ${formatInt(v.engineCapacity)} cm³` : v.engineName}
            </Spec>
            <Spec term="Moc">{`${formatInt(v.powerKm)} KM (${formatInt(v.powerKw)} kW)`}</Spec>
            <Spec term="Paliwo">{v.fuelName}</Spec>
            <Spec term="Skrzynia biegów">{v.gearboxName}</Spec>
            <Spec term="Napęd">{v.driveName}</Spec>
            <Spec term="Miejsca / drzwi">{`${v.seats} / ${v.doors}`}</Spec>
            <Spec term="Emisja CO₂ (WLTP)">{`${formatInt(v.co2)} g/km`}</Spec>
            <Spec term="Limit kosztów w firmie">{formatPlnWhole(v.taxLimit)}</Spec>
            {used && offer?.mileageKm != null && (
              <Spec term="Przebieg">{`${formatInt(offer.mileageKm)} km`}</Spec>
            )}
            {used && offer?.firstRegistration && (
              <Spec term="Pierwsza rejestracja">{formatDate(offer.firstRegistration)}</Spec>
            )}
          </dl>
        </div>
      </div>

      {variant.offerCount > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold">
            {used ? "Oferta" : `Dostępne kolory (${countOf(variant.offerCount, OFFERS)})`}
          </h3>
          <KeptPart
            name="variant-colours"
            component={ColourList}
            props={
              colours && {
                colours,
                currentId: offer?.id ?? null,
                brand: variant.brand.slug,
                model: variant.model.slug,
                groupId: variant.groupId,
                consumer,
              }
            }
            kept={d.variantColours === null}
          />
        </div>
      )}

      {offer && offer.extras.length > 0 && (
        <div className="mt-6" data-testid="wyposazenie-dodatkowe">
          <h3 className="text-lg font-semibold">
            Wyposażenie dodatkowe tego samochodu{used ? "" : ` (kolor ${offer.colour.toLowerCase()})`}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {offer.extras.map((item) => (
              <li key={item.code} className="car-label">
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-6">
        <h3 className="text-lg font-semibold">Wyposażenie standardowe ({variant.equipmentCount})</h3>
        <KeptPart
          name="variant-equipment"
          component={EquipmentList}
          props={equipment}
          kept={d.variantEquipment === null}
        />
      </div>
    </section>
  );
}
