// Sending a lead form to the API: the form page's action and the outer server's /srv/notion both validate
// the posted values with the API's own schema (packages/domain/src/leads.ts), send them, and read the API's
// answer into a LeadAnswer.
import type { LeadForm } from "@vhs/domain/lead-texts.ts";
import { LEAD_FORM_PATHS, leadFormSchema, leadRequestFromForm } from "@vhs/domain/leads.ts";
import { type ApiClient, isUnavailable } from "./api.server.ts";
import { campaignOf } from "./campaign.server.ts";
import { parseForm } from "./forms.ts";
import type { LeadAnswer } from "./leads.ts";
import { safeBackPath } from "./leasing.server.ts";
import { asOrderError, fieldErrorsOf } from "./order-types.ts";

const UNAVAILABLE =
  "Nie udało się wysłać formularza — nasz serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.";

export async function sendLead(
  api: ApiClient,
  form: LeadForm,
  formData: FormData,
  cookieHeader: string | null = null,
): Promise<{ status: number; answer: LeadAnswer }> {
  // The visit's campaign keys: from the page's script (session storage), else from the entry cookie.
  const campaign = campaignOf(formData.get("campaign"), cookieHeader);
  if (campaign) formData.set("campaign", JSON.stringify(campaign));
  else formData.delete("campaign");
  // With JavaScript the form measures how long it was being filled on the visitor's device; on the
  // server's clock that is when it was started (the device's clock may not agree with ours).
  const filledMs = formData.get("filledMs");
  if (typeof filledMs === "string" && /^\d{1,9}$/.test(filledMs))
    formData.set("startedAt", String(Date.now() - Number(filledMs)));
  formData.delete("filledMs");
  const parsed = parseForm(formData, leadFormSchema(form));
  if (!parsed.ok)
    return {
      status: 422,
      answer: { form, ok: false, message: null, errors: parsed.errors, values: parsed.values },
    };

  // SPEC §7: in a partner's frame the contact form goes to the embed lead, tagged with the partner.
  const path = form === "contact" && api.embed ? "/v3/embed-contact-lead" : LEAD_FORM_PATHS[form];
  const result = await api.post<{ id: string; message: string }>(
    path,
    leadRequestFromForm(parsed.values, form),
  );
  if (!result.error) return { status: 200, answer: { form, ok: true, ...result.data } };

  const failed = (message: string | null, errors = {}) => ({
    status: result.status,
    answer: { form, ok: false as const, message, errors, values: parsed.values },
  });
  if (isUnavailable(result) || result.status >= 500) return { ...failed(UNAVAILABLE), status: 503 };
  const errors = fieldErrorsOf(result.body);
  // A refusal that names no field (a bot check, a rate limit) is the form's message.
  return failed(
    Object.keys(errors).length ? null : (asOrderError(result.body)?.message ?? UNAVAILABLE),
    errors,
  );
}

/** The page the form says it was on, when it is a path of this site; else `fallback`. */
export function sourcePathOf(formData: FormData, fallback: string): string {
  const path = safeBackPath(formData.get("sourcePath"), fallback);
  return path.split(/[?#]/, 1)[0] || fallback;
}
