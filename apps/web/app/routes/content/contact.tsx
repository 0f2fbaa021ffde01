import { ContentPage } from "../../components/content/content-page.tsx";
import { OfficeMap } from "../../components/content/office-map.tsx";
import { LeadForm } from "../../components/lead-form.tsx";
import { loadContent } from "../../lib/content.server.ts";
import type { ContentPageData } from "../../lib/content.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/contact";

/** /kontakt: phone, hours and e-mails (content/pages/kontakt.md), the office on a drawn map, the form. */

export const headers = cacheablePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return loadContent<ContentPageData>(context, "/v3/page", { path: "kontakt" }, path);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.page.title} | Leasingowo` : null,
    description: loaderData?.page.description,
  });
}

const CHANNELS = [
  {
    label: "Infolinia",
    value: "+48 22 100 20 30",
    href: "tel:+48221002030",
    note: "pon.–pt. 8:00–18:00, sob. 9:00–14:00",
  },
  {
    label: "E-mail",
    value: "kontakt@leasingowo.pl",
    href: "mailto:kontakt@leasingowo.pl",
    note: "odpowiadamy w 1 dzień roboczy",
  },
  { label: "Biuro", value: "ul. Prosta 49, Warszawa", href: "#mapa", note: "pon.–pt. 9:00–17:00" },
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      content={loaderData}
      crumbs={[{ label: loaderData.page.h1 }]}
      contactForm={(form) => <LeadForm form={form} />}
      hero={
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {CHANNELS.map((c) => (
            <li key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{c.label}</p>
              <a href={c.href} className="mt-1 block text-lg font-bold text-slate-900 hover:underline">
                {c.value}
              </a>
              <p className="text-sm text-slate-600">{c.note}</p>
            </li>
          ))}
        </ul>
      }
      before={
        <section id="mapa" aria-label="Mapa dojazdu" className="mb-10 scroll-mt-24">
          <OfficeMap />
        </section>
      }
    />
  );
}
