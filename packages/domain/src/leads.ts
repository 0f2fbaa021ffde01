// What visitors send us (SPEC §7 POST /contact-form, /notify/, /srv/notion; the partner programme): the
// request schemas the API validates and the web's form actions check before sending, and the bot checks.
// The texts, consent version and choices are in lead-texts.ts (no Zod there: the form component needs them
// in the browser).
import { z } from "zod";
import { campaignFromJson, hasCampaign } from "./campaign.ts";
import { campaignRequest } from "./campaign-schema.ts";
import { isValidNip, isValidPhone, normalizeNip, normalizePhone } from "./identifiers.ts";
import {
  BOT_MAX_FORM_AGE_MS,
  BOT_MESSAGES,
  BOT_MIN_FILL_MS,
  CONSENT_FIELDS,
  CONSENT_IDS,
  CONTACT_TOPICS,
  DEALER_MONTHLY_SALES,
  LEAD_CONSENT_VERSION,
  LEAD_SITE,
  type LeadForm,
  MESSAGES,
  PARTNER_TYPES,
} from "./lead-texts.ts";

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(o: T) => Object.keys(o) as Keys<T>;

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

const common = { site, sourcePath, campaign: campaignRequest(MESSAGES.campaign), ...botFields };

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
  notify: notifyLeadRequest,
} as const;

/** The API operation each form page sends to. */
export const LEAD_FORM_PATHS: Record<LeadForm, string> = {
  contact: "/contact-form",
  dealer: "/v3/dealer-lead",
  partner: "/v3/partner-signup",
  notify: "/notify/",
};

// ---------------------------------------------------------------------------------------------------------
// From a form to a request

/** Form fields that are not part of the request as they are. */
const FORM_ONLY = new Set<string>([
  CONSENT_FIELDS.contact,
  CONSENT_FIELDS.marketing,
  "consentVersion",
  "startedAt",
  "js",
  "filledMs",
  "campaign",
]);

/**
 * A form's values (strings, as posted) → the API's request body: the checkboxes become consents with
 * the version the page showed, `startedAt` a number. The required checkbox is the consent to be contacted,
 * on the notify form the consent to its notifications. The result still has to pass the request schema.
 */
export function leadRequestFromForm(
  values: Record<string, string>,
  form: LeadForm = "contact",
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!FORM_ONLY.has(key)) body[key] = value;
  const version = values.consentVersion || LEAD_CONSENT_VERSION;
  const required = form === "notify" ? CONSENT_IDS.notify : CONSENT_IDS.contact;
  body.consents = [
    { id: required, accepted: Boolean(values[CONSENT_FIELDS.contact]), version },
    { id: CONSENT_IDS.marketing, accepted: Boolean(values[CONSENT_FIELDS.marketing]), version },
  ];
  // The campaign keys come as one JSON field (the page's script, or the server from the entry cookie).
  const campaign = campaignFromJson(values.campaign);
  if (hasCampaign(campaign)) body.campaign = campaign;
  const startedAt = Number(values.startedAt);
  body.startedAt = values.startedAt && Number.isFinite(startedAt) ? startedAt : values.startedAt;
  return body;
}

/** What a form page's action validates its posted values with: the request schema, after the mapping. */
export function leadFormSchema<F extends LeadForm>(form: F) {
  return z.preprocess(
    (values) => leadRequestFromForm(values as Record<string, string>, form),
    LEAD_FORM_REQUESTS[form],
  );
}

/** Why a submission looks like a bot's, or null. `now` and `startedAt` are epoch milliseconds. */
export function botRefusal(input: { website?: string | undefined; startedAt: number }, now: number) {
  if (input.website?.trim()) return BOT_MESSAGES.honeypot;
  const age = now - input.startedAt;
  if (age < BOT_MIN_FILL_MS) return BOT_MESSAGES.tooFast;
  if (age > BOT_MAX_FORM_AGE_MS) return BOT_MESSAGES.tooOld;
  return null;
}
