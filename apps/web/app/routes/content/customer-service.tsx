import type { FaqItem } from "@vhs/domain/content.ts";
import { FaqList } from "../../components/content/blocks.tsx";
import { ContentPage, FaqJsonLd } from "../../components/content/content-page.tsx";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import { loadContent } from "../../lib/content.server.ts";
import type { ContentPageData } from "../../lib/content.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/customer-service";

/**
 * /obsluga-klienta: customer service — the page's text, then every FAQ group (GET /v3/faq), searchable
 * with a plain GET form (works without JavaScript), with FAQPage structured data.
 */

export const headers = cacheablePageHeaders;

interface FaqGroup {
  slug: string;
  group: string;
  items: FaqItem[];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [content, faq] = await Promise.all([
    loadContent<ContentPageData>(context, "/v3/page", { path: "obsluga-klienta" }, path),
    catalogApi(context).cached<FaqGroup[]>("/v3/faq", q ? { q } : {}),
  ]);
  return { content, q, groups: orElse(faq, null) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.content.page.title} | Leasingowo` : null,
    description: loaderData?.content.page.description,
    noindex: Boolean(loaderData?.q),
  });
}

export default function CustomerService({ loaderData }: Route.ComponentProps) {
  const { content, q, groups } = loaderData;
  const found = groups?.reduce((n, g) => n + g.items.length, 0) ?? 0;
  return (
    <ContentPage
      content={content}
      crumbs={[{ label: content.page.h1 }]}
      hero={
        <search className="mt-6 max-w-xl">
          <form method="get" action="#pytania" className="flex gap-2">
            <label htmlFor="faq-q" className="sr-only">
              Szukaj w pytaniach i odpowiedziach
            </label>
            <input
              id="faq-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              placeholder="Np. wcześniejszy wykup, faktura, szkoda"
              className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-4 py-3"
            />
            <button type="submit" className="btn-primary">
              Szukaj
            </button>
          </form>
        </search>
      }
      after={
        <section id="pytania" aria-labelledby="pytania-naglowek" className="mt-12 scroll-mt-24">
          <h2 id="pytania-naglowek" className="text-2xl font-bold">
            Najczęstsze pytania
          </h2>
          <p className="mt-2 text-slate-700" aria-live="polite">
            {groups === null
              ? "Nie udało się teraz wczytać pytań. Zadzwoń do nas albo spróbuj za chwilę."
              : q
                ? found > 0
                  ? `Pytania pasujące do „${q}”: ${found}.`
                  : `Nie znaleźliśmy pytań pasujących do „${q}”. Spróbuj innego słowa albo napisz do nas.`
                : "Wybierz pytanie, aby zobaczyć odpowiedź."}
          </p>
          {q && (
            <p className="mt-2">
              <a href="/obsluga-klienta#pytania" className="text-brand-700 underline">
                Pokaż wszystkie pytania
              </a>
            </p>
          )}
          {groups?.map((g) => (
            <section key={g.slug} aria-labelledby={`faq-${g.slug}`} className="mt-8">
              <h3 id={`faq-${g.slug}`} className="text-xl font-semibold">
                {g.group}
              </h3>
              <FaqList items={g.items} />
            </section>
          ))}
          {!q && groups && <FaqJsonLd items={groups.flatMap((g) => g.items)} />}
        </section>
      }
    />
  );
}
