import { ConsentSettingsLink } from "./consent/consent-settings-link.tsx";
import { SiteLink } from "./site-link.tsx";

export interface FooterData {
  columns: { title: string; links: { label: string; href: string }[] }[];
  contact: { phone: string; email: string; hours: string };
  copyright: string;
}

/**
 * The site's footer, styled by its parts' places in it (app.css, `.site-footer`): it is in every page's
 * HTML. Its link columns come as a prop of their own: they are a cached API answer, the same
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
    <footer className="site-footer">
      <div>
        {columns.map((col, i) => (
          // Ids by position: a title such as "Dla partnerów" has a space, which would split aria-labelledby.
          <section key={col.title} aria-labelledby={`stopka-${i}`}>
            <h2 id={`stopka-${i}`}>{col.title}</h2>
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
            <h2 id="stopka-kontakt">Kontakt</h2>
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
      <div>
        <div>
          <nav aria-label="Dokumenty">
            <ul>
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
