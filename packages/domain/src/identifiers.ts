// Polish identifiers: normalisation, check digits, generators and Zod schemas (DOMAIN §3).
//
// What each check provably detects (used as property-test claims):
// - NIP (weights 6 5 7 2 3 4 5 6 7, mod 11, "10" invalid): every single-digit change and every adjacent
//   transposition of different digits (11 is prime and no weight or weight difference is ≡ 0 mod 11).
// - REGON-9 (mod 11 then mod 10): a single-digit change is missed exactly when the weighted sum moves
//   between ≡ 0 and ≡ 10 (mod 11), because both give check digit 0.
// - PESEL (weights 1 3 7 9, mod 10): every single-digit change (weights are odd and not 5); an adjacent
//   transposition is missed by the checksum exactly when the two digits differ by 5 (weight differences are
//   even), though the date check may still catch it.
// - NRB/IBAN (mod 97): every single-digit change and every adjacent transposition (97 is prime).
// - ID card (mod 10): every change of one digit; a letter change is missed when the letter values differ
//   by a multiple of 10; an adjacent transposition is missed when the values differ by a multiple of 5.
import { z } from "zod";

/** A random source in [0, 1), e.g. Math.random or a seeded generator. */
export type Rng = () => number;

function digitsOf(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0) - 48);
}

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < weights.length; k++) sum += digits[k]! * weights[k]!;
  return sum;
}

function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function randomDigits(rng: Rng, count: number): string {
  let out = "";
  for (let k = 0; k < count; k++) out += String(randomInt(rng, 0, 9));
  return out;
}

/** Strips spaces, hyphens and dots; upper-cases. */
function compact(value: string): string {
  return value.replace(/[\s\-.]/g, "").toUpperCase();
}

// ---------------------------------------------------------------------------------------------------------
// NIP

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** "PL 726-112-03-85" → "7261120385" (format not checked). */
export function normalizeNip(value: string): string {
  return compact(value).replace(/^PL/, "");
}

/** Check digit for 9 leading digits, or null when Σ mod 11 = 10 (no valid NIP has that prefix). */
export function nipCheckDigit(firstNine: string): number | null {
  const check = weightedSum(digitsOf(firstNine), NIP_WEIGHTS) % 11;
  return check === 10 ? null : check;
}

export function isValidNip(value: string): boolean {
  const nip = normalizeNip(value);
  if (!/^\d{10}$/.test(nip)) return false;
  return nipCheckDigit(nip.slice(0, 9)) === Number(nip[9]);
}

/** "7261120385" → "726-112-03-85". */
export function formatNip(value: string): string {
  const nip = normalizeNip(value);
  return /^\d{10}$/.test(nip)
    ? `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`
    : value;
}

export function generateNip(rng: Rng): string {
  for (;;) {
    const prefix = String(randomInt(rng, 1, 9)) + randomDigits(rng, 8);
    const check = nipCheckDigit(prefix);
    if (check !== null) return prefix + check;
  }
}

// ---------------------------------------------------------------------------------------------------------
// REGON

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

export function normalizeRegon(value: string): string {
  return compact(value);
}

export function regon9CheckDigit(firstEight: string): number {
  return (weightedSum(digitsOf(firstEight), REGON9_WEIGHTS) % 11) % 10;
}

export function regon14CheckDigit(firstThirteen: string): number {
  return (weightedSum(digitsOf(firstThirteen), REGON14_WEIGHTS) % 11) % 10;
}

export function isValidRegon9(value: string): boolean {
  const regon = normalizeRegon(value);
  return /^\d{9}$/.test(regon) && regon9CheckDigit(regon.slice(0, 8)) === Number(regon[8]);
}

export function isValidRegon14(value: string): boolean {
  const regon = normalizeRegon(value);
  return (
    /^\d{14}$/.test(regon) &&
    isValidRegon9(regon.slice(0, 9)) &&
    regon14CheckDigit(regon.slice(0, 13)) === Number(regon[13])
  );
}

/** A 9- or 14-digit REGON. */
export function isValidRegon(value: string): boolean {
  return isValidRegon9(value) || isValidRegon14(value);
}

export function generateRegon9(rng: Rng): string {
  const prefix = String(randomInt(rng, 1, 9)) + randomDigits(rng, 7);
  return prefix + regon9CheckDigit(prefix);
}

export function generateRegon14(rng: Rng): string {
  const prefix = generateRegon9(rng) + randomDigits(rng, 4);
  return prefix + regon14CheckDigit(prefix);
}

// ---------------------------------------------------------------------------------------------------------
// PESEL

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
/** Month offset → first year of the century (DOMAIN §3; +40/+60 are [UNVERIFIED] in the pages read). */
const PESEL_CENTURIES: ReadonlyArray<readonly [offset: number, century: number]> = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

export type Sex = "male" | "female";
export const SEX_LABELS: Readonly<Record<Sex, string>> = { male: "Mężczyzna", female: "Kobieta" };

export function normalizePesel(value: string): string {
  return value.replace(/\s/g, "");
}

export function peselCheckDigit(firstTen: string): number {
  return (10 - (weightedSum(digitsOf(firstTen), PESEL_WEIGHTS) % 10)) % 10;
}

/** Only the check digit (no date check). */
export function isPeselChecksumValid(value: string): boolean {
  const pesel = normalizePesel(value);
  return /^\d{11}$/.test(pesel) && peselCheckDigit(pesel.slice(0, 10)) === Number(pesel[10]);
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, "0");
}

/** Birth date as ISO "YYYY-MM-DD" (century from the month offset), or null if not a real date. */
export function peselBirthDate(value: string): string | null {
  const pesel = normalizePesel(value);
  if (!/^\d{11}$/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const dd = Number(pesel.slice(4, 6));
  for (const [offset, century] of PESEL_CENTURIES) {
    const month = mm - offset;
    if (month >= 1 && month <= 12) {
      const year = century + yy;
      return isRealDate(year, month, dd) ? `${year}-${pad(month, 2)}-${pad(dd, 2)}` : null;
    }
  }
  return null;
}

/** Digit 10: even → female, odd → male. Null when the format is wrong. */
export function peselSex(value: string): Sex | null {
  const pesel = normalizePesel(value);
  if (!/^\d{11}$/.test(pesel)) return null;
  return Number(pesel[9]) % 2 === 0 ? "female" : "male";
}

/** Checksum and a real calendar date. */
export function isValidPesel(value: string): boolean {
  return isPeselChecksumValid(value) && peselBirthDate(value) !== null;
}

export type PeselOptions = { minYear?: number; maxYear?: number; sex?: Sex };

/** A valid PESEL born between minYear and maxYear (defaults 1940–2007). */
export function generatePesel(rng: Rng, options: PeselOptions = {}): string {
  const minYear = Math.max(1800, options.minYear ?? 1940);
  const maxYear = Math.min(2299, options.maxYear ?? 2007);
  const year = randomInt(rng, minYear, maxYear);
  const month = randomInt(rng, 1, 12);
  const daysInMonth =
    new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
  const day = randomInt(rng, 1, daysInMonth);
  const offset = PESEL_CENTURIES.find(([, century]) => year >= century && year < century + 100)![0];
  const sex = options.sex ?? (rng() < 0.5 ? "female" : "male");
  const sexDigit = 2 * randomInt(rng, 0, 4) + (sex === "male" ? 1 : 0);
  const firstTen =
    pad(year % 100, 2) + pad(month + offset, 2) + pad(day, 2) + randomDigits(rng, 3) + sexDigit;
  return firstTen + peselCheckDigit(firstTen);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

// ---------------------------------------------------------------------------------------------------------
// NRB / IBAN PL

const BANK_SORT_CODE_WEIGHTS = [3, 9, 7, 1, 3, 9, 7] as const;

/** Remainder of a long digit string modulo m, without BigInt. */
function modOfDigits(digits: string, m: number): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + (ch.charCodeAt(0) - 48)) % m;
  return rest;
}

/** "PL61 1090 1014 …" → "61109010140000071219812874" (26 digits if well-formed). */
export function normalizeNrb(value: string): string {
  return compact(value).replace(/^PL/, "");
}

/** ISO 13616 MOD 97-10 on PL + NRB: BBAN + "2521" + KK ≡ 1 (mod 97). */
export function isValidNrb(value: string): boolean {
  const nrb = normalizeNrb(value);
  if (!/^\d{26}$/.test(nrb)) return false;
  return modOfDigits(`${nrb.slice(2)}2521${nrb.slice(0, 2)}`, 97) === 1;
}

/** Check digits for a 24-digit BBAN: 98 − (BBAN·"252100" mod 97). */
export function nrbCheckDigits(bban: string): string {
  return pad(98 - modOfDigits(`${bban}252100`, 97), 2);
}

/** The 8-digit bank sort code's own check digit (weights 3 9 7 1 3 9 7), optional extra check. */
export function isValidBankSortCode(sortCode: string): boolean {
  if (!/^\d{8}$/.test(sortCode)) return false;
  const check = (10 - (weightedSum(digitsOf(sortCode), BANK_SORT_CODE_WEIGHTS) % 10)) % 10;
  return check === Number(sortCode[7]);
}

/** "61109010140000071219812874" → "61 1090 1014 0000 0712 1981 2874". */
export function formatNrb(value: string): string {
  const nrb = normalizeNrb(value);
  if (!/^\d{26}$/.test(nrb)) return value;
  return `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, "$1 ")}`;
}

/** NRB → electronic IBAN "PL611090…". */
export function nrbToIban(value: string): string {
  return `PL${normalizeNrb(value)}`;
}

/** A valid NRB (with a valid bank sort code). */
export function generateNrb(rng: Rng): string {
  const sortPrefix = randomDigits(rng, 7);
  const sortCheck = (10 - (weightedSum(digitsOf(sortPrefix), BANK_SORT_CODE_WEIGHTS) % 10)) % 10;
  const bban = sortPrefix + sortCheck + randomDigits(rng, 16);
  return nrbCheckDigits(bban) + bban;
}

// ---------------------------------------------------------------------------------------------------------
// ID card (`seria i numer dowodu osobistego`)

const ID_CARD_WEIGHTS = [7, 3, 1, 0, 7, 3, 1, 7, 3] as const;

/** Letter A–Z → 10–35; digit → its value. */
function idCardCharValue(ch: string): number {
  const code = ch.charCodeAt(0);
  return code >= 65 ? code - 55 : code - 48;
}

export function normalizeIdCard(value: string): string {
  return compact(value);
}

/** Σ (value × weight) mod 10 over all positions but the 4th (the check digit). */
export function idCardCheckDigit(idCard: string): number {
  let sum = 0;
  for (let k = 0; k < 9; k++) sum += idCardCharValue(idCard[k] ?? "0") * ID_CARD_WEIGHTS[k]!;
  return sum % 10;
}

export function isValidIdCard(value: string): boolean {
  const id = normalizeIdCard(value);
  return /^[A-Z]{3}\d{6}$/.test(id) && idCardCheckDigit(id) === Number(id[3]);
}

export function generateIdCard(rng: Rng): string {
  let letters = "";
  for (let k = 0; k < 3; k++) letters += String.fromCharCode(65 + randomInt(rng, 0, 25));
  const withPlaceholder = `${letters}0${randomDigits(rng, 5)}`;
  return `${letters}${idCardCheckDigit(withPlaceholder)}${withPlaceholder.slice(4)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Postal code and phone

/** "00838" or "00 - 838" → "00-838" (other input is returned trimmed, unchanged). */
export function normalizePostalCode(value: string): string {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : value.trim();
}

export function isValidPostalCode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(normalizePostalCode(value));
}

/** Mobile prefixes (DOMAIN §3; [UNVERIFIED] that the list is complete). */
export const MOBILE_PREFIXES = [
  "45",
  "50",
  "51",
  "53",
  "57",
  "60",
  "66",
  "69",
  "72",
  "73",
  "78",
  "79",
  "88",
] as const;

/**
 * National numbers are 9 digits with no trunk 0. DOMAIN §3 suggests ^[4-9]\d{8}$, but that would refuse
 * real geographic numbers such as Warsaw (22), Kraków (12) or Katowice (32); any first digit 1–9 is allowed.
 */
export const PHONE_PATTERN = /^[1-9]\d{8}$/;

/**
 * "+48 600 700 800", "0048600700800", "(0) 600-700-800", "48600700800" → "600700800";
 * null when the result is not 9 digits matching PHONE_PATTERN.
 */
export function normalizePhone(value: string): string | null {
  let phone = value.replace(/\(0\)/g, "").replace(/[\s\-()./]/g, "");
  if (phone.startsWith("+48")) phone = phone.slice(3);
  else if (phone.startsWith("0048")) phone = phone.slice(4);
  else if (/^48\d{9}$/.test(phone)) phone = phone.slice(2);
  return PHONE_PATTERN.test(phone) ? phone : null;
}

export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}

export function isMobile(value: string): boolean {
  const phone = normalizePhone(value);
  return phone !== null && (MOBILE_PREFIXES as readonly string[]).includes(phone.slice(0, 2));
}

/** "600700800" → "+48600700800" (E.164), or null. */
export function phoneToE164(value: string): string | null {
  const phone = normalizePhone(value);
  return phone === null ? null : `+48${phone}`;
}

// ---------------------------------------------------------------------------------------------------------
// Zod schemas: validate the raw input, output the normalised form.

export const MESSAGES = {
  nip: "Nieprawidłowy NIP",
  regon: "Nieprawidłowy numer REGON",
  pesel: "Nieprawidłowy numer PESEL",
  nrb: "Nieprawidłowy numer rachunku bankowego",
  idCard: "Nieprawidłowa seria i numer dowodu osobistego",
  postalCode: "Nieprawidłowy kod pocztowy (format 00-000)",
  phone: "Nieprawidłowy numer telefonu",
  mobile: "Podaj numer telefonu komórkowego",
} as const;

function identifierSchema(
  message: string,
  isValid: (value: string) => boolean,
  normalize: (value: string) => string,
) {
  return z
    .string({ error: message })
    .refine(isValid, { error: message })
    .transform((value) => normalize(value));
}

export const nipSchema = identifierSchema(MESSAGES.nip, isValidNip, normalizeNip);
export const regonSchema = identifierSchema(MESSAGES.regon, isValidRegon, normalizeRegon);
export const peselSchema = identifierSchema(MESSAGES.pesel, isValidPesel, normalizePesel);
export const nrbSchema = identifierSchema(MESSAGES.nrb, isValidNrb, normalizeNrb);
export const idCardSchema = identifierSchema(MESSAGES.idCard, isValidIdCard, normalizeIdCard);
export const postalCodeSchema = identifierSchema(MESSAGES.postalCode, isValidPostalCode, normalizePostalCode);
export const phoneSchema = identifierSchema(MESSAGES.phone, isValidPhone, (value) => normalizePhone(value)!);
/** For SMS/OTP: a valid phone with a mobile prefix. */
export const mobilePhoneSchema = z
  .string({ error: MESSAGES.phone })
  .refine(isValidPhone, { error: MESSAGES.phone, abort: true })
  .refine(isMobile, { error: MESSAGES.mobile })
  .transform((value) => normalizePhone(value)!);
