// The lead forms' answers and addresses, shared by the form component (browser) and the actions (server).
import type { LeadForm } from "@vhs/domain/lead-core.ts";
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
/** The notify form's anchor (it sits on catalogue pages, beside their own forms). */
export const NOTIFY_ANCHOR = "powiadom";

/** Where each form posts: its own page's action; dealers the local /srv/notion endpoint (SPEC §7). */
export function leadFormAction(form: LeadForm): string {
  return form === "dealer" ? "/srv/notion" : leadFormPage(form);
}

/** The form's own page (its no-JavaScript error page, and a fallback page to link to). */
export function leadFormPage(form: LeadForm): string {
  return `/formularz/${form}`;
}

/** The notify form's page about `subject` (`brand`, `brand/model` or `promocje`). */
export function notifyHref(subject: string): string {
  return `${leadFormPage("notify")}?${new URLSearchParams({ o: subject })}#${NOTIFY_ANCHOR}`;
}

/**
 * Where a form sent without JavaScript comes back to read the confirmation: the page it was on
 * (`/dla-dealera?wyslano=1#formularz`); the notify form to its own page about the same subject.
 */
export function sentLocation(sourcePath: string, form: LeadForm = "contact", subject = ""): string {
  if (form === "notify") return notifyHref(subject).replace("#", `&${SENT_PARAM}=1#`);
  return `${sourcePath}?${SENT_PARAM}=1#${FORM_ANCHOR}`;
}
