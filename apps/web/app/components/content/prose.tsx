import type { SeoSectionData } from "../../lib/content.ts";
import "./content.css";

/**
 * Rendered Markdown from the API. The HTML is the API's markdown-it output with raw HTML turned off in
 * the source (nothing in a content file can add markup), so it is set as it is.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API's renderer (raw HTML off)
  return <div className={`content-prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page's SEO text (GET /v2/seo) under its main content: a heading and the text. */
export function SeoSection({ seo }: { seo: SeoSectionData | null }) {
  if (!seo) return null;
  return (
    <section
      aria-labelledby="tekst-seo"
      className="mx-auto mt-12 max-w-6xl border-t border-slate-200 px-4 pt-10"
    >
      <h2 id="tekst-seo" className="text-2xl font-bold">
        {seo.title}
      </h2>
      <Prose html={seo.html} className="mt-4 max-w-3xl" />
    </section>
  );
}
