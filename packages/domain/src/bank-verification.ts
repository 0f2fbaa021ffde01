// Open-banking (PSD2 AIS) account verification as the order form sees it (DOMAIN §5): the bank list of
// step 7 and the verification result polled after the return from the bank.
import { z } from "zod";

export const BANK_SEGMENTS = ["individual", "business"] as const;

/** An item of GET /digital-order/psd2/bank-list (the shape DOMAIN §5 suggests). */
export const bankSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bic: z.string().nullable(),
  segments: z.array(z.enum(BANK_SEGMENTS)),
  available: z.boolean(),
  type: z.enum(["PSD2", "FALLBACK"]),
});
export type Bank = z.infer<typeof bankSchema>;

export const BANK_VERIFICATION_STATUSES = ["VERIFIED", "MISMATCH", "FAILED", "PENDING"] as const;
export type BankVerificationStatus = (typeof BANK_VERIFICATION_STATUSES)[number];

/** Why a verification is FAILED (or still PENDING); null when VERIFIED or MISMATCH. */
export const BANK_FAILURE_REASONS = [
  /** The customer refused consent at the bank. */
  "REFUSED",
  /** The consent was not given in time. */
  "TIMEOUT",
  /** The callback does not belong to a known verification (wrong or expired state). */
  "UNKNOWN_SESSION",
  /** The provider's report or code has expired or was already used elsewhere. */
  "EXPIRED",
  /** The shared account is not a Polish (PL) account, so it cannot carry the direct debit. */
  "NOT_POLISH_ACCOUNT",
  /** The provider answered with an error or an unusable report. */
  "PROVIDER_ERROR",
  /** The provider could not be reached (PENDING: ask again later). */
  "PROVIDER_UNAVAILABLE",
  /** The customer has not finished at the bank yet (PENDING). */
  "IN_PROGRESS",
] as const;
export type BankFailureReason = (typeof BANK_FAILURE_REASONS)[number];

/** The answer of POST /digital-order/psd2/result. */
export const bankVerificationResultSchema = z.object({
  status: z.enum(BANK_VERIFICATION_STATUSES),
  /** NRB, 26 digits, of the account the customer shared. */
  accountNumber: z.string().nullable(),
  ownerName: z.string().nullable(),
  bankName: z.string().nullable(),
  /** 0–1: how well the owner matches the firm or the applicant (see OWNER_MATCH_THRESHOLD). */
  matchScore: z.number().min(0).max(1),
  reason: z.enum(BANK_FAILURE_REASONS).nullable(),
});
export type BankVerificationResult = z.infer<typeof bankVerificationResultSchema>;

/** Polish text for a result, for the step-7 screen. */
export function bankVerificationMessage(result: Pick<BankVerificationResult, "status" | "reason">): string {
  switch (result.status) {
    case "VERIFIED":
      return "Rachunek zweryfikowany.";
    case "MISMATCH":
      return "Właściciel rachunku nie zgadza się z danymi wniosku. Wybierz rachunek firmy lub wnioskodawcy albo inny bank.";
    case "PENDING":
      return "Czekamy na odpowiedź banku…";
    case "FAILED":
      switch (result.reason) {
        case "REFUSED":
          return "Nie udzielono zgody w banku. Spróbuj ponownie lub wybierz inny bank.";
        case "TIMEOUT":
          return "Czas na udzielenie zgody minął. Spróbuj ponownie.";
        case "NOT_POLISH_ACCOUNT":
          return "Wybrany rachunek nie jest prowadzony w Polsce. Wybierz rachunek w polskim banku.";
        default:
          return "Nie udało się zweryfikować rachunku. Spróbuj ponownie lub wybierz inny bank.";
      }
  }
}
