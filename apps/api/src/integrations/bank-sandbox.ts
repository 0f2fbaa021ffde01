// The sandbox bank (BANK_PROVIDER=sandbox, the offline default): its provider, its deterministic accounts
// and its consent page, served by us as a Hono sub-app.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { BankVerificationResult } from "@vhs/domain/bank-verification.ts";
import { foldPolish } from "@vhs/domain/company.ts";
import { formatNrb, isValidBankSortCode, nrbCheckDigits } from "@vhs/domain/identifiers.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { type Context, Hono } from "hono";
import type { BankAccountProvider, BankSession, BankSessionStore, SandboxConsent } from "./bank-account.ts";
import {
  ASCII_OWNER_BANKS,
  publicBank,
  SANDBOX_BANK_IDS,
  SANDBOX_BANKS,
  SANDBOX_FOREIGN_OWNER,
} from "./bank-list.ts";
import {
  createMemoryBankSessionStore,
  failed,
  newSession,
  pending,
  validateInitiate,
  verdict,
} from "./bank-shared.ts";
import { escapeHtml, sandboxPage, sandboxPageHeaders } from "./sandbox-page.ts";
import { type Clock, err, ok, systemClock } from "./support.ts";

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

const PAGE_CSS = `.grant{background:#1a4fd6;color:#fff}.refuse{background:#fff;color:#1a4fd6}.timeout{background:#fff;color:#5a2d00;border-color:#5a2d00}`;

/** The consent page, with its three answers' buttons. */
const page = (title: string, body: string, nonce: string) => sandboxPage(title, body, nonce, PAGE_CSS);

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
      sandboxPageHeaders(null, nonce),
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
      sandboxPageHeaders(session.redirectUri, nonce),
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
