// Content files → content_entries (docs/content.md). Runs on every start: a row is written only when its
// file's SHA-256 changed, rows whose file was removed are deleted, so the database always says what the
// repository says and a writer's pull request reaches the site with the next deployment.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import {
  documentFrontMatter,
  faqFrontMatter,
  landingFrontMatter,
  pageFrontMatter,
  seoFrontMatter,
} from "@vhs/domain/content.ts";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { parse as parseYaml } from "yaml";
import type { Db } from "../client.ts";
import { type ContentKind, contentEntries } from "../schema/content.ts";

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL("../../../../content", import.meta.url));

/** Folder under content/ → kind. */
const FOLDERS: Record<string, ContentKind> = {
  pages: "page",
  documents: "document",
  faq: "faq",
  landings: "landing",
  seo: "seo",
  "press-data": "press-data",
};

export type ContentRow = typeof contentEntries.$inferInsert;

export class ContentFileError extends Error {
  constructor(file: string, reason: string) {
    super(`content/${file}: ${reason}`);
    this.name = "ContentFileError";
  }
}

/** Splits "---\nyaml\n---\nbody" into the parsed front matter and the body. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ""));
  if (!match) throw new ContentFileError(file, "brak nagłówka YAML (front matter) między liniami ---");
  try {
    return { data: parseYaml(match[1]!), body: match[2]!.trim() };
  } catch (e) {
    throw new ContentFileError(file, `nieprawidłowy YAML: ${(e as Error).message}`);
  }
}

/** One file → one row; throws a ContentFileError naming the file and the field when it is wrong. */
export function contentRow(kind: ContentKind, slug: string, source: string, file = slug): ContentRow {
  const { data, body } = splitFrontMatter(source, file);
  const contentHash = createHash("sha256").update(source).digest("hex");
  const fail = (error: { issues: { path: PropertyKey[]; message: string }[] }): never => {
    const issue = error.issues[0]!;
    throw new ContentFileError(file, `pole „${issue.path.map(String).join(".")}”: ${issue.message}`);
  };
  const base = { kind, slug, body, contentHash, updatedAt: new Date() };
  /** Parses the front matter with the kind's schema, or throws naming the field. */
  const read = <T>(schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  }): T => {
    const r = schema.safeParse(data);
    return r.success ? r.data : fail(r.error);
  };
  /** What every page-like file has: its title, description, the h1 (default: the title) and lead. */
  const pageFields = (d: {
    title: string;
    description: string;
    h1?: string | undefined;
    lead?: string | undefined;
  }) => ({
    title: d.title,
    description: d.description,
    h1: d.h1 ?? d.title,
    lead: d.lead ?? null,
  });
  switch (kind) {
    case "document": {
      const d = read(documentFrontMatter);
      return {
        ...base,
        ...pageFields(d),
        groupName: d.group,
        version: d.version,
        validFrom: d.validFrom,
        summary: d.summary,
        sortOrder: d.order,
      };
    }
    case "faq": {
      const d = read(faqFrontMatter);
      return {
        ...base,
        title: d.title ?? d.group,
        description: d.description ?? d.group,
        groupName: d.group,
        sortOrder: d.order,
      };
    }
    case "landing": {
      const d = read(landingFrontMatter);
      return {
        ...base,
        ...pageFields(d),
        published: d.published,
        validFrom: d.validFrom ?? null,
        validTo: d.validTo ?? null,
        brand: d.brand ?? null,
        model: d.model ?? null,
        bodyType: d.bodyType ?? null,
      };
    }
    case "seo": {
      const d = read(seoFrontMatter);
      return { ...base, title: d.title, description: d.description ?? d.title };
    }
    default:
      return { ...base, ...pageFields(read(pageFrontMatter)) };
  }
}

function markdownFiles(dir: string): string[] {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory()
      ? markdownFiles(join(dir, e.name))
      : e.isFile() && e.name.endsWith(".md")
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every content file under `dir`, as rows (throws on the first wrong file). */
export function readContent(dir = DEFAULT_CONTENT_DIR): ContentRow[] {
  const rows: ContentRow[] = [];
  for (const [folder, kind] of Object.entries(FOLDERS)) {
    const root = join(dir, folder);
    for (const path of markdownFiles(root).sort()) {
      const slug = relative(root, path).split(sep).join("/").replace(/\.md$/, "");
      const file = `${folder}/${slug}.md`;
      if (!/^[a-zA-Z0-9-]+(?:\/[a-zA-Z0-9-]+)*$/.test(slug))
        throw new ContentFileError(file, "nazwa pliku: tylko litery ASCII, cyfry i myślniki");
      rows.push(contentRow(kind, slug, readFileSync(path, "utf8"), file));
    }
  }
  return rows;
}

/** Writes changed files, deletes removed ones; returns how many rows were written and deleted. */
export async function syncContent(
  db: Db,
  dir = DEFAULT_CONTENT_DIR,
): Promise<{ written: number; deleted: number }> {
  const rows = readContent(dir);
  const known = new Map(
    (
      await db
        .select({ kind: contentEntries.kind, slug: contentEntries.slug, hash: contentEntries.contentHash })
        .from(contentEntries)
    ).map((r) => [`${r.kind}:${r.slug}`, r.hash]),
  );
  const changed = rows.filter((r) => known.get(`${r.kind}:${r.slug}`) !== r.contentHash);
  let deleted = 0;
  await db.transaction(async (tx) => {
    for (const row of changed) {
      await tx
        .insert(contentEntries)
        .values(row)
        .onConflictDoUpdate({
          target: [contentEntries.kind, contentEntries.slug],
          set: Object.fromEntries(
            Object.keys(row)
              .filter((k) => k !== "kind" && k !== "slug")
              .map((k) => [k, sql.raw(`excluded.${toColumn(k)}`)]),
          ),
        });
    }
    for (const kind of Object.values(FOLDERS)) {
      const slugs = rows.filter((r) => r.kind === kind).map((r) => r.slug);
      const where =
        slugs.length > 0
          ? and(eq(contentEntries.kind, kind), notInArray(contentEntries.slug, slugs))
          : eq(contentEntries.kind, kind);
      const gone = await tx.delete(contentEntries).where(where).returning({ slug: contentEntries.slug });
      deleted += gone.length;
    }
  });
  return { written: changed.length, deleted };
}

/** camelCase property → the column's snake_case name (as the schema declares them). */
function toColumn(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
