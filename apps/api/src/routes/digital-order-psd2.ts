// Step 7 of the order: bank-account verification through open banking (PSD2 AIS, DOMAIN §5):
// bank-list → initiate (redirect to the bank) → the bank sends the customer back → result.
// The verified NRB is stored encrypted; firms' accounts are also checked against the VAT white list.
import { randomBytes } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import type { OrderBankAttempt, OrderBankVerification } from "@vhs/db/schema/orders.ts";
import { type BankVerificationResult, bankVerificationMessage } from "@vhs/domain/bank-verification.ts";
import type { Context } from "hono";
import type { AppEnv } from "../lib/openapi.ts";
import { router } from "../lib/openapi.ts";
import type { DigitalOrderDeps } from "../lib/order-config.ts";
import { sealJson } from "../lib/order-crypto.ts";
import { aadFor, authorizedOrder, decrypted, maskNrb, type OrderRow } from "../lib/order-service.ts";
import {
  E404,
  E409,
  E422,
  fieldError,
  json,
  jsonBody,
  NO_STORE,
  notDraft,
  notFound,
  stepsMissing,
  updateDraft,
} from "./digital-order-common.ts";
import {
  BankListResponse,
  Psd2InitiateRequest,
  Psd2InitiateResponse,
  Psd2ResultRequest,
  Psd2ResultResponse,
} from "./digital-order-schemas-psd2.ts";

/** A path on our site, or an absolute URL on the site's own origin: never an open redirect. */
export function isAllowedRedirect(uri: string, publicOrigin: string): boolean {
  if (/[\s\\]/.test(uri) || [...uri].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  if (uri.startsWith("/")) return !uri.startsWith("//");
  try {
    const url = new URL(uri);
    return (
      (url.protocol === "https:" || url.protocol === "http:") && url.origin === new URL(publicOrigin).origin
    );
  } catch {
    return false;
  }
}

/** Whom the account should belong to: the firm (a sole trader's own name counts too) or the applicant. */
function expectedOwners(row: OrderRow, contact: { firstName: string; lastName: string } | null): string[] {
  const person = contact ? `${contact.firstName} ${contact.lastName}` : null;
  if (row.client === "entrepreneur") {
    const names = [row.company?.name].filter((n): n is string => Boolean(n));
    if (row.company?.legalForm === "sole-trader" && person) names.push(person);
    return names;
  }
  return person ? [person] : [];
}

function attemptOf(result: BankVerificationResult, bankId: string, at: number): OrderBankAttempt {
  return {
    status: result.status,
    reason: result.reason,
    bankId,
    bankName: result.bankName,
    matchScore: result.matchScore,
    at: new Date(at).toISOString(),
    whiteList: null,
  };
}

export function psd2Routes(deps: DigitalOrderDeps) {
  const { db } = deps;
  const bank = deps.integrations.bankAccount;
  const app = router();

  const initiateConfig = {
    method: "post" as const,
    path: "/digital-order/psd2/initiate/",
    tags: ["digital-order"],
    summary: "Krok 7: rozpoczęcie weryfikacji rachunku w wybranym banku → adres przekierowania",
    description:
      "Wymaga ukończonego kroku 1 (oraz 3 dla firm: nazwa firmy to oczekiwany właściciel). Po zgodzie bank odsyła klienta na redirectUri z parametrami state i code (albo error) — przekaż je do /psd2/result.",
    request: jsonBody(Psd2InitiateRequest),
    responses: { 200: json(Psd2InitiateResponse, "Adres banku"), ...E404, ...E409, ...E422 },
  };
  const initiateHandler = async (c: Context<AppEnv>) => {
    const body = (c.req as unknown as { valid(t: "json"): typeof Psd2InitiateRequest._output }).valid("json");
    const row = await authorizedOrder(db, body.orderUuid, body.secret);
    if (!row) return notFound(c);
    if (row.status !== "draft") return notDraft(c);
    const needed = row.client === "entrepreneur" ? (["contact", "client"] as const) : (["contact"] as const);
    const missing = needed.filter((s) => !row.completedSteps?.[s]);
    if (missing.length)
      return stepsMissing(
        c,
        [...missing],
        "Uzupełnij dane kontaktowe i dane wnioskodawcy przed weryfikacją rachunku.",
      );
    if (!isAllowedRedirect(body.redirectUri, deps.publicOrigin))
      return fieldError(c, "redirectUri", "Adres powrotu musi być ścieżką w serwisie lub adresem serwisu");
    const names = expectedOwners(row, decrypted(deps.keyring, row).contact);
    const state = randomBytes(32).toString("base64url");
    const started = await bank.initiate({
      orderRef: row.uuid,
      bankId: body.bankId,
      redirectUri: body.redirectUri,
      state,
      expectedOwnerNames: names,
    });
    if (!started.ok) {
      const field = started.error.code === "INVALID_REQUEST" ? "redirectUri" : "bankId";
      return fieldError(c, field, started.error.message);
    }
    const bankName = bank.listBanks().find((b) => b.id === body.bankId)?.name ?? null;
    const outcome = await updateDraft(deps, row.uuid, body.secret, (current) => {
      const previous: OrderBankVerification = current.bankVerification ?? {
        result: null,
        lastAttempt: null,
        attempts: 0,
      };
      return {
        set: {
          bankVerification: {
            ...previous,
            attempts: previous.attempts + 1,
            lastAttempt: {
              status: "PENDING",
              reason: "IN_PROGRESS",
              bankId: body.bankId,
              bankName,
              matchScore: 0,
              at: new Date(deps.now()).toISOString(),
              whiteList: null,
            },
          },
        },
      };
    });
    if (outcome.kind === "not-found") return notFound(c);
    if (outcome.kind === "not-draft") return notDraft(c);
    return c.json({ redirectUrl: started.value.redirectUrl }, 200, NO_STORE);
  };
  app.openapi(createRoute(initiateConfig), initiateHandler as never);
  // The same without the trailing slash (SPEC §7 writes it with one; clients may not). Not in the document.
  app.openapi(
    createRoute({ ...initiateConfig, path: "/digital-order/psd2/initiate", hide: true }),
    initiateHandler as never,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/psd2/bank-list",
      tags: ["digital-order"],
      summary: "Banki do weryfikacji rachunku (największe na początku)",
      responses: { 200: json(BankListResponse, "Lista banków") },
    }),
    (c) => c.json({ provider: bank.kind, banks: bank.listBanks() }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/psd2/result",
      tags: ["digital-order"],
      summary: "Krok 7: wynik weryfikacji po powrocie z banku (VERIFIED | MISMATCH | FAILED | PENDING)",
      description:
        "Przekaż parametry z adresu powrotu: state, code albo error (i error_description), dla Tink account_verification_report_id jako reportId. PENDING: zapytaj ponownie po pollAfterMs. FAILED: pokaż ponowienie lub wybór innego banku (retry). VERIFIED i MISMATCH kończą krok 7 (MISMATCH → ocena analityka).",
      request: jsonBody(Psd2ResultRequest),
      responses: { 200: json(Psd2ResultResponse, "Wynik weryfikacji"), ...E404, ...E409, ...E422 },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const row = await authorizedOrder(db, body.orderUuid, body.secret);
      if (!row) return notFound(c);
      if (row.status !== "draft") return notDraft(c);
      const session = await deps.integrations.bankSessions.get(body.state);
      let result: BankVerificationResult;
      let bankId = session?.bankId ?? "unknown";
      if (!session || session.orderRef !== row.uuid) {
        result = {
          status: "FAILED",
          accountNumber: null,
          ownerName: null,
          bankName: null,
          matchScore: 0,
          reason: "UNKNOWN_SESSION",
        };
        bankId = "unknown";
      } else {
        const params: Record<string, string | undefined> = {
          code: body.code,
          error: body.error,
          error_description: body.errorDescription,
          account_verification_report_id: body.reportId,
        };
        result = await bank.complete({ state: body.state, params });
      }

      const answer = (stepCompleted: boolean, whiteList: OrderBankAttempt["whiteList"]) =>
        c.json(
          {
            status: result.status,
            reason: result.reason,
            message: bankVerificationMessage(result),
            bankName: result.bankName,
            accountNumberMasked: result.accountNumber ? maskNrb(result.accountNumber) : null,
            ownerName: result.ownerName,
            matchScore: result.matchScore,
            whiteList: whiteList ? { assigned: whiteList.assigned, requestId: whiteList.requestId } : null,
            retry: result.status === "FAILED" || result.status === "MISMATCH",
            pollAfterMs: result.status === "PENDING" ? 1500 : null,
            stepCompleted,
          },
          200,
          NO_STORE,
        );

      if (result.status === "PENDING") return answer(false, null);
      const attempt = attemptOf(result, bankId, deps.now());
      if (result.status === "FAILED") {
        if (result.reason !== "UNKNOWN_SESSION") {
          const outcome = await updateDraft(deps, row.uuid, body.secret, (current) => {
            const previous = current.bankVerification ?? { result: null, lastAttempt: null, attempts: 0 };
            return { set: { bankVerification: { ...previous, lastAttempt: attempt } } };
          });
          if (outcome.kind === "not-draft") return notDraft(c);
        }
        return answer(Boolean(row.completedSteps?.bank), null);
      }

      // VERIFIED or MISMATCH: firms' accounts are checked against the VAT white list (a signal).
      if (row.client === "entrepreneur" && row.company && result.accountNumber) {
        const check = await deps.integrations.companyRegister.checkAccount(
          row.company.nip,
          result.accountNumber,
        );
        attempt.whiteList = check.ok
          ? {
              assigned: check.value.assigned,
              requestId: check.value.requestId,
              checkedAt: check.value.checkedAt,
            }
          : { assigned: null, requestId: null, checkedAt: null };
      }
      const accountNumber = result.accountNumber;
      const outcome = await updateDraft(deps, row.uuid, body.secret, (current) => {
        const previous = current.bankVerification ?? { result: null, lastAttempt: null, attempts: 0 };
        return {
          set: {
            bankVerification: { ...previous, result: attempt, lastAttempt: attempt },
            bankAccountEnc: accountNumber
              ? sealJson(deps.keyring, aadFor(current.uuid, "bankAccountEnc"), {
                  accountNumber,
                  ownerName: result.ownerName,
                  bankName: result.bankName,
                })
              : current.bankAccountEnc,
          },
          complete: ["bank"],
        };
      });
      if (outcome.kind === "not-found") return notFound(c);
      if (outcome.kind === "not-draft") return notDraft(c);
      if (outcome.kind === "invalid") return fieldError(c, outcome.field, outcome.message);
      return answer(true, attempt.whiteList);
    },
  );

  return app;
}
