// Investor relations (docs/publishing.md): current reports (ESPI/EBI), periodic reports, the securitisation
// and prospectus pages, and every document they list as an accessible PDF typeset from its file in
// content/investors/attachments (lib/content-pdf.ts). Lists filter by year and type; every item carries its
// regulatory number and date, every attachment its size and type.
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { investorAttachments, investorDocuments } from "@vhs/db/schema/publishing.ts";
import { formatDay } from "@vhs/domain/format.ts";
import {
  type Attachment,
  INVESTOR_SYSTEMS,
  PERIODIC_TYPES,
  publishingPaths,
} from "@vhs/domain/publishing.ts";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { documentPdfCached } from "../lib/content-pdf-cache.ts";
import { renderCached } from "../lib/content-render.ts";
import { router } from "../lib/openapi.ts";
import { AttachmentSchema, ContentBlockSchema, ContentHeadingSchema } from "../lib/publishing-schemas.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";
import { notFound } from "./content.ts";

type DocumentRow = typeof investorDocuments.$inferSelect;
type AttachmentRow = typeof investorAttachments.$inferSelect;

export interface InvestorOptions {
  /** The site's origin, for absolute links inside the PDFs. */
  publicOrigin: string;
}

const yearParam = z
  .string()
  .regex(/^\d{4}$/, { error: "Rok w postaci RRRR" })
  .transform(Number)
  .optional()
  .openapi({ description: "Tylko z tego roku", example: "2026" });

const ReportBase = z.object({
  number: z.string(),
  system: z.enum(INVESTOR_SYSTEMS),
  date: z.string(),
  title: z.string(),
  html: z.string(),
  attachments: z.array(AttachmentSchema),
});
const CurrentReportSchema = ReportBase.extend({
  time: z.string().nullable(),
  legalBasis: z.string(),
}).openapi("CurrentReport");
const PeriodicReportSchema = ReportBase.extend({
  type: z.object({ slug: z.string(), name: z.string() }),
  period: z.string(),
  year: z.number().int(),
}).openapi("PeriodicReport");
const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ years: z.array(z.number().int()), items: z.array(item) }).openapi(name);
const InvestorPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    h1: z.string(),
    lead: z.string().nullable(),
    blocks: z.array(ContentBlockSchema),
    headings: z.array(ContentHeadingSchema),
    documents: z.array(AttachmentSchema),
  })
  .openapi("InvestorPage");

/** A document's PDF source: the attachment's file typeset like the site's legal documents. */
function pdfSource(row: AttachmentRow) {
  return {
    slug: row.slug,
    title: row.title,
    h1: row.title,
    lead: null,
    description: row.title,
    version: "",
    validFrom: row.date,
    body: row.body,
    contentHash: row.contentHash,
    path: publishingPaths.investorFile(row.slug),
    metaLine: `Warszawa, ${formatDay(row.date)} r.`,
  };
}

export function investorRoutes(db: Db, options: InvestorOptions) {
  const pdf = (row: AttachmentRow) => documentPdfCached(pdfSource(row), options);
  /** The attachments of some documents, in their listed order, each with its PDF's size. */
  const attachmentsOf = async (rows: DocumentRow[]): Promise<Map<string, Attachment[]>> => {
    const slugs = [...new Set(rows.flatMap((r) => r.attachments))];
    const found = slugs.length
      ? await db.select().from(investorAttachments).where(inArray(investorAttachments.slug, slugs))
      : [];
    const bySlug = new Map<string, Attachment>();
    for (const a of found)
      bySlug.set(a.slug, {
        slug: a.slug,
        title: a.title,
        date: a.date,
        href: publishingPaths.investorFile(a.slug),
        mediaType: "application/pdf",
        size: (await pdf(a)).byteLength,
      });
    return new Map(rows.map((r) => [r.slug, r.attachments.flatMap((s) => bySlug.get(s) ?? [])]));
  };
  const html = (row: DocumentRow) =>
    renderCached(row.contentHash, row.body)
      .blocks.map((b) => (b.type === "html" ? b.html : ""))
      .join("");
  const years = async (kind: "current" | "periodic") =>
    (
      await db
        .selectDistinct({ year: investorDocuments.year })
        .from(investorDocuments)
        .where(eq(investorDocuments.kind, kind))
        .orderBy(desc(investorDocuments.year))
    ).flatMap((r) => (r.year === null ? [] : [r.year]));
  const reports = (kind: "current" | "periodic", where: (SQL | undefined)[]) =>
    db
      .select()
      .from(investorDocuments)
      .where(and(eq(investorDocuments.kind, kind), ...where))
      .orderBy(
        desc(investorDocuments.publishedOn),
        desc(investorDocuments.publishedTime),
        desc(investorDocuments.slug),
      );
  const page = async (slug: string) => {
    const [row] = await db
      .select()
      .from(investorDocuments)
      .where(and(eq(investorDocuments.kind, "page"), eq(investorDocuments.slug, slug)));
    if (!row) return null;
    const rendered = renderCached(row.contentHash, row.body);
    return {
      slug: row.slug,
      title: row.title,
      description: row.description ?? row.title,
      h1: row.h1 ?? row.title,
      lead: row.lead,
      blocks: rendered.blocks,
      headings: rendered.headings,
      documents: (await attachmentsOf([row])).get(row.slug) ?? [],
    };
  };
  const pageRoute = (path: string, summary: string) =>
    createRoute({
      method: "get",
      path,
      tags: ["investors"],
      summary,
      responses: { 200: json(InvestorPageSchema, "Strona z dokumentami do pobrania"), ...notFoundResponse },
    });

  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/communicates-current",
        tags: ["investors"],
        summary: "Raporty bieżące (ESPI/EBI), od najnowszego; filtr po roku i systemie",
        request: {
          query: z.object({
            year: yearParam,
            system: z.enum(INVESTOR_SYSTEMS, { error: "System to ESPI albo EBI" }).optional(),
          }),
        },
        responses: {
          200: json(listOf(CurrentReportSchema, "CurrentReports"), "Lata z raportami i raporty"),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { year, system } = c.req.valid("query");
        const rows = await reports("current", [
          year === undefined ? undefined : eq(investorDocuments.year, year),
          system ? eq(investorDocuments.system, system) : undefined,
        ]);
        const attachments = await attachmentsOf(rows);
        return c.json(
          {
            years: await years("current"),
            items: rows.map((r) => ({
              number: r.number ?? "",
              system: r.system as "ESPI" | "EBI",
              date: r.publishedOn ?? "",
              time: r.publishedTime,
              title: r.title,
              legalBasis: r.legalBasis ?? "",
              html: html(r),
              attachments: attachments.get(r.slug) ?? [],
            })),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/v3/communicates-periodic",
        tags: ["investors"],
        summary: "Raporty okresowe (kwartalne, półroczne, roczne) z plikami PDF; filtr po roku i rodzaju",
        request: {
          query: z.object({
            year: yearParam,
            type: z
              .enum(PERIODIC_TYPES.map((t) => t.slug) as [string, ...string[]], {
                error: "Rodzaj to kwartalny, polroczny albo roczny",
              })
              .optional(),
          }),
        },
        responses: {
          200: json(listOf(PeriodicReportSchema, "PeriodicReports"), "Lata z raportami i raporty"),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { year, type } = c.req.valid("query");
        const rows = await reports("periodic", [
          year === undefined ? undefined : eq(investorDocuments.year, year),
          type ? eq(investorDocuments.periodType, type) : undefined,
        ]);
        const attachments = await attachmentsOf(rows);
        return c.json(
          {
            years: await years("periodic"),
            items: rows.map((r) => ({
              number: r.number ?? "",
              system: r.system as "ESPI" | "EBI",
              type: PERIODIC_TYPES.find((t) => t.slug === r.periodType) ?? PERIODIC_TYPES[0],
              period: r.period ?? "",
              year: r.year ?? 0,
              date: r.publishedOn ?? "",
              title: r.title,
              html: html(r),
              attachments: attachments.get(r.slug) ?? [],
            })),
          },
          200,
        );
      },
    )
    .openapi(pageRoute("/v3/securitizations", "Sekurytyzacja: opis transakcji i dokumenty"), async (c) => {
      const found = await page("sekurytyzacja");
      return found ? c.json(found, 200) : c.json(notFound("strona"), 404);
    })
    .openapi(pageRoute("/v3/prospects", "Prospekt, suplementy i warunki ostateczne emisji"), async (c) => {
      const found = await page("prospekt");
      return found ? c.json(found, 200) : c.json(notFound("strona"), 404);
    })
    .openapi(
      createRoute({
        method: "get",
        path: "/investor-document/pdf",
        tags: ["investors"],
        summary: "Dokument dla inwestorów jako dostępny PDF z tagami (PDF/UA) do pobrania",
        request: {
          query: z.object({
            slug: z
              .string({ error: "Podaj adres dokumentu (slug)" })
              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
                error: "Adres dokumentu może zawierać małe litery, cyfry i myślniki",
              })
              .max(160),
          }),
        },
        responses: {
          200: {
            description: "Dokument PDF (Content-Disposition: attachment; plik {slug}.pdf)",
            content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
          },
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const [row] = await db
          .select()
          .from(investorAttachments)
          .where(eq(investorAttachments.slug, c.req.valid("query").slug));
        if (!row) return c.json(notFound("dokument"), 404);
        return c.body((await pdf(row)) as never, 200, {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${row.slug}.pdf"`,
          "Cache-Control": "public, max-age=300",
        }) as never;
      },
    );
}
