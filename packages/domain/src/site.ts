// The site's identity and default texts (SPEC §1: the default title is about leasing
// new and used cars; the default description mentions a decision in 15 minutes).

export const SITE_NAME = "Leasingowo";
export const DEFAULT_TITLE = "Leasing samochodów nowych i używanych | Leasingowo";
export const DEFAULT_DESCRIPTION =
  "Leasing samochodów nowych i używanych dla firm i konsumentów. Wniosek online, decyzja w 15 minut.";
export const DEFAULT_H1 = "Leasing samochodów nowych i używanych";
