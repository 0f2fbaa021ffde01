// The external offer (/o2/{token}: a car from outside our stock) handed over to the online order, and the
// /o2 entry where a customer finds their offers' links by phone and SMS code (POST /v3/get-offer-link).
import { createHash } from "node:crypto";
import { OFFER_API, type OfferView } from "@vhs/domain/offer-contract.ts";
import type { ApiClient } from "./api.server.ts";
import type { CreateOrderBody } from "./order.server.ts";
import { type StartResult, startOrder } from "./order-entry.server.ts";
import { asOrderError, fieldErrorsOf } from "./order-types.ts";

/** The offer's car as the body of POST /digital-order/create, or null when it cannot be ordered online. */
export function orderBodyOf(offer: OfferView): CreateOrderBody | null {
  const params = {
    client: offer.client,
    duration: offer.duration,
    initialFee: offer.initialFee,
    repurchase: offer.repurchase,
  };
  const { car } = offer;
  if (car.source === "catalog" && car.variantId) return { variantId: car.variantId, ...params };
  if (car.source === "dictionary" && car.dictionaryVersionId && car.year)
    return {
      dictionaryVersionId: car.dictionaryVersionId,
      year: car.year,
      price: car.priceNet,
      priceType: "net",
      ...(car.mileageKm !== null ? { mileageKm: car.mileageKm } : {}),
      ...params,
    };
  return null;
}

/**
 * One order per offer: the idempotency key is derived from the token (a double click, or the link
 * opened again, continues the same order). Not the token's plain SHA-256, which is what the offers
 * table finds it by.
 */
export function orderKeyOf(token: string): string {
  return `o2-${createHash("sha256").update(`offer-order:v1\n${token}`).digest("base64url")}`;
}

export async function orderFromOffer(
  api: ApiClient,
  request: Request,
  token: string,
  offer: OfferView,
): Promise<StartResult | null> {
  const body = orderBodyOf(offer);
  if (!body) return null;
  return startOrder(api, request, body, orderKeyOf(token));
}

/** One offer in the answer of POST /v3/get-offer-link {phone, pin}. */
export interface OfferLink {
  path: string;
  title: string;
  validUntil: string | null;
  status: string | null;
}

const SAFE_PATH = /^\/(oferta|o2)\/[A-Za-z0-9_-]{32}$/;

/** The links the API answers, as paths of this site (anything else is dropped). */
export function offerLinksOf(data: unknown): OfferLink[] {
  const root = data as Record<string, unknown> | unknown[] | null;
  const items = Array.isArray(root) ? root : ((root?.offers ?? root?.links ?? []) as unknown[]);
  const out: OfferLink[] = [];
  for (const raw of Array.isArray(items) ? items : []) {
    const item = (typeof raw === "string" ? { path: raw } : (raw ?? {})) as Record<string, unknown>;
    const link = [item.path, item.url, item.link].find((v): v is string => typeof v === "string");
    let path: string | null = null;
    if (link) {
      try {
        path = new URL(link, "https://x.invalid").pathname;
      } catch {
        path = null;
      }
    } else if (typeof item.token === "string") path = `/oferta/${item.token}`;
    if (!path || !SAFE_PATH.test(path)) continue;
    const car = item.car as Record<string, unknown> | string | undefined;
    const title =
      [item.carName, item.title, item.name, typeof car === "string" ? car : car?.name].find(
        (v): v is string => typeof v === "string" && v.length > 0,
      ) ?? `Oferta leasingu nr ${out.length + 1}`;
    out.push({
      path,
      title,
      validUntil: typeof item.validUntil === "string" ? item.validUntil : null,
      status: typeof item.status === "string" ? item.status : null,
    });
  }
  return out;
}

export type LinkStage =
  | { stage: "phone"; phone: string; errors: Record<string, string>; message?: string }
  | { stage: "pin"; phone: string; errors: Record<string, string>; message?: string; sent?: string }
  | { stage: "links"; links: OfferLink[] };

const GENERIC = "Nie udało się tego sprawdzić. Spróbuj ponownie za chwilę.";

/** "Wyślij kod": POST /v3/get-offer-link {phone}. */
export async function sendLinkCode(
  api: ApiClient,
  phone: string,
): Promise<{ status: number; body: LinkStage }> {
  const result = await api.post<{ message?: string }>(OFFER_API.getOfferLink, { phone });
  if (!result.error)
    return {
      status: 200,
      body: {
        stage: "pin",
        phone,
        errors: {},
        sent: result.data?.message ?? "Jeśli pod tym numerem są oferty, wysłaliśmy SMS z kodem.",
      },
    };
  const error = asOrderError(result.body);
  const errors = fieldErrorsOf(result.body);
  const known = result.status >= 400 && result.status < 500;
  if (result.status === 429)
    return { status: 429, body: { stage: "pin", phone, errors: {}, message: error?.message ?? GENERIC } };
  return {
    status: known ? result.status : 503,
    body: { stage: "phone", phone, errors, message: known ? (error?.message ?? GENERIC) : GENERIC },
  };
}

/** The code typed: POST /v3/get-offer-link {phone, pin} → the offers' links. */
export async function linksForCode(
  api: ApiClient,
  phone: string,
  pin: string,
): Promise<{ status: number; body: LinkStage }> {
  const code = pin.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code))
    return { status: 422, body: { stage: "pin", phone, errors: { pin: "Wpisz 6 cyfr kodu z SMS-a." } } };
  const result = await api.post<unknown>(OFFER_API.getOfferLink, { phone, pin: code });
  if (!result.error) return { status: 200, body: { stage: "links", links: offerLinksOf(result.data) } };
  const error = asOrderError(result.body);
  const known = result.status >= 400 && result.status < 500;
  const errors = fieldErrorsOf(result.body);
  if (known && !errors.pin && !errors.phone && error?.message) errors.pin = error.message;
  return {
    status: known ? result.status : 503,
    body: errors.phone
      ? { stage: "phone", phone, errors }
      : { stage: "pin", phone, errors, ...(known ? {} : { message: GENERIC }) },
  };
}
