import type { InvestorPage as InvestorPageData } from "@vhs/domain/publishing.ts";
import { ContentBlocks } from "../../components/content/blocks.tsx";
import { TableOfContents } from "../../components/content/table-of-contents.tsx";
import { DocumentTable, InvestorHero } from "../../components/investors/investor-parts.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import { loadBlockCars, withBlocksAside } from "../../lib/content.server.ts";
import { notFound, required } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/page";

/**
 * /securitization and /prospekt (routes "investors/securitization" and "investors/prospekt"): the text of
 * content/investors/pages and the documents it lists, each a PDF with its date and size.
 */

export const headers = cacheablePageHeaders;

/** The API call of each address. */
const CALLS: Record<string, string> = {
  "/securitization": "/v3/securitizations",
  "/prospekt": "/v3/prospects",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const call = CALLS[path];
  if (!call) notFound(path);
  const page = required(await catalogApi(context).cached<InvestorPageData>(call), path);
  return { page: withBlocksAside(context, page), path, cars: await loadBlockCars(context, page) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.page.title} | Relacje inwestorskie | Leasingowo` : null,
    description: loaderData?.page.description,
  });
}

export default function InvestorPage({ loaderData }: Route.ComponentProps) {
  const { page, path, cars } = loaderData;
  return (
    <>
      <InvestorHero title={page.h1} lead={page.lead} current={path} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          <ContentBlocks blocks={page.blocks} cars={cars} />
          <DocumentTable documents={page.documents} />
        </article>
        <div className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <TableOfContents headings={page.headings} />
          <aside aria-label="Kontakt dla inwestorów" className="rounded-lg border border-slate-200 p-5">
            <p className="font-semibold text-slate-900">Kontakt dla inwestorów</p>
            <p className="mt-2 text-sm text-slate-700">
              Pytania o obligacje, raporty i dokumenty emisyjne wyślij na adres{" "}
              <a href="mailto:kontakt@leasingowo.pl" className="font-medium text-brand-700 underline">
                kontakt@leasingowo.pl
              </a>{" "}
              z dopiskiem „Relacje inwestorskie”.
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
