// What the sandbox and the Tink provider share: the in-memory session store, the check of initiate()'s
// input, new sessions, and the FAILED / PENDING / VERIFIED-or-MISMATCH results.
import {
  type BankFailureReason,
  type BankVerificationResult,
  bankVerificationResultSchema,
} from "@vhs/domain/bank-verification.ts";
import { z } from "zod";
import type { BankInitiateError, BankSession, BankSessionStore, InitiateInput } from "./bank-account.ts";
import type { BankEntry } from "./bank-list.ts";
import { bestOwnerMatch, OWNER_MATCH_THRESHOLD } from "./bank-owner-match.ts";
import { type Clock, createLruCache, err, ok, type Result } from "./support.ts";

/** Sessions in memory: bounded, forgotten after `ttlMs` (default 30 minutes). One process only. */
export function createMemoryBankSessionStore(
  options: { ttlMs?: number; maxEntries?: number; now?: Clock } = {},
): BankSessionStore {
  const cache = createLruCache<BankSession>({
    maxEntries: options.maxEntries ?? 10_000,
    ttlMs: options.ttlMs ?? 30 * 60 * 1000,
    now: options.now,
  });
  return {
    async get(state) {
      const session = cache.get(state);
      return session ? structuredClone(session) : undefined;
    },
    async put(session) {
      cache.set(session.state, structuredClone(session));
    },
  };
}

const initiateSchema = z.object({
  orderRef: z.string().regex(/^[A-Za-z0-9-]{1,50}$/),
  bankId: z.string().min(1).max(64),
  redirectUri: z
    .string()
    .max(2000)
    .refine(
      (v) => /^https?:\/\/[^/]/.test(v) || (v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\")),
      {
        error: "redirectUri must be an absolute http(s) URL or a path",
      },
    ),
  state: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  expectedOwnerNames: z.array(z.string().trim().min(1).max(300)).min(1).max(5),
});

export function failed(
  reason: BankFailureReason,
  extra: Partial<BankVerificationResult> = {},
): BankVerificationResult {
  return {
    status: "FAILED",
    accountNumber: null,
    ownerName: null,
    bankName: null,
    matchScore: 0,
    reason,
    ...extra,
  };
}

export function pending(reason: BankFailureReason, bankName: string | null = null): BankVerificationResult {
  return { status: "PENDING", accountNumber: null, ownerName: null, bankName, matchScore: 0, reason };
}

/** VERIFIED or MISMATCH by the owner match. */
export function verdict(
  session: BankSession,
  account: { accountNumber: string; ownerNames: string[]; bankName: string | null },
): BankVerificationResult {
  const score = bestOwnerMatch(session.expectedOwnerNames, account.ownerNames);
  return bankVerificationResultSchema.parse({
    status: score >= OWNER_MATCH_THRESHOLD ? "VERIFIED" : "MISMATCH",
    accountNumber: account.accountNumber,
    ownerName: account.ownerNames[0] ?? null,
    bankName: account.bankName,
    matchScore: score,
    reason: null,
  });
}

export function validateInitiate(
  input: InitiateInput,
  banks: readonly BankEntry[],
): Result<BankEntry, BankInitiateError> {
  const parsed = initiateSchema.safeParse(input);
  if (!parsed.success) {
    return err({ code: "INVALID_REQUEST", message: "Nieprawidłowe dane weryfikacji rachunku." });
  }
  const entry = banks.find((b) => b.id === input.bankId);
  if (!entry) return err({ code: "UNKNOWN_BANK", message: "Nie znaleziono wybranego banku." });
  if (!entry.available) {
    return err({
      code: "BANK_UNAVAILABLE",
      message: "Ten bank jest chwilowo niedostępny. Wybierz inny bank.",
    });
  }
  return ok(entry);
}

export function newSession(input: InitiateInput, now: number): BankSession {
  return {
    state: input.state,
    orderRef: input.orderRef,
    bankId: input.bankId,
    redirectUri: input.redirectUri,
    expectedOwnerNames: input.expectedOwnerNames.map((n) => n.trim()),
    createdAt: now,
    consent: null,
    result: null,
    polls: 0,
  };
}
