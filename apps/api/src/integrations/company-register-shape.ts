// The MF VAT white list's answers as it sends them (official example, DOMAIN §4.1), and their reshaping
// into our `CompanyData`: addresses split into fields, upper-case names title-cased, the legal form read
// from the name. Used by the live client and the sandbox alike (company-register.ts).
import {
  type CompanyAddress,
  type CompanyData,
  detectLegalForm,
  vatStatusSchema,
} from "@vhs/domain/company.ts";
import { isValidNip, isValidNrb, normalizeNip, normalizeNrb } from "@vhs/domain/identifiers.ts";
import { z } from "zod";

export type CompanySource = CompanyData["source"];

// ---------------------------------------------------------------------------------------------------------
// The white list's shapes (official example, DOMAIN §4.1). Lenient where the register may omit a field.

const optionalText = z.string().nullable().optional();
const wlPersonSchema = z.object({
  firstName: optionalText,
  lastName: optionalText,
  nip: optionalText,
  companyName: optionalText,
});

export const wlSubjectSchema = z.object({
  name: z.string(),
  nip: optionalText,
  statusVat: vatStatusSchema,
  regon: optionalText,
  pesel: optionalText,
  krs: optionalText,
  residenceAddress: optionalText,
  workingAddress: optionalText,
  representatives: z.array(wlPersonSchema).nullable().optional(),
  authorizedClerks: z.array(wlPersonSchema).nullable().optional(),
  partners: z.array(wlPersonSchema).nullable().optional(),
  registrationLegalDate: optionalText,
  registrationDenialBasis: optionalText,
  registrationDenialDate: optionalText,
  restorationBasis: optionalText,
  restorationDate: optionalText,
  removalBasis: optionalText,
  removalDate: optionalText,
  accountNumbers: z.array(z.string()).nullable().optional(),
  hasVirtualAccounts: z.boolean().nullable().optional(),
});
export type WlSubject = z.infer<typeof wlSubjectSchema>;

export const wlEntityResponseSchema = z.object({
  result: z.object({
    subject: wlSubjectSchema.nullable(),
    requestId: z.string(),
    requestDateTime: optionalText,
  }),
});

export const wlCheckResponseSchema = z.object({
  result: z.object({
    accountAssigned: z.enum(["TAK", "NIE"]),
    requestId: z.string(),
    requestDateTime: optionalText,
  }),
});

export const wlErrorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * White-list error codes that mean "try later", not "your query is wrong" (as listed by third-party
 * clients, [UNVERIFIED] against the official list): WL-100 unexpected server error, WL-195 the register
 * was just updated (send again), WL-196 the register is being updated. WL-191 (limit reached) is
 * RATE_LIMITED; other WL-1xx (WL-101…118: date, NIP, REGON or account field errors, WL-130, WL-190) are
 * WL_ERROR.
 */
export const TRANSIENT_WL_CODES = new Set(["WL-100", "WL-195", "WL-196"]);

// ---------------------------------------------------------------------------------------------------------
// Reshaping

const LOWER_WORDS = new Set(["i", "w", "z", "na", "nad", "pod", "przy", "we", "ze"]);
const ROMAN = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})$/;
const STREET_PREFIXES = new Set(["al.", "pl.", "os.", "ul.", "rondo", "skwer", "bulwar"]);

/** "ALEJA WOJSKA POLSKIEGO" → "Aleja Wojska Polskiego"; text that already has lower case is kept. */
export function titleCasePl(value: string): string {
  if (/\p{Ll}/u.test(value)) return value;
  return value
    .split(/\s+/)
    .map((word, index) => {
      const lower = word.toLocaleLowerCase("pl");
      if (/\d/.test(word)) return word;
      if (STREET_PREFIXES.has(lower) && index === 0) return lower;
      if (index > 0 && LOWER_WORDS.has(lower)) return lower;
      if (ROMAN.test(word) && index > 0) return word;
      return lower.replace(
        /(^|[-"„(])(\p{L})/gu,
        (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase("pl"),
      );
    })
    .join(" ");
}

/**
 * Splits a white-list address (one free-text string) into our fields. The postal code and city come from
 * `(\d{2}-\d{3})\s+(.+)$` (DOMAIN §4.1); the rest is "[ul.] street building[/flat | lok. flat | m. flat]".
 */
export function parseWlAddress(text: string | null | undefined): CompanyAddress {
  const empty: CompanyAddress = { street: null, building: null, flat: null, postalCode: null, city: null };
  if (!text?.trim()) return empty;
  const clean = text.replace(/\s+/g, " ").trim();
  const postal = /(\d{2}-\d{3})\s+(.+)$/.exec(clean);
  if (!postal) return { ...empty, street: titleCasePl(clean) };
  const city = titleCasePl(postal[2]!.replace(/[,\s]+$/, ""));
  let rest = clean
    .slice(0, postal.index)
    .replace(/[,\s]+$/, "")
    .replace(/^ul(?:\.|\/|\s)\s*/i, "");
  rest = rest.trim();
  const address: CompanyAddress = { ...empty, postalCode: postal[1]!, city };
  if (!rest) return address;
  const parts = /^(.*?)\s+(\d+[A-Za-z]?)(?:\s*\/\s*(\w+)|\s+(?:lok|m)\.?\s*(\w+))?$/i.exec(rest);
  if (!parts) {
    const buildingOnly = /^(\d+[A-Za-z]?)(?:\s*\/\s*(\w+))?$/.exec(rest);
    if (buildingOnly)
      return { ...address, building: buildingOnly[1]!.toUpperCase(), flat: buildingOnly[2] ?? null };
    return { ...address, street: titleCasePl(rest) };
  }
  return {
    ...address,
    street: titleCasePl(parts[1]!),
    building: parts[2]!.toUpperCase(),
    flat: (parts[3] ?? parts[4])?.toUpperCase() ?? null,
  };
}

function personName(p: z.infer<typeof wlPersonSchema>): string | null {
  const full = [p.firstName, p.lastName].filter(Boolean).join(" ").trim();
  if (full) return titleCasePl(full);
  return p.companyName?.trim() || null;
}

/** A white-list subject → our CompanyData. */
export function normalizeWlSubject(
  subject: WlSubject,
  meta: { nip: string; requestId: string; checkedAt: string; source: CompanySource },
): CompanyData {
  const krs = subject.krs?.trim() || null;
  const people = [...(subject.representatives ?? []), ...(subject.partners ?? [])];
  return {
    nip: subject.nip && isValidNip(subject.nip) ? normalizeNip(subject.nip) : meta.nip,
    regon: subject.regon?.trim() || null,
    krs,
    name: subject.name.trim(),
    legalForm: detectLegalForm(subject.name, { krs }),
    statusVat: subject.statusVat,
    address: parseWlAddress(subject.workingAddress ?? subject.residenceAddress),
    registrationDate: subject.registrationLegalDate ?? null,
    removalDate: subject.removalDate ?? null,
    accountNumbers: (subject.accountNumbers ?? []).map(normalizeNrb).filter(isValidNrb),
    representatives: people.map(personName).filter((name): name is string => name !== null),
    source: meta.source,
    requestId: meta.requestId,
    checkedAt: meta.checkedAt,
  };
}
