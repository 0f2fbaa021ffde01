// What visitors send us (SPEC §7 POST /contact-form, /notify/, /srv/notion; the partner programme): the
// request schemas the API validates and the web's forms check before sending, the consent versions, the
// bot checks and the Polish texts of the answers. Every message names its field in Polish.
import { z } from "zod";
import { isValidNip, isValidPhone, normalizeNip, normalizePhone } from "./identifiers.ts";

/** SPEC §3: the contact form's `site` defaults to this site. */
export const LEAD_SITE = "leasingowo.pl";

/**
 * The version of the consent texts next to the forms' checkboxes (and of /informacje/rodo they link to).
 * Change it whenever those texts change: every lead keeps the version its sender saw.
 */
export const LEAD_CONSENT_VERSION = "2026-11-1";

/** Consent ids, as stored with each lead. */
export const CONSENT_IDS = {
  /** Processing the contact data to answer (RODO art. 6(1)(a)); required on every form but notify. */
  contact: "kontakt",
  /** Sending the notifications asked for; required on the notify form. */
  notify: "powiadomienia",
  /** Our offers by e-mail and phone; always optional. */
  marketing: "marketing",
} as const;

/**
 * How the web names the visitor's address to the API (the per-visitor form limits). The API believes it
 * only from the web itself: in-process, or over HTTP with the shared internal token.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
export const INTERNAL_TOKEN_HEADER = "x-internal-token";

/** Submissions sooner than this after the form was rendered are refused as bots. */
export const BOT_MIN_FILL_MS = 3000;
/** A form rendered longer ago than this is refused (a replayed page). */
export const BOT_MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** The forms with a page of their own (`/formularz/:form`) and a `<LeadForm form>`. */
export const LEAD_FORMS = ["contact", "dealer", "partner"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export const CONTACT_TOPICS = {
  oferta: "Oferta leasingu",
  samochod: "Konkretny samochód",
  wniosek: "Mój wniosek",
  umowa: "Moja umowa leasingu",
  wspolpraca: "Współpraca",
  inne: "Inna sprawa",
} as const;

export const PARTNER_TYPES = {
  portal: "Portal internetowy",
  influencer: "Influencer / twórca",
  broker: "Broker / pośrednik",
  "biuro-rachunkowe": "Biuro rachunkowe",
  inne: "Inne",
} as const;

export const DEALER_MONTHLY_SALES = {
  "do-10": "do 10 samochodów",
  "11-30": "11–30 samochodów",
  "31-100": "31–100 samochodów",
  "ponad-100": "ponad 100 samochodów",
} as const;

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(o: T) => Object.keys(o) as Keys<T>;

/** The fields' Polish names: the forms' labels and the team's e-mails. */
export const LEAD_FIELD_LABELS = {
  name: "Imię i nazwisko",
  email: "E-mail",
  phone: "Telefon",
  topic: "Temat",
  message: "Wiadomość",
  nip: "NIP",
  carRef: "Samochód",
  subject: "Powiadomienie o",
  dealershipName: "Nazwa salonu (dealera)",
  city: "Miejscowość",
  contactPerson: "Osoba do kontaktu",
  monthlySales: "Sprzedaż miesięcznie",
  partnerType: "Rodzaj partnera",
  channelUrl: "Adres strony lub profilu",
} as const;

export const MESSAGES = {
  name: "Podaj imię i nazwisko (2–100 znaków).",
  partnerName: "Podaj imię i nazwisko albo nazwę firmy (2–100 znaków).",
  email: "Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.",
  phone: "Podaj poprawny numer telefonu: 9 cyfr, np. 600 700 800.",
  topic: "Wybierz temat wiadomości.",
  message: "Wiadomość: napisz od 10 do 2000 znaków.",
  optionalMessage: "Wiadomość: najwyżej 2000 znaków.",
  nip: "NIP: nieprawidłowy numer — sprawdź cyfry (10 cyfr).",
  carRef: "Samochód: nieprawidłowe oznaczenie (najwyżej 200 znaków).",
  subject: "Wybierz, o czym mamy Cię powiadomić: marka, model albo promocje.",
  dealershipName: "Podaj nazwę salonu (2–120 znaków).",
  city: "Podaj miejscowość (2–80 znaków).",
  contactPerson: "Podaj imię i nazwisko osoby do kontaktu (2–100 znaków).",
  monthlySales: "Wybierz, ile samochodów salon sprzedaje miesięcznie.",
  partnerType: "Wybierz rodzaj partnera.",
  channelUrl: "Adres strony lub profilu: podaj adres, np. https://twojastrona.pl.",
  channelUrlRequired: "Podaj adres strony lub profilu — portal i influencer współpracują przez swój kanał.",
  consentContact: "Zaznacz zgodę na przetwarzanie danych kontaktowych — bez niej nie możemy odpowiedzieć.",
  consentNotify: "Zaznacz zgodę na otrzymywanie powiadomień — bez niej nie możemy ich wysyłać.",
  consents: "Zgody: nieprawidłowa lista zgód.",
  site: "Serwis (site): podaj nazwę domeny, np. leasingowo.pl.",
  sourcePath: "Nieprawidłowy adres strony z formularzem.",
  startedAt: "Nieprawidłowy czas otwarcia formularza. Odśwież stronę i wypełnij go ponownie.",
  website: "Nieprawidłowe pole.",
} as const;

/** Answers to a bot-like submission (the honeypot filled, sent too fast, a page too old). */
export const BOT_MESSAGES = {
  honeypot: "Nie udało się wysłać formularza. Odśwież stronę i spróbuj ponownie.",
  tooFast: "Formularz został wysłany zbyt szybko. Sprawdź dane i wyślij go ponownie za kilka sekund.",
  tooOld: "Formularz był otwarty zbyt długo. Odśwież stronę i wypełnij go ponownie.",
} as const;

/** The acknowledgement of each kind of lead (the API's answer and the page's confirmation). */
export const LEAD_THANKS = {
  contact: "Dziękujemy za wiadomość! Odpowiemy najpóźniej w następnym dniu roboczym.",
  notify: "Gotowe! Napiszemy do Ciebie, gdy pojawi się nowa oferta.",
  dealer: "Dziękujemy! Opiekun dealerów zadzwoni do Ciebie w ciągu dwóch dni roboczych.",
  partner: "Dziękujemy za zgłoszenie do programu partnerskiego! Odezwiemy się w ciągu dwóch dni roboczych.",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Fields

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/** An optional text field: an empty form field means "not given". */
const optionalText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => v || undefined);

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, { error: MESSAGES.email })
  .email({ error: MESSAGES.email });

const phone = z
  .string({ error: MESSAGES.phone })
  .max(30, { error: MESSAGES.phone })
  .refine(isValidPhone, { error: MESSAGES.phone })
  .transform((v) => normalizePhone(v)!);

const optionalPhone = z
  .string({ error: MESSAGES.phone })
  .max(30, { error: MESSAGES.phone })
  .optional()
  .refine((v) => !v?.trim() || isValidPhone(v), { error: MESSAGES.phone })
  .transform((v) => (v?.trim() ? normalizePhone(v)! : undefined));

const nip = z
  .string({ error: MESSAGES.nip })
  .max(20, { error: MESSAGES.nip })
  .refine(isValidNip, { error: MESSAGES.nip })
  .transform(normalizeNip);

const optionalNip = z
  .string({ error: MESSAGES.nip })
  .max(20, { error: MESSAGES.nip })
  .optional()
  .refine((v) => !v?.trim() || isValidNip(v), { error: MESSAGES.nip })
  .transform((v) => (v?.trim() ? normalizeNip(v) : undefined));

const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const site = z
  .string({ error: MESSAGES.site })
  .max(100, { error: MESSAGES.site })
  .refine((v) => HOST.test(v), { error: MESSAGES.site })
  .default(LEAD_SITE);

/** The page the form was on: a path on this site (no query, never `//host`). */
const sourcePath = z
  .string({ error: MESSAGES.sourcePath })
  .max(300, { error: MESSAGES.sourcePath })
  .refine((v) => /^\/(?![/\\])[^?#\s\\]*$/.test(v), { error: MESSAGES.sourcePath })
  .optional();

/** "twojastrona.pl" → "https://twojastrona.pl"; only http(s) addresses with a dotted host. */
export function normalizeUrl(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const optionalUrl = z
  .string({ error: MESSAGES.channelUrl })
  .max(300, { error: MESSAGES.channelUrl })
  .optional()
  .refine((v) => !v?.trim() || normalizeUrl(v) !== null, { error: MESSAGES.channelUrl })
  .transform((v) => (v?.trim() ? normalizeUrl(v)! : undefined));

const consent = z.object({
  id: z.string({ error: MESSAGES.consents }).regex(/^[a-z0-9-]{1,40}$/, { error: MESSAGES.consents }),
  accepted: z.boolean({ error: MESSAGES.consents }),
  version: z.string({ error: MESSAGES.consents }).regex(/^[\w.-]{1,40}$/, { error: MESSAGES.consents }),
});
export type LeadConsentInput = z.infer<typeof consent>;

/** The consents given with a lead; `required` must be among them, accepted. */
const consents = (required: string, message: string) =>
  z
    .array(consent, { error: MESSAGES.consents })
    .max(10, { error: MESSAGES.consents })
    .refine((list) => list.some((c) => c.id === required && c.accepted), { error: message });

/** Bot checks' inputs: the honeypot (must stay empty) and when the form was rendered (ms). */
const botFields = {
  website: z.string({ error: MESSAGES.website }).max(200, { error: MESSAGES.website }).optional(),
  startedAt: z
    .number({ error: MESSAGES.startedAt })
    .int({ error: MESSAGES.startedAt })
    .min(0, { error: MESSAGES.startedAt }),
};

const common = { site, sourcePath, ...botFields };

// ---------------------------------------------------------------------------------------------------------
// Requests

export const contactLeadRequest = z.object({
  ...common,
  name: text(MESSAGES.name, 2, 100),
  email,
  phone,
  topic: z.enum(keysOf(CONTACT_TOPICS), { error: MESSAGES.topic }),
  message: text(MESSAGES.message, 10, 2000),
  nip: optionalNip,
  carRef: optionalText(MESSAGES.carRef, 200),
  consents: consents(CONSENT_IDS.contact, MESSAGES.consentContact),
});

const SUBJECT = /^(?:promocje|[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?)$/;
export const notifyLeadRequest = z.object({
  ...common,
  email,
  phone: optionalPhone,
  subject: z
    .string({ error: MESSAGES.subject })
    .max(120, { error: MESSAGES.subject })
    .refine((v) => SUBJECT.test(v), { error: MESSAGES.subject }),
  consents: consents(CONSENT_IDS.notify, MESSAGES.consentNotify),
});

export const dealerLeadRequest = z.object({
  ...common,
  dealershipName: text(MESSAGES.dealershipName, 2, 120),
  nip,
  city: text(MESSAGES.city, 2, 80),
  contactPerson: text(MESSAGES.contactPerson, 2, 100),
  phone,
  email,
  monthlySales: z.enum(keysOf(DEALER_MONTHLY_SALES), { error: MESSAGES.monthlySales }),
  message: optionalText(MESSAGES.optionalMessage, 2000),
  consents: consents(CONSENT_IDS.contact, MESSAGES.consentContact),
});

/** Portals and influencers work through their channel: for them its address is required. */
const CHANNEL_REQUIRED = new Set(["portal", "influencer"]);

export const partnerSignupRequest = z
  .object({
    ...common,
    name: text(MESSAGES.partnerName, 2, 100),
    partnerType: z.enum(keysOf(PARTNER_TYPES), { error: MESSAGES.partnerType }),
    channelUrl: optionalUrl,
    email,
    phone,
    nip: optionalNip,
    consents: consents(CONSENT_IDS.contact, MESSAGES.consentContact),
  })
  .refine((v) => !CHANNEL_REQUIRED.has(v.partnerType) || v.channelUrl !== undefined, {
    error: MESSAGES.channelUrlRequired,
    path: ["channelUrl"],
  });

export type ContactLeadRequest = z.input<typeof contactLeadRequest>;
export type NotifyLeadRequest = z.input<typeof notifyLeadRequest>;
export type DealerLeadRequest = z.input<typeof dealerLeadRequest>;
export type PartnerSignupRequest = z.input<typeof partnerSignupRequest>;

/** The request schema behind each form page. */
export const LEAD_FORM_REQUESTS = {
  contact: contactLeadRequest,
  dealer: dealerLeadRequest,
  partner: partnerSignupRequest,
} as const;

/** The API operation each form page sends to. */
export const LEAD_FORM_PATHS: Record<LeadForm, string> = {
  contact: "/contact-form",
  dealer: "/v3/dealer-lead",
  partner: "/v3/partner-signup",
};

// ---------------------------------------------------------------------------------------------------------
// From a form to a request

/** The checkboxes' names; the required one has the id `consents` so its error lands next to it. */
export const CONSENT_FIELDS = { contact: "consentContact", marketing: "consentMarketing" } as const;
/** Form fields that are not part of the request as they are. */
const FORM_ONLY = new Set<string>([
  CONSENT_FIELDS.contact,
  CONSENT_FIELDS.marketing,
  "consentVersion",
  "startedAt",
  "js",
]);

/**
 * A form's values (strings, as posted) → the API's request body: the checkboxes become consents with
 * the version the page showed, `startedAt` a number. The result still has to pass the request schema.
 */
export function leadRequestFromForm(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!FORM_ONLY.has(key)) body[key] = value;
  const version = values.consentVersion || LEAD_CONSENT_VERSION;
  body.consents = [
    { id: CONSENT_IDS.contact, accepted: Boolean(values[CONSENT_FIELDS.contact]), version },
    { id: CONSENT_IDS.marketing, accepted: Boolean(values[CONSENT_FIELDS.marketing]), version },
  ];
  const startedAt = Number(values.startedAt);
  body.startedAt = values.startedAt && Number.isFinite(startedAt) ? startedAt : values.startedAt;
  return body;
}

/** Why a submission looks like a bot's, or null. `now` and `startedAt` are epoch milliseconds. */
export function botRefusal(input: { website?: string | undefined; startedAt: number }, now: number) {
  if (input.website?.trim()) return BOT_MESSAGES.honeypot;
  const age = now - input.startedAt;
  if (age < BOT_MIN_FILL_MS) return BOT_MESSAGES.tooFast;
  if (age > BOT_MAX_FORM_AGE_MS) return BOT_MESSAGES.tooOld;
  return null;
}
