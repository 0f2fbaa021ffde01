import type { ComponentProps } from "react";
import type { Crumb } from "../../components/breadcrumbs.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { loadContent } from "../../lib/content.server.ts";
import type { ContentPageData, LoadedContent } from "../../lib/content.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { Route } from "./+types/page";

/**
 * The content pages whose whole text is a file in content/pages (the offer, audience and partner pages,
 * "O nas", "BiznesON"…): the page at the request's path, its body blocks and the cars they list.
 */

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

/** Parent sections named in the breadcrumbs. */
const SECTIONS: Record<string, string> = { oferta: "Oferta" };

export function crumbsFor(path: string, title: string): Crumb[] {
  const parts = path.split("/").filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 0; i < parts.length - 1; i++) {
    const label = SECTIONS[parts[i]!];
    if (label) crumbs.push({ label, to: `/${parts.slice(0, i + 1).join("/")}` });
  }
  crumbs.push({ label: title });
  return crumbs;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return loadContent<ContentPageData>(context, "/v3/page", { path: path.slice(1) }, path);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData ? `${loaderData.page.title} | Leasingowo` : null,
    description: loaderData?.page.description,
  });
}

/** The hero's buttons: to the page's own form when it has one, else to the calculator and the cars. */
function HeroActions({ page }: { page: ContentPageData }) {
  const form = page.blocks.some((b) => b.type === "contact");
  const consumer = /konsument/.test(page.slug);
  return (
    <p className="mt-6 flex flex-wrap gap-3">
      {form ? (
        <a href="#formularz" className="btn-primary">
          Wypełnij formularz
        </a>
      ) : (
        <SiteLink
          to={`/kalkulator-leasingowy?client=${consumer ? "consumer" : "entrepreneur"}`}
          className="btn-primary"
        >
          Policz ratę
        </SiteLink>
      )}
      <SiteLink to="/wyszukaj" className="btn-secondary bg-white">
        Zobacz samochody
      </SiteLink>
    </p>
  );
}

/** The page with its hero buttons; pages ending in a form pass the form (routes/content/form-page.tsx). */
export function ContentRoutePage({
  content,
  contactForm,
}: {
  content: LoadedContent;
  contactForm?: ComponentProps<typeof ContentPage>["contactForm"];
}) {
  const { page } = content;
  return (
    <ContentPage
      content={content}
      crumbs={crumbsFor(`/${page.slug}`, page.h1)}
      hero={<HeroActions page={page} />}
      contactForm={contactForm}
    />
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentRoutePage content={loaderData} />;
}
