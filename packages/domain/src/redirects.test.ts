import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirects.ts";

const ALLOWED = ["partner.leasingowo.pl"];

describe("safeRedirectTarget", () => {
  it("keeps internal paths with their query", () => {
    expect(safeRedirectTarget("/oferta/dla-konsumenta", ALLOWED)).toBe("/oferta/dla-konsumenta");
    expect(safeRedirectTarget("/wyszukaj?brand=toyota", ALLOWED)).toBe("/wyszukaj?brand=toyota");
  });

  it("follows allow-listed https hosts only", () => {
    expect(safeRedirectTarget("https://partner.leasingowo.pl/promocja", ALLOWED)).toBe(
      "https://partner.leasingowo.pl/promocja",
    );
    expect(safeRedirectTarget("http://partner.leasingowo.pl/promocja", ALLOWED)).toBeNull();
    expect(safeRedirectTarget("https://evil.example/promocja", ALLOWED)).toBeNull();
    expect(safeRedirectTarget("https://partner.leasingowo.pl.evil.example/", ALLOWED)).toBeNull();
    expect(safeRedirectTarget("https://partner.leasingowo.pl@evil.example/", ALLOWED)).toBeNull();
    expect(safeRedirectTarget("https://user:pw@partner.leasingowo.pl/", ALLOWED)).toBeNull();
  });

  const ESCAPES = [
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "https:evil.example",
    "https:/evil.example",
    "///evil.example",
    "http://evil.example",
    "",
  ];
  it.each(ESCAPES)("refuses %j", (target) => {
    const result = safeRedirectTarget(target, ALLOWED);
    if (result !== null) {
      // Anything accepted must be a same-site path.
      expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
    }
    expect(result === null || !result.includes("evil")).toBe(true);
  });

  it("never lets a generated target leave the site unless its host is allowed", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "%2F",
      "%5C",
      "evil.example",
      "partner.leasingowo.pl",
      ":",
      "@",
      "https:",
      "javascript:",
      "//",
      "?",
      "#",
      "%252F",
      "\t",
      ".",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const result = safeRedirectTarget(parts.join(""), ALLOWED);
        if (result === null) return;
        if (result.startsWith("/")) {
          expect(result.startsWith("//")).toBe(false);
          expect(new URL(result, "https://site.invalid").origin).toBe("https://site.invalid");
        } else {
          expect(new URL(result).hostname).toBe("partner.leasingowo.pl");
          expect(new URL(result).protocol).toBe("https:");
        }
      }),
      { seed: 42, numRuns: 3000 },
    );
  });
});
