// Catalogue data for loaders. Everything the catalogue API answers is the same for every visitor (the
// instalments are computed from the visitor's parameters when rendering), so lookups may go through the
// site's short-lived response cache.
import type { RouterContextProvider } from "react-router";
import type { ApiClient, ApiResult, Query } from "./api.server.ts";
import { parseCarRef } from "./car-lists.ts";
import { type CarDetail, type CarItem, carFromDetail, refOfCar } from "./catalog.ts";
import { apiContext, serverContext } from "./context.ts";

export interface CatalogApi {
  api: ApiClient;
  /** GET through the site cache (30 s, stale-while-revalidate; errors are never cached). */
  cached<T>(path: string, query?: Query): Promise<ApiResult<T>>;
}

export function catalogApi(context: Readonly<RouterContextProvider>): CatalogApi {
  const api = context.get(apiContext);
  const { cache } = context.get(serverContext);
  return {
    api,
    cached: <T>(path: string, query: Query = {}) =>
      cache.get<T>(`catalog:${path}?${JSON.stringify(query)}`, () => api.get<T>(path, query)),
  };
}

/** A value, or `fallback` when the call failed (for parts of a page that may be missing). */
export function orElse<T, F>(result: ApiResult<T>, fallback: F): T | F {
  return result.error ? fallback : result.data;
}

export interface ListedCar {
  ref: string;
  car: CarItem | null;
}

/**
 * The cars of a favourites or comparison list, in the list's order (one /v3/car/ call per group, in
 * parallel; at most 30). A car that is gone from the catalogue comes back as null; an API failure throws
 * nothing either, but `failed` is true.
 */
export async function loadListedCars(
  catalog: CatalogApi,
  refs: readonly string[],
  options: { fullEq?: boolean } = {},
): Promise<{ cars: ListedCar[]; details: Map<string, CarDetail>; failed: boolean }> {
  const details = new Map<string, CarDetail>();
  let failed = false;
  const cars = await Promise.all(
    refs.map(async (ref): Promise<ListedCar> => {
      const parsed = parseCarRef(ref);
      if (!parsed) return { ref, car: null };
      const result = await catalog.cached<CarDetail>("/v3/car/", {
        groupId: parsed.groupId,
        showPrice: 1,
        fullEq: options.fullEq ? 1 : undefined,
      });
      if (result.error) {
        if (result.status !== 404) failed = true;
        return { ref, car: null };
      }
      details.set(ref, result.data);
      const car = carFromDetail(result.data, parsed.variantId);
      return { ref, car: car && refOfCar(car) !== ref ? { ...car, listRef: ref } : car };
    }),
  );
  return { cars, details, failed };
}
