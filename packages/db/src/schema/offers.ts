// Offers by unique link (SPEC §1): a salesperson (an operator) prepares a lease offer, the customer opens
// it from a link sent by SMS, fills in the personal form, confirms it with an SMS PIN, uploads documents
// and may pay the initial fee online. docs/offers.md describes the flow.
//
// Conventions (as in orders.ts):
// - Personal data lives only in `*_enc` columns (AES-256-GCM envelopes of apps/api/src/lib/order-crypto.ts,
//   bound to row and column). `phone_key` is an HMAC of the phone (finding a customer's offers by phone
//   and PIN) — never the phone itself.
// - The link token (≥ 128 random bits, base64url) is what the customer holds: only its SHA-256 is
//   searchable (`link_hash`); the token itself is kept sealed (`link_enc`) so it can be sent again. Logs
//   show at most its first 6 characters.
// - The car is a snapshot (`car`), like an order's: a catalogue variant, a dictionary version, or a free
//   description written by the salesperson.
// - Every status change is a row of `offer_events` written in the same transaction, with who made it.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OrderCar, OrderQuote } from "./orders.ts";

const inList = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/**
 * draft → sent → opened → confirmed (PIN) → documents_complete → accepted (by the operator);
 * expired (validity date passed) and withdrawn (by the operator) from any state before accepted.
 */
export const OFFER_STATUSES = [
  "draft",
  "sent",
  "opened",
  "confirmed",
  "documents_complete",
  "accepted",
  "expired",
  "withdrawn",
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_CAR_SOURCES = ["catalog", "dictionary", "description"] as const;
export type OfferCarSource = (typeof OFFER_CAR_SOURCES)[number];

/** The offered car: an order's car snapshot, or for a free description only what the salesperson wrote. */
export type OfferCar =
  | OrderCar
  | { source: "description"; description: string; priceNet: number; priceGross: number };

/** The lease as priced when the offer was made, with its schedule (packages/domain leasing maths). */
export interface OfferQuote extends OrderQuote {
  /** What the price includes, as the customer reads it ("Ubezpieczenie OC/AC w racie", …). */
  included: string[];
  schedule: {
    month: number;
    installmentNet: number;
    installmentGross: number;
    capitalNet: number;
    interestNet: number;
    remainingNet: number;
  }[];
}

/** Salespeople who make offers: authenticated by a bearer token, of which only a hash is kept. */
export const operators = pgTable(
  "operators",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    /** Shown on the offer as the salesperson's contact. */
    email: text("email").notNull(),
    phone: text("phone"),
    /** SHA-256 (hex) of the bearer token (256 random bits); compared by lookup, never stored in clear. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("operators_token_idx").on(t.tokenHash)],
);

export const offers = pgTable(
  "offers",
  {
    /** Internal id: operator calls, logs, foreign keys. Never the customer's credential. */
    id: uuid("id").primaryKey(),
    /** SHA-256 (hex) of the link token the customer holds (/oferta/{token}). */
    linkHash: text("link_hash").notNull(),
    /** The link token, sealed (to send the same link again). */
    linkEnc: text("link_enc").notNull(),
    status: text("status").$type<OfferStatus>().notNull().default("draft"),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id),
    // The car and the lease
    carSource: text("car_source").$type<OfferCarSource>().notNull(),
    variantId: integer("variant_id"),
    dictionaryVersionId: integer("dictionary_version_id"),
    car: jsonb("car").$type<OfferCar>().notNull(),
    client: text("client").$type<"entrepreneur" | "consumer">().notNull(),
    duration: smallint("duration").notNull(),
    initialFee: smallint("initial_fee").notNull(),
    repurchase: smallint("repurchase").notNull(),
    quote: jsonb("quote").$type<OfferQuote>().notNull(),
    /** A note from the salesperson shown on the offer (plain text). */
    note: text("note"),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    // The customer
    /** HMAC-SHA256 of the normalised phone (PIN_SECRET), hex: finds offers by phone; null on a draft without one. */
    phoneKey: text("phone_key"),
    /** {phone, email?}, encrypted. */
    contactEnc: text("contact_enc"),
    /** The personal form's data (names, PESEL or company data, address …), encrypted. */
    personalEnc: text("personal_enc"),
    personalStoredAt: timestamp("personal_stored_at", { withTimezone: true }),
    // Progress
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    documentsCompleteAt: timestamp("documents_complete_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    // Payment of the initial fee
    paymentEnabled: boolean("payment_enabled").notNull().default(false),
    /** none → pending → paid | failed (the newest payment's outcome). */
    paymentStatus: text("payment_status").notNull().default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("offers_link_idx").on(t.linkHash),
    index("offers_phone_idx").on(t.phoneKey),
    index("offers_operator_idx").on(t.operatorId, t.createdAt),
    check("offers_status_check", inList(t.status, OFFER_STATUSES)),
    check("offers_car_source_check", inList(t.carSource, OFFER_CAR_SOURCES)),
    check("offers_client_check", inList(t.client, ["entrepreneur", "consumer"])),
    check("offers_payment_status_check", inList(t.paymentStatus, ["none", "pending", "paid", "failed"])),
  ],
);

/** The audit trail: every transition with its time and who made it. */
export const offerEvents = pgTable(
  "offer_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** "operator:{id}", "customer", "system" or "provider:{name}". */
    actor: text("actor").notNull(),
    /** created, sent, opened, personal_stored, pin_sent, pin_failed, confirmed, file_added, file_deleted, … */
    type: text("type").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** No personal data: ids, counts, reasons. */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [index("offer_events_offer_idx").on(t.offerId, t.at)],
);

export const OFFER_FILE_KINDS = ["id_card", "driving_licence", "financial", "other"] as const;
export type OfferFileKind = (typeof OFFER_FILE_KINDS)[number];

/**
 * Documents the customer uploaded. A row exists only for a file completely stored: the storage writes
 * to a temporary name and renames, then the row is inserted; a start-up sweep removes temporary files a
 * killed process left behind.
 */
export const offerFiles = pgTable(
  "offer_files",
  {
    id: uuid("id").primaryKey(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OfferFileKind>().notNull(),
    /** The name the customer's file had, encrypted (names carry personal data: "dowod_Jan_Kowalski.pdf"). */
    nameEnc: text("name_enc").notNull(),
    /** From the content (magic bytes): application/pdf, image/jpeg, image/png, image/heic. */
    mediaType: text("media_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 (hex) of the plaintext. */
    sha256: text("sha256").notNull(),
    /** The storage's random key (no part of the name or the offer). */
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("offer_files_offer_idx").on(t.offerId, t.createdAt),
    uniqueIndex("offer_files_key_idx").on(t.storageKey),
    check("offer_files_kind_check", inList(t.kind, OFFER_FILE_KINDS)),
  ],
);

/** Online payments of an offer's initial fee, one row per attempt at the provider. */
export const offerPayments = pgTable(
  "offer_payments",
  {
    id: uuid("id").primaryKey(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** "sandbox" or "przelewy24". */
    provider: text("provider").notNull(),
    /** Our session id at the provider (random, unique). */
    sessionId: text("session_id").notNull(),
    /** Integer grosz. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("PLN"),
    /** pending → paid | failed. */
    status: text("status").notNull().default("pending"),
    /** The provider's own id of the payment, once it tells us. */
    providerOrderId: text("provider_order_id"),
    redirectUrl: text("redirect_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("offer_payments_session_idx").on(t.sessionId),
    index("offer_payments_offer_idx").on(t.offerId, t.createdAt),
    check("offer_payments_status_check", inList(t.status, ["pending", "paid", "failed"])),
  ],
);
