// The site's identity and default texts (SPEC §1: the default title is about leasing
// new and used cars; the default description mentions a decision in 15 minutes).

export const SITE_NAME = "Leasingowo";

/** Longest query the parser looks at (characters); the rest is ignored. */
export const MAX_QUERY_LENGTH = 120;
export const DEFAULT_TITLE = "Leasing samochodów nowych i używanych | Leasingowo";
export const DEFAULT_DESCRIPTION =
  "Leasing samochodów nowych i używanych dla firm i konsumentów. Wniosek online, decyzja w 15 minut.";
export const DEFAULT_H1 = "Leasing samochodów nowych i używanych";

/**
 * The company behind the site, as its documents name it (footers of the PDFs, the RODO clause, the home
 * page's trust section). The same data as content/pages/o-nas.md ("Dane spółki"): change both together.
 */
export const COMPANY = {
  name: `${SITE_NAME} sp. z o.o.`,
  address: "ul. Prosta 49, 00-838 Warszawa",
  krs: "0000891234",
  krsCourt: "Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy KRS",
  nip: "527-298-10-49",
  regon: "385912346",
  shareCapital: "25 000 000 zł, wpłacony w całości",
  /** Entry in the KNF register of lending institutions (rejestr instytucji pożyczkowych). */
  lendingRegister: "RIP000123",
} as const;
