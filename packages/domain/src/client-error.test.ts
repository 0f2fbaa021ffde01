import { describe, expect, it } from "vitest";
import {
  CLIENT_ERROR_LIMITS,
  cleanReport,
  reportedPath,
  scrubPersonalData,
  trimText,
} from "./client-error.ts";

describe("personal data cut out of a browser error", () => {
  it("replaces e-mail addresses", () => {
    expect(scrubPersonalData("Nie wysłano do anna.nowak+leasing@example.com.pl, spróbuj")).toBe(
      "Nie wysłano do [e-mail], spróbuj",
    );
  });

  it("replaces phone numbers in every usual spelling", () => {
    for (const phone of ["600700800", "600 700 800", "600-700-800", "+48 600 700 800", "+48600700800"])
      expect(scrubPersonalData(`tel. ${phone} błąd`)).toBe("tel. [number] błąd");
  });

  it("replaces PESEL, NIP, REGON and account numbers", () => {
    expect(scrubPersonalData("PESEL 44051401359")).toBe("PESEL [number]");
    expect(scrubPersonalData("NIP 526-000-12-46 i 5260001246")).toBe("NIP [number] i [number]");
    expect(scrubPersonalData("REGON 012345678")).toBe("REGON [number]");
    expect(scrubPersonalData("konto PL61 1090 1014 0000 0712 1981 2874")).toBe("konto PL[number]");
  });

  it("replaces ID card numbers, IP addresses and tokens", () => {
    expect(scrubPersonalData("dowód ABC 123456")).toBe("dowód [id]");
    expect(scrubPersonalData("from 203.0.113.77")).toBe("from [number]");
    expect(scrubPersonalData("/oferta/Ab3dEf9hIjKlMn0pQrStUvWxYz012345/plik")).toBe("/oferta/[token]/plik");
    expect(scrubPersonalData("id 3f2b9c1e-7a4d-4e8b-9f10-2c3d4e5f6a7b")).toBe("id [token]");
  });

  it("drops URL queries and fragments but keeps the address", () => {
    expect(
      scrubPersonalData("Failed to fetch https://example.pl/api/x?email=a%40b.pl&phone=600#top (line 3)"),
    ).toBe("Failed to fetch https://example.pl/api/x (line 3)");
    expect(scrubPersonalData("at f (https://example.pl/a.js?v=44051401359:1:20)")).toBe(
      "at f (https://example.pl/a.js:1:20)",
    );
    expect(scrubPersonalData("at https://example.pl/a.js?t=abc:12:5")).toBe(
      "at https://example.pl/a.js:12:5",
    );
  });

  it("leaves a stack's names, file names and line numbers alone", () => {
    const stack =
      "TypeError: Cannot read properties of undefined (reading 'price')\n    at CarCard (http://127.0.0.1:3520/assets/car-card-BXa8d9Kd.js:12:3456)";
    expect(scrubPersonalData(stack)).toBe(stack);
  });
});

describe("a report as sent and stored", () => {
  it("strips the query of the page path", () => {
    expect(reportedPath("/wyszukaj?brand=toyota&email=a@b.pl#x")).toBe("/wyszukaj");
    expect(reportedPath("")).toBe("/");
  });

  it("trims each text to its limit with an ellipsis", () => {
    expect(trimText("abcdef", 4)).toBe("abc…");
    expect(trimText("abc", 4)).toBe("abc");
    const report = cleanReport({
      kind: "error",
      message: "x".repeat(2000),
      stack: "y ".repeat(5000),
      path: `/${"a".repeat(1000)}`,
      version: "v".repeat(500),
      userAgent: "Mozilla/5.0 Chrome/131.0.6778.85",
    });
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(report.path).toHaveLength(CLIENT_ERROR_LIMITS.path);
    expect(report.version).toHaveLength(CLIENT_ERROR_LIMITS.version);
    // The browser's name and version are not personal: left as they are.
    expect(report.userAgent).toBe("Mozilla/5.0 Chrome/131.0.6778.85");
  });

  it("scrubs the message and the stack, and drops an empty stack", () => {
    const report = cleanReport({
      kind: "unhandledrejection",
      message: "Zapis nieudany dla jan@kowalski.pl",
      stack: "",
      path: "/zamow-online?uuid=1",
      version: "abc",
      userAgent: "UA",
    });
    expect(report).toEqual({
      kind: "unhandledrejection",
      message: "Zapis nieudany dla [e-mail]",
      path: "/zamow-online",
      version: "abc",
      userAgent: "UA",
    });
  });
});
