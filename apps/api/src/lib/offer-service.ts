/**
 * The offer's data layer: the status machine (every transition one conditional UPDATE plus its
 * offer_events row, in one transaction), expiry, the encrypted columns (contact, personal form, the sealed
 * link), the phone key, creating an offer and sending its link by SMS. Plain functions over the database.
 *
 * draft → sent → opened → confirmed → documents_complete → accepted; expired and withdrawn from any state
 * before accepted. docs/offers.md draws it.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import { type OfferStatus, offers } from "@vhs/db/schema/offers.ts";
import { normalizePhone } from "@vhs/domain/identifiers.ts";
import type { ClientType } from "@vhs/domain/leasing-constants.ts";
import type { PersonalFormInput } from "@vhs/domain/offer-contract.ts";
import { maskOfferToken } from "@vhs/domain/offer-contract.ts";
import { and, eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { phoneKey } from "../integrations/pin.ts";
import { log } from "./log.ts";
import type { OfferDeps } from "./offer-config.ts";
import {
  newOfferToken,
  type OfferActor,
  type OfferRow,
  type OperatorRow,
  recordOfferEvent,
} from "./offer-link.ts";
import { type OfferCarInput, offerCar, offerQuote } from "./offer-quote.ts";
import { openJson, openNullable, sealJson } from "./order-crypto.ts";

export type { OfferRow, OperatorRow } from "./offer-link.ts";

/** What a transaction (or the database) offers to the status machine. */
export type OfferTx = Pick<Db, "insert" | "update" | "select">;

// ---------------------------------------------------------------------------------------------------------
// Status machine

/** Where each status may go. documents_complete → confirmed: a required document was deleted again. */
export const OFFER_TRANSITIONS: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  draft: ["sent", "withdrawn", "expired"],
  sent: ["opened", "confirmed", "withdrawn", "expired"],
  opened: ["confirmed", "withdrawn", "expired"],
  confirmed: ["documents_complete", "accepted", "withdrawn", "expired"],
  documents_complete: ["confirmed", "accepted", "withdrawn", "expired"],
  accepted: [],
  expired: [],
  withdrawn: [],
};

/** Statuses an offer is over in: the customer's link answers 410. */
export const CLOSED_STATUSES: readonly OfferStatus[] = ["expired", "withdrawn"];
/** Statuses in which the offer is still the customer's to act on (get-offer-link lists these). */
export const ACTIVE_STATUSES: readonly OfferStatus[] = ["sent", "opened", "confirmed", "documents_complete"];

export function canTransition(from: OfferStatus, to: OfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

/** The timestamp column each status sets when reached. */
const REACHED_AT = {
  sent: "sentAt",
  opened: "openedAt",
  confirmed: "confirmedAt",
  documents_complete: "documentsCompleteAt",
  accepted: "acceptedAt",
  withdrawn: "withdrawnAt",
} as const satisfies Partial<Record<OfferStatus, keyof OfferRow>>;

export interface AdvanceOptions {
  /** Non-personal detail for the event (ids, counts, reasons). */
  detail?: Record<string, unknown>;
  /** The event type; default the new status ("sent", "opened", "confirmed" …). */
  type?: string;
  /** Other columns to set in the same UPDATE (e.g. the phone when sending, the view counter). */
  set?: PgUpdateSetSource<typeof offers>;
  /** Record the event although the status stays the same (e.g. the link sent again). */
  allowSameStatus?: boolean;
  at?: Date;
}

/**
 * Moves `offer` to `to` and writes the audit row, both through `tx` (call it inside a transaction).
 * The UPDATE is conditional on the status `offer` was read with, so of two concurrent changes only one
 * wins. Answers the updated row, or null when the transition is not allowed or the status changed
 * meanwhile (nothing is written then).
 */
export async function advanceOfferStatus(
  tx: OfferTx,
  offer: OfferRow,
  to: OfferStatus,
  actor: OfferActor,
  options: AdvanceOptions = {},
): Promise<OfferRow | null> {
  const same = to === offer.status && options.allowSameStatus === true;
  if (!same && !canTransition(offer.status, to)) return null;
  const at = options.at ?? new Date();
  const stamp = to in REACHED_AT ? { [REACHED_AT[to as keyof typeof REACHED_AT]]: at } : {};
  const [updated] = await tx
    .update(offers)
    .set({ ...options.set, ...stamp, status: to, updatedAt: at })
    .where(and(eq(offers.id, offer.id), eq(offers.status, offer.status)))
    .returning();
  if (!updated) return null;
  await recordOfferEvent(tx, {
    offerId: offer.id,
    actor,
    type: options.type ?? to,
    fromStatus: offer.status,
    toStatus: to,
    at,
    ...(options.detail ? { detail: options.detail } : {}),
  });
  return updated;
}

/** True when the validity date passed and the offer may still expire. */
export function isPastValidity(row: OfferRow, now: number): boolean {
  return now >= row.validUntil.getTime() && canTransition(row.status, "expired");
}

/**
 * The offer as of `now`: past its validity date it becomes expired, recorded once with a "system" event.
 * Every route that reads an offer calls this first.
 */
export async function expireIfDue(deps: Pick<OfferDeps, "db" | "now">, row: OfferRow): Promise<OfferRow> {
  const now = deps.now();
  if (!isPastValidity(row, now)) return row;
  const expired = await deps.db.transaction((tx) =>
    advanceOfferStatus(tx, row, "expired", "system", {
      at: new Date(now),
      detail: { validUntil: row.validUntil.toISOString() },
    }),
  );
  return expired ?? (await findOffer(deps.db, row.id)) ?? row;
}

export async function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** Reads and locks an offer inside a transaction. */
export async function lockOffer(tx: OfferTx, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Encrypted columns

export type OfferEncryptedColumn = "contactEnc" | "personalEnc" | "linkEnc";
/** Binds a ciphertext to its row and column (`offers:{id}:{column}`), like the orders' columns. */
export const offerAad = (id: string, column: OfferEncryptedColumn) => `offers:${id}:${column}`;
/** The AAD of an uploaded file's name: `offer_files:{fileId}:nameEnc`. */
export const offerFileNameAad = (fileId: string) => `offer_files:${fileId}:nameEnc`;

export interface OfferContact {
  /** Normalised national number, 9 digits. */
  phone: string;
  email?: string | undefined;
}

/** The personal form as stored (normalised identifiers). */
export type OfferPersonal = PersonalFormInput;

export function openContact(deps: Pick<OfferDeps, "keyring">, row: OfferRow): OfferContact | null {
  return openNullable<OfferContact>(deps.keyring, offerAad(row.id, "contactEnc"), row.contactEnc);
}

export function openPersonal(deps: Pick<OfferDeps, "keyring">, row: OfferRow): OfferPersonal | null {
  return openNullable<OfferPersonal>(deps.keyring, offerAad(row.id, "personalEnc"), row.personalEnc);
}

export function openLinkToken(deps: Pick<OfferDeps, "keyring">, row: OfferRow): string {
  return openJson<string>(deps.keyring, offerAad(row.id, "linkEnc"), row.linkEnc);
}

/** offers.phone_key of a phone (any accepted spelling), or null for an invalid phone. */
export function offerPhoneKey(deps: Pick<OfferDeps, "phoneKeySecret">, phone: string): string | null {
  const normalised = normalizePhone(phone);
  return normalised ? phoneKey(deps.phoneKeySecret, normalised) : null;
}

export function offerLinkPath(token: string): string {
  return `/oferta/${token}`;
}

// ---------------------------------------------------------------------------------------------------------
// Creating and sending

export interface CreateOfferInput {
  car: OfferCarInput;
  client: ClientType;
  duration: number;
  initialFee: number;
  repurchase: number;
  note?: string | null | undefined;
  included?: string[] | undefined;
  validDays?: number | undefined;
  payment?: boolean | undefined;
  email?: string | undefined;
}

export type CreateOfferResult =
  | { ok: true; offer: OfferRow; token: string }
  | { ok: false; field: string; message: string };

export const NO_FIXING_MESSAGE =
  "Brak notowania stawki referencyjnej — nie można teraz wyliczyć raty. Spróbuj ponownie później.";

/** Makes a draft offer (no phone yet) with its quote; the `created` event records the operator. */
export async function createOffer(
  deps: OfferDeps,
  operator: OperatorRow,
  input: CreateOfferInput,
): Promise<CreateOfferResult> {
  const now = deps.now();
  const car = await offerCar(deps.db, input.car, input.client, now);
  if (!car.ok) return car;
  const quote = await offerQuote(
    deps,
    car.car,
    {
      client: input.client,
      duration: input.duration,
      initialFee: input.initialFee,
      repurchase: input.repurchase,
    },
    input.included ?? [],
  );
  if (!quote) return { ok: false, field: "car", message: NO_FIXING_MESSAGE };
  const id = randomUUID();
  const { token, hash } = newOfferToken();
  const at = new Date(now);
  const validDays = input.validDays ?? deps.validDays;
  const offer = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({
        id,
        linkHash: hash,
        linkEnc: sealJson(deps.keyring, offerAad(id, "linkEnc"), token),
        status: "draft",
        operatorId: operator.id,
        carSource: car.carSource,
        variantId: car.variantId,
        dictionaryVersionId: car.dictionaryVersionId,
        car: car.car,
        client: input.client,
        duration: input.duration,
        initialFee: input.initialFee,
        repurchase: input.repurchase,
        quote,
        note: input.note ?? null,
        validUntil: new Date(now + validDays * 24 * 60 * 60 * 1000),
        paymentEnabled: input.payment ?? false,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordOfferEvent(tx, {
      offerId: id,
      actor: `operator:${operator.id}`,
      type: "created",
      toStatus: "draft",
      at,
      detail: { carSource: car.carSource, variantId: car.variantId, validDays },
    });
    return row!;
  });
  log("info", "offer created", { offerId: id, link: maskOfferToken(token) });
  return { ok: true, offer, token };
}

export type SendLinkResult =
  | { ok: true; offer: OfferRow }
  | { ok: false; code: "STATE" | "SMS"; message: string; field?: string };

export function offerSmsText(deps: Pick<OfferDeps, "publicOrigin">, token: string): string {
  return `Twoja oferta leasingu od Leasingowo: ${deps.publicOrigin}${offerLinkPath(token)}`;
}

/**
 * Sets the customer's phone (and e-mail), marks the offer sent and sends the link by SMS. From a draft,
 * or again from sent (a corrected number). The status change is committed before the SMS goes out, and
 * an SMS failure is recorded as an event; the operator may send again.
 */
export async function sendOfferLink(
  deps: OfferDeps,
  offer: OfferRow,
  input: { phone: string; email?: string | undefined },
  actor: OfferActor,
): Promise<SendLinkResult> {
  const phone = normalizePhone(input.phone);
  if (!phone) return { ok: false, code: "STATE", field: "phone", message: "Nieprawidłowy numer telefonu" };
  if (offer.status === "expired" || offer.status === "withdrawn")
    return {
      ok: false,
      code: "STATE",
      message:
        offer.status === "expired"
          ? "Ta oferta wygasła — nie można jej wysłać. Utwórz nową ofertę."
          : "Ta oferta została wycofana — nie można jej wysłać. Utwórz nową ofertę.",
    };
  if (offer.status !== "draft" && offer.status !== "sent")
    return {
      ok: false,
      code: "STATE",
      message: "Klient już otworzył tę ofertę — nie można zmienić numeru telefonu ani wysłać jej ponownie.",
    };
  const existing = openContact(deps, offer);
  const contact: OfferContact = { phone, email: input.email ?? existing?.email };
  const at = new Date(deps.now());
  const updated = await deps.db.transaction((tx) =>
    advanceOfferStatus(tx, offer, "sent", actor, {
      at,
      type: offer.status === "sent" ? "resent" : "sent",
      allowSameStatus: true,
      set: {
        phoneKey: phoneKey(deps.phoneKeySecret, phone),
        contactEnc: sealJson(deps.keyring, offerAad(offer.id, "contactEnc"), contact),
      },
    }),
  );
  if (!updated)
    return { ok: false, code: "STATE", message: "Status oferty zmienił się w międzyczasie. Odśwież ją." };
  const token = openLinkToken(deps, updated);
  const sent = await deps.sms.send(phone, offerSmsText(deps, token), {
    idempotencyKey: `offer-link-${randomUUID()}`,
  });
  if (!sent.ok) {
    await recordOfferEvent(deps.db, {
      at: new Date(deps.now()),
      offerId: offer.id,
      actor,
      type: "sms_failed",
      detail: { code: sent.error.code },
    });
    return { ok: false, code: "SMS", field: "phone", message: sent.error.message };
  }
  log("info", "offer link sent", {
    offerId: offer.id,
    link: maskOfferToken(token),
    sms: sent.value.provider,
  });
  return { ok: true, offer: updated };
}
