// The online leasing order: the order itself with its steps, creation idempotency keys, the
// open-banking verification sessions, SMS PIN codes and send counters, and the Eurotax-style vehicle
// dictionary for cars that are not in our stock (DOMAIN §7.2). docs/order-flow.md describes the flow.
//
// Conventions:
// - Personal data that identifies or exposes a person (contact, PESEL, ID card, address, income, account
//   numbers, the bank's owner name) lives only in `*_enc` text columns: an AES-256-GCM envelope
//   "v1.{keyId}.{iv}.{tag}.{ciphertext}" (apps/api/src/lib/order-crypto.ts), bound to its row and column.
//   The key id inside the envelope lets keys rotate; plain columns hold no PESEL, ID number or NRB.
// - The order's secret is never stored: only its SHA-256 (the secret has 256 random bits).
// - The car is a snapshot (`car`): the catalogue may be re-imported, the order keeps what was ordered.
//   Catalogue ids (variant, group) are kept for reference without foreign keys for the same reason.
// - Money in the dictionary is integer grosz (`_gr`), as in the catalogue; the API speaks zł.
import { BODY_TYPE_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from "@vhs/domain/labels.ts";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const inList = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/** draft → submitted → verifying → approved | rejected | manual_review (docs/order-flow.md). */
export const ORDER_STATUSES = [
  "draft",
  "submitted",
  "verifying",
  "approved",
  "rejected",
  "manual_review",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The form's steps, in order. */
export const ORDER_STEPS = [
  "contact",
  "leasing",
  "client",
  "details",
  "delivery",
  "statements",
  "bank",
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export type CompletedSteps = Partial<Record<OrderStep, { completedAt: string }>>;

/** What was ordered, frozen at creation: a catalogue offer or a car chosen in the vehicle dictionary. */
export interface OrderCar {
  source: "catalog" | "dictionary";
  brand: string;
  model: string;
  version: string;
  /** Production year (catalogue) or the year the customer chose (dictionary). */
  year: number;
  isNew: boolean;
  bodyType: string | null;
  fuel: string | null;
  gearbox: string | null;
  drive: string | null;
  powerKm: number | null;
  powerKw: number | null;
  engineCapacity: number | null;
  co2: number | null;
  /** zł, the price the lease is computed on. */
  priceNet: number;
  priceGross: number;
  colour: string | null;
  offerCode: string | null;
  eurotaxCode: string | null;
  mileageKm: number | null;
  /** Dictionary cars: who sells it. */
  seller: "dealer" | "private" | null;
}

/** Firm data of step 3 (public register data; the user may correct the name and address). */
export interface OrderCompany {
  nip: string;
  name: string;
  regon: string | null;
  krs: string | null;
  legalForm: string;
  address: { street: string | null; building: string; flat: string | null; postalCode: string; city: string };
  /** What the register said when the step was saved (the decision asks again at submission). */
  register: {
    found: boolean;
    statusVat: string | null;
    registrationDate: string | null;
    removalDate: string | null;
    source: string | null;
    requestId: string | null;
    checkedAt: string | null;
    error: string | null;
  };
}

/** Step 4 for firms (no personal identifiers). */
export interface OrderCompanyDetails {
  businessStartDate: string;
  employees: number | null;
  annualRevenue: number | null;
  representativeRole: string;
}

export interface OrderDelivery {
  delivery: string;
  voivodeship: string;
  registration: string;
  insurance: string;
  preferredDate: string | null;
}

export interface OrderStatements {
  accepted: string[];
  politicallyExposed: boolean;
  acceptedAt: string;
}

export interface OrderConsents {
  rodo: boolean;
  marketing: boolean;
  bikBig: boolean;
  /** Which texts were accepted (setup version) and when. */
  version: string;
  acceptedAt: string;
}

/** A verification attempt's outcome, without the account number (that is in bank_account_enc). */
export interface OrderBankAttempt {
  status: "VERIFIED" | "MISMATCH" | "FAILED" | "PENDING";
  reason: string | null;
  bankId: string;
  bankName: string | null;
  matchScore: number;
  at: string;
  /** Firms: whether the account is on the VAT white list for the NIP (null: not checked). */
  whiteList: { assigned: boolean | null; requestId: string | null; checkedAt: string | null } | null;
}

export interface OrderBankVerification {
  /** The newest VERIFIED or MISMATCH result: the one the decision uses. */
  result: OrderBankAttempt | null;
  /** The newest attempt of any status (e.g. FAILED after a refusal, to offer a retry). */
  lastAttempt: OrderBankAttempt | null;
  attempts: number;
}

export interface OrderDecisionReason {
  code: string;
  effect: "pass" | "info" | "manual_review" | "rejected";
  message: string;
}

export interface OrderDecision {
  outcome: "approved" | "rejected" | "manual_review";
  reasons: OrderDecisionReason[];
  rulesVersion: string;
  /** When the rules ran (at submission); the outcome is shown from decisionDueAt on. */
  evaluatedAt: string;
}

/** The lease as priced at submission (the offer and the PDF use it). */
export interface OrderQuote {
  priceNet: number;
  priceGross: number;
  initialFeeNet: number;
  initialFeeGross: number;
  installmentNet: number;
  installmentGross: number;
  repurchaseNet: number;
  repurchaseGross: number;
  totalPaidNet: number;
  totalPaidGross: number;
  totalCostPct: number;
  rrsoPct: number | null;
  annualRatePct: number;
  margin: number;
  benchmark: { name: string; value: number; fixingDate: string; source: string };
}

export const orders = pgTable(
  "orders",
  {
    uuid: uuid("uuid").primaryKey(),
    /** SHA-256 (hex) of the order's secret; compared in constant time. */
    secretHash: text("secret_hash").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("draft"),
    // The car
    carSource: text("car_source").$type<"catalog" | "dictionary">().notNull(),
    variantId: integer("variant_id"),
    groupId: text("group_id"),
    dictionaryVersionId: integer("dictionary_version_id").references(() => vehicleVersions.id, {
      onDelete: "set null",
    }),
    car: jsonb("car").$type<OrderCar>().notNull(),
    /** The visit's campaign keys (SPEC §3: utm_source … clickId) when the order was started. */
    campaign: jsonb("campaign").$type<Partial<Record<string, string>>>(),
    // Leasing parameters (SPEC §3)
    client: text("client").$type<"entrepreneur" | "consumer">().notNull(),
    duration: smallint("duration").notNull(),
    initialFee: smallint("initial_fee").notNull(),
    repurchase: smallint("repurchase").notNull(),
    // Step data
    /** {firstName, lastName, email, phone}, encrypted. */
    contactEnc: text("contact_enc"),
    consents: jsonb("consents").$type<OrderConsents>(),
    company: jsonb("company").$type<OrderCompany>(),
    companyDetails: jsonb("company_details").$type<OrderCompanyDetails>(),
    /** Consumer: {pesel, idCard, idCardValidUntil, address}, encrypted. */
    consumerEnc: text("consumer_enc"),
    /** Consumer: {incomeSource, monthlyNetIncome, monthlyObligations, householdSize}, encrypted. */
    consumerFinanceEnc: text("consumer_finance_enc"),
    /** Firm: the representative's {firstName, lastName}, encrypted. */
    representativeEnc: text("representative_enc"),
    delivery: jsonb("delivery").$type<OrderDelivery>(),
    statements: jsonb("statements").$type<OrderStatements>(),
    bankVerification: jsonb("bank_verification").$type<OrderBankVerification>(),
    /** The verified account: {accountNumber, ownerName, bankName}, encrypted. */
    bankAccountEnc: text("bank_account_enc"),
    /** {stepId: {completedAt}}: each step's key is set in the same statement that saves its data. */
    completedSteps: jsonb("completed_steps").$type<CompletedSteps>().notNull().default({}),
    // Submission and decision
    quote: jsonb("quote").$type<OrderQuote>(),
    decision: jsonb("decision").$type<OrderDecision>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** From here on the status is "verifying"; at decisionDueAt it becomes the decision's outcome. */
    verifyingAt: timestamp("verifying_at", { withTimezone: true }),
    decisionDueAt: timestamp("decision_due_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    offerShownAt: timestamp("offer_shown_at", { withTimezone: true }),
    offerShownCount: integer("offer_shown_count").notNull().default(0),
    returnLinkSentAt: timestamp("return_link_sent_at", { withTimezone: true }),
    returnLinkSendCount: integer("return_link_send_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_status_idx").on(t.status, t.decisionDueAt),
    index("orders_created_idx").on(t.createdAt),
    check("orders_status_check", inList(t.status, ORDER_STATUSES)),
    check("orders_car_source_check", inList(t.carSource, ["catalog", "dictionary"])),
    check("orders_client_check", inList(t.client, ["entrepreneur", "consumer"])),
  ],
);

/**
 * `Idempotency-Key` of POST /digital-order/create: the key (hashed) → the order it created. The unique
 * primary key makes 100 concurrent creates with one key produce one order. The secret is kept encrypted
 * so that a replay can answer the same {uuid, secret}; rows older than 24 h may be reused.
 */
export const orderIdempotencyKeys = pgTable("order_idempotency_keys", {
  /** SHA-256 (hex) of the header value. */
  keyHash: text("key_hash").primaryKey(),
  /** SHA-256 (hex) of the canonical request body: the same key with other data is refused. */
  requestHash: text("request_hash").notNull(),
  orderUuid: uuid("order_uuid")
    .notNull()
    .references(() => orders.uuid, { onDelete: "cascade" }),
  secretEnc: text("secret_enc").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Open-banking verification sessions (BankSessionStore on the database), keyed by the state's hash. */
export const bankVerificationSessions = pgTable(
  "bank_verification_sessions",
  {
    /** SHA-256 (hex) of the `state` nonce that comes back from the bank. */
    stateHash: text("state_hash").primaryKey(),
    orderUuid: text("order_uuid").notNull(),
    bankId: text("bank_id").notNull(),
    /** null until there is a final result, then VERIFIED | MISMATCH | FAILED. */
    status: text("status"),
    /** The rest of the session (expected owner names, consent, result with the NRB), encrypted. */
    payloadEnc: text("payload_enc").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("bank_sessions_order_idx").on(t.orderUuid),
    index("bank_sessions_expires_idx").on(t.expiresAt),
  ],
);

/** SMS PIN codes (PinStore on the database): only HMACs, never a PIN or a phone number. */
export const pinCodes = pgTable(
  "pin_codes",
  {
    id: uuid("id").primaryKey(),
    offerId: text("offer_id").notNull(),
    hash: text("hash").notNull(),
    phoneKey: text("phone_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [uniqueIndex("pin_codes_offer_idx").on(t.offerId)],
);

/** PIN sends, for the per-offer and per-phone limits (keyed by a phone HMAC, never by IP). */
export const pinSends = pgTable(
  "pin_sends",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: text("offer_id").notNull(),
    phoneKey: text("phone_key").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index("pin_sends_offer_idx").on(t.offerId, t.sentAt),
    index("pin_sends_phone_idx").on(t.phoneKey, t.sentAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Vehicle dictionary (Eurotax-style, DOMAIN §7.2): make → model (generation) → version

export const vehicleMakes = pgTable("vehicle_makes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const vehicleModels = pgTable(
  "vehicle_models",
  {
    id: serial("id").primaryKey(),
    makeId: integer("make_id")
      .notNull()
      .references(() => vehicleMakes.id),
    code: text("code").notNull().unique(),
    /** e.g. "Corolla", with the generation in `generation` ("E21"). */
    name: text("name").notNull(),
    generation: text("generation").notNull(),
    yearFrom: smallint("year_from").notNull(),
    /** null: still produced. */
    yearTo: smallint("year_to"),
  },
  (t) => [index("vehicle_models_make_idx").on(t.makeId)],
);

export const vehicleVersions = pgTable(
  "vehicle_versions",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    eurotaxCode: text("eurotax_code").notNull().unique(),
    name: text("name").notNull(),
    yearFrom: smallint("year_from").notNull(),
    yearTo: smallint("year_to"),
    bodyType: text("body_type").notNull(),
    doors: smallint("doors").notNull(),
    seats: smallint("seats").notNull(),
    fuel: text("fuel").notNull(),
    powerKw: smallint("power_kw").notNull(),
    powerKm: smallint("power_km").notNull(),
    /** cm³; 0 for electric cars. */
    capacityCcm: integer("capacity_ccm").notNull(),
    gearbox: text("gearbox").notNull(),
    drive: text("drive").notNull(),
    /** WLTP (NEDC before 2018) CO₂ g/km; 0 for BEV. */
    co2: smallint("co2").notNull(),
    /** Catalogue list price netto when the version was sold new, grosz. */
    priceNetGr: integer("price_net_gr").notNull(),
  },
  (t) => [
    index("vehicle_versions_model_idx").on(t.modelId),
    check("vehicle_versions_body_check", inList(t.bodyType, Object.keys(BODY_TYPE_LABELS))),
    check("vehicle_versions_fuel_check", inList(t.fuel, Object.keys(FUEL_LABELS))),
    check("vehicle_versions_gearbox_check", inList(t.gearbox, Object.keys(GEARBOX_LABELS))),
    check("vehicle_versions_drive_check", inList(t.drive, Object.keys(DRIVE_LABELS))),
    check("vehicle_versions_years_check", sql`${t.yearTo} is null or ${t.yearTo} >= ${t.yearFrom}`),
  ],
);
