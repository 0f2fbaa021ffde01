// The home page's catalogue parts: body-type entry points, popular models, collections,
// limited offers and banners. All site-wide data through the response cache; a part that fails is left out.
import type { RouterContextProvider } from "react-router";
import { carRef } from "./car-lists.ts";
import { catalogApi, orElse } from "./catalog.server.ts";
import {
  type Banner,
  type CollectionEntry,
  type DictionaryEntry,
  type LimitedOffer,
  type ModelItem,
  variantHref,
} from "./catalog.ts";
import { derivedFrom } from "./derived.ts";
import { type ModelCardData, modelCardData } from "./model-offers.ts";

const POPULAR = 8;
const LIMITED = 3;

/** A limited offer as the home page shows it. */
export interface HomeOffer {
  id: number;
  title: string;
  discountPct: number;
  price: number;
  priceGross: number;
  listPrice: number;
  listPriceGross: number;
  bodyType: string;
  colourHex: string;
  href: string;
  /** The favourites/compare reference of the offer's car. */
  ref: string;
  name: string;
}

export interface HomeCatalog {
  bodyTypes: DictionaryEntry[];
  popular: ModelCardData[];
  collections: CollectionEntry[];
  limited: HomeOffer[];
  topBanners: Banner[];
  middleBanners: Banner[];
}

// Made once per cached answer: the parts of the home page kept as served are drawn from the same objects
// every time (lib/derived.ts).
const shownBodyTypes = derivedFrom((list: DictionaryEntry[]) =>
  list.filter((b) => b.count > 0).sort((a, b) => b.count - a.count),
);
const popularCards = derivedFrom((models: ModelItem[]) => models.map((m) => modelCardData(m)));

export async function loadHomeCatalog(context: Readonly<RouterContextProvider>): Promise<HomeCatalog> {
  const catalog = catalogApi(context);
  const [bodyTypes, popular, collections, top, middle] = await Promise.all([
    catalog.cached<DictionaryEntry[]>("/v3/bodytypes"),
    catalog.cached<ModelItem[]>("/v3/popular-models/", { limit: POPULAR }),
    catalog.cached<CollectionEntry[]>("/v2/collections/"),
    catalog.cached<Banner[]>("/slot-banners", { slot: "home-top" }),
    catalog.cached<Banner[]>("/slot-banners", { slot: "home-middle" }),
  ]);
  const models = orElse(popular, [] as ModelItem[]);
  // Limited offers of the most popular models (one lookup per model, cached).
  const offers = await Promise.all(
    models.map((m) => catalog.cached<{ offer: LimitedOffer | null }>("/limited-offer", { modelId: m.id })),
  );
  return {
    bodyTypes: bodyTypes.error ? [] : shownBodyTypes(bodyTypes.data),
    popular: popularCards(models),
    collections: orElse(collections, [] as CollectionEntry[]),
    limited: offers
      .map((o) => orElse(o, null)?.offer ?? null)
      .filter((o): o is LimitedOffer => o !== null)
      .slice(0, LIMITED)
      .map((o) => ({
        id: o.id,
        title: o.title,
        discountPct: o.discountPct,
        price: o.price,
        priceGross: o.priceGross,
        listPrice: o.listPrice,
        listPriceGross: o.listPriceGross,
        bodyType: o.bodyType,
        colourHex: o.car.colourHex,
        href: variantHref(o.car.brand.slug, o.car.model.slug, carRef(o.groupId, o.car.id)),
        ref: carRef(o.groupId, o.car.id),
        name: `${o.car.brand.name} ${o.car.model.name} ${o.car.version}`,
      })),
    topBanners: orElse(top, [] as Banner[]),
    middleBanners: orElse(middle, [] as Banner[]),
  };
}
