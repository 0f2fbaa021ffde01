// The customer's offer page calls, authorised by the link token alone ({token}, /oferta/{token}): the
// offer (GET /offer, also the operator's preview with bypass=1), the personal form, the SMS PIN.
// Unknown or malformed tokens answer 404, expired or withdrawn offers 410 (offers-common.ts).
import { createRoute } from "@hono/zod-openapi";
import { offers } from "@vhs/db/schema/offers.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { eq, sql } from "drizzle-orm";
import { issuePin, verifyPin } from "../integrations/pin.ts";
import type { OfferDeps } from "../lib/offer-config.ts";
import { syncDocumentsStatus } from "../lib/offer-files-service.ts";
import { countLaterView, findOfferByToken, recordOfferEvent } from "../lib/offer-link.ts";
import {
  advanceOfferStatus,
  expireIfDue,
  lockOffer,
  type OfferPersonal,
  type OfferRow,
  offerAad,
  openContact,
} from "../lib/offer-service.ts";
import { maskPhone, offerView } from "../lib/offer-view.ts";
import { router } from "../lib/openapi.ts";
import { sealJson } from "../lib/order-crypto.ts";
import {
  bearerOperator,
  type C,
  conflict,
  E401,
  E403,
  E404,
  E409,
  E410,
  E422,
  E429,
  E502,
  fieldError,
  forbidden,
  json,
  jsonBody,
  NO_STORE,
  offerGone,
  offerNotFound,
  offerOfToken,
  unauthorized,
} from "./offers-common.ts";
import { E423, pinIssueFailure, pinLocked, pinVerifyFailure } from "./offers-pin.ts";
import {
  ConfirmPinRequest,
  OfferQuery,
  OfferViewSchema,
  operatorHeader,
  PersonalFormRequest,
  PinSentResponse,
  TokenParam,
} from "./offers-schemas.ts";

/** The text after "Kod 123456 do potwierdzenia …" in the PIN SMS. */
export const OFFER_PIN_PURPOSE = "oferty leasingu";

const customerRoute = { tags: ["offers (klient)"] };
const BEFORE_CONFIRMATION: readonly OfferRow["status"][] = ["sent", "opened"];

const ALREADY_CONFIRMED =
  "Dane tej oferty zostały już potwierdzone kodem SMS — nie można ich zmienić. Skontaktuj się z doradcą.";

/**
 * The offer a PIN is sent or typed for, with the phone it goes to; or the answer why not (unknown link,
 * gone, already confirmed, the personal form not saved yet — `then` says what comes after saving it).
 */
async function pinTarget(c: C, deps: OfferDeps, token: string, then: string) {
  const found = await offerOfToken(deps, token);
  if (found.kind === "not-found") return offerNotFound(c);
  if (found.kind === "gone") return offerGone(c, deps, found.offer);
  const offer = found.offer;
  if (!BEFORE_CONFIRMATION.includes(offer.status)) return conflict(c, "OFFER_CONFIRMED", ALREADY_CONFIRMED);
  if (!offer.personalEnc)
    return conflict(c, "PERSONAL_MISSING", `Najpierw zapisz formularz danych osobowych, ${then}`);
  return { offer, phone: openContact(deps, offer)!.phone };
}

export function offerCustomerRoutes(deps: OfferDeps) {
  const app = router();
  const view = async (row: OfferRow): Promise<OfferView> => offerView(deps, row);

  app.openapi(
    createRoute({
      method: "get",
      path: "/offer",
      ...customerRoute,
      summary: "Oferta z linku: samochód, rata z harmonogramem, formularz, kod SMS, pliki, płatność",
      description:
        "Pierwsze wyświetlenie przez klienta oznacza ofertę jako otwartą (zdarzenie „opened”) i każde zwiększa licznik wyświetleń. Z bypass=1 i tokenem handlowca (Authorization) to podgląd: nie oznacza otwarcia, nie liczy wyświetlenia i pokazuje także szkice, oferty wygasłe i wycofane.",
      request: { query: OfferQuery, headers: operatorHeader },
      responses: {
        200: json(OfferViewSchema, "Oferta"),
        ...E401,
        ...E403,
        ...E404,
        ...E410,
        ...E422,
      },
    }),
    async (c) => {
      const { uuid: token, bypass } = c.req.valid("query");
      if (bypass === "1") {
        const operator = await bearerOperator(deps, c);
        if (!operator) return unauthorized(c);
        const row = await findOfferByToken(deps.db, token);
        if (!row) return offerNotFound(c);
        if (row.operatorId !== operator.id) return forbidden(c);
        return c.json(await view(await expireIfDue(deps, row)), 200, NO_STORE);
      }
      const at = new Date(deps.now());
      const later = await countLaterView(deps.db, token, at);
      if (later) return c.json(await offerView(deps, later.offer, later.operator), 200, NO_STORE);
      const found = await offerOfToken(deps, token);
      if (found.kind === "not-found") return offerNotFound(c);
      if (found.kind === "gone") return offerGone(c, deps, found.offer);
      const counted = { viewCount: sql`${offers.viewCount} + 1` };
      const countView = async (db: Pick<typeof deps.db, "update">) =>
        (await db.update(offers).set(counted).where(eq(offers.id, found.offer.id)).returning())[0]!;
      // Only the first view changes the status (under the row's lock, so two first views record one
      // "opened"); a later view that countLaterView did not take (an accepted offer past its date) is one
      // atomic UPDATE, without a transaction.
      const row =
        found.offer.status === "sent"
          ? await deps.db.transaction(async (tx) => {
              const locked = (await lockOffer(tx, found.offer.id))!;
              if (locked.status === "sent")
                return advanceOfferStatus(tx, locked, "opened", "customer", { at, set: counted });
              return countView(tx);
            })
          : await countView(deps.db);
      return c.json(await view(row ?? found.offer), 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/personal-form/store/{token}",
      ...customerRoute,
      summary:
        "Zapisuje formularz danych osobowych (zaszyfrowany); ponowny zapis przed potwierdzeniem go zastępuje",
      description:
        "Konsument podaje PESEL i serię oraz numer dowodu, firma NIP i nazwę; identyfikatory są sprawdzane sumami kontrolnymi. Odpowiedź: oferta (jak GET /offer).",
      request: { params: TokenParam, ...jsonBody(PersonalFormRequest) },
      responses: { 200: json(OfferViewSchema, "Zapisano"), ...E404, ...E409, ...E410, ...E422 },
    }),
    async (c) => {
      const found = await offerOfToken(deps, c.req.valid("param").token);
      if (found.kind === "not-found") return offerNotFound(c);
      if (found.kind === "gone") return offerGone(c, deps, found.offer);
      const body = c.req.valid("json");
      const consumer = found.offer.client === "consumer";
      const required: [keyof OfferPersonal, string][] = consumer
        ? [
            ["pesel", "Podaj numer PESEL"],
            ["idCard", "Podaj serię i numer dowodu osobistego"],
          ]
        : [
            ["nip", "Podaj NIP firmy"],
            ["companyName", "Podaj nazwę firmy"],
          ];
      for (const [field, message] of required) if (!body[field]) return fieldError(c, field, message);
      const personal: OfferPersonal = consumer
        ? { ...body, nip: undefined, companyName: undefined }
        : { ...body, pesel: undefined, idCard: undefined };
      const at = new Date(deps.now());
      const outcome = await deps.db.transaction(async (tx) => {
        const row = (await lockOffer(tx, found.offer.id))!;
        if (!BEFORE_CONFIRMATION.includes(row.status)) return { row, saved: false };
        const [updated] = await tx
          .update(offers)
          .set({
            personalEnc: sealJson(deps.keyring, offerAad(row.id, "personalEnc"), personal),
            personalStoredAt: at,
            updatedAt: at,
          })
          .where(eq(offers.id, row.id))
          .returning();
        await recordOfferEvent(tx, {
          offerId: row.id,
          actor: "customer",
          type: "personal_stored",
          at,
          detail: { replaced: row.personalEnc !== null, consents: body.consents.length },
        });
        return { row: updated!, saved: true };
      });
      if (!outcome.saved) return conflict(c, "OFFER_CONFIRMED", ALREADY_CONFIRMED);
      return c.json(await view(outcome.row), 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/personal-form/regenerate-pin/{token}",
      ...customerRoute,
      summary: "Wysyła kod SMS (6 cyfr, ważny 5 minut) na telefon oferty; poprzedni kod przestaje działać",
      description:
        "Limity: 30 s między wysyłkami, 3 na ofertę na godzinę, 5 na telefon na godzinę, 10 na dobę — po przekroczeniu 429 z `retryAt`.",
      request: { params: TokenParam },
      responses: {
        200: json(PinSentResponse, "Wysłano kod"),
        ...E404,
        ...E409,
        ...E410,
        ...E422,
        ...E429,
        ...E502,
      },
    }),
    async (c) => {
      const target = await pinTarget(c, deps, c.req.valid("param").token, "potem wyślij kod.");
      if (target instanceof Response) return target;
      const { offer, phone } = target;
      const issued = await issuePin(deps.pin, { offerId: offer.id, phone, purpose: OFFER_PIN_PURPOSE });
      if (!issued.ok) {
        await recordOfferEvent(deps.db, {
          at: new Date(deps.now()),
          offerId: offer.id,
          actor: "customer",
          type: "pin_not_sent",
          detail: { reason: issued.error.code },
        });
        return pinIssueFailure(c, issued.error, deps.now());
      }
      await recordOfferEvent(deps.db, {
        at: new Date(deps.now()),
        offerId: offer.id,
        actor: "customer",
        type: "pin_sent",
        detail: { codeId: issued.value.codeId, sms: issued.value.sms.provider },
      });
      return c.json(
        {
          sent: true as const,
          phoneMasked: maskPhone(phone),
          expiresAt: new Date(issued.value.expiresAt).toISOString(),
          resendAt: new Date(issued.value.resendAvailableAt).toISOString(),
        },
        200,
        NO_STORE,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/personal-form/confirm-pin/{token}",
      ...customerRoute,
      summary: "Potwierdza formularz kodem z SMS-a (status „confirmed”)",
      description:
        "Kod jest jednorazowy i ważny 5 minut; piąta błędna próba blokuje go (423 z `retryAt` — od kiedy można wysłać nowy).",
      request: { params: TokenParam, ...jsonBody(ConfirmPinRequest) },
      responses: {
        200: json(OfferViewSchema, "Potwierdzono"),
        ...E404,
        ...E409,
        ...E410,
        ...E422,
        ...E423,
      },
    }),
    async (c) => {
      const target = await pinTarget(c, deps, c.req.valid("param").token, "potem wpisz kod.");
      if (target instanceof Response) return target;
      const { offer, phone } = target;
      const verified = await verifyPin(deps.pin, { offerId: offer.id, phone, pin: c.req.valid("json").pin });
      if (!verified.ok) {
        const error = verified.error;
        if (error.code !== "INVALID_FORMAT")
          await recordOfferEvent(deps.db, {
            at: new Date(deps.now()),
            offerId: offer.id,
            actor: "customer",
            type: error.code === "LOCKED" ? "pin_locked" : "pin_failed",
            detail: {
              reason: error.code,
              ...(error.code === "WRONG" ? { attemptsLeft: error.attemptsLeft } : {}),
            },
          });
        if (error.code === "LOCKED") return pinLocked(c, deps, offer.id, phone);
        return pinVerifyFailure(c, error);
      }
      const at = new Date(deps.now());
      const confirmed = await deps.db.transaction(async (tx) => {
        const row = (await lockOffer(tx, offer.id))!;
        const done = await advanceOfferStatus(tx, row, "confirmed", "customer", {
          at,
          detail: { codeId: verified.value.codeId },
        });
        if (!done) return null;
        // Documents sent before the PIN count: with all of them the offer goes on to documents_complete.
        const status = await syncDocumentsStatus(tx, done, at, "customer");
        return status === done.status ? done : { ...done, status, documentsCompleteAt: at, updatedAt: at };
      });
      if (!confirmed) return conflict(c, "OFFER_CONFIRMED", ALREADY_CONFIRMED);
      return c.json(await view(confirmed), 200, NO_STORE);
    },
  );

  return app;
}
