import { describe, expect, it } from "vitest";
import {
  companyBody,
  consumerBody,
  consumerFinanceBody,
  contactBody,
  numberOf,
  orderValues,
  statementsBody,
  valuesOf,
} from "./order-form.ts";
import { safeBankUrl } from "./order-page.server.ts";
import { fieldErrorsOf, followingStep } from "./order-types.ts";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("order form → API bodies", () => {
  it("contact: checkboxes become booleans, text is trimmed", () => {
    const v = valuesOf(
      form([
        ["firstName", " Łucja "],
        ["lastName", "Wiśniewska-Żak"],
        ["email", "lucja@example.pl"],
        ["phone", "600 700 800"],
        ["consents.rodo", "on"],
      ]),
    );
    expect(contactBody(v)).toEqual({
      firstName: "Łucja",
      lastName: "Wiśniewska-Żak",
      email: "lucja@example.pl",
      phone: "600 700 800",
      consents: { rodo: true, bikBig: false, marketing: false },
    });
  });

  it("numbers typed the Polish way; anything else goes as typed for the API's message", () => {
    expect(numberOf("4 200 000", null)).toBe(4_200_000);
    expect(numberOf("9000,50", undefined)).toBe(9000.5);
    expect(numberOf("", null)).toBeNull();
    expect(numberOf("", undefined)).toBeUndefined();
    expect(numberOf("dużo", null)).toBe("dużo");
    expect(
      consumerFinanceBody({ "consumerFinance.monthlyNetIncome": "25 000" }).consumerFinance,
    ).toMatchObject({
      monthlyNetIncome: 25_000,
      householdSize: null,
    });
  });

  it("company: empty optional fields are null", () => {
    const body = companyBody({
      "company.nip": "525-447-65-42",
      "company.name": "X",
      "company.address.city": "Łódź",
    });
    expect(body.company).toMatchObject({ nip: "525-447-65-42", regon: null, krs: null });
    expect(body.company.address).toEqual({
      street: null,
      building: "",
      flat: null,
      postalCode: "",
      city: "Łódź",
    });
  });

  it("consumer: an empty PESEL or ID card is left out (the stored one is kept)", () => {
    const body = consumerBody({ "consumer.pesel": "", "consumer.idCard": "ABA 300000" });
    expect(body.consumer).not.toHaveProperty("pesel");
    expect(body.consumer.idCard).toBe("ABA 300000");
  });

  it("statements: every checked box, the PEP answer as a boolean", () => {
    const v = valuesOf(
      form([
        ["statements.accepted", "truthful"],
        ["statements.accepted", "terms"],
        ["statements.politicallyExposed", "false"],
      ]),
    );
    expect(statementsBody(v)).toEqual({
      statements: { accepted: ["truthful", "terms"], politicallyExposed: false },
    });
    expect(statementsBody({}).statements).toEqual({ accepted: [], politicallyExposed: undefined });
  });
});

describe("order helpers", () => {
  it("maps a 422 to one message per dotted field", () => {
    expect(
      fieldErrorsOf({
        error: true,
        message: "…",
        fields: [
          { field: "firstName", message: "Podaj imię" },
          { field: "firstName", message: "drugi" },
          { field: "consents.rodo", message: "Potwierdź" },
        ],
      }),
    ).toEqual({ firstName: "Podaj imię", "consents.rodo": "Potwierdź" });
    expect(fieldErrorsOf("oops")).toEqual({});
  });

  it("goes on to the following step", () => {
    expect(followingStep("contact")).toBe("leasing");
    expect(followingStep("statements")).toBe("bank");
    expect(followingStep("bank")).toBe("bank");
  });

  it("sends the browser only to a path here or an http(s) bank page", () => {
    expect(safeBankUrl("/api/sandbox-bank/consent?state=abc")).toBe("/api/sandbox-bank/consent?state=abc");
    expect(safeBankUrl("https://bank.example/consent")).toBe("https://bank.example/consent");
    expect(safeBankUrl("//evil.example")).toBeNull();
    expect(safeBankUrl("/\\evil.example")).toBeNull();
    expect(safeBankUrl("javascript:alert(1)")).toBeNull();
    expect(safeBankUrl(null)).toBeNull();
  });

  it("shows a stored order back as form values", () => {
    const values = orderValues({
      leasing: { client: "entrepreneur", duration: 48, initialFee: 20, repurchase: 30 },
      contact: { firstName: "Marek", lastName: "Zawadzki", email: "m@example.pl", phone: "600700800" },
      consents: { rodo: true, bikBig: true, marketing: false },
      company: null,
      consumer: null,
      companyDetails: null,
      consumerFinance: null,
      delivery: null,
      statements: { accepted: ["truthful", "terms"], politicallyExposed: false },
    } as never);
    expect(values).toMatchObject({
      duration: "48",
      firstName: "Marek",
      "consents.rodo": "on",
      "statements.accepted": "truthful,terms",
      "statements.politicallyExposed": "false",
    });
    expect(values).not.toHaveProperty("consents.marketing");
  });
});
