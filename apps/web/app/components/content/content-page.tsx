import type { ReactNode } from "react";
import type { ContentPageData, LoadedContent } from "../../lib/content.ts";
import { faqOfBlocks, faqStructuredData } from "../../lib/content.ts";
import { Breadcrumbs, type Crumb } from "../breadcrumbs.tsx";
import { SiteLink } from "../site-link.tsx";
import { ContentBlocks } from "./blocks.tsx";
import { TableOfContents } from "./table-of-contents.tsx";

/** The page's heading band: breadcrumbs, the one h1, the lead and optional extras (badges, buttons). */
export function ContentHero({
  page,
  crumbs,
  children,
}: {
  page: Pick<ContentPageData, "h1" | "lead">;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="content-hero border-b border-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <Breadcrumbs items={[{ label: "Strona główna", to: "/" }, ...crumbs]} />
        <h1 className="mt-4 max-w-3xl text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {page.h1}
        </h1>
        {page.lead && <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.lead}</p>}
        {children}
      </div>
    </div>
  );
}

/** The help box beside a content page: phone, hours, the contact page. */
export function HelpBox() {
  return (
    <aside aria-label="Pomoc doradcy" className="rounded-xl bg-slate-900 p-5 text-white">
      <p className="font-semibold">Masz pytania?</p>
      <p className="mt-1 text-sm text-slate-200">Doradcy odpowiadają pon.–pt. 8:00–18:00.</p>
      <p className="mt-3 text-xl font-bold">
        <a href="tel:+48221002030" className="hover:underline">
          +48 22 100 20 30
        </a>
      </p>
      <SiteLink to="/kontakt" className="mt-3 inline-block text-sm font-medium underline underline-offset-2">
        Napisz do nas
      </SiteLink>
    </aside>
  );
}

/** FAQPage structured data for the questions on the page (when it has any). */
export function FaqJsonLd({ items }: { items: { question: string; text: string }[] }) {
  const json = faqStructuredData(items);
  if (!json) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * A whole content page: hero, body blocks, and beside them (on wide screens) the table of contents and
 * the help box. `before`/`after` add a page's own parts around the body.
 */
export function ContentPage({
  content,
  crumbs,
  hero,
  before,
  after,
  aside,
  contactForm,
}: {
  content: LoadedContent;
  /** Draws the page's form (pages with a `contact` block). */
  contactForm?: Parameters<typeof ContentBlocks>[0]["contactForm"];
  crumbs: Crumb[];
  hero?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  aside?: ReactNode;
}) {
  const { page, cars } = content;
  return (
    <>
      <ContentHero page={page} crumbs={crumbs}>
        {hero}
      </ContentHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          {before}
          <ContentBlocks blocks={page.blocks} cars={cars} contactForm={contactForm} />
          {after}
        </article>
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          {aside}
          <TableOfContents headings={page.headings} />
          <HelpBox />
        </div>
      </div>
      <FaqJsonLd items={faqOfBlocks(page.blocks)} />
    </>
  );
}
