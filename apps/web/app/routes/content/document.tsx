import { formatDay } from "@vhs/domain/format.ts";
import { ContentBlocks } from "../../components/content/blocks.tsx";
import { ContentHero } from "../../components/content/content-page.tsx";
import { TableOfContents } from "../../components/content/table-of-contents.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { loadContent } from "../../lib/content.server.ts";
import { type ContentDocumentData, documentPdfHref } from "../../lib/content.ts";
import { notFound } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/document";

/** /informacje/{slug}: a legal document (rules, privacy policy, RODO clause …) with its version and PDF. */

export const headers = cacheablePageHeaders;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (!SLUG.test(params.slug) || params.slug.length > 120) notFound(path);
  return loadContent<ContentDocumentData>(context, "/document", { slug: params.slug }, path);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.page.title} | Leasingowo` : null,
    description: loaderData?.page.description,
  });
}

export default function Document({ loaderData }: Route.ComponentProps) {
  const { page, cars } = loaderData;
  return (
    <>
      <ContentHero
        page={page}
        crumbs={[{ label: "Dokumenty", to: "/dokumenty-do-pobrania" }, { label: page.title }]}
      >
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
          <div>
            <dt className="inline font-semibold">Wersja: </dt>
            <dd className="inline">{page.version}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Obowiązuje od: </dt>
            <dd className="inline">
              <time dateTime={page.validFrom}>{formatDay(page.validFrom)}</time>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Kategoria: </dt>
            <dd className="inline">{page.group}</dd>
          </div>
        </dl>
        <p className="mt-6">
          <a href={documentPdfHref(page.slug)} className="btn-primary" download>
            Pobierz PDF
          </a>
        </p>
      </ContentHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 max-w-3xl">
          <ContentBlocks blocks={page.blocks} cars={cars} />
        </article>
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <TableOfContents headings={page.headings} />
          <p className="text-sm text-slate-600">
            Wszystkie regulaminy i formularze znajdziesz na stronie{" "}
            <SiteLink to="/dokumenty-do-pobrania" className="text-brand-700 underline">
              Dokumenty do pobrania
            </SiteLink>
            .
          </p>
        </div>
      </div>
    </>
  );
}
