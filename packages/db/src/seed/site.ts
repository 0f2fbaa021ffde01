import { slugify } from "@vhs/domain/labels.ts";
import { DEFAULT_DESCRIPTION, DEFAULT_H1, DEFAULT_TITLE, SITE_NAME } from "@vhs/domain/site.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { brands } from "../schema/catalog.ts";
import { contentBlocks, metaTags, redirects } from "../schema/site.ts";
import { BRAND_NAMES, MENU_BRAND_COUNT } from "./brands.ts";

const page = (path: string, title: string, description: string, h1: string) => ({
  path,
  title: `${title} | ${SITE_NAME}`,
  description,
  h1,
});

/** Per-URL meta tags; any other URL gets the defaults. */
export const META_TAGS = [
  { path: "/", title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, h1: DEFAULT_H1 },
  page(
    "/kalkulator-leasingowy",
    "Kalkulator leasingowy samochodu",
    "Policz ratę leasingu samochodu dla firmy lub prywatnie: opłata wstępna, wykup, okres i efekt podatkowy w 2026 roku.",
    "Kalkulator leasingowy",
  ),
  page(
    "/wyszukaj",
    "Wyszukiwarka samochodów w leasingu",
    "Szukaj samochodów nowych i używanych w leasingu według marki, modelu, nadwozia, paliwa i ceny.",
    "Wyszukaj samochód",
  ),
  page(
    "/kontakt",
    "Kontakt",
    "Skontaktuj się z nami: telefon, e-mail i formularz. Doradcy leasingowi odpowiadają w dni robocze.",
    "Kontakt",
  ),
  page(
    "/o-nas",
    "O nas",
    "Poznaj firmę, która finansuje samochody nowe i używane online z decyzją w 15 minut.",
    "O nas",
  ),
  page(
    "/obsluga-klienta",
    "Obsługa klienta",
    "Pomoc dla klientów: umowy, faktury, ubezpieczenia, zmiany w umowie leasingu.",
    "Obsługa klienta",
  ),
];

export const FOOTER = {
  columns: [
    {
      title: "Oferta",
      links: [
        { label: "Leasing dla firm", href: "/oferta/dla-przedsiebiorcy" },
        { label: "Leasing konsumencki", href: "/oferta/dla-konsumenta" },
        { label: "Ubezpieczenia", href: "/oferta/ubezpieczenia" },
        { label: "Kalkulator leasingowy", href: "/kalkulator-leasingowy" },
        { label: "Leasing samochodu spoza oferty", href: "/leasing-samochodu" },
        { label: "Cała oferta", href: "/oferta" },
      ],
    },
    {
      title: "Dla partnerów",
      links: [
        { label: "Dla dealera", href: "/dla-dealera" },
        { label: "Biura rachunkowe", href: "/biura-rachunkowe" },
        { label: "Program partnerski", href: "/zarabiaj" },
        { label: "BiznesON", href: "/biznesON" },
        { label: "Portale ogłoszeniowe", href: "/oferta/portale" },
      ],
    },
    {
      title: "Firma",
      links: [
        { label: "O nas", href: "/o-nas" },
        { label: "Biuro prasowe", href: "/biuro-prasowe" },
        { label: "Relacje inwestorskie", href: "/raporty-okresowe" },
        { label: "Blog motoryzacyjny", href: "/moto" },
        { label: "Kontakt", href: "/kontakt" },
        { label: "Obsługa klienta", href: "/obsluga-klienta" },
      ],
    },
  ],
  contact: { phone: "+48 22 100 20 30", email: "kontakt@leasingowo.pl", hours: "pon.–pt. 8:00–18:00" },
  copyright: `© 2026 ${SITE_NAME}. Wszelkie prawa zastrzeżone.`,
};

export const FOOTER_LINKS = [
  { label: "Regulaminy i dokumenty", href: "/dokumenty-do-pobrania" },
  { label: "Polityka prywatności", href: "/informacje/polityka-prywatnosci" },
  { label: "Klauzula RODO", href: "/informacje/rodo" },
  { label: "Polityka cookies", href: "/informacje/polityka-cookies" },
  { label: "Regulamin serwisu", href: "/informacje/regulamin-serwisu" },
];

/** Old addresses kept alive (internal) and one partner landing page (external, allow-listed). */
export const REDIRECTS = [
  { fromPath: "/leasing-konsumencki", target: "/oferta/dla-konsumenta", status: 301 },
  { fromPath: "/leasing-dla-firm", target: "/oferta/dla-przedsiebiorcy", status: 301 },
  { fromPath: "/kalkulator", target: "/kalkulator-leasingowy", status: 301 },
  { fromPath: "/promocja-partnera", target: "https://partner.leasingowo.pl/promocja", status: 302 },
];

/** The catalogue's brands, once: later changes to a brand (menu order, name) belong to the catalogue. */
export async function seedSite(db: Db): Promise<void> {
  await db
    .insert(brands)
    .values(
      BRAND_NAMES.map((name, i) => ({
        slug: slugify(name),
        name,
        inMenu: i < MENU_BRAND_COUNT,
        menuOrder: i,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Meta tags, redirects and the footer follow this file on every start (seed/run.ts), not only when the
 * seed version changes: a few dozen rows, each written as an upsert, so a change here reaches existing
 * databases with the next deployment, as content/ files do. Rows this file does not name (added by hand)
 * are left alone; rows it names are overwritten, so this file is where they are edited.
 */
export async function syncSiteData(db: Db): Promise<void> {
  await db
    .insert(metaTags)
    .values(META_TAGS)
    .onConflictDoUpdate({
      target: metaTags.path,
      set: {
        title: sql.raw("excluded.title"),
        description: sql.raw("excluded.description"),
        h1: sql.raw("excluded.h1"),
        updatedAt: new Date(),
      },
    });
  await db
    .insert(redirects)
    .values(REDIRECTS)
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { target: sql.raw("excluded.target"), status: sql.raw("excluded.status") },
    });
  await db
    .insert(contentBlocks)
    .values([
      { key: "footer", data: FOOTER },
      { key: "footer-links", data: FOOTER_LINKS },
    ])
    .onConflictDoUpdate({
      target: contentBlocks.key,
      set: { data: sql.raw("excluded.data"), updatedAt: new Date() },
    });
}
