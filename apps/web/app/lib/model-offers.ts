// Which offer a model or one of its body types is priced and ordered by (model pages, model cards on the
// home and brand pages): its cheapest new car, a used one only when there is no new car.
import {
  type BodyEntry,
  type CarDetail,
  type CarOffer,
  type EquipmentItem,
  type ModelItem,
  type Named,
  offerOrCheapest,
} from "./catalog.ts";
import { derivedFrom } from "./derived.ts";

/** The offer a body type's card prices and orders: its cheapest new car, else its cheapest (used) one. */
export interface EntryOffer {
  isNew: boolean;
  price: number;
  priceGross: number;
  groupId: string;
  variantId: number | null;
}

export function entryOffer(entry: BodyEntry): EntryOffer | null {
  if (entry.newOffer) return { isNew: true, ...entry.newOffer };
  if (entry.price <= 0 || !entry.groupId) return null;
  return {
    isNew: entry.is_new,
    price: entry.price,
    priceGross: entry.priceGross,
    groupId: entry.groupId,
    variantId: entry.variantId,
  };
}

/** The model's headline offer: the cheapest new car of any body type, else the cheapest used one. */
export function headlineOffer(entries: readonly BodyEntry[]): (EntryOffer & { entry: BodyEntry }) | null {
  let best: (EntryOffer & { entry: BodyEntry }) | null = null;
  for (const entry of entries) {
    const offer = entryOffer(entry);
    if (!offer) continue;
    const better =
      !best || (offer.isNew && !best.isNew) || (offer.isNew === best.isNew && offer.price < best.price);
    if (better) best = { ...offer, entry };
  }
  return best;
}

/** What a model card shows (home page, brand page). */
export interface ModelCardData {
  id: number;
  slug: string;
  name: string;
  brand: Named;
  lead: string;
  /** Netto "od …"; 0 when nothing is priced (on order only). */
  price: number;
  /** The same price brutto (what a consumer reads). */
  priceGross: number;
  count: number;
  bodyType: string;
  /** Set when the card stands for one body type of the model (the brand page). */
  bodyName?: string;
}

/** A model, or one body type of it, as a card. */
export function modelCardData(model: ModelItem, entry?: BodyEntry): ModelCardData {
  // Priced like the model page: the cheapest new car, a used one only when there is no new one.
  const headline = entry ? null : headlineOffer(model.bodyTypes);
  const offer = entry ? entryOffer(entry) : headline;
  const shown = entry ?? headline?.entry ?? cheapestEntry(model.bodyTypes);
  const card: ModelCardData = {
    id: model.id,
    slug: model.slug,
    name: model.name,
    brand: model.brand,
    lead: entry ? "" : model.lead,
    price: offer?.price ?? model.priceFrom,
    priceGross: offer?.priceGross ?? model.priceFromGross,
    count: entry ? entry.count : model.count,
    bodyType: shown?.bodyType ?? model.bodyTypes[0]?.bodyType ?? "hatchback",
  };
  if (entry) card.bodyName = entry.name;
  return card;
}

/** The cheapest body-type entry with a price (the model's "od …"), or null. */
export function cheapestEntry(entries: readonly BodyEntry[]): BodyEntry | null {
  let best: BodyEntry | null = null;
  for (const e of entries) if (e.price > 0 && (!best || e.price < best.price)) best = e;
  return best;
}

/** The shown colour or car of a variant, with its extras and history. */
export type PanelOffer = Pick<
  CarOffer,
  | "id"
  | "colour"
  | "colourHex"
  | "count"
  | "price"
  | "priceGross"
  | "location"
  | "extras"
  | "mileageKm"
  | "firstRegistration"
>;

/** One colour or car of a variant as its panel's list shows it. */
export type ColourOffer = Pick<
  CarOffer,
  "id" | "colour" | "colourHex" | "count" | "price" | "priceGross" | "location"
>;

/** A variant's standard equipment by category, or its highlights when the full list is not known. */
export interface StandardEquipment {
  groups: CarDetail["equipment"];
  highlights: EquipmentItem[];
}

/** A variant as the model page's panel shows it (components/catalog/variant-panel.tsx). */
export type PanelVariant = Omit<CarDetail, "offers" | "equipment" | "equipmentHighlights"> & {
  /** The offer asked for, else the cheapest. */
  offer: PanelOffer | null;
  offerCount: number;
};

/** A variant's colours: one list per variant (a cached answer), the same for every answer. */
const coloursOf = derivedFrom((variant: CarDetail): ColourOffer[] =>
  variant.offers.map((o) => ({
    id: o.id,
    colour: o.colour,
    colourHex: o.colourHex,
    count: o.count,
    price: o.price,
    priceGross: o.priceGross,
    location: o.location,
  })),
);

/**
 * The variant with what its panel shows and no more, in three parts: the variant with its shown offer
 * (hydrated, as the panel's buttons order and list that offer), and its colours and standard equipment,
 * which the page may draw once on the server and keep as served (lib/served-data.ts). A new model's
 * variant has a couple of dozen colours, each with its code, labels and extras, of which the list shows
 * the colour, price, count and place. The highlights go when the full equipment is there, as the panel
 * then lists that instead.
 */
export function panelVariant(
  variant: CarDetail,
  chosen: number | null,
): { variant: PanelVariant; colours: ColourOffer[]; equipment: StandardEquipment } {
  const { offers, equipment, equipmentHighlights, ...rest } = variant;
  const shown = offerOrCheapest(offers, chosen);
  return {
    variant: {
      ...rest,
      offer: shown
        ? {
            id: shown.id,
            colour: shown.colour,
            colourHex: shown.colourHex,
            count: shown.count,
            price: shown.price,
            priceGross: shown.priceGross,
            location: shown.location,
            extras: shown.extras,
            mileageKm: shown.mileageKm,
            firstRegistration: shown.firstRegistration,
          }
        : null,
      offerCount: offers.length,
    },
    colours: coloursOf(variant),
    equipment: { groups: equipment, highlights: equipment.length > 0 ? [] : equipmentHighlights },
  };
}
