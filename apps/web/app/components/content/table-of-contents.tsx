import type { ContentPageData } from "../../lib/content.ts";

/** "Na tej stronie": links to the page's sections, for long pages. */
export function TableOfContents({ headings }: { headings: ContentPageData["headings"] }) {
  const sections = headings.filter((h) => h.level === 2);
  if (sections.length < 4) return null;
  return (
    <nav aria-label="Na tej stronie" className="content-toc rounded-xl border border-slate-200 p-4">
      <p className="mb-2 font-semibold text-slate-900">Na tej stronie</p>
      <ul>
        {sections.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
