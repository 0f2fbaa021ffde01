import { LeadForm } from "../../components/lead-form.tsx";
import type { Route } from "./+types/form-page";
import { ContentRoutePage } from "./page.tsx";

/**
 * Content pages that end in a form (the dealer page, the partner programme): the same page as
 * routes/content/page.tsx plus the lead form, whose code only these pages load.
 */
export { headers, loader, meta } from "./page.tsx";

export default function FormPage({ loaderData }: Route.ComponentProps) {
  return <ContentRoutePage content={loaderData} contactForm={(form) => <LeadForm form={form} />} />;
}
