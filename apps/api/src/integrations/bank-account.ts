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
 */

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type Bank,
  type BankFailureReason,
  type BankVerificationResult,
  bankVerificationResultSchema,
} from "@vhs/domain/bank-verification.ts";
import { foldPolish, stripLegalForms } from "@vhs/domain/company.ts";
import {
  formatNrb,
  isValidBankSortCode,
  isValidNrb,
  normalizeNrb,
  nrbCheckDigits,
} from "@vhs/domain/identifiers.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { log } from "../lib/log.ts";
import {
  type Clock,
  createLruCache,
  err,
  type FetchLike,
  httpRequest,
  ok,
  type Result,
  systemClock,
} from "./support.ts";

// ---------------------------------------------------------------------------------------------------------
// Banks

type BankEntry = Bank & {
  /** The 3-digit bank number that starts its sort codes (sandbox account numbers use it). */
  bankNumber: string;
};

function bank(
  id: string,
  name: string,
  bic: string | null,
  bankNumber: string,
  segments: Bank["segments"] = ["individual", "business"],
): BankEntry {
  return { id, name, logoUrl: null, bic, segments, available: true, type: "PSD2", bankNumber };
}

/** The largest Polish banks, in this order, at the top of the list (DOMAIN §5: "put the top banks first"). */
const TOP_BANKS: readonly BankEntry[] = [
  bank("pko-bp", "PKO Bank Polski", "BPKOPLPW", "102"),
  bank("pekao", "Bank Pekao", "PKOPPLPW", "124"),
  bank("mbank", "mBank", "BREXPLPW", "114"),
  bank("santander", "Santander Bank Polska", "WBKPPLPP", "109"),
  bank("ing", "ING Bank Śląski", "INGBPLPW", "105"),
  bank("bnp-paribas", "BNP Paribas Bank Polska", "PPABPLPK", "160"),
  bank("millennium", "Bank Millennium", "BIGBPLPW", "116"),
  bank("alior", "Alior Bank", "ALBPPLPW", "249"),
  bank("credit-agricole", "Credit Agricole Bank Polska", "AGRIPLPR", "194"),
  // Citi Handlowy sold its retail business in 2024: firms only.
  bank("citi-handlowy", "Citi Handlowy", "CITIPLPX", "103", ["business"]),
  bank("nest-bank", "Nest Bank", "NESBPLPW", "187"),
  bank("velobank", "VeloBank", "GBGCPLPK", "156"),
  bank("bank-pocztowy", "Bank Pocztowy", "POCZPLP4", "132"),
];

const OTHER_BANKS: readonly BankEntry[] = [
  bank("bps", "Bank BPS", "POLUPLPR", "193"),
  bank("bos", "BOŚ Bank", "EBOSPLPW", "154"),
  bank("inteligo", "Inteligo", "BPKOPLPW", "102", ["individual"]),
  bank("plus-bank", "Plus Bank", "IVSEPLPP", "168"),
  bank("toyota-bank", "Toyota Bank", "TOBAPLPW", "216", ["individual"]),
];

/** Sandbox-only banks that force the unhappy paths. */
export const SANDBOX_BANK_IDS = {
  /** Its accounts belong to someone else: the result is MISMATCH. */
  mismatch: "sandbox-mismatch",
  /** The first complete() answers PENDING, the next ones VERIFIED (for the status polling). */
  pending: "sandbox-pending",
  /** Listed with available: false; initiate() refuses it. */
  unavailable: "sandbox-unavailable",
} as const;

const SANDBOX_ONLY_BANKS: readonly BankEntry[] = [
  bank(SANDBOX_BANK_IDS.mismatch, "Bank Testowy – cudzy rachunek", null, "999"),
  bank(SANDBOX_BANK_IDS.pending, "Bank Testowy – weryfikacja w toku", null, "998"),
  { ...bank(SANDBOX_BANK_IDS.unavailable, "Bank Testowy – niedostępny", null, "997"), available: false },
];

/** The owner of every account at the mismatch bank. */
export const SANDBOX_FOREIGN_OWNER = "PRZEDSIĘBIORSTWO HANDLOWE OMEGA SP. Z O.O.";

/** Banks whose owner names come without Polish letters (as some banks send them). */
const ASCII_OWNER_BANKS = new Set(["citi-handlowy", "toyota-bank"]);

function publicBank(entry: BankEntry): Bank {
  const { bankNumber: _, ...rest } = entry;
  return rest;
}

/** Top banks in their order, then the rest by Polish collation. */
function orderBanks(entries: readonly BankEntry[]): BankEntry[] {
  const top = TOP_BANKS.filter((b) => entries.includes(b));
  const rest = entries
    .filter((b) => !TOP_BANKS.includes(b))
    .sort((a, b) => a.name.localeCompare(b.name, "pl"));
  return [...top, ...rest];
}

const LIVE_BANKS = orderBanks([...TOP_BANKS, ...OTHER_BANKS]);
const SANDBOX_BANKS = orderBanks([...TOP_BANKS, ...OTHER_BANKS, ...SANDBOX_ONLY_BANKS]);

// ---------------------------------------------------------------------------------------------------------
// Owner-name matching

/** At or above this score the owner matches (VERIFIED), below it the result is MISMATCH. */
export const OWNER_MATCH_THRESHOLD = 0.8;

const NAME_STOPWORDS = new Set(["i", "oraz"]);

/** Folded, legal forms removed, stop words dropped, duplicates removed. */
export function ownerNameTokens(name: string): string[] {
  const tokens = stripLegalForms(foldPolish(name))
    .split(" ")
    .filter((t) => t && !NAME_STOPWORDS.has(t));
  return [...new Set(tokens)];
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal tokens, 0.8 for an initial ("j" ~ "jan"), 1 − edits/length for close long tokens, else 0. */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 0.8;
  if (a.length < 4 || b.length < 4) return 0;
  const similarity = 1 - levenshtein(a, b) / Math.max(a.length, b.length);
  return similarity >= 0.8 ? similarity : 0;
}

/**
 * How well an account owner's name matches the expected name, 0–1 (3 decimals). Tokens are paired
 * greedily by similarity; the score is the Dice coefficient of the pairs, or — when the shorter name has
 * at least two tokens and all of them pair up — 0.85 × its coverage ("Jan Kowalski" inside "Jan Kowalski
 * Usługi Transportowe" scores 0.85: a sole trader's personal account).
 */
export function matchOwnerName(expected: string, actual: string): number {
  const a = ownerNameTokens(expected);
  const b = ownerNameTokens(actual);
  if (a.length === 0 || b.length === 0) return 0;
  const pairs: { i: number; j: number; s: number }[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const s = tokenSimilarity(a[i]!, b[j]!);
      if (s > 0) pairs.push({ i, j, s });
    }
  }
  pairs.sort((x, y) => y.s - x.s);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let matched = 0;
  for (const { i, j, s } of pairs) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    matched += s;
  }
  const dice = (2 * matched) / (a.length + b.length);
  const shorter = Math.min(a.length, b.length);
  const coverage = shorter >= 2 ? (0.85 * matched) / shorter : 0;
  return Math.round(Math.min(1, Math.max(dice, coverage)) * 1000) / 1000;
}

/** The best score of an owner against any of the expected names (the firm, the applicant …). */
export function bestOwnerMatch(expectedNames: readonly string[], ownerNames: readonly string[]): number {
  let best = 0;
  for (const expected of expectedNames) {
    for (const owner of ownerNames) best = Math.max(best, matchOwnerName(expected, owner));
  }
  return best;
}

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

function failed(
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

function pending(reason: BankFailureReason, bankName: string | null = null): BankVerificationResult {
  return { status: "PENDING", accountNumber: null, ownerName: null, bankName, matchScore: 0, reason };
}

/** VERIFIED or MISMATCH by the owner match. */
function verdict(
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

function validateInitiate(
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

function newSession(input: InitiateInput, now: number): BankSession {
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

/** Appends query parameters to an absolute URL or a site path, keeping its own query and fragment. */
export function withQuery(uri: string, params: Record<string, string>): string {
  const absolute = /^https?:\/\//.test(uri);
  const url = new URL(uri, "http://placeholder.invalid");
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

function safeEqualText(a: string, b: string): boolean {
  const x = createHash("sha256").update(a).digest();
  const y = createHash("sha256").update(b).digest();
  return timingSafeEqual(x, y);
}

// ---------------------------------------------------------------------------------------------------------
// Sandbox

function digitsFromHash(seed: string, count: number): string {
  let out = "";
  let round = 0;
  while (out.length < count) {
    for (const byte of createHash("sha256").update(`${seed}#${round++}`).digest()) {
      if (byte < 250) out += String(byte % 10);
      if (out.length === count) break;
    }
  }
  return out;
}

/** A deterministic, valid NRB at the given bank for a seed (sort code and account checksums valid). */
export function sandboxAccountNumber(bankNumber: string, seed: string): string {
  const branch = digitsFromHash(`${seed}:branch`, 4);
  let sortCode = "";
  for (let d = 0; d <= 9 && !sortCode; d++) {
    if (isValidBankSortCode(`${bankNumber}${branch}${d}`)) sortCode = `${bankNumber}${branch}${d}`;
  }
  const bban = sortCode + digitsFromHash(`${seed}:account`, 16);
  return nrbCheckDigits(bban) + bban;
}

/** What the sandbox bank shows and shares for a session: one account, its owner and the bank's name. */
export function sandboxAccount(session: Pick<BankSession, "bankId" | "expectedOwnerNames">): {
  accountNumber: string;
  ownerName: string;
  bankName: string;
} {
  const entry = SANDBOX_BANKS.find((b) => b.id === session.bankId);
  const bankName = entry?.name ?? "Bank Testowy";
  const expected = session.expectedOwnerNames[0] ?? "";
  let ownerName = session.bankId === SANDBOX_BANK_IDS.mismatch ? SANDBOX_FOREIGN_OWNER : expected;
  ownerName = ownerName.toLocaleUpperCase("pl");
  if (ASCII_OWNER_BANKS.has(session.bankId)) {
    ownerName = ownerName.normalize("NFD").replace(/\p{M}/gu, "").replace(/Ł/g, "L");
  }
  const seed = `${session.bankId}|${session.bankId === SANDBOX_BANK_IDS.mismatch ? "foreign" : foldPolish(expected)}`;
  return { accountNumber: sandboxAccountNumber(entry?.bankNumber ?? "999", seed), ownerName, bankName };
}

export interface SandboxBankProvider extends BankAccountProvider {
  readonly kind: "sandbox";
  readonly store: BankSessionStore;
  /** Records the customer's choice on the consent page; the URL to send the customer back to. */
  decide(state: string, decision: "grant" | "refuse" | "timeout"): Promise<string | null>;
}

export function createSandboxBankProvider(
  options: {
    /** Where initiate() sends the customer; default "/api/sandbox-bank/consent" (sandboxBankApp under /api). */
    consentUrl?: string;
    store?: BankSessionStore;
    now?: Clock;
  } = {},
): SandboxBankProvider {
  const now = options.now ?? systemClock;
  const store = options.store ?? createMemoryBankSessionStore({ now });
  const consentUrl = options.consentUrl ?? "/api/sandbox-bank/consent";

  async function finish(
    session: BankSession,
    result: BankVerificationResult,
  ): Promise<BankVerificationResult> {
    await store.put({ ...session, result });
    return result;
  }

  return {
    kind: "sandbox",
    store,
    listBanks: () => SANDBOX_BANKS.map(publicBank),

    async initiate(input) {
      const checked = validateInitiate(input, SANDBOX_BANKS);
      if (!checked.ok) return checked;
      if (await store.get(input.state)) {
        return err({ code: "INVALID_REQUEST", message: "Nieprawidłowe dane weryfikacji rachunku." });
      }
      await store.put(newSession(input, now()));
      return ok({ redirectUrl: withQuery(consentUrl, { state: input.state }) });
    },

    async decide(state, decision) {
      const session = await store.get(state);
      if (!session || session.consent || session.result) return null;
      let consent: SandboxConsent;
      let back: Record<string, string>;
      if (decision === "grant") {
        consent = { outcome: "granted", code: randomBytes(18).toString("base64url") };
        back = { state, code: consent.code };
      } else if (decision === "refuse") {
        consent = { outcome: "refused" };
        back = { state, error: "access_denied", error_description: "Klient odmówił zgody" };
      } else {
        consent = { outcome: "timeout" };
        back = { state, error: "consent_timeout", error_description: "Upłynął czas na udzielenie zgody" };
      }
      await store.put({ ...session, consent });
      return withQuery(session.redirectUri, back);
    },

    async complete({ state, params }) {
      const session = await store.get(state);
      if (!session) return failed("UNKNOWN_SESSION");
      if (session.result) return session.result;
      const bankName = SANDBOX_BANKS.find((b) => b.id === session.bankId)?.name ?? null;
      if (params.error) {
        const reason =
          params.error === "access_denied"
            ? "REFUSED"
            : params.error === "consent_timeout"
              ? "TIMEOUT"
              : "PROVIDER_ERROR";
        return finish(session, failed(reason, { bankName }));
      }
      if (!params.code) {
        await store.put({ ...session, polls: session.polls + 1 });
        return pending("IN_PROGRESS", bankName);
      }
      if (session.consent?.outcome !== "granted" || !safeEqualText(params.code, session.consent.code)) {
        return failed("EXPIRED", { bankName });
      }
      if (session.bankId === SANDBOX_BANK_IDS.pending && session.polls === 0) {
        await store.put({ ...session, polls: 1 });
        return pending("IN_PROGRESS", bankName);
      }
      const account = sandboxAccount(session);
      return finish(
        session,
        verdict(session, { accountNumber: account.accountNumber, ownerNames: [account.ownerName], bankName }),
      );
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1a1f2b}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;background:#fff3cd;color:#664d03;padding:.25rem .6rem;border-radius:.4rem;font-size:.875rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:.5rem;border:2px solid #1a4fd6;cursor:pointer}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.grant{background:#1a4fd6;color:#fff}.refuse{background:#fff;color:#1a4fd6}.timeout{background:#fff;color:#5a2d00;border-color:#5a2d00}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function pageHeaders(redirectUri: string | null, nonce: string): Record<string, string> {
  let formAction = "'self'";
  if (redirectUri && /^https?:\/\//.test(redirectUri)) formAction += ` ${new URL(redirectUri).origin}`;
  return {
    "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  };
}

/**
 * The sandbox bank's consent page, as a Hono sub-app: GET /sandbox-bank/consent?state=… shows the bank,
 * the account and its owner, and three buttons; POST records the choice and redirects (303) to the
 * redirectUri given to initiate() with `state` and `code`, or `error=access_denied` / `consent_timeout`.
 * Mount it where `consentUrl` points (default: the API's root, so /api/sandbox-bank/consent).
 */
export function sandboxBankApp(provider: SandboxBankProvider) {
  const app = new Hono();

  const gone = (c: Context, nonce: string) =>
    c.html(
      page(
        "Sesja wygasła",
        `<p class="badge">Bank testowy (sandbox)</p><h1>Sesja wygasła lub została zakończona</h1><p>Wróć do wniosku w serwisie ${escapeHtml(SITE_NAME)} i wybierz bank ponownie.</p>`,
        nonce,
      ),
      404,
      pageHeaders(null, nonce),
    );

  app.get("/sandbox-bank/consent", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const state = c.req.query("state") ?? "";
    const session = state ? await provider.store.get(state) : undefined;
    if (!session || session.consent || session.result) return gone(c, nonce);
    const account = sandboxAccount(session);
    const body = `<p class="badge">Środowisko testowe (sandbox) — to nie jest prawdziwy bank</p>
<h1>${escapeHtml(account.bankName)}</h1>
<p>Serwis <strong>${escapeHtml(SITE_NAME)}</strong> prosi o jednorazowy dostęp do informacji o Twoim rachunku, aby zweryfikować rachunek do spłaty rat leasingu.</p>
<dl>
<dt>Rachunek</dt><dd>${escapeHtml(formatNrb(account.accountNumber))}</dd>
<dt>Właściciel</dt><dd>${escapeHtml(account.ownerName)}</dd>
<dt>Zakres</dt><dd>numer rachunku i dane właściciela, dostęp jednorazowy</dd>
</dl>
<form method="post">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<div class="actions">
<button class="grant" type="submit" name="decision" value="grant">Zgoda</button>
<button class="refuse" type="submit" name="decision" value="refuse">Odmowa</button>
<button class="timeout" type="submit" name="decision" value="timeout">Przekroczony czas</button>
</div>
</form>`;
    return c.html(
      page(`${account.bankName} – zgoda na dostęp do rachunku`, body, nonce),
      200,
      pageHeaders(session.redirectUri, nonce),
    );
  });

  app.post("/sandbox-bank/consent", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const state = typeof form.state === "string" ? form.state : (c.req.query("state") ?? "");
    const decision = form.decision;
    if (decision !== "grant" && decision !== "refuse" && decision !== "timeout") return gone(c, nonce);
    const back = await provider.decide(state, decision);
    if (!back) return gone(c, nonce);
    return c.redirect(back, 303);
  });

  return app;
}

// ---------------------------------------------------------------------------------------------------------
// Live: Tink Account Check

export interface TinkOptions {
  clientId: string;
  clientSecret: string;
  /** Default https://api.tink.com */
  apiBase?: string;
  /** Default https://link.tink.com/1.0/account-check */
  linkUrl?: string;
  /** Default "PL". */
  market?: string;
  /** Default "pl_PL". */
  locale?: string;
  /** Our bank id → Tink provider name, to skip Tink's own bank choice ([UNVERIFIED] names; optional). */
  providerNames?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  store?: BankSessionStore;
  now?: Clock;
  fetch?: FetchLike;
}

const tinkTokenSchema = z.object({ access_token: z.string(), expires_in: z.number().optional() });

const optionalText = z.string().nullable().optional();
const tinkReportSchema = z.object({
  id: z.string().optional(),
  userDataByProvider: z
    .array(
      z.object({
        providerName: optionalText,
        financialInstitutionName: optionalText,
        identity: z.object({ name: optionalText }).nullable().optional(),
        accounts: z
          .array(
            z.object({
              accountNumber: optionalText,
              iban: optionalText,
              holderName: optionalText,
              accountIdentifiers: z
                .object({ iban: z.object({ iban: optionalText }).nullable().optional() })
                .nullable()
                .optional(),
              parties: z
                .array(
                  z.object({
                    role: optionalText,
                    identity: z.object({ name: optionalText }).nullable().optional(),
                  }),
                )
                .nullable()
                .optional(),
            }),
          )
          .nullable()
          .optional(),
      }),
    )
    .nullable()
    .optional(),
});
export type TinkReport = z.infer<typeof tinkReportSchema>;

/** The shared account of a Tink report: NRB (if Polish), owner names, bank name. */
export function readTinkReport(
  report: TinkReport,
):
  | { kind: "account"; accountNumber: string; ownerNames: string[]; bankName: string | null }
  | { kind: "none" }
  | { kind: "foreign" } {
  const provider = report.userDataByProvider?.[0];
  const account = provider?.accounts?.[0];
  if (!provider || !account) return { kind: "none" };
  const raw = (account.accountIdentifiers?.iban?.iban ?? account.iban ?? account.accountNumber ?? "").replace(
    /\s/g,
    "",
  );
  const upper = raw.toUpperCase();
  let nrb: string | null = null;
  if (/^PL\d{26}$/.test(upper)) nrb = upper.slice(2);
  else if (/^\d{26}$/.test(upper)) nrb = upper;
  else if (/^[A-Z]{2}/.test(upper)) return { kind: "foreign" };
  if (!nrb || !isValidNrb(nrb)) return { kind: "none" };
  const ownerNames = [
    account.holderName,
    ...(account.parties ?? []).map((p) => p.identity?.name),
    provider.identity?.name,
  ].filter((n): n is string => typeof n === "string" && n.trim() !== "");
  return {
    kind: "account",
    accountNumber: normalizeNrb(nrb),
    ownerNames: [...new Set(ownerNames.map((n) => n.trim()))],
    bankName: provider.financialInstitutionName ?? provider.providerName ?? null,
  };
}

export function createTinkBankProvider(options: TinkOptions): BankAccountProvider {
  const now = options.now ?? systemClock;
  const store = options.store ?? createMemoryBankSessionStore({ now });
  const apiBase = (options.apiBase ?? "https://api.tink.com").replace(/\/+$/, "");
  const linkUrl = options.linkUrl ?? "https://link.tink.com/1.0/account-check";
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;

  type Step<T> = { ok: true; value: T } | { ok: false; result: BankVerificationResult; final: boolean };

  async function accessToken(): Promise<Step<string>> {
    if (token && token.expiresAt > now()) return { ok: true, value: token.value };
    const outcome = await httpRequest(`${apiBase}/api/v1/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: "client_credentials",
        scope: "account-verification-reports:read",
      }).toString(),
      timeoutMs,
      fetch: options.fetch,
    });
    if (outcome.kind !== "response" || outcome.status >= 500) {
      log("warn", "tink token unavailable", {
        outcome: outcome.kind,
        status: outcome.kind === "response" ? outcome.status : null,
      });
      return { ok: false, result: pending("PROVIDER_UNAVAILABLE"), final: false };
    }
    const parsed = tinkTokenSchema.safeParse(outcome.json);
    if (outcome.status !== 200 || !parsed.success) {
      log("error", "tink token refused", { status: outcome.status });
      return { ok: false, result: failed("PROVIDER_ERROR"), final: false };
    }
    const lifetimeMs = (parsed.data.expires_in ?? 1800) * 1000;
    token = { value: parsed.data.access_token, expiresAt: now() + Math.max(0, lifetimeMs - 60_000) };
    return { ok: true, value: token.value };
  }

  async function fetchReport(reportId: string): Promise<Step<TinkReport>> {
    const auth = await accessToken();
    if (!auth.ok) return auth;
    const outcome = await httpRequest(
      `${apiBase}/api/v1/account-verification-reports/${encodeURIComponent(reportId)}`,
      {
        method: "GET",
        headers: { authorization: `Bearer ${auth.value}`, accept: "application/json" },
        timeoutMs,
        fetch: options.fetch,
      },
    );
    if (outcome.kind !== "response" || outcome.status >= 500 || outcome.status === 429) {
      log("warn", "tink report unavailable", {
        outcome: outcome.kind,
        status: outcome.kind === "response" ? outcome.status : null,
      });
      return { ok: false, result: pending("PROVIDER_UNAVAILABLE"), final: false };
    }
    if (outcome.status === 401) token = null;
    if (outcome.status === 404) return { ok: false, result: failed("EXPIRED"), final: true };
    const parsed = tinkReportSchema.safeParse(outcome.json);
    if (outcome.status !== 200 || !parsed.success) {
      log("warn", "tink report refused", { status: outcome.status });
      return { ok: false, result: failed("PROVIDER_ERROR"), final: outcome.status === 200 };
    }
    return { ok: true, value: parsed.data };
  }

  return {
    kind: "tink",
    listBanks: () => LIVE_BANKS.map(publicBank),

    async initiate(input) {
      const checked = validateInitiate(input, LIVE_BANKS);
      if (!checked.ok) return checked;
      if (
        !/^https:\/\//.test(input.redirectUri) &&
        !/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(input.redirectUri)
      ) {
        return err({ code: "INVALID_REQUEST", message: "Nieprawidłowe dane weryfikacji rachunku." });
      }
      await store.put(newSession(input, now()));
      const url = new URL(linkUrl);
      url.searchParams.set("client_id", options.clientId);
      url.searchParams.set("redirect_uri", input.redirectUri);
      url.searchParams.set("market", options.market ?? "PL");
      url.searchParams.set("locale", options.locale ?? "pl_PL");
      url.searchParams.set("state", input.state);
      const providerName = options.providerNames?.[input.bankId];
      if (providerName) url.searchParams.set("input_provider", providerName);
      return ok({ redirectUrl: url.toString() });
    },

    async complete({ state, params }) {
      const session = await store.get(state);
      if (!session) return failed("UNKNOWN_SESSION");
      if (session.result) return session.result;
      const finish = async (result: BankVerificationResult) => {
        await store.put({ ...session, result });
        return result;
      };
      if (params.error) {
        log("info", "tink link error", { error: params.error });
        const reason: BankFailureReason =
          params.error === "USER_CANCELLED"
            ? "REFUSED"
            : params.error === "TEMPORARY_ERROR"
              ? "PROVIDER_UNAVAILABLE"
              : "PROVIDER_ERROR";
        return finish(failed(reason));
      }
      const reportId = params.account_verification_report_id;
      if (!reportId) {
        await store.put({ ...session, polls: session.polls + 1 });
        return pending("IN_PROGRESS");
      }
      const report = await fetchReport(reportId);
      if (!report.ok) return report.final ? finish(report.result) : report.result;
      const account = readTinkReport(report.value);
      if (account.kind === "foreign") return finish(failed("NOT_POLISH_ACCOUNT"));
      if (account.kind === "none") return finish(failed("PROVIDER_ERROR"));
      return finish(verdict(session, account));
    },
  };
}
