// User-facing copy and option lists of the online order (GET /digital-order/setup): the steps, the RODO
// information clause (DOMAIN §8.1), the marketing consent, the BIK/BIG authorisation (DOMAIN §8.2), the
// statements of step 6 and the choices of steps 4–5. The values (ids) are what the API accepts.
// [UNVERIFIED] legal wording: to be reviewed by counsel before production (DOMAIN §8, §9 items 8–9).

import type { OrderStatus, OrderStep } from "@vhs/db/schema/orders.ts";
import { LEGAL_FORM_LABELS, LEGAL_FORMS } from "@vhs/domain/company.ts";
import { CLIENT_LABELS, CLIENT_TYPES } from "@vhs/domain/leasing-constants.ts";
import { COMPANY } from "@vhs/domain/site.ts";

/** Bumped when a consent or statement text changes; stored with what the customer accepted. */
export const ORDER_TEXTS_VERSION = "2026-11-2";

/** The controller named in the clause (placeholder identity of the operator of this site). */
export const CONTROLLER = {
  name: COMPANY.name,
  address: COMPANY.address,
  email: "kontakt@leasingowo.pl",
  dpoEmail: "iod@leasingowo.pl",
} as const;

export const STEP_DEFINITIONS: ReadonlyArray<{ id: OrderStep; title: string; description: string }> = [
  {
    id: "contact",
    title: "Dane kontaktowe",
    description: "Imię, nazwisko, e-mail i telefon oraz zgody potrzebne do rozpatrzenia wniosku.",
  },
  {
    id: "leasing",
    title: "Samochód i parametry leasingu",
    description: "Okres, opłata wstępna i wykup — rata przelicza się od razu.",
  },
  {
    id: "client",
    title: "Dane wnioskodawcy",
    description: "Firma: NIP i dane z wykazu podatników VAT. Konsument: PESEL, dowód osobisty i adres.",
  },
  {
    id: "details",
    title: "Informacje do decyzji",
    description: "Firma: data rozpoczęcia działalności i reprezentant. Konsument: dochody i zobowiązania.",
  },
  {
    id: "delivery",
    title: "Odbiór i rejestracja",
    description: "Gdzie odbierzesz samochód, kto go zarejestruje i jak będzie ubezpieczony.",
  },
  {
    id: "statements",
    title: "Oświadczenia i podsumowanie",
    description: "Sprawdź dane wniosku i złóż wymagane oświadczenia.",
  },
  {
    id: "bank",
    title: "Weryfikacja rachunku",
    description: "Potwierdź rachunek do spłaty rat przez bezpieczne logowanie w swoim banku (PSD2).",
  },
];

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  draft: "Wniosek w przygotowaniu",
  submitted: "Wniosek złożony",
  verifying: "Weryfikujemy wniosek",
  approved: "Decyzja pozytywna",
  rejected: "Decyzja negatywna",
  manual_review: "Wniosek przekazany do analityka",
};

export const STATUS_DESCRIPTIONS: Readonly<Record<OrderStatus, string>> = {
  draft: "Uzupełnij kolejne kroki wniosku. Każdy krok zapisujemy od razu.",
  submitted: "Otrzymaliśmy Twój wniosek. Za chwilę rozpoczniemy weryfikację.",
  verifying: "Sprawdzamy dane firmy lub wnioskodawcy, rachunek i parametry leasingu. To potrwa tylko chwilę.",
  approved:
    "Gratulacje! Możesz pobrać ofertę leasingową z decyzją. Doradca skontaktuje się z Tobą w sprawie umowy.",
  rejected: "Niestety nie możemy teraz sfinansować tego samochodu. Poniżej znajdziesz powody decyzji.",
  manual_review:
    "Wniosek wymaga oceny analityka. Odpowiemy w ciągu jednego dnia roboczego — e-mailem i telefonicznie.",
};

const rodoClause = [
  `Administratorem Twoich danych osobowych jest ${CONTROLLER.name}, ${CONTROLLER.address} (e-mail: ${CONTROLLER.email}). We wszystkich sprawach dotyczących danych osobowych możesz skontaktować się z naszym inspektorem ochrony danych: ${CONTROLLER.dpoEmail}.`,
  "Przetwarzamy Twoje dane: (a) aby przygotować kalkulację, rozpatrzyć wniosek, przedstawić ofertę i zawrzeć oraz wykonać umowę leasingu — art. 6 ust. 1 lit. b RODO; (b) aby wypełnić obowiązki prawne, m.in. przeciwdziałania praniu pieniędzy, rachunkowe i podatkowe — art. 6 ust. 1 lit. c RODO; (c) w naszym prawnie uzasadnionym interesie: marketing własnych produktów, dochodzenie roszczeń, zapobieganie nadużyciom i statystyka — art. 6 ust. 1 lit. f RODO; (d) na podstawie Twojej zgody, jeśli ją wyrazisz, np. marketing elektroniczny — art. 6 ust. 1 lit. a RODO.",
  "Odbiorcami danych mogą być: dostawcy usług IT i hostingu, operator bramki SMS, dostawca usługi weryfikacji rachunku (dostęp do informacji o rachunku, PSD2), biura informacji gospodarczej i kredytowej (BIG InfoMonitor, BIK — na podstawie Twojego upoważnienia), ubezpieczyciele, dealerzy samochodów, a w razie sekurytyzacji wierzytelności — spółka celowa i inwestorzy.",
  "Nie przekazujemy danych poza Europejski Obszar Gospodarczy; jeśli któryś z dostawców by to robił, zastosujemy standardowe klauzule umowne zatwierdzone przez Komisję Europejską.",
  "Dane przechowujemy przez czas trwania umowy, a potem do upływu terminu przedawnienia roszczeń (6 lat, dla roszczeń związanych z działalnością gospodarczą 3 lata); dokumenty księgowe — 5 lat; dane wymagane przepisami o przeciwdziałaniu praniu pieniędzy — 5 lat. Dane z wniosku, który nie zakończył się umową, przechowujemy 12 miesięcy.",
  "Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przenoszenia, prawo sprzeciwu (wobec marketingu bezpośredniego — bezwarunkowe), prawo cofnięcia zgody w dowolnym momencie bez wpływu na zgodność z prawem wcześniejszego przetwarzania oraz prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
  "Podanie danych jest dobrowolne, ale niezbędne do rozpatrzenia wniosku i zawarcia umowy; bez nich nie możemy przedstawić oferty.",
  "Decyzja w 15 minut jest podejmowana automatycznie (art. 22 RODO) na podstawie: statusu firmy w wykazie podatników VAT i czasu prowadzenia działalności albo dochodów i zobowiązań konsumenta, zgodności właściciela rachunku z wnioskodawcą, wieku samochodu i kwoty finansowania. Masz prawo do interwencji człowieka, do wyrażenia własnego stanowiska i do zakwestionowania decyzji — wystarczy odpowiedzieć na e-mail z decyzją lub napisać na adres " +
    `${CONTROLLER.email}.`,
  "Część danych pozyskujemy z innych źródeł (art. 14 RODO): dane firmy z wykazu podatników VAT (Ministerstwo Finansów), rejestrów REGON i CEIDG, informacje z BIG i BIK (za Twoim upoważnieniem) oraz — za Twoją zgodą udzieloną w banku — numer rachunku i dane jego właściciela od dostawcy usługi dostępu do informacji o rachunku.",
].join("\n\n");

/**
 * A document (content/documents) a consent or statement refers to: the site shows it at /informacje/{slug}
 * and offers its PDF at /dokumenty/{slug}.pdf.
 */
export interface OrderDocumentRef {
  slug: string;
  title: string;
}

const RODO_DOCUMENT: OrderDocumentRef = { slug: "rodo", title: "Klauzula informacyjna RODO" };
const ORDER_RULES_DOCUMENT: OrderDocumentRef = {
  slug: "regulamin-zamowienia-online",
  title: "Regulamin składania wniosku leasingowego online",
};
const LEASING_TERMS_DOCUMENT: OrderDocumentRef = {
  slug: "ogolne-warunki-umowy-leasingu",
  title: "Ogólne warunki umowy leasingu",
};

export const CONSENTS = [
  {
    id: "rodo",
    kind: "information",
    required: true,
    title: "Zapoznałem się z informacją o przetwarzaniu danych osobowych",
    text: rodoClause,
    documents: [RODO_DOCUMENT],
  },
  {
    id: "bikBig",
    kind: "authorisation",
    required: true,
    title: "Upoważnienie do sprawdzenia w BIG InfoMonitor i BIK",
    documents: [],
    text: `Na podstawie art. 24 ust. 1 ustawy z dnia 9 kwietnia 2010 r. o udostępnianiu informacji gospodarczych i wymianie danych gospodarczych upoważniam ${CONTROLLER.name} do pozyskania za pośrednictwem Biura Informacji Gospodarczej InfoMonitor S.A. informacji gospodarczych o mnie (a w przypadku firmy — o firmie, jej właścicielach i wspólnikach) z BIG InfoMonitor, a także danych gospodarczych z Biura Informacji Kredytowej S.A. i Związku Banków Polskich, w zakresie niezbędnym do oceny wiarygodności płatniczej i ryzyka kredytowego. Upoważnienie składam w formie elektronicznej; jest ważne przez 60 dni od jego udzielenia.`,
  },
  {
    id: "marketing",
    kind: "consent",
    required: false,
    title: "Zgoda marketingowa (opcjonalna)",
    documents: [],
    text: `Wyrażam zgodę na otrzymywanie od ${CONTROLLER.name} informacji handlowych o produktach leasingowych i ubezpieczeniowych e-mailem, SMS-em i telefonicznie (art. 398 ustawy Prawo komunikacji elektronicznej). Zgodę mogę wycofać w każdej chwili.`,
  },
] as const;

export const STATEMENTS = [
  {
    id: "truthful",
    required: true,
    text: "Oświadczam, że dane podane we wniosku są prawdziwe i kompletne.",
    documents: [],
  },
  {
    id: "terms",
    required: true,
    text: "Zapoznałem się z Regulaminem składania wniosku leasingowego online i Ogólnymi warunkami umowy leasingu i je akceptuję.",
    documents: [ORDER_RULES_DOCUMENT, LEASING_TERMS_DOCUMENT],
  },
  {
    id: "electronicDocuments",
    required: true,
    text: "Zgadzam się na otrzymywanie oferty, decyzji i dokumentów umowy w formie elektronicznej (PDF).",
    documents: [],
  },
  {
    id: "ownFunds",
    required: true,
    text: "Oświadczam, że opłata wstępna i raty będą płacone ze środków pochodzących z legalnych źródeł.",
    documents: [],
  },
] as const;
export type StatementId = (typeof STATEMENTS)[number]["id"];
export const STATEMENT_IDS = STATEMENTS.map((s) => s.id) as [StatementId, ...StatementId[]];

export const PEP_STATEMENT =
  "Jestem osobą zajmującą eksponowane stanowisko polityczne (PEP) lub członkiem rodziny albo bliskim współpracownikiem takiej osoby.";

export const DELIVERY_OPTIONS = [
  { value: "dealer", label: "Odbiór u dealera", description: "Odbierzesz samochód w salonie sprzedawcy." },
  {
    value: "address",
    label: "Dostawa pod adres",
    description: "Dostarczymy samochód na lawecie pod adres firmy lub zamieszkania (bez opłat w Polsce).",
  },
] as const;

export const REGISTRATION_OPTIONS = [
  {
    value: "lessor",
    label: "Rejestrujemy za Ciebie",
    description: "Samochód zarejestrujemy na leasingodawcę i przekażemy go z tablicami.",
  },
  {
    value: "client",
    label: "Rejestracja na podstawie pełnomocnictwa",
    description: "Zarejestrujesz samochód sam, na podstawie pełnomocnictwa leasingodawcy.",
  },
] as const;

export const INSURANCE_OPTIONS = [
  {
    value: "leasing-package",
    label: "Pakiet ubezpieczeń w leasingu",
    description: "OC, AC i NNW doliczone do raty, bez formalności.",
  },
  {
    value: "own",
    label: "Własna polisa",
    description: "Ubezpieczysz samochód sam, z cesją praw na leasingodawcę.",
  },
] as const;

export const INCOME_SOURCES = [
  { value: "employment", label: "Umowa o pracę" },
  { value: "contract", label: "Umowa zlecenie lub o dzieło" },
  { value: "business", label: "Działalność gospodarcza" },
  { value: "pension", label: "Emerytura lub renta" },
  { value: "other", label: "Inne źródło" },
] as const;

export const REPRESENTATIVE_ROLES = [
  { value: "owner", label: "Właściciel" },
  { value: "partner", label: "Wspólnik" },
  { value: "board-member", label: "Członek zarządu" },
  { value: "proxy", label: "Prokurent" },
  { value: "attorney", label: "Pełnomocnik" },
] as const;

export const VOIVODESHIPS = [
  "dolnośląskie",
  "kujawsko-pomorskie",
  "lubelskie",
  "lubuskie",
  "łódzkie",
  "małopolskie",
  "mazowieckie",
  "opolskie",
  "podkarpackie",
  "podlaskie",
  "pomorskie",
  "śląskie",
  "świętokrzyskie",
  "warmińsko-mazurskie",
  "wielkopolskie",
  "zachodniopomorskie",
] as const;

export const CLIENT_OPTIONS = CLIENT_TYPES.map((value) => ({ value, label: CLIENT_LABELS[value] }));
export const LEGAL_FORM_OPTIONS = LEGAL_FORMS.map((value) => ({ value, label: LEGAL_FORM_LABELS[value] }));

const pick = <T extends { value: string }>(list: readonly T[]) =>
  list.map((o) => o.value) as [string, ...string[]];
export const DELIVERY_VALUES = pick(DELIVERY_OPTIONS);
export const REGISTRATION_VALUES = pick(REGISTRATION_OPTIONS);
export const INSURANCE_VALUES = pick(INSURANCE_OPTIONS);
export const INCOME_SOURCE_VALUES = pick(INCOME_SOURCES);
export const REPRESENTATIVE_ROLE_VALUES = pick(REPRESENTATIVE_ROLES);

export function labelOf(list: readonly { value: string; label: string }[], value: string | null | undefined) {
  return list.find((o) => o.value === value)?.label ?? value ?? "";
}
