import { ConsentSettingsLink } from "./consent/consent-settings-link.tsx";
import { SiteLink } from "./site-link.tsx";

export interface FooterData {
  columns: { title: string; links: { label: string; href: string }[] }[];
  contact: { phone: string; email: string; hours: string };
  copyright: string;
}

/**
 * The site's footer. Its link columns come as a prop of their own: they are a cached API answer, the same
 * object on every page, which the fragment cache knows without serialising it again.
 */
export function Footer({
  columns,
  footer,
  links,
  tagline = null,
}: {
  columns: FooterData["columns"];
  footer: Omit<FooterData, "columns"> | null;
  links: { label: string; href: string }[];
  /** A brand of the site (the costing or tools brand) says who stands behind it. */
  tagline?: string | null;
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((col, i) => (
          // Ids by position: a title such as "Dla partnerów" has a space, which would split aria-labelledby.
          <section key={col.title} aria-labelledby={`stopka-${i}`}>
            <h2 id={`stopka-${i}`} className="mb-2 font-semibold">
              {col.title}
            </h2>
            <ul className="footer-links">
              {col.links.map((l) => (
                <li key={l.href}>
                  <SiteLink to={l.href}>{l.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {footer && (
          <section aria-labelledby="stopka-kontakt">
            <h2 id="stopka-kontakt" className="mb-2 font-semibold">
              Kontakt
            </h2>
            <p>
              <a href={`tel:${footer.contact.phone.replace(/\s/g, "")}`}>{footer.contact.phone}</a>
              <br />
              <a href={`mailto:${footer.contact.email}`}>{footer.contact.email}</a>
              <br />
              {footer.contact.hours}
            </p>
          </section>
        )}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4">
          <nav aria-label="Dokumenty">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {links.map((l) => (
                <li key={l.href}>
                  <SiteLink to={l.href}>{l.label}</SiteLink>
                </li>
              ))}
              <li>
                <ConsentSettingsLink />
              </li>
            </ul>
          </nav>
          <div>
            {tagline && <p className="mb-1 font-medium text-slate-800">{tagline}</p>}
            <p>{footer?.copyright}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
