import { slugify } from "@vhs/domain/labels.ts";
import { Breadcrumbs } from "../../components/content/content-page.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import { type DocumentInfo, documentPdfHref, formatDay } from "../../lib/content.ts";
import { required } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/documents";

/** /dokumenty-do-pobrania: every rule, term, clause and form, grouped, with versions, dates and PDFs. */

export const headers = cacheablePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const groups = required(
    await catalogApi(context).cached<{ group: string; documents: DocumentInfo[] }[]>("/regulations"),
    path,
  );
  return { groups };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: "Regulaminy i dokumenty do pobrania | Leasingowo",
    description:
      "Regulaminy, ogólne warunki umowy leasingu, polityka prywatności, klauzula RODO, zgody i formularze — aktualne wersje z datą obowiązywania i plikiem PDF.",
  });
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="content-hero border-b border-slate-200 bg-gradient-to-br from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
          <Breadcrumbs items={[{ label: "Dokumenty do pobrania" }]} />
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Regulaminy i dokumenty do pobrania</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Aktualne wersje dokumentów, które obowiązują w serwisie i w umowach leasingu. Każdy możesz
            przeczytać na stronie albo pobrać jako PDF.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        {loaderData.groups.map((g) => (
          <section key={g.group} aria-labelledby={`grupa-${slugify(g.group)}`}>
            <h2 id={`grupa-${slugify(g.group)}`} className="text-2xl font-bold">
              {g.group}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {g.documents.map((d) => (
                <li
                  key={d.slug}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h3 className="text-lg font-semibold">
                    <SiteLink
                      to={`/informacje/${d.slug}`}
                      className="text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {d.title}
                    </SiteLink>
                  </h3>
                  <p className="mt-1 text-slate-700">{d.summary}</p>
                  <p className="mt-3 text-sm text-slate-600">
                    Wersja {d.version} · obowiązuje od{" "}
                    <time dateTime={d.validFrom}>{formatDay(d.validFrom)}</time>
                  </p>
                  <p className="mt-3 flex flex-wrap gap-4 text-sm font-medium">
                    <SiteLink to={`/informacje/${d.slug}`} className="text-brand-700 underline">
                      Czytaj online
                    </SiteLink>
                    <a href={documentPdfHref(d.slug)} className="text-brand-700 underline" download>
                      Pobierz PDF<span className="sr-only">: {d.title}</span>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
