// Reading blog and press articles: lists by category, author or search, one article with what surrounds it.
// Drafts and articles dated in the future are never shown. Search is the Polish full-text search of
// @vhs/domain/polish-search.ts over the generated `search` index.
import { queryRows } from "@vhs/db/catalog-stats.ts";
import type { Db } from "@vhs/db/client.ts";
import { brands, models } from "@vhs/db/schema/catalog.ts";
import { articles, authors, type PublicationChannel } from "@vhs/db/schema/publishing.ts";
import { warsawDay } from "@vhs/domain/format.ts";
import { highlightFragments, prefixTsQuery, searchStems } from "@vhs/domain/polish-search.ts";
import {
  type ArticleSummary,
  type Author,
  BLOG_CATEGORIES,
  type Cover,
  type CoverSpec,
  coverPath,
  NEWEST_CATEGORY,
  type Paging,
  PRESS_CATEGORIES,
  type SearchHit,
} from "@vhs/domain/publishing.ts";
import { CATEGORY_DESCRIPTIONS } from "@vhs/domain/publishing-descriptions.ts";
import { and, count, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { renderCached } from "./content-render.ts";

export type ArticleRow = typeof articles.$inferSelect;
type AuthorRow = typeof authors.$inferSelect;

const described = (list: readonly { slug: string; name: string }[]) =>
  list.map((c) => ({ ...c, description: CATEGORY_DESCRIPTIONS[c.slug] ?? "" }));
const BLOG_DESCRIBED = described(BLOG_CATEGORIES);
const PRESS_DESCRIBED = described(PRESS_CATEGORIES);

export function categoriesOf(
  channel: PublicationChannel,
): readonly { slug: string; name: string; description: string }[] {
  return channel === "blog" ? BLOG_DESCRIBED : PRESS_DESCRIBED;
}

export function categoryRef(channel: PublicationChannel, slug: string) {
  const found = categoriesOf(channel).find((c) => c.slug === slug);
  return { slug, name: found?.name ?? slug };
}

export function cover(spec: CoverSpec | null | undefined): Cover | null {
  if (!spec) return null;
  return {
    src: coverPath(spec, "svg"),
    pngSrc: coverPath(spec, "png"),
    alt: spec.alt ?? spec.caption ?? "",
    caption: spec.caption ?? null,
  };
}

/** Published articles of a channel: not drafts, not dated after today. */
export function visible(channel: PublicationChannel, today: string) {
  return and(eq(articles.channel, channel), eq(articles.draft, false), lte(articles.publishedOn, today));
}

/** The columns a list needs (not the body). */
const summaryColumns = {
  channel: articles.channel,
  slug: articles.slug,
  title: articles.title,
  lead: articles.lead,
  category: articles.category,
  author: articles.author,
  authorName: authors.name,
  publishedOn: articles.publishedOn,
  updatedOn: articles.updatedOn,
  readingMinutes: articles.readingMinutes,
  tags: articles.tags,
  cover: articles.cover,
};
type SummaryRow = {
  channel: PublicationChannel;
  slug: string;
  title: string;
  lead: string;
  category: string;
  author: string | null;
  authorName: string | null;
  publishedOn: string;
  updatedOn: string | null;
  readingMinutes: number;
  tags: string[];
  cover: CoverSpec | null;
};

export function summary(row: SummaryRow): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category: categoryRef(row.channel, row.category),
    author: row.author && row.authorName ? { slug: row.author, name: row.authorName } : null,
    publishedOn: row.publishedOn,
    updatedOn: row.updatedOn,
    readingMinutes: row.readingMinutes,
    tags: row.tags,
    cover: cover(row.cover),
  };
}

export function paging(page: number, pageSize: number, total: number): Paging {
  return { page, pageSize, total, pageCount: Math.ceil(total / pageSize) };
}

/** A page past the last one (page 0 of an empty list exists: it says there is nothing). */
export function outOfRange(p: Paging): boolean {
  return p.page > 0 && p.page >= p.pageCount;
}

/** One page of a channel's articles matching `where`, newest first. */
export async function listArticles(
  db: Db,
  channel: PublicationChannel,
  where: ReturnType<typeof and>,
  page: number,
  pageSize: number,
  today = warsawDay(),
): Promise<{ items: ArticleSummary[]; paging: Paging }> {
  const condition = and(visible(channel, today), where);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(articles).where(condition);
  const p = paging(page, pageSize, total);
  if (outOfRange(p) || total === 0) return { items: [], paging: p };
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.slug, articles.author))
    .where(condition)
    .orderBy(desc(articles.publishedOn), articles.slug)
    .limit(pageSize)
    .offset(page * pageSize);
  return { items: rows.map(summary), paging: p };
}

/** The newest `perCategory` articles of every category of a channel, in one query (a home page's sections). */
export async function newestByCategory(
  db: Db,
  channel: PublicationChannel,
  perCategory: number,
  today = warsawDay(),
): Promise<Map<string, ArticleSummary[]>> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select channel, slug, title, lead, category, author, "authorName", "publishedOn", "updatedOn",
               "readingMinutes", tags, cover
        from (select a.channel, a.slug, a.title, a.lead, a.category, a.author, au.name as "authorName",
                     a.published_on::text as "publishedOn", a.updated_on::text as "updatedOn",
                     a.reading_minutes as "readingMinutes", a.tags, a.cover,
                     row_number() over (partition by a.category order by a.published_on desc, a.slug) as n
              from ${articles} a left join ${authors} au on au.slug = a.author
              where a.channel = ${channel} and not a.draft and a.published_on <= ${today}) ranked
        where n <= ${perCategory}
        order by category, n`,
  );
  const out = new Map<string, ArticleSummary[]>();
  for (const row of rows) out.set(row.category, [...(out.get(row.category) ?? []), summary(row)]);
  return out;
}

/** The condition of a category (the blog's "najnowsze" is every article). */
export function inCategory(channel: PublicationChannel, category: string) {
  return channel === "blog" && category === NEWEST_CATEGORY ? undefined : eq(articles.category, category);
}

/** Article counts by category, with "najnowsze" counting all (blog). */
export async function categoryCounts(db: Db, channel: PublicationChannel, today = warsawDay()) {
  const rows = await db
    .select({ category: articles.category, n: count() })
    .from(articles)
    .where(visible(channel, today))
    .groupBy(articles.category);
  const counts = new Map(rows.map((r) => [r.category, r.n]));
  const all = rows.reduce((sum, r) => sum + r.n, 0);
  return categoriesOf(channel).map((c) => ({
    ...c,
    count: channel === "blog" && c.slug === NEWEST_CATEGORY ? all : (counts.get(c.slug) ?? 0),
  }));
}

/** One published article with its author's row. */
export async function findArticle(
  db: Db,
  channel: PublicationChannel,
  slug: string,
  today = warsawDay(),
): Promise<{ row: ArticleRow; author: AuthorRow | null } | null> {
  const [found] = await db
    .select({ row: articles, author: authors })
    .from(articles)
    .leftJoin(authors, eq(authors.slug, articles.author))
    .where(and(visible(channel, today), eq(articles.slug, slug)));
  return found ?? null;
}

export async function authorDetails(db: Db, author: AuthorRow, today = warsawDay()): Promise<Author> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(visible("blog", today), eq(articles.author, author.slug)));
  return {
    slug: author.slug,
    name: author.name,
    role: author.role,
    bioHtml: renderCached(author.contentHash, author.bio)
      .blocks.map((b) => (b.type === "html" ? b.html : ""))
      .join(""),
    articleCount: n,
  };
}

/**
 * Articles to read next: those sharing the most tags or named cars, then the same category, newest first.
 */
export async function relatedArticles(
  db: Db,
  row: ArticleRow,
  limit = 3,
  today = warsawDay(),
): Promise<ArticleSummary[]> {
  const textArray = (values: string[]) =>
    sql`array[${sql.join(
      (values.length ? values : [""]).map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.slug, articles.author))
    .where(and(visible(row.channel, today), ne(articles.slug, row.slug)))
    .orderBy(
      desc(
        sql`cardinality(array(select unnest(${articles.tags}) intersect select unnest(${textArray(row.tags)})))
          + 2 * cardinality(array(select unnest(${articles.cars}) intersect select unnest(${textArray(row.cars)})))
          + case when ${articles.category} = ${row.category} then 1 else 0 end`,
      ),
      desc(articles.publishedOn),
      articles.slug,
    )
    .limit(limit);
  return rows.map(summary);
}

/** The catalogue models an article names, with their names and pages; unknown ones are left out. */
export async function namedCars(db: Db, refs: readonly string[]) {
  if (refs.length === 0) return [];
  const modelSlugs = refs.map((r) => r.split("/")[1]!);
  const rows = await db
    .select({ brand: brands.slug, brandName: brands.name, model: models.slug, modelName: models.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(inArray(models.slug, modelSlugs));
  return refs.flatMap((ref) => {
    const [brand, model] = ref.split("/");
    const r = rows.find((x) => x.brand === brand && x.model === model);
    return r
      ? [{ brand, model, name: `${r.brandName} ${r.modelName}`, href: `/samochody/${brand}/${model}` }]
      : [];
  }) as { brand: string; model: string; name: string; href: string }[];
}

/**
 * Full-text search of a channel: every query word must match (as a prefix of a folded stem), or, when that
 * finds nothing, any of them; ranked by PostgreSQL's ts_rank (title above lead and tags above body), then
 * newest first. Each hit carries the fragment of its text with the matched words marked.
 */
export async function searchArticles(
  db: Db,
  channel: PublicationChannel,
  search: string,
  page: number,
  pageSize: number,
  today = warsawDay(),
): Promise<{ items: SearchHit[]; paging: Paging }> {
  const stems = searchStems(search);
  if (stems.length === 0) return { items: [], paging: paging(page, pageSize, 0) };
  for (const mode of ["all", "any"] as const) {
    if (mode === "any" && stems.length === 1) break;
    const query = sql`to_tsquery('simple', ${prefixTsQuery(stems, mode)})`;
    const condition = and(visible(channel, today), sql`${articles.search} @@ ${query}`);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(articles).where(condition);
    if (total === 0) continue;
    const p = paging(page, pageSize, total);
    if (outOfRange(p)) return { items: [], paging: p };
    const rows = await queryRows<SummaryRow & { plainText: string }>(
      db,
      sql`select a.channel, a.slug, a.title, a.lead, a.category, a.author, au.name as "authorName",
                 a.published_on::text as "publishedOn", a.updated_on::text as "updatedOn",
                 a.reading_minutes as "readingMinutes", a.tags, a.cover, a.plain_text as "plainText"
          from ${articles} a left join ${authors} au on au.slug = a.author
          where a.channel = ${channel} and not a.draft and a.published_on <= ${today}
            and a.search @@ ${query}
          order by ts_rank(a.search, ${query}) desc, a.published_on desc, a.slug
          limit ${pageSize} offset ${page * pageSize}`,
    );
    return {
      items: rows.map((r) => ({ ...summary(r), fragments: highlightFragments(r.plainText, stems) })),
      paging: p,
    };
  }
  return { items: [], paging: paging(page, pageSize, 0) };
}
