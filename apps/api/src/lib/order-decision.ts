/**
 * The sandbox credit decision: deterministic rules over what the order holds at submission (docs/order-
 * flow.md "The sandbox decision"). Each rule gives pass, info, manual_review or rejected; the outcome is
 * the worst of them (rejected > manual_review > approved). A real scoring engine would replace this
 * function; the order flow around it (states, polling, the document) stays the same.
 */

import type {
  OrderBankAttempt,
  OrderDecision,
  OrderDecisionReason,
  OrderQuote,
} from "@vhs/db/schema/orders.ts";
import { yearsWord } from "@vhs/domain/plural.ts";

export const DECISION_RULES_VERSION = "sandbox-2026-1";

/** Limits of the rules (all in one place, quoted by the docs and the messages). */
export const DECISION_LIMITS = {
  /** Car age at the end of the lease, years: ≤ approve, ≤ review, above reject. */
  carAgeApprove: 10,
  carAgeReview: 11,
  /** Net amount financed (price − initial fee) above which an analyst decides, zł. */
  financedReview: 500_000,
  /** Firms: months in business below which the order is rejected. */
  businessMonthsReject: 3,
  /** Firms: months in business below which a low initial fee needs review. */
  businessMonthsYoung: 12,
  /** % initial fee a young firm needs to be approved automatically. */
  youngFirmMinInitialFee: 10,
  /** Consumers: (instalment + other monthly obligations) / net income. */
  debtToIncomeApprove: 0.5,
  debtToIncomeReview: 0.65,
  /** Consumers: age at the end of the lease above which an analyst decides. */
  ageAtEndReview: 75,
} as const;

export interface DecisionInput {
  now: Date;
  client: "entrepreneur" | "consumer";
  /** priceGross: what a consumer's messages quote (they pay brutto); netto when absent. */
  car: { year: number; priceNet: number; priceGross?: number };
  duration: number;
  initialFee: number;
  quote: OrderQuote | null;
  bank: OrderBankAttempt | null;
  firm?: {
    /** A fresh register answer at submission, or null when the register could not be asked. */
    register: {
      found: boolean;
      statusVat: string | null;
      registrationDate: string | null;
      removalDate: string | null;
    } | null;
    businessStartDate: string | null;
  };
  consumer?: {
    birthDate: string | null;
    monthlyNetIncome: number;
    monthlyObligations: number;
  };
}

const fmt = (n: number, digits = 0) =>
  n
    .toLocaleString("pl-PL", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .replace(/\u00a0/g, " ");

/** Whole months from an ISO date to now (negative when in the future). */
export function monthsSince(isoDate: string, now: Date): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  let months = (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() + 1 - m);
  if (now.getUTCDate() < d) months -= 1;
  return months;
}

export function ageOn(birthDate: string, at: Date): number {
  return Math.floor(monthsSince(birthDate, at) / 12);
}

function rule(code: string, effect: OrderDecisionReason["effect"], message: string): OrderDecisionReason {
  return { code, effect, message };
}

export function decide(input: DecisionInput): OrderDecision {
  const reasons: OrderDecisionReason[] = [];
  const L = DECISION_LIMITS;

  // The car's age at the end of the lease.
  const ageAtEnd = input.now.getUTCFullYear() - input.car.year + input.duration / 12;
  const ageText = `${fmt(ageAtEnd, ageAtEnd % 1 ? 1 : 0)} ${yearsWord(ageAtEnd)}`;
  if (ageAtEnd <= L.carAgeApprove)
    reasons.push(
      rule(
        "CAR_AGE",
        "pass",
        `Wiek samochodu na koniec umowy: ${ageText} (limit ${L.carAgeApprove} ${yearsWord(L.carAgeApprove)}).`,
      ),
    );
  else if (ageAtEnd <= L.carAgeReview)
    reasons.push(
      rule(
        "CAR_AGE",
        "manual_review",
        `Samochód będzie miał na koniec umowy ${ageText} — ponad ${L.carAgeApprove} ${yearsWord(L.carAgeApprove)}; wniosek oceni analityk.`,
      ),
    );
  else
    reasons.push(
      rule(
        "CAR_AGE",
        "rejected",
        `Samochód będzie miał na koniec umowy ${ageText}; finansujemy auta, które na koniec umowy mają najwyżej ${L.carAgeApprove} ${yearsWord(L.carAgeApprove)}. Wybierz krótszy okres lub młodszy samochód.`,
      ),
    );

  // The amount financed: the limit is netto; a consumer reads the amount brutto, as they pay it.
  const financed = input.car.priceNet * (1 - input.initialFee / 100);
  const inGross = input.client === "consumer" && input.car.priceGross !== undefined;
  const shown = inGross
    ? `${fmt(input.car.priceGross! * (1 - input.initialFee / 100))} zł brutto`
    : `${fmt(financed)} zł netto`;
  if (financed > L.financedReview)
    reasons.push(
      rule(
        "AMOUNT",
        "manual_review",
        `Kwota finansowania ${shown} przekracza limit decyzji automatycznej (${fmt(L.financedReview)} zł netto) — decyzję podejmie analityk.`,
      ),
    );
  else reasons.push(rule("AMOUNT", "pass", `Kwota finansowania ${shown}.`));

  // The bank account check (step 7).
  if (input.bank?.status === "VERIFIED")
    reasons.push(
      rule("BANK_ACCOUNT", "pass", "Rachunek bankowy zweryfikowany, właściciel zgodny z wnioskiem."),
    );
  else if (input.bank?.status === "MISMATCH")
    reasons.push(
      rule(
        "BANK_ACCOUNT",
        "manual_review",
        "Właściciel zweryfikowanego rachunku nie zgadza się z danymi wniosku — sprawdzi to analityk.",
      ),
    );
  else reasons.push(rule("BANK_ACCOUNT", "manual_review", "Rachunek bankowy nie został zweryfikowany."));

  if (input.client === "entrepreneur" && input.firm) {
    const reg = input.firm.register;
    if (!reg) {
      reasons.push(
        rule(
          "VAT_STATUS",
          "manual_review",
          "Wykaz podatników VAT był niedostępny — status firmy sprawdzi analityk.",
        ),
      );
    } else if (!reg.found) {
      reasons.push(
        rule(
          "VAT_STATUS",
          "manual_review",
          "Firmy nie ma w wykazie podatników VAT — dane sprawdzi analityk.",
        ),
      );
    } else if (reg.statusVat === "Czynny" && !reg.removalDate) {
      reasons.push(rule("VAT_STATUS", "pass", "Czynny podatnik VAT."));
    } else if (reg.statusVat === "Zwolniony" && !reg.removalDate) {
      reasons.push(
        rule("VAT_STATUS", "manual_review", "Firma jest zwolniona z VAT — wniosek oceni analityk."),
      );
    } else {
      reasons.push(
        rule(
          "VAT_STATUS",
          "rejected",
          "Firma nie jest zarejestrowana jako podatnik VAT lub została wykreślona z wykazu.",
        ),
      );
    }

    const starts = [input.firm.businessStartDate, reg?.registrationDate ?? null].filter(
      (d): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d),
    );
    const start = starts.sort()[0] ?? null;
    const months = start ? monthsSince(start, input.now) : null;
    if (months === null)
      reasons.push(rule("TIME_IN_BUSINESS", "manual_review", "Nie znamy daty rozpoczęcia działalności."));
    else if (months < L.businessMonthsReject)
      reasons.push(
        rule(
          "TIME_IN_BUSINESS",
          "rejected",
          `Firma działa krócej niż ${L.businessMonthsReject} miesiące (${Math.max(0, months)} mies.).`,
        ),
      );
    else if (months < L.businessMonthsYoung && input.initialFee < L.youngFirmMinInitialFee)
      reasons.push(
        rule(
          "TIME_IN_BUSINESS",
          "manual_review",
          `Firma działa ${months} mies.; przy działalności krótszej niż rok i opłacie wstępnej poniżej ${L.youngFirmMinInitialFee} % wniosek oceni analityk.`,
        ),
      );
    else reasons.push(rule("TIME_IN_BUSINESS", "pass", `Firma działa ${months} mies.`));

    const wl = input.bank?.whiteList ?? null;
    if (wl?.assigned === true)
      reasons.push(rule("WHITE_LIST", "info", "Rachunek figuruje w wykazie podatników VAT dla tego NIP."));
    else if (wl?.assigned === false)
      reasons.push(
        rule(
          "WHITE_LIST",
          "info",
          "Rachunek nie figuruje w wykazie podatników VAT dla tego NIP (sprawdzimy go przy podpisaniu umowy).",
        ),
      );
  }

  if (input.client === "consumer" && input.consumer) {
    const { birthDate, monthlyNetIncome, monthlyObligations } = input.consumer;
    if (birthDate) {
      const age = ageOn(birthDate, input.now);
      const ageEnd = age + input.duration / 12;
      if (age < 18)
        reasons.push(rule("AGE", "rejected", "Leasing konsumencki jest dostępny dla osób pełnoletnich."));
      else if (ageEnd > L.ageAtEndReview)
        reasons.push(
          rule(
            "AGE",
            "manual_review",
            `Na koniec umowy wnioskodawca będzie miał ponad ${L.ageAtEndReview} ${yearsWord(L.ageAtEndReview)} — wniosek oceni analityk.`,
          ),
        );
      else reasons.push(rule("AGE", "pass", "Wiek wnioskodawcy w granicach zasad."));
    }
    if (!input.quote) {
      reasons.push(
        rule("AFFORDABILITY", "manual_review", "Nie można było wyliczyć raty — zdolność oceni analityk."),
      );
    } else {
      const burden = input.quote.installmentGross + monthlyObligations;
      const ratio = monthlyNetIncome > 0 ? burden / monthlyNetIncome : Number.POSITIVE_INFINITY;
      const pct = Number.isFinite(ratio) ? `${fmt(ratio * 100)} %` : "—";
      if (ratio <= L.debtToIncomeApprove)
        reasons.push(rule("AFFORDABILITY", "pass", `Rata i inne zobowiązania to ${pct} dochodu netto.`));
      else if (ratio <= L.debtToIncomeReview)
        reasons.push(
          rule(
            "AFFORDABILITY",
            "manual_review",
            `Rata i inne zobowiązania to ${pct} dochodu netto (powyżej ${fmt(L.debtToIncomeApprove * 100)} %) — wniosek oceni analityk.`,
          ),
        );
      else
        reasons.push(
          rule(
            "AFFORDABILITY",
            "rejected",
            `Rata i inne zobowiązania to ${pct} dochodu netto (limit ${fmt(L.debtToIncomeReview * 100)} %). Spróbuj wyższej opłaty wstępnej, dłuższego okresu lub tańszego samochodu.`,
          ),
        );
    }
  }

  const outcome = reasons.some((r) => r.effect === "rejected")
    ? "rejected"
    : reasons.some((r) => r.effect === "manual_review")
      ? "manual_review"
      : "approved";
  return { outcome, reasons, rulesVersion: DECISION_RULES_VERSION, evaluatedAt: input.now.toISOString() };
}
