import { formatDate } from "@vhs/domain/format.ts";
import { PERIODIC_TYPES, type PeriodicReport } from "@vhs/domain/publishing.ts";
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
import { periodicTypeFilter, reportAnchor, resultsLine, yearFilter } from "../../lib/investors.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import { htmlAside } from "../../lib/served-data.ts";
import type { Route } from "./+types/periodic";

/** /raporty-okresowe: quarterly, half-year and annual reports with their PDFs, by year and type (?rok=2026&rodzaj=roczny). */

export const headers = cacheablePageHeaders;

const PATH = "/raporty-okresowe";

/** "Raport kwartalny" → "kwartalne" for the results line. */
const TYPE_PLURAL: Record<string, string> = {
  kwartalny: "kwartalne",
  polroczny: "półroczne",
  roczny: "roczne",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const year = yearFilter(url.searchParams.get("rok"));
  const type = periodicTypeFilter(url.searchParams.get("rodzaj"));
  const list = required(
    await catalogApi(context).cached<{ years: number[]; items: PeriodicReport[] }>(
      "/v3/communicates-periodic",
      { year, type: type?.slug },
    ),
    url.pathname.replace(/\.data$/, ""),
  );
  const items = list.items.map((r) => (r.html ? { ...r, html: htmlAside(context, r.html) } : r));
  return { ...list, items, year, type: type?.slug ?? null };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const type = PERIODIC_TYPES.find((t) => t.slug === loaderData?.type);
  const filtered = [type?.name, loaderData?.year].filter(Boolean).join(", ");
  return pageMeta(rootMeta(matches), {
    title: `Raporty okresowe${filtered ? ` (${filtered})` : ""} | Relacje inwestorskie | Leasingowo`,
    description:
      "Raporty kwartalne, półroczne i roczne Leasingowo sp. z o.o., emitenta obligacji na rynku Catalyst: wyniki, portfel leasingowy i sprawozdania finansowe w PDF.",
  });
}

export default function PeriodicReports({ loaderData }: Route.ComponentProps) {
  const { years, items, year, type } = loaderData;
  return (
    <>
      <InvestorHero
        title="Raporty okresowe"
        current={PATH}
        lead="Raporty kwartalne, półroczne i roczne z wynikami finansowymi Leasingowo sp. z o.o. Pełne raporty i sprawozdania finansowe pobierzesz w formacie PDF."
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <FilterForm action={PATH}>
          <YearSelect label="Rok obrotowy" years={years} year={year} />
          <FilterSelect
            label="Rodzaj raportu"
            name="rodzaj"
            value={type ?? ""}
            options={[
              { value: "", label: "Wszystkie rodzaje" },
              ...PERIODIC_TYPES.map((t) => ({ value: t.slug, label: t.name })),
            ]}
          />
        </FilterForm>
        <section aria-labelledby="lista-raportow">
          <h2 id="lista-raportow" className="sr-only">
            Lista raportów okresowych
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            {resultsLine(items.length, [
              type ? (TYPE_PLURAL[type] ?? null) : null,
              year ? `za ${year} r.` : null,
            ])}
          </p>
          {items.length === 0 ? (
            <EmptyList action={PATH} />
          ) : (
            <ol className="space-y-4">
              {items.map((r) => (
                <li key={`${r.system}-${r.number}`}>
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

function ReportCard({ report }: { report: PeriodicReport }) {
  const id = reportAnchor("periodic", report.number);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-tytul`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm target:border-brand-600 target:ring-2 target:ring-brand-100 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">Raport okresowy nr {report.number}</span>
          <SystemBadge system={report.system} />
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {report.type.name}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          Opublikowany <time dateTime={report.date}>{formatDate(report.date)}</time>
        </p>
      </div>
      <h3 id={`${id}-tytul`} className="mt-3 text-lg font-semibold text-slate-900">
        {report.title}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">Okres:</span> {report.period}
      </p>
      {report.html && <Prose html={report.html} className="mt-3 max-w-4xl text-slate-800" />}
      <AttachmentList attachments={report.attachments} heading="Pliki do pobrania" />
    </article>
  );
}
