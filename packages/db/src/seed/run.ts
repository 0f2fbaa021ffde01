import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { appMeta } from "../schema/site.ts";
import { catalogIsCurrent, seedCatalog } from "./catalog.ts";
import { syncContent } from "./content.ts";
import { seedLeasing } from "./leasing.ts";
import { syncModelVideos } from "./model-videos.ts";
import { syncOpinions } from "./opinions.ts";
import { syncPartners } from "./partners.ts";
import { syncPublishing } from "./publishing.ts";
import { seedSite, syncSiteData } from "./site.ts";
import { seedVehicleDictionary } from "./vehicle-dictionary.ts";

/** Bump when the seed's content changes, so existing databases are topped up once. */
export const SEED_VERSION = "1+leasing-1+dictionary-1";

export interface SeedOptions {
  /** Offers in the generated catalogue (CATALOG_VARIANTS); default 20 000. */
  catalogVariants?: number | undefined;
}

/**
 * Seeds the database unless it already holds this seed version. Every versioned step inserts with
 * ON CONFLICT DO NOTHING, so a seed interrupted half-way is completed by the next start; content and
 * the site's meta tags, redirects and footer are brought up to date on every start, whatever the version.
 * The catalogue is replaced as a whole, in one transaction, when its size or version differs.
 */
export async function seedIfNeeded(db: Db, options: SeedOptions = {}): Promise<boolean> {
  // Content follows the files in content/ on every start (only changed files are written); so do the
  // meta tags, redirects and footer of seed/site.ts, whose few rows are upserted, and the customer
  // opinions of content/opinions.yaml; so do the blog, the press office and the investor documents.
  await syncContent(db);
  await syncPublishing(db);
  await syncSiteData(db);
  await syncOpinions(db);
  // Embed partners of content/partners.yaml (docs/embed.md).
  await syncPartners(db);
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, "seed_version"));
  const current = row?.value === SEED_VERSION && (await catalogIsCurrent(db, options.catalogVariants));
  if (!current) {
    await seedSite(db);
    await seedLeasing(db);
    await seedCatalog(db, { variants: options.catalogVariants });
    await seedVehicleDictionary(db);
    await db
      .insert(appMeta)
      .values({ key: "seed_version", value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
  }
  // Model videos (content/model-videos.yaml) name catalogue models: written once the catalogue is there.
  await syncModelVideos(db);
  return !current;
}
