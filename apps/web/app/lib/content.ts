// Content pages as the API serves them (docs/content.md) and as the content routes pass them to their
// components: the rendered blocks, plus the catalogue cars of every `cars` block.
import type { ContentBlock, ContentHeading } from "@vhs/domain/content.ts";
import type { CarItem } from "./catalog.ts";

export interface ContentPageData {
  slug: string;
  title: string;
  description: string;
  h1: string;
  lead: string | null;
  updatedAt: string;
  blocks: ContentBlock[];
  headings: ContentHeading[];
}

export interface DocumentInfo {
  slug: string;
  title: string;
  summary: string;
  group: string;
  version: string;
  validFrom: string;
  updatedAt: string;
}

export type ContentDocumentData = ContentPageData & DocumentInfo;

/** The cars of a page's `cars` blocks, by the block's position in `blocks`. */
export type BlockCars = Record<number, CarItem[]>;

/** A content page with what its blocks need. */
export interface LoadedContent<P extends ContentPageData = ContentPageData> {
  page: P;
  cars: BlockCars;
}

/** Where a document's PDF is downloaded. */
export function documentPdfHref(slug: string): string {
  return `/dokumenty/${slug}.pdf`;
}

/** "2026-06-01" → "1 czerwca 2026". */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat("pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** FAQPage structured data (schema.org) for the questions a page answers. */
export function faqStructuredData(items: { question: string; text: string }[]): string | null {
  if (items.length === 0) return null;
  return JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.text },
    })),
  }).replace(/</g, "\\u003c");
}

/** Every FAQ item of a page's blocks. */
export function faqOfBlocks(blocks: readonly ContentBlock[]): { question: string; text: string }[] {
  return blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
}

/** An SEO text as a page shows it: the heading and the Markdown parts of its body. */
export interface SeoSectionData {
  title: string;
  html: string;
}

export function seoSection(page: ContentPageData | null): SeoSectionData | null {
  if (!page) return null;
  const html = page.blocks.map((b) => (b.type === "html" ? b.html : "")).join("");
  return html ? { title: page.title, html } : null;
}
