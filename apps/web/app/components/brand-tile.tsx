import { BRAND_MARK_HEIGHT, BRAND_MARK_WIDTH, brandMarkSrc } from "../lib/brand-mark-src.ts";
import { SiteLink } from "./site-link.tsx";

/**
 * A brand's tile: a link to its page showing the brand's mark (a drawn image: lib/brand-mark.ts). The
 * mark spells the name, so the image itself is decorative and the link is named by the text beside it,
 * read by screen readers and shown should the image not load.
 */
export function BrandTile({ brand }: { brand: { slug: string; name: string } }) {
  return (
    <SiteLink to={`/samochody/${brand.slug}`} className="brand-tile">
      <img
        src={brandMarkSrc(brand.slug)}
        alt=""
        width={BRAND_MARK_WIDTH}
        height={BRAND_MARK_HEIGHT}
        className="mx-auto"
        loading="lazy"
        decoding="async"
      />
      <span className="sr-only">{brand.name}</span>
    </SiteLink>
  );
}
