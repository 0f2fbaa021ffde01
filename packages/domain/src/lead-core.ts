// What every lead form needs in the browser, the short notify form included: the forms, the consent
// texts' version, the checkboxes' names and the acknowledgements. Kept apart from lead-texts.ts so a page
// with only the notify form does not load the other forms' option lists.

/**
 * The version of the consent texts next to the forms' checkboxes (and of /informacje/rodo they link to).
 * Change it whenever those texts change: every lead keeps the version its sender saw.
 */
export const LEAD_CONSENT_VERSION = "2026-11-1";

/**
 * The forms with a page of their own (`/formularz/:form`): contact, dealer and partner are `<LeadForm>`s,
 * notify ("powiadom mnie") is the short `<NotifyForm>` shown where we have no car to offer yet.
 */
export const LEAD_FORMS = ["contact", "dealer", "partner", "notify"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The acknowledgement of each kind of lead (the API's answer and the page's confirmation). */
export const LEAD_THANKS = {
  contact: "Dziękujemy za wiadomość! Odpowiemy najpóźniej w następnym dniu roboczym.",
  notify: "Gotowe! Napiszemy do Ciebie, gdy pojawi się nowa oferta.",
  dealer: "Dziękujemy! Opiekun dealerów zadzwoni do Ciebie w ciągu dwóch dni roboczych.",
  partner: "Dziękujemy za zgłoszenie do programu partnerskiego! Odezwiemy się w ciągu dwóch dni roboczych.",
} as const;

/**
 * The forms' checkboxes. The required one is named after the request field it becomes, so the API's and
 * the schema's `consents` error lands next to it.
 */
export const CONSENT_FIELDS = { contact: "consents", marketing: "consentMarketing" } as const;
