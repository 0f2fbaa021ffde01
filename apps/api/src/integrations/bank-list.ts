// The banks of step 7: the live list (top banks first, then the rest by Polish collation) and the
// sandbox's, which adds test banks that force the unhappy paths.
import type { Bank } from "@vhs/domain/bank-verification.ts";

export type BankEntry = Bank & {
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
export const ASCII_OWNER_BANKS = new Set(["citi-handlowy", "toyota-bank"]);

export function publicBank(entry: BankEntry): Bank {
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

export const LIVE_BANKS = orderBanks([...TOP_BANKS, ...OTHER_BANKS]);
export const SANDBOX_BANKS = orderBanks([...TOP_BANKS, ...OTHER_BANKS, ...SANDBOX_ONLY_BANKS]);
