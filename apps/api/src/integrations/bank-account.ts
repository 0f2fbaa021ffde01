/**
 * Bank-account verification through open banking (PSD2 AIS, DOMAIN §5), step 7 of the order:
 * bank list → initiate (redirect to the bank) → the bank sends the customer back → complete (read the
 * shared account, compare its owner with the firm or the applicant).
 *
 * - `BankAccountProvider` — the interface the order routes use; results are our `BankVerificationResult`
 *   (packages/domain/src/bank-verification.ts).
 * - `matchOwnerName()` — 0–1 score of an account owner against the expected name: Polish diacritics,
 *   case, punctuation, legal-form suffixes ("sp. z o.o." = "spółka z ograniczoną odpowiedzialnością") and
 *   word order do not matter; initials and one-letter typos cost a little.
 * - `createSandboxBankProvider()` + `sandboxBankApp()` — the offline default (BANK_PROVIDER=sandbox): a
 *   consent page served by us at /sandbox-bank/consent?state=… with "Zgoda", "Odmowa" and "Przekroczony
 *   czas"; deterministic accounts per bank whose owner is the name initiate() was given, so the match
 *   succeeds — except at "Bank Testowy – cudzy rachunek", whose accounts belong to someone else.
 * - `createTinkBankProvider()` — the live client (BANK_PROVIDER=tink) of Tink Account Check's documented
 *   redirect flow: Tink Link URL → callback with `account_verification_report_id` → client-credentials
 *   token → GET /api/v1/account-verification-reports/{id}. Field names of the report beyond
 *   `userDataByProvider[].accounts[]` are [UNVERIFIED] (docs/integrations.md).
 *
 * Sessions (state → order, bank, expected owner names, outcome) live in a `BankSessionStore`; the
 * in-memory one suits one process, a database-backed one is needed behind a load balancer.
 *
 * This file holds the shared types and re-exports the rest, which lives beside it so that each part can be
 * read on its own: the banks (bank-list.ts), owner matching (bank-owner-match.ts), what both providers
 * share (bank-shared.ts), the sandbox (bank-sandbox.ts) and Tink (bank-tink.ts).
 */

import type { Bank, BankVerificationResult } from "@vhs/domain/bank-verification.ts";
import type { Result } from "./support.ts";

export { SANDBOX_BANK_IDS, SANDBOX_FOREIGN_OWNER } from "./bank-list.ts";
export {
  bestOwnerMatch,
  matchOwnerName,
  OWNER_MATCH_THRESHOLD,
  ownerNameTokens,
  tokenSimilarity,
} from "./bank-owner-match.ts";
export {
  createSandboxBankProvider,
  type SandboxBankProvider,
  sandboxAccount,
  sandboxAccountNumber,
  sandboxBankApp,
  withQuery,
} from "./bank-sandbox.ts";
export { createMemoryBankSessionStore } from "./bank-shared.ts";
export { createTinkBankProvider, readTinkReport, type TinkOptions, type TinkReport } from "./bank-tink.ts";

// ---------------------------------------------------------------------------------------------------------
// Provider interface and sessions

export interface InitiateInput {
  /** The order's public id (letters, digits, hyphens; ≤ 50 characters, e.g. a UUID). */
  orderRef: string;
  bankId: string;
  /** Where the bank sends the customer back: an absolute http(s) URL, or a path on our site. */
  redirectUri: string;
  /** Our single-use nonce (16–128 characters of [A-Za-z0-9_-]); it comes back with the customer. */
  state: string;
  /** Names the account owner should match: the firm's name and/or the applicant's full name. */
  expectedOwnerNames: string[];
}

export interface CompleteInput {
  state: string;
  /** The query parameters of the return from the bank (code, error, report id …). */
  params: Readonly<Record<string, string | undefined>>;
}

export type BankInitiateError = {
  code: "UNKNOWN_BANK" | "BANK_UNAVAILABLE" | "INVALID_REQUEST";
  message: string;
};

export interface BankAccountProvider {
  readonly kind: "sandbox" | "tink";
  listBanks(): Bank[];
  initiate(input: InitiateInput): Promise<Result<{ redirectUrl: string }, BankInitiateError>>;
  /** Idempotent: once VERIFIED, MISMATCH or FAILED, the same result is returned for that state. */
  complete(input: CompleteInput): Promise<BankVerificationResult>;
}

export type SandboxConsent =
  | { outcome: "granted"; code: string }
  | { outcome: "refused" }
  | { outcome: "timeout" };

export interface BankSession {
  state: string;
  orderRef: string;
  bankId: string;
  redirectUri: string;
  expectedOwnerNames: string[];
  createdAt: number;
  /** Sandbox: what the customer chose on the consent page. */
  consent: SandboxConsent | null;
  /** The final result, once there is one. */
  result: BankVerificationResult | null;
  /** How many times complete() has answered PENDING. */
  polls: number;
}

export interface BankSessionStore {
  get(state: string): Promise<BankSession | undefined>;
  put(session: BankSession): Promise<void>;
}
