// The online order's credentials on the web side (docs/order-flow.md "Authorisation").
// POST /digital-order/create answers {uuid, secret}; the secret is a bearer credential, so the
// browser only ever holds it in an httpOnly cookie: `vhs_order` = "uuid~secret|uuid~secret…",
// newest first, at most MAX_ORDERS entries, 30 days. Every screen of /zamow/{uuid},
// /pobierz/{uuid} and the PSD2 return reads the secret for its uuid from here.
import type { Campaign } from "@vhs/domain/campaign.ts";
import type { ApiClient, ApiResult } from "./api.server.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import { isSecureRequest } from "./leasing.server.ts";

export const ORDER_COOKIE = "vhs_order";
const MAX_ORDERS = 5;
const MAX_AGE_S = 60 * 60 * 24 * 30;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET_RE = /^[A-Za-z0-9_-]{20,128}$/;

export const validOrderUuid = (value: string | undefined | null): value is string =>
  typeof value === "string" && UUID_RE.test(value);
export const validOrderSecret = (value: string | undefined | null): value is string =>
  typeof value === "string" && SECRET_RE.test(value);

/** uuid → secret, newest first; malformed entries are ignored. */
export function readOrderSecrets(cookieHeader: string | null): Map<string, string> {
  const out = new Map<string, string>();
  const raw = readCookie(cookieHeader, ORDER_COOKIE);
  if (!raw) return out;
  for (const entry of raw.split("|")) {
    const [uuid, secret] = entry.split("~");
    if (validOrderUuid(uuid) && validOrderSecret(secret) && !out.has(uuid)) out.set(uuid, secret);
    if (out.size >= MAX_ORDERS) break;
  }
  return out;
}

/** The secret this browser holds for the order, or null. */
export function orderSecret(request: Request, uuid: string): string | null {
  return readOrderSecrets(request.headers.get("cookie")).get(uuid) ?? null;
}

/** A Set-Cookie value that remembers (or refreshes) the order's secret, newest first. */
export function rememberOrderCookie(request: Request, uuid: string, secret: string): string {
  const entries = [...readOrderSecrets(request.headers.get("cookie"))].filter(([u]) => u !== uuid);
  entries.unshift([uuid, secret]);
  const value = entries
    .slice(0, MAX_ORDERS)
    .map(([u, s]) => `${u}~${s}`)
    .join("|");
  return serializeCookie(ORDER_COOKIE, value, {
    httpOnly: true,
    maxAge: MAX_AGE_S,
    secure: isSecureRequest(request),
  });
}

export interface CreatedOrder {
  uuid: string;
  secret: string;
  status: string;
  replayed: boolean;
  formPath: string;
}

export type CreateOrderBody = (
  | { variantId: number; client?: string; duration?: number; initialFee?: number; repurchase?: number }
  | { groupId: string; client?: string; duration?: number; initialFee?: number; repurchase?: number }
  | {
      dictionaryVersionId: number;
      year: number;
      price?: number;
      priceType?: "net" | "gross";
      seller?: "dealer" | "private";
      mileageKm?: number;
      client?: string;
      duration?: number;
      initialFee?: number;
      repurchase?: number;
    }
) & { campaign?: Campaign };

/**
 * POST /digital-order/create. `idempotencyKey` (8–255 visible ASCII, e.g. a UUID rendered into the
 * "Zamów online" form) makes a double submit give the same order.
 */
export function createOrder(
  api: ApiClient,
  body: CreateOrderBody,
  idempotencyKey?: string | null,
): Promise<ApiResult<CreatedOrder>> {
  const headers: Record<string, string> = {};
  if (idempotencyKey && /^[\x21-\x7e]{8,255}$/.test(idempotencyKey))
    headers["idempotency-key"] = idempotencyKey;
  return api.post<CreatedOrder>("/digital-order/create", body, {}, { headers });
}
