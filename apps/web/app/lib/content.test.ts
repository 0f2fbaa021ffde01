import { describe, expect, it } from "vitest";
import { documentHref, documentPdfHref, slugOfPdfFile } from "./content.ts";

describe("document addresses", () => {
  it("puts the page under /informacje and the PDF under /dokumenty", () => {
    expect(documentHref("rodo")).toBe("/informacje/rodo");
    expect(documentPdfHref("rodo")).toBe("/dokumenty/rodo.pdf");
    expect(slugOfPdfFile("ogolne-warunki-umowy-leasingu.pdf")).toBe("ogolne-warunki-umowy-leasingu");
  });

  it("accepts only lower-case kebab-case names ending in .pdf", () => {
    for (const file of [
      "rodo",
      "rodo.PDF",
      "Rodo.pdf",
      "ro do.pdf",
      "../rodo.pdf",
      "rodo.pdf.pdf",
      ".pdf",
      "rodo.pdf%00",
    ])
      expect(slugOfPdfFile(file), file).toBeNull();
  });
});
