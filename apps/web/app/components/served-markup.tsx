import { useHtmlAside } from "../lib/served-data.ts";

/**
 * Markup the server rendered into the page, which the browser keeps as served: a piece whose code need not
 * be part of every page's JavaScript (lib/server-render.ts). In the browser `html` is empty and React,
 * finding nothing to change, leaves the served elements alone; `display: contents` keeps the wrapper out of
 * the layout.
 */
export function ServedMarkup({ html }: { html: string | undefined }) {
  return (
    <div
      className="contents"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
    />
  );
}

/**
 * Structured data (JSON-LD) for search engines, built on the server with "<" escaped. Only crawlers read
 * it, so a loader may send it aside (`htmlAside`): the browser then keeps the served script as it is.
 */
export function JsonLd({ json }: { json: string }) {
  const shown = useHtmlAside(json);
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning={shown === null}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built on the server with "<" escaped
      dangerouslySetInnerHTML={{ __html: shown ?? "" }}
    />
  );
}
