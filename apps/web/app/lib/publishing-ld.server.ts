// An article page's structured data, built by its loader on the server (so the builders stay out of the
// browser's code): schema.org Article (blog) or NewsArticle (press) and the BreadcrumbList of its trail.
import type { ArticlePage } from "@vhs/domain/publishing.ts";
import { publishingPaths } from "@vhs/domain/publishing.ts";
import { CHANNELS, type Channel, SITE_NAME } from "./publishing.ts";

/** JSON for a `<script type="application/ld+json">`, with "<" escaped so it cannot close the element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** schema.org Article (blog) or NewsArticle (press) of an article page. */
export function articleStructuredData(
  article: ArticlePage,
  channel: Channel,
  origin: string,
): Record<string, unknown> {
  const url = origin + CHANNELS[channel].article(article.slug);
  const organisation = {
    "@type": "Organization",
    name: SITE_NAME,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": CHANNELS[channel].ldType,
    headline: article.title,
    description: article.description,
    datePublished: article.publishedOn,
    dateModified: article.updatedOn ?? article.publishedOn,
    author: article.author
      ? {
          "@type": "Person",
          name: article.author.name,
          url: origin + publishingPaths.blogAuthor(article.author.slug),
        }
      : { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    publisher: organisation,
    ...(article.cover ? { image: [origin + article.cover.pngSrc] } : {}),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category.name,
    ...(article.tags.length ? { keywords: article.tags.join(", ") } : {}),
    inLanguage: "pl-PL",
  };
}

/** schema.org BreadcrumbList of the trail above a page (the crumbs with addresses and the page itself). */
export function breadcrumbStructuredData(
  origin: string,
  items: { label: string; to?: string }[],
  self: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: item.to ? origin + item.to : self,
    })),
  };
}
