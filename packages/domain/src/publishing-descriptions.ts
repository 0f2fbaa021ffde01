// What each category of the blog and the press office is about: the API sends it with the category
// (the pages' hero and meta description); kept apart from publishing.ts, which the browser loads.

/** By category slug (the blog's and the press office's slugs differ). */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  najnowsze: "Wszystkie artykuły, od najnowszego.",
  wiadomosci: "Co się dzieje na rynku samochodów i w przepisach.",
  premiery: "Nowe modele i odświeżone wersje, które trafiają do Polski.",
  testy: "Sprawdzamy samochody w codziennej jeździe: koszty, wygoda, wady.",
  "na-drodze": "Bezpieczna jazda, przepisy i podróże samochodem.",
  "e-auto": "Samochody elektryczne i hybrydy plug-in: ładowanie, zasięg, koszty.",
  porady: "Praktyczne wskazówki: serwis, opony, ubezpieczenie, formalności.",
  zdjecia: "Historie opowiedziane obrazem: galerie rysunków naszej redakcji.",
  filmy: "Filmy, seriale i dokumenty o samochodach, które warto obejrzeć.",
  clacson: "Felietony o polskich drogach i kierowcach, z przymrużeniem oka.",
  "o-leasingu": "Leasing wyjaśniony po ludzku: podatki, VAT, wykup, umowa.",
  firma: "Zmiany w Leasingowo, ludzie, nagrody i wydarzenia.",
  produkty: "Nowe produkty, usługi i udogodnienia dla klientów.",
  wyniki: "Wyniki finansowe, emisje obligacji i sekurytyzacja.",
  rynek: "Analizy rynku leasingu samochodów na podstawie naszych danych.",
};
