// The sandbox register, its data, and the white-list address parsing both registers use.
import { readFileSync } from "node:fs";
import { companyDataSchema } from "@vhs/domain/company.ts";
import {
  formatNip,
  isValidBankSortCode,
  isValidNip,
  isValidNrb,
  isValidRegon,
} from "@vhs/domain/identifiers.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import { AUTO_FLOTA, BUDMAX, clock, DAY } from "./company-register.test-support.ts";
import {
  type CompanyRegister,
  createSandboxCompanyRegister,
  parseWlAddress,
  titleCasePl,
} from "./company-register.ts";
import {
  SANDBOX_NIP_NOT_FOUND,
  SANDBOX_NIP_UNAVAILABLE,
  SANDBOX_SUBJECTS,
} from "./company-register-sandbox-data.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

describe("sandbox register data", () => {
  it("holds at least a dozen firms with valid, unique NIPs, REGONs and account numbers", () => {
    expect(SANDBOX_SUBJECTS.length).toBeGreaterThanOrEqual(12);
    const nips = SANDBOX_SUBJECTS.map((s) => s.nip!);
    expect(new Set(nips).size).toBe(nips.length);
    for (const s of SANDBOX_SUBJECTS) {
      expect(isValidNip(s.nip!), s.name).toBe(true);
      expect(isValidRegon(s.regon!), s.name).toBe(true);
      if (s.krs) expect(s.krs).toMatch(/^\d{10}$/);
      for (const nrb of s.accountNumbers ?? []) {
        expect(isValidNrb(nrb), `${s.name} ${nrb}`).toBe(true);
        expect(isValidBankSortCode(nrb.slice(2, 10)), `${s.name} ${nrb}`).toBe(true);
      }
    }
    for (const special of [SANDBOX_NIP_NOT_FOUND, SANDBOX_NIP_UNAVAILABLE]) {
      expect(isValidNip(special)).toBe(true);
      expect(nips).not.toContain(special);
    }
  });

  it("is documented: every sandbox NIP is in the module's table and in docs/integrations.md", () => {
    const moduleText = readFileSync(new URL("./company-register.ts", import.meta.url), "utf8");
    const docs = readFileSync(new URL("../../../../docs/integrations.md", import.meta.url), "utf8");
    for (const nip of [
      ...SANDBOX_SUBJECTS.map((s) => s.nip!),
      SANDBOX_NIP_NOT_FOUND,
      SANDBOX_NIP_UNAVAILABLE,
    ]) {
      expect(moduleText, nip).toContain(`| ${nip} |`);
      expect(docs, nip).toContain(`| ${formatNip(nip)} |`);
    }
  });

  it("covers every VAT status, a removal, sole traders and the common company forms", async () => {
    const register = createSandboxCompanyRegister({ now: clock() });
    const companies = [];
    for (const s of SANDBOX_SUBJECTS) {
      const r = await register.lookup(s.nip!);
      if (!r.ok || !r.value.found) throw new Error(`not found: ${s.nip}`);
      companies.push(r.value.company);
    }
    const statuses = new Set(companies.map((c) => c.statusVat));
    expect(statuses).toEqual(new Set(["Czynny", "Zwolniony", "Niezarejestrowany"]));
    expect(companies.some((c) => c.removalDate !== null)).toBe(true);
    const forms = new Set(companies.map((c) => c.legalForm));
    for (const form of [
      "sole-trader",
      "limited-liability-company",
      "joint-stock-company",
      "simple-joint-stock-company",
      "limited-partnership",
      "general-partnership",
      "professional-partnership",
      "civil-partnership",
      "other",
    ]) {
      expect(forms, form).toContain(form);
    }
  });
});

describe("white-list address parsing", () => {
  it.each([
    [
      "GRZYBOWSKA 62/4, 00-844 WARSZAWA",
      { street: "Grzybowska", building: "62", flat: "4", postalCode: "00-844", city: "Warszawa" },
    ],
    [
      "UL. PODGÓRSKA 34, 31-536 KRAKÓW",
      { street: "Podgórska", building: "34", flat: null, postalCode: "31-536", city: "Kraków" },
    ],
    [
      "ul/ Prosta 49 00-838 Warszawa",
      { street: "Prosta", building: "49", flat: null, postalCode: "00-838", city: "Warszawa" },
    ],
    [
      "OS. BOLESŁAWA CHROBREGO 12 LOK. 5, 60-681 POZNAŃ",
      { street: "os. Bolesława Chrobrego", building: "12", flat: "5", postalCode: "60-681", city: "Poznań" },
    ],
    [
      "ŻEROMSKIEGO 51 M. 3, 26-600 RADOM",
      { street: "Żeromskiego", building: "51", flat: "3", postalCode: "26-600", city: "Radom" },
    ],
    [
      "AL. GRUNWALDZKA 472B, 80-309 GDAŃSK",
      { street: "al. Grunwaldzka", building: "472B", flat: null, postalCode: "80-309", city: "Gdańsk" },
    ],
    [
      "PL. SOLNY 14/3A, 50-062 WROCŁAW",
      { street: "pl. Solny", building: "14", flat: "3A", postalCode: "50-062", city: "Wrocław" },
    ],
    [
      "KOŁBASKOWO 5A, 72-001 KOŁBASKOWO",
      { street: "Kołbaskowo", building: "5A", flat: null, postalCode: "72-001", city: "Kołbaskowo" },
    ],
    [
      "UL. 3 MAJA 10, 43-300 BIELSKO-BIAŁA",
      { street: "3 Maja", building: "10", flat: null, postalCode: "43-300", city: "Bielsko-Biała" },
    ],
    [
      "RYNEK 1, 24-120 KAZIMIERZ DOLNY",
      { street: "Rynek", building: "1", flat: null, postalCode: "24-120", city: "Kazimierz Dolny" },
    ],
    [
      "12, 00-001 WARSZAWA",
      { street: null, building: "12", flat: null, postalCode: "00-001", city: "Warszawa" },
    ],
    [
      "bez kodu pocztowego",
      { street: "bez kodu pocztowego", building: null, flat: null, postalCode: null, city: null },
    ],
    [null, { street: null, building: null, flat: null, postalCode: null, city: null }],
  ])("%s", (text, expected) => {
    expect(parseWlAddress(text)).toEqual(expected);
  });

  it("title-cases upper-case Polish text and keeps small words and Roman numerals", () => {
    expect(titleCasePl("ALEJA JANA PAWŁA II")).toBe("Aleja Jana Pawła II");
    expect(titleCasePl("NOWE MIASTO NAD PILICĄ")).toBe("Nowe Miasto nad Pilicą");
    expect(titleCasePl("Już Ładnie")).toBe("Już Ładnie");
  });
});

describe("sandbox register", () => {
  let now: ReturnType<typeof clock>;
  let register: CompanyRegister;
  beforeEach(() => {
    now = clock();
    register = createSandboxCompanyRegister({ now });
  });

  it("finds a firm by NIP in any common spelling and returns our normalised shape", async () => {
    const result = await register.lookup("PL 525-447-65-42");
    expect(result.ok).toBe(true);
    if (!result.ok || !result.value.found) throw new Error("expected a firm");
    const company = companyDataSchema.parse(result.value.company);
    expect(company).toMatchObject({
      nip: AUTO_FLOTA,
      regon: "148209509",
      krs: "0000734512",
      name: "AUTO-FLOTA POLSKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ",
      legalForm: "limited-liability-company",
      statusVat: "Czynny",
      address: { street: "Grzybowska", building: "62", flat: "4", postalCode: "00-844", city: "Warszawa" },
      registrationDate: "2018-06-12",
      removalDate: null,
      accountNumbers: ["98114062048021612647474139", "59102055451624831013037920"],
      representatives: ["Marek Zawadzki", "Ewa Krajewska"],
      source: "SANDBOX",
      checkedAt: "2026-03-24T09:15:00.000Z",
    });
    expect(company.requestId).toMatch(/^SBX-20260324-[0-9a-f]{7}$/);
  });

  it("is deterministic: the same NIP on the same day gives the same answer", async () => {
    const a = await register.lookup(BUDMAX);
    const b = await createSandboxCompanyRegister({ now }).lookup(BUDMAX);
    expect(a).toEqual(b);
    now.advance(DAY);
    const c = await register.lookup(BUDMAX);
    if (!a.ok || !c.ok || !a.value.found || !c.value.found) throw new Error("expected firms");
    expect(c.value.company.requestId).not.toBe(a.value.company.requestId);
  });

  it("says not found for a valid NIP it does not hold", async () => {
    const result = await register.lookup(SANDBOX_NIP_NOT_FOUND);
    expect(result).toEqual({
      ok: true,
      value: {
        found: false,
        nip: SANDBOX_NIP_NOT_FOUND,
        requestId: expect.stringMatching(/^SBX-/),
        checkedAt: "2026-03-24T09:15:00.000Z",
        source: "SANDBOX",
      },
    });
  });

  it("refuses an invalid NIP with the Polish message", async () => {
    for (const bad of ["1234567890", "525447654", "abc", ""]) {
      expect(await register.lookup(bad)).toEqual({
        ok: false,
        error: { code: "INVALID_NIP", field: "nip", message: "Nieprawidłowy NIP" },
      });
    }
  });

  it("imitates an outage for its 'unavailable' NIP", async () => {
    const result = await register.lookup(SANDBOX_NIP_UNAVAILABLE);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: "UNAVAILABLE", httpStatus: 503 });
  });

  it("checks accounts against the firm's published list", async () => {
    const yes = await register.checkAccount(AUTO_FLOTA, "PL59 1020 5545 1624 8310 1303 7920");
    expect(yes).toMatchObject({ ok: true, value: { assigned: true, nip: AUTO_FLOTA, source: "SANDBOX" } });
    const no = await register.checkAccount(AUTO_FLOTA, "90124410596172429060394735");
    expect(no).toMatchObject({ ok: true, value: { assigned: false } });
    expect(await register.checkAccount(AUTO_FLOTA, "12345")).toMatchObject({
      ok: false,
      error: { code: "INVALID_NRB" },
    });
  });
});
