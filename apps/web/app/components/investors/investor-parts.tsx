import { formatDate } from "@vhs/domain/format.ts";
import type { Attachment } from "@vhs/domain/publishing.ts";
import type { ReactNode } from "react";
import { attachmentFacts, CURRENT_REPORTS_FEED, INVESTOR_PAGES } from "../../lib/investors.ts";
import { Breadcrumbs } from "../breadcrumbs.tsx";
import { SiteLink } from "../site-link.tsx";
import "../content/content.css";

/** The investor pages' heading band: breadcrumbs, the h1, the lead, and the links between the four pages. */
export function InvestorHero({
  title,
  lead,
  current,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** This page's path (marked in the subnavigation). */
  current: string;
  children?: ReactNode;
}) {
  return (
    <div className="content-hero border-b border-slate-200">
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:pt-12">
        <Breadcrumbs
          items={[
            { label: "Strona główna", to: "/" },
            { label: "Relacje inwestorskie", to: "/komunikaty" },
            { label: title },
          ]}
        />
        <h1 className="mt-4 max-w-3xl text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
        <InvestorNav current={current} />
      </div>
    </div>
  );
}

/** Raporty bieżące · Raporty okresowe · Sekurytyzacja · Prospekt, and the current reports' RSS feed. */
export function InvestorNav({ current }: { current: string }) {
  return (
    <div className="mt-8 flex flex-col gap-4 pb-5 sm:flex-row sm:items-end sm:justify-between sm:gap-6 sm:pb-0">
      <nav aria-label="Relacje inwestorskie" className="sm:-mb-px">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:gap-1">
          {INVESTOR_PAGES.map((p) => {
            const here = p.path === current;
            return (
              <li key={p.path}>
                <SiteLink
                  to={p.path}
                  aria-current={here ? "page" : undefined}
                  className={`block rounded-md border px-3 py-2 text-center text-sm font-semibold sm:rounded-none sm:border-0 sm:border-b-4 sm:bg-transparent sm:px-3 sm:py-3 sm:text-base ${
                    here
                      ? "border-brand-700 bg-brand-700 text-white sm:border-brand-700 sm:text-brand-800"
                      : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 sm:border-transparent sm:hover:border-slate-300 sm:hover:text-slate-900"
                  }`}
                >
                  {p.label}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <a
        href={CURRENT_REPORTS_FEED}
        type="application/rss+xml"
        className="inline-flex items-center gap-2 self-start text-sm sm:mb-3 sm:self-auto font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
          <circle cx="3" cy="13" r="2" />
          <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5H7.3A6.3 6.3 0 0 0 1 8.7zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2.2A11.3 11.3 0 0 0 1 3.7z" />
        </svg>
        Kanał RSS raportów bieżących
      </a>
    </div>
  );
}

/** "ESPI" / "EBI": the system a report was published in. */
export function SystemBadge({ system }: { system: string }) {
  return (
    <span className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium tracking-wide text-slate-800">
      {system}
    </span>
  );
}

/** A report's files: each a download link with its title, type, size and date. */
export function AttachmentList({
  attachments,
  heading = "Załączniki",
  headingLevel = 4,
}: {
  attachments: Attachment[];
  heading?: string;
  headingLevel?: 3 | 4;
}) {
  if (attachments.length === 0) return null;
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="mt-4">
      <H className="text-sm font-semibold text-slate-900">{heading}</H>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {attachments.map((a) => (
          <li key={a.slug} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <FileIcon />
            <a
              href={a.href}
              download
              className="min-w-0 flex-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {a.title}
              <span className="sr-only"> ({attachmentFacts(a)})</span>
            </a>
            <span className="text-sm text-slate-600" aria-hidden="true">
              {attachmentFacts(a)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A table of documents (title, date, file) for the securitisation and prospectus pages. */
export function DocumentTable({ documents }: { documents: Attachment[] }) {
  return (
    <section aria-labelledby="dokumenty" className="mt-12">
      <h2 id="dokumenty" className="text-2xl font-bold">
        Dokumenty
      </h2>
      {documents.length === 0 ? (
        <p className="mt-4 text-slate-700">Dokumenty zostaną opublikowane wkrótce.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {documents.map((d) => (
            <li key={d.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 sm:flex-nowrap">
              <FileIcon />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{d.title}</p>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={d.date}>{formatDate(d.date)}</time> · {attachmentFacts(d)}
                </p>
              </div>
              <a href={d.href} download className="btn-secondary shrink-0 px-4 py-2 text-sm">
                Pobierz PDF<span className="sr-only"> – {d.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0 text-danger-700">
      <path
        fill="currentColor"
        d="M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V8h4.5zM7 13v5h1.3v-1.6h.8a1.7 1.7 0 0 0 0-3.4zm1.3 1.1h.7a.6.6 0 0 1 0 1.2h-.7zm3-1.1v5h1.6a2.5 2.5 0 0 0 0-5zm1.3 1.1h.3a1.4 1.4 0 0 1 0 2.8h-.3zM16 13v5h1.3v-2h1.6v-1.1h-1.6v-.8H19V13z"
      />
    </svg>
  );
}

/** The filter form of a report list: GET, so it works without JavaScript and its address can be shared. */
export function FilterForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form
      method="get"
      action={action}
      aria-label="Filtruj raporty"
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {children}
      <button type="submit" className="btn-primary px-5 py-2">
        Pokaż
      </button>
    </form>
  );
}

/** A labelled select of the filter form. */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={`filtr-${name}`} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={`filtr-${name}`} name={name} defaultValue={value} key={value} className="field">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The year filter of a report list: "Wszystkie lata" and each year that has reports. */
export function YearSelect({ label, years, year }: { label: string; years: number[]; year: number | null }) {
  return (
    <FilterSelect
      label={label}
      name="rok"
      value={year ? String(year) : ""}
      options={[
        { value: "", label: "Wszystkie lata" },
        ...years.map((y) => ({ value: String(y), label: String(y) })),
      ]}
    />
  );
}

/** "Brak raportów …" when the chosen filters find nothing. */
export function EmptyList({ action }: { action: string }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
      Nie ma raportów dla wybranych filtrów.{" "}
      <SiteLink to={action} className="font-medium text-brand-700 underline">
        Pokaż wszystkie
      </SiteLink>
    </p>
  );
}
