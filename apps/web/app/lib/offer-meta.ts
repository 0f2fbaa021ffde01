// What every offer page (/oferta/{token}, /o2/…) says about itself: not indexed, not cached, no
// referrer to other sites, and no canonical or Open Graph address (those would carry the token).

import { SITE_NAME } from "@vhs/domain/site.ts";
import type { MetaDescriptor } from "react-router";
import { pageMeta, rootMeta } from "./meta.ts";

export const OFFER_PAGE_HEADERS = {
  "Cache-Control": "no-store, private",
  // No referrer to anyone else; our own pages still get it, so a form's POST keeps its Origin (with
  // no-referrer a browser sends `Origin: null`, which the action's same-origin check refuses).
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

export function offerPageMeta(
  matches: Parameters<typeof rootMeta>[0],
  title: string | null,
): MetaDescriptor[] {
  const tags = pageMeta(rootMeta(matches), {
    title: title ? `${title} | ${SITE_NAME}` : null,
    noindex: true,
  }).filter((d) => {
    const tag = d as Record<string, unknown>;
    return tag.rel !== "canonical" && tag.property !== "og:url" && tag.name !== "robots";
  });
  tags.push({ name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "same-origin" });
  return tags;
}
