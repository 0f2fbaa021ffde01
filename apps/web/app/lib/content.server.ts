// Loading content pages for the content routes: the page from the API (through the site's short-lived
// cache: content is the same for every visitor) and the catalogue cars its `cars` blocks show.

import { type ContentBlock, carsBlockQuery } from "@vhs/domain/content.ts";
import type { RouterContextProvider } from "react-router";
import type { Query } from "./api.server.ts";
import { catalogApi, orElse } from "./catalog.server.ts";
import type { CarPage } from "./catalog.ts";
import type { BlockCars, ContentPageData, LoadedContent } from "./content.ts";
import { required } from "./http.ts";
import { htmlAside } from "./served-data.ts";

/** The cars of every `cars` block, one per model (a block whose query fails or finds nothing shows no list). */
export async function loadBlockCars(
  context: Readonly<RouterContextProvider>,
  page: Pick<ContentPageData, "blocks">,
): Promise<BlockCars> {
  const catalog = catalogApi(context);
  const cars: BlockCars = {};
  await Promise.all(
    page.blocks.map(async (block, i) => {
      if (block.type !== "cars") return;
      // A few pages' worth, so the list can show different models rather than one model's variants.
      const query = { ...carsBlockQuery(block), perPage: Math.min(block.limit * 4, 32) };
      const result = await catalog.cached<CarPage>("/v3/cars/", query as Query);
      const seen = new Set<string>();
      const items = (orElse(result, null)?.items ?? []).filter((car) => {
        const model = `${car.brand.slug}/${car.model.slug}`;
        if (seen.has(model)) return false;
        seen.add(model);
        return true;
      });
      if (items.length > 0) cars[i] = items.slice(0, block.limit);
    }),
  );
  return cars;
}

/**
 * A page whose blocks' markup is drawn on the server and not sent again for hydration (`htmlAside`): the
 * body of a content page or an article is most of its HTML. A new object: the API's answer is cached.
 */
export function withBlocksAside<P extends { blocks: readonly ContentBlock[] }>(
  context: Readonly<RouterContextProvider>,
  page: P,
): P {
  const aside = (html: string) => htmlAside(context, html);
  const blocks = page.blocks.map((block): ContentBlock => {
    if (block.type === "html" || block.type === "cta") return { ...block, html: aside(block.html) };
    if (block.type === "faq")
      return { ...block, items: block.items.map((item) => ({ ...item, html: aside(item.html) })) };
    return block;
  });
  return { ...page, blocks };
}

/** A content page by its API call; 404 when it does not exist, 503 when the API is down. */
export async function loadContent<P extends ContentPageData>(
  context: Readonly<RouterContextProvider>,
  call: string,
  query: Query,
  path: string,
): Promise<LoadedContent<P>> {
  const page = required(await catalogApi(context).cached<P>(call, query), path);
  return { page: withBlocksAside(context, page), cars: await loadBlockCars(context, page) };
}
