// The chat widget's words and numbers (docs/chat.md), shared by the widget (browser: no Zod here) and the
// API (its automatic answers and error messages).

/** SPEC §9: the widget asks for new messages every second while it is open and the page is visible. */
export const CHAT_POLL_MS = 1000;

/** The visitor's token header (the token never goes into an address, so it is never logged). */
export const CHAT_TOKEN_HEADER = "x-chat-token";
/** "ch_" + 32 base64url characters (192 random bits). */
export const CHAT_TOKEN_PATTERN = /^ch_[A-Za-z0-9_-]{32}$/;

export const CHAT_MESSAGE_MAX = 1000;

export const CHAT_TITLE = "Czat z Leasingowo";
export const CHAT_GREETING =
  "Dzień dobry! W czym możemy pomóc? Wybierz jedną z opcji albo napisz wiadomość — odpowiemy tutaj.";

/** The opening options, in this order: the second one calls the team (SPEC §4). */
export const CHAT_OPTIONS = {
  offer: "Chcę poznać ofertę / policzyć ratę",
  advisor: "Porozmawiaj z doradcą",
  status: "Status mojego wniosku",
} as const;
export type ChatOption = keyof typeof CHAT_OPTIONS;

/** The site's answers to the first and third options (links the widget shows under them). */
export const CHAT_OFFER_ANSWER =
  "Ratę dla wybranego samochodu policzysz w kalkulatorze leasingowym, a aktualne oferty znajdziesz w wyszukiwarce samochodów. Możesz też napisać, jakiego auta szukasz.";
export const CHAT_OFFER_LINKS = [
  { label: "Kalkulator leasingowy", href: "/kalkulator-leasingowy" },
  { label: "Wyszukiwarka samochodów", href: "/wyszukaj" },
] as const;
export const CHAT_STATUS_ANSWER =
  "Status wniosku złożonego online sprawdzisz pod linkiem z e-maila potwierdzającego zamówienie. Ofertę od doradcy otworzysz linkiem z SMS-a. Jeśli nie masz linku, napisz tutaj numer zamówienia albo poproś o kontakt z doradcą.";
export const CHAT_STATUS_LINKS = [{ label: "Obsługa klienta", href: "/obsluga-klienta" }] as const;

/** The site's answer once the team has been told. */
export const CHAT_ADVISOR_ANSWER =
  "Powiadomiliśmy naszych doradców — odpowiedź pojawi się tutaj, w godzinach pracy zwykle w ciągu kilku minut. Możesz też zostawić numer telefonu lub e-mail, a oddzwonimy.";
export const CHAT_CALLBACK_ANSWER = "Dziękujemy! Doradca skontaktuje się z Tobą najszybciej, jak to możliwe.";

export const CHAT_MESSAGES = {
  text: `Wiadomość: napisz od 1 do ${CHAT_MESSAGE_MAX} znaków.`,
  name: "Podaj imię (2–100 znaków).",
  phone: "Podaj poprawny numer telefonu: 9 cyfr, np. 600 700 800.",
  email: "Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.",
  contact: "Podaj numer telefonu albo adres e-mail, żebyśmy mogli się skontaktować.",
  sourcePath: "Nieprawidłowy adres strony.",
  token: "Rozmowa wygasła albo nie istnieje. Zacznij nową rozmowę.",
  closed: "Ta rozmowa została zakończona. Zacznij nową rozmowę.",
  network: "Nie udało się połączyć. Sprawdź internet i spróbuj ponownie.",
} as const;

/** The callback form's labels (its messages are above, by field). */
export const CHAT_FIELD_LABELS = {
  text: "Wiadomość",
  name: "Imię",
  phone: "Telefon",
  email: "E-mail",
} as const;
