// POST /v3/get-offer-link: a customer who lost the SMS gets the links of their active offers back.
// {phone} sends a PIN to that phone when it has an active offer, and answers the same either way (the
// send counters run in both cases, so even the 429 does not tell whether offers exist); {phone, pin}
// answers the links once the PIN checks out. The PIN belongs to the phone, not to one offer: its key in
// the PIN store is "offer-link:{phone key}".
import { createRoute } from "@hono/zod-openapi";
import { offers } from "@vhs/db/schema/offers.ts";
import { normalizePhone } from "@vhs/domain/identifiers.ts";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { DEFAULT_PIN_RULES, issuePin, PIN_MESSAGES, phoneKey, verifyPin } from "../integrations/pin.ts";
import type { OfferDeps } from "../lib/offer-config.ts";
import { recordOfferEvent } from "../lib/offer-link.ts";
import { ACTIVE_STATUSES, offerLinkPath, offerPhoneKey, openLinkToken } from "../lib/offer-service.ts";
import { router } from "../lib/openapi.ts";
import { E422, E429, E502, json, jsonBody, NO_STORE } from "./offers-common.ts";
import { E423, pinIssueFailure, pinLocked, pinVerifyFailure } from "./offers-pin.ts";
import { GetOfferLinkRequest, OfferLinkResponse } from "./offers-schemas.ts";

export const OFFER_LINK_PIN_PURPOSE = "dostępu do Twoich ofert leasingu";

const SENT_MESSAGE =
  "Jeśli pod tym numerem są aktywne oferty, wysłaliśmy na niego SMS z kodem. Wpisz kod, aby zobaczyć linki do ofert.";

export function offerLinkRoutes(deps: OfferDeps) {
  const app = router();

  const activeOffers = (key: string) =>
    deps.db
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.phoneKey, key),
          inArray(offers.status, [...ACTIVE_STATUSES]),
          gt(offers.validUntil, new Date(deps.now())),
        ),
      )
      .orderBy(asc(offers.createdAt));

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/get-offer-link",
      tags: ["offers (klient)"],
      summary: "Odzyskanie linku do oferty: telefon → kod SMS; telefon i kod → linki aktywnych ofert",
      description:
        "Bez `pin` odpowiedź jest taka sama niezależnie od tego, czy pod numerem są oferty. Z `pin`: linki /oferta/{token} aktywnych ofert tego telefonu.",
      request: jsonBody(GetOfferLinkRequest),
      responses: {
        200: json(OfferLinkResponse, "Wysłano kod (jeśli są oferty) albo linki ofert"),
        ...E422,
        ...E423,
        ...E429,
        ...E502,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const phone = normalizePhone(body.phone)!;
      const key = offerPhoneKey(deps, phone)!;
      const pinOfferId = `offer-link:${key}`;
      const found = await activeOffers(key);

      if (body.pin === undefined) {
        if (found.length === 0) {
          // Count the send as if one went out, so the limits (and their 429) look the same.
          const now = deps.now();
          const reserved = await deps.pin.store.reserveSend({
            offerId: pinOfferId,
            phoneKey: phoneKey(deps.pin.secret, phone),
            now,
            rules: { ...DEFAULT_PIN_RULES, ...deps.pin.rules },
          });
          if (!reserved.ok) {
            const seconds = Math.max(1, Math.ceil((reserved.retryAt - now) / 1000));
            return pinIssueFailure(
              c,
              {
                code: "TOO_MANY_SENDS",
                limit: reserved.limit,
                retryAt: reserved.retryAt,
                message: PIN_MESSAGES.tooMany(seconds),
              },
              now,
            );
          }
          return c.json({ message: SENT_MESSAGE }, 200, NO_STORE);
        }
        const issued = await issuePin(deps.pin, {
          offerId: pinOfferId,
          phone,
          purpose: OFFER_LINK_PIN_PURPOSE,
        });
        if (!issued.ok) return pinIssueFailure(c, issued.error, deps.now());
        for (const offer of found)
          await recordOfferEvent(deps.db, {
            at: new Date(deps.now()),
            offerId: offer.id,
            actor: "customer",
            type: "link_pin_sent",
            detail: { codeId: issued.value.codeId },
          });
        return c.json({ message: SENT_MESSAGE }, 200, NO_STORE);
      }

      const verified = await verifyPin(deps.pin, { offerId: pinOfferId, phone, pin: body.pin });
      if (!verified.ok) {
        if (verified.error.code === "LOCKED") return pinLocked(c, deps, pinOfferId, phone);
        return pinVerifyFailure(c, verified.error);
      }
      for (const offer of found)
        await recordOfferEvent(deps.db, {
          at: new Date(deps.now()),
          offerId: offer.id,
          actor: "customer",
          type: "link_recovered",
          detail: { codeId: verified.value.codeId },
        });
      const links = found.map((offer) => offerLinkPath(openLinkToken(deps, offer)));
      return c.json(
        {
          message: links.length
            ? "Kod poprawny. Oto linki do Twoich aktywnych ofert."
            : "Kod poprawny, ale pod tym numerem nie ma już aktywnych ofert. Poproś doradcę o nową.",
          links,
        },
        200,
        NO_STORE,
      );
    },
  );

  return app;
}
