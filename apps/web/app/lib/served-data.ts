import { use } from "react";
import type { RouterContextProvider } from "react-router";
import { serverContext } from "./context.ts";
import { ServerRenderContext } from "./server-render.ts";

/**
 * Data a page draws on the server but does not send again for hydration. A list of 24 cars is both
 * markup and, in the hydration data, the objects it was drawn from: twice the bytes, and the browser's
 * React builds every card again only to find the markup it already has. So in a request for a whole
 * page the loader hands such data to the render aside and puts null in its loader data, and the browser
 * keeps that part of the page as served (components/kept-as-served.tsx). A client navigation or a
 * revalidation (a `.data` request) carries the data as usual, and the part is drawn by React again.
 */
export function servedAside<T>(context: Readonly<RouterContextProvider>, key: string, value: T): T | null {
  const served = context.get(serverContext).served;
  if (!served?.document) return value;
  served.data.set(key, value);
  return null;
}

/** The data `servedAside` put aside, while the server renders; `value` itself when it was sent. */
export function useServedData<T>(key: string, value: T | null): T | null {
  const server = use(ServerRenderContext);
  if (value !== null) return value;
  return (server?.served.get(key) as T | undefined) ?? null;
}

/** What a string sent aside by `htmlAside` reads in the loader data: the key of the markup it stands for. */
const HTML_ASIDE = "\u0000served-html:";

/**
 * A rendered Markdown part (a content block, an answer, a report's text) drawn on the server and not sent
 * again for hydration: a content page's body is most of its markup, and the hydration data would carry it
 * a second time. The loader data holds a short key in its place; `useHtmlAside` turns it back into the
 * markup while the server renders, and into null in the browser, which keeps what was served
 * (components/content/prose.tsx). A `.data` request carries the markup itself.
 */
export function htmlAside(context: Readonly<RouterContextProvider>, html: string): string {
  const served = context.get(serverContext).served;
  if (!served?.document || !html) return html;
  // The key follows from the markup, not from how much was put aside before it: the root's and the
  // page's loaders run side by side, and a counter would make the same page's bytes depend on which
  // finished first. A clash of different markups takes the next free number.
  let n = markupHash(html);
  let key = `${HTML_ASIDE}${n.toString(36)}`;
  while (served.data.has(key) && served.data.get(key) !== html) key = `${HTML_ASIDE}${(++n).toString(36)}`;
  served.data.set(key, html);
  return key;
}

/** FNV-1a over the UTF-16 units: cheap, and only ever compared within one request. */
function markupHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The markup behind `html` while the server renders (`html` itself when it was sent); null when kept. */
export function useHtmlAside(html: string): string | null {
  if (!html.startsWith(HTML_ASIDE)) return html;
  const server = use(ServerRenderContext);
  return (server?.served.get(html) as string | undefined) ?? null;
}
