// What a "Powiadom mnie" form watches, with the name a visitor reads: a brand, a brand's model, or the
// promotions when the catalogue knows neither.
import { type CatalogApi, orElse } from "./catalog.server.ts";
import type { CatalogSetup, ModelPage } from "./catalog.ts";

export interface NotifyTarget {
  /** The notify request's subject: `brand`, `brand/model` or `promocje`. */
  subject: string;
  /** "Toyota" or "Toyota Corolla"; null for the promotions. */
  what: string | null;
}

export const PROMOTIONS: NotifyTarget = { subject: "promocje", what: null };

/** The target of a brand (and one of its models), from names the page already has. */
export function notifyTarget(
  brand: { slug: string; name: string } | undefined,
  model?: { slug: string; name: string },
): NotifyTarget {
  if (!brand) return PROMOTIONS;
  if (!model) return { subject: brand.slug, what: brand.name };
  return { subject: `${brand.slug}/${model.slug}`, what: `${brand.name} ${model.name}` };
}

/** A subject from an address (`?o=toyota/corolla`), checked against the catalogue. */
export async function resolveNotifyTarget(
  catalog: CatalogApi,
  subject: string | null,
): Promise<NotifyTarget> {
  const [brandSlug, modelSlug] = (subject ?? "").split("/", 2);
  if (!brandSlug || !/^[a-z0-9-]{1,60}$/.test(brandSlug)) return PROMOTIONS;
  const setup = orElse(await catalog.cached<CatalogSetup>("/v3/setup"), null);
  const brand = setup?.brands.find((b) => b.slug === brandSlug);
  if (!brand || !modelSlug) return notifyTarget(brand);
  const models = orElse(
    await catalog.cached<ModelPage>("/v3/models/", { brand: [brand.slug], perPage: 300 }),
    null,
  );
  return notifyTarget(
    brand,
    models?.items.find((m) => m.slug === modelSlug),
  );
}
