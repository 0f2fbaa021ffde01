// Catalogue data kept in memory: the dictionaries, the summary and the cells change only when the
// catalogue is imported, so every API process reads them at most once a minute, not per request.

/** Keeps what `load` answers for ttlMs; concurrent callers share one load, a failed load is tried again. */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = load();
      cached = { at: now, value };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
}

/**
 * Like cachedLoader, for data too big to read every minute: once ttlMs has passed, `version` (a cheap
 * query) is asked, and `load` runs again only when the version has changed since the last load.
 */
export function versionedLoader<T>(
  version: () => Promise<string>,
  load: () => Promise<T>,
  ttlMs: number,
): () => Promise<T> {
  let loaded: { version: string; value: T } | undefined;
  return cachedLoader(async () => {
    const current = await version();
    if (loaded?.version !== current) loaded = { version: current, value: await load() };
    return loaded.value;
  }, ttlMs);
}
