// The site's identity and default texts (SPEC §1: the default title is about leasing
// new and used cars; the default description mentions a decision in 15 minutes).

export const SITE_NAME = "Leasingowo";
export const DEFAULT_TITLE = "Leasing samochodów nowych i używanych | Leasingowo";
export const DEFAULT_DESCRIPTION =
  "Leasing samochodów nowych i używanych dla firm i konsumentów. Wniosek online, decyzja w 15 minut.";
export const DEFAULT_H1 = "Leasing samochodów nowych i używanych";

/** The company behind the site, as its documents name it (footers of the PDFs, the RODO clause). */
export const COMPANY = {
  name: `${SITE_NAME} sp. z o.o.`,
  address: "ul. Prosta 49, 00-838 Warszawa",
  krs: "0000891234",
  nip: "527-298-10-49",
} as const;
