// The long lists of the model page's variant panel (variant-panel.tsx), drawn from their props alone (no
// hooks, no context), so that the server may draw them as static markup once and keep them as served
// (components/kept-as-served.tsx): a new model's variant lists a couple of dozen colours and as many items
// of equipment, which nothing on the page changes in place.
import { carRef } from "../../lib/car-lists.ts";
import { variantHref } from "../../lib/catalog.ts";
import type { ColourOffer, StandardEquipment } from "../../lib/model-offers.ts";
import { countOf, PIECES } from "../../lib/polish.ts";
import { shownPrice } from "../installment.tsx";
import { SiteLink } from "../site-link.tsx";

export interface ColourListProps {
  colours: ColourOffer[];
  /** The offer the panel shows: marked as the current one, not linked. */
  currentId: number | null;
  brand: string;
  model: string;
  groupId: string;
  consumer: boolean;
}

/**
 * The variant's colours (a used car: its one offer), each with its price, how many are in stock and
 * where; the others link to their own panel. Lean markup on purpose: the rows are styled from catalog.css
 * by their place.
 */
export function ColourList({ colours, currentId, brand, model, groupId, consumer }: ColourListProps) {
  return (
    <ul className="offer-rows">
      {colours.map((o) => {
        const stock = o.count > 0 ? countOf(o.count, PIECES) : "na zamówienie";
        const place = o.location ? ` · ${o.location}` : "";
        const price = o.price === null ? null : shownPrice(o.price, o.priceGross ?? undefined, consumer);
        return (
          <li key={o.id} className={o.id === currentId ? "offer-row offer-current" : "offer-row"}>
            <span className="swatch" style={{ backgroundColor: o.colourHex }} />
            <span>
              {o.id === currentId ? (
                <b aria-current="true">{o.colour}</b>
              ) : (
                <SiteLink to={variantHref(brand, model, carRef(groupId, o.id))}>{o.colour}</SiteLink>
              )}
              {price ? (
                <small>
                  <strong>{price.amount}</strong>
                  {` ${price.basis} · ${stock}${place}`}
                </small>
              ) : (
                <small>{`${stock}${place}`}</small>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The variant's standard equipment by category, or its highlights when the full list is not known. */
export function EquipmentList({ groups, highlights }: StandardEquipment) {
  if (groups.length === 0) {
    return (
      <ul className="mt-2 list-disc pl-5 text-sm">
        {highlights.map((item) => (
          <li key={item.code}>{item.name}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="equipment-groups">
      {groups.map((group) => (
        <div key={group.category}>
          <h4>{group.category}</h4>
          <ul>
            {group.items.map((item) => (
              <li key={item.code}>{item.name}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
