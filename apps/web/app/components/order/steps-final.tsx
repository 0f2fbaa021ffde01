import { formatDate, formatPln, formatPlnFor } from "@vhs/domain/format.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DigitalOrder, StepId, StepSetup } from "../../lib/order-types.ts";
import { DocumentLinks } from "./document-links.tsx";
import { Checkbox, FieldError, RadioGroup, SelectField, TextField } from "./fields.tsx";
import { optionLabel as label, StepForm, type StepProps } from "./step-form.tsx";

// Steps 5 and 6 of the order form: delivery, then the statements with the summary of everything given.

// 5 ─ delivery ────────────────────────────────────────────────────────────────────────────────────────

export function DeliveryStep({ setup, values, errors, action }: StepProps<"delivery">) {
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

export function OrderSummary({ order, setup }: { order: DigitalOrder; setup: StepSetup<"statements"> }) {
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
              ? formatPlnFor(client, order.quote.installmentNet, order.quote.installmentGross)
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

export function StatementsStep({ order, setup, values, errors, action }: StepProps<"statements">) {
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
