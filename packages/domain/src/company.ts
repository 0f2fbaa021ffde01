// A firm as the order form sees it after a lookup by NIP (DOMAIN §4.4), legal forms, and the folding of
// Polish names used both to detect a legal form and to compare an account owner with a firm (DOMAIN §5).
import { z } from "zod";

// ---------------------------------------------------------------------------------------------------------
// VAT status (MF white list, DOMAIN §4.1)

export const VAT_STATUSES = ["Czynny", "Zwolniony", "Niezarejestrowany"] as const;
export const vatStatusSchema = z.enum(VAT_STATUSES);
export type VatStatus = z.infer<typeof vatStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Legal forms

export const LEGAL_FORMS = [
  "sole-trader",
  "civil-partnership",
  "general-partnership",
  "professional-partnership",
  "limited-partnership",
  "limited-joint-stock-partnership",
  "limited-liability-company",
  "joint-stock-company",
  "simple-joint-stock-company",
  "other",
] as const;
export const legalFormSchema = z.enum(LEGAL_FORMS);
export type LegalForm = z.infer<typeof legalFormSchema>;

export const LEGAL_FORM_LABELS: Readonly<Record<LegalForm, string>> = {
  "sole-trader": "Jednoosobowa działalność gospodarcza",
  "civil-partnership": "Spółka cywilna",
  "general-partnership": "Spółka jawna",
  "professional-partnership": "Spółka partnerska",
  "limited-partnership": "Spółka komandytowa",
  "limited-joint-stock-partnership": "Spółka komandytowo-akcyjna",
  "limited-liability-company": "Spółka z ograniczoną odpowiedzialnością",
  "joint-stock-company": "Spółka akcyjna",
  "simple-joint-stock-company": "Prosta spółka akcyjna",
  other: "Inna forma prawna",
};

/**
 * Folds a Polish name for comparison: lower case, no diacritics (ł → l as well), every run of other
 * characters (dots, commas, quotes, hyphens) becomes one space. "Spółka z o.o." → "spolka z o o".
 */
export function foldPolish(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Each form's spellings after foldPolish: the full name and the usual abbreviations. */
const LEGAL_FORM_SPELLINGS: ReadonlyArray<readonly [LegalForm, readonly string[]]> = [
  [
    "limited-liability-company",
    ["spolka z ograniczona odpowiedzialnoscia", "sp z o o", "spolka z o o", "sp z oo", "sp zoo"],
  ],
  ["simple-joint-stock-company", ["prosta spolka akcyjna", "p s a"]],
  ["joint-stock-company", ["spolka akcyjna", "s a"]],
  ["limited-joint-stock-partnership", ["spolka komandytowo akcyjna", "s k a", "sp k a"]],
  ["limited-partnership", ["spolka komandytowa", "sp k"]],
  ["general-partnership", ["spolka jawna", "sp j"]],
  ["professional-partnership", ["spolka partnerska", "sp p"]],
  ["civil-partnership", ["spolka cywilna", "s c"]],
];

const LEGAL_FORM_PATTERNS = LEGAL_FORM_SPELLINGS.map(
  ([form, spellings]) => [form, new RegExp(`(?:^| )(?:${spellings.join("|")})(?= |$)`, "g")] as const,
);

/**
 * The legal form written in a firm's name; the form written last wins, so "… sp. z o.o. sp.k." is a
 * limited partnership. Without a written form: a sole trader when the firm has no KRS number (sole
 * traders are in CEIDG, not KRS), otherwise "other" (foundations, associations, cooperatives …).
 */
export function detectLegalForm(name: string, options: { krs?: string | null } = {}): LegalForm {
  const folded = foldPolish(name);
  let best: { form: LegalForm; start: number; end: number } | null = null;
  for (const [form, pattern] of LEGAL_FORM_PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index + (match[0].startsWith(" ") ? 1 : 0);
      const end = match.index + match[0].length;
      if (!best || end > best.end || (end === best.end && start < best.start)) best = { form, start, end };
    }
  }
  if (best) return best.form;
  return options.krs ? "other" : "sole-trader";
}

/** Removes every legal-form spelling from a folded name: "kowalski transport sp z o o" → "kowalski transport". */
export function stripLegalForms(folded: string): string {
  let out = ` ${folded} `;
  for (const [, pattern] of LEGAL_FORM_PATTERNS) out = out.replace(pattern, " ");
  return out.replace(/ +/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------------------
// The normalised firm (GET /digital-order/getCompanyData)

export const companyAddressSchema = z.object({
  street: z.string().nullable(),
  building: z.string().nullable(),
  flat: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const COMPANY_SOURCES = ["WL", "SANDBOX"] as const;

export const companyDataSchema = z.object({
  nip: z.string().regex(/^\d{10}$/),
  regon: z.string().nullable(),
  krs: z.string().nullable(),
  name: z.string(),
  legalForm: legalFormSchema,
  statusVat: vatStatusSchema,
  address: companyAddressSchema,
  /** ISO date of the VAT registration (`registrationLegalDate`), if published. */
  registrationDate: z.string().nullable(),
  /** ISO date of the removal from the VAT register, if removed (then statusVat is "Niezarejestrowany"). */
  removalDate: z.string().nullable(),
  /** NRBs (26 digits) published on the white list. */
  accountNumbers: z.array(z.string()),
  /** Board members, partners or the owner as published: "Imię Nazwisko" (or a firm's name). */
  representatives: z.array(z.string()),
  source: z.enum(COMPANY_SOURCES),
  /** The register's request id: the proof of having checked the register on that date (DOMAIN §4.1). */
  requestId: z.string(),
  /** ISO date-time of the check. */
  checkedAt: z.string(),
});
export type CompanyData = z.infer<typeof companyDataSchema>;
