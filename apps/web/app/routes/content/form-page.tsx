import { ContentPage } from "../../components/content/content-page.tsx";
import { LeadForm } from "../../components/lead-form.tsx";
import type { Route } from "./+types/form-page";
import { crumbsFor, HeroActions } from "./page.tsx";

/**
 * Content pages that end in a form (the dealer page, the partner programme): the same page as
 * routes/content/page.tsx plus the lead form, whose code only these pages load.
 */
export { headers, loader, meta } from "./page.tsx";

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <ContentPage
      content={loaderData}
      crumbs={crumbsFor(`/${page.slug}`, page.h1)}
      hero={<HeroActions page={page} />}
      contactForm={(form) => <LeadForm form={form} />}
    />
  );
}
