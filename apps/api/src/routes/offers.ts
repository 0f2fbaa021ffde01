// Offers by unique link (docs/offers.md). This file: the salesperson's (operator's) calls, authorised by
// `Authorization: Bearer op_…` (401 without or with an unknown token, 403 for another operator's offer):
// making a draft, sending it to the customer's phone, the personal-form operator check (SPEC §6),
// accepting and withdrawing. The customer's calls are in offers-customer.ts and offers-link.ts.
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import type { OfferStatus } from "@vhs/db/schema/offers.ts";
import { OFFER_STATUS_LABELS } from "@vhs/domain/offer-contract.ts";
import type { Context } from "hono";
import { type OfferDeps, type OffersOptions, offerDeps } from "../lib/offer-config.ts";
import { findOfferByToken } from "../lib/offer-link.ts";
import {
  advanceOfferStatus,
  createOffer,
  expireIfDue,
  findOffer,
  lockOffer,
  type OfferRow,
  type OperatorRow,
  offerLinkPath,
  openLinkToken,
  sendOfferLink,
} from "../lib/offer-service.ts";
import type { AppEnv } from "../lib/openapi.ts";
import { router } from "../lib/openapi.ts";
import {
  bearerOperator,
  conflict,
  E401,
  E403,
  E404,
  E409,
  E422,
  E502,
  fieldError,
  forbidden,
  json,
  jsonBody,
  NO_STORE,
  offerNotFound,
  unauthorized,
} from "./offers-common.ts";
import { offerCustomerRoutes } from "./offers-customer.ts";
import { offerLinkRoutes } from "./offers-link.ts";
import {
  AuthParams,
  AuthResponse,
  CreateOfferRequest,
  IdParam,
  OfferCreatedResponse,
  OfferStatusResponse,
  operatorHeader,
  SendOfferRequest,
} from "./offers-schemas.ts";

export type { OffersOptions } from "../lib/offer-config.ts";

type Owned = { kind: "ok"; operator: OperatorRow; offer: OfferRow } | { kind: "error"; response: Response };

/** The bearer operator and their offer `id` (expiry applied), or the 401/403/404 answer. */
async function ownedOffer(deps: OfferDeps, c: Context<AppEnv>, id: string): Promise<Owned> {
  const operator = await bearerOperator(deps, c);
  if (!operator) return { kind: "error", response: unauthorized(c) };
  const row = await findOffer(deps.db, id);
  if (!row) return { kind: "error", response: offerNotFound(c) };
  if (row.operatorId !== operator.id) return { kind: "error", response: forbidden(c) };
  return { kind: "ok", operator, offer: await expireIfDue(deps, row) };
}

const operatorRoute = { tags: ["offers (handlowiec)"], security: [{ operatorToken: [] }] };

export function offerRoutes(db: Db, options: OffersOptions = {}) {
  const deps = offerDeps(db, options);
  const app = router();
  app.openAPIRegistry.registerComponent("securitySchemes", "operatorToken", {
    type: "http",
    scheme: "bearer",
    description: "Token handlowca op_… (npm run operator:create)",
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/create-offer-without-client",
      ...operatorRoute,
      summary: "Nowa oferta (szkic, bez telefonu klienta): samochód, parametry leasingu, harmonogram",
      request: { headers: operatorHeader, ...jsonBody(CreateOfferRequest) },
      responses: { 201: json(OfferCreatedResponse, "Utworzono szkic oferty"), ...E401, ...E422 },
    }),
    async (c) => {
      const operator = await bearerOperator(deps, c);
      if (!operator) return unauthorized(c);
      const body = c.req.valid("json");
      const car =
        body.variantId !== undefined
          ? { variantId: body.variantId }
          : body.dictionaryVersionId !== undefined
            ? {
                dictionaryVersionId: body.dictionaryVersionId,
                year: body.year!,
                price: body.price,
                priceType: body.priceType,
                mileageKm: body.mileageKm,
              }
            : { description: body.description!, priceNet: body.priceNet! };
      const created = await createOffer(deps, operator, {
        car,
        client: body.client,
        duration: body.duration,
        initialFee: body.initialFee,
        repurchase: body.repurchase,
        note: body.note,
        included: body.included,
        validDays: body.validDays,
        payment: body.payment,
      });
      if (!created.ok) return fieldError(c, created.field, created.message);
      return c.json(
        {
          id: created.offer.id,
          status: created.offer.status,
          link: offerLinkPath(created.token),
          validUntil: created.offer.validUntil.toISOString(),
        },
        201,
        NO_STORE,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/make-offer-from-draft-for-consumer/{id}",
      ...operatorRoute,
      summary: "Wysyła szkic oferty klientowi: zapisuje telefon i wysyła link SMS-em (status „sent”)",
      description:
        "Ze szkicu albo ponownie z oferty wysłanej (np. poprawiony numer). Treść SMS-a: „Twoja oferta leasingu od Leasingowo: https://…/oferta/{token}”.",
      request: { headers: operatorHeader, params: IdParam, ...jsonBody(SendOfferRequest) },
      responses: {
        200: json(OfferCreatedResponse, "Wysłano link"),
        ...E401,
        ...E403,
        ...E404,
        ...E409,
        ...E422,
        ...E502,
      },
    }),
    async (c) => {
      const owned = await ownedOffer(deps, c, c.req.valid("param").id);
      if (owned.kind === "error") return owned.response as never;
      const body = c.req.valid("json");
      const sent = await sendOfferLink(deps, owned.offer, body, `operator:${owned.operator.id}`);
      if (!sent.ok) {
        if (sent.code === "SMS")
          return c.json({ error: true as const, code: "SMS_FAILED", message: sent.message }, 502, NO_STORE);
        if (sent.field) return fieldError(c, sent.field, sent.message);
        return conflict(c, "OFFER_STATE", sent.message);
      }
      return c.json(
        {
          id: sent.offer.id,
          status: sent.offer.status,
          link: offerLinkPath(openLinkToken(deps, sent.offer)),
          validUntil: sent.offer.validUntil.toISOString(),
        },
        200,
        NO_STORE,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/personal-form/auth/{a}/{b}",
      ...operatorRoute,
      summary: "Sprawdzenie handlowca (SPEC §6): czy może działać na ofercie {a} i jej formularzu {b}",
      description:
        "{a} to identyfikator oferty, {b} to formularz tej samej oferty: jej identyfikator albo token linku. 200, gdy oferta należy do handlowca z nagłówka Authorization; 401 bez tokenu; w każdym innym przypadku 403 (bez wskazówki, czy oferta istnieje).",
      request: { headers: operatorHeader, params: AuthParams },
      responses: {
        200: json(AuthResponse, "Handlowiec może działać na tej ofercie"),
        ...E401,
        ...E403,
        ...E422,
      },
    }),
    async (c) => {
      const operator = await bearerOperator(deps, c);
      if (!operator) return unauthorized(c);
      const { a, b } = c.req.valid("param");
      const offer = await findOffer(deps.db, a);
      const sameForm =
        offer !== undefined &&
        (b.toLowerCase() === offer.id || (await findOfferByToken(deps.db, b))?.id === offer.id);
      if (!offer || offer.operatorId !== operator.id || !sameForm) return forbidden(c);
      return c.json({ allowed: true as const, offerId: offer.id }, 200, NO_STORE);
    },
  );

  const operatorAction = (action: "accept" | "withdraw", to: OfferStatus, from: readonly OfferStatus[]) =>
    app.openapi(
      createRoute({
        method: "post",
        path: `/v3/offers/{id}/${action}`,
        ...operatorRoute,
        summary:
          action === "accept"
            ? "Przyjmuje ofertę do realizacji (po potwierdzeniu kodem lub po przesłaniu dokumentów)"
            : "Wycofuje ofertę (link klienta odpowiada odtąd 410)",
        request: { headers: operatorHeader, params: IdParam },
        responses: {
          200: json(OfferStatusResponse, "Nowy status oferty"),
          ...E401,
          ...E403,
          ...E404,
          ...E409,
          ...E422,
        },
      }),
      async (c) => {
        const owned = await ownedOffer(deps, c, c.req.valid("param").id);
        if (owned.kind === "error") return owned.response as never;
        const actor = `operator:${owned.operator.id}` as const;
        const outcome = await deps.db.transaction(async (tx) => {
          const row = await lockOffer(tx, owned.offer.id);
          if (!row || !from.includes(row.status)) return { row };
          return { row, updated: await advanceOfferStatus(tx, row, to, actor, { at: new Date(deps.now()) }) };
        });
        if (!outcome.updated) {
          const status = outcome.row?.status ?? owned.offer.status;
          return conflict(
            c,
            "OFFER_STATE",
            action === "accept"
              ? `Oferty w statusie „${OFFER_STATUS_LABELS[status]}” nie można przyjąć: klient musi ją najpierw potwierdzić kodem SMS.`
              : `Oferty w statusie „${OFFER_STATUS_LABELS[status]}” nie można wycofać.`,
          );
        }
        return c.json({ id: outcome.updated.id, status: outcome.updated.status }, 200, NO_STORE);
      },
    );
  operatorAction("accept", "accepted", ["confirmed", "documents_complete"]);
  operatorAction("withdraw", "withdrawn", ["draft", "sent", "opened", "confirmed", "documents_complete"]);

  app.route("/", offerCustomerRoutes(deps));
  app.route("/", offerLinkRoutes(deps));
  return app;
}
