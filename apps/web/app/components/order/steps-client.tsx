import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import type { FormValues } from "../../lib/order-form.ts";
import { type Errors, RadioGroup, SelectField, TextField } from "./fields.tsx";
import { StepForm, type StepProps } from "./step-form.tsx";

// Steps 3 and 4 of the order form: the client (a firm or a consumer) and the details for the decision.

// 3 ─ the client ──────────────────────────────────────────────────────────────────────────────────────

export function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values: FormValues;
  errors: Errors | undefined;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">Adres</legend>
      <div className="grid gap-4 sm:grid-cols-6">
        <TextField
          name={`${prefix}.street`}
          label="Ulica"
          autoComplete="address-line1"
          className="sm:col-span-4"
          hint="Pomiń, jeśli miejscowość nie ma ulic."
          {...{ values, errors }}
        />
        <TextField
          name={`${prefix}.building`}
          label="Nr budynku"
          required
          className="sm:col-span-1"
          {...{ values, errors }}
        />
        <TextField
          name={`${prefix}.flat`}
          label="Nr lokalu"
          className="sm:col-span-1"
          {...{ values, errors }}
        />
        <TextField
          name={`${prefix}.postalCode`}
          label="Kod pocztowy"
          mask="postalCode"
          autoComplete="postal-code"
          required
          className="sm:col-span-2"
          {...{ values, errors }}
        />
        <TextField
          name={`${prefix}.city`}
          label="Miejscowość"
          autoComplete="address-level2"
          required
          className="sm:col-span-4"
          {...{ values, errors }}
        />
      </div>
    </fieldset>
  );
}

const LOOKUP = "lookup";

/** Enter in the NIP field presses "Pobierz dane z rejestru" rather than the form's default button. */
function lookUpOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Enter") return;
  const form = (event.currentTarget as HTMLInputElement).form;
  const button = form?.querySelector<HTMLButtonElement>(`button[value="${LOOKUP}"]`);
  if (!form || !button) return;
  event.preventDefault();
  form.requestSubmit(button);
}

export function ClientStep({
  order,
  setup,
  values,
  errors,
  action,
  lookup,
}: StepProps<"client"> & { lookup?: { found: boolean; message: string } | undefined }) {
  if (order.leasing.client === "consumer") {
    const stored = order.consumer;
    return (
      <StepForm action={action} intent="client-consumer">
        <p className="text-slate-700">
          Wniosek składasz prywatnie (jako konsument).{" "}
          <Link to="?krok=leasing" className="text-brand-700 underline">
            Zmień rodzaj klienta w kroku 2
          </Link>
          .
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="consumer.pesel"
            label="PESEL"
            mask="pesel"
            required={!stored}
            hint={
              stored
                ? `Zapisany numer: ${stored.peselMasked}. Zostaw pole puste, aby go nie zmieniać.`
                : undefined
            }
            {...{ values, errors }}
          />
          <TextField
            name="consumer.idCard"
            label="Seria i numer dowodu osobistego"
            mask="idCard"
            required={!stored}
            hint={
              stored
                ? `Zapisany dowód: ${stored.idCardMasked}. Zostaw pole puste, aby go nie zmieniać.`
                : "Np. ABA 300000."
            }
            {...{ values, errors }}
          />
          <TextField
            name="consumer.idCardValidUntil"
            label="Data ważności dowodu"
            type="date"
            required
            {...{ values, errors }}
          />
        </div>
        <AddressFields prefix="consumer.address" values={values} errors={errors} />
      </StepForm>
    );
  }
  const register = order.company?.register;
  return (
    // Enter in the NIP field looks the firm up (with JavaScript); without, Enter looks it up until the
    // firm's name is filled in, then saves.
    <StepForm
      action={action}
      intent="client-company"
      otherButtons
      enterIntent={values["company.name"]?.trim() ? undefined : LOOKUP}
    >
      <p className="text-slate-700">
        Wniosek składasz jako firma.{" "}
        <Link to="?krok=leasing" className="text-brand-700 underline">
          Zmień rodzaj klienta w kroku 2
        </Link>
        .
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          name="company.nip"
          label="NIP firmy"
          mask="nip"
          required
          hint="Dane firmy pobierzemy z wykazu podatników VAT — możesz je potem poprawić."
          className="min-w-0 flex-1"
          onKeyDown={lookUpOnEnter}
          {...{ values, errors }}
        />
        <button type="submit" name="intent" value={LOOKUP} className="btn-secondary mb-7 w-full sm:w-auto">
          Pobierz dane z rejestru
        </button>
      </div>
      <div role="status" className="empty:hidden">
        {lookup && (
          <p
            className={`rounded p-3 ${lookup.found ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
          >
            {lookup.message}
          </p>
        )}
      </div>
      {!lookup && register?.statusVat && (
        <p className="text-sm text-slate-700">Status VAT w wykazie przy zapisie: {register.statusVat}.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="company.name"
          label="Nazwa firmy"
          required
          className="sm:col-span-2"
          {...{ values, errors }}
        />
        <TextField name="company.regon" label="REGON" mask="regon" {...{ values, errors }} />
        <TextField name="company.krs" label="Numer KRS" mask="krs" {...{ values, errors }} />
        <SelectField
          name="company.legalForm"
          label="Forma prawna"
          options={setup.legalForms}
          className="sm:col-span-2"
          {...{ values, errors }}
        />
      </div>
      <AddressFields prefix="company.address" values={values} errors={errors} />
    </StepForm>
  );
}

// 4 ─ details for the decision ────────────────────────────────────────────────────────────────────────

export function DetailsStep({ order, setup, values, errors, action }: StepProps<"details">) {
  if (order.leasing.client === "consumer") {
    return (
      <StepForm action={action} intent="details-consumer">
        <RadioGroup
          name="consumerFinance.incomeSource"
          legend="Główne źródło dochodu"
          options={setup.incomeSources}
          {...{ values, errors }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="consumerFinance.monthlyNetIncome"
            label="Miesięczny dochód netto (zł)"
            inputMode="decimal"
            required
            {...{ values, errors }}
          />
          <TextField
            name="consumerFinance.monthlyObligations"
            label="Miesięczne raty i inne zobowiązania (zł)"
            inputMode="decimal"
            required
            hint="Wpisz 0, jeśli nie masz zobowiązań."
            {...{ values, errors }}
          />
          <TextField
            name="consumerFinance.householdSize"
            label="Liczba osób w gospodarstwie domowym"
            inputMode="numeric"
            {...{ values, errors }}
          />
        </div>
      </StepForm>
    );
  }
  return (
    <StepForm action={action} intent="details-company">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="companyDetails.businessStartDate"
          label="Data rozpoczęcia działalności"
          type="date"
          required
          {...{ values, errors }}
        />
        <TextField
          name="companyDetails.employees"
          label="Liczba pracowników"
          inputMode="numeric"
          {...{ values, errors }}
        />
        <TextField
          name="companyDetails.annualRevenue"
          label="Przychód za ostatni rok (zł)"
          inputMode="decimal"
          {...{ values, errors }}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="font-medium">Osoba reprezentująca firmę</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="companyDetails.representative.firstName"
            label="Imię reprezentanta"
            required
            {...{ values, errors }}
          />
          <TextField
            name="companyDetails.representative.lastName"
            label="Nazwisko reprezentanta"
            required
            {...{ values, errors }}
          />
          <SelectField
            name="companyDetails.representative.role"
            label="Funkcja reprezentanta"
            options={setup.representativeRoles}
            {...{ values, errors }}
          />
        </div>
      </fieldset>
    </StepForm>
  );
}
