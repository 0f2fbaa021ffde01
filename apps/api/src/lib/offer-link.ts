// The offer's link and its audit trail, shared by every offer route (the offer itself, its files, its
// payments). The link token is the customer's only credential: 24 random bytes, base64url; the database
// finds offers by its SHA-256, logs show at most its first 6 characters (maskOfferToken).
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import { type OfferStatus, offerEvents, offers, operators } from "@vhs/db/schema/offers.ts";
import { OFFER_TOKEN_PATTERN } from "@vhs/domain/offer-contract.ts";
import { and, eq, getTableColumns, gt, inArray, isNull, sql } from "drizzle-orm";
import { sha256Hex } from "./order-crypto.ts";
import { perDatabase } from "./per-database.ts";

export type OfferRow = typeof offers.$inferSelect;
export type OperatorRow = typeof operators.$inferSelect;

/** A new link token (192 random bits) and the hash the database keeps. */
export function newOfferToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: sha256Hex(token) };
}

/** The offer a link token opens, or undefined (also for a malformed token: callers answer 404). */
/** The salesperson's contact the offer page shows. */
export type OperatorContact = { name: string; email: string; phone: string | null };

/**
 * A customer's later view in one statement: an offer that was already opened and is still in force
 * (past "sent", not draft/expired/withdrawn, before its validity date) gets its view counted and comes
 * back with its salesperson. Anything else is undefined: the caller takes the full path (first view,
 * expiry, 404/410) with its transaction.
 */
export async function countLaterView(
  db: Db,
  token: string,
  now: Date,
): Promise<{ offer: OfferRow; operator: OperatorContact } | undefined> {
  if (!OFFER_TOKEN_PATTERN.test(token)) return undefined;
  const [hit] = await laterViewStatement(db).execute({ hash: sha256Hex(token), now });
  return hit;
}

// The page's hot path.
const laterViewStatement = perDatabase((db) =>
  db
    .update(offers)
    .set({ viewCount: sql`${offers.viewCount} + 1` })
    .from(operators)
    .where(
      and(
        eq(offers.linkHash, sql.placeholder("hash")),
        eq(operators.id, offers.operatorId),
        inArray(offers.status, VIEWED_IN_FORCE),
        gt(offers.validUntil, sql.placeholder("now")),
      ),
    )
    .returning({
      offer: getTableColumns(offers),
      operator: { name: operators.name, email: operators.email, phone: operators.phone },
    })
    .prepare("offer_later_view"),
);

// Statuses countLaterView counts in one statement (an accepted offer past its date takes the full path).
const VIEWED_IN_FORCE: OfferStatus[] = ["opened", "confirmed", "documents_complete", "accepted"];

export async function findOfferByToken(db: Db, token: string): Promise<OfferRow | undefined> {
  if (!OFFER_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(offers)
    .where(eq(offers.linkHash, sha256Hex(token)));
  return row;
}

/** Who made a change, as `offer_events.actor` records it. */
export type OfferActor = `operator:${string}` | "customer" | "system" | `provider:${string}`;

/** One row of the audit trail. `tx` is the transaction that made the change (or the db). */
export async function recordOfferEvent(
  tx: Pick<Db, "insert">,
  event: {
    offerId: string;
    actor: OfferActor;
    type: string;
    fromStatus?: string | null;
    toStatus?: string | null;
    detail?: Record<string, unknown>;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(offerEvents).values({
    offerId: event.offerId,
    actor: event.actor,
    type: event.type,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    detail: event.detail ?? null,
    ...(event.at ? { at: event.at } : {}),
  });
}

/** A new operator token (256 random bits, shown once) and its hash. */
export function newOperatorToken(): { token: string; hash: string } {
  const token = `op_${randomBytes(32).toString("base64url")}`;
  return { token, hash: sha256Hex(token) };
}

/** The operator of an `Authorization: Bearer …` header, unless unknown or revoked. */
export async function operatorFromHeader(
  db: Db,
  header: string | undefined,
): Promise<OperatorRow | undefined> {
  const match = /^Bearer\s+(op_[A-Za-z0-9_-]{43})$/.exec(header ?? "");
  if (!match) return undefined;
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.tokenHash, sha256Hex(match[1]!)), isNull(operators.revokedAt)));
  return row;
}

/** Creates an operator; answers the token, which is never stored and cannot be shown again. */
export async function createOperator(
  db: Db,
  input: { name: string; email: string; phone?: string | null },
): Promise<{ operator: OperatorRow; token: string }> {
  const { token, hash } = newOperatorToken();
  const [operator] = await db
    .insert(operators)
    .values({
      id: randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      tokenHash: hash,
    })
    .returning();
  return { operator: operator!, token };
}
