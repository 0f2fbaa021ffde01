import { DEFAULT_PARAMS } from "@vhs/domain/leasing-constants.ts";
import { describe, expect, it } from "vitest";
import {
  apiFieldErrors,
  calculatorValues,
  MSG,
  parseAmount,
  validateCalculator,
} from "./calculator.server.ts";
import { calculatorQuery } from "./calculator.ts";

const q = (s: string) => new URLSearchParams(s);

describe("calculator values from the URL", () => {
  it("defaults to an example price and the visitor's cookie parameters", () => {
    const values = calculatorValues(q(""), {
      client: "consumer",
      duration: 48,
      initialFee: 10,
      repurchase: 40,
    });
    expect(values).toMatchObject({
      mode: "installment",
      price: "150000",
      priceType: "gross",
      client: "consumer",
      duration: "48",
      initialFee: "10",
      repurchase: "40",
      taxForm: "liniowy",
      vatDeduction: "50",
      fuel: "benzyna",
      co2: "",
    });
  });

  it("keeps typed fields as typed and falls back for choices the form cannot produce", () => {
    const values = calculatorValues(
      q(
        "price=12%20abc&initialFee=x&client=hacker&duration=7&priceType=vat&taxForm=zly&vatDeduction=23&fuel=para",
      ),
      DEFAULT_PARAMS,
    );
    expect(values).toMatchObject({
      price: "12 abc",
      initialFee: "x",
      client: "entrepreneur",
      duration: "60",
      priceType: "net",
      taxForm: "liniowy",
      vatDeduction: "50",
      fuel: "benzyna",
    });
  });

  it("round-trips through the shareable query, leaving out what the mode does not use", () => {
    const values = calculatorValues(
      q("price=150000&client=entrepreneur&duration=36&initialFee=20&repurchase=50&co2=120"),
      DEFAULT_PARAMS,
    );
    const query = calculatorQuery(values);
    expect(calculatorValues(q(query), DEFAULT_PARAMS)).toEqual(values);
    expect(query).not.toContain("installment=");
    const reverse = calculatorQuery({ ...values, mode: "price", installment: "2000", client: "consumer" });
    expect(reverse).toContain("installment=2000");
    expect(reverse).not.toContain("price=");
    expect(reverse).not.toContain("taxForm=");
  });
});

describe("validation", () => {
  it("parses Polish amounts", () => {
    expect(parseAmount("150 000")).toBe(150_000);
    expect(parseAmount("150\u00a0000,50 zł")).toBe(150_000.5);
    expect(parseAmount("1,5e3")).toBeNull();
    expect(parseAmount("-5")).toBeNull();
  });

  it("gives a typed input for valid values", () => {
    const result = validateCalculator(calculatorValues(q("price=150 000&co2=45"), DEFAULT_PARAMS));
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        price: 150_000,
        duration: 60,
        initialFee: 25,
        repurchase: 35,
        co2: 45,
      }),
    });
  });

  it("names every failing field in Polish, the repurchase cap included", () => {
    const result = validateCalculator(
      calculatorValues(q("price=&duration=48&initialFee=60&repurchase=45&co2=-1"), DEFAULT_PARAMS),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        price: MSG.priceMissing,
        initialFee: "Opłata wstępna musi być liczbą całkowitą od 0 do 45 %",
        repurchase: "Wykup nie może przekraczać 40 % przy okresie 48 miesięcy",
        co2: MSG.co2,
      },
    });
    expect(validateCalculator(calculatorValues(q("price=500"), DEFAULT_PARAMS))).toMatchObject({
      errors: { price: MSG.priceRange },
    });
    expect(
      validateCalculator(calculatorValues(q("mode=price&installment=dwa"), DEFAULT_PARAMS)),
    ).toMatchObject({
      errors: { installment: MSG.installmentInvalid },
    });
  });

  it("maps an API 422 onto the form's fields", () => {
    expect(
      apiFieldErrors({
        error: true,
        status: 422,
        body: {
          fields: [
            { field: "repurchase", message: "Wykup…" },
            { field: "json", message: "x" },
          ],
        },
      }),
    ).toEqual({ repurchase: "Wykup…" });
    expect(apiFieldErrors({ error: true, status: 503, body: null })).toBeNull();
  });
});
