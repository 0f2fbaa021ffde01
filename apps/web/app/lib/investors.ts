// Investor relations as the web shows them (docs/publishing.md): the reports' anchors and labels, the
// attachments' sizes, and the filters of the report lists read from the address.
import { formatNumber } from "@vhs/domain/format.ts";
import { type Attachment, INVESTOR_SYSTEMS, PERIODIC_TYPES } from "@vhs/domain/publishing.ts";
import { countOf, type PluralForms } from "./polish.ts";

const REPORTS: PluralForms = ["raport", "raporty", "raportów"];

export type InvestorSystem = (typeof INVESTOR_SYSTEMS)[number];

/** The investor pages, in the order of their subnavigation. */
export const INVESTOR_PAGES = [
  { path: "/komunikaty", label: "Raporty bieżące" },
  { path: "/raporty-okresowe", label: "Raporty okresowe" },
  { path: "/securitization", label: "Sekurytyzacja" },
  { path: "/prospekt", label: "Prospekt" },
] as const;

export const CURRENT_REPORTS_FEED = "/komunikaty/rss.xml";

/** "7/2026" → "rb-7-2026" (current reports), "ro-3-2026" (periodic): a report's anchor on its list. */
export function reportAnchor(kind: "current" | "periodic", number: string): string {
  return `${kind === "current" ? "rb" : "ro"}-${number.replace(/[^0-9]+/g, "-")}`;
}

/** A report's year as its number says ("7/2026" → 2026), else its date's. */
export function reportYear(number: string, date: string): number {
  return Number(/\/(\d{4})$/.exec(number)?.[1] ?? date.slice(0, 4));
}

/** Where a current report is on the site: its year's list, at its anchor. */
export function currentReportHref(report: { number: string; date: string }): string {
  return `/komunikaty?rok=${reportYear(report.number, report.date)}#${reportAnchor("current", report.number)}`;
}

/** Bytes in Polish notation: "48 KB", "1,2 MB" (1 KB = 1024 bytes; at least 1 KB). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${formatNumber(Math.max(1, Math.round(kb)))} KB`;
  return `${formatNumber(Math.round((kb / 1024) * 10) / 10, 1)} MB`;
}

/** "PDF, 48 KB". */
export function attachmentFacts(attachment: Pick<Attachment, "mediaType" | "size">): string {
  const type = attachment.mediaType === "application/pdf" ? "PDF" : attachment.mediaType;
  return `${type}, ${formatFileSize(attachment.size)}`;
}

/** The year filter: four digits, else none. */
export function yearFilter(value: string | null): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

export function systemFilter(value: string | null): InvestorSystem | null {
  return INVESTOR_SYSTEMS.find((s) => s === value) ?? null;
}

export function periodicTypeFilter(value: string | null): (typeof PERIODIC_TYPES)[number] | null {
  return PERIODIC_TYPES.find((t) => t.slug === value) ?? null;
}

/** The line above a filtered list: "3 raporty z 2026 r. w systemie EBI, od najnowszego." */
export function resultsLine(count: number, scope: (string | null)[]): string {
  const parts = scope.filter(Boolean);
  return `${countOf(count, REPORTS)}${parts.length ? ` ${parts.join(" ")}` : ""}, od najnowszego.`;
}
