// The lead forms' texts and constants, without Zod: the form component imports these into the browser,
// where the schemas (leads.ts) are not wanted. Every message names its field in Polish. What every form
// needs (the short notify form too) is in lead-core.ts, re-exported here.

export * from "./lead-core.ts";

/** SPEC §3: the contact form's `site` defaults to this site. */
export const LEAD_SITE = "leasingowo.pl";

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
/** The answering process's INSTANCE_ID (web or API), when set: shows which instance behind a balancer answered. */
export const SERVED_BY_HEADER = "x-served-by";

/** Submissions sooner than this after the form was rendered are refused as bots. */
export const BOT_MIN_FILL_MS = 3000;
/** A form rendered longer ago than this is refused (a replayed page). */
export const BOT_MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

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
  campaign: "Nieprawidłowe parametry kampanii (utm_source, gclid i podobne).",
  startedAt: "Nieprawidłowy czas otwarcia formularza. Odśwież stronę i wypełnij go ponownie.",
  website: "Nieprawidłowe pole.",
} as const;

/** Answers to a bot-like submission (the honeypot filled, sent too fast, a page too old). */
export const BOT_MESSAGES = {
  honeypot: "Nie udało się wysłać formularza. Odśwież stronę i spróbuj ponownie.",
  tooFast: "Formularz został wysłany zbyt szybko. Sprawdź dane i wyślij go ponownie za kilka sekund.",
  tooOld: "Formularz był otwarty zbyt długo. Odśwież stronę i wypełnij go ponownie.",
} as const;
