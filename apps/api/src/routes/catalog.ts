// The catalogue API (SPEC §7): cars, models, search, dictionaries, SEO texts,
// collections, banners and limited offers. Split by theme into catalog-*.ts routers that share
// one context (database, cached dictionaries and summary, configuration).

import { readCatalogSummary, readCatalogVersion } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { warsawDay } from "@vhs/domain/format.ts";
import { cachedLoader, versionedLoader } from "../lib/cached-loader.ts";
import { type Dictionary, dictionaryLoader } from "../lib/catalog-dictionary.ts";
import { readPriceCells } from "../lib/catalog-price-cells.ts";
import { type CatalogMemory, readModelStats } from "../lib/catalog-queries.ts";
import { router } from "../lib/openapi.ts";
import { carRoutes } from "./catalog-cars.ts";
import { dictionaryRoutes } from "./catalog-dictionaries.ts";
import { editorialRoutes } from "./catalog-editorial.ts";
import { modelRoutes } from "./catalog-models.ts";

export interface CatalogRoutesOptions {
  /** imagin.studio customer key (IMAGIN_CUSTOMER); without it /v3/imagin-url answers {url: null}. */
  imaginCustomer?: string | undefined;
  /** "Today" as YYYY-MM-DD, for the validity of limited offers (tests); default the Warsaw date. */
  today?: () => string;
  /** How long dictionaries, the summary and model_body_stats are cached in memory (ms); default 60 000. */
  cacheTtlMs?: number;
}

export interface CatalogContext extends CatalogMemory {
  db: Db;
  dictionary: () => Promise<Dictionary>;
  imaginCustomer: string | undefined;
  today: () => string;
}

export function catalogRoutes(db: Db, options: CatalogRoutesOptions = {}) {
  const ttl = options.cacheTtlMs ?? 60_000;
  const ctx: CatalogContext = {
    db,
    dictionary: dictionaryLoader(db, ttl),
    summary: cachedLoader(() => readCatalogSummary(db), ttl),
    modelStats: cachedLoader(() => readModelStats(db), ttl),
    // Some thousands of rows: read again only after an import.
    priceCells: versionedLoader(
      () => readCatalogVersion(db),
      () => readPriceCells(db),
      ttl,
    ),
    imaginCustomer: options.imaginCustomer || undefined,
    today: options.today ?? (() => warsawDay()),
  };
  return router()
    .route("/", carRoutes(ctx))
    .route("/", modelRoutes(ctx))
    .route("/", dictionaryRoutes(ctx))
    .route("/", editorialRoutes(ctx));
}
