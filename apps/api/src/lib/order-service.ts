/**
 * The order's data layer for the /digital-order routes: finding and authorising an order (uuid + secret,
 * constant time), the quote, the status clock (submitted → verifying → outcome), decryption of the
 * personal columns and the view returned to the order's owner (identifiers masked). The car's snapshot is
 * in order-car.ts. Plain functions over the database; no classes.
 */

import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import {
  type CompletedSteps,
  ORDER_STEPS,
  type OrderBankAttempt,
  type OrderCar,
  type OrderQuote,
  type OrderStatus,
  type OrderStep,
  orders,
} from "@vhs/db/schema/orders.ts";
import { latestBenchmark } from "@vhs/db/seed/leasing.ts";
import { bankVerificationMessage } from "@vhs/domain/bank-verification.ts";
import { LEGAL_FORM_LABELS, type LegalForm } from "@vhs/domain/company.ts";
import { warsawDay } from "@vhs/domain/format.ts";
import { formatNrb } from "@vhs/domain/identifiers.ts";
import { type ClientType, MARGIN_BY_CLIENT } from "@vhs/domain/leasing-constants.ts";
import { calculateLease, nominalAnnualRate } from "@vhs/domain/leasing-math.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Clock } from "../integrations/support.ts";
import type { BenchmarkLookup } from "./benchmark-lookup.ts";
import { type Keyring, openNullable, sha256Hex } from "./order-crypto.ts";
import { STATUS_DESCRIPTIONS, STATUS_LABELS, STEP_DEFINITIONS } from "./order-texts.ts";
import { perDatabase } from "./per-database.ts";

export type OrderRow = typeof orders.$inferSelect;

export interface OrderDeps {
  db: Db;
  keyring: Keyring;
  now: Clock;
  /** The reference index the instalment floats on (LEASING_BENCHMARK, default "WIBOR 3M"). */
  benchmarkName: string;
  /** How its fixing is looked up (lib/benchmark-lookup.ts); default: every time. */
  benchmark?: BenchmarkLookup;
  /** How long the decision stays "submitted" + "verifying" in total, ms. */
  decisionDelayMs: number;
}

// ---------------------------------------------------------------------------------------------------------
// Personal columns (decrypted shapes)

export interface ContactData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
export interface AddressData {
  street: string | null;
  building: string;
  flat: string | null;
  postalCode: string;
  city: string;
}
export interface ConsumerData {
  pesel: string;
  idCard: string;
  idCardValidUntil: string;
  address: AddressData;
}
export interface ConsumerFinanceData {
  incomeSource: string;
  monthlyNetIncome: number;
  monthlyObligations: number;
  householdSize: number | null;
}
export interface RepresentativeData {
  firstName: string;
  lastName: string;
}
export interface BankAccountData {
  accountNumber: string;
  ownerName: string | null;
  bankName: string | null;
}

/** The columns that hold encrypted values, each with its own AAD. */
export const ENCRYPTED_COLUMNS = [
  "contactEnc",
  "consumerEnc",
  "consumerFinanceEnc",
  "representativeEnc",
  "bankAccountEnc",
] as const;
export type EncryptedColumn = (typeof ENCRYPTED_COLUMNS)[number];

export const aadFor = (uuid: string, column: EncryptedColumn) => `orders:${uuid}:${column}`;

export function decrypted(keyring: Keyring, row: OrderRow) {
  const open = <T>(column: EncryptedColumn) =>
    openNullable<T>(keyring, aadFor(row.uuid, column), row[column]);
  return {
    contact: open<ContactData>("contactEnc"),
    consumer: open<ConsumerData>("consumerEnc"),
    consumerFinance: open<ConsumerFinanceData>("consumerFinanceEnc"),
    representative: open<RepresentativeData>("representativeEnc"),
    bankAccount: open<BankAccountData>("bankAccountEnc"),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Secrets and authorisation

/** A new order secret: 32 random bytes, base64url (43 characters), and its SHA-256. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: sha256Hex(secret) };
}

const DUMMY_HASH = sha256Hex("no-such-order");

/** Constant-time comparison of a given secret with the stored hash (also when there is no order). */
export function secretMatches(storedHash: string | undefined, secret: string): boolean {
  const expected = Buffer.from(storedHash ?? DUMMY_HASH, "hex");
  const given = Buffer.from(sha256Hex(secret), "hex");
  return timingSafeEqual(expected, given) && storedHash !== undefined;
}

// Every order page and step reads its order first.
const orderStatement = perDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.uuid, sql.placeholder("uuid")))
    .prepare("order_by_uuid"),
);

export async function findOrder(db: Db, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await orderStatement(db).execute({ uuid });
  return row;
}

/** The order when uuid and secret match, else undefined (callers answer 404 either way). */
export async function authorizedOrder(db: Db, uuid: string, secret: string): Promise<OrderRow | undefined> {
  const row = await findOrder(db, uuid);
  return secretMatches(row?.secretHash, secret) ? row : undefined;
}

export function orderReference(uuid: string): string {
  return `ZL-${uuid.slice(0, 8).toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------------------
// Quote

export { warsawDay };

/** The lease at the newest fixing of the index on the given day; null without a fixing. */
export async function computeQuote(
  deps: Pick<OrderDeps, "db" | "benchmarkName" | "benchmark" | "now">,
  car: Pick<OrderCar, "priceNet">,
  params: { client: ClientType; duration: number; initialFee: number; repurchase: number },
): Promise<OrderQuote | null> {
  const asOf = warsawDay(deps.now());
  const benchmark = await (deps.benchmark
    ? deps.benchmark(deps.benchmarkName, asOf)
    : latestBenchmark(deps.db, deps.benchmarkName, asOf));
  if (!benchmark) return null;
  const annualRatePct = nominalAnnualRate(benchmark.value, params.client);
  const r = calculateLease({
    price: car.priceNet,
    priceType: "net",
    client: params.client,
    duration: params.duration,
    initialFee: params.initialFee,
    repurchase: params.repurchase,
    annualRatePct,
  });
  return {
    priceNet: r.priceNet,
    priceGross: r.priceGross,
    initialFeeNet: r.initialFeeNet,
    initialFeeGross: r.initialFeeGross,
    installmentNet: r.installmentNet,
    installmentGross: r.installmentGross,
    repurchaseNet: r.repurchaseNet,
    repurchaseGross: r.repurchaseGross,
    totalPaidNet: r.totalPaidNet,
    totalPaidGross: r.totalPaidGross,
    totalCostPct: r.totalCostPct,
    rrsoPct: r.rrsoPct,
    annualRatePct,
    margin: MARGIN_BY_CLIENT[params.client],
    benchmark: {
      name: benchmark.name,
      value: benchmark.value,
      fixingDate: benchmark.fixingDate,
      source: benchmark.source,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Steps and status

export function missingSteps(completed: CompletedSteps): OrderStep[] {
  return ORDER_STEPS.filter((step) => !completed[step]);
}

export const FINAL_STATUSES: readonly OrderStatus[] = ["approved", "rejected", "manual_review"];

/** The status at `now` from the stored timestamps: the decision becomes visible at decisionDueAt. */
export function statusAt(row: OrderRow, now: number): OrderStatus {
  if (row.status !== "submitted" && row.status !== "verifying") return row.status;
  if (row.decision && row.decisionDueAt && now >= row.decisionDueAt.getTime()) return row.decision.outcome;
  if (row.verifyingAt && now >= row.verifyingAt.getTime()) return "verifying";
  return "submitted";
}

/**
 * Moves the stored status forward to statusAt(now) (one conditional UPDATE, so concurrent pollers and
 * several instances agree) and answers the fresh row.
 */
export async function advanceStatus(deps: Pick<OrderDeps, "db" | "now">, row: OrderRow): Promise<OrderRow> {
  const now = deps.now();
  const status = statusAt(row, now);
  if (status === row.status) return row;
  const final = FINAL_STATUSES.includes(status);
  const [updated] = await deps.db
    .update(orders)
    .set({
      status,
      decidedAt: final ? (row.decisionDueAt ?? new Date(now)) : null,
      updatedAt: new Date(now),
    })
    .where(and(eq(orders.uuid, row.uuid), eq(orders.status, row.status)))
    .returning();
  return updated ?? (await findOrder(deps.db, row.uuid)) ?? row;
}

/** How long a poller should wait before asking again; null once final. */
export function pollAfterMs(row: OrderRow, now: number): number | null {
  const status = statusAt(row, now);
  if (status === "draft" || FINAL_STATUSES.includes(status)) return null;
  const next =
    status === "submitted" && row.verifyingAt
      ? row.verifyingAt.getTime()
      : (row.decisionDueAt?.getTime() ?? now);
  return Math.max(250, Math.min(2000, next - now));
}

export function statusPayload(row: OrderRow, now: number) {
  const status = statusAt(row, now);
  return {
    uuid: row.uuid,
    status,
    statusLabel: STATUS_LABELS[status],
    statusDescription: STATUS_DESCRIPTIONS[status],
    final: FINAL_STATUSES.includes(status),
    pollAfterMs: pollAfterMs(row, now),
    documentAvailable: status === "approved",
  };
}

// ---------------------------------------------------------------------------------------------------------
// The owner's view

export function maskTail(value: string, visible: number): string {
  return "•".repeat(Math.max(0, value.length - visible)) + value.slice(-visible);
}

/** "•• •••• •••• •••• •••• •••• 2874": the NRB layout with only the last four digits. */
export function maskNrb(nrb: string): string {
  const formatted = formatNrb(nrb);
  const digits = formatted.replace(/\D/g, "").length;
  let seen = 0;
  return formatted.replace(/\d/g, (d) => (++seen > digits - 4 ? d : "•"));
}

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

function attemptView(attempt: OrderBankAttempt | null) {
  if (!attempt) return null;
  return {
    ...attempt,
    message: bankVerificationMessage({ status: attempt.status, reason: attempt.reason as never }),
  };
}

export const DECISION_LABELS = {
  approved: "Decyzja pozytywna",
  rejected: "Decyzja negatywna",
  manual_review: "Wniosek przekazany do analityka",
} as const;

export async function orderView(deps: OrderDeps, row: OrderRow) {
  const now = deps.now();
  const status = statusAt(row, now);
  const data = decrypted(deps.keyring, row);
  const completed = row.completedSteps ?? {};
  const quote =
    row.quote ??
    (await computeQuote(deps, row.car, {
      client: row.client,
      duration: row.duration,
      initialFee: row.initialFee,
      repurchase: row.repurchase,
    }));
  const final = FINAL_STATUSES.includes(status);
  const company = row.company;
  return {
    uuid: row.uuid,
    reference: orderReference(row.uuid),
    status,
    statusLabel: STATUS_LABELS[status],
    statusDescription: STATUS_DESCRIPTIONS[status],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    steps: STEP_DEFINITIONS.map((step, i) => ({
      id: step.id,
      number: i + 1,
      title: step.title,
      completed: Boolean(completed[step.id]),
      completedAt: completed[step.id]?.completedAt ?? null,
      available: status === "draft",
    })),
    nextStep: missingSteps(completed)[0] ?? null,
    canSubmit: status === "draft" && missingSteps(completed).length === 0,
    car: {
      ...row.car,
      variantId: row.variantId,
      groupId: row.groupId,
      dictionaryVersionId: row.dictionaryVersionId,
    },
    leasing: {
      client: row.client,
      duration: row.duration,
      initialFee: row.initialFee,
      repurchase: row.repurchase,
    },
    quote,
    contact: data.contact,
    consents: row.consents,
    company: company
      ? {
          nip: company.nip,
          name: company.name,
          regon: company.regon,
          krs: company.krs,
          legalForm: company.legalForm as LegalForm,
          legalFormLabel: LEGAL_FORM_LABELS[company.legalForm as LegalForm] ?? company.legalForm,
          address: company.address,
          register: {
            found: company.register.found,
            statusVat: company.register.statusVat,
            registrationDate: company.register.registrationDate,
            source: company.register.source,
            checkedAt: company.register.checkedAt,
            error: company.register.error,
          },
        }
      : null,
    companyDetails:
      row.companyDetails && data.representative
        ? {
            businessStartDate: row.companyDetails.businessStartDate,
            employees: row.companyDetails.employees,
            annualRevenue: row.companyDetails.annualRevenue,
            representative: { ...data.representative, role: row.companyDetails.representativeRole },
          }
        : null,
    consumer: data.consumer
      ? {
          peselMasked: maskTail(data.consumer.pesel, 4),
          idCardMasked: maskTail(data.consumer.idCard, 3),
          idCardValidUntil: data.consumer.idCardValidUntil,
          address: data.consumer.address,
        }
      : null,
    consumerFinance: data.consumerFinance,
    delivery: row.delivery,
    statements: row.statements,
    bank: row.bankVerification
      ? {
          result: attemptView(row.bankVerification.result),
          lastAttempt: attemptView(row.bankVerification.lastAttempt),
          attempts: row.bankVerification.attempts,
          accountNumberMasked: data.bankAccount ? maskNrb(data.bankAccount.accountNumber) : null,
          ownerName: data.bankAccount?.ownerName ?? null,
        }
      : null,
    decision:
      final && row.decision
        ? {
            outcome: row.decision.outcome,
            label: DECISION_LABELS[row.decision.outcome],
            reasons: row.decision.reasons,
            rulesVersion: row.decision.rulesVersion,
            decidedAt: (row.decidedAt ?? row.decisionDueAt)?.toISOString() ?? null,
          }
        : null,
    documentAvailable: status === "approved",
    offerShownAt: row.offerShownAt?.toISOString() ?? null,
  };
}
