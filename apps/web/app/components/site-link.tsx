import type { AnchorHTMLAttributes } from "react";

/**
 * An internal link as a plain `<a>`. With JavaScript, a click on it navigates in the page through the
 * one document-level handler of `useLinkNavigation` (page-lifecycle.tsx) instead of a React Router
 * `<Link>` per anchor: a catalogue page renders dozens of links on every request, and each `<Link>`
 * resolves its path and subscribes to the location while rendering. `data-discover` lets React Router
 * fetch the route modules of the links on screen ahead of a click, as it does for its own links. Only
 * its presence counts (React Router and page-lifecycle.tsx look for `a[data-discover]`), so it is left
 * empty: four bytes fewer for each of a page's seventy-odd links.
 */
export function SiteLink({
  to,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  return <a href={to} data-discover="" {...rest} />;
}
