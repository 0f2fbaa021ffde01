// Route meta on top of the root's (SPEC §2: titles and descriptions come from the meta-tags call; the
// catalogue pages have their own from the SEO endpoints): the root's tags with the title and description
// replaced, so the canonical link, Open Graph and the rest stay.
import type { MetaDescriptor } from "react-router";

export interface PageMeta {
  title?: string | null;
  description?: string | null;
  /** Pages of one visitor (favourites, a comparison): not for search engines. */
  noindex?: boolean;
}

function isTag(d: MetaDescriptor, key: string, value: string): boolean {
  return (d as Record<string, unknown>)[key] === value;
}

export function pageMeta(parent: readonly MetaDescriptor[] | undefined, page: PageMeta): MetaDescriptor[] {
  const title = page.title || null;
  const description = page.description || null;
  const out: MetaDescriptor[] = [];
  for (const d of parent ?? []) {
    if (title && ("title" in d || isTag(d, "property", "og:title"))) continue;
    if (description && (isTag(d, "name", "description") || isTag(d, "property", "og:description"))) continue;
    if (page.noindex && isTag(d, "name", "robots")) continue;
    out.push(d);
  }
  if (title) out.unshift({ title }, { property: "og:title", content: title });
  if (description)
    out.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  if (page.noindex) out.push({ name: "robots", content: "noindex, follow" });
  return out;
}

/** The root route's meta tags from a route's `matches`. */
export function rootMeta(
  matches: readonly ({ id: string; meta?: MetaDescriptor[] } | undefined)[],
): MetaDescriptor[] {
  return matches.find((m) => m?.id === "root")?.meta ?? [];
}

/** What a tag is about: a page's tag replaces the root's tag of the same key. */
function tagKey(d: MetaDescriptor): string | null {
  const t = d as Record<string, unknown>;
  if ("title" in t) return "title";
  if (typeof t.name === "string") return `name:${t.name}`;
  if (typeof t.property === "string") return `property:${t.property}`;
  if (t.tagName === "link" && t.rel === "canonical") return "link:canonical";
  return null;
}

/** The root's tags with a page's own tags (built by its loader) in place of those they replace. */
export function withPageTags(
  parent: readonly MetaDescriptor[],
  page: readonly MetaDescriptor[] | undefined,
): MetaDescriptor[] {
  if (!page) return [...parent];
  const replaced = new Set(page.map(tagKey).filter((k) => k !== null));
  return [...page, ...parent.filter((d) => !replaced.has(tagKey(d) ?? ""))];
}
