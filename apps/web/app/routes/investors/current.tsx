import { formatDate } from "@vhs/domain/format.ts";
import { type CurrentReport, INVESTOR_SYSTEMS } from "@vhs/domain/publishing.ts";
import { Prose } from "../../components/content/prose.tsx";
import {
  AttachmentList,
  EmptyList,
  FilterForm,
  FilterSelect,
  InvestorHero,
  SystemBadge,
  YearSelect,
} from "../../components/investors/investor-parts.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import { required } from "../../lib/http.ts";
import {
  CURRENT_REPORTS_FEED,
  reportAnchor,
  resultsLine,
  systemFilter,
  yearFilter,
} from "../../lib/investors.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { htmlAside } from "../../lib/served-data.ts";
import type { Route } from "./+types/current";

/** /komunikaty: current reports (ESPI/EBI), newest first, filtered by year and system (?rok=2026&system=EBI). */

export const headers = cacheablePageHeaders;

const PATH = "/komunikaty";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const year = yearFilter(url.searchParams.get("rok"));
  const system = systemFilter(url.searchParams.get("system"));
  const list = required(
    await catalogApi(context).cached<{ years: number[]; items: CurrentReport[] }>(
      "/v3/communicates-current",
      {
        year,
        system,
      },
    ),
    url.pathname.replace(/\.data$/, ""),
  );
  const items = list.items.map((r) => ({ ...r, html: htmlAside(context, r.html) }));
  return { ...list, items, year, system };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const filtered = [loaderData?.year, loaderData?.system].filter(Boolean).join(", ");
  return [
    ...pageMeta(rootMeta(matches), {
      title: `Raporty bieżące${filtered ? ` (${filtered})` : ""} | Relacje inwestorskie | Leasingowo`,
      description:
        "Raporty bieżące Leasingowo sp. z o.o. publikowane w systemach ESPI i EBI: numer raportu, data, podstawa prawna, treść i załączniki PDF.",
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Raporty bieżące Leasingowo",
      href: CURRENT_REPORTS_FEED,
    },
  ];
}

export default function CurrentReports({ loaderData }: Route.ComponentProps) {
  const { years, items, year, system } = loaderData;
  return (
    <>
      <InvestorHero
        title="Raporty bieżące"
        current={PATH}
        lead="Informacje, które Leasingowo sp. z o.o. jako emitent obligacji notowanych na rynku Catalyst przekazuje do publicznej wiadomości w systemach ESPI i EBI."
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <FilterForm action={PATH}>
          <YearSelect label="Rok" years={years} year={year} />
          <FilterSelect
            label="System"
            name="system"
            value={system ?? ""}
            options={[
              { value: "", label: "ESPI i EBI" },
              ...INVESTOR_SYSTEMS.map((s) => ({ value: s, label: s })),
            ]}
          />
        </FilterForm>
        <section aria-labelledby="lista-raportow">
          <h2 id="lista-raportow" className="sr-only">
            Lista raportów bieżących
          </h2>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            {resultsLine(items.length, [
              year ? `z ${year} r.` : null,
              system ? `w systemie ${system}` : null,
            ])}
          </p>
          {items.length === 0 ? (
            <EmptyList action={PATH} />
          ) : (
            <ol className="space-y-4">
              {items.map((r) => (
                <li key={r.number}>
                  <ReportCard report={r} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

function ReportCard({ report }: { report: CurrentReport }) {
  const id = reportAnchor("current", report.number);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-tytul`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm target:border-brand-600 target:ring-2 target:ring-brand-100 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">Raport bieżący nr {report.number}</span>
          <SystemBadge system={report.system} />
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={report.time ? `${report.date}T${report.time}` : report.date}>
            {formatDate(report.date)}
            {report.time ? `, godz. ${report.time}` : ""}
          </time>
        </p>
      </div>
      <h3 id={`${id}-tytul`} className="mt-3 text-lg font-semibold text-slate-900">
        {report.title}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">Podstawa prawna:</span> {report.legalBasis}
      </p>
      {report.html && (
        <details className="group mt-4 rounded-md border border-slate-200">
          <summary className="cursor-pointer select-none px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
            Treść raportu<span className="sr-only"> nr {report.number}</span>
          </summary>
          <Prose html={report.html} className="border-t border-slate-200 px-4 py-3" />
        </details>
      )}
      <AttachmentList attachments={report.attachments} />
    </article>
  );
}
