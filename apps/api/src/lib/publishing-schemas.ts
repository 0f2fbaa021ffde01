// The publishing calls' inputs and answers (blog, press office, investor documents), as OpenAPI schemas.
// The shapes are @vhs/domain/publishing.ts's interfaces; the web app reads them from there.
import { z } from "@hono/zod-openapi";

/** The content block union of the content pages, reused by articles and investor pages. */
export { ContentBlockSchema, ContentHeadingSchema } from "../routes/content.ts";

export const pageParam = z
  .string()
  .regex(/^\d{1,4}$/, { error: "Numer strony to liczba od 0" })
  .transform(Number)
  .optional()
  .openapi({ description: "Numer strony listy, od 0", example: "0" });

export const articleSlug = z
  .string({ error: "Podaj adres artykułu (slug)" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "Adres artykułu może zawierać małe litery, cyfry i myślniki",
  })
  .max(160, { error: "Adres artykułu może mieć najwyżej 160 znaków" });

export const searchParam = z
  .string({ error: "Wpisz, czego szukasz" })
  .trim()
  .min(2, { error: "Wpisz co najmniej 2 znaki" })
  .max(100, { error: "Zapytanie może mieć najwyżej 100 znaków" });

export const PagingSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi("Paging");

const Ref = z.object({ slug: z.string(), name: z.string() });
export const CoverSchema = z
  .object({ src: z.string(), pngSrc: z.string(), alt: z.string(), caption: z.string().nullable() })
  .openapi("Cover");

export const ArticleSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    category: Ref,
    author: Ref.nullable(),
    publishedOn: z.string(),
    updatedOn: z.string().nullable(),
    readingMinutes: z.number().int(),
    tags: z.array(z.string()),
    cover: CoverSchema.nullable(),
  })
  .openapi("ArticleSummary");

export const AuthorSchema = Ref.extend({
  role: z.string(),
  bioHtml: z.string(),
  articleCount: z.number().int(),
}).openapi("Author");

export const FragmentSchema = z.object({ text: z.string(), mark: z.boolean() });

export const ArticleListSchema = z
  .object({ items: z.array(ArticleSummarySchema), paging: PagingSchema })
  .openapi("ArticleList");

export const CategorySchema = Ref.extend({ description: z.string(), count: z.number().int() }).openapi(
  "ArticleCategory",
);

export const SearchResultSchema = z
  .object({
    search: z.string(),
    items: z.array(ArticleSummarySchema.extend({ fragments: z.array(FragmentSchema) })),
    paging: PagingSchema,
  })
  .openapi("ArticleSearch");

export const AttachmentSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    date: z.string(),
    href: z.string(),
    mediaType: z.literal("application/pdf"),
    size: z.number().int(),
  })
  .openapi("InvestorAttachment");
