// Shared answers of the offer routes: the error bodies (Polish), finding the offer of a link token (404
// unknown or malformed, 410 expired or withdrawn), the operator's bearer token (401) and ownership (403).
import { operators } from "@vhs/db/schema/offers.ts";
import { maskOfferToken } from "@vhs/domain/offer-contract.ts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { OfferDeps } from "../lib/offer-config.ts";
import { findOfferByToken, operatorFromHeader } from "../lib/offer-link.ts";
import { expireIfDue, type OfferRow, type OperatorRow } from "../lib/offer-service.ts";
import type { AppEnv } from "../lib/openapi.ts";
import { OfferError } from "./offers-schemas.ts";

export const NO_STORE = { "Cache-Control": "no-store, private" } as const;

export const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: OfferError } },
});
export const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
export const jsonBody = <T>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const E401 = { 401: errorContent("Brak lub nieznany token handlowca (Authorization: Bearer op_…)") };
export const E403 = { 403: errorContent("Oferta należy do innego handlowca") };
export const E404 = { 404: errorContent("Nie znaleziono oferty") };
export const E409 = { 409: errorContent("Stan oferty nie pozwala na tę operację") };
export const E410 = { 410: errorContent("Oferta wygasła albo została wycofana") };
export const E422 = { 422: errorContent("Nieprawidłowe dane; pole `field` wskazuje, które") };
export const E429 = { 429: errorContent("Limit wysyłek kodów: `retryAt` mówi, od kiedy można ponowić") };
export const E502 = { 502: errorContent("Nie udało się wysłać SMS-a") };

export const OFFER_NOT_FOUND =
  "Nie znaleziono oferty. Sprawdź, czy link z SMS-a został skopiowany w całości, albo poproś doradcę o nowy.";

export type C = Context<AppEnv>;

export function offerNotFound(c: C) {
  return c.json({ error: true as const, code: "OFFER_NOT_FOUND", message: OFFER_NOT_FOUND }, 404, NO_STORE);
}

export function fieldError(c: C, field: string, message: string) {
  return c.json(
    {
      error: true as const,
      message: `Nieprawidłowe pole „${field}”: ${message}`,
      field,
      fields: [{ field, message }],
    },
    422,
    NO_STORE,
  );
}

export function conflict(c: C, code: string, message: string) {
  return c.json({ error: true as const, code, message }, 409, NO_STORE);
}

export function unauthorized(c: C) {
  return c.json(
    {
      error: true as const,
      code: "OPERATOR_UNAUTHORIZED",
      message: "Brak dostępu: podaj ważny token handlowca w nagłówku Authorization: Bearer op_…",
    },
    401,
    { ...NO_STORE, "WWW-Authenticate": 'Bearer realm="offers"' },
  );
}

export function forbidden(c: C) {
  return c.json(
    {
      error: true as const,
      code: "OPERATOR_FORBIDDEN",
      message: "Ta oferta należy do innego handlowca — nie możesz jej zmieniać ani podglądać.",
    },
    403,
    NO_STORE,
  );
}

const warsawDate = (d: Date) =>
  new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "long" }).format(d);

export const warsawTime = (ms: number) =>
  new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    hour: "2-digit",
    minute: "2-digit",
    day: "numeric",
    month: "long",
  }).format(new Date(ms));

/** The 410 answer: what happened to the offer and how to ask for a new one. */
export async function offerGone(c: C, deps: OfferDeps, row: OfferRow) {
  const [operator] = await deps.db
    .select({ name: operators.name, email: operators.email, phone: operators.phone })
    .from(operators)
    .where(eq(operators.id, row.operatorId));
  const contact = operator
    ? `${operator.name}, ${operator.email}${operator.phone ? `, tel. ${operator.phone}` : ""}`
    : "kontakt@leasingowo.pl";
  const message =
    row.status === "withdrawn"
      ? `Ta oferta została wycofana przez doradcę. Jeśli nadal chcesz leasingować samochód, poproś o nową ofertę: ${contact}.`
      : `Ta oferta wygasła — była ważna do ${warsawDate(row.validUntil)}. Aby otrzymać nową, skontaktuj się ze swoim doradcą: ${contact}.`;
  return c.json(
    { error: true as const, code: row.status === "withdrawn" ? "OFFER_WITHDRAWN" : "OFFER_EXPIRED", message },
    410,
    NO_STORE,
  );
}

export type TokenLookup =
  | { kind: "ok"; offer: OfferRow }
  | { kind: "not-found" }
  | { kind: "gone"; offer: OfferRow };

/** The offer a link token opens, as of now (expiry applied); closed offers are "gone". */
export async function offerOfToken(deps: OfferDeps, token: string): Promise<TokenLookup> {
  const row = await findOfferByToken(deps.db, token);
  if (!row || row.status === "draft") return { kind: "not-found" };
  const offer = await expireIfDue(deps, row);
  if (offer.status === "expired" || offer.status === "withdrawn") return { kind: "gone", offer };
  return { kind: "ok", offer };
}

/** The bearer operator, or undefined (callers answer 401). */
export function bearerOperator(deps: OfferDeps, c: C): Promise<OperatorRow | undefined> {
  return operatorFromHeader(deps.db, c.req.header("authorization"));
}

/**
 * Request paths as logged: every segment shaped like a link token (32 base64url characters; UUIDs have
 * 36) is cut to its first 6 characters, wherever the route puts it (/personal-form/auth/{id}/{token} too).
 */
export function maskOfferPath(path: string): string {
  return path.replace(/(?<=\/)[A-Za-z0-9_-]{32}(?=\/|$)/g, (token) => maskOfferToken(token));
}
