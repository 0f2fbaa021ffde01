// The order form's fields ↔ the API's request bodies (docs/order-flow.md "Steps"). Every input is named
// by the API's dotted field path (`company.address.postalCode`), so a 422's `fields[].field` lands on the
// input of the same name. Values travel as typed strings; the API validates and normalises them.
import type { CompanyData, DigitalOrder } from "./order-types.ts";

export type FormValues = Record<string, string>;

/** Form values (the last of repeated keys), with `statements.accepted` as a comma-joined list. */
export function valuesOf(form: FormData): FormValues {
  const out: FormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  out["statements.accepted"] = form
    .getAll("statements.accepted")
    .filter((v): v is string => typeof v === "string")
    .join(",");
  return out;
}

const str = (values: FormValues, key: string) => (values[key] ?? "").trim();
/** Optional text: empty → null. */
const optional = (values: FormValues, key: string) => str(values, key) || null;
const checked = (values: FormValues, key: string) => values[key] === "on" || values[key] === "true";

/**
 * A Polish-typed number ("4 200 000", "9000,50") as a number; anything else is passed as typed, so the
 * API answers its Polish message for the field. Empty → `empty`.
 */
export function numberOf(
  raw: string | undefined,
  empty: null | undefined,
): number | string | null | undefined {
  const text = (raw ?? "").replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (text === "") return empty;
  const n = Number(text);
  return Number.isFinite(n) ? n : (raw ?? "");
}

function address(values: FormValues, prefix: string) {
  return {
    street: optional(values, `${prefix}.street`),
    building: str(values, `${prefix}.building`),
    flat: optional(values, `${prefix}.flat`),
    postalCode: str(values, `${prefix}.postalCode`),
    city: str(values, `${prefix}.city`),
  };
}

export function contactBody(values: FormValues) {
  return {
    firstName: str(values, "firstName"),
    lastName: str(values, "lastName"),
    email: str(values, "email"),
    phone: str(values, "phone"),
    consents: {
      rodo: checked(values, "consents.rodo"),
      bikBig: checked(values, "consents.bikBig"),
      marketing: checked(values, "consents.marketing"),
    },
  };
}

export function leasingBody(values: FormValues) {
  return {
    client: str(values, "client"),
    duration: numberOf(values.duration, undefined),
    initialFee: numberOf(values.initialFee, undefined),
    repurchase: numberOf(values.repurchase, undefined),
  };
}

export function companyBody(values: FormValues) {
  return {
    company: {
      nip: str(values, "company.nip"),
      name: str(values, "company.name"),
      regon: optional(values, "company.regon"),
      krs: optional(values, "company.krs"),
      legalForm: str(values, "company.legalForm"),
      address: address(values, "company.address"),
    },
  };
}

/**
 * Empty PESEL / ID card are left out: on a resave the API keeps the stored ones, the first time it
 * answers its Polish "Podaj numer PESEL" for the field.
 */
export function consumerBody(values: FormValues) {
  const pesel = str(values, "consumer.pesel");
  const idCard = str(values, "consumer.idCard");
  return {
    consumer: {
      ...(pesel ? { pesel } : {}),
      ...(idCard ? { idCard } : {}),
      idCardValidUntil: str(values, "consumer.idCardValidUntil"),
      address: address(values, "consumer.address"),
    },
  };
}

export function companyDetailsBody(values: FormValues) {
  return {
    companyDetails: {
      businessStartDate: str(values, "companyDetails.businessStartDate"),
      employees: numberOf(values["companyDetails.employees"], null),
      annualRevenue: numberOf(values["companyDetails.annualRevenue"], null),
      representative: {
        firstName: str(values, "companyDetails.representative.firstName"),
        lastName: str(values, "companyDetails.representative.lastName"),
        role: str(values, "companyDetails.representative.role"),
      },
    },
  };
}

export function consumerFinanceBody(values: FormValues) {
  return {
    consumerFinance: {
      incomeSource: str(values, "consumerFinance.incomeSource"),
      monthlyNetIncome: numberOf(values["consumerFinance.monthlyNetIncome"], undefined),
      monthlyObligations: numberOf(values["consumerFinance.monthlyObligations"], undefined),
      householdSize: numberOf(values["consumerFinance.householdSize"], null),
    },
  };
}

export function deliveryBody(values: FormValues) {
  return {
    delivery: {
      delivery: str(values, "delivery.delivery"),
      voivodeship: str(values, "delivery.voivodeship"),
      registration: str(values, "delivery.registration"),
      insurance: str(values, "delivery.insurance"),
      preferredDate: optional(values, "delivery.preferredDate"),
    },
  };
}

export function statementsBody(values: FormValues) {
  const accepted = str(values, "statements.accepted")
    .split(",")
    .filter((id) => id !== "");
  const pep = values["statements.politicallyExposed"];
  return {
    statements: {
      accepted,
      politicallyExposed: pep === "true" ? true : pep === "false" ? false : pep,
    },
  };
}

const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));

/** What the order holds, as form values (every step's fields). */
export function orderValues(order: DigitalOrder): FormValues {
  const v: FormValues = {
    client: order.leasing.client,
    duration: text(order.leasing.duration),
    initialFee: text(order.leasing.initialFee),
    repurchase: text(order.leasing.repurchase),
  };
  if (order.contact) {
    Object.assign(v, {
      firstName: order.contact.firstName,
      lastName: order.contact.lastName,
      email: order.contact.email,
      phone: order.contact.phone,
    });
  }
  if (order.consents) {
    if (order.consents.rodo) v["consents.rodo"] = "on";
    if (order.consents.bikBig) v["consents.bikBig"] = "on";
    if (order.consents.marketing) v["consents.marketing"] = "on";
  }
  if (order.company) {
    Object.assign(v, companyValues(order.company));
  }
  if (order.consumer) {
    v["consumer.idCardValidUntil"] = order.consumer.idCardValidUntil;
    Object.assign(v, addressValues("consumer.address", order.consumer.address));
  }
  const details = order.companyDetails;
  if (details) {
    v["companyDetails.businessStartDate"] = details.businessStartDate;
    v["companyDetails.employees"] = text(details.employees);
    v["companyDetails.annualRevenue"] = text(details.annualRevenue);
    v["companyDetails.representative.firstName"] = details.representative.firstName;
    v["companyDetails.representative.lastName"] = details.representative.lastName;
    v["companyDetails.representative.role"] = details.representative.role;
  }
  const finance = order.consumerFinance;
  if (finance) {
    v["consumerFinance.incomeSource"] = finance.incomeSource;
    v["consumerFinance.monthlyNetIncome"] = text(finance.monthlyNetIncome);
    v["consumerFinance.monthlyObligations"] = text(finance.monthlyObligations);
    v["consumerFinance.householdSize"] = text(finance.householdSize);
  }
  if (order.delivery) {
    for (const key of ["delivery", "voivodeship", "registration", "insurance", "preferredDate"] as const)
      v[`delivery.${key}`] = text(order.delivery[key]);
  }
  if (order.statements) {
    v["statements.accepted"] = order.statements.accepted.join(",");
    v["statements.politicallyExposed"] = String(order.statements.politicallyExposed);
  }
  return v;
}

function addressValues(
  prefix: string,
  a: {
    street: string | null;
    building: string | null;
    flat: string | null;
    postalCode: string | null;
    city: string | null;
  },
): FormValues {
  return {
    [`${prefix}.street`]: text(a.street),
    [`${prefix}.building`]: text(a.building),
    [`${prefix}.flat`]: text(a.flat),
    [`${prefix}.postalCode`]: text(a.postalCode),
    [`${prefix}.city`]: text(a.city),
  };
}

/** A firm's data (from the order or the register) as the step-3 form values. */
export function companyValues(
  c: Pick<CompanyData, "nip" | "name" | "regon" | "krs" | "legalForm" | "address">,
) {
  return {
    "company.nip": c.nip,
    "company.name": c.name,
    "company.regon": text(c.regon),
    "company.krs": text(c.krs),
    "company.legalForm": c.legalForm,
    ...addressValues("company.address", c.address),
  };
}
