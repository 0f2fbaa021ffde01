import { SITE_NAME } from "@vhs/domain/site.ts";
import { Link, NavLink } from "react-router";
import { compareHref } from "../lib/car-lists.ts";
import { LeasingParamsButton } from "./leasing-drawer.tsx";

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
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#tresc" className="skip-link">
        Przejdź do treści
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="text-xl font-bold text-brand-700" aria-label={`${SITE_NAME} – strona główna`}>
          {SITE_NAME}
        </Link>
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
                    <Link className="block rounded px-2 py-1 hover:bg-slate-100" to={`/samochody/${b.slug}`}>
                      {b.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded px-1 py-2 ${isActive ? "font-semibold text-brand-700" : ""}`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <NavLink
            to="/ulubione"
            className={({ isActive }) =>
              `rounded px-1 py-2 ${isActive ? "font-semibold text-brand-700" : ""}`
            }
          >
            Ulubione{favourites > 0 && <span data-testid="liczba-ulubionych"> ({favourites})</span>}
          </NavLink>
          {compare.length > 0 && (
            <NavLink
              to={compareHref(compare)}
              className={({ isActive }) =>
                `rounded px-1 py-2 ${isActive ? "font-semibold text-brand-700" : ""}`
              }
            >
              Porównanie ({compare.length})
            </NavLink>
          )}
        </nav>
        <LeasingParamsButton className="rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50" />
      </div>
    </header>
  );
}
