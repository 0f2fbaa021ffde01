import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("escapes a value for a quoted attribute exactly as React does", () => {
    for (const value of [`/wyszukaj?body=suv&brand=kia`, `"><script>alert('x')</script>`, "Łódź – zł"]) {
      const react = renderToStaticMarkup(createElement("data", { value }));
      expect(react).toBe(`<data value="${escapeHtml(value)}"></data>`);
    }
  });
});
