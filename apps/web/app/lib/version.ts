// App version check (SPEC §4): read the server's version on mount and every 15 s.
// No version → nothing; none stored → store it; a different one → store it and ask for a
// full reload on the next navigation.

export const VERSION_KEY = "app_version";
export const VERSION_POLL_MS = 15_000;

export type VersionDecision = "ignore" | "stored" | "same" | "changed";

export function decideVersion(fetched: string | null | undefined, stored: string | null): VersionDecision {
  if (!fetched) return "ignore";
  if (stored === null) return "stored";
  return stored === fetched ? "same" : "changed";
}

/** Reads `/srv/ver`: the status is ignored, the body parsed as JSON, `ver` read as text. */
export async function fetchVersion(): Promise<string | null> {
  try {
    const res = await fetch("/srv/ver", { cache: "no-store" });
    const body = (await res.json()) as { ver?: unknown };
    return body && body.ver !== undefined && body.ver !== null ? String(body.ver) : null;
  } catch {
    return null;
  }
}

/** A failed chunk load reloads the page, at most once per path within 10 s (SPEC §8). */
export const RELOAD_GUARD_MS = 10_000;

export function shouldReloadAfterChunkError(
  path: string,
  now: number,
  storage: Pick<Storage, "getItem" | "setItem">,
): boolean {
  const key = `chunk_reload:${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** SPEC §9: what the next click needs is fetched 1 s after the page starts. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000;

/** Runs `prefetch` once, 1 s after the page starts (unless stopped first). */
export function scheduleManifestPrefetch(
  prefetch: () => void,
  delayMs = MANIFEST_PREFETCH_DELAY_MS,
): () => void {
  const timer = setTimeout(prefetch, delayMs);
  return () => clearTimeout(timer);
}
