import { SITE_NAME } from "@vhs/domain/site.ts";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { compareHref } from "../lib/car-lists.ts";
import { LeasingParamsButton } from "./leasing-drawer.tsx";
import { SiteLink } from "./site-link.tsx";

export interface MenuBrand {
  id: number;
  slug: string;
  name: string;
}

const NAV = [
  { to: "/wyszukaj", label: "Samochody" },
  { to: "/kalkulator-leasingowy", label: "Kalkulator" },
  { to: "/oferta/dla-przedsiebiorcy", label: "Dla firm" },
  { to: "/oferta/dla-konsumenta", label: "Prywatnie" },
  { to: "/kontakt", label: "Kontakt" },
];

/** A main-menu link, marked (aria-current, bold) on its own page and the pages under it. */
function NavItem({ to, current, children }: { to: string; current: string; children: ReactNode }) {
  const path = to.split("?", 1)[0]!;
  const active = current === path || current.startsWith(`${path}/`);
  return (
    <SiteLink
      to={to}
      aria-current={active ? "page" : undefined}
      className={active ? "rounded px-1 py-2 font-semibold text-brand-700" : "rounded px-1 py-2"}
    >
      {children}
    </SiteLink>
  );
}

/** Site header: logo, the brand menu (a native disclosure, works without JavaScript), main links. */
export function Header({
  brands,
  favourites = 0,
  compare = [],
}: {
  brands: MenuBrand[];
  /** How many cars the visitor keeps in favourites (cookie vhs_fav). */
  favourites?: number;
  /** The cars chosen for comparison (cookie vhs_cmp). */
  compare?: string[];
}) {
  const current = useLocation().pathname;
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#tresc" className="skip-link">
        Przejdź do treści
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <SiteLink
          to="/"
          className="text-xl font-bold text-brand-700"
          aria-label={`${SITE_NAME} – strona główna`}
        >
          {SITE_NAME}
        </SiteLink>
        <nav
          aria-label="Menu główne"
          className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:w-auto sm:flex-1"
        >
          {brands.length > 0 && (
            <details className="brand-menu relative">
              <summary className="cursor-pointer rounded px-1 py-2 font-medium">Marki</summary>
              <ul className="absolute left-0 z-20 mt-1 grid w-72 grid-cols-2 gap-1 rounded border border-slate-200 bg-white p-2 shadow-lg">
                {brands.map((b) => (
                  <li key={b.id}>
                    <SiteLink
                      className="block rounded px-2 py-1 hover:bg-slate-100"
                      to={`/samochody/${b.slug}`}
                    >
                      {b.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {NAV.map((item) => (
            <NavItem key={item.to} to={item.to} current={current}>
              {item.label}
            </NavItem>
          ))}
          <NavItem to="/ulubione" current={current}>
            Ulubione{favourites > 0 && <span data-testid="liczba-ulubionych"> ({favourites})</span>}
          </NavItem>
          {compare.length > 0 && (
            <NavItem to={compareHref(compare)} current={current}>
              Porównanie ({compare.length})
            </NavItem>
          )}
        </nav>
        <LeasingParamsButton className="rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50" />
      </div>
    </header>
  );
}
