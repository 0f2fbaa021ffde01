import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import { createIntegrations, readIntegrationsConfig } from "./config.ts";
import { issuePin, pinFromSmsText, verifyPin } from "./pin.ts";
import { ok } from "./support.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

describe("integrations configuration", () => {
  it("defaults to the sandbox everywhere, with no variables at all", () => {
    const config = readIntegrationsConfig({});
    expect(config).toMatchObject({
      COMPANY_REGISTER: "sandbox",
      WL_API_BASE: "https://wl-api.mf.gov.pl",
      WL_SEARCH_DAILY_LIMIT: 100,
      BANK_PROVIDER: "sandbox",
      SMS_PROVIDER: "sandbox",
      EMAIL_PROVIDER: "sandbox",
      OUTBOX_DIR: "./data/outbox",
      SMSAPI_TEST: false,
    });
    const integrations = createIntegrations({ ...config, OUTBOX_DIR: "./data/outbox" });
    expect(integrations.companyRegister.source).toBe("SANDBOX");
    expect(integrations.bankAccount.kind).toBe("sandbox");
    expect(integrations.sandboxBank).toBe(integrations.bankAccount);
    expect(integrations.sms.provider).toBe("sandbox");
    expect(integrations.email.provider).toBe("sandbox");
    expect(integrations.pin.secret.length).toBeGreaterThanOrEqual(32);
  });

  it("ignores empty variables (as env.ts does)", () => {
    expect(readIntegrationsConfig({ COMPANY_REGISTER: "", WL_TIMEOUT_MS: "" }).COMPANY_REGISTER).toBe(
      "sandbox",
    );
  });

  it("selects the live implementations by configuration", () => {
    const config = readIntegrationsConfig({
      COMPANY_REGISTER: "live",
      WL_API_BASE: "https://wl-test.mf.gov.pl",
      WL_SEARCH_DAILY_LIMIT: "500",
      BANK_PROVIDER: "tink",
      TINK_CLIENT_ID: "id",
      TINK_CLIENT_SECRET: "secret",
      SMS_PROVIDER: "smsapi",
      SMSAPI_TOKEN: "token",
      SMSAPI_FROM: "Leasingowo",
      SMSAPI_TEST: "1",
      PIN_SECRET: "x".repeat(40),
    });
    expect(config.WL_SEARCH_DAILY_LIMIT).toBe(500);
    expect(config.SMSAPI_TEST).toBe(true);
    const integrations = createIntegrations(config);
    expect(integrations.companyRegister.source).toBe("WL");
    expect(integrations.bankAccount.kind).toBe("tink");
    expect(integrations.sandboxBank).toBeNull();
    expect(integrations.sms.provider).toBe("smsapi");
    expect(integrations.pin.secret).toBe("x".repeat(40));
  });

  it("names every wrong or missing variable", () => {
    expect(() => readIntegrationsConfig({ COMPANY_REGISTER: "prod" })).toThrow(/COMPANY_REGISTER/);
    expect(() => readIntegrationsConfig({ WL_API_BASE: "ftp://x" })).toThrow(/WL_API_BASE/);
    expect(() => readIntegrationsConfig({ SMSAPI_FROM: "A name far too long" })).toThrow(/SMSAPI_FROM/);
    expect(() => readIntegrationsConfig({ PIN_SECRET: "short" })).toThrow(/PIN_SECRET/);
    const missing = (() => {
      try {
        readIntegrationsConfig({ BANK_PROVIDER: "tink", SMS_PROVIDER: "smsapi" });
        return "";
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const key of ["TINK_CLIENT_ID", "TINK_CLIENT_SECRET", "SMSAPI_TOKEN", "PIN_SECRET"]) {
      expect(missing).toContain(key);
    }
  });

  it("wires the PIN functions to the chosen SMS sender", async () => {
    const integrations = createIntegrations(readIntegrationsConfig({ PIN_SECRET: "s".repeat(32) }));
    // a recording sender keeps the test off the developer's outbox file
    const memory: string[] = [];
    const deps = {
      ...integrations.pin,
      sms: {
        provider: "sandbox" as const,
        send: async (_phone: string, message: string, options: { idempotencyKey: string }) => {
          memory.push(message);
          return ok({
            provider: "sandbox" as const,
            id: options.idempotencyKey,
            status: "delivered" as const,
            providerStatus: "DELIVERED",
            duplicate: false,
          });
        },
      },
    };
    expect((await issuePin(deps, { offerId: "o", phone: "600700800", purpose: "oferty" })).ok).toBe(true);
    const pin = pinFromSmsText(memory[0]!)!;
    expect(await verifyPin(deps, { offerId: "o", phone: "600700800", pin })).toMatchObject({ ok: true });
  });
});
