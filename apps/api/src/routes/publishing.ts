// The motoring blog and the press office (docs/publishing.md): lists by category, author and search, one
// article with its author, the cars it names and articles to read next. Pages count from 0 (SPEC §9); a
// page past the last answers 404, an unknown category, author or article too.
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { articles, authors, type PublicationChannel } from "@vhs/db/schema/publishing.ts";
import { warsawDay } from "@vhs/domain/format.ts";
import {
  type ArticlePage,
  BLOG_PAGE_SIZE,
  NEWEST_CATEGORY,
  PRESS_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from "@vhs/domain/publishing.ts";
import { eq, sql } from "drizzle-orm";
import { renderCached } from "../lib/content-render.ts";
import { router } from "../lib/openapi.ts";
import {
  authorDetails,
  categoryCounts,
  cover,
  findArticle,
  inCategory,
  listArticles,
  namedCars,
  newestByCategory,
  outOfRange,
  relatedArticles,
  searchArticles,
  summary,
} from "../lib/publishing-queries.ts";
import {
  ArticleListSchema,
  ArticleSummarySchema,
  AuthorSchema,
  articleSlug,
  CategorySchema,
  ContentBlockSchema,
  ContentHeadingSchema,
  CoverSchema,
  pageParam,
  SearchResultSchema,
  searchParam,
} from "../lib/publishing-schemas.ts";
import { errorResponses, json, notFoundResponse } from "../lib/schemas.ts";
import { notFound } from "./content.ts";

const ArticlePageSchema = ArticleSummarySchema.extend({
  description: z.string(),
  blocks: z.array(ContentBlockSchema),
  headings: z.array(ContentHeadingSchema),
  authorDetails: AuthorSchema.nullable(),
  cars: z.array(z.object({ brand: z.string(), model: z.string(), name: z.string(), href: z.string() })),
  gallery: z.array(CoverSchema),
  related: z.array(ArticleSummarySchema),
}).openapi("ArticlePage");

const CategoryPageSchema = ArticleListSchema.extend({ category: CategorySchema }).openapi(
  "ArticleCategoryPage",
);
const AuthorPageSchema = ArticleListSchema.extend({ author: AuthorSchema }).openapi("ArticleAuthorPage");
const HomeSchema = z
  .object({
    latest: z.array(ArticleSummarySchema),
    categories: z.array(CategorySchema.extend({ items: z.array(ArticleSummarySchema) })),
  })
  .openapi("ArticleHome");

const categorySlug = z
  .string({ error: "Podaj kategorię" })
  .regex(/^[a-z0-9-]{1,40}$/, { error: "Kategoria może zawierać małe litery, cyfry i myślniki" });

export interface PublishingOptions {
  now?: () => Date;
}

async function articlePage(
  db: Db,
  channel: PublicationChannel,
  slug: string,
  today: string,
): Promise<ArticlePage | null> {
  const found = await findArticle(db, channel, slug, today);
  if (!found) return null;
  const { row, author } = found;
  const rendered = renderCached(row.contentHash, row.body);
  const [details, cars, related] = await Promise.all([
    author ? authorDetails(db, author, today) : null,
    namedCars(db, row.cars),
    relatedArticles(db, row, 3, today),
  ]);
  return {
    ...summary({ ...row, authorName: author?.name ?? null }),
    description: row.description,
    blocks: rendered.blocks,
    headings: rendered.headings,
    authorDetails: details,
    cars,
    gallery: row.gallery.map((g) => cover(g)!),
    related,
  };
}

/** The calls of one channel, at the paths SPEC §7 gives them. */
function channelRoutes(
  db: Db,
  channel: PublicationChannel,
  paths: { home: string; category: string; search: string; article: string },
  options: PublishingOptions,
) {
  const today = () => warsawDay(options.now?.() ?? Date.now());
  const pageSize = channel === "blog" ? BLOG_PAGE_SIZE : PRESS_PAGE_SIZE;
  const tags = [channel === "blog" ? "blog" : "press"];
  const what = channel === "blog" ? "artykuł" : "informacja prasowa";
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: paths.home,
        tags,
        summary:
          channel === "blog"
            ? "Strona główna bloga: najnowsze artykuły i po kilka z każdej kategorii"
            : "Strona główna biura prasowego: najnowsze informacje i kategorie",
        responses: { 200: json(HomeSchema, "Najnowsze artykuły i kategorie z liczbą artykułów") },
      }),
      async (c) => {
        const day = today();
        const [latest, counts, newest] = await Promise.all([
          listArticles(db, channel, undefined, 0, channel === "blog" ? 7 : 6, day),
          categoryCounts(db, channel, day),
          newestByCategory(db, channel, 3, day),
        ]);
        const categories = counts
          .filter((cat) => cat.slug !== NEWEST_CATEGORY)
          .map((cat) => ({ ...cat, items: newest.get(cat.slug) ?? [] }));
        return c.json({ latest: latest.items, categories }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: paths.category,
        tags,
        summary: `Jedna strona kategorii (${pageSize} na stronę, strony od 0)`,
        request: { query: z.object({ slug: categorySlug, page: pageParam }) },
        responses: {
          200: json(CategoryPageSchema, "Kategoria i jej artykuły, od najnowszego"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const { slug, page = 0 } = c.req.valid("query");
        const day = today();
        const category = (await categoryCounts(db, channel, day)).find((cat) => cat.slug === slug);
        if (!category) return c.json(notFound("kategoria"), 404);
        const list = await listArticles(db, channel, inCategory(channel, slug), page, pageSize, day);
        if (outOfRange(list.paging)) return c.json(notFound("strona listy"), 404);
        return c.json({ category, ...list }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: paths.search,
        tags,
        summary: `Wyszukiwanie pełnotekstowe po polsku (odmiana i brak polskich znaków nie przeszkadzają; ${SEARCH_PAGE_SIZE} na stronę)`,
        request: { query: z.object({ search: searchParam, page: pageParam }) },
        responses: {
          200: json(SearchResultSchema, "Trafienia od najlepiej pasującego, z fragmentami tekstu"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const { search, page = 0 } = c.req.valid("query");
        const result = await searchArticles(db, channel, search, page, SEARCH_PAGE_SIZE, today());
        if (outOfRange(result.paging)) return c.json(notFound("strona wyników"), 404);
        return c.json({ search, ...result }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: paths.article,
        tags,
        summary: "Jeden artykuł: treść w blokach, autor, samochody, o których pisze, i podobne artykuły",
        request: { query: z.object({ slug: articleSlug }) },
        responses: { 200: json(ArticlePageSchema, "Artykuł"), ...notFoundResponse, ...errorResponses },
      }),
      async (c) => {
        const article = await articlePage(db, channel, c.req.valid("query").slug, today());
        if (!article) return c.json(notFound(what), 404);
        return c.json(article, 200);
      },
    );
}

export function publishingRoutes(db: Db, options: PublishingOptions = {}) {
  const today = () => warsawDay(options.now?.() ?? Date.now());
  const blog = channelRoutes(
    db,
    "blog",
    {
      home: "/blog/home-page",
      category: "/blog/category-page",
      search: "/blog/search",
      article: "/blog/article-page",
    },
    options,
  )
    .openapi(
      createRoute({
        method: "get",
        path: "/blog/categories",
        tags: ["blog"],
        summary: "Kategorie bloga z liczbą artykułów (najnowsze = wszystkie)",
        responses: { 200: json(z.array(CategorySchema), "Kategorie w stałej kolejności") },
      }),
      async (c) => c.json(await categoryCounts(db, "blog", today()), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/blog/article/get-by-author",
        tags: ["blog"],
        summary: `Autor i jego artykuły (${BLOG_PAGE_SIZE} na stronę, strony od 0)`,
        request: {
          query: z.object({
            author: z
              .string({ error: "Podaj autora" })
              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Autor: małe litery, cyfry i myślniki" })
              .max(80, { error: "Autor: najwyżej 80 znaków" })
              .openapi({ description: "Adres autora", example: "anna-zielinska" }),
            page: pageParam,
          }),
        },
        responses: {
          200: json(AuthorPageSchema, "Autor i jego artykuły, od najnowszego"),
          ...notFoundResponse,
          ...errorResponses,
        },
      }),
      async (c) => {
        const { author: slug, page = 0 } = c.req.valid("query");
        const day = today();
        const [row] = await db.select().from(authors).where(eq(authors.slug, slug));
        if (!row) return c.json(notFound("autor"), 404);
        const [author, list] = await Promise.all([
          authorDetails(db, row, day),
          listArticles(db, "blog", eq(articles.author, slug), page, BLOG_PAGE_SIZE, day),
        ]);
        if (outOfRange(list.paging)) return c.json(notFound("strona listy"), 404);
        return c.json({ author, ...list }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/moto-news",
        tags: ["blog"],
        summary:
          "Najnowsze artykuły bloga dla strony głównej i stron modeli (z modelem: najpierw te, które o nim piszą)",
        request: {
          query: z.object({
            limit: z
              .string()
              .regex(/^([1-9]|1[0-2])$/, { error: "Liczba artykułów od 1 do 12" })
              .transform(Number)
              .optional(),
            brand: z
              .string()
              .regex(/^[a-z0-9-]{1,60}$/)
              .optional(),
            model: z
              .string()
              .regex(/^[a-z0-9-]{1,60}$/)
              .optional(),
          }),
        },
        responses: {
          200: json(z.object({ items: z.array(ArticleSummarySchema) }), "Artykuły, od najnowszego"),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { limit = 4, brand, model } = c.req.valid("query");
        const day = today();
        const about =
          brand && model
            ? (
                await listArticles(
                  db,
                  "blog",
                  sql`${`${brand}/${model}`} = any(${articles.cars})`,
                  0,
                  limit,
                  day,
                )
              ).items
            : [];
        const rest =
          about.length < limit ? (await listArticles(db, "blog", undefined, 0, limit, day)).items : [];
        const seen = new Set(about.map((a) => a.slug));
        return c.json({ items: [...about, ...rest.filter((a) => !seen.has(a.slug))].slice(0, limit) }, 200);
      },
    );
  const press = channelRoutes(
    db,
    "press",
    {
      home: "/press-office/home-page",
      category: "/press/category-page",
      search: "/press/search",
      article: "/press-office/article-page",
    },
    options,
  ).openapi(
    createRoute({
      method: "get",
      path: "/press/categories",
      tags: ["press"],
      summary: "Kategorie biura prasowego z liczbą informacji",
      responses: { 200: json(z.array(CategorySchema), "Kategorie w stałej kolejności") },
    }),
    async (c) => c.json(await categoryCounts(db, "press", today()), 200),
  );
  return router().route("/", blog).route("/", press);
}
