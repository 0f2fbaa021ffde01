/**
 * Database implementations of the integrations' stores, so that several API instances behind a load
 * balancer share them (docs/integrations.md "Running several instances"):
 *
 * - `createDbBankSessionStore()` — BankSessionStore (bank-account.ts). The row key is SHA-256 of the
 *   `state` nonce (the nonce itself is a bearer value and is not stored); the session — expected owner
 *   names, the sandbox consent, the result with the verified NRB — is encrypted (order-crypto.ts).
 * - `createDbPinStore()` — PinStore (pin.ts). Codes and sends hold only HMACs; every method is one atomic
 *   statement, and reserveSend() serialises the sends of one offer and one phone with transaction-scoped
 *   advisory locks, so parallel requests cannot exceed a limit.
 */
import type { Db } from "@vhs/db/client.ts";
import { bankVerificationSessions, pinCodes, pinSends } from "@vhs/db/schema/orders.ts";
import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { BankSession, BankSessionStore } from "../integrations/bank-account.ts";
import type { PinCodeRecord, PinStore } from "../integrations/pin.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import { type Keyring, openJson, sealJson, sha256Hex } from "./order-crypto.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------------------------------------
// Bank sessions

export function createDbBankSessionStore(
  db: Db,
  keyring: Keyring,
  options: { ttlMs?: number; now?: Clock } = {},
): BankSessionStore {
  const ttlMs = options.ttlMs ?? 30 * 60 * 1000;
  const now = options.now ?? systemClock;
  const aad = (stateHash: string) => `bank_verification_sessions:${stateHash}`;

  return {
    async get(state) {
      const stateHash = sha256Hex(state);
      const [row] = await db
        .select({ payloadEnc: bankVerificationSessions.payloadEnc })
        .from(bankVerificationSessions)
        .where(
          and(
            eq(bankVerificationSessions.stateHash, stateHash),
            gt(bankVerificationSessions.expiresAt, new Date(now())),
          ),
        );
      if (!row) return undefined;
      const payload = openJson<Omit<BankSession, "state">>(keyring, aad(stateHash), row.payloadEnc);
      return { ...payload, state };
    },
    async put(session) {
      const stateHash = sha256Hex(session.state);
      const { state: _state, ...payload } = session;
      const at = new Date(now());
      const values = {
        stateHash,
        orderUuid: session.orderRef,
        bankId: session.bankId,
        status: session.result && session.result.status !== "PENDING" ? session.result.status : null,
        payloadEnc: sealJson(keyring, aad(stateHash), payload),
        createdAt: new Date(session.createdAt),
        updatedAt: at,
        expiresAt: new Date(session.createdAt + ttlMs),
      };
      await db
        .insert(bankVerificationSessions)
        .values(values)
        .onConflictDoUpdate({
          target: bankVerificationSessions.stateHash,
          set: { status: values.status, payloadEnc: values.payloadEnc, updatedAt: at },
        });
      // Forget sessions that expired a day ago (cheap with the expires index).
      await db
        .delete(bankVerificationSessions)
        .where(lt(bankVerificationSessions.expiresAt, new Date(now() - DAY_MS)));
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// PIN codes and send counters

type PinRow = typeof pinCodes.$inferSelect;

function toRecord(row: PinRow): PinCodeRecord {
  return {
    id: row.id,
    offerId: row.offerId,
    hash: row.hash,
    phoneKey: row.phoneKey,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    attempts: row.attempts,
    usedAt: row.usedAt ? row.usedAt.getTime() : null,
  };
}

export function createDbPinStore(db: Db): PinStore {
  return {
    async reserveSend({ offerId, phoneKey, now, rules }) {
      return db.transaction(async (tx) => {
        // One lock per offer and per phone, taken in a fixed order (no deadlock between two sends).
        const locks = [`pin-offer:${offerId}`, `pin-phone:${phoneKey}`].sort();
        for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
        await tx
          .delete(pinSends)
          .where(and(eq(pinSends.phoneKey, phoneKey), lt(pinSends.sentAt, new Date(now - DAY_MS))));
        const rows = await tx
          .select({ offerId: pinSends.offerId, phoneKey: pinSends.phoneKey, sentAt: pinSends.sentAt })
          .from(pinSends)
          .where(
            and(
              or(eq(pinSends.offerId, offerId), eq(pinSends.phoneKey, phoneKey)),
              gt(pinSends.sentAt, new Date(now - DAY_MS)),
            ),
          )
          .orderBy(pinSends.sentAt);
        const times = (pred: (r: (typeof rows)[number]) => boolean, since: number) =>
          rows
            .filter(pred)
            .map((r) => r.sentAt.getTime())
            .filter((t) => t > since);
        const byOffer = times((r) => r.offerId === offerId, now - HOUR_MS);
        const byPhoneDay = times((r) => r.phoneKey === phoneKey, now - DAY_MS);
        const byPhoneHour = byPhoneDay.filter((t) => t > now - HOUR_MS);
        const last = Math.max(-Infinity, ...byOffer, ...byPhoneHour);
        if (now - last < rules.resendCooldownMs)
          return { ok: false as const, limit: "COOLDOWN" as const, retryAt: last + rules.resendCooldownMs };
        if (byOffer.length >= rules.maxSendsPerOfferPerHour)
          return {
            ok: false as const,
            limit: "OFFER_HOURLY" as const,
            retryAt: byOffer[byOffer.length - rules.maxSendsPerOfferPerHour]! + HOUR_MS,
          };
        if (byPhoneHour.length >= rules.maxSendsPerPhonePerHour)
          return {
            ok: false as const,
            limit: "PHONE_HOURLY" as const,
            retryAt: byPhoneHour[byPhoneHour.length - rules.maxSendsPerPhonePerHour]! + HOUR_MS,
          };
        if (byPhoneDay.length >= rules.maxSendsPerPhonePerDay)
          return {
            ok: false as const,
            limit: "PHONE_DAILY" as const,
            retryAt: byPhoneDay[byPhoneDay.length - rules.maxSendsPerPhonePerDay]! + DAY_MS,
          };
        await tx.insert(pinSends).values({ offerId, phoneKey, sentAt: new Date(now) });
        return { ok: true as const };
      });
    },

    async saveCode(record) {
      const values = {
        id: record.id,
        offerId: record.offerId,
        hash: record.hash,
        phoneKey: record.phoneKey,
        createdAt: new Date(record.createdAt),
        expiresAt: new Date(record.expiresAt),
        attempts: record.attempts,
        usedAt: record.usedAt === null ? null : new Date(record.usedAt),
      };
      // One row per offer: the new code replaces (and so invalidates) the earlier one.
      await db
        .insert(pinCodes)
        .values(values)
        .onConflictDoUpdate({
          target: pinCodes.offerId,
          set: {
            id: values.id,
            hash: values.hash,
            phoneKey: values.phoneKey,
            createdAt: values.createdAt,
            expiresAt: values.expiresAt,
            attempts: values.attempts,
            usedAt: values.usedAt,
          },
        });
    },

    async latestCode(offerId) {
      const [row] = await db
        .select()
        .from(pinCodes)
        .where(eq(pinCodes.offerId, offerId))
        .orderBy(desc(pinCodes.createdAt))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    async addAttempt(codeId) {
      const [row] = await db
        .update(pinCodes)
        .set({ attempts: sql`${pinCodes.attempts} + 1` })
        .where(eq(pinCodes.id, codeId))
        .returning({ attempts: pinCodes.attempts });
      return row ? row.attempts : Number.POSITIVE_INFINITY;
    },

    async consume(codeId, now) {
      const rows = await db
        .update(pinCodes)
        .set({ usedAt: new Date(now) })
        .where(and(eq(pinCodes.id, codeId), sql`${pinCodes.usedAt} is null`))
        .returning({ id: pinCodes.id });
      return rows.length === 1;
    },
  };
}
