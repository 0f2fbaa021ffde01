import {
  CONSENT_FIELDS,
  CONTACT_TOPICS,
  DEALER_MONTHLY_SALES,
  LEAD_CONSENT_VERSION,
  LEAD_FIELD_LABELS,
  LEAD_THANKS,
  type LeadForm as LeadFormKind,
  PARTNER_TYPES,
} from "@vhs/domain/lead-texts.ts";
import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useActionData, useFetcher, useLocation } from "react-router";
import { useHydrated } from "../lib/hydrated.ts";
import { FORM_ANCHOR, type LeadAnswer, leadFormAction, SENT_PARAM } from "../lib/leads.ts";
import type { FormValues } from "../lib/order-form.ts";
import type { Option } from "../lib/order-types.ts";
import { Checkbox, ErrorSummary, type Errors, SelectField, TextField } from "./order/fields.tsx";

// The contact, dealer and partner forms (SPEC §7: /contact-form, local /srv/notion, the partner programme).
// Without JavaScript a plain POST: to the form's page (/formularz/{form}), dealers to /srv/notion; on
// success the visitor comes back to this page with ?wyslano=1 and reads the confirmation here; on errors the
// form's page shows them with what was typed. With JavaScript the same post goes through a fetcher (dealers:
// JSON to /srv/notion) and the answer appears in place, announced by a live region. One form per page:
// the fields' ids are their names.

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
const NOT_SENT =
  "Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie za chwilę.";

function stringValues(data: FormData): FormValues {
  const out: FormValues = {};
  for (const [key, value] of data) if (typeof value === "string") out[key] = value;
  return out;
}

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
  const hydrated = useHydrated();
  // Without JavaScript, the form's own page renders the action's answer (errors and typed values).
  const actionData = useActionData() as LeadAnswer | undefined;
  const fetcher = useFetcher<LeadAnswer>({ key: `lead-${form}` });
  const [posted, setPosted] = useState<LeadAnswer | null>(null);
  const [posting, setPosting] = useState(false);
  // Rendered on the server: the time the page was made (the no-JavaScript bot check).
  const [startedAt] = useState(() => Date.now());
  // With JavaScript the fill time is measured on this device (its clock need not agree with the server's):
  // since the page began loading when it came rendered from the server, since the form appeared otherwise.
  const shownAt = useRef<number | null>(null);
  if (shownAt.current === null) shownAt.current = hydrated ? performance.now() : 0;

  const answer =
    (form === "dealer" ? posted : fetcher.data) ?? (actionData?.form === form ? actionData : undefined);
  const busy = posting || fetcher.state !== "idle";
  const sentBack = !answer && new URLSearchParams(location.search).get(SENT_PARAM) === "1";
  const confirmation = answer?.ok ? answer.message : sentBack ? LEAD_THANKS[form] : null;
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values ?? {};
  const carRef = new URLSearchParams(location.search).get("samochod");
  const action = leadFormAction(form);

  async function postJson(data: FormData) {
    setPosting(true);
    try {
      const res = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(stringValues(data)),
      });
      setPosted((await res.json()) as LeadAnswer);
    } catch {
      setPosted({ form, ok: false, message: NOT_SENT, errors: {}, values: stringValues(data) });
    } finally {
      setPosting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.set("js", "1");
    data.set("filledMs", String(Math.round(performance.now() - (shownAt.current ?? 0))));
    if (form === "dealer") void postJson(data);
    else void fetcher.submit(data, { method: "post", action });
  }

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
          <input type="hidden" name="consentVersion" value={values.consentVersion || LEAD_CONSENT_VERSION} />
          <input type="hidden" name="sourcePath" value={values.sourcePath || location.pathname} />
          <input
            type="hidden"
            name="startedAt"
            defaultValue={values.startedAt || String(startedAt)}
            suppressHydrationWarning
          />
          {form === "contact" && (values.carRef || carRef) && (
            <input type="hidden" name="carRef" value={values.carRef || carRef || ""} />
          )}
          {/* A trap for bots: people neither see nor reach this field, form-filling robots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="website">Strona internetowa (zostaw puste)</label>
            <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
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
