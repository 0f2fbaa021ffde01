// Publishing (docs/publishing.md): the motoring blog, the press office and the investor pages — their
// categories, page sizes and addresses, and what the API answers with (the web app draws it). The files'
// front matter schemas are in publishing-schemas.ts, so this module (used in the browser) carries no Zod.
import type { ContentBlock, ContentHeading } from "./content.ts";

/**
 * The blog's categories (SPEC §2), in the order the site lists them; "najnowsze" is every article, newest
 * first. Their descriptions, which only the API sends, are in publishing-descriptions.ts: not in the pages' JavaScript.
 */
export const BLOG_CATEGORIES = [
  { slug: "najnowsze", name: "Najnowsze" },
  { slug: "wiadomosci", name: "Wiadomości" },
  { slug: "premiery", name: "Premiery" },
  { slug: "testy", name: "Testy" },
  { slug: "na-drodze", name: "Na drodze" },
  { slug: "e-auto", name: "E-auto" },
  { slug: "porady", name: "Porady" },
  { slug: "zdjecia", name: "Zdjęcia" },
  { slug: "filmy", name: "Filmy" },
  { slug: "clacson", name: "Clacson" },
  { slug: "o-leasingu", name: "O leasingu" },
] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];
/** The category every article is in: not a file's own category. */
export const NEWEST_CATEGORY = "najnowsze";

/** The press office's categories. */
export const PRESS_CATEGORIES = [
  { slug: "firma", name: "Z życia firmy" },
  { slug: "produkty", name: "Produkty i usługi" },
  { slug: "wyniki", name: "Wyniki i finansowanie" },
  { slug: "rynek", name: "Rynek i badania" },
] as const;

/** Page sizes of the lists (SPEC §9: pages count from 0). */
export const BLOG_PAGE_SIZE = 12;
export const PRESS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;

export const COVER_BODIES = [
  "hatchback",
  "sedan",
  "kombi",
  "liftback",
  "suv",
  "crossover",
  "coupe",
  "kabriolet",
  "minivan",
  "pickup",
] as const;
export const COVER_SCENES = [
  "city",
  "road",
  "snow",
  "night",
  "charging",
  "studio",
  "mountains",
  "coast",
] as const;

export const INVESTOR_SYSTEMS = ["ESPI", "EBI"] as const;
export const PERIODIC_TYPES = [
  { slug: "kwartalny", name: "Raport kwartalny" },
  { slug: "polroczny", name: "Raport półroczny" },
  { slug: "roczny", name: "Raport roczny" },
] as const;

/** A drawn picture as a file describes it (the cover of an article, a picture of a gallery). */
export interface CoverSpec {
  body: (typeof COVER_BODIES)[number];
  colour: string;
  scene: (typeof COVER_SCENES)[number];
  alt?: string | undefined;
  caption?: string | undefined;
}

// ─── What the API answers ───────────────────────────────────────────────────────────────────────────────

export interface Paging {
  /** From 0. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface CategoryRef {
  slug: string;
  name: string;
}
export interface AuthorRef {
  slug: string;
  name: string;
}
export interface Author extends AuthorRef {
  role: string;
  /** The bio, rendered Markdown (safe HTML). */
  bioHtml: string;
  articleCount: number;
}

export interface Cover {
  /** The drawing for the page (SVG) and for Open Graph (PNG 1200×630). */
  src: string;
  pngSrc: string;
  alt: string;
  caption: string | null;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  lead: string;
  category: CategoryRef;
  author: AuthorRef | null;
  /** YYYY-MM-DD */
  publishedOn: string;
  updatedOn: string | null;
  readingMinutes: number;
  tags: string[];
  cover: Cover | null;
}

export interface ArticlePage extends ArticleSummary {
  description: string;
  blocks: ContentBlock[];
  headings: ContentHeading[];
  authorDetails: Author | null;
  /** Catalogue models named by the article, with their catalogue page. */
  cars: { brand: string; model: string; name: string; href: string }[];
  gallery: Cover[];
  related: ArticleSummary[];
}

/** A piece of a search hit's text; `mark` pieces matched the query. */
export interface Fragment {
  text: string;
  mark: boolean;
}
export interface SearchHit extends ArticleSummary {
  fragments: Fragment[];
}

export interface ArticleList {
  items: ArticleSummary[];
  paging: Paging;
}

export interface Attachment {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Where to download it (the site's path). */
  href: string;
  mediaType: "application/pdf";
  /** Bytes. */
  size: number;
}

export interface CurrentReport {
  /** "7/2026" */
  number: string;
  system: "ESPI" | "EBI";
  date: string;
  time: string | null;
  title: string;
  legalBasis: string;
  html: string;
  attachments: Attachment[];
}

export interface PeriodicReport {
  number: string;
  system: "ESPI" | "EBI";
  type: { slug: string; name: string };
  period: string;
  year: number;
  date: string;
  title: string;
  html: string;
  attachments: Attachment[];
}

export interface InvestorPage {
  slug: string;
  title: string;
  description: string;
  h1: string;
  lead: string | null;
  blocks: ContentBlock[];
  headings: ContentHeading[];
  documents: Attachment[];
}

/** Reading time at 200 words a minute, at least a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

/** The covers' drawing version: a new drawing gets new addresses, so year-long caches never show the old one. */
export const COVER_VERSION = "1";

/** A drawn cover's address: "/srv/moto/okladka/1/<scene>/<body>/<rrggbb>.<svg|png>" (the web server draws it). */
export function coverPath(cover: Pick<CoverSpec, "scene" | "body" | "colour">, ext: "svg" | "png"): string {
  const paint = cover.colour.replace(/^#/, "").toLowerCase();
  return `/srv/moto/okladka/${COVER_VERSION}/${cover.scene}/${cover.body}/${paint}.${ext}`;
}

/** A press data file's page: "leasing-operacyjny" → "/press/grupaLeasingOperacyjnyStaticData" (SPEC §2). */
export function pressDataPath(slug: string): string {
  const product = slug
    .split("-")
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : ""))
    .join("");
  return `/press/grupa${product}StaticData`;
}

/** The site's addresses of the publishing pages. */
export const publishingPaths = {
  blogArticle: (slug: string) => `/moto/artykul/${slug}`,
  blogCategory: (slug: string) => `/moto/kategoria/${slug}`,
  blogAuthor: (slug: string) => `/moto/autor/${slug}`,
  pressArticle: (slug: string) => `/biuro-prasowe/artykul/${slug}`,
  pressCategory: (slug: string) => `/biuro-prasowe/kategoria/${slug}`,
  investorFile: (slug: string) => `/dokumenty/inwestorzy/${slug}.pdf`,
};
