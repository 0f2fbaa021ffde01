import "./catalog.css";
import type { Banner } from "../lib/catalog.ts";
import { pageWindow } from "../lib/paging.ts";
import { SiteLink } from "./site-link.tsx";

/** Only internal paths and http(s) addresses are used as banner links. */
function safeHref(href: string): string {
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return href;
  return /^https:\/\//i.test(href) ? href : "/";
}

/** Editorial banners (slot banners, brand banners) as a list of coloured panels with a call to action. */
export function Banners({
  banners,
  label,
  heading: H = "h2",
  className = "",
}: {
  banners: Banner[];
  label: string;
  heading?: "h2" | "h3";
  className?: string;
}) {
  if (!banners.length) return null;
  return (
    <ul aria-label={label} className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {banners.map((b) => {
        const href = safeHref(b.href);
        return (
          <li
            key={b.id}
            className="banner"
            style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(b.theme) ? b.theme : undefined }}
          >
            <H className="text-xl font-bold">{b.title}</H>
            <p className="mt-2">{b.text}</p>
            {href.startsWith("/") ? (
              <SiteLink to={href} className="btn-light mt-4">
                {b.ctaLabel}
                <span className="sr-only">: {b.title}</span>
              </SiteLink>
            ) : (
              <a href={href} className="btn-light mt-4" rel="noopener">
                {b.ctaLabel}
                <span className="sr-only">: {b.title}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Paging links: previous, a window of page numbers around the current one (with the first and last), next.
 * Plain links, so paging works without JavaScript and every page has its own address.
 */
export function Pagination({
  page,
  pages,
  href,
  label = "Strony wyników",
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <SiteLink to={href(page - 1)} className="page-link" rel="prev">
              ‹ Poprzednia
            </SiteLink>
          </li>
        )}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-after-${numbers[i - 1]}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="page-link page-current" aria-current="page">
                  <span className="sr-only">Strona </span>
                  {n}
                </span>
              ) : (
                <SiteLink to={href(n)} className="page-link">
                  <span className="sr-only">Strona </span>
                  {n}
                </SiteLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <SiteLink to={href(page + 1)} className="page-link" rel="next">
              Następna ›
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
