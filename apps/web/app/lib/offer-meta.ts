// What every offer page (/oferta/{token}, /o2/…) says about itself: not indexed, not cached, no
// referrer to anyone, and no canonical or Open Graph address (those would carry the token).

import { SITE_NAME } from "@vhs/domain/site.ts";
import type { MetaDescriptor } from "react-router";
import { pageMeta, rootMeta } from "./meta.ts";

export const OFFER_PAGE_HEADERS = {
  "Cache-Control": "no-store, private",
  "Referrer-Policy": "no-referrer",
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
  tags.push({ name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" });
  return tags;
}
