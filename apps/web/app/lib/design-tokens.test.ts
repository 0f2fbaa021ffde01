import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseColour, toHex, WHITE } from "./contrast.ts";
import {
  COLOUR_ROLES,
  colourTokens,
  NEUTRAL_ROLES,
  paletteColour,
  requiredContrast,
  resolveVariable,
  TINT_PAIRS,
  themeVariables,
} from "./design-tokens.ts";

const themeCss = readFileSync(new URL("../theme.css", import.meta.url), "utf8");
const tailwindTheme = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");

describe("colour maths", () => {
  it("reads hex, rgb() and oklch()", () => {
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("#0A66A8")).toEqual([10, 102, 168]);
    expect(parseColour("rgb(15 23 42)")).toEqual([15, 23, 42]);
    // Tailwind's red-700 is #c10007 in its sRGB fallback table; slate-600 is #45556c.
    expect(toHex(parseColour("oklch(50.5% 0.213 27.518)") ?? WHITE)).toBe("#c10007");
    expect(toHex(parseColour("oklch(44.6% 0.043 257.281)") ?? WHITE)).toBe("#45556c");
    expect(parseColour("currentColor")).toBeNull();
  });

  it("gives WCAG's ratios", () => {
    expect(contrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // #767676 is the classic lightest grey that passes 4.5:1 on white.
    expect(contrastRatio([118, 118, 118], WHITE)).toBeCloseTo(4.54, 2);
  });
});

describe("the theme's tokens", () => {
  const tokens = colourTokens(themeCss, tailwindTheme);
  const rgbOf = (name: string) =>
    tokens.find((t) => t.name === name)?.rgb ?? paletteColour(tailwindTheme, name);

  it("follows var() references into Tailwind's palette", () => {
    // Names built, not written whole: Tailwind scans this folder and would put a variable it finds
    // written out into every page's stylesheet.
    const variable = (name: string) => `--${name}`;
    const own = themeVariables(themeCss);
    expect(own.get(variable("color-danger-700"))).toBe("var(--color-red-700)");
    expect(resolveVariable(variable("color-danger-700"), own, themeVariables(tailwindTheme))).toMatch(
      /^oklch\(/,
    );
    expect([...own.keys()].filter((k) => k.startsWith(variable("shadow-")))).toHaveLength(1);
  });

  it("gives every colour token a role, and names no token that is gone", () => {
    expect(tokens.map((t) => t.name).sort()).toEqual(Object.keys(COLOUR_ROLES).sort());
  });

  it.each(Object.entries({ ...COLOUR_ROLES, ...NEUTRAL_ROLES }))(
    "%s has the contrast its roles need on white",
    (name, roles) => {
      const ratio = contrastRatio(rgbOf(name), WHITE);
      expect(ratio, `${name} ${roles.join("/")}`).toBeGreaterThanOrEqual(requiredContrast(roles));
    },
  );

  it("text colours reach 4.5:1 and control borders 3:1", () => {
    expect(requiredContrast(["text"])).toBe(4.5);
    expect(requiredContrast(["border"])).toBe(3);
    expect(requiredContrast(["background"])).toBe(1);
  });

  it.each(TINT_PAIRS)("%s text on %s reaches 4.5:1", (text, background) => {
    expect(contrastRatio(rgbOf(text), rgbOf(background))).toBeGreaterThanOrEqual(4.5);
  });
});
