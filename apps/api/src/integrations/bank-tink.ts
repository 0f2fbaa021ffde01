// The live client (BANK_PROVIDER=tink) of Tink Account Check's redirect flow, and the reading of its
// account verification report.
import type { BankFailureReason, BankVerificationResult } from "@vhs/domain/bank-verification.ts";
import { isValidNrb, normalizeNrb } from "@vhs/domain/identifiers.ts";
import { z } from "zod";
import { log } from "../lib/log.ts";
import type { BankAccountProvider, BankSessionStore } from "./bank-account.ts";
import { LIVE_BANKS, publicBank } from "./bank-list.ts";
import {
  createMemoryBankSessionStore,
  failed,
  newSession,
  pending,
  validateInitiate,
  verdict,
} from "./bank-shared.ts";
import { type Clock, err, type FetchLike, httpRequest, ok, systemClock } from "./support.ts";

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
