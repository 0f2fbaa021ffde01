import { useLocation } from "react-router";
import type { SeoSectionData } from "../../lib/content.ts";
import { useHtmlAside, useServedData } from "../../lib/served-data.ts";
import { KeptAsServed } from "../kept-as-served.tsx";
import "./content.css";

/**
 * Rendered Markdown from the API. The HTML is the API's markdown-it output with raw HTML turned off in
 * the source (nothing in a content file can add markup), so it is set as it is. When the loader sent it
 * aside (`htmlAside`), the browser keeps the served markup: React leaves an element's children alone when
 * its inner HTML is empty while hydrating, and sets the markup once a later answer carries it.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const shown = useHtmlAside(html);
  return (
    <div
      className={`content-prose ${className}`}
      suppressHydrationWarning={shown === null}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API's renderer (raw HTML off)
      dangerouslySetInnerHTML={{ __html: shown ?? "" }}
    />
  );
}

/** The SEO text's key in the data drawn without being sent for hydration (lib/served-data.ts). */
export const SERVED_SEO = "seo";

/**
 * A page's SEO text (GET /v2/seo) under its main content: a heading and the text. Its loader sends it
 * aside (`servedAside(context, SERVED_SEO, …)`): drawn on the server, kept as served in the browser. A
 * client navigation to another address draws it afresh from its data, or leaves it out (the key).
 */
export function SeoSection({ seo }: { seo: SeoSectionData | null }) {
  const shown = useServedData(SERVED_SEO, seo);
  const { pathname, search } = useLocation();
  return (
    <KeptAsServed key={pathname + search}>
      {shown && (
        <section
          aria-labelledby="tekst-seo"
          className="mx-auto mt-12 max-w-6xl border-t border-slate-200 px-4 pt-10"
        >
          <h2 id="tekst-seo" className="text-2xl font-bold">
            {shown.title}
          </h2>
          <Prose html={shown.html} className="mt-4 max-w-3xl" />
        </section>
      )}
    </KeptAsServed>
  );
}
