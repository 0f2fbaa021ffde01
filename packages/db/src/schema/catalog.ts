// The car catalogue: brands → models → versions (the Eurotax-style dictionary,
// DOMAIN §7.2) → variants (the offers: one new or used car configuration with a price and a stock
// count), plus the catalogue's editorial content.
//
// Conventions:
// - Body type, fuel, gearbox and drive are text codes (the slugs of DOMAIN §7.3, labels in
//   @vhs/domain/labels.ts) guarded by CHECK constraints, not dictionary tables.
// - Money is integer grosz (1 zł = 100 gr) in columns ending in `_gr`; the API speaks zł.
//   Net is the business price (bez VAT), gross the consumer price (z 23 % VAT).
// - Variants repeat the filter columns of their version (body, fuel, gearbox, drive, seats,
//   power) so that every list filter is one indexed table; the rest is read from the version.
import { BANNER_SLOTS } from "@vhs/domain/catalog-rules.ts";
import { BODY_TYPE_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from "@vhs/domain/labels.ts";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const oneOf = (column: AnyPgColumn, values: object): SQL =>
  sql`${column} in (${sql.raw(
    Object.keys(values)
      .map((v) => `'${v}'`)
      .join(", "),
  )})`;

/** Car brands. */
export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Shown in the header's brand menu. */
  inMenu: boolean("in_menu").notNull().default(false),
  menuOrder: integer("menu_order").notNull().default(0),
  /** One or two sentences about the brand in Poland (brand page lead). */
  description: text("description").notNull().default(""),
  seoTitle: text("seo_title").notNull().default(""),
  seoDescription: text("seo_description").notNull().default(""),
  /** SEO article under the brand page, as paragraphs. */
  seoText: jsonb("seo_text").$type<string[]>().notNull().default([]),
});

/** A model line of a brand, e.g. Toyota Corolla (all its body types). */
export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    /** Unique across all brands, so a model slug alone names a model. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** Market segment: A, B, C, D, E, F, SUV-B, SUV-C, SUV-D, SUV-E, MPV, LCV, sport. */
    segment: text("segment").notNull(),
    /** First model year of the current generation (or facelift). */
    generationYear: smallint("generation_year").notNull(),
    /** Approximate new registrations in Poland in 2025 (MARKET.md where known), for "popular". */
    popularity: integer("popularity").notNull().default(0),
    /** New model not yet in stock: orders only. */
    preorder: boolean("preorder").notNull().default(false),
    /** imagin.studio `modelFamily` (DOMAIN §7.1). */
    imaginFamily: text("imagin_family").notNull(),
    /** Short lead under the model name. */
    lead: text("lead").notNull().default(""),
    /** The model description (/v2/model-description), as paragraphs. */
    description: jsonb("description").$type<string[]>().notNull().default([]),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    seoText: jsonb("seo_text").$type<string[]>().notNull().default([]),
  },
  (t) => [index("models_brand_idx").on(t.brandId)],
);

/**
 * The free-text search dictionary: one row per phonetic word key (@vhs/domain/catalog-search.ts)
 * of a model's brand, name or aliases. The trigram index answers `word % term` (similarity ≥
 * pg_trgm.similarity_threshold, 0.3 by default) and `word LIKE 'term%'` without a scan.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").notNull(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    /** brand | model | alias: a brand word alone matches every model of the brand. */
    kind: text("kind").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.modelId] }),
    index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
    check("search_words_kind_check", sql`${t.kind} in ('brand', 'model', 'alias')`),
  ],
);

/** A version (wersja/typ) of a model: body, engine and trim, with its list price and equipment. */
export const versions = pgTable(
  "versions",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    /** Eurotax-style version code (used by /v3/imagin-url/ec-code/{code}). */
    ecCode: text("ec_code").notNull().unique(),
    /** e.g. "1.8 Hybrid 140 KM e-CVT Comfort". */
    name: text("name").notNull(),
    engineName: text("engine_name").notNull(),
    trim: text("trim").notNull(),
    bodyType: text("body_type").notNull(),
    fuel: text("fuel").notNull(),
    gearbox: text("gearbox").notNull(),
    drive: text("drive").notNull(),
    powerKm: smallint("power_km").notNull(),
    powerKw: smallint("power_kw").notNull(),
    /** cm³; 0 for electric cars. */
    engineCapacity: integer("engine_capacity").notNull(),
    seats: smallint("seats").notNull(),
    doors: smallint("doors").notNull(),
    /** WLTP CO₂ g/km (0 for BEV); decides the 2026 tax limit. */
    co2: smallint("co2").notNull(),
    /** Standard equipment: codes of equipment_items. */
    equipment: text("equipment").array().notNull(),
    listPriceNetGr: integer("list_price_net_gr").notNull(),
    listPriceGrossGr: integer("list_price_gross_gr").notNull(),
  },
  (t) => [
    index("versions_model_idx").on(t.modelId),
    check("versions_body_type_check", oneOf(t.bodyType, BODY_TYPE_LABELS)),
    check("versions_fuel_check", oneOf(t.fuel, FUEL_LABELS)),
    check("versions_gearbox_check", oneOf(t.gearbox, GEARBOX_LABELS)),
    check("versions_drive_check", oneOf(t.drive, DRIVE_LABELS)),
  ],
);

/**
 * An offer: a new car configuration in stock (or to order, count 0) or one used car. New
 * offers of the same version and production year share a groupId; a used car is its own group.
 */
export const variants = pgTable(
  "variants",
  {
    id: serial("id").primaryKey(),
    /** Offer number, e.g. N0001234 (new) or U0004321 (used); the seed's natural key. */
    offerCode: text("offer_code").notNull().unique(),
    versionId: integer("version_id")
      .notNull()
      .references(() => versions.id),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    isNew: boolean("is_new").notNull(),
    groupId: text("group_id").notNull(),
    // Filter columns copied from the version.
    bodyType: text("body_type").notNull(),
    fuel: text("fuel").notNull(),
    gearbox: text("gearbox").notNull(),
    drive: text("drive").notNull(),
    seats: smallint("seats").notNull(),
    powerKm: smallint("power_km").notNull(),
    productionYear: smallint("production_year").notNull(),
    colour: text("colour").notNull(),
    colourHex: text("colour_hex").notNull(),
    priceNetGr: integer("price_net_gr").notNull(),
    priceGrossGr: integer("price_gross_gr").notNull(),
    stockCount: integer("stock_count").notNull(),
    /** Label codes (CAR_LABELS in @vhs/domain/catalog-rules.ts). */
    labels: text("labels").array().notNull(),
    /** The same labels as a bit mask (labelMask), merged with bit_or in the live model lists. */
    labelMask: integer("label_mask").notNull().default(0),
    /** Optional equipment on top of the version's standard equipment. */
    extras: text("extras").array().notNull(),
    // Used cars (null for new ones; location is the dealer's city for new ones).
    mileageKm: integer("mileage_km"),
    firstRegistration: date("first_registration"),
    location: text("location"),
  },
  (t) => [
    // The default car-list order (new first, then by price) for the whole list and for the
    // selective filters; low-selectivity filters (gearbox, state) walk variants_list_idx.
    // .desc() is DESC NULLS LAST: queries must order by "is_new desc nulls last" to use them.
    index("variants_list_idx").on(t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_price_idx").on(t.priceNetGr, t.id),
    // The gross price bands' edges of a gross price filter (offer_price_cells).
    index("variants_price_gross_idx").on(t.priceGrossGr, t.id),
    index("variants_brand_idx").on(t.brandId, t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_model_idx").on(t.modelId, t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_body_idx").on(t.bodyType, t.isNew.desc(), t.priceNetGr, t.id),
    // Brand and body type together (the brand page's body tabs, "Toyota SUV"): the brand index alone
    // walks the brand's other bodies first, a share of offers that grows with the catalogue.
    index("variants_brand_body_idx").on(t.brandId, t.bodyType, t.isNew.desc(), t.priceNetGr, t.id),
    // Model and body type together (a model's body tabs, a search for "octavia kombi"), likewise.
    index("variants_model_body_idx").on(t.modelId, t.bodyType, t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_fuel_idx").on(t.fuel, t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_drive_idx").on(t.drive, t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_year_idx").on(t.productionYear),
    index("variants_power_idx").on(t.powerKm),
    index("variants_seats_idx").on(t.seats, t.isNew.desc(), t.priceNetGr, t.id),
    index("variants_group_idx").on(t.groupId),
    index("variants_version_idx").on(t.versionId),
    check("variants_body_type_check", oneOf(t.bodyType, BODY_TYPE_LABELS)),
    check("variants_fuel_check", oneOf(t.fuel, FUEL_LABELS)),
    check("variants_gearbox_check", oneOf(t.gearbox, GEARBOX_LABELS)),
    check("variants_drive_check", oneOf(t.drive, DRIVE_LABELS)),
    check("variants_price_check", sql`${t.priceNetGr} > 0 and ${t.priceGrossGr} >= ${t.priceNetGr}`),
    check("variants_stock_check", sql`${t.stockCount} >= 0`),
  ],
);

/** Equipment dictionary (/equipment-dictionary/). */
export const equipmentItems = pgTable("equipment_items", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  position: integer("position").notNull(),
});

/** Description cards on the model page; model null = the site-wide cards. */
export const modelDescriptionCards = pgTable(
  "model_description_cards",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id").references(() => models.id),
    position: integer("position").notNull(),
    icon: text("icon").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
  },
  (t) => [uniqueIndex("model_description_cards_model_position_idx").on(t.modelId, t.position)],
);

/** Video links about a model (tests, presentations). */
export const modelVideos = pgTable(
  "model_videos",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    provider: text("provider").notNull(),
  },
  (t) => [uniqueIndex("model_videos_model_position_idx").on(t.modelId, t.position)],
);

/** The filters a collection or purpose stands for (same names and meaning as the /v3/cars/ query). */
export interface CollectionFilters {
  body?: string[];
  brand?: string[];
  model?: string[];
  productionYear?: number[];
  fuel?: string[];
  gearbox?: string[];
  drive?: string[];
  seats?: number[];
  powerMin?: number;
  powerMax?: number;
  state?: string[];
  /** zł. */
  priceMin?: number;
  priceMax?: number;
  /** Whether priceMin/priceMax are net (default) or gross. */
  priceType?: "net" | "gross";
}

/** Curated collections (/kolekcje/{slug}), defined by filters so they never go stale. */
export const collections = pgTable("collections", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  lead: text("lead").notNull(),
  description: jsonb("description").$type<string[]>().notNull(),
  filters: jsonb("filters").$type<CollectionFilters>().notNull(),
  position: integer("position").notNull(),
});

/** Purposes offered as entry points ("Do miasta", "Dla rodziny" …), with their filters. */
export const purposes = pgTable("purposes", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  filters: jsonb("filters").$type<CollectionFilters>().notNull(),
  position: integer("position").notNull(),
});

/**
 * Banners: a brand's banners (brand set, slot null), slot banners (slot set, brand null) and
 * brand slot banners (both set).
 */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id").references(() => brands.id),
    /** One of BANNER_SLOTS (@vhs/domain/catalog-rules.ts). */
    slot: text("slot"),
    title: text("title").notNull(),
    text: text("text").notNull(),
    ctaLabel: text("cta_label").notNull(),
    href: text("href").notNull(),
    /** Background colour of the banner (the site draws it; no image files). */
    theme: text("theme").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    index("banners_brand_idx").on(t.brandId),
    index("banners_slot_idx").on(t.slot),
    check(
      "banners_slot_check",
      sql`${t.slot} is null or ${t.slot} in (${sql.raw(BANNER_SLOTS.map((s) => `'${s}'`).join(", "))})`,
    ),
  ],
);

/** Time-limited offers for a model and body type. */
export const limitedOffers = pgTable(
  "limited_offers",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    bodyType: text("body_type").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    /** The offer's group (a new car version); its price is the offer price. */
    groupId: text("group_id").notNull(),
    discountPct: smallint("discount_pct").notNull(),
    validUntil: date("valid_until").notNull(),
  },
  (t) => [
    uniqueIndex("limited_offers_model_body_idx").on(t.modelId, t.bodyType),
    check("limited_offers_body_type_check", oneOf(t.bodyType, BODY_TYPE_LABELS)),
  ],
);

/** What identifies a cell of offers (offer_cells, offer_price_cells): a fresh set of columns per table. */
function cellDimensions() {
  return {
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    bodyType: text("body_type").notNull(),
    isNew: boolean("is_new").notNull(),
    fuel: text("fuel").notNull(),
    gearbox: text("gearbox").notNull(),
    drive: text("drive").notNull(),
    seats: smallint("seats").notNull(),
    powerKm: smallint("power_km").notNull(),
    productionYear: smallint("production_year").notNull(),
  };
}

/** A cell's count, stock and cheapest offer. */
function cellSummary() {
  return {
    offers: integer("offers").notNull(),
    stock: integer("stock").notNull(),
    /** The cheapest offer of the cell (ties: the lowest id) with its price, group and version code. */
    bestVariantId: integer("best_variant_id")
      .notNull()
      .references(() => variants.id),
    priceNetGr: integer("price_net_gr").notNull(),
    priceGrossGr: integer("price_gross_gr").notNull(),
    groupId: text("group_id").notNull(),
    ecCode: text("ec_code").notNull(),
    /** bit_or of the offers' label masks. */
    labelMask: integer("label_mask").notNull(),
  };
}

/**
 * Offers aggregated by every discrete filter column (model, body, state, fuel, gearbox, drive,
 * seats, power, year): a few thousand rows however many offers there are. Counts, facets and model
 * lists with filters other than price read these instead of the variants, so their cost stays flat
 * as the catalogue grows. Refreshed with catalog_stats.
 */
export const offerCells = pgTable(
  "offer_cells",
  {
    id: serial("id").primaryKey(),
    ...cellDimensions(),
    ...cellSummary(),
  },
  (t) => [index("offer_cells_model_idx").on(t.modelId), index("offer_cells_brand_idx").on(t.brandId)],
);

/** Width of the price bands of offer_price_cells: 10 000 zł in grosz. */
export const PRICE_BAND_GR = 1_000_000;

/**
 * offer_cells split further by 10 000 zł bands of the net and of the gross price: the counts, facets
 * and model lists of a price-filtered list sum the bands wholly inside the range from here and read
 * only the offers of the (at most two) bands the range cuts through from the variants, so a price
 * filter no longer aggregates every matching offer. Refreshed with catalog_stats.
 */
export const offerPriceCells = pgTable(
  "offer_price_cells",
  {
    id: serial("id").primaryKey(),
    ...cellDimensions(),
    /** floor(price / PRICE_BAND_GR) of the net and of the gross price. */
    netBand: smallint("net_band").notNull(),
    grossBand: smallint("gross_band").notNull(),
    ...cellSummary(),
  },
  (t) => [
    index("offer_price_cells_net_idx").on(t.netBand),
    index("offer_price_cells_gross_idx").on(t.grossBand),
    index("offer_price_cells_model_idx").on(t.modelId),
  ],
);

/**
 * Precomputed summary of the offers per model, body type and state (refreshed with catalog_stats
 * after each import): the cheapest priced offer, the number of offers, the stock and the labels of
 * all of them. Brand, model and search pages read this instead of aggregating the variants.
 */
export const modelBodyStats = pgTable(
  "model_body_stats",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    bodyType: text("body_type").notNull(),
    isNew: boolean("is_new").notNull(),
    /** The cheapest offer (ties: the lowest id), its group and its version's code. */
    bestVariantId: integer("best_variant_id")
      .notNull()
      .references(() => variants.id),
    groupId: text("group_id").notNull(),
    ecCode: text("ec_code").notNull(),
    priceNetGr: integer("price_net_gr").notNull(),
    priceGrossGr: integer("price_gross_gr").notNull(),
    offers: integer("offers").notNull(),
    stock: integer("stock").notNull(),
    labels: text("labels").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.bodyType, t.isNew] }),
    index("model_body_stats_brand_idx").on(t.brandId),
  ],
);

/** Precomputed catalogue summary (counts per facet, price bounds), refreshed after each import. */
export const catalogStats = pgTable("catalog_stats", {
  key: text("key").primaryKey(),
  data: jsonb("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
