/**
 * Company lookup by NIP: the Ministry of Finance VAT white list ("Wykaz podatników VAT", DOMAIN §4.1),
 * reshaped into our `CompanyData` (packages/domain/src/company.ts).
 *
 * - `createSandboxCompanyRegister()` — the offline default (COMPANY_REGISTER=sandbox): the fictitious
 *   firms of company-register-sandbox-data.ts, run through the same parser as the live answers.
 * - `createWlCompanyRegister()` — the live client (COMPANY_REGISTER=live): GET
 *   {WL_API_BASE}/api/search/nip/{nip}?date=YYYY-MM-DD (today in Europe/Warsaw) and
 *   /api/check/nip/{nip}/bank-account/{nrb}?date=, with a 24 h cache per NIP and date, a per-day
 *   request budget (both per process, or shared by every instance through `stores`: PostgreSQL in the
 *   API, docs/decisions/021-shared-state.md), and typed errors (HTTP 400 {code:"WL-1xx"} → WL_ERROR; 429 → RATE_LIMITED;
 *   5xx, timeouts, network errors and unreadable answers → UNAVAILABLE).
 *
 * An invalid NIP is refused with INVALID_NIP ("Nieprawidłowy NIP") before anything is called.
 *
 * Sandbox NIPs (also in docs/integrations.md):
 *
 * | NIP        | firm                                                   | form            | VAT               |
 * |------------|--------------------------------------------------------|-----------------|-------------------|
 * | 5254476542 | AUTO-FLOTA POLSKA sp. z o.o., Warszawa (2 accounts)    | sp. z o.o.      | Czynny            |
 * | 6760428066 | BUDMAX S.A., Kraków                                    | S.A.            | Czynny            |
 * | 7963526159 | JAN KOWALSKI USŁUGI TRANSPORTOWE, Radom                | sole trader     | Czynny            |
 * | 7794925275 | ANNA NOWAK-WIŚNIEWSKA GABINET STOMATOLOGICZNY, Poznań  | sole trader     | Zwolniony         |
 * | 7122004882 | PIEKARNIA ZŁOTY KŁOS sp.j., Lublin (WL example format) | sp.j.           | Czynny            |
 * | 8987517439 | KANCELARIA PRAWNA LEWANDOWSKI I PARTNERZY sp.p., Wrocław| sp.p.          | Czynny            |
 * | 5839533132 | ECO-TRANS LOGISTYKA sp. z o.o. sp.k., Gdańsk           | sp.k.           | Czynny            |
 * | 7270231115 | GREEN ENERGY INVEST P.S.A., Łódź                       | P.S.A.          | Czynny            |
 * | 9511253209 | TOMASZ WÓJCIK FIRMA REMONTOWA "WÓJ-BUD" (refused)      | sole trader     | Niezarejestrowany |
 * | 6344447875 | HURTOWNIA ELEKTRYCZNA VOLT sp. z o.o. w likwidacji     | sp. z o.o.      | Niezarejestrowany (removed 2024-06-28) |
 * | 8516837311 | MEDICUS CENTRUM MEDYCZNE sp. z o.o., Szczecin          | sp. z o.o.      | Zwolniony         |
 * | 5422645058 | AGRO-MAR … SPÓŁKA CYWILNA, Białystok                   | s.c.            | Czynny            |
 * | 7780425203 | NORDIC CARS POLSKA sp. z o.o., Poznań (3 accounts)     | sp. z o.o.      | Czynny            |
 * | 5543211293 | FUNDACJA ROZWOJU MOTORYZACJI, Bydgoszcz                | other           | Czynny            |
 * | 8513065888 | PIOTR KAMIŃSKI, Kołbaskowo (village address)           | sole trader     | Czynny            |
 * | 5210115284 | — valid NIP, not in the register → not found           |                 |                   |
 * | 1132939401 | — valid NIP, the register "is down" → UNAVAILABLE      |                 |                   |
 */

import { createHash } from "node:crypto";
import type { CompanyData } from "@vhs/domain/company.ts";
import { isValidNip, isValidNrb, MESSAGES, normalizeNip, normalizeNrb } from "@vhs/domain/identifiers.ts";
import type { z } from "zod";
import { log } from "../lib/log.ts";
import { SANDBOX_NIP_UNAVAILABLE, SANDBOX_SUBJECTS } from "./company-register-sandbox-data.ts";
import {
  type CompanySource,
  normalizeWlSubject,
  TRANSIENT_WL_CODES,
  wlCheckResponseSchema,
  wlEntityResponseSchema,
  wlErrorSchema,
} from "./company-register-shape.ts";
import { createMemoryStores, type DailyBudget, type SharedStores } from "./shared-state.ts";
import {
  type Clock,
  err,
  type FetchLike,
  httpRequest,
  ok,
  type Result,
  systemClock,
  warsawDate,
} from "./support.ts";

export type { CompanySource, WlSubject } from "./company-register-shape.ts";
export {
  normalizeWlSubject,
  parseWlAddress,
  titleCasePl,
  wlSubjectSchema,
} from "./company-register-shape.ts";

// ---------------------------------------------------------------------------------------------------------
// Our types

export type CompanyRegisterError =
  | { code: "INVALID_NIP"; field: "nip"; message: string }
  | { code: "INVALID_NRB"; field: "accountNumber"; message: string }
  /** The white list refused the query: HTTP 400 with {code: "WL-1xx", message}. */
  | { code: "WL_ERROR"; wlCode: string; message: string }
  /** Our daily budget or the register's own limit is used up. */
  | { code: "RATE_LIMITED"; message: string }
  | {
      code: "UNAVAILABLE";
      cause: "timeout" | "network" | "http" | "bad-response";
      httpStatus: number | null;
      message: string;
    };

export type CompanyLookup =
  | { found: true; company: CompanyData }
  | { found: false; nip: string; requestId: string; checkedAt: string; source: CompanySource };

export type AccountCheck = {
  /** True when the account is on the white list for this NIP on that date ("TAK"). */
  assigned: boolean;
  nip: string;
  requestId: string;
  checkedAt: string;
  source: CompanySource;
};

export interface CompanyRegister {
  readonly source: CompanySource;
  /** Looks a firm up by NIP (any common spelling: "PL 526-104-05-67" is fine). */
  lookup(nip: string): Promise<Result<CompanyLookup, CompanyRegisterError>>;
  /** Whether an NRB is on the white list for the NIP (an anti-fraud signal, DOMAIN §4.4 step 6). */
  checkAccount(nip: string, nrb: string): Promise<Result<AccountCheck, CompanyRegisterError>>;
}

export const COMPANY_REGISTER_MESSAGES = {
  unavailable:
    "Wykaz podatników VAT jest chwilowo niedostępny. Wpisz dane firmy ręcznie lub spróbuj ponownie za chwilę.",
  rateLimited: "Wyczerpano dzienny limit zapytań do wykazu podatników VAT. Wpisz dane firmy ręcznie.",
  rejected: "Wykaz podatników VAT odrzucił zapytanie.",
} as const;

function invalidNip(): { ok: false; error: CompanyRegisterError } {
  return err({ code: "INVALID_NIP", field: "nip", message: MESSAGES.nip });
}
function invalidNrb(): { ok: false; error: CompanyRegisterError } {
  return err({ code: "INVALID_NRB", field: "accountNumber", message: MESSAGES.nrb });
}

// ---------------------------------------------------------------------------------------------------------
// Sandbox

/** Deterministic request id in the sandbox: "SBX-20260324-1a2b3c4". */
function sandboxRequestId(kind: string, key: string, date: string): string {
  const hash = createHash("sha256").update(`${kind}:${key}:${date}`).digest("hex").slice(0, 7);
  return `SBX-${date.replaceAll("-", "")}-${hash}`;
}

export function createSandboxCompanyRegister(options: { now?: Clock } = {}): CompanyRegister {
  const now = options.now ?? systemClock;
  const byNip = new Map(SANDBOX_SUBJECTS.map((s) => [s.nip!, s]));
  const unavailable = (): { ok: false; error: CompanyRegisterError } =>
    err({
      code: "UNAVAILABLE",
      cause: "http",
      httpStatus: 503,
      message: COMPANY_REGISTER_MESSAGES.unavailable,
    });

  return {
    source: "SANDBOX",
    async lookup(rawNip) {
      if (!isValidNip(rawNip)) return invalidNip();
      const nip = normalizeNip(rawNip);
      if (nip === SANDBOX_NIP_UNAVAILABLE) return unavailable();
      const at = now();
      const date = warsawDate(at);
      const meta = {
        nip,
        requestId: sandboxRequestId("search", nip, date),
        checkedAt: new Date(at).toISOString(),
        source: "SANDBOX" as const,
      };
      const subject = byNip.get(nip);
      if (!subject) return ok({ found: false, ...meta });
      return ok({ found: true, company: normalizeWlSubject(subject, meta) });
    },
    async checkAccount(rawNip, rawNrb) {
      if (!isValidNip(rawNip)) return invalidNip();
      if (!isValidNrb(rawNrb)) return invalidNrb();
      const nip = normalizeNip(rawNip);
      const nrb = normalizeNrb(rawNrb);
      if (nip === SANDBOX_NIP_UNAVAILABLE) return unavailable();
      const at = now();
      const date = warsawDate(at);
      const accounts = byNip.get(nip)?.accountNumbers ?? [];
      return ok({
        assigned: accounts.includes(nrb),
        nip,
        requestId: sandboxRequestId("check", `${nip}:${nrb}`, date),
        checkedAt: new Date(at).toISOString(),
        source: "SANDBOX",
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Live: the MF white list

export interface WlOptions {
  /** Default https://wl-api.mf.gov.pl (test register: https://wl-test.mf.gov.pl). */
  baseUrl: string;
  timeoutMs?: number;
  /** Search requests per Warsaw day (the register allows about 100 per IP, [UNVERIFIED] DOMAIN §4.1). */
  searchDailyLimit?: number;
  /** Check requests per Warsaw day (about 5 000 per IP, [UNVERIFIED]). */
  checkDailyLimit?: number;
  cacheMaxEntries?: number;
  cacheTtlMs?: number;
  /** Where the cache and the budgets live (default: this process's memory). */
  stores?: SharedStores;
  now?: Clock;
  fetch?: FetchLike;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shared cache or budget could not be read or written: a cache miss, and no request (a budget that
 * cannot be counted is treated as used up, so the register's per-IP limit is never overrun).
 */
function storeFailed(e: unknown): undefined {
  log("warn", "white list store unavailable", { error: (e as Error).name });
  return undefined;
}

type Outcome<T> = Result<T, CompanyRegisterError>;

export function createWlCompanyRegister(options: WlOptions): CompanyRegister {
  const now = options.now ?? systemClock;
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5000;
  const stores = options.stores ?? createMemoryStores({ now });
  const searchBudget = stores.dailyBudget("wl-search", options.searchDailyLimit ?? 100);
  const checkBudget = stores.dailyBudget("wl-check", options.checkDailyLimit ?? 5000);
  const cache = stores.cache<CompanyLookup | AccountCheck>("wl", {
    maxEntries: options.cacheMaxEntries ?? 5000,
    ttlMs: options.cacheTtlMs ?? DAY_MS,
  });
  const inFlight = new Map<string, Promise<Outcome<CompanyLookup | AccountCheck>>>();

  /** Cache first, then one shared request per key (in this process), then the budget, then the register. */
  function cached<T extends CompanyLookup | AccountCheck>(
    key: string,
    budget: DailyBudget,
    load: () => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<Outcome<T>>;
    const promise = (async (): Promise<Outcome<T>> => {
      const hit = await cache.get(key).catch(storeFailed);
      if (hit) return ok(hit as T);
      const allowed = await budget.tryTake().catch((e: unknown) => {
        storeFailed(e);
        return false;
      });
      if (!allowed) {
        log("warn", "white list daily budget used up", { kind: key.split(":")[0] });
        return err({ code: "RATE_LIMITED", message: COMPANY_REGISTER_MESSAGES.rateLimited });
      }
      const outcome = await load();
      if (outcome.ok) await cache.set(key, outcome.value).catch(storeFailed);
      return outcome;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function get<T>(path: string, schema: z.ZodType<T>, retried = false): Promise<Outcome<T>> {
    const started = performance.now();
    const outcome = await httpRequest(`${base}${path}`, {
      method: "GET",
      headers: { accept: "application/json" },
      timeoutMs,
      fetch: options.fetch,
    });
    const ms = Math.round(performance.now() - started);
    // Log the endpoint kind only: the path carries the NIP and the account number.
    const endpoint = path.startsWith("/api/check/") ? "check" : "search";
    if (outcome.kind !== "response") {
      log("warn", "white list unreachable", { endpoint, outcome: outcome.kind, ms });
      return err({
        code: "UNAVAILABLE",
        cause: outcome.kind,
        httpStatus: null,
        message: COMPANY_REGISTER_MESSAGES.unavailable,
      });
    }
    const { status, json } = outcome;
    if (status === 200) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return ok(parsed.data);
      log("warn", "white list answer not understood", { endpoint, status, ms });
      return err({
        code: "UNAVAILABLE",
        cause: "bad-response",
        httpStatus: status,
        message: COMPANY_REGISTER_MESSAGES.unavailable,
      });
    }
    const body = wlErrorSchema.safeParse(json);
    const wlCode = body.success ? body.data.code : null;
    log("warn", "white list error", { endpoint, status, ms, wlCode });
    // WL-195: "the register has just been updated, send the request again" — once.
    if (wlCode === "WL-195" && !retried) return get(path, schema, true);
    if (status === 429 || wlCode === "WL-191") {
      return err({ code: "RATE_LIMITED", message: COMPANY_REGISTER_MESSAGES.rateLimited });
    }
    if (status >= 400 && status < 500 && wlCode !== null && !TRANSIENT_WL_CODES.has(wlCode)) {
      return err({ code: "WL_ERROR", wlCode, message: body.data!.message });
    }
    if (status >= 400 && status < 500 && wlCode === null) {
      return err({ code: "WL_ERROR", wlCode: `HTTP-${status}`, message: COMPANY_REGISTER_MESSAGES.rejected });
    }
    return err({
      code: "UNAVAILABLE",
      cause: "http",
      httpStatus: status,
      message: COMPANY_REGISTER_MESSAGES.unavailable,
    });
  }

  return {
    source: "WL",
    lookup(rawNip) {
      if (!isValidNip(rawNip)) return Promise.resolve(invalidNip());
      const nip = normalizeNip(rawNip);
      const date = warsawDate(now());
      return cached<CompanyLookup>(`search:${nip}:${date}`, searchBudget, async () => {
        const answer = await get(`/api/search/nip/${nip}?date=${date}`, wlEntityResponseSchema);
        if (!answer.ok) return answer;
        const { subject, requestId } = answer.value.result;
        const meta = { nip, requestId, checkedAt: new Date(now()).toISOString(), source: "WL" as const };
        if (!subject) return ok({ found: false, ...meta });
        return ok({ found: true, company: normalizeWlSubject(subject, meta) });
      });
    },
    checkAccount(rawNip, rawNrb) {
      if (!isValidNip(rawNip)) return Promise.resolve(invalidNip());
      if (!isValidNrb(rawNrb)) return Promise.resolve(invalidNrb());
      const nip = normalizeNip(rawNip);
      const nrb = normalizeNrb(rawNrb);
      const date = warsawDate(now());
      return cached<AccountCheck>(`check:${nip}:${nrb}:${date}`, checkBudget, async () => {
        const answer = await get(
          `/api/check/nip/${nip}/bank-account/${nrb}?date=${date}`,
          wlCheckResponseSchema,
        );
        if (!answer.ok) return answer;
        const { accountAssigned, requestId } = answer.value.result;
        return ok({
          assigned: accountAssigned === "TAK",
          nip,
          requestId,
          checkedAt: new Date(now()).toISOString(),
          source: "WL",
        });
      });
    },
  };
}
