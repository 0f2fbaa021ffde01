import { SITE_NAME } from "@vhs/domain/site.ts";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { compareHref } from "../lib/car-lists.ts";
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

/**
 * The site's focus outline (app.css) is orange, under 3:1 against white: header controls add a dark ring
 * inside it, so the focus indicator is visible on the white header whatever the outline's colour.
 */
const FOCUS_RING = "focus-visible:ring-2 focus-visible:ring-brand-800";

/** Phone panel links: whole-width rows, large enough to tap; inline on wider screens. */
const ITEM =
  "block rounded px-2 py-3 hover:bg-slate-100 md:inline-block md:px-1 md:py-2 md:hover:bg-transparent md:hover:underline";

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
const LIST_ITEM = "inline-block rounded px-1 py-1 hover:underline md:py-2";

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
        className={`${className} ${FOCUS_RING} ${active ? "font-semibold text-brand-700" : ""}`}
      >
        {children}
      </SiteLink>
    </li>
  );
}

function BrandMenu({ brands }: { brands: MenuBrand[] }) {
  const disclosure = useDisclosure();
  return (
    <li>
      <details className="brand-menu md:relative" {...disclosure.details}>
        <summary className={`${ITEM} ${FOCUS_RING} cursor-pointer font-medium`}>Marki</summary>
        <ul className="mb-2 grid grid-cols-2 gap-1 min-[420px]:grid-cols-3 md:absolute md:left-0 md:z-20 md:mt-1 md:mb-0 md:w-72 md:grid-cols-2 md:rounded md:border md:border-slate-200 md:bg-white md:p-2 md:shadow-lg">
          {brands.map((b) => (
            <li key={b.id}>
              <SiteLink
                className={`block rounded px-2 py-2 hover:bg-slate-100 md:py-1 ${FOCUS_RING}`}
                to={`/samochody/${b.slug}`}
              >
                {b.name}
              </SiteLink>
            </li>
          ))}
        </ul>
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
  favourites = 0,
  compare = [],
  contact = null,
}: {
  siteBrand?: HeaderBrand | undefined;
  brands: MenuBrand[];
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
    <header className="relative border-b border-slate-200 bg-white">
      <a href="#tresc" className="skip-link">
        Przejdź do treści
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-3 md:gap-x-4 lg:gap-x-6">
        <SiteLink
          to="/"
          className={`mr-auto flex items-center gap-1.5 rounded text-lg font-bold text-brand-700 min-[360px]:text-xl md:mr-0 ${FOCUS_RING}`}
          aria-label={`${siteBrand.name} – strona główna`}
        >
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
          <summary
            aria-controls={MENU_ID}
            className={`flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-500 px-2 py-2 min-[360px]:px-2.5 text-sm font-medium [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
          >
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
        <nav
          id={MENU_ID}
          aria-label="Menu główne"
          className="max-md:absolute max-md:inset-x-0 max-md:top-full max-md:z-30 max-md:hidden max-md:max-h-[calc(100dvh-4rem)] max-md:overflow-y-auto max-md:border-b max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:py-2 max-md:shadow-lg max-md:peer-open:block md:flex-1"
          {...menu.panel}
        >
          <ul className="divide-y divide-slate-100 text-base md:flex md:flex-wrap md:items-center md:gap-x-1 md:divide-y-0 md:text-sm lg:gap-x-3">
            {siteBrand.brandsMenu && brands.length > 0 && <BrandMenu brands={brands} />}
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
            <a
              href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
              className={`rounded text-sm font-semibold text-slate-900 hover:underline ${FOCUS_RING}`}
            >
              {contact.phone}
            </a>
            <span className="block text-xs text-slate-600">{contact.hours}</span>
          </p>
        )}
        <LeasingParamsButton
          className={`shrink-0 rounded-md border border-brand-700 px-2 py-2 text-sm min-[360px]:px-2.5 font-medium text-brand-700 hover:bg-brand-50 md:px-3 ${FOCUS_RING}`}
        >
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
