// Session values (SPEC §3): kept in session storage under a key and read back as JSON where possible,
// otherwise as the string stored. Storage that is missing or refuses (private modes, full quota) reads as
// nothing and writes nothing.

export type SessionValue =
  | string
  | number
  | boolean
  | null
  | SessionValue[]
  | { [key: string]: SessionValue };

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function storageOf(storage?: StorageLike): StorageLike | undefined {
  if (storage) return storage;
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The value under `key`: parsed JSON, or the raw string when it is not JSON; undefined when absent. */
export function readSession(key: string, storage?: StorageLike): SessionValue | undefined {
  let raw: string | null | undefined;
  try {
    raw = storageOf(storage)?.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as SessionValue;
  } catch {
    return raw;
  }
}

/** Stores `value` as JSON; false when storage refuses. */
export function writeSession(key: string, value: SessionValue, storage?: StorageLike): boolean {
  try {
    const target = storageOf(storage);
    if (!target) return false;
    target.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
