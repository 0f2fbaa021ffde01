// Documents as accessible, tagged PDFs (lib/content-pdf.ts): the same content row /document serves, typeset
// for download (the site links them as /dokumenty/{slug}.pdf).
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { documentPdfCached } from "../lib/content-pdf-cache.ts";
import { router } from "../lib/openapi.ts";
import { errorResponses, notFoundResponse } from "../lib/schemas.ts";
import { contentEntry, notFound, slugField } from "./content.ts";

export interface ContentPdfOptions {
  /** The site's origin, for absolute links inside the PDFs. */
  publicOrigin: string;
}

/** "{slug}-v{version}.pdf", safe inside a quoted Content-Disposition filename. */
export function documentFileName(slug: string, version: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9.-]+/g, "-");
  return `${safe(slug)}-v${safe(version) || "1"}.pdf`;
}

export function contentPdfRoutes(db: Db, options: ContentPdfOptions) {
  return router().openapi(
    createRoute({
      method: "get",
      path: "/document/pdf",
      tags: ["content"],
      summary: "Dokument jako dostępny PDF z tagami (PDF/UA) do pobrania",
      request: { query: z.object({ slug: slugField }) },
      responses: {
        200: {
          description: "Dokument PDF (Content-Disposition: attachment; plik {slug}-v{wersja}.pdf)",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...notFoundResponse,
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await contentEntry(db, "document", c.req.valid("query").slug);
      if (!row) return c.json(notFound("dokument"), 404);
      const version = row.version ?? "";
      const bytes = await documentPdfCached(
        {
          slug: row.slug,
          title: row.title,
          h1: row.h1,
          lead: row.lead,
          description: row.description,
          version,
          validFrom: row.validFrom ?? row.updatedAt.toISOString().slice(0, 10),
          body: row.body,
          contentHash: row.contentHash,
        },
        options,
      );
      // The bytes change only with the file: a short public cache spares a re-download, not a re-deploy.
      return c.body(bytes as never, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${documentFileName(row.slug, version)}"`,
        "Cache-Control": "public, max-age=300",
      }) as never;
    },
  );
}
