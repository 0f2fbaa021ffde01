import { SITE_NAME } from "@vhs/domain/site.ts";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { compareHref } from "../lib/car-lists.ts";
import { KeptPart } from "./kept-as-served.tsx";
import { LeasingParamsButton } from "./leasing-drawer.tsx";
import { SiteLink } from "./site-link.tsx";

export interface MenuBrand {
  id: number;
  slug: string;
  name: string;
}

/** What the header shows of the host's brand (packages/domain/src/site-brands.ts, from the root loader). */
export interface HeaderBrand {
  name: string;
  shortName: string;
  logoIcon: string | null;
  menu: readonly { to: string; label: string }[];
  brandsMenu: boolean;
}

/** Without the root's data (its own error page): the site's name alone, which leads home. */
const BARE: HeaderBrand = {
  name: SITE_NAME,
  shortName: SITE_NAME,
  logoIcon: null,
  menu: [],
  brandsMenu: false,
};

const MENU_ID = "menu-glowne";

// The header's look is in app.css ("The site header"): named classes rather than utility lists, because
// the header is in every page's HTML and its links repeat (a dozen brands, the menu).

/** Phone panel links: whole-width rows, large enough to tap; inline on wider screens. */
const ITEM = "nav-item";

/**
 * A native `<details>` disclosure, opened and closed by the browser itself, so it works without
 * JavaScript; browsers expose its summary as expanded or collapsed (an `aria-expanded` attribute on a
 * summary is not allowed by ARIA in HTML, and ignored). With JavaScript it also closes on Escape (focus
 * back on its summary), on a click outside it and when the page changes. `panel` is content it controls
 * that lives outside the `<details>`.
 */
function useDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();

  const contains = (node: Node | null) =>
    Boolean(node && (details.current?.contains(node) || panel.current?.contains(node)));

  const close = (returnFocus: boolean) => {
    const el = details.current;
    if (!el?.open) return;
    el.open = false;
    if (returnFocus) el.querySelector("summary")?.focus();
  };

  // A new page: closed, and a keyboard user who chose a link in it stays in the header.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location
  useEffect(() => {
    close(contains(document.activeElement));
  }, [key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    // An inner disclosure (the brands inside the phone menu) closes first, on its own.
    event.stopPropagation();
    close(true);
  };

  return {
    details: { ref: details, onToggle: () => setOpen(details.current?.open ?? false), onKeyDown },
    panel: { ref: panel, onKeyDown },
  };
}

/** The visitor's favourites and comparison: compact on every width. */
const LIST_ITEM = "nav-list-item";

/** A menu link, marked (aria-current, bold) on its own page and the pages under it. */
function NavItem({
  to,
  current,
  className = ITEM,
  children,
}: {
  to: string;
  current: string;
  className?: string;
  children: ReactNode;
}) {
  const path = to.split("?", 1)[0]!;
  const active = current === path || current.startsWith(`${path}/`);
  return (
    <li>
      <SiteLink
        to={to}
        aria-current={active ? "page" : undefined}
        className={active ? `${className} nav-current` : className}
      >
        {children}
      </SiteLink>
    </li>
  );
}

/** The brands' links: the same on every page, so drawn once on the server and kept as served. */
export function BrandMenuList({ brands }: { brands: MenuBrand[] }) {
  return (
    <ul className="brand-menu-list">
      {brands.map((b) => (
        <li key={b.id}>
          <SiteLink className="brand-menu-link" to={`/samochody/${b.slug}`}>
            {b.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function BrandMenu({ brands, kept }: { brands: MenuBrand[] | null; kept: boolean }) {
  const disclosure = useDisclosure();
  return (
    <li>
      <details className="brand-menu md:relative" {...disclosure.details}>
        <summary className={`${ITEM} cursor-pointer font-medium`}>Marki</summary>
        <KeptPart
          name="brand-menu"
          component={BrandMenuList}
          props={brands && { brands }}
          kept={kept}
          sticky
        />
      </details>
    </li>
  );
}

/**
 * Site header. On a phone (< 768 px): the logo, a "Menu" disclosure and the leasing-parameters button; the
 * menu opens as a panel under the bar. Wider: the menu is inline. The visitor's favourites and comparison
 * come last, outside the menu. Everything works without JavaScript:
 * the disclosures are native `<details>`, and the phone panel is shown by CSS while its `<details>` is open.
 */
export function Header({
  siteBrand = BARE,
  brands,
  brandsKept = false,
  favourites = 0,
  compare = [],
  contact = null,
}: {
  siteBrand?: HeaderBrand | undefined;
  /** The brands menu's entries; null in the browser while the served menu is kept (`brandsKept`). */
  brands: MenuBrand[] | null;
  brandsKept?: boolean;
  /** The phone line and its hours (the footer's contact), shown in the bar on desktop. */
  contact?: { phone: string; hours: string } | null;
  /** How many cars the visitor keeps in favourites (cookie vhs_fav). */
  favourites?: number;
  /** The cars chosen for comparison (cookie vhs_cmp). */
  compare?: string[];
}) {
  const current = useLocation().pathname;
  const menu = useDisclosure();
  const listsShown = favourites > 0 || compare.length > 0 || /^\/(ulubione|porownaj)(\/|$)/.test(current);
  return (
    <header className="site-header">
      <a href="#tresc" className="skip-link">
        Przejdź do treści
      </a>
      <div className="site-header-bar">
        <SiteLink to="/" className="site-logo" aria-label={`${siteBrand.name} – strona główna`}>
          {siteBrand.logoIcon && (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6 shrink-0 max-[419px]:hidden"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={siteBrand.logoIcon} />
            </svg>
          )}
          {siteBrand.shortName === siteBrand.name ? (
            <span className="whitespace-nowrap">{siteBrand.name}</span>
          ) : (
            <>
              <span className="whitespace-nowrap sm:hidden">{siteBrand.shortName}</span>
              <span className="whitespace-nowrap max-sm:hidden">{siteBrand.name}</span>
            </>
          )}
        </SiteLink>
        {/* The toggle comes before the menu, so that an opened menu is next in the keyboard order. */}
        <details className="peer md:hidden" {...menu.details}>
          <summary aria-controls={MENU_ID} className="menu-toggle">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 in-open:hidden"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M3 5h14M3 10h14M3 15h14" />
            </svg>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="hidden size-4 in-open:block"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
            Menu
          </summary>
        </details>
        <nav id={MENU_ID} aria-label="Menu główne" className="main-menu" {...menu.panel}>
          <ul className="main-menu-list">
            {siteBrand.brandsMenu && (brandsKept || (brands?.length ?? 0) > 0) && (
              <BrandMenu brands={brands} kept={brandsKept} />
            )}
            {siteBrand.menu.map((item) => (
              <NavItem key={item.to} to={item.to} current={current}>
                {item.label}
              </NavItem>
            ))}
          </ul>
        </nav>
        {/* The phone line with its hours, in the bar on wide screens (a phone has it in the footer). */}
        {contact?.phone && (
          <p className="hidden shrink-0 text-right leading-tight lg:block">
            <span className="sr-only">Infolinia: </span>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="header-phone">
              {contact.phone}
            </a>
            <span className="block text-xs text-slate-600">{contact.hours}</span>
          </p>
        )}
        <LeasingParamsButton className="header-params">
          Parametry<span className="max-[389px]:sr-only md:max-lg:sr-only"> leasingu</span>
        </LeasingParamsButton>
        {/* The visitor's own lists stay in sight on a phone (a row under the bar) once they hold a car, and
            on their own pages. */}
        <nav aria-label="Twoje samochody" className={listsShown ? "max-md:basis-full" : "max-md:hidden"}>
          <ul className="flex gap-x-4 text-sm md:gap-x-3">
            <NavItem to="/ulubione" current={current} className={LIST_ITEM}>
              Ulubione{favourites > 0 && <span data-testid="liczba-ulubionych"> ({favourites})</span>}
            </NavItem>
            {compare.length > 0 && (
              <NavItem to={compareHref(compare)} current={current} className={LIST_ITEM}>
                Porównanie ({compare.length})
              </NavItem>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
