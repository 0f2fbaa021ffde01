import { SITE_NAME } from "@vhs/domain/site.ts";
import { Link } from "react-router";
import { ConsentSettingsLink } from "./consent/consent-settings-link.tsx";
import type { ShellVariant } from "./shell-variants.tsx";

// The slim shell of the online order and the offer pages: the logo and help in the header, the legal links
// in the footer. Loaded by root.tsx only for the pages that render in it.

/** The slim header of the minimal, digital-order and plain layouts. */
export function SlimHeader({
  variant,
  phone,
}: {
  variant: Exclude<ShellVariant, "default">;
  phone?: string;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#tresc" className="skip-link">
        Przejdź do treści
      </a>
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-xl font-bold text-brand-700" aria-label={`${SITE_NAME} – strona główna`}>
          {SITE_NAME}
        </Link>
        {variant === "digital-order" && (
          <p className="text-sm text-slate-700">
            <span aria-hidden="true">🔒 </span>Bezpieczny wniosek online
            {phone && (
              <>
                {" · "}Pomoc: <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
              </>
            )}
          </p>
        )}
        {variant === "offer" && (
          <p className="text-sm text-slate-700">
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="mr-1 inline size-4 align-[-2px] fill-current text-green-800"
            >
              <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z" />
            </svg>
            Oferta tylko dla Ciebie
            {phone && (
              <>
                {" · "}Pomoc: <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
              </>
            )}
          </p>
        )}
        {variant === "minimal" && (
          <Link to="/wyszukaj" className="text-sm font-medium text-brand-700">
            Wróć do oferty
          </Link>
        )}
      </div>
    </header>
  );
}

/** The slim footer: document links and the copyright line only. */
export function SlimFooter({
  links,
  copyright,
}: {
  links: { label: string; href: string }[];
  copyright?: string;
}) {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-2 px-4 py-4">
        <nav aria-label="Dokumenty">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {links.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
            <li>
              <ConsentSettingsLink />
            </li>
          </ul>
        </nav>
        {copyright && <p>{copyright}</p>}
      </div>
    </footer>
  );
}
