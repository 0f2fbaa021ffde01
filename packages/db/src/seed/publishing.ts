// Blog, press and investor files → their tables (docs/publishing.md). Runs on every start like the content
// seed: a row is written only when its file's SHA-256 changed, rows whose file is gone are deleted, and a
// wrong file stops the start naming the file and the field.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { foldForSearch } from "@vhs/domain/polish-search.ts";
import { readingMinutes } from "@vhs/domain/publishing.ts";
import {
  attachmentFrontMatter,
  authorFrontMatter,
  blogArticleFrontMatter,
  currentReportFrontMatter,
  investorPageFrontMatter,
  periodicReportFrontMatter,
  pressArticleFrontMatter,
} from "@vhs/domain/publishing-schemas.ts";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { articles, authors, investorAttachments, investorDocuments } from "../schema/publishing.ts";
import { ContentFileError, DEFAULT_CONTENT_DIR, splitFrontMatter } from "./content.ts";

type ArticleRow = typeof articles.$inferInsert;
type AuthorRow = typeof authors.$inferInsert;
type InvestorRow = typeof investorDocuments.$inferInsert;
type AttachmentRow = typeof investorAttachments.$inferInsert;

interface Issue {
  path: PropertyKey[];
  message: string;
}
type Schema<T> = {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

interface SourceFile {
  /** Relative to content/ ("blog/articles/x.md"). */
  file: string;
  slug: string;
  source: string;
}

function readFolder(dir: string, folder: string): SourceFile[] {
  let names: string[];
  try {
    names = readdirSync(join(dir, folder)).filter((n) => n.endsWith(".md"));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = `${folder}/${name}`;
    const slug = name.replace(/\.md$/, "");
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
      throw new ContentFileError(file, "nazwa pliku: tylko małe litery ASCII, cyfry i myślniki");
    return { file, slug, source: readFileSync(join(dir, file), "utf8") };
  });
}

function parse<T>(f: SourceFile, schema: Schema<T>): { data: T; body: string; hash: string } {
  const { data, body } = splitFrontMatter(f.source, f.file);
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new ContentFileError(f.file, `pole „${issue.path.map(String).join(".")}”: ${issue.message}`);
  }
  return { data: r.data, body, hash: createHash("sha256").update(f.source).digest("hex") };
}

/** Markdown → plain text for search and fragments: markup, block fences and link targets dropped. */
export function plainText(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !/^\s*:::/.test(line) && !/^\s*\|?\s*:?-{3,}/.test(line))
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, "")
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "")
        .replace(/^\s*>\s?/, "")
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\*\*|__|`/g, "")
        .replace(/(^|\s)[*_]([^*_]+)[*_]/g, "$1$2")
        .replace(/\s*\|\s*/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .join(" ");
}

function articleRow(
  channel: "blog" | "press",
  f: SourceFile,
  d: {
    title: string;
    description: string;
    lead: string;
    category: string;
    date: string;
    updated?: string | undefined;
    draft: boolean;
    tags: string[];
  },
  body: string,
  hash: string,
  extra: Pick<ArticleRow, "author" | "cars" | "cover" | "gallery">,
): ArticleRow {
  const plain = plainText(body);
  const words = plain.split(/\s+/).length + d.lead.split(/\s+/).length;
  return {
    channel,
    slug: f.slug,
    title: d.title,
    description: d.description,
    lead: d.lead,
    body,
    plainText: plain,
    category: d.category,
    tags: d.tags,
    publishedOn: d.date,
    updatedOn: d.updated ?? null,
    draft: d.draft,
    readingMinutes: readingMinutes(words),
    searchTitle: foldForSearch(d.title),
    searchLead: foldForSearch(`${d.lead} ${d.tags.join(" ")}`),
    searchBody: foldForSearch(plain),
    contentHash: hash,
    updatedAt: new Date(),
    ...extra,
  };
}

export interface PublishingRows {
  authors: AuthorRow[];
  articles: ArticleRow[];
  investor: InvestorRow[];
  attachments: AttachmentRow[];
}

/** Every publishing file under `dir`, as rows; throws on the first wrong file or a dangling reference. */
export function readPublishing(dir = DEFAULT_CONTENT_DIR): PublishingRows {
  const authorRows = readFolder(dir, "blog/authors").map((f): AuthorRow => {
    const { data, body, hash } = parse(f, authorFrontMatter);
    return { slug: f.slug, name: data.name, role: data.role, bio: body, contentHash: hash };
  });
  const authorSlugs = new Set(authorRows.map((a) => a.slug));
  const blog = readFolder(dir, "blog/articles").map((f) => {
    const { data, body, hash } = parse(f, blogArticleFrontMatter);
    if (!authorSlugs.has(data.author))
      throw new ContentFileError(f.file, `pole „author”: nie ma autora ${data.author} w blog/authors`);
    if (data.updated && data.updated < data.date)
      throw new ContentFileError(f.file, "pole „updated”: data aktualizacji przed datą publikacji");
    return articleRow("blog", f, data, body, hash, {
      author: data.author,
      cars: data.cars,
      cover: data.cover,
      gallery: data.gallery,
    });
  });
  const press = readFolder(dir, "press/articles").map((f) => {
    const { data, body, hash } = parse(f, pressArticleFrontMatter);
    return articleRow("press", f, data, body, hash, {
      author: null,
      cars: [],
      cover: data.cover ?? null,
      gallery: [],
    });
  });

  const attachments = readFolder(dir, "investors/attachments").map((f): AttachmentRow => {
    const { data, body, hash } = parse(f, attachmentFrontMatter);
    return { slug: f.slug, title: data.title, date: data.date, body, contentHash: hash };
  });
  const attachmentSlugs = new Set(attachments.map((a) => a.slug));
  const checkAttachments = (f: SourceFile, list: string[]) => {
    const missing = list.find((s) => !attachmentSlugs.has(s));
    if (missing)
      throw new ContentFileError(
        f.file,
        `pole „attachments”: nie ma pliku investors/attachments/${missing}.md`,
      );
  };
  const base = { description: null, h1: null, lead: null, legalBasis: null } as const;
  const current = readFolder(dir, "investors/current").map((f): InvestorRow => {
    const { data, body, hash } = parse(f, currentReportFrontMatter);
    checkAttachments(f, data.attachments);
    return {
      ...base,
      kind: "current",
      slug: f.slug,
      number: data.number,
      system: data.system,
      year: Number(data.number.split("/")[1]),
      publishedOn: data.date,
      publishedTime: data.time ?? null,
      title: data.title,
      legalBasis: data.legalBasis,
      body,
      attachments: data.attachments,
      contentHash: hash,
    };
  });
  const periodic = readFolder(dir, "investors/periodic").map((f): InvestorRow => {
    const { data, body, hash } = parse(f, periodicReportFrontMatter);
    checkAttachments(f, data.attachments);
    return {
      ...base,
      kind: "periodic",
      slug: f.slug,
      number: data.number,
      system: data.system,
      periodType: data.type,
      period: data.period,
      year: data.year,
      publishedOn: data.date,
      title: data.title,
      body,
      attachments: data.attachments,
      contentHash: hash,
    };
  });
  const pages = readFolder(dir, "investors/pages").map((f): InvestorRow => {
    const { data, body, hash } = parse(f, investorPageFrontMatter);
    checkAttachments(f, data.attachments);
    return {
      ...base,
      kind: "page",
      slug: f.slug,
      title: data.title,
      description: data.description,
      h1: data.h1 ?? data.title,
      lead: data.lead ?? null,
      body,
      attachments: data.attachments,
      contentHash: hash,
    };
  });
  for (const kind of ["current", "periodic"] as const) {
    const seen = new Map<string, string>();
    for (const r of kind === "current" ? current : periodic) {
      const other = seen.get(r.number!);
      if (other)
        throw new ContentFileError(
          `investors/${kind}/${r.slug}.md`,
          `pole „number”: ${r.number} ma już ${other}`,
        );
      seen.set(r.number!, r.slug);
    }
  }
  return {
    authors: authorRows,
    articles: [...blog, ...press],
    investor: [...current, ...periodic, ...pages],
    attachments,
  };
}

/** camelCase property → the column's snake_case name (as the schema declares them). */
function toColumn(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Upserts `changed` (all of a row's columns but the key) in a table keyed by `keys`. */
async function upsert(tx: Db, table: PgTable, keys: string[], changed: Record<string, unknown>[]) {
  const columns = table as unknown as Record<string, unknown>;
  for (const row of changed) {
    await tx
      .insert(table)
      .values(row as never)
      .onConflictDoUpdate({
        target: keys.map((k) => columns[k]) as never,
        set: Object.fromEntries(
          Object.keys(row)
            .filter((k) => !keys.includes(k))
            .map((k) => [k, sql.raw(`excluded.${toColumn(k)}`)]),
        ),
      });
  }
}

/** Writes changed files, deletes removed ones; returns how many rows were written and deleted. */
export async function syncPublishing(
  db: Db,
  dir = DEFAULT_CONTENT_DIR,
): Promise<{ written: number; deleted: number }> {
  const rows = readPublishing(dir);
  const hashes = async (q: Promise<{ key: string; hash: string }[]>) =>
    new Map((await q).map((r) => [r.key, r.hash]));
  const knownAuthors = await hashes(
    db.select({ key: authors.slug, hash: authors.contentHash }).from(authors),
  );
  const knownArticles = await hashes(
    db
      .select({
        key: sql<string>`${articles.channel} || ':' || ${articles.slug}`,
        hash: articles.contentHash,
      })
      .from(articles),
  );
  const knownInvestor = await hashes(
    db
      .select({
        key: sql<string>`${investorDocuments.kind} || ':' || ${investorDocuments.slug}`,
        hash: investorDocuments.contentHash,
      })
      .from(investorDocuments),
  );
  const knownAttachments = await hashes(
    db
      .select({ key: investorAttachments.slug, hash: investorAttachments.contentHash })
      .from(investorAttachments),
  );
  const changedAuthors = rows.authors.filter((r) => knownAuthors.get(r.slug) !== r.contentHash);
  const changedArticles = rows.articles.filter(
    (r) => knownArticles.get(`${r.channel}:${r.slug}`) !== r.contentHash,
  );
  const changedInvestor = rows.investor.filter(
    (r) => knownInvestor.get(`${r.kind}:${r.slug}`) !== r.contentHash,
  );
  const changedAttachments = rows.attachments.filter((r) => knownAttachments.get(r.slug) !== r.contentHash);
  let deleted = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await upsert(t, authors, ["slug"], changedAuthors);
    await upsert(t, articles, ["channel", "slug"], changedArticles);
    await upsert(t, investorAttachments, ["slug"], changedAttachments);
    await upsert(t, investorDocuments, ["kind", "slug"], changedInvestor);
    for (const channel of ["blog", "press"] as const) {
      const slugs = rows.articles.filter((r) => r.channel === channel).map((r) => r.slug);
      const where = slugs.length
        ? and(eq(articles.channel, channel), notInArray(articles.slug, slugs))
        : eq(articles.channel, channel);
      deleted += (await tx.delete(articles).where(where).returning({ slug: articles.slug })).length;
    }
    for (const kind of ["current", "periodic", "page"] as const) {
      const slugs = rows.investor.filter((r) => r.kind === kind).map((r) => r.slug);
      const where = slugs.length
        ? and(eq(investorDocuments.kind, kind), notInArray(investorDocuments.slug, slugs))
        : eq(investorDocuments.kind, kind);
      deleted += (await tx.delete(investorDocuments).where(where).returning({ slug: investorDocuments.slug }))
        .length;
    }
    const attachmentSlugs = rows.attachments.map((r) => r.slug);
    deleted += (
      await tx
        .delete(investorAttachments)
        .where(attachmentSlugs.length ? notInArray(investorAttachments.slug, attachmentSlugs) : sql`true`)
        .returning({ slug: investorAttachments.slug })
    ).length;
    const authorSlugs = rows.authors.map((r) => r.slug);
    deleted += (
      await tx
        .delete(authors)
        .where(authorSlugs.length ? notInArray(authors.slug, authorSlugs) : sql`true`)
        .returning({ slug: authors.slug })
    ).length;
  });
  return {
    written:
      changedAuthors.length + changedArticles.length + changedInvestor.length + changedAttachments.length,
    deleted,
  };
}
