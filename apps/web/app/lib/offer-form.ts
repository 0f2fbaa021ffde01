// The personal form's fields ↔ the API's PersonalFormInput (offer-contract.ts). Inputs are named by the
// API's dotted field paths (`address.postalCode`, `consents.rodo`), so a 422's `fields[].field` lands
// next to the input of the same name. Values go as typed (trimmed): the API validates and normalises
// them with the domain's checksums, and its Polish messages are the ones the page shows.
import type { OfferView, PersonalFormInput } from "@vhs/domain/offer-contract.ts";
import { OFFER_CONSENTS, OFFER_CONSENTS_VERSION } from "./offer.ts";

export type FormValues = Record<string, string>;

const str = (values: FormValues, key: string) => (values[key] ?? "").trim();
const checked = (values: FormValues, key: string) => values[key] === "on" || values[key] === "true";

export function personalBody(client: OfferView["client"], values: FormValues): PersonalFormInput {
  const flat = str(values, "address.flatNumber");
  const body: PersonalFormInput = {
    firstName: str(values, "firstName"),
    lastName: str(values, "lastName"),
    email: str(values, "email"),
    address: {
      street: str(values, "address.street"),
      houseNumber: str(values, "address.houseNumber"),
      ...(flat ? { flatNumber: flat } : {}),
      postalCode: str(values, "address.postalCode"),
      city: str(values, "address.city"),
    },
    consents: OFFER_CONSENTS.map((c) => ({
      id: c.id,
      accepted: checked(values, `consents.${c.id}`),
      version: OFFER_CONSENTS_VERSION,
    })),
  };
  if (client === "consumer") {
    body.pesel = str(values, "pesel");
    body.idCard = str(values, "idCard");
  } else {
    body.nip = str(values, "nip");
    body.companyName = str(values, "companyName");
  }
  return body;
}

const REQUIRED_FIELDS: Record<OfferView["client"], [string, string][]> = {
  consumer: [
    ["firstName", "Podaj imię."],
    ["lastName", "Podaj nazwisko."],
    ["email", "Podaj adres e-mail."],
    ["pesel", "Podaj numer PESEL."],
    ["idCard", "Podaj serię i numer dowodu osobistego."],
  ],
  entrepreneur: [
    ["firstName", "Podaj imię."],
    ["lastName", "Podaj nazwisko."],
    ["email", "Podaj adres e-mail."],
    ["nip", "Podaj NIP firmy."],
    ["companyName", "Podaj nazwę firmy."],
  ],
};
const ADDRESS_FIELDS: [string, string][] = [
  ["address.street", "Podaj ulicę."],
  ["address.houseNumber", "Podaj numer domu."],
  ["address.postalCode", "Podaj kod pocztowy."],
  ["address.city", "Podaj miejscowość."],
];

/**
 * The required consents are the web's to ask for (the API stores what was ticked): left unticked, the
 * form is not sent, and the empty required fields are named with them, so one answer lists everything.
 */
export function missingConsents(client: OfferView["client"], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const consentsMissing = OFFER_CONSENTS.some((c) => c.required && !checked(values, `consents.${c.id}`));
  if (!consentsMissing) return errors;
  for (const [field, message] of [...REQUIRED_FIELDS[client], ...ADDRESS_FIELDS])
    if (!str(values, field)) errors[field] = message;
  for (const c of OFFER_CONSENTS)
    if (c.required && !checked(values, `consents.${c.id}`))
      errors[`consents.${c.id}`] = `Zaznacz: „${c.title}” — bez tego nie przygotujemy umowy.`;
  return errors;
}

/**
 * What the form shows back from a saved form: the API's summary (names, e-mail, masked identifiers).
 * Masked identifiers are not put back into their inputs: an untouched field would send the mask.
 */
export function storedValues(offer: OfferView): FormValues {
  const summary = offer.personal.summary ?? {};
  const out: FormValues = {};
  for (const [key, value] of Object.entries(summary)) {
    if (typeof value !== "string" || value.includes("*") || value.includes("•")) continue;
    out[key] = value;
  }
  return out;
}
