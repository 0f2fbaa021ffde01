import type { CompanyData } from "@vhs/domain/company.ts";
import { isValidNip, normalizeNip } from "@vhs/domain/identifiers.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { loadContent } from "../../lib/content.server.ts";
import type { ContentPageData } from "../../lib/content.ts";
import { apiContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/accounting";

/**
 * /biura-rachunkowe/{nip?}: the page for accounting offices. With an office's NIP it is that office's
 * page to share with its clients: the office's name and address come from the company register (the
 * online order's lookup). An invalid NIP, or one the register does not know, is a 404.
 */

type Lookup = { found: true; company: CompanyData } | { found: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const load = () => loadContent<ContentPageData>(context, "/v3/page", { path: "biura-rachunkowe" }, path);
  if (params.nip === undefined) return { content: await load(), office: null };
  const nip = normalizeNip(params.nip);
  if (!/^[\d-]{10,13}$/.test(params.nip) || !isValidNip(nip)) notFound(path);
  const [content, lookup] = await Promise.all([
    load(),
    context.get(apiContext).get<Lookup>("/digital-order/getCompanyData", { nip }),
  ]);
  if (!lookup.error && !lookup.data.found) notFound(path);
  const company = lookup.error || !lookup.data.found ? null : lookup.data.company;
  return {
    content,
    office: company
      ? {
          nip,
          name: company.name,
          city: company.address.city,
        }
      : { nip, name: null, city: null },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const office = loaderData?.office;
  return pageMeta(rootMeta(matches), {
    title: loaderData
      ? office?.name
        ? `Leasing dla klientów biura ${office.name} | Leasingowo`
        : `${loaderData.content.page.title} | Leasingowo`
      : null,
    description: loaderData?.content.page.description,
    // An office's own page is for its clients, not for search engines (the general page is).
    noindex: Boolean(office),
  });
}

function formatNip(nip: string): string {
  return `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
}

export default function Accounting({ loaderData }: Route.ComponentProps) {
  const { content, office } = loaderData;
  return (
    <ContentPage
      content={content}
      crumbs={[{ label: "Biura rachunkowe" }]}
      hero={
        office && (
          <div
            className="mt-6 max-w-3xl rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
            data-testid="biuro"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              Polecenie biura rachunkowego
            </p>
            <p className="mt-1 text-xl font-bold text-slate-900">
              {office.name ?? `Biuro rachunkowe, NIP ${formatNip(office.nip)}`}
            </p>
            <p className="mt-1 text-slate-700">
              {office.city ? `${office.city} · ` : ""}NIP {formatNip(office.nip)}
            </p>
            <p className="mt-3 text-slate-700">
              Twoje biuro rachunkowe współpracuje z Leasingowo: złóż wniosek z tej strony, a po podpisaniu
              umowy przekażemy biuru dokumenty potrzebne do księgowania rat.
            </p>
            <a href="/leasing-samochodu" className="btn-primary mt-4">
              Złóż wniosek online
            </a>
          </div>
        )
      }
    />
  );
}
