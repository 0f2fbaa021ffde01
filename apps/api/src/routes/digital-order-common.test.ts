import { describe, expect, it } from "vitest";
import { createSandboxCompanyRegister } from "../integrations/company-register.ts";
import { registerAnswer } from "./digital-order-common.ts";

// The sandbox register's fictitious firms (docs/integrations.md), at a fixed moment.
const register = createSandboxCompanyRegister({ now: () => Date.parse("2026-03-02T10:00:00Z") });

describe("what the VAT register answered, as kept with the order", () => {
  it("keeps a found firm's VAT status, dates and the answer's source", async () => {
    const answer = registerAnswer(await register.lookup("5254476542"));
    expect(answer).toMatchObject({
      found: true,
      statusVat: "Czynny",
      removalDate: null,
      source: "SANDBOX",
      error: null,
    });
    expect(answer.registrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.requestId).toBeTruthy();
    expect(answer.checkedAt).toBeTruthy();
  });

  it("keeps a removed firm's removal date", async () => {
    const answer = registerAnswer(await register.lookup("6344447875"));
    expect(answer).toMatchObject({ found: true, statusVat: "Niezarejestrowany", removalDate: "2024-06-28" });
  });

  it("keeps who was asked when the firm is not in the register", async () => {
    const answer = registerAnswer(await register.lookup("5210115284"));
    expect(answer).toMatchObject({
      found: false,
      statusVat: null,
      registrationDate: null,
      removalDate: null,
      source: "SANDBOX",
      error: null,
    });
    expect(answer.requestId).toBeTruthy();
  });

  it("keeps the error code when the register could not be asked", async () => {
    expect(registerAnswer(await register.lookup("1132939401"))).toEqual({
      found: false,
      statusVat: null,
      registrationDate: null,
      removalDate: null,
      source: null,
      requestId: null,
      checkedAt: null,
      error: "UNAVAILABLE",
    });
  });
});
