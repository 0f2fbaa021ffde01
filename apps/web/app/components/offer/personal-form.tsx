import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { Form } from "react-router";
import { OFFER_CONSENTS } from "../../lib/offer.ts";
import type { FormValues } from "../../lib/offer-form.ts";
import { Checkbox, ErrorSummary, type Errors, TextField } from "../order/fields.tsx";

// Step 1: the personal form. Consumers give PESEL and the ID card, firms the NIP and the company's name;
// everyone names, e-mail, address and the consents (their text shown, their version sent).

export function PersonalForm({
  offer,
  token,
  values,
  errors,
  message,
}: {
  offer: OfferView;
  token: string;
  values: FormValues;
  errors: Errors | undefined;
  message?: string | undefined;
}) {
  const consumer = offer.client === "consumer";
  const props = { values, errors };
  const hasErrors = errors && Object.keys(errors).length > 0;
  return (
    <Form method="post" action={`/oferta/${token}`} className="space-y-6" noValidate>
      <input type="hidden" name="intent" value="store" />
      <input type="hidden" name="client" value={offer.client} />
      {(hasErrors || message) && <ErrorSummary message={message} errors={errors} />}
      <p className="text-slate-700">
        {offer.personal.stored
          ? "Twoje dane są zapisane. Możesz je poprawić — numery PESEL i dowodu wpisz wtedy ponownie."
          : "Potrzebujemy tych danych do umowy. Zapisujemy je zaszyfrowane i używamy tylko do tej oferty."}
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">
          {consumer ? "Twoje dane" : "Osoba reprezentująca firmę"}
        </legend>
        <TextField name="firstName" label="Imię" autoComplete="given-name" required {...props} />
        <TextField name="lastName" label="Nazwisko" autoComplete="family-name" required {...props} />
        <TextField
          name="email"
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className="sm:col-span-2"
          hint="Wyślemy na niego umowę i dokumenty."
          {...props}
        />
        {consumer ? (
          <>
            <TextField name="pesel" label="PESEL" mask="pesel" required {...props} />
            <TextField
              name="idCard"
              label="Seria i numer dowodu osobistego"
              mask="idCard"
              placeholder="ABC 123456"
              required
              {...props}
            />
          </>
        ) : (
          <>
            <TextField name="nip" label="NIP firmy" mask="nip" required {...props} />
            <TextField
              name="companyName"
              label="Nazwa firmy"
              autoComplete="organization"
              required
              {...props}
            />
          </>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-lg font-semibold">
          {consumer ? "Adres zamieszkania" : "Adres firmy"}
        </legend>
        <TextField
          name="address.street"
          label="Ulica"
          autoComplete="address-line1"
          required
          className="sm:col-span-6"
          {...props}
        />
        <TextField
          name="address.houseNumber"
          label="Numer domu"
          required
          className="sm:col-span-3"
          {...props}
        />
        <TextField name="address.flatNumber" label="Numer lokalu" className="sm:col-span-3" {...props} />
        <TextField
          name="address.postalCode"
          label="Kod pocztowy"
          mask="postalCode"
          autoComplete="postal-code"
          placeholder="00-000"
          required
          className="sm:col-span-2"
          {...props}
        />
        <TextField
          name="address.city"
          label="Miejscowość"
          autoComplete="address-level2"
          required
          className="sm:col-span-4"
          {...props}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">Zgody i oświadczenia</legend>
        {OFFER_CONSENTS.map((c) => (
          <div key={c.id} className="rounded-lg border border-slate-200 p-3">
            <Checkbox name={`consents.${c.id}`} checked={values[`consents.${c.id}`] === "on"} errors={errors}>
              <span className="font-medium">
                {c.title}
                {c.required && <span className="font-normal text-slate-600"> (wymagane)</span>}
              </span>
            </Checkbox>
            <details className="mt-2 pl-8 text-sm text-slate-700">
              <summary className="cursor-pointer text-brand-700 underline">Pełna treść</summary>
              <p className="mt-1">{c.text}</p>
              {c.document && (
                <p className="mt-1">
                  <a className="underline" href={c.document.href}>
                    {c.document.title}
                  </a>
                </p>
              )}
            </details>
          </div>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Zapisz dane i wyślij kod SMS
        </button>
        {offer.phoneMasked && (
          <p className="mt-2 text-sm text-slate-700">Kod wyślemy na numer {offer.phoneMasked}.</p>
        )}
      </div>
    </Form>
  );
}
