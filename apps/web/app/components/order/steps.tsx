import { formatDate, formatPercent, formatPln } from "@vhs/domain/format.ts";
import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { type ReactNode, useState } from "react";
import { Form, Link } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";
import { monthlyInstallment, useLeasingShell } from "../../lib/leasing.ts";
import type { FormValues } from "../../lib/order-form.ts";
import type { DigitalOrder, Option, OrderSetup, Quote, StepId } from "../../lib/order-types.ts";
import { LeasingParamsFields, type ParamsDraft, updateDraft } from "../leasing-params-fields.tsx";
import { DocumentLinks } from "./document-links.tsx";
import { Checkbox, type Errors, FieldError, RadioGroup, SelectField, TextField } from "./fields.tsx";

export interface StepProps {
  order: DigitalOrder;
  setup: OrderSetup;
  values: FormValues;
  errors: Errors | undefined;
  action: string;
}

/** One step's form: a real POST form with its `intent`, saved by the route's action. */
export function StepForm({
  action,
  intent,
  children,
  submitLabel = "Zapisz i przejdź dalej",
  otherButtons = false,
}: {
  action: string;
  intent: string;
  children: ReactNode;
  submitLabel?: string;
  /** The fields hold other submit buttons: Enter in a field still saves the step (the default button). */
  otherButtons?: boolean;
}) {
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <input type="hidden" name="intent" value={intent} />
      {otherButtons && <button type="submit" hidden tabIndex={-1} />}
      {children}
      <div className="pt-2">
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

const label = (options: Option[], value: string | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? "—";

// 1 ─ contact ─────────────────────────────────────────────────────────────────────────────────────────

export function ContactStep({ setup, values, errors, action }: StepProps) {
  return (
    <StepForm action={action} intent="contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="Imię" autoComplete="given-name" required {...{ values, errors }} />
        <TextField
          name="lastName"
          label="Nazwisko"
          autoComplete="family-name"
          required
          {...{ values, errors }}
        />
        <TextField
          name="email"
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          required
          {...{ values, errors }}
        />
        <TextField
          name="phone"
          label="Telefon komórkowy"
          type="tel"
          mask="phone"
          autoComplete="tel-national"
          hint="Dziewięć cyfr, np. 600 700 800."
          required
          {...{ values, errors }}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="font-medium">Zgody i upoważnienia</legend>
        {setup.consents.map((consent) => (
          <div key={consent.id} className="space-y-1">
            <Checkbox
              name={`consents.${consent.id}`}
              checked={values[`consents.${consent.id}`] === "on"}
              errors={errors}
            >
              <span className="font-medium">{consent.title}</span>
              {consent.required ? " (wymagane)" : ""}
            </Checkbox>
            <details className="ml-8 text-sm text-slate-700">
              <summary className="cursor-pointer text-brand-700 underline">
                Pełna treść: {consent.title.toLocaleLowerCase("pl")}
              </summary>
              <p className="mt-2 whitespace-pre-line">{consent.text}</p>
            </details>
            <DocumentLinks documents={consent.documents} />
          </div>
        ))}
      </fieldset>
    </StepForm>
  );
}

// 2 ─ car and leasing parameters ──────────────────────────────────────────────────────────────────────

export function QuoteTable({ quote, client }: { quote: Quote; client: DigitalOrder["leasing"]["client"] }) {
  const rows: [string, string][] = [
    [
      "Rata miesięczna",
      `${formatPln(quote.installmentNet)} netto (${formatPln(quote.installmentGross)} brutto)`,
    ],
    ["Opłata wstępna", `${formatPln(quote.initialFeeNet)} netto`],
    ["Wykup", `${formatPln(quote.repurchaseNet)} netto`],
    ["Suma opłat", `${formatPln(quote.totalPaidNet)} netto (${formatPercent(quote.totalCostPct)} ceny)`],
    [
      "Oprocentowanie",
      `${quote.benchmark.name} ${formatPercent(quote.benchmark.value)} + marża ${formatPercent(quote.margin)} = ${formatPercent(quote.annualRatePct)}`,
    ],
  ];
  if (client === "consumer" && quote.rrsoPct !== null) rows.push(["RRSO", formatPercent(quote.rrsoPct)]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="mb-2 sm:mb-0" data-testid={term === "Rata miesięczna" ? "rata" : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CarSummary({ order }: { order: DigitalOrder }) {
  const car = order.car;
  return (
    <p className="text-slate-700">
      <span className="font-semibold text-slate-900">
        {car.brand} {car.model}
      </span>{" "}
      {car.version}, {car.year} r.
      {car.isNew ? ", nowy" : car.mileageKm ? `, przebieg ${car.mileageKm} km` : ""} · cena{" "}
      {formatPln(car.priceNet)} netto ({formatPln(car.priceGross)} brutto)
    </p>
  );
}

export function LeasingStep({ order, values, errors, action }: StepProps) {
  const hydrated = useHydrated();
  const shell = useLeasingShell();
  const [draft, setDraft] = useState<ParamsDraft>({
    client: values.client ?? "",
    duration: values.duration ?? "",
    initialFee: values.initialFee ?? "",
    repurchase: values.repurchase ?? "",
  });
  const params: LeasingParams = {
    client: draft.client === "consumer" ? "consumer" : "entrepreneur",
    duration: Number(draft.duration) as LeasingParams["duration"],
    initialFee: Number(draft.initialFee),
    repurchase: Number(draft.repurchase),
  };
  const changed =
    draft.client !== order.leasing.client ||
    Number(draft.duration) !== order.leasing.duration ||
    Number(draft.initialFee) !== order.leasing.initialFee ||
    Number(draft.repurchase) !== order.leasing.repurchase;
  const estimate =
    hydrated && changed ? monthlyInstallment(order.car.priceNet, "net", params, shell?.rates ?? null) : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="samochod" className="rounded-lg border border-slate-200 p-4">
        <h3 id="samochod" className="text-lg font-semibold">
          Samochód
        </h3>
        <CarSummary order={order} />
      </section>
      <StepForm action={action} intent="leasing">
        <LeasingParamsFields
          idPrefix="wniosek-"
          draft={draft}
          errors={errors}
          enhanced={hydrated}
          onChange={(patch) => setDraft((d) => updateDraft(d, patch))}
        />
        <p className="text-sm text-slate-700">
          Zmiana rodzaju klienta usuwa zapisane dane wnioskodawcy (kroki 3 i 4) i weryfikację rachunku (krok
          7).
        </p>
        <section aria-labelledby="rata" className="rounded-lg bg-slate-50 p-4">
          <h3 id="rata" className="text-lg font-semibold">
            Rata przy zapisanych parametrach
          </h3>
          {order.quote ? (
            <QuoteTable quote={order.quote} client={order.leasing.client} />
          ) : (
            <p>Nie udało się teraz obliczyć raty. Zapisz parametry, a policzymy ją ponownie.</p>
          )}
          <p aria-live="polite" className="mt-3 font-medium" data-testid="rata-po-zmianie">
            {estimate
              ? `Po zmianie rata wyniesie około ${formatPln(estimate.amount)} ${estimate.basis === "net" ? "netto" : "brutto"} miesięcznie — zapisz, aby ją potwierdzić.`
              : ""}
          </p>
        </section>
      </StepForm>
    </div>
  );
}

// 3 ─ the client ──────────────────────────────────────────────────────────────────────────────────────

function AddressFields({
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

export function ClientStep({
  order,
  setup,
  values,
  errors,
  action,
  lookup,
}: StepProps & { lookup?: { found: boolean; message: string } | undefined }) {
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
    <StepForm action={action} intent="client-company" otherButtons>
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
          {...{ values, errors }}
        />
        <button type="submit" name="intent" value="lookup" className="btn-secondary mb-7 w-full sm:w-auto">
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

export function DetailsStep({ order, setup, values, errors, action }: StepProps) {
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

// 5 ─ delivery ────────────────────────────────────────────────────────────────────────────────────────

export function DeliveryStep({ setup, values, errors, action }: StepProps) {
  return (
    <StepForm action={action} intent="delivery">
      <RadioGroup
        name="delivery.delivery"
        legend="Odbiór samochodu"
        options={setup.deliveryOptions}
        {...{ values, errors }}
      />
      <SelectField
        name="delivery.voivodeship"
        label="Województwo odbioru"
        options={setup.voivodeships.map((v) => ({ value: v, label: v }))}
        {...{ values, errors }}
      />
      <RadioGroup
        name="delivery.registration"
        legend="Rejestracja"
        options={setup.registrationOptions}
        {...{ values, errors }}
      />
      <RadioGroup
        name="delivery.insurance"
        legend="Ubezpieczenie"
        options={setup.insuranceOptions}
        {...{ values, errors }}
      />
      <TextField
        name="delivery.preferredDate"
        label="Preferowana data odbioru"
        type="date"
        {...{ values, errors }}
      />
    </StepForm>
  );
}

// 6 ─ statements and the summary ──────────────────────────────────────────────────────────────────────

function SummarySection({ title, step, rows }: { title: string; step: StepId; rows: [string, ReactNode][] }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Link to={`?krok=${step}`} className="text-sm text-brand-700 underline">
          Zmień<span className="sr-only">: {title.toLocaleLowerCase("pl")}</span>
        </Link>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-700">{term}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const addressLine = (a: {
  street: string | null;
  building: string;
  flat: string | null;
  postalCode: string;
  city: string;
}) =>
  `${a.street ? `${a.street} ` : ""}${a.building}${a.flat ? `/${a.flat}` : ""}, ${a.postalCode} ${a.city}`;
const missing = "— nie uzupełniono —";

export function OrderSummary({ order, setup }: { order: DigitalOrder; setup: OrderSetup }) {
  const c = order.contact;
  const client = order.leasing.client;
  return (
    <div className="space-y-3">
      <SummarySection
        title="Dane kontaktowe"
        step="contact"
        rows={
          c
            ? [
                ["Imię i nazwisko", `${c.firstName} ${c.lastName}`],
                ["E-mail", c.email],
                ["Telefon", c.phone],
                ["Zgoda marketingowa", order.consents?.marketing ? "tak" : "nie"],
              ]
            : [["Dane", missing]]
        }
      />
      <SummarySection
        title="Samochód i leasing"
        step="leasing"
        rows={[
          ["Samochód", `${order.car.brand} ${order.car.model} ${order.car.version} (${order.car.year})`],
          ["Klient", label(setup.clientTypes, client)],
          ["Okres", `${order.leasing.duration} miesięcy`],
          ["Opłata wstępna", `${order.leasing.initialFee} %`],
          ["Wykup", `${order.leasing.repurchase} %`],
          [
            "Rata",
            order.quote
              ? `${formatPln(order.quote.installmentNet)} netto (${formatPln(order.quote.installmentGross)} brutto)`
              : "—",
          ],
        ]}
      />
      {client === "entrepreneur" ? (
        <>
          <SummarySection
            title="Firma"
            step="client"
            rows={
              order.company
                ? [
                    ["Nazwa", order.company.name],
                    ["NIP", order.company.nip],
                    ["REGON", order.company.regon ?? "—"],
                    ["KRS", order.company.krs ?? "—"],
                    ["Forma prawna", order.company.legalFormLabel],
                    ["Adres", addressLine(order.company.address)],
                  ]
                : [["Dane", missing]]
            }
          />
          <SummarySection
            title="Informacje do decyzji"
            step="details"
            rows={
              order.companyDetails
                ? [
                    ["Początek działalności", formatDate(order.companyDetails.businessStartDate)],
                    ["Pracownicy", order.companyDetails.employees ?? "—"],
                    [
                      "Przychód roczny",
                      order.companyDetails.annualRevenue === null
                        ? "—"
                        : formatPln(order.companyDetails.annualRevenue),
                    ],
                    [
                      "Reprezentant",
                      `${order.companyDetails.representative.firstName} ${order.companyDetails.representative.lastName} (${label(setup.representativeRoles, order.companyDetails.representative.role)})`,
                    ],
                  ]
                : [["Dane", missing]]
            }
          />
        </>
      ) : (
        <>
          <SummarySection
            title="Wnioskodawca"
            step="client"
            rows={
              order.consumer
                ? [
                    ["PESEL", order.consumer.peselMasked],
                    [
                      "Dowód osobisty",
                      `${order.consumer.idCardMasked}, ważny do ${formatDate(order.consumer.idCardValidUntil)}`,
                    ],
                    ["Adres", addressLine(order.consumer.address)],
                  ]
                : [["Dane", missing]]
            }
          />
          <SummarySection
            title="Dochody i zobowiązania"
            step="details"
            rows={
              order.consumerFinance
                ? [
                    ["Źródło dochodu", label(setup.incomeSources, order.consumerFinance.incomeSource)],
                    ["Dochód netto", formatPln(order.consumerFinance.monthlyNetIncome)],
                    ["Zobowiązania", formatPln(order.consumerFinance.monthlyObligations)],
                  ]
                : [["Dane", missing]]
            }
          />
        </>
      )}
      <SummarySection
        title="Odbiór i rejestracja"
        step="delivery"
        rows={
          order.delivery
            ? [
                ["Odbiór", label(setup.deliveryOptions, order.delivery.delivery)],
                ["Województwo", order.delivery.voivodeship],
                ["Rejestracja", label(setup.registrationOptions, order.delivery.registration)],
                ["Ubezpieczenie", label(setup.insuranceOptions, order.delivery.insurance)],
                [
                  "Data odbioru",
                  order.delivery.preferredDate ? formatDate(order.delivery.preferredDate) : "dowolna",
                ],
              ]
            : [["Dane", missing]]
        }
      />
    </div>
  );
}

export function StatementsStep({ order, setup, values, errors, action }: StepProps) {
  const accepted = new Set((values["statements.accepted"] ?? "").split(","));
  const acceptedError = errors?.["statements.accepted"];
  return (
    <div className="space-y-6">
      <section aria-labelledby="podsumowanie">
        <h3 id="podsumowanie" className="mb-3 text-lg font-semibold">
          Podsumowanie wniosku
        </h3>
        <OrderSummary order={order} setup={setup} />
      </section>
      <StepForm action={action} intent="statements">
        <fieldset
          id="statements.accepted"
          className="space-y-3"
          aria-describedby={acceptedError ? "statements.accepted-blad" : undefined}
        >
          <legend className="font-medium">Oświadczenia</legend>
          {setup.statements.map((s) => (
            <div key={s.id} className="space-y-1">
              <Checkbox
                id={`statement-${s.id}`}
                name="statements.accepted"
                value={s.id}
                checked={accepted.has(s.id)}
                errors={errors}
                errorName="statements.accepted"
              >
                {s.text}
                {s.required ? " (wymagane)" : ""}
              </Checkbox>
              <DocumentLinks documents={s.documents} />
            </div>
          ))}
          <FieldError name="statements.accepted" errors={errors} />
        </fieldset>
        <RadioGroup
          name="statements.politicallyExposed"
          legend={setup.pepStatement}
          options={[
            { value: "false", label: "Nie" },
            { value: "true", label: "Tak" },
          ]}
          {...{ values, errors }}
        />
      </StepForm>
    </div>
  );
}
