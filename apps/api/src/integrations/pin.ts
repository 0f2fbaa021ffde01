/**
 * SMS PINs for confirming an order or an offer — the QUALITY.md "SMS PIN" bar as pure functions over an
 * injectable store (DOMAIN §6.2):
 *
 * - 6 digits from a CSPRNG (`crypto.randomInt`), never derived from the order or the time;
 * - stored only as HMAC-SHA256(PIN_SECRET, offer ‖ phone ‖ pin), compared with `crypto.timingSafeEqual`;
 * - valid for at most 5 minutes; single use; issuing a new code invalidates the earlier ones of the offer;
 * - dead after 5 wrong tries (each try is counted before the comparison, so concurrent guesses cannot
 *   exceed the limit);
 * - at most 3 sends per offer per hour, 5 per phone per hour and 10 per phone per day, 30 s between
 *   sends; counters are keyed by offer and by a keyed hash of the phone — never by IP, which is not even
 *   an input here;
 * - the text "Kod 123456 do potwierdzenia {purpose}. Nie podawaj go nikomu." ends with the WebOTP line
 *   "@leasingowo.pl #123456" (autocomplete="one-time-code").
 *
 * `createMemoryPinStore()` is for one process and the tests; the order/offer work adds a database store
 * implementing `PinStore` (each method is one atomic statement or transaction).
 */

import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { normalizePhone } from "@vhs/domain/identifiers.ts";
import type { SmsError, SmsSender } from "./sms.ts";
import { type Clock, err, ok, type Result, systemClock } from "./support.ts";

export type PinRules = {
  ttlMs: number;
  maxAttempts: number;
  maxSendsPerOfferPerHour: number;
  maxSendsPerPhonePerHour: number;
  maxSendsPerPhonePerDay: number;
  resendCooldownMs: number;
};

export const DEFAULT_PIN_RULES: Readonly<PinRules> = {
  ttlMs: 5 * 60 * 1000,
  maxAttempts: 5,
  maxSendsPerOfferPerHour: 3,
  maxSendsPerPhonePerHour: 5,
  maxSendsPerPhonePerDay: 10,
  resendCooldownMs: 30 * 1000,
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type PinCodeRecord = {
  id: string;
  offerId: string;
  /** HMAC-SHA256 of offer, phone and PIN, hex. Never the PIN itself. */
  hash: string;
  /** HMAC-SHA256 of the phone, hex: the phone's counter key (no plaintext phone in PIN storage). */
  phoneKey: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  usedAt: number | null;
};

export type PinSendLimit = "OFFER_HOURLY" | "PHONE_HOURLY" | "PHONE_DAILY" | "COOLDOWN";

export type SendReservation = { ok: true } | { ok: false; limit: PinSendLimit; retryAt: number };

export interface PinStore {
  /**
   * Atomically: if a send for this offer and phone keeps within `rules` at `now`, records it and answers
   * ok; otherwise answers which limit and from when a send will be allowed again.
   */
  reserveSend(input: {
    offerId: string;
    phoneKey: string;
    now: number;
    rules: PinRules;
  }): Promise<SendReservation>;
  /** Saves a new code; every earlier code of the same offer stops being valid. */
  saveCode(record: PinCodeRecord): Promise<void>;
  /** The offer's newest code (also when used, expired or dead), or undefined. */
  latestCode(offerId: string): Promise<PinCodeRecord | undefined>;
  /** Atomically adds one try to the code; answers the new number of tries. */
  addAttempt(codeId: string): Promise<number>;
  /** Atomically marks the code used if it is not yet; true when this call used it. */
  consume(codeId: string, now: number): Promise<boolean>;
}

export interface MemoryPinStore extends PinStore {
  /** Everything stored, for tests (e.g. to prove no PIN is kept in plaintext). */
  dump(): unknown;
}

export function createMemoryPinStore(): MemoryPinStore {
  const codesByOffer = new Map<string, PinCodeRecord>();
  const codesById = new Map<string, PinCodeRecord>();
  const offerSends = new Map<string, number[]>();
  const phoneSends = new Map<string, number[]>();

  const recent = (log: Map<string, number[]>, key: string, since: number) => {
    const kept = (log.get(key) ?? []).filter((t) => t > since);
    log.set(key, kept);
    return kept;
  };

  return {
    async reserveSend({ offerId, phoneKey, now, rules }) {
      const byOffer = recent(offerSends, offerId, now - HOUR_MS);
      const byPhoneDay = recent(phoneSends, phoneKey, now - DAY_MS);
      const byPhoneHour = byPhoneDay.filter((t) => t > now - HOUR_MS);
      const last = Math.max(-Infinity, ...byOffer, ...byPhoneHour);
      if (now - last < rules.resendCooldownMs)
        return { ok: false, limit: "COOLDOWN", retryAt: last + rules.resendCooldownMs };
      if (byOffer.length >= rules.maxSendsPerOfferPerHour) {
        return {
          ok: false,
          limit: "OFFER_HOURLY",
          retryAt: byOffer[byOffer.length - rules.maxSendsPerOfferPerHour]! + HOUR_MS,
        };
      }
      if (byPhoneHour.length >= rules.maxSendsPerPhonePerHour) {
        return {
          ok: false,
          limit: "PHONE_HOURLY",
          retryAt: byPhoneHour[byPhoneHour.length - rules.maxSendsPerPhonePerHour]! + HOUR_MS,
        };
      }
      if (byPhoneDay.length >= rules.maxSendsPerPhonePerDay) {
        return {
          ok: false,
          limit: "PHONE_DAILY",
          retryAt: byPhoneDay[byPhoneDay.length - rules.maxSendsPerPhonePerDay]! + DAY_MS,
        };
      }
      byOffer.push(now);
      byPhoneDay.push(now);
      return { ok: true };
    },
    async saveCode(record) {
      const previous = codesByOffer.get(record.offerId);
      if (previous) codesById.delete(previous.id);
      codesByOffer.set(record.offerId, { ...record });
      codesById.set(record.id, codesByOffer.get(record.offerId)!);
    },
    async latestCode(offerId) {
      const record = codesByOffer.get(offerId);
      return record ? { ...record } : undefined;
    },
    async addAttempt(codeId) {
      const record = codesById.get(codeId);
      if (!record) return Number.POSITIVE_INFINITY;
      record.attempts += 1;
      return record.attempts;
    },
    async consume(codeId, now) {
      const record = codesById.get(codeId);
      if (!record || record.usedAt !== null) return false;
      record.usedAt = now;
      return true;
    },
    dump() {
      return {
        codes: [...codesByOffer.values()],
        offerSends: Object.fromEntries(offerSends),
        phoneSends: Object.fromEntries(phoneSends),
      };
    },
  };
}

export interface PinDeps {
  store: PinStore;
  /** PIN_SECRET: at least 32 characters, the same on every instance. */
  secret: string;
  sms: SmsSender;
  now?: Clock;
  rules?: Partial<PinRules>;
  /** The site's host for the WebOTP line; default "leasingowo.pl". */
  webOtpDomain?: string;
}

export type PinIssued = {
  codeId: string;
  /** ms since the epoch */
  expiresAt: number;
  /** ms since the epoch: the earliest next send. */
  resendAvailableAt: number;
  sms: { provider: string; id: string | null; status: string };
};

export type PinIssueError =
  | { code: "INVALID_PHONE"; field: "phone"; message: string }
  | { code: "INVALID_PURPOSE"; message: string }
  | { code: "TOO_MANY_SENDS"; limit: PinSendLimit; retryAt: number; message: string }
  | { code: "SMS_FAILED"; sms: SmsError; message: string };

export type PinVerifyError =
  | { code: "INVALID_FORMAT"; field: "pin"; message: string }
  | { code: "NO_CODE"; field: "pin"; message: string }
  | { code: "EXPIRED"; field: "pin"; message: string }
  | { code: "LOCKED"; field: "pin"; message: string }
  | { code: "WRONG"; field: "pin"; attemptsLeft: number; message: string };

export const PIN_MESSAGES = {
  invalidFormat: "Kod składa się z 6 cyfr.",
  noCode: "Nieprawidłowy lub nieaktualny kod. Wyślij nowy kod.",
  expired: "Kod wygasł. Wyślij nowy kod.",
  locked: "Przekroczono liczbę prób. Wyślij nowy kod.",
  wrong: (left: number) => `Nieprawidłowy kod. Pozostało prób: ${left}.`,
  tooMany: (seconds: number) =>
    seconds < 120
      ? `Kolejny kod możesz wysłać za ${seconds} s.`
      : `Wysłano już maksymalną liczbę kodów. Kolejny możesz wysłać za ${Math.ceil(seconds / 60)} min.`,
  smsFailed: "Nie udało się wysłać SMS-a z kodem. Spróbuj ponownie za chwilę.",
} as const;

/** The SMS text: purpose-bound, a warning, and the WebOTP line last (DOMAIN §6.2). */
export function pinSmsText(pin: string, purpose: string, webOtpDomain = "leasingowo.pl"): string {
  return `Kod ${pin} do potwierdzenia ${purpose}. Nie podawaj go nikomu.\n\n@${webOtpDomain} #${pin}`;
}

/** The PIN in a text written by pinSmsText (reads the WebOTP line), e.g. for end-to-end tests. */
export function pinFromSmsText(text: string): string | null {
  return /#(\d{6})\s*$/.exec(text)?.[1] ?? null;
}

/** Six digits, uniformly from the CSPRNG. */
export function generatePin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function pinHash(secret: string, offerId: string, phone: string, pin: string): Buffer {
  return createHmac("sha256", secret).update(`pin:v1\n${offerId}\n${phone}\n${pin}`).digest();
}

/** The keyed hash of a normalised phone (PIN send counters; offers find their customer by it). */
export function phoneKey(secret: string, phone: string): string {
  return createHmac("sha256", secret).update(`phone:v1\n${phone}`).digest("hex");
}

function rulesOf(deps: PinDeps): PinRules {
  return { ...DEFAULT_PIN_RULES, ...deps.rules };
}

/** Creates a code for the offer, invalidating earlier ones, and sends it by SMS. */
export async function issuePin(
  deps: PinDeps,
  input: { offerId: string; phone: string; purpose: string },
): Promise<Result<PinIssued, PinIssueError>> {
  const now = (deps.now ?? systemClock)();
  const rules = rulesOf(deps);
  const phone = normalizePhone(input.phone);
  if (!phone) return err({ code: "INVALID_PHONE", field: "phone", message: "Nieprawidłowy numer telefonu" });
  if (!/^[^\n\r]{1,80}$/.test(input.purpose)) {
    return err({ code: "INVALID_PURPOSE", message: "Nieprawidłowy opis celu kodu." });
  }
  const key = phoneKey(deps.secret, phone);
  const reservation = await deps.store.reserveSend({ offerId: input.offerId, phoneKey: key, now, rules });
  if (!reservation.ok) {
    const seconds = Math.max(1, Math.ceil((reservation.retryAt - now) / 1000));
    return err({
      code: "TOO_MANY_SENDS",
      limit: reservation.limit,
      retryAt: reservation.retryAt,
      message: PIN_MESSAGES.tooMany(seconds),
    });
  }
  const pin = generatePin();
  const record: PinCodeRecord = {
    id: randomUUID(),
    offerId: input.offerId,
    hash: pinHash(deps.secret, input.offerId, phone, pin).toString("hex"),
    phoneKey: key,
    createdAt: now,
    expiresAt: now + rules.ttlMs,
    attempts: 0,
    usedAt: null,
  };
  await deps.store.saveCode(record);
  const sent = await deps.sms.send(phone, pinSmsText(pin, input.purpose, deps.webOtpDomain), {
    idempotencyKey: `pin-${record.id}`,
  });
  if (!sent.ok) return err({ code: "SMS_FAILED", sms: sent.error, message: PIN_MESSAGES.smsFailed });
  return ok({
    codeId: record.id,
    expiresAt: record.expiresAt,
    resendAvailableAt: now + rules.resendCooldownMs,
    sms: { provider: sent.value.provider, id: sent.value.id, status: sent.value.status },
  });
}

/** Checks a PIN for the offer and phone; on success the code is used up. */
export async function verifyPin(
  deps: PinDeps,
  input: { offerId: string; phone: string; pin: string },
): Promise<Result<{ codeId: string }, PinVerifyError>> {
  const now = (deps.now ?? systemClock)();
  const rules = rulesOf(deps);
  const pin = input.pin.replace(/\s/g, "");
  if (!/^\d{6}$/.test(pin))
    return err({ code: "INVALID_FORMAT", field: "pin", message: PIN_MESSAGES.invalidFormat });
  const record = await deps.store.latestCode(input.offerId);
  if (!record || record.usedAt !== null)
    return err({ code: "NO_CODE", field: "pin", message: PIN_MESSAGES.noCode });
  if (now >= record.expiresAt) return err({ code: "EXPIRED", field: "pin", message: PIN_MESSAGES.expired });
  if (record.attempts >= rules.maxAttempts)
    return err({ code: "LOCKED", field: "pin", message: PIN_MESSAGES.locked });
  const attempt = await deps.store.addAttempt(record.id);
  if (attempt > rules.maxAttempts) return err({ code: "LOCKED", field: "pin", message: PIN_MESSAGES.locked });
  const phone = normalizePhone(input.phone) ?? input.phone;
  const expected = Buffer.from(record.hash, "hex");
  const given = pinHash(deps.secret, input.offerId, phone, pin);
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    if (await deps.store.consume(record.id, now)) return ok({ codeId: record.id });
    return err({ code: "NO_CODE", field: "pin", message: PIN_MESSAGES.noCode });
  }
  if (attempt >= rules.maxAttempts)
    return err({ code: "LOCKED", field: "pin", message: PIN_MESSAGES.locked });
  const left = rules.maxAttempts - attempt;
  return err({ code: "WRONG", field: "pin", attemptsLeft: left, message: PIN_MESSAGES.wrong(left) });
}
