import type { ApiResult } from "./api.server.ts";

// A small stale-while-revalidate cache for site-wide, non-personal API data (menu, footer,
// meta tags by path, calculator setup): within the TTL a hit costs nothing; after it the
// stale value is served while one refresh runs; errors are never cached, and a stale value
// keeps the shell intact while the API is briefly down. One cache per site app (server
// context), bounded in size.

interface Entry {
  value: ApiResult<unknown>;
  expires: number;
  refreshing: boolean;
}

export interface ResponseCache {
  get<T>(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  clear(): void;
}

export function createResponseCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ResponseCache {
  const store = new Map<string, Entry>();
  const max = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;

  function remember(key: string, value: ApiResult<unknown>) {
    store.delete(key);
    store.set(key, { value, expires: now() + options.ttlMs, refreshing: false });
    if (store.size > max) store.delete(store.keys().next().value as string);
  }

  return {
    async get<T>(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
      if (options.ttlMs <= 0) return load();
      const hit = store.get(key);
      if (hit && hit.expires > now()) return hit.value as ApiResult<T>;
      if (hit) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          void load().then(
            (fresh) => {
              if (!fresh.error) remember(key, fresh);
              else hit.refreshing = false;
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value as ApiResult<T>;
      }
      const value = await load();
      if (!value.error) remember(key, value);
      return value;
    },
    clear: () => store.clear(),
  };
}
