// What the order's PDF says, from the stored order (order-document.ts draws it). No PESEL, ID number or
// account number is printed in full: the document is downloaded and forwarded, so identifiers are masked.

import { LEGAL_FORM_LABELS, type LegalForm } from "@vhs/domain/company.ts";
import { formatPlnFor } from "@vhs/domain/format.ts";
import { formatNip } from "@vhs/domain/identifiers.ts";
import { BODY_TYPE_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from "@vhs/domain/labels.ts";
import type { OrderDocumentModel } from "./order-document.ts";
import type { OrderRow } from "./order-service.ts";
import { DECISION_LABELS, type decrypted, maskNrb, orderReference } from "./order-service.ts";
import { DELIVERY_OPTIONS, INSURANCE_OPTIONS, labelOf, REGISTRATION_OPTIONS } from "./order-texts.ts";

/** How long the offer stays valid after the decision. */
export const OFFER_VALID_DAYS = 30;

const label = (map: Record<string, string>, value: string | null) => (value ? (map[value] ?? value) : "—");

export function orderDocumentModel(
  row: OrderRow,
  data: ReturnType<typeof decrypted>,
  clientLabels: Record<string, string>,
): OrderDocumentModel {
  const issuedAt = row.decidedAt ?? row.decisionDueAt ?? row.updatedAt;
  const car = row.car;
  const consumer = row.client === "consumer";
  const applicantName =
    !consumer && row.company
      ? row.company.name
      : data.contact
        ? `${data.contact.firstName} ${data.contact.lastName}`
        : "—";
  const address = consumer ? data.consumer?.address : row.company?.address;
  const addressLine = address
    ? `${[address.street, [address.building, address.flat].filter(Boolean).join("/")].filter(Boolean).join(" ")}, ${address.postalCode} ${address.city}`
    : null;
  const applicantLines: string[] = [];
  if (!consumer && row.company) {
    applicantLines.push(
      `NIP ${formatNip(row.company.nip)}${row.company.regon ? ` · REGON ${row.company.regon}` : ""}${row.company.krs ? ` · KRS ${row.company.krs}` : ""}`,
    );
    applicantLines.push(LEGAL_FORM_LABELS[row.company.legalForm as LegalForm] ?? row.company.legalForm);
    if (data.representative)
      applicantLines.push(`Reprezentant: ${data.representative.firstName} ${data.representative.lastName}`);
  }
  if (addressLine) applicantLines.push(addressLine);
  if (data.contact && !consumer)
    applicantLines.push(`Osoba kontaktowa: ${data.contact.firstName} ${data.contact.lastName}`);
  if (data.bankAccount)
    applicantLines.push(`Rachunek do spłaty rat: ${maskNrb(data.bankAccount.accountNumber)}`);

  const carLines: [string, string][] = [
    ["Rok produkcji", String(car.year)],
    ["Stan", car.isNew ? "Nowy" : "Używany"],
    ["Nadwozie", label(BODY_TYPE_LABELS, car.bodyType)],
    ["Paliwo", label(FUEL_LABELS, car.fuel)],
    ["Skrzynia biegów", label(GEARBOX_LABELS, car.gearbox)],
    ["Napęd", label(DRIVE_LABELS, car.drive)],
  ];
  if (car.powerKm) carLines.push(["Moc", `${car.powerKm} KM${car.powerKw ? ` (${car.powerKw} kW)` : ""}`]);
  if (car.engineCapacity) carLines.push(["Pojemność", `${car.engineCapacity} cm³`]);
  if (car.co2 !== null) carLines.push(["Emisja CO₂ (WLTP)", `${car.co2} g/km`]);
  if (car.colour) carLines.push(["Kolor", car.colour]);
  if (car.mileageKm) carLines.push(["Przebieg", `${car.mileageKm.toLocaleString("pl-PL")} km`]);
  if (car.offerCode) carLines.push(["Numer oferty", car.offerCode]);
  if (car.eurotaxCode) carLines.push(["Kod wersji", car.eurotaxCode]);
  carLines.push(["Cena", formatPlnFor(row.client, car.priceNet, car.priceGross)]);

  const quote = row.quote!;
  const parameters: [string, string][] = [
    ["Rodzaj klienta", clientLabels[row.client] ?? row.client],
    ["Okres leasingu", `${row.duration} miesięcy`],
    ["Opłata wstępna", `${row.initialFee} % ceny`],
    ["Wykup", `${row.repurchase} % ceny`],
    ["Liczba rat", `${row.duration}`],
  ];
  if (row.delivery) {
    parameters.push(["Odbiór", labelOf(DELIVERY_OPTIONS, row.delivery.delivery)]);
    parameters.push(["Rejestracja", labelOf(REGISTRATION_OPTIONS, row.delivery.registration)]);
    parameters.push(["Ubezpieczenie", labelOf(INSURANCE_OPTIONS, row.delivery.insurance)]);
  }

  const decision = row.decision!;
  const validUntil = new Date(issuedAt.getTime() + OFFER_VALID_DAYS * 24 * 60 * 60 * 1000);
  return {
    reference: orderReference(row.uuid),
    issuedAt,
    validUntil,
    client: row.client,
    applicant: { name: applicantName, lines: applicantLines },
    car: { title: `${car.brand} ${car.model} ${car.version}`, lines: carLines },
    parameters,
    quote: {
      ...quote,
      benchmarkText: `${quote.benchmark.name} ${quote.benchmark.value.toLocaleString("pl-PL")} % z ${quote.benchmark.fixingDate} + marża ${quote.margin.toLocaleString("pl-PL")} p.p.`,
    },
    decision: {
      label: DECISION_LABELS[decision.outcome],
      decidedAt: row.decidedAt ?? row.decisionDueAt,
      reasons: decision.reasons.map((r) => r.message),
    },
    conditions: [
      `Oferta jest ważna ${OFFER_VALID_DAYS} dni od daty decyzji, przy niezmienionych parametrach i danych wniosku.`,
      "Rata jest oprocentowana zmiennie: zmienia się wraz ze wskaźnikiem referencyjnym (WIBOR 3M, a po jego zastąpieniu — wskaźnikiem zastępczym, np. POLSTR).",
      consumer
        ? "Kwoty podano brutto (z 23 % VAT). Umowa przewiduje prawo, a nie obowiązek, wykupu samochodu."
        : "Kwoty podano netto; do każdej faktury doliczamy 23 % VAT.",
      "Raty płatne miesięcznie z dołu z rachunku zweryfikowanego we wniosku; wykup płatny razem z ostatnią ratą.",
      "Samochód pozostaje własnością leasingodawcy do wykupu; w czasie umowy musi być ubezpieczony (OC, AC).",
      "Warunkiem zawarcia umowy jest potwierdzenie tożsamości i podpisanie umowy leasingu; decyzja nie jest umową.",
    ],
    footer: `Leasingowo · oferta ${orderReference(row.uuid)} · dokument wygenerowany elektronicznie, nie wymaga podpisu`,
  };
}

/**
 * The order's PDF (order-document.ts). pdf-lib and its font engine are loaded when the first one is made:
 * a process that never makes one keeps them out of its heap.
 */
export async function renderOrderPdf(model: OrderDocumentModel): Promise<Uint8Array> {
  const { renderOrderDocument } = await import("./order-document.ts");
  return renderOrderDocument(model);
}
