// The ways into an online order, browser-safe: the "Zamów online" form's field names, the
// error codes the create route sends back to the page the visitor came from, and the idempotency key a
// rendered button carries (docs/order-flow.md `POST /digital-order/create`).

/** The resource route every "Zamów online" button posts to (app/routes/order/create.ts). */
export const ORDER_CREATE_PATH = "/zamow-online";
/** The financing of a car from outside our stock. */
export const FINANCE_PATH = "/sfinansuj-online";
export const FINANCE_LANDING_PATH = "/leasing-samochodu";

/** Query parameters of a failed start: the error code and the car whose button failed. */
export const ORDER_ERROR_PARAM = "zamow-blad";
export const ORDER_CAR_PARAM = "zamow-auto";
/** …and the list of cards it was in (components/car-card.tsx CarGrid). */
export const ORDER_LIST_PARAM = "zamow-lista";

/** Form fields that are the create route's own (never echoed back into the page's address). */
export const ORDER_FORM_FIELDS = [
  "idempotencyKey",
  "listKey",
  "list",
  "back",
  "variantId",
  "groupId",
] as const;

export type OrderErrorCode = "niedostepny" | "parametry" | "blad";

export const ORDER_ERROR_MESSAGES: Readonly<Record<OrderErrorCode, string>> = {
  niedostepny: "Tego samochodu nie ma już w ofercie. Wybierz inny samochód.",
  parametry: "Sprawdź parametry leasingu i spróbuj ponownie.",
  blad: "Nie udało się rozpocząć zamówienia. Spróbuj ponownie za chwilę.",
};

export function isOrderErrorCode(value: unknown): value is OrderErrorCode {
  return typeof value === "string" && Object.hasOwn(ORDER_ERROR_MESSAGES, value);
}

/** The message for a failed start shown at a button, when the address names this car. */
export function orderErrorFor(search: URLSearchParams, carKey: string): string | null {
  const code = search.get(ORDER_ERROR_PARAM);
  if (!isOrderErrorCode(code)) return null;
  const car = search.get(ORDER_CAR_PARAM);
  return car === carKey ? ORDER_ERROR_MESSAGES[code] : null;
}

/** A page's address without an earlier failure's parameters (the `back` of a "Zamów online" form). */
export function backPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(ORDER_ERROR_PARAM);
  query.delete(ORDER_CAR_PARAM);
  query.delete(ORDER_LIST_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The same key for the same car everywhere: "v12345" (an offer) or "g-n-1103000-2025" (a group). */
export function orderCarKey(car: { variantId?: number | null; groupId?: string | null }): string {
  if (car.variantId) return `v${car.variantId}`;
  return car.groupId ? `g-${car.groupId}` : "";
}

/** "v12345" → the offer, "g-n-1103000-2025" → the group (lib/order-entry.ts orderCarKey). */
export function carOfKey(carKey: string | undefined): { variantId?: string; groupId?: string } {
  if (!carKey) return {};
  const offer = /^v(\d{1,10})$/.exec(carKey);
  if (offer) return { variantId: offer[1] };
  return carKey.startsWith("g-") ? { groupId: carKey.slice(2) } : {};
}

/**
 * A fresh idempotency key: a UUID (crypto.randomUUID, or from getRandomValues where randomUUID is
 * missing, e.g. a page served over plain HTTP).
 */
export function newOrderKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the API accepts as an Idempotency-Key (8–255 visible ASCII characters). */
export function validOrderKey(value: unknown): value is string {
  return typeof value === "string" && /^[\x21-\x7e]{8,255}$/.test(value);
}

/**
 * A price as typed in Polish: "89 000", "89 000,50", "89000.5", "89 000 zł". NaN for anything else
 * (thousands separators other than spaces are not guessed).
 */
export function parsePolishAmount(text: string): number {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/zł$/i, "")
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
