import { CONSENT_FIELDS } from "@vhs/domain/lead-core.ts";
import { Form, Link, useLocation } from "react-router";
import { NOTIFY_ANCHOR } from "../lib/leads.ts";
import { Checkbox, ErrorSummary, TextField } from "./form-fields.tsx";
import { LeadHiddenFields } from "./lead-fields.tsx";
import { useLeadSubmit } from "./lead-submit.tsx";
import { SiteLink } from "./site-link.tsx";

// "Powiadom mnie" (SPEC §7 POST /notify/): where we have no car to offer, a visitor leaves an e-mail and
// hears from us when one arrives. `subject` is what to watch: a brand slug, `brand/model`, or `promocje`.
// It lives on its own page (/formularz/notify?o={subject}, linked from empty lists) and posts there: with
// JavaScript the answer shows in place; without, the page comes back with the confirmation, or with what
// to correct and what was typed.

const VISIBLE = new Set(["email", "phone", CONSENT_FIELDS.contact]);

/** What a notification is about, in a sentence: "o nowych ofertach Toyota Corolla". */
export function notifyAbout(what: string | null): string {
  return what ? `o nowych ofertach ${what}` : "o nowych promocjach";
}

export function NotifyForm({ subject, what }: { subject: string; what: string | null }) {
  const location = useLocation();
  const { action, busy, confirmation, failed, values, startedAt, onSubmit } = useLeadSubmit(
    "notify",
    `notify-${subject}`,
  );

  return (
    <section id={NOTIFY_ANCHOR} className="scroll-mt-24">
      <div role="status" aria-live="polite" aria-atomic="true">
        {confirmation && (
          <div className="rounded-xl border border-green-700 bg-green-50 p-5 text-green-900">
            <p className="text-lg font-semibold">{confirmation}</p>
            <p className="mt-2">
              Tymczasem zobacz, co mamy teraz:{" "}
              <SiteLink to="/wyszukaj" className="underline">
                wszystkie samochody
              </SiteLink>
              .
            </p>
          </div>
        )}
      </div>
      {!confirmation && (
        <Form
          method="post"
          action={`${action}?o=${encodeURIComponent(subject)}`}
          noValidate
          onSubmit={onSubmit}
          aria-label={`Powiadomienie ${notifyAbout(what)}`}
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ErrorSummary
            message={failed?.message ?? undefined}
            errors={failed?.errors}
            fieldsOnPage={VISIBLE}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="email"
              label="Adres e-mail"
              type="email"
              autoComplete="email"
              required
              values={values}
              errors={failed?.errors}
            />
            <TextField
              name="phone"
              label="Telefon"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="Zadzwonimy, jeśli wolisz rozmowę."
              values={values}
              errors={failed?.errors}
            />
          </div>
          <Checkbox
            name={CONSENT_FIELDS.contact}
            checked={Boolean(values[CONSENT_FIELDS.contact])}
            errors={failed?.errors}
          >
            Chcę dostawać e-mailem powiadomienia {notifyAbout(what)} (mogę z nich zrezygnować w każdej
            chwili). Administratorem danych jest Leasingowo; szczegóły w{" "}
            <Link to="/informacje/rodo" className="text-brand-700 underline">
              klauzuli informacyjnej RODO
            </Link>
            .
          </Checkbox>
          <input type="hidden" name="subject" value={values.subject || subject} />
          <LeadHiddenFields values={values} startedAt={startedAt} sourcePath={location.pathname} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
              {busy ? "Wysyłanie…" : "Powiadom mnie"}
            </button>
            <p className="text-sm text-slate-600">Bez spamu: piszemy tylko o tym, o co prosisz.</p>
          </div>
        </Form>
      )}
    </section>
  );
}
