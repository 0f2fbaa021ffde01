// The site's brands (SPEC §1, §9): the default Leasingowo site, a car-costing brand and a tools brand, served
// by the same build and chosen by the host a visitor typed. One table says everything that differs between
// them: name, logo, colours, menu, default meta tags and which analytics container counts their visits.
// Everything else (catalogue, calculator, forms, API) is the same site.

import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SITE_NAME } from "./site.ts";

export const SITE_BRAND_KEYS = ["default", "costing", "tools"] as const;
export type SiteBrandKey = (typeof SITE_BRAND_KEYS)[number];

export interface SiteBrand {
  key: SiteBrandKey;
  /** Shown as the logo's text and in titles ("… | name") and og:site_name. */
  name: string;
  /** The logo's text on a phone's bar, where the whole name would push the header to two rows. */
  shortName: string;
  /** One line under the name in the footer: who stands behind the brand. */
  tagline: string;
  /** The logo: a 24×24 outline icon (SVG path data) in the brand's colour beside the name; none = the name alone. */
  logoIcon: string | null;
  /** The brand scale (design tokens --color-brand-*): text on white uses 700 and 800 (contrast ≥ 4.5:1). */
  colours: { 50: string; 100: string; 600: string; 700: string; 800: string };
  /** The header's links, in order; `brandsMenu`: the "Marki" list of the catalogue before them. */
  menu: readonly { to: string; label: string }[];
  brandsMenu: boolean;
  /** The meta tags of pages that have none of their own (the home page among them). */
  meta: { title: string; description: string };
  /** The tag manager container of the brand's host (server/env.ts GTM_CONTAINER_*). */
  analytics: "default" | "costing" | "tools";
}

export const SITE_BRANDS: Readonly<Record<SiteBrandKey, SiteBrand>> = {
  default: {
    key: "default",
    name: SITE_NAME,
    shortName: SITE_NAME,
    tagline: "Leasing samochodów nowych i używanych online.",
    logoIcon: null,
    colours: { 50: "#eef6fc", 100: "#d5e8f6", 600: "#0a66a8", 700: "#08568e", 800: "#064371" },
    menu: [
      { to: "/wyszukaj", label: "Samochody" },
      { to: "/kalkulator-leasingowy", label: "Kalkulator" },
      { to: "/oferta/dla-przedsiebiorcy", label: "Dla firm" },
      { to: "/oferta/dla-konsumenta", label: "Prywatnie" },
      { to: "/kontakt", label: "Kontakt" },
    ],
    brandsMenu: true,
    meta: { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
    analytics: "default",
  },
  costing: {
    key: "costing",
    name: "Koszt Auta",
    shortName: "Koszt Auta",
    tagline: "Koszt Auta to serwis Leasingowo: ile naprawdę kosztuje samochód w leasingu, z podatkami.",
    // A coin with a złoty sign's stroke: what a car costs each month.
    logoIcon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 8h6l-6 8h6M8 12h3",
    colours: { 50: "#effaf7", 100: "#cdeee5", 600: "#0f766e", 700: "#115e59", 800: "#134e4a" },
    menu: [
      { to: "/kalkulator-leasingowy", label: "Policz koszt" },
      { to: "/wyszukaj", label: "Samochody z ratą" },
      { to: "/moto/kategoria/o-leasingu", label: "Poradnik kosztów" },
      { to: "/kontakt", label: "Kontakt" },
    ],
    brandsMenu: false,
    meta: {
      title: "Ile kosztuje samochód w leasingu? Kalkulator kosztów | Koszt Auta",
      description:
        "Policz miesięczny koszt samochodu w leasingu: rata netto i brutto, opłata wstępna, wykup i korzyść podatkowa w 2026 roku. Samochody nowe i używane z ratą od ręki.",
    },
    analytics: "costing",
  },
  tools: {
    key: "tools",
    name: "Narzędzia Leasingowo",
    shortName: "Narzędzia",
    tagline: "Narzędzia Leasingowo: kalkulatory i dane dla firm, księgowych i partnerów.",
    // A wrench: tools for those who run a firm's books.
    logoIcon:
      "M14.5 4a4.5 4.5 0 0 0-4.2 6.1L4 16.4 7.6 20l6.3-6.3A4.5 4.5 0 0 0 20 9.5l-2.8 2.8-3-.5-.5-3L16.5 6A4.5 4.5 0 0 0 14.5 4z",
    colours: { 50: "#f1f0fd", 100: "#dedbfa", 600: "#4f46e5", 700: "#4338ca", 800: "#3730a3" },
    menu: [
      { to: "/kalkulator-leasingowy", label: "Kalkulator leasingu" },
      { to: "/biura-rachunkowe", label: "Dla księgowych" },
      { to: "/moto/kategoria/o-leasingu", label: "Podatki i leasing" },
      { to: "/wyszukaj", label: "Samochody" },
      { to: "/kontakt", label: "Kontakt" },
    ],
    brandsMenu: false,
    meta: {
      title: "Kalkulatory leasingowe i podatkowe dla firm | Narzędzia Leasingowo",
      description:
        "Kalkulator leasingu z efektem podatkowym, limity kosztów samochodów w 2026 roku i wsparcie dla biur rachunkowych. Narzędzia Leasingowo dla firm i księgowych.",
    },
    analytics: "tools",
  },
};

/** The hosts of the two brands (server/env.ts COSTING_BRAND_HOST, TOOLS_BRAND_HOST; a port may be named). */
export interface BrandHosts {
  costing: string;
  tools: string;
}

/** `Host` → the bare lower-case host name (no port, no trailing dot, no "www."). */
export function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The brand a host shows: the costing brand's host, the tools brand's host, otherwise the default site. */
export function siteBrandOf(host: string, hosts: BrandHosts | undefined): SiteBrandKey {
  if (!hosts) return "default";
  const name = bareHost(host);
  if (name === bareHost(hosts.costing)) return "costing";
  if (name === bareHost(hosts.tools)) return "tools";
  return "default";
}

/** A title of the default site ("… | Leasingowo") as the brand names itself. */
export function brandTitle(title: string, brand: SiteBrand): string {
  const suffix = ` | ${SITE_NAME}`;
  return brand.key !== "default" && title.endsWith(suffix)
    ? `${title.slice(0, -suffix.length)} | ${brand.name}`
    : title;
}
