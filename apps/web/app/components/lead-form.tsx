import {
  CONSENT_FIELDS,
  CONTACT_TOPICS,
  DEALER_MONTHLY_SALES,
  LEAD_FIELD_LABELS,
  type LeadForm as LeadFormName,
  PARTNER_TYPES,
} from "@vhs/domain/lead-texts.ts";
import { Form, Link, useLocation } from "react-router";
import { FORM_ANCHOR } from "../lib/leads.ts";
import type { FormValues } from "../lib/order-form.ts";
import type { Option } from "../lib/order-types.ts";
import { LeadHiddenFields } from "./lead-fields.tsx";
import { useLeadSubmit } from "./lead-submit.tsx";
import { Checkbox, ErrorSummary, type Errors, SelectField, TextField } from "./order/fields.tsx";

// The contact, dealer and partner forms (SPEC §7: /contact-form, local /srv/notion, the partner programme).
// Without JavaScript a plain POST: to the form's page (/formularz/{form}), dealers to /srv/notion; on
// success the visitor comes back to this page with ?wyslano=1 and reads the confirmation here; on errors the
// form's page shows them with what was typed. With JavaScript the same post goes through a fetcher (dealers:
// JSON to /srv/notion) and the answer appears in place, announced by a live region. One form per page:
// the fields' ids are their names.

/** The forms with many fields (notify is the short NotifyForm). */
type LeadFormKind = Exclude<LeadFormName, "notify">;

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const SUBMIT_LABELS: Record<LeadFormKind, string> = {
  contact: "Wyślij wiadomość",
  dealer: "Wyślij zgłoszenie",
  partner: "Dołącz do programu",
};
const FORM_NAMES: Record<LeadFormKind, string> = {
  contact: "Formularz kontaktowy",
  dealer: "Formularz kontaktowy dla dealerów",
  partner: "Zgłoszenie do programu partnerskiego",
};
/** The visible fields of each form (the error summary links only to these). */
const VISIBLE: Record<LeadFormKind, string[]> = {
  contact: ["name", "email", "phone", "topic", "message", "nip", CONSENT_FIELDS.contact],
  dealer: [
    "dealershipName",
    "nip",
    "city",
    "contactPerson",
    "phone",
    "email",
    "monthlySales",
    "message",
    CONSENT_FIELDS.contact,
  ],
  partner: ["name", "partnerType", "channelUrl", "email", "phone", "nip", CONSENT_FIELDS.contact],
};
function Fields({
  form,
  values,
  errors,
}: {
  form: LeadFormKind;
  values: FormValues;
  errors: Errors | undefined;
}) {
  const field = { values, errors };
  const contactFields = (
    <>
      <TextField name="email" label="Adres e-mail" type="email" autoComplete="email" required {...field} />
      <TextField
        name="phone"
        label="Telefon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="9 cyfr, np. 600 700 800"
        required
        {...field}
      />
    </>
  );
  if (form === "dealer")
    return (
      <>
        <TextField
          name="dealershipName"
          label={LEAD_FIELD_LABELS.dealershipName}
          autoComplete="organization"
          required
          {...field}
        />
        <TextField
          name="nip"
          label="NIP salonu"
          inputMode="numeric"
          hint="10 cyfr, np. 526-104-08-28"
          required
          {...field}
        />
        <TextField
          name="city"
          label={LEAD_FIELD_LABELS.city}
          autoComplete="address-level2"
          required
          {...field}
        />
        <TextField
          name="contactPerson"
          label={LEAD_FIELD_LABELS.contactPerson}
          autoComplete="name"
          required
          {...field}
        />
        {contactFields}
        <SelectField
          name="monthlySales"
          label="Ile samochodów sprzedajecie miesięcznie?"
          options={options(DEALER_MONTHLY_SALES)}
          {...field}
        />
        <TextField
          name="message"
          label="Wiadomość"
          rows={5}
          maxLength={2000}
          className="sm:col-span-2"
          {...field}
        />
      </>
    );
  if (form === "partner")
    return (
      <>
        <TextField
          name="name"
          label="Imię i nazwisko lub nazwa firmy"
          autoComplete="organization"
          required
          {...field}
        />
        <SelectField name="partnerType" label="Kim jesteś?" options={options(PARTNER_TYPES)} {...field} />
        <TextField
          name="channelUrl"
          label={LEAD_FIELD_LABELS.channelUrl}
          type="url"
          inputMode="url"
          autoComplete="url"
          hint="Wymagany dla portali i influencerów, np. https://twojastrona.pl"
          className="sm:col-span-2"
          {...field}
        />
        {contactFields}
        <TextField name="nip" label="NIP" inputMode="numeric" {...field} />
      </>
    );
  return (
    <>
      <TextField name="name" label={LEAD_FIELD_LABELS.name} autoComplete="name" required {...field} />
      {contactFields}
      <SelectField name="topic" label="Temat" options={options(CONTACT_TOPICS)} {...field} />
      <TextField
        name="message"
        label="Wiadomość"
        hint="Od 10 do 2000 znaków."
        rows={5}
        maxLength={2000}
        className="sm:col-span-2"
        required
        {...field}
      />
      <TextField
        name="nip"
        label="NIP firmy"
        inputMode="numeric"
        hint="Jeśli piszesz w imieniu firmy."
        {...field}
      />
    </>
  );
}

export function LeadForm({ form }: { form: LeadFormKind }) {
  const location = useLocation();
  const { action, busy, confirmation, failed, values, startedAt, onSubmit } = useLeadSubmit(form);
  const carRef = new URLSearchParams(location.search).get("samochod");

  return (
    <section id={FORM_ANCHOR} className="scroll-mt-24">
      <div role="status" aria-live="polite" aria-atomic="true">
        {confirmation && (
          <div className="rounded-xl border border-green-700 bg-green-50 p-5 text-green-900">
            <p className="text-lg font-semibold">{confirmation}</p>
            <p className="mt-2">
              Odpowiemy na adres e-mail lub telefon podany w formularzu. Nasze dane kontaktowe znajdziesz na
              stronie{" "}
              <Link to="/kontakt" className="underline">
                Kontakt
              </Link>
              .
            </p>
          </div>
        )}
      </div>
      {!confirmation && (
        <Form
          method="post"
          action={action}
          noValidate
          onSubmit={onSubmit}
          aria-label={FORM_NAMES[form]}
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ErrorSummary
            message={failed?.message ?? undefined}
            errors={failed?.errors}
            fieldsOnPage={new Set(VISIBLE[form])}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Fields form={form} values={values} errors={failed?.errors} />
          </div>
          <div className="space-y-3">
            <Checkbox
              name={CONSENT_FIELDS.contact}
              checked={Boolean(values[CONSENT_FIELDS.contact])}
              errors={failed?.errors}
            >
              Wyrażam zgodę na przetwarzanie moich danych kontaktowych w celu odpowiedzi na to zgłoszenie.
              Administratorem danych jest Leasingowo; szczegóły w{" "}
              <Link to="/informacje/rodo" className="text-brand-700 underline">
                klauzuli informacyjnej RODO
              </Link>
              .
            </Checkbox>
            <Checkbox
              name={CONSENT_FIELDS.marketing}
              checked={Boolean(values[CONSENT_FIELDS.marketing])}
              errors={failed?.errors}
            >
              Chcę otrzymywać informacje o ofertach i promocjach Leasingowo e-mailem i telefonicznie (zgoda
              dobrowolna, możesz ją wycofać w każdej chwili).
            </Checkbox>
          </div>
          <LeadHiddenFields values={values} startedAt={startedAt} sourcePath={location.pathname} />
          {form === "contact" && (values.carRef || carRef) && (
            <input type="hidden" name="carRef" value={values.carRef || carRef || ""} />
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
              {busy ? "Wysyłanie…" : SUBMIT_LABELS[form]}
            </button>
            <p className="text-sm text-slate-600">
              Pola bez dopisku „opcjonalnie” są wymagane. Odpowiadamy w dni robocze.
            </p>
          </div>
        </Form>
      )}
    </section>
  );
}
