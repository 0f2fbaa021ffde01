// The lead forms' answers and addresses, shared by the form component (browser) and the actions (server).
import type { LeadForm } from "@vhs/domain/lead-texts.ts";
import type { FieldErrors } from "./forms.ts";

/** What a form action answers: the acknowledgement, or what is wrong together with what was typed. */
export type LeadAnswer =
  | { form: LeadForm; ok: true; id: string; message: string }
  | {
      form: LeadForm;
      ok: false;
      message: string | null;
      errors: FieldErrors;
      values: Record<string, string>;
    };

/** The query flag of the page a form was sent from without JavaScript: it then shows the confirmation. */
export const SENT_PARAM = "wyslano";
/** The form's anchor on its page. */
export const FORM_ANCHOR = "formularz";

/** Where each form posts: its own page's action; dealers the local /srv/notion endpoint (SPEC §7). */
export function leadFormAction(form: LeadForm): string {
  return form === "dealer" ? "/srv/notion" : leadFormPage(form);
}

/** The form's own page (its no-JavaScript error page, and a fallback page to link to). */
export function leadFormPage(form: LeadForm): string {
  return `/formularz/${form}`;
}

/** Back to the page the form was on, which then shows the confirmation: `/dla-dealera?wyslano=1#formularz`. */
export function sentLocation(sourcePath: string): string {
  return `${sourcePath}?${SENT_PARAM}=1#${FORM_ANCHOR}`;
}
